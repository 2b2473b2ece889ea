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
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "collide/circle.hpp"
#include "collide/vec.hpp"

#include "app_screen.hpp"
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

namespace {

/// For both screens, the scene's preset `preset` with `shape` moved by each of `moves`,
/// presenting: `check` on the figure as drawn and its state.
template <class Check>
void for_preset(const char* scene, const std::string& preset, const std::string& shape, const std::vector<Vec2>& moves,
                Check&& check) {
  for (const ImVec2 size : {ImVec2{1920, 1080}, ImVec2{800, 600}}) {
    const lab::testing::AppScreen screen({.size = size, .scale = screenshot_scale({int(size.x), int(size.y)})});
    for (const Vec2 by : moves) {
      Shell shell(lab::testing::scene_index(scene));
      shell.show_sidebar = false;
      shell.interactive = false;
      shell.set_presenting(true);
      const auto presets = shell.scene().presets();
      const auto it = std::find_if(presets.begin(), presets.end(), [&](const auto& p) { return p.name == preset; });
      REQUIRE(it != presets.end());
      shell.set_state(test_lesson_labels::moved(it->state, shape, by));
      screen.frames(shell);
      CAPTURE(size.x);
      CAPTURE(by.x);
      CAPTURE(by.y);
      check(test_lesson_labels::drawn_in_frame(shell, screen.fonts), shell.scene().state());
    }
  }
}

/// Whether the call is a framed label's frame (RoleCanvas: a 1-pixel rectangle round B's purple or
/// green words, its top and bottom on the words' box).
bool label_frame(const DrawCall& call) {
  return call.kind == "polygon" && call.width <= RoleCanvas::frame_width && call.points.size() == 4 &&
         RoleCanvas::doubled(call.color);
}

/// The figure's strokes (not the key's, nor the labels' frames), as outlines: polygons, segments,
/// arrows and circles.
std::vector<std::vector<Vec2>> strokes(const RecordingCanvas& canvas) {
  std::vector<std::vector<Vec2>> out;
  for (const DrawCall& call : canvas.calls) {
    if (call.legend || label_frame(call)) continue;
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

}  // namespace

// The circle (−2, 0), r = 0.7, wholly inside the C's left arm, x from −3 to −1: the lines from
// its centre to each edge's nearest point run left and right along the ray's line, straight up
// and down (to (−2, ±3) on e6 and e0), and to (−1, ±1.5) and (3, ±1.5): no place within 40 pixels
// of the dot clears them and the circle. "centre" stands in the column between e7 (x = −3) and
// the line up to (−2, 3), above the circle (y > 0.7), on a card; a dashed purple leader runs from
// the dot to the words. Dragged, it stays within 70 pixels of the dot, on no stroke,
// with its leader. The stretch inside, (−2, 0) to (−1, 0), has the lines to (3, ±1.5) 0.3 units
// above and below it per unit along: "in" has no place off them (it stood on them at 3.0:1) and
// is left out; the green arrow and the key say "inside".
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
    if (centre == Vec2{-2, 0}) CHECK(labels_with(canvas, "in").empty());
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

}  // namespace test_concave_labels_read
