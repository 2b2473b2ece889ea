// Contact points by clipping: hand-worked boxes a reader can check on squared paper.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include "collide/contact.hpp"

namespace test_contact {

using collide::Vec2;
using Points = std::vector<Vec2>;

Points reversed(Points p) {
  std::reverse(p.begin(), p.end());
  return p;
}

TEST_CASE("polygon_contact_points: a 2 × 1 box 0.5 deep in the right side of a 2 × 2 box: two points") {
  // A = [0, 2]², B = [1.5, 3.5] × [0.5, 1.5]. A's right edge (edge 1, normal (1, 0)) sees B's
  // nearest vertices at x = 1.5: separation −0.5. B's left edge (edge 3) sees A's at x = 2: also
  // −0.5, a tie, so A's edge is the reference. B's left edge is the incident one; both its ends
  // lie between A's side planes y = 0 and y = 2, each 0.5 below A's right edge.
  const Points a{{0, 0}, {2, 0}, {2, 2}, {0, 2}}, b{{1.5, 0.5}, {3.5, 0.5}, {3.5, 1.5}, {1.5, 1.5}};
  collide::ContactTrace trace;
  const auto r = collide::polygon_contact_points(a, b, trace);
  CHECK(r.touching);
  CHECK(trace.face_a.edge == 1);
  CHECK(trace.face_a.separation == -0.5);
  CHECK(trace.face_b.edge == 3);
  CHECK(trace.face_b.separation == -0.5);
  CHECK(r.reference_on_a);
  CHECK(r.reference_edge == 1);
  CHECK(r.incident_edge == 3);
  CHECK(r.normal == Vec2{1, 0});
  REQUIRE(r.count == 2);
  CHECK(r.points[0] == collide::ContactPoint{{1.5, 1.5}, -0.5, 3, -1});
  CHECK(r.points[1] == collide::ContactPoint{{1.5, 0.5}, -0.5, 0, -1});
  CHECK(trace.first_count == 2);
  CHECK(trace.second_count == 2);
}

TEST_CASE("polygon_contact_points: a taller box is cut at the reference edge's side plane y = 2") {
  // B = [1.5, 3.5] × [1, 3]: its left edge runs from (1.5, 3) down to (1.5, 1). The side plane
  // through A's vertex 2 = (2, 2) keeps y ≤ 2: the end (1.5, 3) goes, the cut (1.5, 2) comes in.
  const Points a{{0, 0}, {2, 0}, {2, 2}, {0, 2}}, b{{1.5, 1}, {3.5, 1}, {3.5, 3}, {1.5, 3}};
  collide::ContactTrace trace;
  const auto r = collide::polygon_contact_points(a, b, trace);
  CHECK(r.reference_edge == 1);
  CHECK(r.incident_edge == 3);
  CHECK(trace.first_count == 2);
  REQUIRE(r.count == 2);
  CHECK(r.points[0] == collide::ContactPoint{{1.5, 1}, -0.5, 0, -1});
  CHECK(r.points[1] == collide::ContactPoint{{1.5, 2}, -0.5, -1, 2});
}

TEST_CASE("polygon_contact_points: a diamond's corner 0.5 into a box's top: one point, the other end above") {
  // A = [0, 4] × [0, 2]; B a diamond of radius 1 about (2, 2.5). A's top edge (edge 2, from (4, 2)
  // to (0, 2)) has separation 1.5 − 2 = −0.5; B's best edge only −2.5/√2. B's edges 0 and 3 are
  // equally opposed to (0, 1): the first, edge 0 from (2, 1.5) to (3, 2.5), is incident. Its end
  // (2, 1.5) lies 0.5 below A's top and is kept; (3, 2.5) lies 0.5 above and is not.
  const Points a{{0, 0}, {4, 0}, {4, 2}, {0, 2}}, b{{2, 1.5}, {3, 2.5}, {2, 3.5}, {1, 2.5}};
  collide::ContactTrace trace;
  const auto r = collide::polygon_contact_points(a, b, trace);
  CHECK(r.reference_on_a);
  CHECK(r.reference_edge == 2);
  CHECK(r.incident_edge == 0);
  CHECK(trace.face_b.separation == doctest::Approx(-2.5 / std::sqrt(2.0)));
  CHECK(r.normal == Vec2{0, 1});
  REQUIRE(r.count == 1);
  CHECK(r.points[0] == collide::ContactPoint{{2, 1.5}, -0.5, 0, -1});
  CHECK(trace.kept[0]);
  CHECK_FALSE(trace.kept[1]);
  CHECK(trace.second_clip[1].separation == 0.5);
}

TEST_CASE("polygon_contact_points: B's edge as the reference: the normal still points from A to B") {
  // The diamond and the box swapped: the reference edge is the box's (now B's) top, whose outward
  // normal (0, 1) points from B to A; the normal reported is (0, −1), from the diamond down.
  const Points a{{2, 1.5}, {3, 2.5}, {2, 3.5}, {1, 2.5}}, b{{0, 0}, {4, 0}, {4, 2}, {0, 2}};
  const auto r = collide::polygon_contact_points(a, b);
  CHECK_FALSE(r.reference_on_a);
  CHECK(r.reference_edge == 2);
  CHECK(r.incident_edge == 0);
  CHECK(r.normal == Vec2{0, -1});
  REQUIRE(r.count == 1);
  CHECK(r.points[0].point == Vec2{2, 1.5});
  CHECK(r.points[0].separation == -0.5);
}

TEST_CASE("polygon_contact_points: clockwise polygons give the same points, the edges renumbered") {
  // Reversing v0 v1 v2 v3 gives v3 v2 v1 v0, whose edge k is the old edge 2 − k (mod 4) walked
  // backwards: A's right edge stays edge 1, B's left edge stays edge 3.
  const Points a{{0, 0}, {2, 0}, {2, 2}, {0, 2}}, b{{1.5, 0.5}, {3.5, 0.5}, {3.5, 1.5}, {1.5, 1.5}};
  const auto r = collide::polygon_contact_points(reversed(a), reversed(b));
  CHECK(r.reference_on_a);
  CHECK(r.reference_edge == 1);  // old edge 1 → 2 − 1 = 1
  CHECK(r.incident_edge == 3);   // old edge 3 → 2 − 3 + 4 = 3
  CHECK(r.normal == Vec2{1, 0});
  REQUIRE(r.count == 2);
  CHECK(std::min(r.points[0].point.y, r.points[1].point.y) == 0.5);
  CHECK(std::max(r.points[0].point.y, r.points[1].point.y) == 1.5);
  CHECK(r.points[0].separation == -0.5);
  CHECK(r.points[1].separation == -0.5);
}

TEST_CASE("polygon_contact_points: boxes side by side touch with separation 0; a gap gives no points") {
  const Points a{{0, 0}, {2, 0}, {2, 2}, {0, 2}};
  const auto touching = collide::polygon_contact_points(a, Points{{2, 0.5}, {4, 0.5}, {4, 1}, {2, 1}});
  CHECK(touching.touching);
  REQUIRE(touching.count == 2);
  CHECK(touching.points[0].separation == 0);
  CHECK(touching.points[1].separation == 0);
  const auto apart = collide::polygon_contact_points(a, Points{{2.5, 0}, {4, 0}, {4, 1}, {2.5, 1}});
  CHECK_FALSE(apart.touching);
  CHECK(apart.count == 0);
  CHECK(apart.normal == Vec2{0, 0});
}

TEST_CASE("polygon_contact_points: a polygon with no area has no edge to clip against") {
  const Points a{{0, 0}, {2, 0}, {2, 2}, {0, 2}}, flat{{1, 1}, {2, 1}, {3, 1}};
  const auto r = collide::polygon_contact_points(a, flat);
  CHECK_FALSE(r.touching);
  CHECK(r.count == 0);
}

}  // namespace test_contact
