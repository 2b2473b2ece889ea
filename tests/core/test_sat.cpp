// The separating axis theorem: the chapter's figures, options, the MTV and the degenerate cases.
//
// Index of this file:
//   [SECTION] helpers
//   [SECTION] axes and project
//   [SECTION] the chapter's figures
//   [SECTION] options, touching and winding
//   [SECTION] the MTV and its exact ties
//   [SECTION] the C-shape and flat shapes
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <ostream>
#include <vector>

#include "collide/rect.hpp"
#include "collide/sat.hpp"

namespace test_sat {

using namespace collide;

namespace {

const std::vector<Vec2> kPentagon{{0, 0}, {4, 0}, {5, 3}, {2, 5}, {-1, 3}};
const std::vector<Vec2> kSquare{{0, 0}, {2, 0}, {2, 2}, {0, 2}};

// [SECTION] helpers
std::vector<Vec2> reversed(std::vector<Vec2> polygon) {
  std::reverse(polygon.begin(), polygon.end());
  return polygon;
}

std::vector<Vec2> moved(std::vector<Vec2> polygon, Vec2 by) {
  for (Vec2& v : polygon) v += by;
  return polygon;
}

SatOptions every_axis() {
  SatOptions options;
  options.early_exit = false;
  return options;
}

// What the chapter's figures count: the verdict, the axes listed, those showing a gap, the
// deciding one.
struct Counts {
  bool collide;
  int axes, with_gap, deciding;
  bool operator==(const Counts&) const = default;
};
Counts counts(const SatResult& r) { return {r.collide, r.axes, r.with_gap, r.deciding}; }
std::ostream& operator<<(std::ostream& out, const Counts& c) {
  return out << "{collide " << c.collide << ", axes " << c.axes << ", with_gap " << c.with_gap << ", deciding "
             << c.deciding << "}";
}

std::vector<int> gap_axes(const SatTrace& trace) {
  std::vector<int> result;
  for (std::size_t k = 0; k < trace.steps.size(); ++k) {
    if (trace.steps[k].gap) result.push_back(static_cast<int>(k));
  }
  return result;
}

}  // namespace

// [SECTION] axes and project
TEST_CASE("axes and project: the book's edge normals and shadows") {
  const auto n = axes(kSquare);
  REQUIRE(n.size() == 4);
  CHECK(n[0] == Vec2{0, -2});  // (p2.y − p1.y, p1.x − p2.x) for (0, 0) → (2, 0)
  CHECK(n[1] == Vec2{2, 0});
  const Interval shadow = project(kPentagon, {3, -1});
  CHECK(shadow.min == -6);
  CHECK(shadow.max == 12);
}

// [SECTION] the chapter's figures
TEST_CASE("SAT figure: a pentagon and a triangle, 6 of 8 axes show a gap") {
  // The triangle sits below and to the right. Axis 0 (the pentagon's bottom edge, normal
  // (0, −4)) already separates: the pentagon's shadow is [−20, 0], the triangle's [4, 16].
  const std::vector<Vec2> triangle{{8, -4}, {11, -4}, {9, -1}};
  SatTrace trace;
  const SatResult all = convex_polygons_collide(kPentagon, triangle, every_axis(), trace);
  CHECK_FALSE(all.collide);
  CHECK(all.axes == 8);
  CHECK(all.tested == 8);
  CHECK(all.with_gap == 6);
  CHECK(all.deciding == 0);
  CHECK(gap_axes(trace) == std::vector<int>{0, 1, 3, 4, 5, 7});
  CHECK(trace.steps[0].a.min == -20);
  CHECK(trace.steps[0].a.max == 0);
  CHECK(trace.steps[0].b.min == 4);
  CHECK(trace.steps[0].b.max == 16);
  CHECK(trace.steps[0].separation == doctest::Approx(1));  // 4 / |(0, −4)|
  CHECK(trace.steps[5].owner == AxisOwner::B);
  CHECK(trace.steps[5].edge == 0);
  CHECK(all.mtv == Vec2{0, 0});

  // The book's early exit stops at axis 0; the other seven are listed, untested.
  const SatResult early = convex_polygons_collide(kPentagon, triangle, SatOptions{}, trace);
  CHECK_FALSE(early.collide);
  CHECK(early.tested == 1);
  CHECK(early.with_gap == 1);
  CHECK(early.deciding == 0);
  REQUIRE(trace.steps.size() == 8);
  CHECK(trace.steps[0].tested);
  CHECK_FALSE(trace.steps[1].tested);
  CHECK_FALSE(trace.steps[7].tested);
  CHECK_FALSE(convex_polygons_collide(kPentagon, triangle));
}

TEST_CASE("SAT figure: a pentagon and a rectangle, 6 of 9 axes show a gap") {
  const Rect rect{9, 1, 3, 2};
  SatTrace trace;
  const SatResult r = convex_polygon_rect_collide(kPentagon, rect, every_axis(), trace);
  // Axis 1 is edge 1's normal (3, −1): the pentagon reaches 12 on it, the rectangle starts at 24.
  CHECK(counts(r) == Counts{.collide = false, .axes = 9, .with_gap = 6, .deciding = 1});
  CHECK(trace.steps[1].a.max == 12);
  CHECK(trace.steps[1].b.min == 24);
  CHECK(gap_axes(trace) == std::vector<int>{1, 2, 3, 4, 6, 8});
  CHECK_FALSE(convex_polygon_rect_collide(kPentagon, rect));
  CHECK(convex_polygon_rect_collide(kPentagon, Rect{3, 1, 3, 2}));
}

TEST_CASE("SAT figure: a pentagon and a segment, 5 of 7 axes show a gap") {
  SatTrace trace;
  const SatResult r = convex_polygon_segment_collide(kPentagon, {7, -2}, {9, 1}, every_axis(), trace);
  // 7 axes: a two-vertex polygon has two edges, there and back.
  CHECK(counts(r) == Counts{.collide = false, .axes = 7, .with_gap = 5, .deciding = 1});
  CHECK(gap_axes(trace) == std::vector<int>{1, 3, 4, 5, 6});
  // The segment's two axes are the same line, opposite ways.
  CHECK(trace.steps[5].axis == -trace.steps[6].axis);
  CHECK_FALSE(convex_polygon_segment_collide(kPentagon, {7, -2}, {9, 1}));
  // A segment poking into the pentagon, and one wholly inside it.
  CHECK(convex_polygon_segment_collide(kPentagon, {3, 1}, {9, 1}));
  CHECK(convex_polygon_segment_collide(kPentagon, {1, 1}, {2, 2}));
}

TEST_CASE("SAT figure: a pentagon and a circle, 5 of 6 axes show a gap") {
  SatTrace trace;
  const Circle circle{{8, -2}, 1};
  const SatResult r = convex_polygon_circle_collide(kPentagon, circle, every_axis(), trace);
  CHECK(counts(r) == Counts{.collide = false, .axes = 6, .with_gap = 5, .deciding = 0});
  CHECK(r.circle_axis_vertex == Vec2{4, 0});
  CHECK(gap_axes(trace) == std::vector<int>{0, 1, 3, 4, 5});
  // Axes are unit vectors here: edge 0's is (0, −1); the circle's shadow is centre ± r.
  CHECK(trace.steps[0].axis == Vec2{0, -1});
  CHECK(trace.steps[0].b.min == 1);
  CHECK(trace.steps[0].b.max == 3);
  CHECK(trace.steps[0].separation == 1);
  CHECK(trace.steps[5].owner == AxisOwner::Circle);
  CHECK(trace.steps[5].edge == 1);  // the nearest vertex's index
  CHECK_FALSE(convex_polygon_circle_collide(kPentagon, circle));
  CHECK(convex_polygon_circle_collide(kPentagon, Circle{{5, -1}, 1.5}));
}

// [SECTION] options, touching and winding
TEST_CASE("SAT: a circle just off a square's corner; only the nearest-vertex axis separates") {
  // Centre (3, 3), r = 1.3: 1.3 < √2, the distance to the corner (2, 2), but the shadows on x
  // and y ([1.7, 4.3] against [0, 2]) overlap.
  const Circle circle{{3, 3}, 1.3};
  SatTrace trace;
  const SatResult r = convex_polygon_circle_collide(kSquare, circle, every_axis(), trace);
  CHECK(counts(r) == Counts{.collide = false, .axes = 5, .with_gap = 1, .deciding = 4});
  CHECK(gap_axes(trace) == std::vector<int>{4});
  CHECK(r.circle_axis_vertex == Vec2{2, 2});
  CHECK(trace.steps[4].separation == doctest::Approx(std::sqrt(2.0) - 1.3));
  // With r = √2 exactly rounded up it touches the corner.
  CHECK(convex_polygon_circle_collide(kSquare, Circle{{3, 3}, 1.4143}));
}

TEST_CASE("SAT: a circle centred exactly on a vertex collides; its axis is not tested") {
  SatTrace trace;
  const SatResult r = convex_polygon_circle_collide(kSquare, Circle{{2, 2}, 0.5}, SatOptions{}, trace);
  CHECK(r.collide);
  CHECK(r.axes == 5);
  CHECK(r.tested == 4);
  CHECK(trace.steps[4].degenerate);
  CHECK_FALSE(trace.steps[4].tested);
  CHECK(convex_polygon_circle_collide(kSquare, Circle{{2, 2}, 0}));
  // Least overlap 0.5 along x or y: the MTV pushes the circle out by 0.5.
  CHECK(std::hypot(r.mtv.x, r.mtv.y) == doctest::Approx(0.5));
}

TEST_CASE("SAT: skipping parallel duplicate axes, in either direction") {
  SatOptions options = every_axis();
  options.skip_parallel_duplicates = true;
  SatTrace trace;
  // Two squares: 8 axes but only 2 directions.
  SatResult r = convex_polygons_collide(kSquare, moved(kSquare, {1, 1}), options, trace);
  CHECK(r.collide);
  CHECK(r.axes == 8);
  CHECK(r.tested == 2);
  CHECK(r.duplicates_skipped == 6);
  CHECK(trace.steps[2].duplicate);
  CHECK_FALSE(trace.steps[2].tested);
  // The pentagon and a rectangle: the rectangle's horizontal edges repeat the pentagon's edge 0,
  // and its second vertical edge repeats its first.
  r = convex_polygon_rect_collide(kPentagon, Rect{9, 1, 3, 2}, options, trace);
  CHECK(r.duplicates_skipped == 3);
  CHECK(r.tested == 6);
  CHECK(r.with_gap == 5);  // of the book's 6, the one on skipped axis 8 is not seen
  CHECK_FALSE(r.collide);
  // A segment's second axis repeats its first.
  r = convex_polygon_segment_collide(kPentagon, {7, -2}, {9, 1}, options, trace);
  CHECK(r.duplicates_skipped == 1);
  CHECK(trace.steps[6].duplicate);
}

TEST_CASE("SAT: touching at a vertex and along an edge counts as colliding") {
  const std::vector<Vec2> left{{0, 0}, {2, 0}, {1, 2}};
  const std::vector<Vec2> right{{2, 0}, {4, 0}, {3, 2}};
  SatTrace trace;
  SatResult r = convex_polygons_collide(left, right, SatOptions{}, trace);
  CHECK(r.collide);
  CHECK(r.mtv == Vec2{0, 0});  // touching: nothing to push
  r = convex_polygons_collide(kSquare, moved(kSquare, {2, 0}), SatOptions{}, trace);
  CHECK(r.collide);
  CHECK(trace.steps[r.deciding].separation == 0);
  // A hair further apart: a gap on the x axis.
  CHECK_FALSE(convex_polygons_collide(kSquare, moved(kSquare, {std::nextafter(2.0, 3.0), 0})));
}

TEST_CASE("SAT: clockwise and counter-clockwise give the same answers") {
  const std::vector<Vec2> triangle{{8, -4}, {11, -4}, {9, -1}};
  const SatResult ccw = convex_polygons_collide(kPentagon, triangle, every_axis());
  const SatResult cw = convex_polygons_collide(reversed(kPentagon), reversed(triangle), every_axis());
  CHECK(cw.collide == ccw.collide);
  CHECK(cw.with_gap == ccw.with_gap);
  CHECK(convex_polygons_collide(reversed(kSquare), moved(kSquare, {1, 1})));
  CHECK(convex_polygon_circle_collide(reversed(kPentagon), Circle{{5, -1}, 1.5}));
  CHECK_FALSE(convex_polygon_circle_collide(reversed(kSquare), Circle{{3, 3}, 1.3}));
}

// [SECTION] the MTV and its exact ties
TEST_CASE("SAT MTV: moves B out of A, by the least overlap") {
  // B overlaps A by 0.5 along x and 1.5 along y: push B right by 0.5.
  const std::vector<Vec2> b = moved(kSquare, {1.5, 0.5});
  SatTrace trace;
  const SatResult r = convex_polygons_collide(kSquare, b, SatOptions{}, trace);
  CHECK(r.collide);
  CHECK(r.tested == 8);    // colliding: every axis was needed
  CHECK(r.deciding == 1);  // A's edge 1, normal (2, 0): the first of the least overlaps
  CHECK(trace.steps[1].separation == -0.5);
  CHECK(r.mtv == Vec2{0.5, 0});
  // After the move they touch; a little further and they are apart.
  const SatResult after = convex_polygons_collide(kSquare, moved(b, r.mtv), SatOptions{}, trace);
  CHECK(after.collide);
  CHECK(trace.steps[after.deciding].separation == doctest::Approx(0).epsilon(1e-12));
  CHECK_FALSE(convex_polygons_collide(kSquare, moved(b, r.mtv * 1.001)));
  // Swapping the roles flips the direction: now A is pushed out of B's way, leftwards.
  CHECK(convex_polygons_collide(b, kSquare, SatOptions{}).mtv == Vec2{-0.5, 0});
}

// Issue 25: B (2 × 2) centred in A (4 × 4) overlaps by 3 on every axis, and leaves A by 3
// through any of A's four sides. The trace keeps every way out, in book order: each of the 8
// axes, up and down (B's axes are parallel copies of A's, the same ways out).
TEST_CASE("SAT MTV: two centred squares tie on every axis; the trace keeps every way out") {
  const std::vector<Vec2> a{{-2, -2}, {2, -2}, {2, 2}, {-2, 2}}, b{{-1, -1}, {1, -1}, {1, 1}, {-1, 1}};
  SatTrace trace;
  const SatResult r = convex_polygons_collide(a, b, every_axis(), trace);
  CHECK(r.collide);
  CHECK(r.deciding == 0);  // the first of the least: A's e0
  CHECK(std::hypot(r.mtv.x, r.mtv.y) == 3);
  REQUIRE(trace.least.size() == 16);
  std::vector<int> a_edges;
  for (std::size_t i = 0; i < trace.least.size(); ++i) {
    const LeastPush& way = trace.least[i];
    CHECK(way.step == static_cast<int>(i / 2));
    CHECK(way.side == (i % 2 == 0 ? 1 : -1));
    if (trace.steps[static_cast<std::size_t>(way.step)].parallel_to < 0) {
      CHECK(way.acting.owner == AxisOwner::A);
      a_edges.push_back(way.acting.edge);
    }
  }
  // A's e0's axis: B leaves downwards through e0 (the MTV's way) or upwards through e2.
  CHECK(a_edges == std::vector<int>{0, 2, 1, 3});
  CHECK(trace.least.front().acting == r.acting);
  // A little off the middle, one way out is the shortest.
  convex_polygons_collide(a, moved(b, {0.25, 0}), every_axis(), trace);
  // Right by 2.75 through A's e1; its three parallel copies (A's e3, B's e1 and e3) say the same.
  REQUIRE(trace.least.size() == 4);
  CHECK(trace.least[0].acting == Feature{AxisOwner::A, 1, -1});
  for (std::size_t i = 1; i < 4; ++i)
    CHECK(trace.steps[static_cast<std::size_t>(trace.least[i].step)].parallel_to == 1);
  // Apart: no way out to list.
  convex_polygons_collide(a, moved(b, {10, 0}), every_axis(), trace);
  CHECK(trace.least.empty());
}

// Depths on axes of different lengths tie where the doubles differ. A's e1 (normal (6, −6)):
// A's shadow −54…6, B's −18…12, so B leaves by 24/|(6, −6)| = 2√2; A's e2 (normal (5, 5)): A's
// −45…15, B's −5…17.5, so 20/|(5, 5)| = 2√2 too. The doubles make e2's 4e−16 the shorter, and
// the rounded tally took it; exactly, the two tie and the first in book order, e1, decides.
TEST_CASE("SAT MTV: a tie the rounded depths miss is decided exactly, the first in book order") {
  const std::vector<Vec2> a{{-3, 6}, {-4, -5}, {2, 1}}, b{{2, 1.5}, {-2, 1}, {1, -1}};
  SatTrace trace;
  const SatResult r = convex_polygons_collide(a, b, every_axis(), trace);
  REQUIRE(r.collide);
  CHECK(trace.steps[1].separation != trace.steps[2].separation);  // the doubles tell them apart
  CHECK(r.deciding == 1);
  REQUIRE(trace.least.size() == 2);
  CHECK(trace.least[0].step == 1);
  CHECK(trace.least[1].step == 2);
  CHECK(trace.least[0].acting == Feature{AxisOwner::A, 1, -1});
  CHECK(trace.least[1].acting == Feature{AxisOwner::A, 2, -1});
  // The untraced run decides alike.
  CHECK(convex_polygons_collide(a, b, every_axis()).deciding == 1);
  CHECK(convex_polygons_collide(a, b, every_axis()).mtv == r.mtv);
}

// A polygon and a circle: the circle (r = 1) centred in the 4 × 4 square leaves by 3 through
// each side; the circle's axis, to the corner, needs 2√2 + 1.
TEST_CASE("SAT MTV: a circle centred in a square ties on its four sides") {
  const std::vector<Vec2> a{{-2, -2}, {2, -2}, {2, 2}, {-2, 2}};
  SatTrace trace;
  const SatResult r = convex_polygon_circle_collide(a, Circle{{0, 0}, 1}, every_axis(), trace);
  REQUIRE(r.collide);
  CHECK(r.deciding == 0);
  REQUIRE(trace.least.size() == 8);
  std::vector<int> edges;
  for (const LeastPush& way : trace.least)
    if (trace.steps[static_cast<std::size_t>(way.step)].parallel_to < 0) edges.push_back(way.acting.edge);
  CHECK(edges == std::vector<int>{0, 2, 1, 3});
}

TEST_CASE("SAT MTV: a circle pushed out of a polygon") {
  const Circle circle{{2.5, 1}, 1};  // overlaps the square's right edge by 0.5
  const SatResult r = convex_polygon_circle_collide(kSquare, circle, SatOptions{});
  CHECK(r.collide);
  CHECK(r.mtv.x == doctest::Approx(0.5));
  CHECK(r.mtv.y == doctest::Approx(0).epsilon(1e-12));
  const Circle out{circle.c + r.mtv, circle.r};
  CHECK(convex_polygon_circle_collide(kSquare, out));
  CHECK_FALSE(convex_polygon_circle_collide(kSquare, Circle{circle.c + r.mtv * 1.001, circle.r}));
}

// [SECTION] the C-shape and flat shapes
TEST_CASE("SAT: the C-shape with a square in its notch is seen through its convex outline") {
  const std::vector<Vec2> c_shape{{0, 0}, {6, 0}, {6, 2}, {2, 2}, {2, 4}, {6, 4}, {6, 6}, {0, 6}};
  const std::vector<Vec2> square{{3, 2.5}, {5, 2.5}, {5, 3.5}, {3, 3.5}};
  const SatResult r = convex_polygons_collide(c_shape, square, every_axis());
  CHECK(r.collide);  // wrong for the C, as the chapter shows: every shadow overlaps
  CHECK(r.with_gap == 0);
  CHECK(r.axes == 12);
}

TEST_CASE("SAT: flat shapes on one line are decided along that line") {
  const std::vector<Vec2> a{{0, 0}, {1, 0}};
  SatTrace trace;
  // Two collinear segments with a gap between: every edge normal is vertical and overlaps.
  SatResult r = convex_polygons_collide(a, std::vector<Vec2>{{2, 0}, {3, 0}}, SatOptions{}, trace);
  CHECK_FALSE(r.collide);
  CHECK(r.axes == 4);
  REQUIRE(trace.steps.size() == 5);
  CHECK(trace.steps[4].along_line);
  CHECK(trace.steps[4].gap);
  CHECK(r.deciding == 4);
  // End to end: touching.
  CHECK(convex_polygons_collide(a, std::vector<Vec2>{{1, 0}, {3, 0}}));
  // A point on the segment's line, beyond it, and on it.
  CHECK_FALSE(convex_polygons_collide(a, std::vector<Vec2>{{5, 0}}));
  CHECK(convex_polygons_collide(a, std::vector<Vec2>{{0.5, 0}}));
  // Two points.
  CHECK_FALSE(convex_polygons_collide(std::vector<Vec2>{{1, 1}}, std::vector<Vec2>{{1, 2}}));
  CHECK(convex_polygons_collide(std::vector<Vec2>{{1, 1}}, std::vector<Vec2>{{1, 1}}));
  // A repeated vertex gives a zero-length edge: marked degenerate, not tested.
  r = convex_polygons_collide(std::vector<Vec2>{{0, 0}, {2, 0}, {2, 0}, {0, 2}}, kSquare, every_axis(), trace);
  CHECK(trace.steps[1].degenerate);
  CHECK(r.tested == 7);
  CHECK(r.collide);
  // Empty polygons collide with nothing.
  CHECK_FALSE(convex_polygons_collide(std::vector<Vec2>{}, kSquare));
  CHECK_FALSE(convex_polygon_circle_collide(std::vector<Vec2>{}, Circle{{0, 0}, 1}));
}

}  // namespace test_sat
