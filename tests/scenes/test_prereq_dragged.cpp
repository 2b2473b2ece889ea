// Issue 11, "Before polygons": each defect found by dragging, as the state that showed it.
// States are loaded the way --state loads them (apply_state_json on the scene's first preset).
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "test_prereq_labels.hpp"
#include "formats/state_json.hpp"
#include "scene_test_support.hpp"

namespace test_prereq_dragged {

using namespace lab;
using namespace lab::testing;
using collide::Vec2;
using nlohmann::json;

namespace {

/// The scene `id` with `state_text` applied as a state file would be.
std::unique_ptr<Scene> scene_from(const std::string& id, const std::string& state_text) {
  auto scene = scene_named(id);
  scene->set_state(apply_state_json(json::parse(state_text), scene->presets().front().state, "test.json"));
  return scene;
}

/// The recording canvas as the app's figure at its start: 1/82 unit per pixel, ~880 × 640 pixels.
RecordingCanvas app_canvas(Vec2 centre = {0, 0}) {
  RecordingCanvas canvas;
  canvas.units_per_pixel = 1.0 / 82;
  canvas.visible = {centre.x - 440.0 / 82, centre.y - 320.0 / 82, 880.0 / 82, 640.0 / 82};
  return canvas;
}

std::vector<std::string> texts(const RecordingCanvas& canvas) {
  std::vector<std::string> out;
  for (const auto& c : canvas.of("label")) out.push_back(c.text);
  return out;
}

}  // namespace

// [1] Labels over labels ------------------------------------------------------------------------

TEST_CASE("segments-crossing collinear AB (−3,0)–(1,0), CD (0,0)–(3,0): labels apart, [0, 1] shared") {
  auto scene = scene_from(
      "segments-crossing",
      R"({"scene":"segments-crossing","shapes":{"AB":{"points":[[-3,0],[1,0]]},"CD":{"points":[[0,0],[3,0]]}}})");
  CHECK(scene->caption() == "All four tests are collinear and the segments share (0, 0) to (1, 0) → they touch");
  auto canvas = app_canvas();
  scene->draw(canvas);
  CHECK(overlapping_labels(canvas).empty());
  CHECK(labels_out_of_view(canvas).empty());
  // The shared part [0, 1] is drawn, in the collide colour, under the segments.
  bool shared = false;
  for (const auto& s : canvas.of("segment"))
    shared |= s.points[0] == Vec2{0, 0} && s.points[1] == Vec2{1, 0} && s.color.r == palette::collide.r &&
              s.color.g == palette::collide.g;
  CHECK(shared);
  CHECK(canvas.has_label("shared part"));
  // Short names: one note says all four are collinear instead of four long labels.
  const auto names = texts(canvas);
  for (const char* name : {"A", "B", "C", "D"}) CHECK(std::count(names.begin(), names.end(), std::string(name)) == 1);
}

TEST_CASE("side-of-line with P on the line reads \"ax + by + c = 0\", not \"= 0 = 0\"") {
  auto scene = scene_at_preset("side-of-line", "P on the line");
  auto canvas = app_canvas();
  scene->draw(canvas);
  CHECK(canvas.has_label("ax + by + c = 0"));
  CHECK_FALSE(canvas.has_label("= 0 = 0"));
  CHECK(scene->caption() == "P is on the line: ax + by + c = 0");
  CHECK(overlapping_labels(canvas).empty());
}

TEST_CASE("closest-point with P at (1, 4) (t = 1): Q is named on B's label, not over it") {
  auto scene = scene_from("closest-point", R"({"shapes":{"P":{"points":[[1,4]]}}})");
  auto canvas = app_canvas();
  scene->draw(canvas);
  CHECK(canvas.has_label("Q = B (t = 1)"));
  const auto names = texts(canvas);
  CHECK(std::count(names.begin(), names.end(), std::string("Q")) == 0);
  CHECK(overlapping_labels(canvas).empty());
  CHECK(scene->caption() == "P projects onto B (t = 1) → Q = B = (2, 1), |PQ| = 3.16");
}

TEST_CASE("side-of-line near the figure's right edge keeps \"ax + by + c = 16 > 0\" and \"+ side\" whole") {
  // P dragged to the right edge of the start view, the line near it: the texts were cut off.
  auto scene =
      scene_from("side-of-line", R"({"shapes":{"line":{"points":[[4.6,-3],[5,3]]},"P":{"points":[[5.2,1]]}}})");
  auto canvas = app_canvas();
  scene->draw(canvas);
  CHECK(labels_out_of_view(canvas).empty());
  CHECK(overlapping_labels(canvas).empty());
  CHECK(canvas.has_label("ax + by + c = "));
}

TEST_CASE("side-of-line at 10⁶ prints a·x + b·y + c = 1999997000000 as \"2.00e+12\", not as 2·10¹² itself") {
  // Line (−3e6, 0) → (3e6, 2e6): a = 2e6, b = −6e6, c = −(a·(−3e6) + b·0) = 6e12. P = (1e6, 1000000.5):
  // a·x + b·y + c = 2e12 − 6000003e6 + 6e12 = 1999997000000, three millionths short of 2·10¹².
  auto scene = scene_from("side-of-line",
                          R"({"shapes":{"line":{"points":[[-3e6,0],[3e6,2e6]]},"P":{"points":[[1e6,1000000.5]]}}})");
  CHECK(scene->caption() == "P is on the + side: ax + by + c = 2.00e+12 > 0");
  auto canvas = app_canvas();
  scene->draw(canvas);
  CHECK(canvas.has_label("2.00e+12"));
  CHECK_FALSE(canvas.has_label("2e+12"));
}

// [2] Every mode reachable, every name typeable --------------------------------------------------

TEST_CASE("circles and rectangles with {\"options\":{\"mode\":1}} alone show mode 1's shapes") {
  for (const std::string id : {"circles", "rectangles"}) {
    CAPTURE(id);
    auto scene = scene_from(id, R"({"options":{"mode":1}})");
    CHECK(scene->warnings().empty());
    CHECK(scene->caption().rfind("No verdict", 0) == std::string::npos);
    CHECK(scene->state().shapes.size() == 2);  // only mode 1's shapes: nothing hidden to drag
    auto two = scene_from(id, R"({"options":{"mode":2}})");
    CHECK(two->warnings().empty());
  }
}

TEST_CASE("a state file sets every mode's shapes: circles' P and AB, rectangles' P and C") {
  auto point = scene_from(
      "circles", R"({"options":{"mode":1},"shapes":{"C":{"points":[[0,0]],"radius":5},"P":{"points":[[3,4]]}}})");
  CHECK(point->caption() == "|CP|² = 25 = r² = 25 → P is on the circle (inside)");
  auto segment = scene_from(
      "circles",
      R"({"options":{"mode":2},"shapes":{"C":{"points":[[0,0]],"radius":3},"AB":{"points":[[-4,3],[4,3]]}}})");
  CHECK(segment->caption() == "Q is AB's point nearest C: |CQ|² = 9 = r² = 9 → they touch");
  auto rect_point = scene_from(
      "rectangles", R"({"options":{"mode":1},"shapes":{"A":{"points":[[0,0],[2,2]]},"P":{"points":[[3,1]]}}})");
  CHECK(rect_point->caption() == "P.x is outside the x shadow → P is outside");
  auto rect_circle =
      scene_from("rectangles",
                 R"({"options":{"mode":2},"shapes":{"A":{"points":[[0,0],[2,2]]},"C":{"points":[[3,1]],"radius":1}}})");
  CHECK(rect_circle->caption() == "Q is C clamped into the rectangle: |CQ|² = 1 = r² = 1 → they touch");
}

TEST_CASE("plain-ASCII names: \"C1\" and \"C2\" set C₁ and C₂") {
  auto scene =
      scene_from("circles", R"({"shapes":{"C1":{"points":[[0,0]],"radius":1},"C2":{"points":[[3,0]],"radius":2}}})");
  CHECK(scene->state().shape("C₁").points[0] == Vec2{0, 0});
  CHECK(scene->state().shape("C₂").points[0] == Vec2{3, 0});
  CHECK(scene->caption() == "|C₁C₂|² = 9 = (r₁ + r₂)² = 9 → they touch");
  // The figure's own names still work, and a wrong name is still refused.
  CHECK_NOTHROW(scene_from("circles", R"({"shapes":{"C₁":{"points":[[0,0]]}}})"));
  CHECK_THROWS_AS(scene_from("circles", R"({"shapes":{"C3":{"points":[[0,0]]}}})"), StateError);
  Shape p1;
  p1.name = "P₁";
  CHECK(p1.answers_to("P1"));
  CHECK(p1.answers_to("P₁"));
  CHECK_FALSE(p1.answers_to("P"));
  CHECK_FALSE(p1.answers_to("P2"));
}

// [3] One rectangle, one meaning -------------------------------------------------------------------

TEST_CASE("rectangles A = [0.1, 0.1 + 0.2] and B from 0.30000000000000004: figure, panel and caption agree") {
  // A's right edge is 0.1 + 0.2 rounded = 0.30000000000000004 = B's left edge: they touch.
  auto scene = scene_named("rectangles");
  change_state(*scene, [&](lab::SceneState& state) {
    state.shape("A").points = {{0.1, 0}, {0.30000000000000004, 1}};
    state.shape("B").points = {{0.30000000000000004, 0}, {1, 1}};
  });
  CHECK(scene->caption() == "x shadows overlap by 0, y shadows by 1 → they touch");
}

// [5] Readable labels -------------------------------------------------------------------------------

TEST_CASE("every label of the five scenes is in the large label font, well over two thirds of body text" *
          doctest::test_suite("slow")) {
  // Normal labels rendered ~9-10 px beside ~13 px body text at 1280 × 800; the figures' names,
  // values and the limit under a distance are all Large now.
  const double body = Canvas::font_pixels(TextSize::Normal);
  for (const std::string id : {"side-of-line", "segments-crossing", "closest-point", "circles", "rectangles"}) {
    auto scene = scene_named(id);
    for (const auto& preset : scene->presets()) {
      CAPTURE(id);
      CAPTURE(preset.name);
      scene->set_state(preset.state);
      auto canvas = app_canvas();
      scene->draw(canvas);
      for (const auto& c : canvas.of("label")) {
        CAPTURE(c.text);
        CHECK(Canvas::font_pixels(c.size) >= body * 2 / 3);
        CHECK(c.size == TextSize::Large);
      }
    }
  }
}

}  // namespace test_prereq_dragged
