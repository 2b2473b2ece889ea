// Issue 26 §2, the concave scenes' labels that read below 4.5:1 on a tint (still_dim until now),
// presenting at 1920×1080 and 800×600, each where a student reads it as naming its point, on no
// stroke, with a card of paper under it where it lies on a tint (test_lesson_label_contrast
// measures that); the figures as the shell draws them (lesson_frames.hpp), the shape dragged a
// little too:
//  * concave-polygon-circle, "Circle wholly inside": "centre" (nothing clear within 40 pixels of
//    the dot) further out, joined to the dot by a leader; no "in" on the lines over the stretch;
//  * point-in-polygon, "Ray through two corners": the corner (5, 0)'s "level: counts as below"
//    on paper right of it at 800×600 (it fell across e4 on the tint);
//  * polygon-polygon, "A square inside the C": "B's vertex 0" under its vertex, clear of the ray's
//    head at 800×600.
// Issue 26 (ccv32): "Circle wholly inside"'s "in", crossing number "1" and "e7"; two 2,000-vertex
// stars' "B".
//
// Index of this file:
//   [SECTION] the figures as drawn, and measures on them
//   [SECTION] the names that read on a tint
//   [SECTION] the circle wholly inside: the ray's words, its number, e7
//   [SECTION] two 2,000-vertex stars: B's name
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "collide/circle.hpp"
#include "collide/concave.hpp"
#include "collide/segment.hpp"
#include "collide/vec.hpp"

#include "app_screen.hpp"
#include "big_shapes.hpp"
#include "lesson_frames.hpp"
#include "scenes/figures/draw.hpp"
#include "scenes/figures/label_layout.hpp"
#include "scenes/role_canvas.hpp"

