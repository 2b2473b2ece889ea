// Issue 26 (sat30), the separating-axis lesson presenting at 1920×1080 and 800×600, where a student
// drags the moving shape: an edge's name beside its own edge, off the deciding normal's arrow.
//  * step 8: the pentagon's vermillion "e4" (its edge's normal decides) stood 45 pixels off e4,
//    past the triangle's top vertex (read as naming that vertex, or the triangle's e2); now its
//    box's middle lies level with e4's middle stretch (between 0.2 and 0.8 of the way from vertex 4
//    to vertex 0) and its box within 16 pixels of the edge;
//  * step 9: the deciding normal's arrow (50 pixels from the middle of the pentagon's e3; its head
//    8 + 2 × 2.5 = 13 pixels long and 6.5 either side, as the canvas draws an arrow 2.5 wide) touched
//    the rectangle's framed "e0" (at 1920×1080 the head's corner lay 0.2 pixels inside the frame's
//    top; at 800×600, dragged, the frame lay under the head): now the frame keeps 2 pixels clear
//    of the shaft and the head. Dragged by (−0.5, 0.5) the arrow runs along under e0 and the
//    pentagon's e3 crosses its left end: no place beside e0's middle is clear, and "e0" lay on the
//    arrow's head (1920×1080); now it stands inside the rectangle above e0, further along it.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <utility>
#include <vector>

#include "collide/segment.hpp"
#include "collide/vec.hpp"

#include "lesson_frames.hpp"
#include "scenes/figures/label_layout.hpp"
#include "scenes/palette.hpp"

namespace test_sat_edge_name_places {

using namespace lab;
using lab::testing::DrawCall;
using lab::testing::RecordingCanvas;

std::vector<Vec2> corners(const figures::LabelBox& b) {
  return {{b.x0, b.y0}, {b.x1, b.y0}, {b.x1, b.y1}, {b.x0, b.y1}};
}

/// Whether p lies inside the convex polygon (either winding).
bool inside(const std::vector<Vec2>& poly, Vec2 p) {
  bool pos = false, neg = false;
  for (std::size_t i = 0; i < poly.size(); ++i) {
    const double t = collide::cross(poly[(i + 1) % poly.size()] - poly[i], p - poly[i]);
    pos = pos || t > 0, neg = neg || t < 0;
  }
  return !(pos && neg);
}

/// Pixels between two convex polygons: 0 when they meet.
double apart(const RecordingCanvas& canvas, const std::vector<Vec2>& a, const std::vector<Vec2>& b) {
  double d = 1e300;
  for (const auto& [p, q] : {std::pair{&a, &b}, {&b, &a}})
    for (const Vec2 v : *p) {
      if (inside(*q, v)) return 0;
      for (std::size_t i = 0; i < q->size(); ++i) {
        const Vec2 c = collide::closest_point_on_segment(v, (*q)[i], (*q)[(i + 1) % q->size()]);
        d = std::min(d, std::sqrt(collide::distance_squared(v, c)));
      }
    }
  for (std::size_t i = 0; i < a.size(); ++i)  // edges crossing with no corner inside
    for (std::size_t j = 0; j < b.size(); ++j)
      if (collide::segments_intersect(a[i], a[(i + 1) % a.size()], b[j], b[(j + 1) % b.size()])) return 0;
  return d / canvas.pixel();
}

}  // namespace test_sat_edge_name_places

