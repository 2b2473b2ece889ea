// Which edge or vertex acts on a shared axis (acting.hpp), as the separating axis test and the
// swept test record it, and the tunnelling path's stretch on the wall (frames.hpp). Each case is
// a rectangle, a triangle or a segment whose answer is read off the drawing by hand.
#include <doctest/doctest.h>

#include <cmath>
#include <vector>

#include "collide/acting.hpp"
#include "collide/frames.hpp"
#include "collide/sat.hpp"
#include "collide/time_of_impact.hpp"

namespace test_acting {

using collide::AxisOwner;
using collide::Feature;
using collide::Vec2;

// Counter-clockwise: e0 bottom (normal (0, −w)), e1 right, e2 top, e3 left.
const std::vector<Vec2> kBox{{-3, -2}, {3, -2}, {3, 2}, {-3, 2}};

TEST_CASE("feature_facing: a rectangle's parallel edges, either winding; a triangle's far vertex; a segment") {
  // e1's normal (4, 0) points right, out of the counter-clockwise box: its right side is e1,
  // its left side e3.
  CHECK(collide::feature_facing(kBox, AxisOwner::A, 1, +1) == Feature{AxisOwner::A, 1, -1});
  CHECK(collide::feature_facing(kBox, AxisOwner::A, 1, -1) == Feature{AxisOwner::A, 3, -1});
  // e0's normal (0, −6) points down, out of the box: up its axis is the top, e2.
  CHECK(collide::feature_facing(kBox, AxisOwner::A, 0, +1) == Feature{AxisOwner::A, 0, -1});
  CHECK(collide::feature_facing(kBox, AxisOwner::A, 0, -1) == Feature{AxisOwner::A, 2, -1});
  // Clockwise, the same corners: e0 runs (−3, 2) → (3, 2) along the top, its normal (0, −6)
  // points into the box, down. Its down side is e2 of this order: (3, −2) → (−3, −2).
  const std::vector<Vec2> clockwise{{-3, 2}, {3, 2}, {3, -2}, {-3, -2}};
  CHECK(collide::feature_facing(clockwise, AxisOwner::B, 0, +1) == Feature{AxisOwner::B, 2, -1});
  CHECK(collide::feature_facing(clockwise, AxisOwner::B, 0, -1) == Feature{AxisOwner::B, 0, -1});
  // A triangle with its base e0 along y = 0 and apex (1, 3): above the base's axis is the apex.
  const std::vector<Vec2> triangle{{0, 0}, {2, 0}, {1, 3}};
  CHECK(collide::feature_facing(triangle, AxisOwner::A, 0, -1) == Feature{AxisOwner::A, -1, 2});
  // A segment: its two edges run both ways along one line; each faces the way its normal points.
  const std::vector<Vec2> segment{{0, 0}, {4, 0}};
  CHECK(collide::feature_facing(segment, AxisOwner::A, 0, +1) == Feature{AxisOwner::A, 0, -1});
  CHECK(collide::feature_facing(segment, AxisOwner::A, 0, -1) == Feature{AxisOwner::A, 1, -1});
}

TEST_CASE("SAT acting feature: B sunk into A's left side leaves through e3; B above A lies across e2") {
  collide::SatTrace trace;
  const std::vector<Vec2> left{{-5.5, -1}, {-2.5, -1}, {-2.5, 1}, {-5.5, 1}};
  collide::convex_polygons_collide(kBox, left, collide::SatOptions{.early_exit = false}, trace);
  CHECK(trace.result.mtv == Vec2{-0.5, 0});
  CHECK(trace.result.acting == Feature{AxisOwner::A, 3, -1});
  // The first gap in book order is A's e0 axis (y); B is above it, across e2.
  const std::vector<Vec2> above{{3.5, 10}, {5.5, 10}, {5.5, 12}, {3.5, 12}};
  collide::convex_polygons_collide(kBox, above, collide::SatOptions{}, trace);
  CHECK(trace.result.deciding == 0);
  CHECK(trace.result.acting == Feature{AxisOwner::A, 2, -1});
  // A circle sunk 0.5 into A's bottom: out through e0, downward.
  collide::convex_polygon_circle_collide(kBox, collide::Circle{{0, -2.5}, 1}, collide::SatOptions{.early_exit = false},
                                         trace);
  CHECK(trace.result.acting == Feature{AxisOwner::A, 0, -1});
}

TEST_CASE("swept test acting features: entering through A's left edge; leaving through its right; a gap above") {
  collide::TimeOfImpactTrace trace;
  // B x −5 … −4 moving +5.5: it enters A (x 0 … 2) through A's left side, e3, with B's right
  // side e1 leading.
  const std::vector<Vec2> a{{0, -2}, {2, -2}, {2, 2}, {0, 2}}, b{{-5, 0}, {-4, 0}, {-4, 1}, {-5, 1}};
  collide::convex_polygons_time_of_impact(a, b, {5.5, 0}, trace);
  REQUIRE(trace.result.hit);
  CHECK(trace.result.toi == doctest::Approx(4 / 5.5));
  CHECK(trace.result.at_entry == Feature{AxisOwner::A, 3, -1});
  CHECK(trace.result.at_exit == Feature{AxisOwner::A, 1, -1});
  // B 1 above A moving left: never nearer across A's top.
  const std::vector<Vec2> high{{3, 3}, {4, 3}, {4, 4}, {3, 4}};
  collide::convex_polygons_time_of_impact(a, high, {-7, 0}, trace);
  CHECK(trace.result.miss == collide::TimeOfImpactMiss::Never);
  CHECK(trace.result.at_never == Feature{AxisOwner::A, 2, -1});
}

TEST_CASE("circle time of impact: a circle exactly r above an edge, moving along it, touches it while over it") {
  // Radius 0.5, centre (4, 2.5) moving by (−8, 0) over the top edge y = 2, x −1 … 1: its lowest
  // point is on the edge while 4 − 8t ∈ [−1, 1], from t = 0.375.
  const std::vector<Vec2> a{{-1, -2}, {1, -2}, {1, 2}, {-1, 2}};
  collide::CirclePolygonTimeOfImpactTrace trace;
  collide::circle_polygon_time_of_impact({{4, 2.5}, 0.5}, {-8, 0}, a, trace);
  CHECK(trace.result.hit);
  CHECK(trace.edge_times[2] == doctest::Approx(0.375));
  CHECK(trace.result.toi == doctest::Approx(0.375));
  CHECK(trace.result.normal == Vec2{0, 1});
  // Moving away from the edge's ends (x 4 → 8), it never comes over it.
  collide::circle_polygon_time_of_impact({{4, 2.5}, 0.5}, {4, 0}, a, trace);
  CHECK(trace.edge_times[2] == -1);
}

TEST_CASE("tunnelling path span: head on the wall plus the mover; grazing the end, the chord; passing by, none") {
  const collide::Rect wall{0, -2, 0.25, 4};
  collide::FramesTrace trace;
  // Head on: 0.25 + 0.5.
  collide::circle_rect_frames({{-3, 0}, 0.25}, {0.5, 0}, wall, 40, trace);
  CHECK(trace.result.path_span == doctest::Approx(0.75));
  // Centre 0.2 above the top: 0.25 + 2·√(0.25² − 0.2²) = 0.25 + 0.3 = 0.55.
  collide::circle_rect_frames({{-3, 2.2}, 0.25}, {0.5, 0}, wall, 40, trace);
  CHECK(trace.result.path_span == doctest::Approx(0.55));
  CHECK(trace.result.span == doctest::Approx(0.75));
  // Centre 0.3 above the top: the ball passes clear.
  collide::circle_rect_frames({{-3, 2.3}, 0.25}, {0.5, 0}, wall, 40, trace);
  CHECK(trace.result.path_span == -1);
  // A box 0.5 across, its middle 2.1 up: it overlaps the wall's top 0.15 in y, so its stretch is
  // the full 0.25 + 0.5 along x; at 2.3 up it passes clear.
  collide::rect_frames({-3.25, 1.85, 0.5, 0.5}, {0.5, 0}, wall, 40, trace);
  CHECK(trace.result.path_span == doctest::Approx(0.75));
  collide::rect_frames({-3.25, 2.3, 0.5, 0.5}, {0.5, 0}, wall, 40, trace);
  CHECK(trace.result.path_span == -1);
  // A slanted step: the ball's centre crosses the wall grown by 0.25 along (0.6, 0.8) through
  // the middle of its side: x from −0.25 to 0.5, a stretch 0.75 / 0.6 = 1.25 long.
  collide::circle_rect_frames({{-3, -4}, 0.25}, {0.6, 0.8}, wall, 40, trace);
  CHECK(trace.result.path_span == doctest::Approx(1.25));
}

}  // namespace test_acting
