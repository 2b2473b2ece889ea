// Edge names ("e0", "e3") stand apart from each other, so each reads as the name of its own edge:
// two names a pixel or two apart read as one word ("e7e3") or as a list. Around a polygon too small
// for its names only the marked edge is named (as separating-axis does for a tiny polygon).
// Issue 25 §2, seen in sat-breaks with a small square inside the C and around polygon-rect's far,
// tiny rectangle. Drawn in the view the app fits at 1280×800 (a 670 × 800 figure) and in a wider one.
#include <doctest/doctest.h>

#include <algorithm>
#include <regex>
#include <string>
#include <vector>

#include "fitted_canvas.hpp"
#include "scene_test_support.hpp"
#include "scenes/figures/label_layout.hpp"
#include "scenes/registry.hpp"

namespace test_edge_names_apart {

using lab::Vec2;
using lab::testing::RecordingCanvas;

// The smallest gap between two edge names drawn, in pixels (their boxes apart along x or along
// y), less half the smaller one's text height: negative when they stand closer than that.
std::pair<double, std::string> closest_names(const RecordingCanvas& c) {
  static const std::regex edge_name("e[0-9]+");
  struct Name {
    std::string text;
    lab::figures::LabelBox box;
    double height;
  };
  std::vector<Name> names;
  for (const auto& l : c.of("label"))
    if (std::regex_match(l.text, edge_name))
      names.push_back({l.text, lab::figures::label_box(c, l.points[0], l.offset, l.text, l.size),
                       lab::Canvas::font_pixels(l.size)});
  std::pair<double, std::string> out{1e300, ""};
  for (std::size_t i = 0; i < names.size(); ++i)
    for (std::size_t j = i + 1; j < names.size(); ++j) {
      const auto &a = names[i].box, &b = names[j].box;
      const double gap = std::max(std::max(a.x0 - b.x1, b.x0 - a.x1), std::max(a.y0 - b.y1, b.y0 - a.y1)) / c.pixel();
      const double margin = gap - std::min(names[i].height, names[j].height) / 2;
      if (margin < out.first)
        out = {margin, names[i].text + " and " + names[j].text + ", " + std::to_string(gap) + " px apart"};
    }
  return out;
}

std::vector<Vec2> square(Vec2 centre, double side) {
  const double h = side / 2;
  return {centre + Vec2{-h, -h}, centre + Vec2{h, -h}, centre + Vec2{h, h}, centre + Vec2{-h, h}};
}

// The names `c` draws of the edges of a polygon drawn in `color`, counted.
int names_in(const RecordingCanvas& c, lab::Color color) {
  static const std::regex edge_name("e[0-9]+");
  int n = 0;
  for (const auto& l : c.of("label")) n += l.color == color && std::regex_match(l.text, edge_name);
  return n;
}

// `s` drawn in the app's fitted view `width` pixels across; checks that no two edge names stand
// closer than half a text height, and returns the drawing for the case's own checks.
RecordingCanvas drawn_names_apart(const lab::Scene& s, double width) {
  RecordingCanvas c = lab::testing::fitted(s, width, 800);
  s.draw(c);
  CAPTURE(width);
  const auto closest = closest_names(c);
  CHECK_MESSAGE(closest.first >= -0.01, closest.second);
  return c;
}

// Square of side 0.5 in the C's top arm, centred at (0, 2.25): the C's top edge e6 (y = 3) and the
// square's e2 (y = 2.5) both put their names above their middles, at x = 0, and the square's
// landed 2.5 pixels beside the C's. The chapter's C at 670 px is about 65 px a unit.
TEST_CASE("sat-breaks: edge names stand half a text height apart; a tiny square names only its cited edge") {
  for (double width : {670.0, 920.0})
    for (Vec2 at : {Vec2{-2, 0}, Vec2{-2, 2}, Vec2{0, -2.25}, Vec2{1, 0}, Vec2{0, 2.25}})
      for (double side : {0.2, 0.3, 0.4, 0.5, 0.7, 1.0, 1.4}) {
        auto s = lab::testing::scene_with("sat-breaks", [&](lab::SceneState& state) {
          state.shape("square").points = square(at, side);
        });
        CAPTURE(at.x);
        CAPTURE(at.y);
        CAPTURE(side);
        const RecordingCanvas c = drawn_names_apart(*s, width);
        // Under three text lines across (48 px), the square's names are at most the cited one.
        if (side / c.pixel() < 48) CHECK(names_in(c, lab::palette::shape_b) <= 1);
      }
}

// The pentagon round the origin and a rectangle 30 to 60 units away, a few units across: its
// names crowd round it, and the pentagon's round a pentagon 6 units across. e1 and e0 stood
// 7.5 px apart (under half of 16) round a 1 × 5 rectangle at (30, 20).
TEST_CASE("polygon-rect: a far, small rectangle's edge names and the pentagon's stand half a text height apart") {
  for (double width : {670.0, 920.0})
    for (Vec2 at : {Vec2{30, 20}, Vec2{60, -40}, Vec2{12, 8}, Vec2{-40, 10}})
      for (Vec2 size : {Vec2{1, 0.6}, Vec2{2, 1}, Vec2{4, 2}, Vec2{5, 3}, Vec2{6, 1}, Vec2{1, 5}, Vec2{3, 3}}) {
        auto s = lab::testing::scene_with("polygon-rect", [&](lab::SceneState& state) {
          state.shape("rectangle").points = {at, at + size};
        });
        CAPTURE(at.x);
        CAPTURE(at.y);
        CAPTURE(size.x);
        CAPTURE(size.y);
        drawn_names_apart(*s, width);
      }
}

// swept-test places its names with its own offsets: B, a square of `side` centred at (3.5, y),
// moves to (−1.5, y′) and meets A's right side (x = 1) or its top corner; at impact B's e3 lies on
// A's e1, the contact line, and the other names gather round it. A square 0.3 across (about 30 px
// in the 670 px figure) has no room for its four names: only the cited ones are named.
TEST_CASE("swept-test: edge names near the contact line and round a small B stand half a text height apart") {
  for (double width : {670.0, 920.0})
    for (Vec2 path : {Vec2{0, 0}, Vec2{0.5, -0.5}, Vec2{1.9, 1.2}, Vec2{2.1, 1.9}, Vec2{-1.8, -1.5}})
      for (double side : {0.2, 0.3, 0.5, 0.8, 1.0, 1.5}) {
        auto s = lab::testing::scene_with("swept-test", [&](lab::SceneState& state) {
          state.shape("B").points = square({3.5, path.x}, side);
          state.shape("end").points = {Vec2{-1.5, path.y}};
        });
        CAPTURE(path.x);
        CAPTURE(path.y);
        CAPTURE(side);
        const RecordingCanvas c = drawn_names_apart(*s, width);
        // Under three text lines across (48 px), B's names are only the cited ones (drawn vermillion).
        if (side / c.pixel() < 48) CHECK(names_in(c, lab::palette::shape_b) == 0);
      }
}

}  // namespace test_edge_names_apart
