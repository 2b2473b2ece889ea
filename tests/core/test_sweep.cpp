// The swept tests (time of impact): cases checked by hand, and a property test of the moving
// separating axis test against an exact integer oracle written here.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include "collide/sat.hpp"
#include "collide/sweep.hpp"
#include "int_convex.hpp"

using collide::Circle;
using collide::circle_polygon_time_of_impact;
using collide::circles_time_of_impact;
using collide::convex_polygons_time_of_impact;
using collide::Overlap;
using collide::SweepResult;
using collide::SweepTrace;
using collide::Vec2;
using Points = std::vector<Vec2>;

namespace {

// A 1 × 10 wall from x = 10 to 11, and a 2 × 2 box left of it, 8 away.
const Points wall{{10, 0}, {11, 0}, {11, 10}, {10, 10}};
const Points box{{0, 4}, {2, 4}, {2, 6}, {0, 6}};
const Points square{{0, 0}, {10, 0}, {10, 10}, {0, 10}};

Points moved(const Points& p, Vec2 by) {
  Points out;
  for (const Vec2 v : p) out.push_back(v + by);
  return out;
}

}  // namespace

TEST_CASE("convex_polygons_time_of_impact: a box moving straight at a wall hits at gap / speed") {
  // Gap 8, speed 16: t = 0.5. A's e1 and e3 (and B's e1) all enter at 0.5; the first in book
  // order, A's e1, is the deciding axis. The normal points from the wall back to the box.
  SweepTrace trace;
  const SweepResult r = convex_polygons_time_of_impact(wall, box, {16, 0}, trace);
  CHECK(r.hit);
  CHECK(r.toi == 0.5);
  CHECK(r.normal == Vec2{-1, 0});
  CHECK(r.deciding == 1);
  CHECK_FALSE(r.overlapping_at_start);
  REQUIRE(trace.axes.size() == 8);
  // A's e0 (normal down): B does not move along it, the shadows overlap in y: always.
  CHECK(trace.axes[0].overlap == Overlap::Always);
  // A's e1 (normal +x): overlap from 0.5 (box's right edge reaches 10) to 13/16 (its left passes 11).
  CHECK(trace.axes[1].overlap == Overlap::Window);
  CHECK(trace.axes[1].entry == 0.5);
  CHECK(trace.axes[1].exit == 11.0 / 16);
  CHECK(trace.axes[1].closing_speed == 16);
  // At half the speed the box stops exactly on the wall: t = 1. At a quarter, 4 short: a miss.
  CHECK(convex_polygons_time_of_impact(wall, box, {8, 0}).toi == 1);
  CHECK_FALSE(convex_polygons_time_of_impact(wall, box, {4, 0}, trace).hit);
  CHECK(trace.result.deciding == 1);
}

TEST_CASE("convex_polygons_time_of_impact: passing a corner by a hair misses, by nothing touches") {
  // The unit box's lower-left corner runs along x + y = 20 + ε, past the square's corner (10, 10).
  const double hair = std::nextafter(15.0, 16.0);
  const Points by_a_hair{{5, hair}, {6, hair}, {6, 16}, {5, 16}};
  CHECK_FALSE(convex_polygons_time_of_impact(square, by_a_hair, {10, -10}).hit);
  const Points exactly{{5, 15}, {6, 15}, {6, 16}, {5, 16}};
  const SweepResult r = convex_polygons_time_of_impact(square, exactly, {10, -10});
  CHECK(r.hit);  // corner on corner at t = 0.5, for an instant
  CHECK(r.toi == 0.5);
}

TEST_CASE("convex_polygons_time_of_impact: already overlapping, moving away, not moving") {
  const Points inside{{4, 4}, {6, 4}, {6, 6}, {4, 6}};
  const SweepResult overlapping = convex_polygons_time_of_impact(square, inside, {100, 3});
  CHECK(overlapping.hit);
  CHECK(overlapping.toi == 0);
  CHECK(overlapping.overlapping_at_start);
  CHECK(overlapping.normal == Vec2{0, 0});
  // The box left of the wall moving further left: the windows lie before t = 0.
  CHECK_FALSE(convex_polygons_time_of_impact(wall, box, {-5, 1}).hit);
  // Zero velocity: every axis is always or never; the answer is the static test's.
  SweepTrace trace;
  const SweepResult still = convex_polygons_time_of_impact(wall, box, {0, 0}, trace);
  CHECK_FALSE(still.hit);
  CHECK(still.never == 1);  // A's e1: the box lies wholly left of the wall, for ever
  CHECK(trace.axes[1].overlap == Overlap::Never);
  const SweepResult touching_still = convex_polygons_time_of_impact(wall, moved(box, {8, 0}), {0, 0});
  CHECK(touching_still.hit);
  CHECK(touching_still.toi == 0);
  // Touching at t = 0 and moving in: the contact axis is known.
  const SweepResult touching_in = convex_polygons_time_of_impact(wall, moved(box, {8, 0}), {1, 0});
  CHECK(touching_in.hit);
  CHECK(touching_in.toi == 0);
  CHECK(touching_in.normal == Vec2{-1, 0});
}