TEST_CASE("separating-axis step 8: the vermillion e4 beside its edge's middle stretch" *
          doctest::test_suite("screens")) {
  using namespace test_sat_edge_name_places;
  using namespace test_lesson_labels;
  int names = 0;
  for_frames(
      "separating-axis", 7, "triangle", {{0, 0}, {-0.2, 0.1}, {-0.1, 0.1}, {-0.3, 0}}, [](Prediction&) {},
      [&](const RecordingCanvas& canvas, const SceneState& state) {
    const auto& pentagon = state.shape("pentagon").points;
    REQUIRE(pentagon.size() == 5);
    const Vec2 from = pentagon[4], to = pentagon[0];  // e4 runs from vertex 4 to vertex 0
    for (const DrawCall& label : labels_with(canvas, "e4")) {
      if (label.color != palette::deciding) continue;
      ++names;
      const figures::LabelBox box = box_of(canvas, label);
      const Vec2 middle{(box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2};
      const double t = collide::dot(middle - from, to - from) / collide::distance_squared(from, to);
      CAPTURE(t);
      CHECK(t >= 0.2);
      CHECK(t <= 0.8);
      CHECK(within(canvas, box, 16, from, to));
    }
      });
  CHECK(names == 2 * 4);
}

TEST_CASE("separating-axis step 9: the rectangle's e0 keeps clear of the deciding normal's arrow" *
          doctest::test_suite("screens")) {
  using namespace test_sat_edge_name_places;
  using namespace test_lesson_labels;
  int frames = 0;
  for_frames(
      "separating-axis", 8, "rectangle",
      {{0, 0}, {0.2, 0.1}, {0.15, 0}, {-0.2, 0.2}, {0.3, -0.6}, {0.5, 0}, {-0.5, 0.5}}, [](Prediction&) {},
      [&](const RecordingCanvas& canvas, const SceneState&) {
    const auto arrows = pushes(canvas);  // the figure's vermillion arrows: the deciding normal
    REQUIRE(arrows.size() == 1);
    const Vec2 tail = arrows[0].points[0], tip = arrows[0].points[1];
    const double px = canvas.pixel();
    const Vec2 u = collide::normalize(tip - tail), side{-u.y, u.x};
    const double head = (8 + 2 * arrows[0].width) * px, half = head / 2, shaft = arrows[0].width / 2 * px;
    const Vec2 base = tip - u * head;
    const std::vector<Vec2> head_ink{tip, base + side * half, base - side * half};
    const std::vector<Vec2> shaft_ink{tail - side * shaft, base - side * shaft, base + side * shaft,
                                      tail + side * shaft};
    for (const DrawCall& label : labels_with(canvas, "e0")) {
      if (label.color != palette::shape_b) continue;
      ++frames;
      const auto frame = corners(figures::ink_box(canvas, box_of(canvas, label), label.color));
      CAPTURE(apart(canvas, frame, head_ink));
      CHECK(apart(canvas, frame, head_ink) >= 2);
      CHECK(apart(canvas, frame, shaft_ink) >= 2);
    }
      });
  CHECK(frames == 2 * 7);
}

// Issue 26 (sat32), steps 7 (revealed) and 8: the triangle pushed into the pentagon's side. The
// triangle's e2 runs up-right from its vertex 0 (1.2, 0.4) across the pentagon's vermillion e4; its
// outside faces a strip 1.40 wide (the least push-out) between the dashed guide from vertex 0 to
// the deciding axis's shadow (parallel to e4, drawn 2 pixels wide: B's guide single and heavy) and
// e4 (5 pixels wide), on the pentagon's tint: 34.4 pixels at 1920×1080 step 8, 33.6 at 800×600
// step 7. The framed "e2" (22.2 × 17 pixels of ink at 36° to the strip: 26.8 across it) with its
// card clear of both strokes needs 26.8 + 1.5 + 3 = 31.3. It stood across the guide, its card
// shrunk inside its words, 3.6:1 on the tint; now its frame keeps 2 pixels from the guide's line
// (1 of ink and 1 of paper) and 3 from e4's, a card of paper lies under all of its words, and its
// box's middle stands on e2's outside, level with e2 (0.1 to 0.9 of the way from vertex 0). Where
// the strip is narrower than 33 pixels (step 7 at 1920×1080, the figure smaller) the name stands
// elsewhere: not checked here.
TEST_CASE("separating-axis steps 7 and 8: the triangle's e2 between its guide and the pentagon's e4, on a card" *
          doctest::test_suite("screens")) {
  using namespace test_sat_edge_name_places;
  using namespace test_lesson_labels;
  int names = 0;
  for (const int step : {6, 7})
    for_frames(
        "separating-axis", step, "triangle", {{0, 0}}, [](Prediction& p) { p.reveal(); },
        [&](const RecordingCanvas& canvas, const SceneState& state) {
      const double px = canvas.pixel();
      if (1.40 / px < 33) return;  // the strip too narrow for the framed name and its card
      const auto& triangle = state.shape("triangle").points;
      const auto& pentagon = state.shape("pentagon").points;
      const Vec2 v0 = triangle[0], v2 = triangle[2];
      CAPTURE(step);
      const DrawCall* guide = nullptr;  // the dashed line from the triangle's vertex 0
      for (const DrawCall& call : canvas.calls)
        if (call.kind == "dashed_segment" && !call.legend && call.points[0] == v0) guide = &call;
      REQUIRE(guide);
      const std::vector<Vec2> guide_line{guide->points[0], guide->points[1]}, e4{pentagon[4], pentagon[0]};
      for (std::size_t k = 0; k < canvas.calls.size(); ++k) {
        const DrawCall& label = canvas.calls[k];
        if (label.kind != "label" || label.legend || label.text != "e2" || label.color != palette::shape_b) continue;
        ++names;
        const figures::LabelBox words = box_of(canvas, label);
        const auto frame = corners(figures::ink_box(canvas, words, label.color));
        CHECK(apart(canvas, frame, guide_line) >= 2);
        CHECK(apart(canvas, frame, e4) >= 3);
        bool card = false;  // a fill of paper drawn before the label, holding its words' box
        for (std::size_t i = 0; i < k; ++i) {
          const DrawCall& fill = canvas.calls[i];
          if (fill.kind != "fill_polygon" || fill.legend || fill.color != palette::background) continue;
          const auto [lo, hi] = std::minmax_element(fill.points.begin(), fill.points.end(),
                                                    [](Vec2 a, Vec2 b) { return a.x + a.y < b.x + b.y; });
          card = card || (lo->x <= words.x0 && lo->y <= words.y0 && hi->x >= words.x1 && hi->y >= words.y1);
        }
        CHECK(card);
        const Vec2 middle{(words.x0 + words.x1) / 2, (words.y0 + words.y1) / 2};
        const double t = collide::dot(middle - v0, v2 - v0) / collide::distance_squared(v0, v2);
        CAPTURE(t);
        CHECK(t >= 0.1);
        CHECK(t <= 0.9);
        CHECK(collide::cross(v0 - v2, middle - v2) < 0);  // beyond e2 (v2 to v0), outside the triangle
      }
        });
  CHECK(names == 3);  // step 7 at 800×600, step 8 at both
}

// Issue 26 (sat32), step 9 with the rectangle dragged by (−0.5, 0.5) (to x 1.9 … 4.5, y −0.5 …
// 1.0): the deciding normal's arrow leaves the pentagon's e3 (its middle (2.35, −0.75)) and runs
// under the rectangle's e0 (y = −0.5), 50 pixels long; no place beside e0 outside is clear of it.
// "e0" slid into the rectangle's middle, about as near its e2 as its e0. Now a name inside its own
// shape is joined to its edge by a leader: a dashed segment in B's purple from the name's frame
// (within a pixel of its ink) to a point of e0 (y = −0.5, x in 1.9 … 4.5); a name outside stands
// below e0, level with its middle stretch (0.2 to 0.8 of the way along).
TEST_CASE("separating-axis step 9, the rectangle dragged up-left: its e0 outside beside e0, or joined to it" *
          doctest::test_suite("screens")) {
  using namespace test_sat_edge_name_places;
  using namespace test_lesson_labels;
  int names = 0, joined = 0;
  for_frames(
      "separating-axis", 8, "rectangle", {{-0.5, 0.5}}, [](Prediction&) {},
      [&](const RecordingCanvas& canvas, const SceneState&) {
    const double px = canvas.pixel(), x0 = 1.9, x1 = 4.5, y = -0.5;
    for (const DrawCall& label : labels_with(canvas, "e0")) {
      if (label.color != palette::shape_b) continue;
      ++names;
      const figures::LabelBox words = box_of(canvas, label), ink = figures::ink_box(canvas, words, label.color);
      const Vec2 middle{(words.x0 + words.x1) / 2, (words.y0 + words.y1) / 2};
      CAPTURE(middle.x);
      CAPTURE(middle.y);
      if (middle.y < y) {  // outside, below e0
        CHECK(words.y1 < y);
        CHECK(middle.x >= x0 + 0.2 * (x1 - x0));
        CHECK(middle.x <= x0 + 0.8 * (x1 - x0));
        continue;
      }
      bool leader = false;
      for (const DrawCall& call : canvas.calls) {
        if (call.kind != "dashed_segment" || call.legend || call.color.with_alpha(255) != palette::shape_b) continue;
        for (const auto& [on_edge, at_name] :
             {std::pair{call.points[0], call.points[1]}, {call.points[1], call.points[0]}}) {
          const bool on_e0 = std::abs(on_edge.y - y) < 1e-9 && on_edge.x >= x0 && on_edge.x <= x1;
          const bool by_frame = at_name.x >= ink.x0 - px && at_name.x <= ink.x1 + px && at_name.y >= ink.y0 - px &&
                                at_name.y <= ink.y1 + px;
          leader = leader || (on_e0 && by_frame);
        }
      }
      CHECK(leader);
      joined += leader;
    }
      });
  CHECK(names == 2);
  MESSAGE("joined by a leader: " << joined);
}
