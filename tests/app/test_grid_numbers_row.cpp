// Issue 26: once grid numbers kept out of balls and ghosts (whole discs), tunnelling's x axis,
// which runs through the ball's row, kept only the numbers past the row's ends (−4, −3.5, 1.5, 2):
// no scale. Where a row of discs takes two or more numbers from both sides of the axis, the
// axis's numbers all go on one row just under the discs (NumberPlacer::lower in grid_layout.cpp);
// one big circle on the axis, or a shape, leaves the numbers as they were.
#include <doctest/doctest.h>
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <string>
#include <vector>

#include "app_screen.hpp"
#include "recording_canvas.hpp"
#include "scenes/lesson.hpp"
#include "scenes/palette.hpp"
#include "shell/shell.hpp"
#include "window/figure_marks.hpp"
#include "window/fonts.hpp"
#include "window/grid_layout.hpp"
#include "window/screenshot.hpp"

namespace test_grid_numbers_row {

using lab::Vec2;

namespace {

/// The 800×600 figure below, drawn through the window's MarkingCanvas.
struct Figure {
  lab::testing::AppScreen screen;
  lab::Camera camera;
  lab::testing::RecordingCanvas out;
  lab::FigureMarks marks;
  lab::MarkingCanvas marking{out, camera, marks};

