// "rectangles": overlap on x and on y; circle vs rectangle by clamping the centre.
#include <doctest/doctest.h>

#include "headless_imgui.hpp"
#include "scene_test_support.hpp"

namespace test_prereq_rectangles {

using namespace lab;
using namespace lab::testing;
using collide::Vec2;

namespace {
/// The interval drawn on the axis with direction `unit` in `color`.
std::vector<DrawCall> bars(const RecordingCanvas& canvas, Vec2 unit, Color color) {
  std::vector<DrawCall> out;
  for (const auto& c : canvas.of("interval"))
    if (c.points[1] == unit && c.color == color) out.push_back(c);
  return out;
}
}  // namespace

TEST_CASE("rectangles: start, A = [−5, 1]×[−3, 0], B = [−1, 4]×[1, 4]: x overlaps, y has a gap") {
  auto scene = scene_named("rectangles");
  CHECK(scene->caption() == "The x shadows overlap, but the y shadows have a gap of 1; one gap is enough → apart");
  const auto canvas = drawn(*scene);
  // x: A's shadow [−5, 1], B's [−1, 4], overlap [−1, 1] in green.
  const auto ax = bars(canvas, {1, 0}, palette::shape_a);
  REQUIRE(ax.size() == 1);
  CHECK(ax[0].value == -5);
  CHECK(ax[0].value2 == 1);
  const auto x_overlap = bars(canvas, {1, 0}, palette::inside);
  REQUIRE(x_overlap.size() == 1);
  CHECK(x_overlap[0].value == -1);
  CHECK(x_overlap[0].value2 == 1);
  // y: A's [−3, 0], B's [1, 4], the gap [0, 1] in orange.
  const auto y_gap = bars(canvas, {0, 1}, palette::outside);
  REQUIRE(y_gap.size() == 1);
  CHECK(y_gap[0].value == 0);
  CHECK(y_gap[0].value2 == 1);
  CHECK(canvas.has_label("x: overlap 2"));
  CHECK(canvas.has_label("y: gap 1"));
}

TEST_CASE("rectangles: B dragged down to [−1, 4]×[−1, 3] overlaps on both axes → collide") {
  auto scene = scene_named("rectangles");
  auto state = scene->state();
  state.shape("B").points = {{4, 3}, {-1, -1}};  // corners in any order
  scene->set_state(state);
  CHECK(scene->caption() == "x shadows overlap by 2, y shadows by 1 → they collide");
  const auto canvas = drawn(*scene);
  CHECK(bars(canvas, {1, 0}, palette::outside).empty());
  CHECK(bars(canvas, {0, 1}, palette::outside).empty());
}

TEST_CASE("rectangles: the table's verdict row gives the reason that holds, never 'overlap … → apart'") {
  // The rule: the boxes collide exactly when the x shadows overlap and the y shadows overlap; a
  // gap on either axis means apart. The row used to read "overlap on x and on y | apart" at the
  // start, where y has a gap.
  const HeadlessImGui imgui;
  auto scene = scene_named("rectangles");
  // ImGui's log writes a table row as "| cell | cell | cell |".
  auto shows = [&](const std::string& row) {
    const std::string text = panel_text([&] { scene->panel(); });
    INFO(text);
    CHECK(text.find(row) != std::string::npos);
  };
  shows("| verdict | a gap on y: one is enough | apart |");  // the start: x overlaps, y has a gap
  load_preset(*scene, "overlapping");
  shows("| verdict | x and y shadows both overlap | collide |");
  load_preset(*scene, "apart on both axes");
  shows("| verdict | a gap on x and on y | apart |");
  load_preset(*scene, "P outside (y)");
  shows("| verdict | P.y outside A's y shadow | outside |");
  load_preset(*scene, "P inside");
  shows("| verdict | P.x and P.y both within A's shadows | inside |");
}

TEST_CASE("rectangles: touching edges and gaps on both axes") {
  auto scene = scene_at_preset("rectangles", "touching edges");  // x: [−5, 1] and [1, 4] share x = 1
  CHECK(scene->caption() == "x shadows overlap by 0, y shadows by 2 → they touch");
  load_preset(*scene, "apart on both axes");
  CHECK(scene->caption() == "Both the x and the y shadows show a gap → apart");
}

TEST_CASE("rectangles: a point against A = [−4, 3]×[−2, 2]") {
  auto scene = scene_at_preset("rectangles", "P inside");
  CHECK(scene->caption() == "P.x is within the x shadow and P.y within the y shadow → P is inside");
  load_preset(*scene, "P on an edge");  // P.x = 3 = A's right edge
  CHECK(scene->caption() == "P.x is within the x shadow and P.y within the y shadow → P is on the edge (inside)");
  load_preset(*scene, "P outside (y)");  // P.y = 3.5 > 2
  CHECK(scene->caption() == "P.y is outside the y shadow → P is outside");
  const auto canvas = drawn(*scene);
  CHECK(canvas.has_label("y: gap 1.5"));
  CHECK(canvas.count("point", palette::point) >= 2);  // P itself, and P.x on the x axis
}

TEST_CASE("rectangles: circle vs rectangle clamps the centre") {
  auto scene = scene_at_preset("rectangles", "circle off a corner");  // C = (4, 4) r 2.5, Q = (2, 2): 8 > 6.25
  CHECK(scene->caption() == "Q is C clamped into the rectangle: |CQ|² = 8 > r² = 6.25 → apart");
  const auto canvas = drawn(*scene);
  const auto clamp = canvas.of("dashed_segment");
  REQUIRE(clamp.size() == 1);
  CHECK(clamp[0].points[1] == Vec2{2, 2});
  CHECK(clamp[0].color == palette::outside);
  load_preset(*scene, "circle over an edge");  // C = (3.5, 0) r 2, Q = (2, 0): 2.25 ≤ 4
  CHECK(scene->caption() == "Q is C clamped into the rectangle: |CQ|² = 2.25 < r² = 4 → they collide");
  load_preset(*scene, "circle touching an edge");  // C = (4, 0): 4 = 4
  CHECK(scene->caption() == "Q is C clamped into the rectangle: |CQ|² = 4 = r² = 4 → they touch");
  load_preset(*scene, "centre inside");
  CHECK(scene->caption() == "C is inside the rectangle, so clamping leaves it (Q = C) → they collide");
}

TEST_CASE("rectangles: a flat rectangle is refused with its name") {
  auto scene = scene_named("rectangles");
  auto state = scene->state();
  state.shape("B").points = {{0, 1}, {0, 4}};  // width 0
  scene->set_state(state);
  CHECK(scene->caption().rfind("No verdict: ", 0) == 0);
  CHECK(scene->warnings().at(0).find("B") != std::string::npos);
  CHECK(drawn(*scene).calls.empty());
}

TEST_CASE("rectangles: with B = [−3, −1]×[−2, −1] inside A = [−5, 1]×[−3, 0], A's name is not inside B") {
  auto scene = scene_named("rectangles");
  auto state = scene->state();
  state.shape("B").points = {{-3, -2}, {-1, -1}};
  scene->set_state(state);
  const auto canvas = drawn(*scene);
  int names = 0;
  for (const auto& l : canvas.of("label")) {
    if (l.text != "A" && l.text != "B") continue;
    ++names;
    // The middle of the name's box lies in its own rectangle; A's not also in B (it would seem B's).
    const double px = canvas.pixel();
    const Vec2 at =
        l.points.at(0) +
        (l.offset + Vec2{canvas.text_width(l.text, l.size) / 2, -lab::Canvas::font_pixels(l.size) / 2}) * px;
    const bool in_b = at.x >= -3 && at.x <= -1 && at.y >= -2 && at.y <= -1;
    const bool in_a = at.x >= -5 && at.x <= 1 && at.y >= -3 && at.y <= 0;
    CHECK(in_a);
    if (l.text == "A") CHECK_FALSE(in_b);
    if (l.text == "B") CHECK(in_b);
  }
  CHECK(names == 2);
}

}  // namespace test_prereq_rectangles