TEST_CASE("convex_polygons_time_of_impact: a velocity parallel to an edge") {
  // A slab 10 × 1; a unit box sliding right along its top line touches from t = 0.1 (its right
  // side reaches x = 0); one ulp higher it slides past for ever.
  const Points slab{{0, 0}, {10, 0}, {10, 1}, {0, 1}};
  const Points on_line{{-3, 1}, {-2, 1}, {-2, 2}, {-3, 2}};
  const SweepResult r = convex_polygons_time_of_impact(slab, on_line, {20, 0});
  CHECK(r.hit);
  CHECK(r.toi == doctest::Approx(0.1).epsilon(1e-15));
  CHECK(r.normal == Vec2{-1, 0});
  const double above = std::nextafter(1.0, 2.0);
  const Points over{{-3, above}, {-2, above}, {-2, 2}, {-3, 2}};
  const SweepResult miss = convex_polygons_time_of_impact(slab, over, {20, 0});
  CHECK_FALSE(miss.hit);
  CHECK(miss.never == 0);  // A's e0 (the bottom's line, normal down) already keeps B above
}

TEST_CASE("convex_polygons_time_of_impact: segments, points and empty input") {
  // A point moving along a segment's line onto it; a point passing beside a segment.
  const Points segment{{0, 0}, {4, 0}}, point{{-2, 0}}, beside{{-2, 1}};
  const SweepResult along = convex_polygons_time_of_impact(segment, point, {4, 0});
  CHECK(along.hit);
  CHECK(along.toi == 0.5);
  CHECK_FALSE(convex_polygons_time_of_impact(segment, beside, {8, 0}).hit);
  // Two points: one moving exactly onto the other, and one just missing it.
  CHECK(convex_polygons_time_of_impact(Points{{1, 1}}, Points{{0, 0}}, {2, 2}).toi == 0.5);
  CHECK_FALSE(convex_polygons_time_of_impact(Points{{1, 1}}, Points{{0, 0}}, {2, 3}).hit);
  CHECK_FALSE(convex_polygons_time_of_impact(Points{}, box, {1, 0}).hit);
  // A repeated vertex (a zero-length edge) is skipped, not tested.
  SweepTrace trace;
  const Points repeated{{10, 0}, {10, 0}, {11, 0}, {11, 10}, {10, 10}};
  CHECK(convex_polygons_time_of_impact(repeated, box, {16, 0}, trace).toi == 0.5);
  CHECK(trace.axes[0].degenerate);
}

TEST_CASE("convex_polygons_time_of_impact: the end of the step compared exactly, not by dividing") {
  // A thin triangle's tip at x = −2⁻⁶⁰ moving right at speed 1 at a wall whose face is x = 1:
  // the gap is 1 + 2⁻⁶⁰, so the tip arrives just after the step ends: a miss. In doubles the
  // gap rounds to 1 and gap / speed to exactly 1.0, which would call it a hit.
  const Points thin{{1, -1}, {2, -1}, {2, 1}, {1, 1}};
  const double tip_x = -0x1p-60;
  const Points tip{{tip_x, 0}, {-1, 0x1p-30}, {-1, -0x1p-30}};
  REQUIRE((1 - tip_x) / 1.0 == 1.0);
  CHECK_FALSE(convex_polygons_time_of_impact(thin, tip, {1, 0}).hit);
  // One ulp faster, the tip arrives just before the end.
  const SweepResult r = convex_polygons_time_of_impact(thin, tip, {1 + 0x1p-52, 0});
  CHECK(r.hit);
  CHECK(r.toi < 1);
  CHECK(r.toi == doctest::Approx(1).epsilon(1e-15));
}