  /// The x axis's numbers of its grid, by their words: the top of each (the y axis's, beside x = 0
  /// at 404 or left of it, and the origin's "0" left out).
  std::map<std::string, float> x_numbers() const {
    std::map<std::string, float> numbers;
    for (const auto& n : lab::grid_layout(camera, 1, 0, {}, marks, lab::font_measure(screen.fonts.labels[0])).numbers)
      if (std::abs(n.at.x - 400) > 30) numbers[n.text] = n.at.y;
    return numbers;
  }
};

/// fast-objects step `step` (0-based) presenting at `size`, read off the window's grid: the x
/// axis's numbers under the axis, by unit, each with its top (the y axis's left out, and any
/// further than 60 pixels under the screen row of world y `foot_y`, which `foot` gets).
std::map<long, double> x_number_tops(ImVec2 size, int step, double foot_y, double& foot) {
  const lab::testing::AppScreen screen(
      {.size = size, .scale = lab::screenshot_scale({int(size.x), int(size.y)}), .style = true});
  lab::Shell shell(0);
  shell.interactive = false;
  shell.set_presenting(true);
  shell.open_lesson(lab::bundled_lesson("fast-objects"), step, "fast-objects");
  screen.frames(shell);
  const Vec2 origin = shell.camera().to_screen({0, 0});
  foot = shell.camera().to_screen({0, foot_y}).y;
  std::map<long, double> tops;
  for (const lab::ScreenBox& b : shell.tick_boxes()) {
    const double middle = (b.min.x + b.max.x) / 2;
    if (std::abs(middle - origin.x) < 30 || b.min.y < origin.y || b.min.y > foot + 60) continue;  // the y axis's
    tops[std::lround(shell.camera().to_world({b.min.x, b.min.y}).x)] = b.min.y;
  }
  return tops;
}

}  // namespace

// The 800×600 figure of test_grid_numbers.cpp: 40 pixels a unit, (0, 0) at (400, 300), a number
// every 2 units, its top 3 pixels under the axis (303) or its foot 3 over it (284), 13 pixels
// tall. A row of balls of radius 0.25 (10 pixels) every half unit from x = −6 to 6, as tunnelling
// draws its frames: "2" (x 481 … 493, y 303 … 316) lies in the ball at (480, 300) under the axis
// and over it (284 … 297 reaches its top, 290), and so on from "−6" to "6": the axis kept only
// −10, −8 and 8. Now every number stands on one row whose top is the first whole pixel at least
// 5.5 under the balls' bottom (310: 1.5 pixels of a number's margin and 4 of air), 316: −10 …
// −2 and 2 … 8, nine numbers (the origin's "0" is in a ball: left out).
TEST_CASE("a row of balls across the x axis: its numbers on one row under them" * doctest::test_suite("screens")) {
  Figure f;
  for (int k = -12; k <= 12; ++k) f.marking.circle({0.5 * k, 0}, 0.25, lab::palette::muted, 2);
  const auto numbers = f.x_numbers();
  const std::vector<std::string> scale{"\u221210", "\u22128", "\u22126", "\u22124", "\u22122", "2", "4", "6", "8"};
  CHECK(numbers.size() == scale.size());
  for (const std::string& text : scale) {
    CAPTURE(text);
    REQUIRE(numbers.count(text) == 1);
    CHECK(numbers.at(text) == doctest::Approx(316));
  }
}

// One circle of radius 1.2 (48 pixels) round (5, 0), screen (600, 300): it takes "4" (x 561 …
// 575: its corner (575, 303) 25 pixels from the centre) and "6" (641 …: 41 pixels) from both
// sides of the axis, and a row at 354 (under its bottom, 348) would give them back. But one circle
// is no row of frames: it reads as a shape, and the numbers stay as they were: −10 … −2, 2 and 8
// under the axis (303); "4" and "6" left out.
TEST_CASE("one big circle across the x axis leaves the numbers beside the axis" * doctest::test_suite("screens")) {
  Figure f;
  f.marking.circle({5, 0}, 1.2, lab::palette::shape_b, 2);
  const auto numbers = f.x_numbers();
  CHECK(numbers.count("4") == 0);
  CHECK(numbers.count("6") == 0);
  for (const std::string text : {"\u221210", "\u22128", "\u22126", "\u22124", "\u22122", "2", "8"}) {
    CAPTURE(text);
    REQUIRE(numbers.count(text) == 1);
    CHECK(numbers.at(text) == doctest::Approx(303));
  }
}

// fast-objects step 4 presenting (the tunnelling scene: the ball from x = −3, frames every 0.5 up
// to the wall at x = 0, ghosts to 1): the x axis's numbers, read off the window's grid. At
// 1920×1080 (a number every unit) they were −5, −4, 2, 3; now −5 … 3 but the origin (on the
// wall), all at one height, under the balls. At 800×600 (−4 and 2 before), a hole of at most two
// places (the origin's, and one under "frame 6 hits"), on one row under the balls too.
TEST_CASE("fast-objects step 4: the x axis numbered as a scale under the ball's frames" *
          doctest::test_suite("screens")) {
  for (const ImVec2 size : {ImVec2{1920, 1080}, ImVec2{800, 600}}) {
    CAPTURE(size.x);
    double ball_bottom = 0;
    const std::map<long, double> tops = x_number_tops(size, 3, -0.25, ball_bottom);
    CAPTURE(tops.size());
    for (const auto& number : tops) {
      CAPTURE(number.first);
      CHECK(number.second == doctest::Approx(tops.begin()->second));
      CHECK(number.second > ball_bottom);
    }
    if (size.x == 1920) {
      std::vector<long> xs;
      for (const auto& [x, top] : tops) xs.push_back(x);
      CHECK(xs == std::vector<long>{-5, -4, -3, -2, -1, 1, 2, 3});
    } else {
      REQUIRE(tops.size() >= 4);
      long longest = 0;
      for (auto it = tops.begin(); std::next(it) != tops.end(); ++it)
        longest = std::max(longest, std::next(it)->first - it->first - 1);
      CHECK(longest <= 2);
    }
  }
}

// fast-objects step 10 presenting (swept-test: A from x = −1 to 1, B from 5 to 6 and the grey
// square where the step ends, 3 to 4, both from y = −0.5 to 0.5, on the x axis; a number every 2
// units at both sizes). "4" and "6" stand at the squares' right sides, on their strokes over the
// axis and under it ("6" beside B's "e1" too): the axis kept −2 and 2 alone. The squares are two
// shapes with paper between them (x 4 … 5), so the numbers go on one row under them: −2, 2, 4, 6
// (the origin's "0" inside A), all at one height, under the squares' foot.
TEST_CASE("fast-objects step 10: the x axis numbered as a scale under the two squares" *
          doctest::test_suite("screens")) {
  for (const ImVec2 size : {ImVec2{1920, 1080}, ImVec2{800, 600}}) {
    CAPTURE(size.x);
    double foot = 0;
    const std::map<long, double> tops = x_number_tops(size, 9, -0.5, foot);
    std::vector<long> xs;
    for (const auto& number : tops) {
      CAPTURE(number.first);
      xs.push_back(number.first);
      CHECK(number.second == doctest::Approx(tops.begin()->second));
      CHECK(number.second > foot);
    }
    CHECK(xs == std::vector<long>{-2, 2, 4, 6});
  }
}

// The tunnelling scene at 1280×800 (UI scale 1, the panel beside it): "frame 6 hits", framed
// under the frame that meets the wall, stands on the numbers' row under the balls, and "−1" (its
// box to x 478) stood 5 pixels before the frame's box (from 483): "−1 frame 6 hits". Every grid
// number whose rows meet a label's keeps 12 pixels from it along the line (its box's 2 pixels of
// margin within them); the row still numbers −4, −3, −2, 1 and 2.
TEST_CASE("tunnelling at 1280×800: no grid number within 12 pixels of words on its line" *
          doctest::test_suite("screens")) {
  const lab::testing::AppScreen screen({.size = {1280, 800}, .style = true});
  lab::Shell shell(lab::testing::scene_index("tunnelling"));
  shell.interactive = false;
  screen.frames(shell);
  int on_line = 0;  // pairs of a number and a label on one line: "frame 6 hits" and the row's
  std::vector<long> xs;
  const Vec2 origin = shell.camera().to_screen({0, 0});
  for (const lab::ScreenBox& n : shell.tick_boxes()) {
    if (n.min.y > origin.y && std::abs((n.min.x + n.max.x) / 2 - origin.x) > 30)
      xs.push_back(std::lround(shell.camera().to_world({(n.min.x + n.max.x) / 2, n.min.y}).x));
    for (const lab::ScreenBox& l : shell.label_boxes()) {
      if (!(l.min.y < n.max.y && n.min.y < l.max.y)) continue;  // not on its line
      const float gap = std::max(l.min.x - n.max.x, n.min.x - l.max.x);
      CAPTURE(n.min.x);
      CAPTURE(l.min.x);
      CHECK(gap >= 12);
      ++on_line;
    }
  }
  std::sort(xs.begin(), xs.end());
  for (const long x : {-4L, -3L, -2L, 1L, 2L}) {
    CAPTURE(x);
    CHECK(std::count(xs.begin(), xs.end(), x) == 1);
  }
  CHECK(on_line >= 1);
}

}  // namespace test_grid_numbers_row
