// The grid's numbers along the axes give way to the figure's labels and shadow bars (point-in-
// polygon's "e6" used to sit on the y axis's "3", the rectangles' "x: overlap 2" on its "−3",
// which-approach's x shadows on "−4") and to what it drew (tunnelling's mover on "−3"): they go to
// the axis's other side or to the figure's edge, or are left out. The shell builds the frames as
// the app does, without GL.
//
// Index of this file:
//   [SECTION] the numbers' words
//   [SECTION] where they go, by hand and in every scene
#include <doctest/doctest.h>
#include <imgui.h>

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <string>
#include <vector>

#include "app_screen.hpp"
#include "colour_vision.hpp"
#include "frame_canvas.hpp"
#include "recording_canvas.hpp"
#include "collide/concave.hpp"
#include "scenes/figures/draw.hpp"
#include "scenes/role_canvas.hpp"
#include "window/figure_marks.hpp"
#include "window/fonts.hpp"
#include "window/gl_window.hpp"
#include "window/grid_layout.hpp"
#include "window/screenshot.hpp"
#include "window/svg_screenshot.hpp"
#include "shell/shell.hpp"

namespace test_grid_numbers {

// [SECTION] the numbers' words

using lab::testing::scene_index;

TEST_CASE("grid numbers at every scale: plain from a thousandth to a million, else as powers of ten" *
          doctest::test_suite("screens")) {
  using lab::grid_number;
  CHECK(grid_number(2.5, 0.5) == "2.5");
  CHECK(grid_number(-0.004, 0.001) == "\u22120.004");
  CHECK(grid_number(3e5, 1e5) == "300000");
  CHECK(grid_number(8e8, 2e8) == "8e+8");
  CHECK(grid_number(-1.25e9, 5e6) == "\u22121.25e+9");  // beside 1.245e+9 and 1.255e+9
  CHECK(grid_number(1.245e9, 5e6) == "1.245e+9");
  CHECK(grid_number(3e-40, 1e-40) == "3e\u221240");
  CHECK(grid_number(1.2e-39, 1e-40) == "1.2e\u221239");
  CHECK(grid_number(1e-47, 1e-40) == "0");  // a residue of the origin
}

// [SECTION] where they go, by hand and in every scene

namespace {

using lab::Vec2;
using lab::testing::DrawCall;

using lab::testing::drawn_in_frame;

// Whether the grid's grey numbers keep 3.5:1 (WCAG 2.1) on `fill` laid over the paper: a tint a
// number may stand on (the slot's, a shape's pale fill), as two such tints overlapping keep 3:1.
bool tint_a_number_reads_on(lab::Color fill) {
  const double a = fill.a / 255.0;
  const auto over_paper = [&](std::uint8_t f, std::uint8_t p) {
    return static_cast<std::uint8_t>(std::lround(f * a + p * (1 - a)));
  };
  const lab::Color paper = lab::palette::background;
  const lab::Color shown{over_paper(fill.r, paper.r), over_paper(fill.g, paper.g), over_paper(fill.b, paper.b)};
  return lab::testing::colour::contrast(lab::palette::muted, shown) >= 3.5;
}

// Whether the world rectangle `r` meets what `call` drew: an outline or a stroke crosses it, a fill
// (not a light tint), a circle or a disc holds part of it. Worked out in world units from the drawing calls,
// not from the marks the window recorded.
bool meets(const collide::Rect& r, const DrawCall& call, double units_per_pixel) {
  if ((call.kind == "fill_polygon" || call.kind == "fill_circle") && tint_a_number_reads_on(call.color)) return false;
  const Vec2 middle{r.x + r.w / 2, r.y + r.h / 2};
  const auto crosses = [&](std::vector<Vec2> outline) { return lab::figures::rect_crosses(r, std::span(&outline, 1)); };
  const auto disc = [&](Vec2 c, double radius, bool ring) {
    const Vec2 near{std::clamp(c.x, r.x, r.x + r.w), std::clamp(c.y, r.y, r.y + r.h)};
    const double far = std::hypot(std::max(std::abs(c.x - r.x), std::abs(c.x - r.x - r.w)),
                                  std::max(std::abs(c.y - r.y), std::abs(c.y - r.y - r.h)));
    return std::hypot(near.x - c.x, near.y - c.y) <= radius && (!ring || far >= radius);
  };
  if (call.kind == "polygon") return call.points.size() >= 2 && crosses(call.points);
  if (call.kind == "fill_polygon")
    return call.points.size() >= 3 && (crosses(call.points) || collide::point_in_polygon(middle, call.points));
  if (call.kind == "segment" || call.kind == "dashed_segment" || call.kind == "arrow") return crosses(call.points);
  if (call.kind == "circle") return disc(call.points[0], call.value, false);  // a ball's inside too (read30)
  if (call.kind == "fill_circle") return disc(call.points[0], call.value, false);
  if (call.kind == "point") return disc(call.points[0], (call.width + 1.5) * units_per_pixel, false);
  return false;  // labels (the test above), lines across the view, shadow bars
}

}  // namespace

// Issue 26: "−3" sat under tunnelling's mover, "5" and "−5" under separating-axis's shapes: a
// number of the grid, half hidden, read as part of the figure. Each number's box, taken back to
// world units, is tested against every outline, stroke, fill and dot the scene draws in that
// view, and against the labels' boxes (a clash the grid had before). Two sizes: the desk at
// 1280×800 and presenting at 1920×1080.
TEST_CASE("grid numbers never sit on a label or on what the figure drew; every preset, 10 scenes" *
          doctest::test_suite("screens")) {
  int clashes = 0, frames = 0;
  for (const bool presenting : {false, true}) {
    const ImVec2 size = presenting ? ImVec2{1920, 1080} : ImVec2{1280, 800};
    const lab::testing::AppScreen screen(
        {.size = size, .scale = lab::screenshot_scale({int(size.x), int(size.y)}), .style = true});
    for (const std::string id : {"tunnelling", "separating-axis", "circles", "rectangles", "point-in-polygon",
                                 "polygon-polygon", "push-apart", "swept-test", "which-approach", "polygon-rect"}) {
      lab::Shell shell(scene_index(id));
      shell.show_sidebar = false;
      shell.interactive = false;
      shell.set_presenting(presenting);
      for (const auto& preset : shell.scene().presets()) {
        shell.set_state(preset.state);
        screen.frames(shell);
        ++frames;
        const auto figure = drawn_in_frame(shell, screen.fonts);
        REQUIRE_FALSE(shell.label_boxes().empty());
        // The scale still shows; which-approach's three pictures side by side have no numbers
        // (test_side_by_side.cpp).
        if (id != "which-approach") CHECK(shell.tick_boxes().size() >= 4);
        for (const auto& tick : shell.tick_boxes()) {
          for (const auto& label : shell.label_boxes()) CHECK_FALSE(tick.overlaps(label));
          const Vec2 lo = shell.camera().to_world({tick.min.x, tick.max.y});
          const Vec2 hi = shell.camera().to_world({tick.max.x, tick.min.y});
          const collide::Rect r{lo.x, lo.y, hi.x - lo.x, hi.y - lo.y};
          for (const DrawCall& call : figure.calls)
            if (meets(r, call, figure.units_per_pixel)) {
              CAPTURE(id);
              CAPTURE(preset.name);
              CAPTURE(presenting);
              CAPTURE(call.kind);
              FAIL_CHECK("a grid number sits on the figure");
              ++clashes;
              break;
            }
        }
      }
    }
  }
  CHECK(frames >= 30);
  CHECK(clashes == 0);
}

// By hand, in a 800×600 figure at 40 pixels a unit (a number every 2 units, the origin at (400,
// 300)): a filled square lying on the x axis's right half, under it, takes "2" … "8" from below
// the axis; they go above. A band over the whole axis leaves it no clear place: its numbers go to
// the figure's bottom edge, as a plot's frame has them. A fill over everything: two numbers stay,
// on it, so the scale is known.
TEST_CASE("grid numbers go to the axis's other side, else to the edge, two on each axis at least" *
          doctest::test_suite("screens")) {
  const lab::testing::AppScreen screen;
  lab::Camera camera;
  const auto measure = lab::font_measure(screen.fonts.labels[0]);
  const auto square = [&](double x0, double y0, double x1, double y1) {
    std::vector<Vec2> s;
    for (const Vec2 w : {Vec2{x0, y0}, Vec2{x1, y0}, Vec2{x1, y1}, Vec2{x0, y1}}) s.push_back(camera.to_screen(w));
    return s;
  };
  // The numbers of the x axis (x's grid lines are every 40 pixels from 0; y's numbers sit at 4).
  const auto numbers_at = [](const lab::GridLayout& g, float y) {
    std::vector<lab::GridNumber> out;
    for (const auto& n : g.numbers)
      if (std::abs(n.at.y - y) < 1 && n.text != "0") out.push_back(n);
    return out;
  };
  const float below = 303, above = 300 - 3 - 13, edge = 600 - 13 - 3;
  {
    lab::FigureMarks marks;
    marks.outline(square(1, -3, 9, 0), true);  // below the axis, x from 1 to 9
    const lab::GridLayout g = lab::grid_layout(camera, 1, 0, {}, marks, measure);
    std::vector<std::string> raised;
    for (const auto& n : numbers_at(g, above)) raised.push_back(n.text);
    CHECK(raised == std::vector<std::string>{"2", "4", "6", "8"});
    CHECK(numbers_at(g, below).size() == 5);  // −10 … −2 (10 would stand past the right edge)
    for (const auto& n : g.numbers) CHECK_FALSE(marks.meets(n.box));
  }
  {
    lab::FigureMarks marks;
    marks.outline(square(-11, -1, 11, 1), true);  // over the whole x axis, a unit either side
    const lab::GridLayout g = lab::grid_layout(camera, 1, 0, {}, marks, measure);
    CHECK(numbers_at(g, below).empty());
    CHECK(numbers_at(g, above).empty());
    CHECK(numbers_at(g, edge).size() == 9);  // −10, −8 … −2, 2 … 8
    for (const auto& n : g.numbers) CHECK_FALSE(marks.meets(n.box));
  }
  {
    lab::FigureMarks marks;
    marks.outline(square(-11, -8, 11, 8), true);  // the whole view
    const lab::GridLayout g = lab::grid_layout(camera, 1, 0, {}, marks, measure);
    CHECK(numbers_at(g, below).size() == 2);
  }
}

// Issue 26: the top y number could stand half past the figure's top. By hand, in the 800×600
// figure at 40 pixels a unit centred on (0, 0.7): y = 8's grid line is 300 − 7.3 · 40 = 8 pixels
// down, so its "8" (13 pixels tall, its foot 1 pixel over the line) would start at −6. It is left
// out; 2, 4 and 6 still give the scale (right of the y axis, at x = 404), every number whole.
TEST_CASE("grid numbers lie whole in the figure: none cut at the top edge" * doctest::test_suite("screens")) {
  const lab::testing::AppScreen screen;
  lab::Camera camera;
  camera.center = {0, 0.7};
  const lab::FigureMarks marks;
  const lab::GridLayout g = lab::grid_layout(camera, 1, 0, {}, marks, lab::font_measure(screen.fonts.labels[0]));
  std::vector<std::string> up;
  for (const auto& n : g.numbers) {
    CAPTURE(n.text);
    CHECK(n.box.min.y >= 0);
    CHECK(n.box.max.y <= 600);
    if (std::abs(n.at.x - 404) < 1 && n.text.find("\u2212") == std::string::npos && n.text != "0") up.push_back(n.text);
  }
  CHECK(up == std::vector<std::string>{"2", "4", "6"});
}

// Issue 26: a number inside a light tint was left out as if under a shape ("4" in separating-axis's
// slot presenting), though it reads there. By hand, in the 800×600 figure of the test above: the
// square x 1 … 9, y −3 … 0 drawn through the window's MarkingCanvas as the slot's tint (orange,
// alpha 45: the numbers keep 4:1): "2" … "8" stay below the axis. As a pale shape (blue, alpha
// 40, 3.9:1, with its outline along the axis's top) they go above it: inside a shape a number
// reads as its label ("4" in separating-axis's rectangle, read30; they stayed there till then);
// so they do in a strong fill (purple, alpha 130: 2.4:1), as before.
TEST_CASE("grid numbers stay on a slot's tint and give way to a shape's fill, pale or strong" *
          doctest::test_suite("screens")) {
  const lab::testing::AppScreen screen;
  const lab::Camera camera;
  const auto measure = lab::font_measure(screen.fonts.labels[0]);
  const std::vector<Vec2> square{{1, -3}, {9, -3}, {9, 0}, {1, 0}};
  const auto row = [](const lab::GridLayout& g, float y) {
    std::vector<std::string> out;
    for (const auto& n : g.numbers)
      if (std::abs(n.at.y - y) < 1 && n.text != "0" && n.text.find("\u2212") == std::string::npos)
        out.push_back(n.text);
    return out;
  };
  const float below = 303, above = 300 - 3 - 13;
  const std::vector<std::string> two_to_eight{"2", "4", "6", "8"};
  struct Case {
    lab::Color fill;
    bool outlined, stays;
  };
  for (const Case& c : {Case{lab::palette::outside.with_alpha(45), false, true},
                        {lab::palette::shape_a.with_alpha(40), true, false},
                        {lab::palette::shape_b.with_alpha(130), true, false}}) {
    const lab::Color fill = c.fill;  // not a structured binding: clang 14 cannot capture one
    const bool outlined = c.outlined, stays = c.stays;
    CAPTURE(int(fill.a));
    lab::testing::RecordingCanvas out;
    lab::FigureMarks marks;
    lab::MarkingCanvas marking(out, camera, marks);
    marking.fill_polygon(square, fill);
    if (outlined) marking.polygon(square, lab::Color{fill.r, fill.g, fill.b}, 2);
    const lab::GridLayout g = lab::grid_layout(camera, 1, 0, {}, marks, measure);
    CHECK(row(g, below) == (stays ? two_to_eight : std::vector<std::string>{}));
    CHECK(row(g, above) == (stays ? std::vector<std::string>{} : two_to_eight));
    for (const auto& n : g.numbers) CHECK_FALSE(marks.meets(n.box));
  }
}

// The scenes where it was seen, each at its start: separating-axis presenting at 1920×1080, where
// the deciding axis's slot tint crosses the x axis at x = 4: the number there stands in the tint
// the figure drew. Polygon-rect at the desk, where x = 8 falls inside the rectangle's pale fill
// (x 6.5 … 9, y −1 … 0.5 at its start): its "8" stood there till read30, where it reads as the
// rectangle's; now no number stands beside x = 8's grid line on either side of the axis.
TEST_CASE("grid numbers in a slot's tint stay: separating-axis presenting; none in polygon-rect's rectangle" *
          doctest::test_suite("screens")) {
  struct Case {
    const char* id;
    bool presenting;
    double x;
    bool in_tint;
  };
  for (const Case& c : {Case{"separating-axis", true, 4.0, true}, {"polygon-rect", false, 8.0, false}}) {
    const std::string id = c.id;
    const bool presenting = c.presenting, in_tint = c.in_tint;
    const double x = c.x;
    CAPTURE(id);
    const ImVec2 size = presenting ? ImVec2{1920, 1080} : ImVec2{1280, 800};
    const lab::testing::AppScreen screen(
        {.size = size, .scale = lab::screenshot_scale({int(size.x), int(size.y)}), .style = true});
    lab::Shell shell(scene_index(id));
    shell.show_sidebar = false;
    shell.interactive = false;
    shell.set_presenting(presenting);
    screen.frames(shell);
    const auto figure = drawn_in_frame(shell, screen.fonts);
    const Vec2 at = shell.camera().to_screen({x, 0});
    const auto number = std::find_if(shell.tick_boxes().begin(), shell.tick_boxes().end(), [&](const auto& b) {
      // Beside its grid line (a number starts a few pixels right of it), just under or over the axis.
      return b.min.x - 16 <= at.x && at.x <= b.max.x && std::abs((b.min.y + b.max.y) / 2 - at.y) < 30;
    });
    CHECK((number != shell.tick_boxes().end()) == in_tint);
    if (number == shell.tick_boxes().end()) continue;
    const Vec2 middle =
        shell.camera().to_world({(number->min.x + number->max.x) / 2, (number->min.y + number->max.y) / 2});
    const bool tinted = std::any_of(figure.calls.begin(), figure.calls.end(), [&](const DrawCall& c) {
      return c.kind == "fill_polygon" && tint_a_number_reads_on(c.color) && collide::point_in_polygon(middle, c.points);
    });
    CHECK(tinted == in_tint);
  }
}

// By hand, as above (800×600, 40 pixels a unit, the origin at (400, 300)): "2" below the x axis
// stands from x = 481 to 485 + its width, y = 303 to 316. A label's words 3 pixels right of it
// ("T1" beside it read "T1 −2" in sat-breaks' pieces, read29): the number goes above the axis,
// 5 pixels being the least air between a number and a label. On the number's line, 12: words 8
// pixels after it read as one phrase with it (tunnelling at 1280×800, "−1 frame 6 hits", 5 pixels
// apart), so it goes above too; words 13 pixels off leave it below, as do words 8 pixels off a
// line lower (their top at 317, under the number's foot).
TEST_CASE("a grid number keeps 5 pixels from a label's words, 12 beside words on its line" *
          doctest::test_suite("screens")) {
  const lab::testing::AppScreen screen;
  const lab::Camera camera;
  const auto measure = lab::font_measure(screen.fonts.labels[0]);
  const lab::FigureMarks marks;
  const float right = 485 + measure("2", lab::Canvas::font_pixels(lab::TextSize::Small));
  const auto two_at = [&](float air, float top) {
    const std::vector<lab::ScreenBox> words{{{right + air, top}, {right + air + 30, top + 13}}};
    for (const auto& n : lab::grid_layout(camera, 1, 0, words, marks, measure).numbers)
      if (n.text == "2") return n.at.y;
    return -1.0f;
  };
  CHECK(two_at(3, 303) == doctest::Approx(300 - 3 - 13));   // above
  CHECK(two_at(8, 303) == doctest::Approx(300 - 3 - 13));   // above: one phrase with the words
  CHECK(two_at(11, 303) == doctest::Approx(300 - 3 - 13));  // above
  CHECK(two_at(13, 303) == doctest::Approx(303));           // below, where it goes with no label near
  CHECK(two_at(8, 317) == doctest::Approx(303));            // below: the words a line lower
}

}  // namespace test_grid_numbers
