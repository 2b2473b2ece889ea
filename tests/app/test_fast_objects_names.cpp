// Issue 26, fast-objects steps 1, 3 (push-apart, two squares' edge names all round them) and 8
// (swept-test) presenting, in the frames lesson_frames.hpp draws, B dragged a little:
//  * step 1 at 800 × 600: A's "e1" (beside A's right side, under B) and B's "e0" (under B's bottom)
//    stood on one line 15 pixels apart, ink to ink (9 on the screen): they read "e1 e0". Names of
//    the two shapes keep a text height and a quarter (20 pixels) apart;
//  * step 3: "MTV 0.55" just past B's top took the room above it, and B's "e2" stood inside B by
//    the arrowhead, read as the arrow's. Each of B's names stands outside B;
//  * step 8: B's "e0" stood 8 pixels before "t = 0.4" on one line ("e0 t = 0.4").
//    B's names keep 20 pixels from it too.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "collide/concave.hpp"
#include "lesson_frames.hpp"
#include "recording_canvas.hpp"
#include "scenes/figures/label_layout.hpp"
#include "scenes/palette.hpp"

namespace test_fast_objects_names {

using namespace test_lesson_labels;

namespace {

/// The figure's edge names ("e0" … "e3") in `color` (the deciding edge's vermillion counts as A's:
/// the caption cites A's edge).
std::vector<DrawCall> edge_names(const RecordingCanvas& canvas, Color color) {
  std::vector<DrawCall> out;
  for (const DrawCall& call : canvas.of("label")) {
    const bool edge_name = call.text.size() == 2 && call.text[0] == 'e';
    if (!call.legend && edge_name && call.color == color) out.push_back(call);
  }
  return out;
}

/// Pixels between two boxes (world units): along x or y, whichever is wider; 0 when they meet.
double apart(const RecordingCanvas& canvas, const figures::LabelBox& a, const figures::LabelBox& b) {
  const double dx = std::max({0.0, b.x0 - a.x1, a.x0 - b.x1}), dy = std::max({0.0, b.y0 - a.y1, a.y0 - b.y1});
  return std::max(dx, dy) / canvas.pixel();
}

}  // namespace

// Step 1 at 800 × 600: A's "e1" box x 437.6 … 454.8, B's "e0" 472.8 … 490.0 on the same rows
// (317.6 … 333.6, 316.1 … 332.1), B's framed (its ink 2.5 pixels wider each side): 15.5 pixels of
// paper. Every A name and every B name, ink to ink, 20 pixels apart or more.
TEST_CASE("fast-objects lesson step 1: the two shapes' edge names 20 pixels apart" * doctest::test_suite("screens")) {
  int pairs = 0;
  for_frames(
      "fast-objects", 0, "B", {{0, 0}, {0.1, 0.05}, {-0.1, -0.1}, {0.2, 0.2}}, [](Prediction& p) { p.reveal(); },
      [&](const RecordingCanvas& canvas, const SceneState&) {
    std::vector<DrawCall> a = edge_names(canvas, palette::shape_a);
    for (const DrawCall& cited : edge_names(canvas, palette::deciding)) a.push_back(cited);
    for (const DrawCall& x : a)
      for (const DrawCall& y : edge_names(canvas, palette::shape_b)) {
        CAPTURE(x.text);
        CAPTURE(y.text);
        ++pairs;
        const double gap = apart(canvas, figures::ink_box(canvas, box_of(canvas, x), x.color),
                                 figures::ink_box(canvas, box_of(canvas, y), y.color));
        CAPTURE(gap);
        CHECK(gap >= 20 - 1e-6);
      }
      });
  // B's "e3" left out at 800 × 600 unmoved and moved by (−0.1, −0.1): its edge lies inside A and
  // B's tint right of A's has no room for it (the next case).
  CHECK(pairs == 8 * 4 * 4 - 2 * 4);
}

// Steps 2 (the class guessed "up by 0.55", revealed) and 3: B from (2.4, 1.45) to (4.4, 3.45) on
// A's top-right corner, pushed up by 0.55: the arrow runs up B's middle from (3.4, 2.45) to (3.4,
// 3.0), its name past B's top joined by a leader. Each of B's four names has its box's middle
// outside B (step 3's "e2" had it inside, under B's top edge, 2.4 pixels from the arrowhead; at
// step 2 the key, top right, took the room above), B dragged a little, and to the right, where the
// arrow turns to push it right (0.5 across x is then less than 0.55 up y).
TEST_CASE("fast-objects lesson steps 2 (revealed) and 3: B's edge names outside B" * doctest::test_suite("screens")) {
  int names = 0;
  const auto guessed_up = [](Prediction& p) {
    Guess guess;
    guess.arrow = {0, 0.55};
    p.reveal(guess);
  };
  for (const int step : {1, 2})
    for_frames("fast-objects", step, "B", {{0, 0}, {0.05, 0.02}, {-0.05, -0.02}, {0.1, 0}, {0.2, 0}}, guessed_up,
               [&](const RecordingCanvas& canvas, const SceneState& state) {
      CAPTURE(step);
      for (const DrawCall& name : edge_names(canvas, palette::shape_b)) {
        CAPTURE(name.text);
        ++names;
        const figures::LabelBox box = box_of(canvas, name);
        const Vec2 middle{(box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2};
        CHECK(collide::classify_point(middle, state.shape("B").points) == collide::Location::Outside);
      }
    });
  CHECK(names == 2 * 10 * 4);
}

// Step 8: B where it first touches A at t = 0.4, B's "e0" (small type, framed) under it and the
// time "t = 0.4" beside it. At 800 × 600 they stood on one line, e0's box x 351.6 … 365.6 and the
// time's from 376.4 (their rows 330.7 … 343.7 and 335.7 … 351.7 overlap): 10.8 pixels, 8.3 past
// e0's frame (9.0 at 1920 × 1080). Each of B's names 20 pixels or more from the time's words, ink
// to ink, B moved up and down.
TEST_CASE("fast-objects lesson step 8: B's edge names 20 pixels from the time of impact" *
          doctest::test_suite("screens")) {
  int names = 0;
  for_frames(
      "fast-objects", 7, "B", {{0, 0}, {0, 0.2}, {0, -0.15}}, [](Prediction& p) { p.reveal(); },
      [&](const RecordingCanvas& canvas, const SceneState&) {
    const auto time = labels_with(canvas, "t = 0.");
    REQUIRE(time.size() == 1);
    const figures::LabelBox t = figures::ink_box(canvas, box_of(canvas, time.front()), time.front().color);
    for (const DrawCall& name : edge_names(canvas, palette::shape_b)) {
      CAPTURE(name.text);
      ++names;
      const double gap = apart(canvas, figures::ink_box(canvas, box_of(canvas, name), name.color), t);
      CAPTURE(gap);
      CHECK(gap >= 20 - 1e-6);
    }
      });
  CHECK(names >= 6 * 3);  // B's edges but the one the caption cites, in each frame
}

// Step 1: A from (−3, −2) to (3, 2), B from (2.5, −1) to (5.5, 1): B's left side, e3, lies
// inside A, half a unit left of A's right side. Its name stood left of it, on A's tint (at
// 1920 × 1080 its box x 2.05 … 2.35, all of it inside A), and read as A's. Now every one of B's
// names has its box's middle outside A: on paper, or on B's own tint right of x = 3 (e3's there,
// its ink 6 pixels clear of A's dashed e1 and 20 from "MTV 0.5"), B dragged a little. At 800 ×
// 600 that tint is 30 pixels tall under "MTV 0.5" (B 2 units of 37 pixels), short of e3's 16
// and 11.5 each side: e3 is left out there, unmoved and moved by (−0.1, −0.1).
TEST_CASE("fast-objects lesson step 1: B's edge names off A's tint" * doctest::test_suite("screens")) {
  int names = 0;
  for_frames(
      "fast-objects", 0, "B", {{0, 0}, {0.1, 0.05}, {-0.1, -0.1}, {0.05, 0.2}}, [](Prediction& p) { p.reveal(); },
      [&](const RecordingCanvas& canvas, const SceneState& state) {
    for (const DrawCall& name : edge_names(canvas, palette::shape_b)) {
      CAPTURE(name.text);
      ++names;
      const figures::LabelBox box = box_of(canvas, name);
      CAPTURE(box.x0);
      CAPTURE(box.y0);
      const Vec2 middle{(box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2};
      CHECK(collide::classify_point(middle, state.shape("A").points) == collide::Location::Outside);
    }
      });
  CHECK(names == 2 * 4 * 4 - 2);
}

}  // namespace test_fast_objects_names
