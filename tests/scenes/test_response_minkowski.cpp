// The Minkowski difference scene: A − B is drawn from collide::minkowski_difference's corners,
// in the verdict colour, with the origin marked; the caption's verdict is the separating axis
// test's. Configurations checked by hand.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>

#include "big_shapes.hpp"
#include "collide/sat.hpp"
#include "headless_imgui.hpp"
#include "recording_canvas.hpp"
#include "scenes/figures/label_layout.hpp"
#include "scenes/registry.hpp"
#include "scene_test_support.hpp"

namespace test_response_minkowski {

using namespace lab::testing;
using lab::Vec2;
namespace palette = lab::palette;

std::unique_ptr<lab::Scene> minkowski(std::vector<Vec2> a, std::vector<Vec2> b) {
  return scene_with("minkowski-difference", [&](lab::SceneState& state) {
    state.shape("A").points = std::move(a);
    state.shape("B").points = std::move(b);
  });
}

// The outline drawn 3 px wide in `color`: A − B.
const DrawCall* difference(const RecordingCanvas& c, lab::Color color) { return c.first("polygon", color); }

std::vector<Vec2> square(Vec2 centre) {
  return {centre + Vec2{-0.5, -0.5}, centre + Vec2{0.5, -0.5}, centre + Vec2{0.5, 0.5}, centre + Vec2{-0.5, 0.5}};
}

TEST_CASE("minkowski-difference: two unit squares give the 2 × 2 square centred at A's centre minus B's") {
  // A centred (−5, 0), B centred (−4.5, 0.25): A − B is centred (−0.5, −0.25), half-width 1, so it
  // spans x −1.5 … 0.5 and y −1.25 … 0.75 and holds the origin; they overlap.
  auto s = minkowski(square({-5, 0}), square({-4.5, 0.25}));
  CHECK(s->caption() == "A − B has 4 corners and holds the origin → they collide");
  const auto c = drawn(*s);
  const auto* d = difference(c, palette::collide);
  REQUIRE(d);
  CHECK(d->points == std::vector<Vec2>{{-1.5, -1.25}, {0.5, -1.25}, {0.5, 0.75}, {-1.5, 0.75}});
  CHECK(c.has_label("A − B"));
  CHECK(c.has_label("origin"));
  CHECK(c.count("point", palette::point) == 1);
}

TEST_CASE("minkowski-difference: squares 3 apart: A − B lies left of the origin → apart, in the apart colour") {
  // A centred (−5, 0), B centred (−2, 0): A − B spans x −4 … −2, the origin is 2 to its right.
  auto s = minkowski(square({-5, 0}), square({-2, 0}));
  CHECK(s->caption() == "A − B has 4 corners; the origin lies outside it → apart");
  const auto c = drawn(*s);
  REQUIRE(difference(c, palette::apart));
  CHECK(difference(c, palette::collide) == nullptr);
  CHECK(difference(c, palette::apart)->points.front() == Vec2{-4, -1});
}

TEST_CASE("minkowski-difference: touching squares put the origin on A − B's edge → they touch") {
  // B's left side on A's right side (x = −4.5): the centres are 1 apart, so A − B spans
  // x −2 … 0 and the origin lies on its right edge; touching counts, in push-apart's words.
  auto s = minkowski(square({-5, 0}), square({-4, 0}));
  CHECK(s->caption() == "A − B has 4 corners and the origin on its boundary → they touch");
  REQUIRE(difference(drawn(*s), palette::collide));
  // Issue 25: the table marked "A's e1 (MTV)" "inside by 0" where the caption says they only
  // touch: nothing needs pushing. The rows whose shadows touch read "on the edge", none is the
  // MTV, and no push is drawn or named.
  const HeadlessImGui imgui;
  const std::string panel = panel_text([&] { s->panel(); });
  CHECK(panel.find("on the edge") != std::string::npos);
  CHECK(panel.find("inside by 0") == std::string::npos);
  CHECK(panel.find("(MTV)") == std::string::npos);
  CHECK(drawn(*s).first("arrow", palette::deciding) == nullptr);
  CHECK(s->named().empty());
}

TEST_CASE("minkowski-difference: B centred in A: the origin is 3 inside every edge, the MTV's row first of them") {
  auto s = minkowski({{-2, -2}, {2, -2}, {2, 2}, {-2, 2}}, {{-1, -1}, {1, -1}, {1, 1}, {-1, 1}});
  const HeadlessImGui imgui;
  const std::string panel = panel_text([&] { s->panel(); });
  CHECK(panel.find("A's e0 (MTV)") != std::string::npos);
  std::size_t as_deep = 0;
  for (std::size_t at = panel.find("(as deep)"); at != std::string::npos; at = panel.find("(as deep)", at + 1))
    ++as_deep;
  CHECK(as_deep == 7);
}

TEST_CASE("minkowski-difference: the caption's verdict is the separating axis test's in every preset") {
  auto s = lab::testing::scene_named("minkowski-difference");
  const auto presets = s->presets();
  REQUIRE(presets.size() == 3);
  const bool expected[] = {true, false, true};
  for (std::size_t i = 0; i < presets.size(); ++i) {
    s->set_state(presets[i].state);
    const bool sat = collide::convex_polygons_collide(s->state().shape("A").points, s->state().shape("B").points);
    CHECK(sat == expected[i]);
    const bool says_collide = s->caption().find("→ they collide") != std::string::npos ||
                              s->caption().find("→ they touch") != std::string::npos;
    CHECK(says_collide == sat);
  }
}

TEST_CASE(
    "minkowski-difference: A − B's edge normals are drawn, and the MTV runs from the origin to its nearest edge") {
  // A = 4 × 4 square (−10, −2)–(−6, 2); B = 2 × 2 square (−7, −1)–(−5, 1). A − B spans
  // x −10 − (−5) = −5 … −6 − (−7) = 1 and y −3 … 3: the origin is 1 from the right side, 3 from
  // the top and bottom, 5 from the left. So the MTV is (1, 0): B moves 1 to the right.
  auto s = minkowski({{-10, -2}, {-6, -2}, {-6, 2}, {-10, 2}}, {{-7, -1}, {-5, -1}, {-5, 1}, {-7, 1}});
  const auto c = drawn(*s);
  // One grey normal arrow per edge of A − B (a rectangle: 4), and the deciding arrow.
  CHECK(c.count("arrow", palette::axis) == 4);
  bool mtv = false;
  for (const auto& call : c.of("arrow"))
    mtv |= call.color == palette::deciding && call.points == std::vector<Vec2>{{0, 0}, {1, 0}};
  CHECK(mtv);
  CHECK(c.has_label("MTV 1"));
}

TEST_CASE("minkowski-difference: apart, there is no MTV arrow") {
  auto s = minkowski(square({-5, 0}), square({-2, 0}));
  const auto c = drawn(*s);
  CHECK(c.count("arrow", palette::deciding) == 0);
  CHECK(c.count("arrow", palette::axis) == 4);
}

TEST_CASE("minkowski-difference far apart: the name A − B keeps off A − B's normal arrows") {
  // Issue 26 at 800 × 600: B moved 20 right and 10 up from its start put A − B's bottom edge's
  // normal, a grey arrow straight down from its middle, through the name under that edge.
  // A = [−10, −6] × [−2, 2], B = (13, 9), (16, 9), (14.5, 12.5): A − B spans x −26 … −19,
  // y −14.5 … −7, its bottom edge from (−24.5, −14.5) to (−20.5, −14.5).
  auto scene = scene_with("minkowski-difference", [](lab::SceneState& state) {
    for (Vec2& p : state.shape("B").points) p += Vec2{20, 10};
  });
  const double px = 0.0875;  // 800 pixels across 70 units
  const RecordingCanvas canvas = drawn(*scene, {-40, -30, 70, 60}, px);
  const auto name = std::find_if(canvas.calls.begin(), canvas.calls.end(),
                                 [](const DrawCall& c) { return c.kind == "label" && c.text == "A − B"; });
  REQUIRE(name != canvas.calls.end());
  const lab::figures::LabelBox box =
      lab::figures::label_box(canvas, name->points[0], name->offset, name->text, name->size);
  // Each arrow with its head: the app's head is (8 + 2 × 1.5) pixels long and half that across,
  // 5.5 pixels either side of the shaft.
  std::vector<std::vector<Vec2>> arrows;
  for (const DrawCall& c : canvas.calls)
    if (c.kind == "arrow" && c.color == palette::axis && !c.legend) {
      const Vec2 d = c.points[1] - c.points[0], side = Vec2{-d.y, d.x} / std::hypot(d.x, d.y) * (5.5 * px);
      arrows.push_back({c.points[0] - side, c.points[1] - side, c.points[1] + side, c.points[0] + side});
    }
  CHECK(arrows.size() == 6);
  CHECK_FALSE(lab::figures::box_crosses(box, arrows));
}

TEST_CASE("minkowski-difference with two 2,000-gons: each edge's normal lies within half a pixel of an arrow drawn") {
  // A − B has some 4,000 corners; round a radius of 6 units at 50 pixels a unit its edges are under a
  // pixel long, so 4,000 arrows 24 pixels long make one grey band. Drawn: those whose foot or tip
  // is half a pixel or more from the last one drawn (before: all 4,000).
  auto s = minkowski(big_polygon({-5, 0}, 3, 2000, false), big_polygon({-4, 0.5}, 3, 2000, false));
  const auto c = drawn(*s);
  const double px = 0.02;
  const auto* d = difference(c, palette::collide);
  REQUIRE(d);
  REQUIRE(d->points.size() > 3800);  // 3,899: where an edge of A and one of B are parallel, one corner
  std::vector<DrawCall> arrows;
  for (const DrawCall& call : c.of("arrow"))
    if (call.color == palette::axis && !call.legend) arrows.push_back(call);
  CHECK(arrows.size() > 100);
  CHECK(arrows.size() < 3000);
  // Each edge's outward normal (counter-clockwise corners: the edge turned clockwise), 24 pixels.
  const auto& p = d->points;
  int far_from_all = 0;
  for (std::size_t i = 0; i < p.size(); ++i) {
    const Vec2 a = p[i], b = p[(i + 1) % p.size()], mid = (a + b) * 0.5;
    const Vec2 out = Vec2{b.y - a.y, a.x - b.x} / std::hypot(b.x - a.x, b.y - a.y);
    const Vec2 tip = mid + out * (24 * px);
    const bool covered = std::any_of(arrows.begin(), arrows.end(), [&](const DrawCall& call) {
      return std::hypot(call.points[0].x - mid.x, call.points[0].y - mid.y) < px / 2 &&
             std::hypot(call.points[1].x - tip.x, call.points[1].y - tip.y) < px / 2;
    });
    far_from_all += covered ? 0 : 1;
  }
  CHECK(far_from_all == 0);
}

}  // namespace test_response_minkowski
