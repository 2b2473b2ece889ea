// "Polygon vs line" on the C: the convex chapter's vertex-sign test, checked by hand.
// The C: (−3,−3) (3,−3) (3,−1.5) (−1,−1.5) (−1,1.5) (3,1.5) (3,3) (−3,3), notch x ∈ [−1, 3],
// y ∈ [−1.5, 1.5] open to the right.
#include <doctest/doctest.h>

#include "concave_edges_support.hpp"
#include "recording_canvas.hpp"
#include "scene_test_support.hpp"
#include "scenes/registry.hpp"

namespace test_concave_edges_line {

using namespace lab::testing;
const PresetsOf preset{"concave-polygon-line"};
namespace palette = lab::palette;

namespace {

int labels(const lab::testing::RecordingCanvas& canvas, const std::string& text) {
  int n = 0;
  for (const auto& c : canvas.calls) n += c.kind == "label" && c.text == text;
  return n;
}

}  // namespace

TEST_CASE("concave-polygon-line start: a line through both arms crosses the outline 4 times") {
  auto scene = preset.start();
  // Line through (1, −5) and (1.6, 5): side = 10x − 0.6y − 13. The right corners are +, the
  // left ones and the notch's back corners −.
  CHECK(scene->caption() == "4 vertices +, 4 − → the line crosses the outline → collide (no convexity needed)");
  const auto canvas = drawn(*scene);
  const auto& c = scene->state().shape("C").points;
  CHECK(labels(canvas, "+") == 4);
  CHECK(labels(canvas, "−") == 4);
  // The signs flip along edges 0, 2, 4 and 6: the line enters and leaves the C twice.
  CHECK(concave_test::edges_in(canvas, c, palette::collide) == 4);
  CHECK(concave_test::edges_in(canvas, c, palette::apart) == 4);  // e1, e3, e5, e7: wholly on one side
  CHECK(canvas.has_label("edge the line meets: signs differ or 0"));
}

TEST_CASE("concave-polygon-line: a line through the notch meets the C's back") {
  auto scene = preset("Line through the notch");  // through (−5, 0.4) and (5, −0.4): side = −0.8x − 10y
  CHECK(scene->caption() == "4 vertices +, 4 − → the line crosses the outline → collide (no convexity needed)");
  CHECK(concave_test::edges_in(drawn(*scene), scene->state().shape("C").points, palette::collide) == 2);  // e3, e7
}

TEST_CASE("concave-polygon-line: a line past the C has every corner on one side") {
  auto scene = preset("Line past the C");  // through (4, −4) and (5, 4): side = 8x − y − 36 < 0 at every corner
  CHECK(scene->caption() == "all 8 vertices on the − side → apart (no convexity needed)");
  const auto canvas = drawn(*scene);
  CHECK(labels(canvas, "−") == 8);
  CHECK(concave_test::edges_in(canvas, scene->state().shape("C").points, palette::apart) == 8);  // apart evidence
}

TEST_CASE("concave-polygon-line: a line through the corner (3, 3) touches") {
  auto scene = preset("Line touching a corner");  // through (2, 4) and (4, 2): side = −2x − 2y + 12, 0 at (3, 3)
  CHECK(scene->caption() == "1 vertex on the line, the rest + → they touch (no convexity needed)");
  const auto canvas = drawn(*scene);
  CHECK(labels(canvas, "0") == 1);
  // The ring around the touching corner, and the key's swatch for it: a ring too.
  int rings = 0, swatches = 0;
  for (const auto& call : canvas.calls)
    if (call.kind == "circle" && call.color == palette::collide) (call.legend ? swatches : rings)++;
  CHECK(rings == 1);
  CHECK(swatches == 1);
}

TEST_CASE("concave-polygon-line: two equal points do not make a line") {
  auto scene = preset("Line through both arms: 4 crossings");
  change_state(*scene, [&](lab::SceneState& state) { state.shape("line").points[1] = state.shape("line").points[0]; });
  CHECK(scene->caption().rfind("no verdict: ", 0) == 0);
  CHECK_FALSE(scene->warnings().empty());
}

}  // namespace test_concave_edges_line