namespace test_concave_labels_read {

using namespace lab;
using lab::testing::DrawCall;
using lab::testing::RecordingCanvas;
using test_lesson_labels::box_of;
using test_lesson_labels::labels_with;

// [SECTION] the figures as drawn, and measures on them
namespace {

/// For both screens, the scene's state `make(its presets)` with `shape` moved by each of `moves`,
/// presenting: `check` on the figure as drawn and its state.
template <class Make, class Check>
void for_state(const char* scene, Make&& make, const std::string& shape, const std::vector<Vec2>& moves,
               Check&& check) {
  for (const ImVec2 size : {ImVec2{1920, 1080}, ImVec2{800, 600}}) {
    const lab::testing::AppScreen screen({.size = size, .scale = screenshot_scale({int(size.x), int(size.y)})});
    for (const Vec2 by : moves) {
      Shell shell(lab::testing::scene_index(scene));
      shell.show_sidebar = false;
      shell.show_menu = false;  // as --screenshot draws it (start_still_frame)
      shell.interactive = false;
      shell.set_presenting(true);
      shell.set_state(test_lesson_labels::moved(make(shell.scene().presets()), shape, by));
      screen.frames(shell);
      CAPTURE(size.x);
      CAPTURE(by.x);
      CAPTURE(by.y);
      check(test_lesson_labels::drawn_in_frame(shell, screen.fonts), shell.scene().state());
    }
  }
}

/// for_state at the scene's preset `preset`.
template <class Check>
void for_preset(const char* scene, const std::string& preset, const std::string& shape, const std::vector<Vec2>& moves,
                Check&& check) {
  for_state(
      scene,
      [&](const std::vector<Preset>& presets) {
    const auto it = std::find_if(presets.begin(), presets.end(), [&](const auto& p) { return p.name == preset; });
    REQUIRE(it != presets.end());
    return it->state;
      },
      shape, moves, check);
}

/// Whether the call is a framed label's frame (RoleCanvas: a 1-pixel rectangle round B's purple or
/// green words, its top and bottom on the words' box).
bool label_frame(const DrawCall& call) {
  return call.kind == "polygon" && call.width <= RoleCanvas::frame_width && call.points.size() == 4 &&
         RoleCanvas::doubled(call.color);
}

/// Whether the call is a vermillion label's underline (RoleCanvas: a 1.5-pixel line under its words).
bool label_underline(const DrawCall& call) {
  return call.kind == "segment" && call.width == RoleCanvas::underline_width && call.color == palette::deciding;
}

/// The figure's strokes (not the key's, nor the labels' frames and underlines), as outlines:
/// polygons, segments, arrows and circles.
std::vector<std::vector<Vec2>> strokes(const RecordingCanvas& canvas) {
  std::vector<std::vector<Vec2>> out;
  for (const DrawCall& call : canvas.calls) {
    if (call.legend || label_frame(call) || label_underline(call)) continue;
    if (call.kind == "polygon" || call.kind == "segment" || call.kind == "dashed_segment" || call.kind == "arrow")
      out.push_back(call.points);
    else if (call.kind == "circle")
      out.push_back(figures::circle_outline({call.points[0], call.value}, 64));
  }
  return out;
}

/// Pixels from the point to the box (0 inside it).
double pixels_from(const RecordingCanvas& canvas, const figures::LabelBox& box, Vec2 p) {
  const double dx = std::max({box.x0 - p.x, 0.0, p.x - box.x1}), dy = std::max({box.y0 - p.y, 0.0, p.y - box.y1});
  return std::hypot(dx, dy) / canvas.pixel();
}

/// Pixels between two boxes (0 where they touch or overlap).
double pixels_apart(const RecordingCanvas& canvas, const figures::LabelBox& a, const figures::LabelBox& b) {
  const double dx = std::max({0.0, a.x0 - b.x1, b.x0 - a.x1}), dy = std::max({0.0, a.y0 - b.y1, b.y0 - a.y1});
  return std::hypot(dx, dy) / canvas.pixel();
}

/// The figure's labels (not the key's) whose words are `text`.
std::vector<DrawCall> labels_reading(const RecordingCanvas& canvas, std::string_view text) {
  std::vector<DrawCall> out;
  for (const DrawCall& call : canvas.of("label"))
    if (!call.legend && call.text == text) out.push_back(call);
  return out;
}

/// The fewest pixels from `label`'s box to any other label of the figure's.
double pixels_to_other_labels(const RecordingCanvas& canvas, const DrawCall& label) {
  double least = 1e9;
  for (const DrawCall& other : canvas.of("label"))
    if (!other.legend && !(other.text == label.text && other.points == label.points && other.offset == label.offset))
      least = std::min(least, pixels_apart(canvas, box_of(canvas, label), box_of(canvas, other)));
  return least;
}

}  // namespace

// [SECTION] the names that read on a tint
// The circle (−2, 0), r = 0.7, wholly inside the C's left arm, x from −3 to −1: the lines from
// its centre to each edge's nearest point run left and right along the ray's line, straight up
// and down (to (−2, ±3) on e6 and e0), and to (−1, ±1.5) and (3, ±1.5): no place within 40 pixels
// of the dot clears them and the circle. "centre" stands in the column between e7 (x = −3) and
// the line up to (−2, 3), above the circle (y > 0.7), on a card; a dashed purple leader runs from
// the dot to the words. Dragged, it stays within 70 pixels of the dot, on no stroke,
// with its leader. ("in", over the stretch inside, is the next test's.)
TEST_CASE("concave-polygon-circle, circle wholly inside: 'centre' off every stroke, joined to its dot" *
          doctest::test_suite("screens")) {
  int names = 0;
  for_preset("concave-polygon-circle", "Circle wholly inside", "circle", {{0, 0}, {-0.15, 0.2}, {0.1, -0.2}},
             [&](const RecordingCanvas& canvas, const SceneState& state) {
    const Vec2 centre = state.shape("circle").points.at(0);
    const auto name = labels_with(canvas, "centre");
    REQUIRE(name.size() == 1);
    ++names;
    const figures::LabelBox box = box_of(canvas, name.front());
    CHECK_FALSE(figures::box_crosses(box, strokes(canvas)));
    CHECK(pixels_from(canvas, box, centre) <= 70);
    if (centre == Vec2{-2, 0}) {
      CHECK(box.x0 > -3);
      CHECK(box.x1 < -2);
      CHECK(box.y0 > 0.7);
    }
    // The leader: from the dot to the edge of the words' frame (2.5 pixels out).
    int leaders = 0;
    for (const DrawCall& call : canvas.of("dashed_segment")) {
      if (call.legend || call.color != palette::shape_b.with_alpha(160)) continue;
      ++leaders;
      CHECK(call.points[0] == centre);
      CHECK(pixels_from(canvas, box, call.points[1]) <= 3);
    }
    CHECK(leaders == 1);
    for (const char* word : {"in", "out"})
      for (const DrawCall& call : canvas.of("label"))
        if (!call.legend && call.text == word) CHECK_FALSE(figures::box_crosses(box_of(canvas, call), strokes(canvas)));
  });
  CHECK(names == 6);
}

// The polygon (−4, −3) (−1, −3) (0, 0) (1, −3) (4, −3) (5, 0) (4, 3) (−4, 3), P = (−2, 0): the ray
// meets the corner (5, 0), the polygon's rightmost point, where e4 comes up from (4, −3). Its
// "level: counts as below" stands on paper right of the corner, under the ray (its top below
// y = 0), within 40 pixels of it, on no stroke. At 800×600 the places under the ray 12 pixels
// down came within 8 pixels of the crossing's dot; the words fell across e4 on the tint (3.9:1).
// P moved along the ray keeps both corners level with it.
TEST_CASE("point-in-polygon, ray through two corners: the right corner's level words on paper beside it" *
          doctest::test_suite("screens")) {
  int words = 0;
  for_preset("point-in-polygon", "Ray through two corners", "P", {{0, 0}, {-1, 0}, {1, 0}},
             [&](const RecordingCanvas& canvas, const SceneState&) {
    for (const DrawCall& call : labels_with(canvas, "counts as below")) {
      if (call.points.at(0) != Vec2{5, 0}) continue;  // the other: the dent's tip (0, 0)
      ++words;
      const figures::LabelBox box = box_of(canvas, call);
      CHECK(box.x0 > 5);
      CHECK(box.y1 < 0);
      CHECK(pixels_from(canvas, box, {5, 0}) <= 40);
      CHECK_FALSE(figures::box_crosses(box, strokes(canvas)));
    }
  });
  CHECK(words == 6);
}

// The square B from (−2.6, −1) to (−1.4, 1) inside the C's left arm: B's vertex 0 (−2.6, −1) is
// inside A, and its ray runs along B's e0 to A's e3 (x = −1), 1.6 units on (105 pixels at
// 800×600), a green arrow whose head reaches 10 pixels down over its last 20. "B's vertex 0"
// stands under its vertex, under the ray (its top below y = −1), within 40 pixels, on no stroke
// (A's e3 among them); its card clears the head (the contrast test), B dragged a little.
TEST_CASE("polygon-polygon, a square inside the C: 'B's vertex 0' under its vertex, off the ray's head" *
          doctest::test_suite("screens")) {
  int names = 0;
  for_preset("polygon-polygon", "A square inside the C", "B", {{0, 0}, {0.1, 0.1}, {-0.2, -0.1}},
             [&](const RecordingCanvas& canvas, const SceneState& state) {
    const Vec2 vertex = state.shape("B").points.at(0);
    const auto name = labels_with(canvas, "B's vertex 0");
    REQUIRE(name.size() == 1);
    ++names;
    const figures::LabelBox box = box_of(canvas, name.front());
    CHECK(box.y1 < vertex.y);
    CHECK(pixels_from(canvas, box, vertex) <= 40);
    CHECK_FALSE(figures::box_crosses(box, strokes(canvas)));
  });
  CHECK(names == 6);
}

// [SECTION] the circle wholly inside: the ray's words, its number, e7
// The stretch inside runs from the centre (−2, 0) to e3 at (−1, 0): one unit, 96 pixels at
// 1920×1080 presenting and 56 at 800×600, between the lines to (3, ±1.5) (0.3 units off it per
// unit along) and inside the circle (r = 0.7) for most of it: no place over its shaft clears
// them. "in", the verdict word (the arrow, the key and the caption say "inside" too), is written
// all the same: clear of every stroke, 12 pixels or more from every other label (beside "centre"
// it read "centre in"), over the shaft
// (its box between x = −2 and −1, within 30 pixels of the ray) or joined to it by a green dashed
// leader from a point of the stretch, (x, 0) with −2 ≤ x ≤ −1, to within 3 pixels of its box.
// Dragged a little, the same.
TEST_CASE("concave-polygon-circle, circle wholly inside: 'in' is written, off every stroke, on or led to its stretch" *
          doctest::test_suite("screens")) {
  int words = 0;
  for_preset("concave-polygon-circle", "Circle wholly inside", "circle", {{0, 0}, {-0.15, 0.2}, {0.1, -0.2}},
             [&](const RecordingCanvas& canvas, const SceneState& state) {
    const Vec2 centre = state.shape("circle").points.at(0);
    const auto in = labels_reading(canvas, "in");
    REQUIRE(in.size() == 1);
    ++words;
    CHECK(in.front().color == palette::collide);
    const figures::LabelBox box = box_of(canvas, in.front());
    CHECK_FALSE(figures::box_crosses(box, strokes(canvas)));
    CHECK(pixels_to_other_labels(canvas, in.front()) >= 12);
    const bool over = box.x0 >= centre.x && box.x1 <= -1 && pixels_from(canvas, box, {box.x0, centre.y}) <= 30;
    int leaders = 0;
    for (const DrawCall& call : canvas.of("dashed_segment")) {
      if (call.legend || call.color != palette::collide.with_alpha(160)) continue;
      ++leaders;
      CHECK(call.points[0].y == centre.y);
      CHECK(call.points[0].x >= centre.x);
      CHECK(call.points[0].x <= -1);
      CHECK(pixels_from(canvas, box, call.points[1]) <= 3);
    }
    CHECK(leaders <= 1);
    CHECK((over || leaders == 1));
  });
  CHECK(words == 6);
}

// The ray crosses e3 (x = −1, from (−1, −1.5) to (−1, 1.5)) at (−1, y): crossing 1, where e3's
// nearest point also is (its d² = 1 > r² = 0.49 printed there). A number centred over the dot
// stood on e3's stroke (presenting at 1920×1080). "1" stands beside its dot, on no stroke, within
// 40 pixels of it, and 4 pixels or more from every other label (flush, "1d² = 1" read as one).
TEST_CASE("concave-polygon-circle, circle wholly inside: the crossing's '1' beside its dot, off e3's stroke" *
          doctest::test_suite("screens")) {
  int numbers = 0;
  for_preset("concave-polygon-circle", "Circle wholly inside", "circle", {{0, 0}, {-0.15, 0.2}, {0.1, -0.2}},
             [&](const RecordingCanvas& canvas, const SceneState& state) {
    const Vec2 dot{-1, state.shape("circle").points.at(0).y};
    const auto one = labels_reading(canvas, "1");
    REQUIRE(one.size() == 1);
    ++numbers;
    CHECK(one.front().color == palette::deciding);
    const figures::LabelBox box = box_of(canvas, one.front());
    CHECK_FALSE(figures::box_crosses(box, strokes(canvas)));
    CHECK(pixels_from(canvas, box, dot) <= 40);
    CHECK(pixels_to_other_labels(canvas, one.front()) >= 4);
  });
  CHECK(numbers == 6);
}

// e7 runs from (−3, 3) down to (−3, −3); the horizontal line through the centre meets it at
// (−3, y), dashed left of the centre. "e7" stands beside e7 (within 24 pixels of it) and 4 pixels
// or more off that line: the circle dragged to (−2.15, 0.2), at 800×600 its top was 2.6 pixels
// under it, read as lying on it.
TEST_CASE("concave-polygon-circle, circle wholly inside: 'e7' beside e7, clear of the dashed line" *
          doctest::test_suite("screens")) {
  int names = 0;
  for_preset("concave-polygon-circle", "Circle wholly inside", "circle", {{0, 0}, {-0.15, 0.2}, {0.1, -0.2}},
             [&](const RecordingCanvas& canvas, const SceneState& state) {
    const double line = state.shape("circle").points.at(0).y;
    const auto e7 = labels_reading(canvas, "e7");
    REQUIRE(e7.size() == 1);
    ++names;
    const figures::LabelBox box = box_of(canvas, e7.front());
    CHECK(pixels_from(canvas, box, {-3, std::clamp(line, box.y0, box.y1)}) <= 24);
    const double off = line < box.y0 ? box.y0 - line : line > box.y1 ? line - box.y1 : 0;
    CHECK(off / canvas.pixel() >= 4);
  });
  CHECK(names == 6);
}

// [SECTION] two 2,000-vertex stars: B's name
// Two 2,000-vertex stars (the benchmarks' big outlines: tests/support/big_shapes.hpp): A round the
// C's vertices' mean, B round the square's, (1, 0), tips √2 out, inner corners at 0.6 of that.
// B's hollow dots ring both its tips and its inner corners; "B" stood among them under "B's
// vertex 0", a few pixels from each (800×600). The name keeps 12 pixels or more from every
// vertex dot's rim and from every other label, and still reads as B's: its middle within 40
// pixels of B's outline or inside it.
TEST_CASE("polygon-polygon, two 2,000-vertex stars: 'B' 12 pixels clear of the dots and the labels" *
          doctest::test_suite("screens")) {
  int names = 0;
  for_state(
      "polygon-polygon",
      [](const std::vector<Preset>& presets) {
    return lab::testing::with_big_polygons(presets.front().state, 2000, true);
      },
      "B", {{0, 0}, {0.2, 0.1}},
      [&](const RecordingCanvas& canvas, const SceneState& state) {
    const auto b = labels_reading(canvas, "B");
    REQUIRE(b.size() == 1);
    ++names;
    const figures::LabelBox box = figures::ink_box(canvas, box_of(canvas, b.front()), b.front().color);
    double dots = 1e9;
    for (const DrawCall& dot : canvas.of("point"))
      if (!dot.legend) dots = std::min(dots, pixels_from(canvas, box, dot.points[0]) - dot.width);
    CHECK(dots >= 12);
    CHECK(pixels_to_other_labels(canvas, b.front()) >= 12);
    const auto& outline = state.shape("B").points;
    const Vec2 middle{(box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2};
    double nearest = 1e9;
    for (std::size_t i = 0; i < outline.size(); ++i)
      nearest = std::min(nearest, std::sqrt(collide::distance_squared(
                                      middle, collide::closest_point_on_segment(middle, outline[i],
                                                                                outline[(i + 1) % outline.size()]))));
    CHECK((collide::point_in_polygon(middle, outline) || nearest / canvas.pixel() <= 40));
  });
  CHECK(names == 4);
}

}  // namespace test_concave_labels_read