TEST_CASE("circles_time_of_impact: by hand") {
  const Circle a{{10, 0}, 1};
  // Surfaces 8 apart, closing at 16 per step: t = 0.5, normal from a back towards b.
  const SweepResult hit = circles_time_of_impact(a, Circle{{0, 0}, 1}, {16, 0});
  CHECK(hit.hit);
  CHECK(hit.toi == 0.5);
  CHECK(hit.normal == Vec2{-1, 0});
  // Passing above at centre distance 2 + ulp misses; at exactly 2 they graze at t = 0.5.
  CHECK_FALSE(circles_time_of_impact(a, Circle{{0, std::nextafter(2.0, 3.0)}, 1}, {20, 0}).hit);
  const SweepResult graze = circles_time_of_impact(a, Circle{{0, 2}, 1}, {20, 0});
  CHECK(graze.hit);
  CHECK(graze.toi == 0.5);
  CHECK(graze.normal == Vec2{0, 1});
  // Overlapping: toi 0, no normal. Moving away, standing still, stopping short: misses.
  const SweepResult overlapping = circles_time_of_impact(a, Circle{{10.5, 0}, 1}, {-3, 0});
  CHECK(overlapping.hit);
  CHECK(overlapping.toi == 0);
  CHECK(overlapping.normal == Vec2{0, 0});
  CHECK_FALSE(circles_time_of_impact(a, Circle{{0, 0}, 1}, {-16, 0}).hit);
  CHECK_FALSE(circles_time_of_impact(a, Circle{{0, 0}, 1}, {0, 0}).hit);
  CHECK_FALSE(circles_time_of_impact(a, Circle{{0, 0}, 1}, {4, 0}).hit);
  // Stopping exactly on contact: t = 1.
  CHECK(circles_time_of_impact(a, Circle{{0, 0}, 1}, {8, 0}).toi == 1);
  // Touching at the start: a hit at 0 with the contact normal.
  CHECK(circles_time_of_impact(a, Circle{{8, 0}, 1}, {0, 0}).normal == Vec2{-1, 0});
}

TEST_CASE("circle_polygon_time_of_impact: by hand") {
  // A unit circle at (0, 5) moving right at the wall (x = 10): its rim reaches the wall at
  // x = 9, after 9 of 16: t = 0.5625, first touching e3 (the wall's left side).
  collide::CirclePolygonSweepTrace trace;
  const SweepResult r = circle_polygon_time_of_impact(Circle{{0, 5}, 1}, {16, 0}, wall, trace);
  CHECK(r.hit);
  CHECK(r.toi == doctest::Approx(0.5625).epsilon(1e-14));
  CHECK(r.normal.x == doctest::Approx(-1));
  CHECK(r.normal.y == doctest::Approx(0).epsilon(1e-15));
  CHECK(trace.contact_edge == 3);
  // Sliding along the square's top line at height 11 + ulp: a miss; at 11 it touches the
  // corner (0, 10) when the centre is above it, at t = 5/20.
  CHECK_FALSE(circle_polygon_time_of_impact(Circle{{-5, std::nextafter(11.0, 12.0)}, 1}, {20, 0}, square).hit);
  const SweepResult slide = circle_polygon_time_of_impact(Circle{{-5, 11}, 1}, {20, 0}, square, trace);
  CHECK(slide.hit);
  CHECK(slide.toi == doctest::Approx(0.25).epsilon(1e-12));
  // A corner first: the centre runs along y = 10.5 towards the corner (0, 10); it touches when
  // x = −√0.75, after (5 − √0.75)/20.
  const SweepResult corner = circle_polygon_time_of_impact(Circle{{-5, 10.5}, 1}, {20, 0}, square, trace);
  CHECK(corner.hit);
  CHECK(corner.toi == doctest::Approx((5 - std::sqrt(0.75)) / 20).epsilon(1e-13));
  CHECK(trace.contact_vertex == 3);
  CHECK(corner.normal.x == doctest::Approx(-std::sqrt(0.75)));
  CHECK(corner.normal.y == doctest::Approx(0.5));
  // Inside at the start; moving away; standing still apart.
  CHECK(circle_polygon_time_of_impact(Circle{{5, 5}, 1}, {1, 0}, square).overlapping_at_start);
  CHECK_FALSE(circle_polygon_time_of_impact(Circle{{-5, 5}, 1}, {-10, 0}, square).hit);
  CHECK_FALSE(circle_polygon_time_of_impact(Circle{{-5, 5}, 1}, {0, 0}, square).hit);
  CHECK_FALSE(circle_polygon_time_of_impact(Circle{{-5, 5}, 1}, {1, 0}, Points{}).hit);
}
