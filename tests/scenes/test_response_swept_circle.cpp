// The swept-test scene's circle mode (mode 1): circle B moves until its centre reaches the point
// "end"; A is the square x 0 … 4, y −2 … 2, edges e0 bottom, e1 right, e2 top, e3 left (x = 0).
// The capsule (B at t = 1 and the two tangent segments), B at the time of impact and the contact
// feature are read from the recording canvas; captions for states checked by hand.
#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <string>

#include "headless_imgui.hpp"
#include "recording_canvas.hpp"
#include "scenes/registry.hpp"
#include "scene_test_support.hpp"

namespace test_response_swept_circle {

using namespace lab::testing;
using lab::Vec2;
namespace palette = lab::palette;

std::unique_ptr<lab::Scene> swept_circle(Vec2 centre, double r, Vec2 end, double t = 0) {
  // Mode 1 first: its state keeps A, "circle B" and "end".
  auto in_mode_1 = scene_with("swept-test", [](lab::SceneState& state) { state.options["mode"] = 1; });
  return edited(std::move(in_mode_1), [&](lab::SceneState& state) {
    state.shape("A").points = {{0, -2}, {4, -2}, {4, 2}, {0, 2}};
    state.shape("circle B").points = {centre};
    state.shape("circle B").radius = r;
    state.shape("end").points = {end};
    state.options["t"] = t;
  });
}

// Whether a circle outline with this centre and radius was drawn in `color`; `answer`: inside
// an AnswerPart (what predict mode hides).
bool circled(const RecordingCanvas& c, Vec2 centre, double r, lab::Color color, bool answer) {
  return std::any_of(c.calls.begin(), c.calls.end(), [&](const auto& call) {
    return call.kind == "circle" && call.color == color && call.points == std::vector<Vec2>{centre} &&
           call.value == r && call.answer == answer;
  });
}

bool drew_segment(const RecordingCanvas& c, Vec2 p, Vec2 q, lab::Color color) {
  return std::any_of(c.calls.begin(), c.calls.end(), [&](const auto& call) {
    return call.kind == "segment" && call.color == color && call.points == std::vector<Vec2>{p, q};
  });
}

TEST_CASE("swept-test circle: r 1 at (−5, 0) moving (10, 0) meets A's left side x = 0 at t = 0.4") {
  // The rim's right point −5 + 1 + 10t reaches x = 0 when t = 0.4; the centre is then at (−1, 0).
  auto s = swept_circle({-5, 0}, 1, {5, 0}, 0.7);
  CHECK(s->caption() == "the circle first touches e3 at t = 0.4 → hit");
  const auto c = drawn(*s);
  // The capsule: B at t = 1 around (5, 0), the tangent segments y = ±1 from x −5 to 5.
  CHECK(circled(c, {5, 0}, 1, palette::untested, true));
  CHECK(drew_segment(c, {-5, 1}, {5, 1}, palette::untested));
  CHECK(drew_segment(c, {-5, -1}, {5, -1}, palette::untested));
  // B at t = 0 (faded, not an answer), at the impact (solid, an answer), at the slider's t = 0.7.
  CHECK(circled(c, {-5, 0}, 1, palette::shape_b.with_alpha(110), false));
  CHECK(circled(c, {-1, 0}, 1, palette::shape_b, true));
  CHECK(circled(c, {2, 0}, 1, palette::shape_b, true));
  // e3, from (0, 2) to (0, −2), dashed in the deciding colour; the time beside B at impact.
  REQUIRE(c.count("dashed_segment", palette::deciding) == 1);
  CHECK(c.of("dashed_segment").front().points == std::vector<Vec2>{{0, 2}, {0, -2}});
  CHECK(c.has_label("t = 0.4"));
  CHECK(c.has_label("e3"));
  CHECK(c.has_label("t = 1"));
  REQUIRE(c.count("arrow", palette::line) == 1);
  CHECK(c.of("arrow").front().points == std::vector<Vec2>{{-5, 0}, {5, 0}});
}

TEST_CASE("swept-test circle: r 1 at (−5, 3.5) moving (10, 0) passes 0.5 above A → never touches") {
  // The centre's path y = 3.5 stays 1.5 from A's top y = 2, more than r = 1.
  auto s = swept_circle({-5, 3.5}, 1, {5, 3.5});
  CHECK(s->caption() == "the centre's path never comes within r of the polygon during the step → miss");
  const auto c = drawn(*s);
  CHECK(c.has_label("never touches"));
  CHECK_FALSE(c.has_label("t = 0.4"));
  CHECK(c.count("dashed_segment", palette::deciding) == 0);
  CHECK_FALSE(std::any_of(c.calls.begin(), c.calls.end(), [](const auto& call) {
    return call.kind == "circle" && call.color == palette::shape_b;  // no B at impact
  }));
}

TEST_CASE("swept-test circle: grazing a corner first touches that vertex") {
  // r 1 at (6, 2.6) moving (−10, 0): the top right corner (4, 2) is 0.6 below the path, so the
  // rim meets it when the centre is 0.8 right of it (0.6² + 0.8² = 1): x = 4.8, t = 1.2 / 10.
  auto s = swept_circle({6, 2.6}, 1, {-4, 2.6});
  CHECK(s->caption() == "the circle first touches vertex 2 at t = 0.12 → hit");
  CHECK(drawn(*s).has_label("vertex 2"));
}

// The table's times by row ("first touch of e2" → "0.2"); a row that says "never" prints none.
std::map<std::string, std::string> table_times(const lab::Scene& s) {
  std::map<std::string, std::string> out;
  for (const auto& p : s.printed())
    if (p.where == "table") out[p.of] = p.text;
  return out;
}

TEST_CASE("swept-test circle sliding along A's top e2: vertex 2 and e2 at t = 0.2; a hair lower e2 never lies flat") {
  // r 1 at (6, 3) moving (−10, 0): the rim's bottom runs along e2's line y = 2. It reaches the
  // corner (4, 2) when the centre is above it, x = 4, t = 0.2: vertex 2 and e2 (side-on) at
  // once, vertex 2 the contact; it lies along e2 until the centre is above (0, 2), t = 0.6,
  // where it reaches vertex 3. e0, e1 (x = 4) and e3 are never touched side-on.
  auto s = swept_circle({6, 3}, 1, {-4, 3});
  CHECK(s->caption() == "the circle first touches vertex 2 at t = 0.2 → hit");
  CHECK(table_times(*s) == std::map<std::string, std::string>{{"first touch of e2", "0.2"},
                                                              {"first touch of vertex 2", "0.2"},
                                                              {"first touch of vertex 3", "0.6"}});
  // 10⁻⁴ lower the rim reaches the corner while the centre is √(1 − 0.9999²) = 0.0141418 right
  // of it: t = (2 − 0.0141418)/10 = 0.19859, and vertex 3 at t = 0.59859. Between, the rim cuts
  // across e2 and never lies flat against it: "never", as the panel's words say.
  change_state(*s, [&](lab::SceneState& state) {
    state.shape("circle B").points = {{6, 2.9999}};
    state.shape("end").points = {{-4, 2.9999}};
  });
  CHECK(s->caption() == "the circle first touches vertex 2 at t = 0.20 → hit");
  CHECK(table_times(*s) ==
        std::map<std::string, std::string>{{"first touch of vertex 2", "0.199"}, {"first touch of vertex 3", "0.599"}});
  {
    const HeadlessImGui imgui;
    CHECK(panel_text([&] { s->panel(); }).find("a rim that cuts across it after a corner never does") !=
          std::string::npos);
  }
  // 10⁻⁷ higher than the slide the path stays more than r from A: a miss, no times at all.
  change_state(*s, [&](lab::SceneState& state) {
    state.shape("circle B").points = {{6, 3.0000001}};
    state.shape("end").points = {{-4, 3.0000001}};
  });
  CHECK(s->caption() == "the centre's path never comes within r of the polygon during the step → miss");
  CHECK(table_times(*s).empty());
}

TEST_CASE("swept-test: a mode other than 0 or 1 gives no verdict and says so") {
  auto s = lab::testing::scene_named("swept-test");
  change_state(*s, [&](lab::SceneState& state) { state.options["mode"] = 0.5; });
  CHECK(s->caption() == "no verdict: unknown mode 0.5 (0 polygon B, 1 circle B)");
  CHECK(drawn(*s).count("polygon", palette::shape_b) == 0);
}

}  // namespace test_response_swept_circle
