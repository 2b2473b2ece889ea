// The fast paths of the distance and contact chapter (collide/fast/distance.hpp): hand-worked
// cases, the exact oracles the book's versions answer to (distance_oracle.hpp, ray_oracle.hpp,
// contact_oracle.hpp), and the book's own answer on random and degenerate inputs: field for field
// for the contact points and ray casts; for GJK, which takes its own steps, the same verdict, the
// distance and witness points on their shapes. (Box2D's b2CollidePolygons checks the fast
// contact points too: test_contact_box2d.cpp.)
//
// Index of this file:
//   [SECTION] same: the field-for-field comparisons
//   [SECTION] each fast path on vertex lists, by hand
//   [SECTION] PreparedPolygon's stored parts and the prepared paths, by hand
//   [SECTION] the prepared GJK's face pass, and the prepared contact points' ties
//   [SECTION] the face pass's summaries, each SIMD build, by hand
//   [SECTION] the prepared ray cast one ulp off an edge
//   [SECTION] the 600 oracle cases, vertex lists and prepared
//   [SECTION] the slow 3·10⁴ poses
//   [SECTION] the ray cast's lanes, each SIMD build, against the book's trace
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "collide/fast/distance.hpp"
#include "collide/fast/prepared.hpp"
#include "collide/convex.hpp"
#include "collide/fast/ray_lanes.hpp"
#include "contact_oracle.hpp"
#include "distance_oracle.hpp"
#include "ray_oracle.hpp"

namespace test_fast_distance {

using collide::GjkStop;
using collide::Vec2;
using collide::fast::PreparedPolygon;
using Points = std::vector<Vec2>;

const Points unit_square{{0, 0}, {1, 0}, {1, 1}, {0, 1}};

// [SECTION] same: the field-for-field comparisons
bool same(const collide::GjkResult& f, const collide::GjkResult& b) {
  bool simplex = f.simplex.count == b.simplex.count;
  for (int i = 0; simplex && i < b.simplex.count; ++i) {
    const auto k = static_cast<std::size_t>(i);
    simplex = f.simplex.v[k] == b.simplex.v[k] && f.simplex.weight[k] == b.simplex.weight[k];
  }
  return simplex && f.overlap == b.overlap && f.distance == b.distance && f.witness_a == b.witness_a &&
         f.witness_b == b.witness_b && f.iterations == b.iterations && f.stop == b.stop;
}

/// The fast GJK answers the book's question as the book does: the same verdict, a distance
/// within `tolerance` of the book's, and witness points within it of their shapes and as far
/// apart as the distance says. (Its iterations and simplex are its own.)
bool answers_like(const collide::GjkResult& f, const collide::GjkResult& book, collide::Polygon a, collide::Polygon b,
                  double tolerance) {
  using distance_oracle::distance_to;
  const bool on_shapes = distance_to(f.witness_a, a) <= tolerance && distance_to(f.witness_b, b) <= tolerance;
  const bool apart_as_said = f.overlap || std::fabs(glm::length(f.witness_b - f.witness_a) - f.distance) <= tolerance;
  return f.overlap == book.overlap && std::fabs(f.distance - book.distance) <= tolerance && on_shapes && apart_as_said;
}

bool same(const collide::ContactResult& f, const collide::ContactResult& b) {
  bool points = f.count == b.count;
  for (int i = 0; points && i < b.count; ++i)
    points = f.points[static_cast<std::size_t>(i)] == b.points[static_cast<std::size_t>(i)];
  return points && f.touching == b.touching && f.normal == b.normal && f.reference_on_a == b.reference_on_a &&
         f.reference_edge == b.reference_edge && f.incident_edge == b.incident_edge;
}

bool same(const collide::RayHit& f, const collide::RayHit& b) {
  return f.hit == b.hit && f.fraction == b.fraction && f.point == b.point && f.normal == b.normal && f.edge == b.edge &&
         f.starts_inside == b.starts_inside && f.vertex == b.vertex && f.vertex_edges == b.vertex_edges;
}

// [SECTION] each fast path on vertex lists, by hand
TEST_CASE("fast::gjk_distance: squares 2 apart; a triangle and a point √2 away; a point inside; empty") {
  // The boxes are apart, so the search takes its supports within rounding: from the centres'
  // (3, 0), A's farthest is v1 (1, 0) (v2 (1, 1) ties: the first), B's v0 (3, 0); w = (−2, 0),
  // and from there (−2, 0) again: no nearer. A − B = [−4, −2] × [−1, 1], nearest (−2, 0).
  const auto apart = collide::fast::gjk_distance(unit_square, Points{{3, 0}, {4, 0}, {4, 1}, {3, 1}});
  CHECK_FALSE(apart.overlap);
  CHECK(apart.distance == 2);
  CHECK(apart.iterations == 1);
  CHECK(apart.stop == GjkStop::NoCloser);
  CHECK(apart.witness_a == Vec2{1, 0});
  CHECK(apart.witness_b == Vec2{3, 0});
  // (3, 3) is √2 from the edge x + y = 4, nearest at (2, 2), the edge's midpoint: weights ½, ½.
  const auto point = collide::fast::gjk_distance(Points{{0, 0}, {4, 0}, {0, 4}}, Points{{3, 3}});
  CHECK_FALSE(point.overlap);
  CHECK(point.distance == std::sqrt(2.0));
  CHECK(point.witness_a == Vec2{2, 2});
  CHECK(point.witness_b == Vec2{3, 3});
  // (1, 1) is inside the triangle: the kernel's point, the centre of where the boxes overlap, is
  // (1, 1) itself, surely in both; it is the witness on each.
  const auto inside = collide::fast::gjk_distance(Points{{0, 0}, {4, 0}, {0, 4}}, Points{{1, 1}});
  CHECK(inside.overlap);
  CHECK(inside.distance == 0);
  CHECK(inside.stop == GjkStop::Inside);
  CHECK(inside.witness_a == Vec2{1, 1});
  CHECK(inside.witness_b == Vec2{1, 1});
  CHECK(collide::fast::gjk_distance(Points{}, unit_square).stop == GjkStop::Empty);
}

TEST_CASE("fast::gjk_distance: squares touching along an edge, and at one shared corner, overlap at distance 0") {
  // Touching proves nothing to the kernel (a depth of 0 is within its rounding), so the exact
  // search decides: the origin lies on A − B's edge. The same for two squares meeting only at
  // (1, 1), where A − B's corner is the origin itself. A shortcut that took the boxes' touching
  // for apart, or the kernel's doubt for a gap, would answer "apart" here.
  const auto edge = collide::fast::gjk_distance(unit_square, Points{{1, 0}, {2, 0}, {2, 1}, {1, 1}});
  CHECK(edge.overlap);
  CHECK(edge.distance == 0);
  CHECK(edge.stop == GjkStop::OnSimplex);
  CHECK(edge.witness_a.x == 1);
  CHECK(edge.witness_a == edge.witness_b);
  const auto corner = collide::fast::gjk_distance(unit_square, Points{{1, 1}, {2, 1}, {2, 2}, {1, 2}});
  CHECK(corner.overlap);
  CHECK(corner.distance == 0);
  CHECK(corner.witness_a == Vec2{1, 1});
  CHECK(corner.witness_b == Vec2{1, 1});
  // One ulp of 1 apart at that corner: apart, by the one ulp.
  const double gap = 0x1p-52;
  const auto near = collide::fast::gjk_distance(unit_square, Points{{1 + gap, 1}, {2, 1}, {2, 2}, {1 + gap, 2}});
  CHECK_FALSE(near.overlap);
  CHECK(near.distance == gap);
}

TEST_CASE("fast::gjk_distance: parallel faces 2 apart: any pair across them is nearest, and the one given is") {
  // B's left side x = 3 faces A's right side x = 1 over y ∈ [0.5, 1]: every pair (1, y), (3, y)
  // there is 2 apart. (The book takes the first of A's tied vertices, (1, 0), as its support, and
  // its witness follows; the fast search may take either: both are right.)
  const Points b{{3, 0.5}, {4, 0.5}, {4, 1.5}, {3, 1.5}};
  for (const auto& f : {collide::fast::gjk_distance(unit_square, b),
                        collide::fast::gjk_distance(PreparedPolygon(unit_square), PreparedPolygon(b))}) {
    CHECK_FALSE(f.overlap);
    CHECK(f.distance == 2);
    CHECK(f.witness_a.x == 1);
    CHECK(f.witness_a.y >= 0.5);
    CHECK(f.witness_a.y <= 1);
    CHECK(f.witness_b == f.witness_a + Vec2{2, 0});
  }
}

TEST_CASE("fast::polygon_contact_points: a 2 × 1 box 0.5 deep in a 2 × 2 box; a diamond's corner; apart") {
  // As test_contact.cpp: B's left edge x = 1.5 is the incident edge, clipped by A's right edge
  // (x = 2) side planes y = 0 and y = 2: points (1.5, 0.5) and (1.5, 1.5), each 0.5 deep.
  const Points a{{0, 0}, {2, 0}, {2, 2}, {0, 2}}, b{{1.5, 0.5}, {3.5, 0.5}, {3.5, 1.5}, {1.5, 1.5}};
  const auto r = collide::fast::polygon_contact_points(a, b);
  CHECK(r.touching);
  CHECK(r.normal == Vec2{1, 0});
  REQUIRE(r.count == 2);
  CHECK(r.reference_on_a);
  CHECK(r.reference_edge == 1);
  CHECK(r.incident_edge == 3);
  CHECK(r.points[0].point == Vec2{1.5, 1.5});
  CHECK(r.points[1].point == Vec2{1.5, 0.5});
  CHECK(r.points[0].separation == -0.5);
  // A diamond whose lowest corner (1, 1.5) is 0.5 into the box's top y = 2: one point.
  const Points diamond{{1, 1.5}, {2, 2.5}, {1, 3.5}, {0, 2.5}};
  const auto one = collide::fast::polygon_contact_points(a, diamond);
  REQUIRE(one.count == 1);
  CHECK(one.points[0].point == Vec2{1, 1.5});
  CHECK(one.points[0].separation == -0.5);
  CHECK(same(one, collide::polygon_contact_points(a, diamond)));
  // A gap on A's right edge: no points, and B's faces are never asked.
  CHECK_FALSE(collide::fast::polygon_contact_points(a, Points{{3, 0}, {4, 0}, {4, 1}, {3, 1}}).touching);
}

TEST_CASE("fast::ray_cast_polygon: the 2 × 2 box hit a quarter of the way; a miss; a start inside; a straight run") {
  // From (−1, 1) to (3, 1): the box's left edge x = 0 is reached at a quarter of the way.
  const Points box{{0, 0}, {2, 0}, {2, 2}, {0, 2}};
  const auto hit = collide::fast::ray_cast_polygon(box, {-1, 1}, {3, 1});
  CHECK(hit.hit);
  CHECK(hit.fraction == 0.25);
  CHECK(hit.point == Vec2{0, 1});
  CHECK(hit.normal == Vec2{-1, 0});
  CHECK(hit.edge == 3);
  CHECK_FALSE(collide::fast::ray_cast_polygon(box, {-1, 3}, {3, 3}).hit);     // above, along the top's line
  CHECK_FALSE(collide::fast::ray_cast_polygon(box, {-1, 1}, {-0.5, 1}).hit);  // stops short
  const auto inside = collide::fast::ray_cast_polygon(box, {1, 1}, {5, 1});
  CHECK(inside.starts_inside);
  CHECK(inside.fraction == 0);
  CHECK(inside.edge == -1);
  // The left side split at (0, 1) into edge 3 ((0, 2) → (0, 1)) and edge 4 ((0, 1) → (0, 0)) on
  // one line: both cut the ray at t = 1/4, and the slab loop keeps the first, edge 3. The ray at
  // y = 0.5 crosses edge 4, and the book names that one.
  const Points split{{0, 0}, {2, 0}, {2, 2}, {0, 2}, {0, 1}};
  const auto run = collide::fast::ray_cast_polygon(split, {-1, 0.5}, {3, 0.5});
  CHECK(run.edge == 4);
  CHECK(run.fraction == 0.25);
  CHECK(collide::fast::ray_cast_polygon(split, {-1, 1.5}, {3, 1.5}).edge == 3);
  // Through the box's corner (0, 0) exactly, and along the bottom's line into that corner: vertex
  // 0, where e3 and e0 meet, as the book names it.
  for (const Vec2 to : {Vec2{3, 3}, Vec2{3, 0}}) {
    const Vec2 from = to.y == 0 ? Vec2{-1, 0} : Vec2{-1, -1};
    const auto corner = collide::fast::ray_cast_polygon(box, from, to);
    CHECK(corner.vertex == 0);
    CHECK(corner.vertex_edges == std::array{3, 0});
    CHECK(same(corner, collide::ray_cast_polygon(box, from, to)));
  }
  // The book's pentagon along y = 0.9: in at vertex 1, (−2.9, 0.9), where e0 and e1 meet.
  const Points pentagon{{0, 3}, {-2.9, 0.9}, {-1.8, -2.4}, {1.8, -2.4}, {2.9, 0.9}};
  const auto through = collide::fast::ray_cast_polygon(pentagon, {-6, 0.9}, {10, 0.9});
  CHECK(through.vertex == 1);
  CHECK(through.vertex_edges == std::array{0, 1});
  CHECK(same(through, collide::ray_cast_polygon(pentagon, {-6, 0.9}, {10, 0.9})));
  // The prepared path names the same vertex; and a ray that ends exactly on vertex 1 hits it at
  // t = 1, though e0's rounded depth / slope is 6.510000000000002 / 6.510000000000001 > 1.
  const PreparedPolygon prepared(pentagon);
  const auto along = collide::fast::ray_cast_polygon(prepared, {-6, 0.9}, {10, 0.9});
  CHECK(along.vertex == 1);
  CHECK(along.vertex_edges == std::array{0, 1});
  const auto ends = collide::fast::ray_cast_polygon(prepared, {-6, 0.9}, {-2.9, 0.9});
  CHECK(ends.hit);
  CHECK(ends.fraction == 1);
  CHECK(ends.point == Vec2{-2.9, 0.9});
  CHECK(ends.vertex == 1);
  CHECK(same(ends, collide::ray_cast_polygon(pentagon, {-6, 0.9}, {-2.9, 0.9})));
}

// [SECTION] PreparedPolygon's stored parts and the prepared paths, by hand
TEST_CASE(
    "PreparedPolygon: a 2 × 2 box's winding, normals and plain edges, either way round; the box split at (0, 1)") {
  const PreparedPolygon box(Points{{0, 0}, {2, 0}, {2, 2}, {0, 2}});
  CHECK(box.winding() == 1);
  // Edge i runs v[i] → v[i + 1]; its outward normal (e.y, −e.x) for a counter-clockwise outline.
  CHECK(box.edge_normals() == Points{{0, -2}, {2, 0}, {0, 2}, {-2, 0}});
  CHECK(box.unit_normals() == Points{{0, -1}, {1, 0}, {0, 1}, {-1, 0}});
  CHECK(box.largest_x() == 2);
  CHECK(box.largest_y() == 2);
  for (std::size_t i = 0; i < 4; ++i) CHECK(box.plain_edge(i));
  CHECK(box.centre() == Vec2{1, 1});
  CHECK(box.box().max_x == 2);
  // The faces apart, padded to eight: n_i · v_i is 0, 2, 2, 0, then +∞ where there is no edge.
  REQUIRE(box.faces() == 8);
  CHECK(box.face_x()[1] == 1);
  CHECK(box.face_y()[2] == 1);
  CHECK(std::vector<double>(box.face_offset(), box.face_offset() + 5) == std::vector<double>{0, 2, 2, 0, HUGE_VAL});
  // Clockwise: (−e.y, e.x), still outward. Edge 0 is now the left side, (0, 0) → (0, 2).
  const PreparedPolygon clockwise(Points{{0, 0}, {0, 2}, {2, 2}, {2, 0}});
  CHECK(clockwise.winding() == -1);
  CHECK(clockwise.edge_normals()[0] == Vec2{-2, 0});
  CHECK(clockwise.unit_normals()[0] == Vec2{-1, 0});
  // Edges 3 and 4 lie on one line, x = 0: a hit on either may need the book's walk; 0 and 1 not.
  const PreparedPolygon split(Points{{0, 0}, {2, 0}, {2, 2}, {0, 2}, {0, 1}});
  CHECK(split.plain_edge(1));
  CHECK_FALSE(split.plain_edge(3));
  CHECK_FALSE(split.plain_edge(4));
  CHECK(split.plain_edge(0));  // y = 0 between two turns: (0, 1) → (0, 0) before, (2, 0) → (2, 2) after
  // The ray cast's parts apart: x, y, n.x, n.y, four each for the box; the largest |n.x|, |n.y|.
  REQUIRE(box.ray_edges() == 4);
  CHECK(std::vector<double>(box.ray_parts(), box.ray_parts() + 16) ==
        std::vector<double>{0, 2, 2, 0, 0, 0, 2, 2, 0, 2, 0, -2, -2, 0, 2, 0});
  CHECK(box.largest_normal_x() == 2);
  CHECK(box.largest_normal_y() == 2);
  // Five edges padded to eight with copies of vertex 0 and edge 0 ((0, 0), normal (0, −2)).
  REQUIRE(split.ray_edges() == 8);
  CHECK(std::vector<double>(split.ray_parts(), split.ray_parts() + 8) == std::vector<double>{0, 2, 2, 0, 0, 0, 0, 0});
  CHECK(split.ray_parts()[3 * 8 + 7] == -2);
  CHECK(split.largest_normal_x() == 2);  // edge 1, (2, 0) → (2, 2): n = (2, 0)
}

TEST_CASE("the prepared fast paths: squares 2 apart, a box 0.5 deep, a ray a quarter of the way, as by hand") {
  const PreparedPolygon square(unit_square), right(Points{{3, 0}, {4, 0}, {4, 1}, {3, 1}});
  const auto apart = collide::fast::gjk_distance(square, right);
  CHECK(apart.distance == 2);
  CHECK(apart.witness_a == Vec2{1, 0});
  CHECK(apart.witness_b == Vec2{3, 0});
  CHECK(apart.stop == GjkStop::NoCloser);
  const auto inside =
      collide::fast::gjk_distance(PreparedPolygon(Points{{0, 0}, {4, 0}, {0, 4}}), PreparedPolygon(Points{{1, 1}}));
  CHECK(inside.overlap);
  CHECK(inside.witness_a == Vec2{1, 1});
  // B's left edge x = 1.5 clipped by A's right edge's side planes: (1.5, 1.5) and (1.5, 0.5).
  const PreparedPolygon a(Points{{0, 0}, {2, 0}, {2, 2}, {0, 2}}),
      b(Points{{1.5, 0.5}, {3.5, 0.5}, {3.5, 1.5}, {1.5, 1.5}});
  const auto contact = collide::fast::polygon_contact_points(a, b);
  CHECK(contact.normal == Vec2{1, 0});
  REQUIRE(contact.count == 2);
  CHECK(contact.reference_edge == 1);
  CHECK(contact.incident_edge == 3);
  CHECK(contact.points[0].point == Vec2{1.5, 1.5});
  CHECK(contact.points[1].separation == -0.5);
  CHECK_FALSE(collide::fast::polygon_contact_points(a, right).touching);
  // From (−1, 1) to (3, 1): the box's left edge x = 0 at a quarter of the way.
  const auto hit = collide::fast::ray_cast_polygon(a, {-1, 1}, {3, 1});
  CHECK(hit.fraction == 0.25);
  CHECK(hit.edge == 3);
  CHECK(hit.normal == Vec2{-1, 0});
  CHECK_FALSE(collide::fast::ray_cast_polygon(a, {-1, 3}, {3, 3}).hit);  // along the top's line, above
  // Along the top edge itself: touching counts, met at the corner (0, 2) as the left edge is entered.
  const auto along = collide::fast::ray_cast_polygon(a, {-1, 2}, {3, 2});
  CHECK(along.hit);
  CHECK(along.fraction == 0.25);
  CHECK(along.edge == 3);
  CHECK(same(along, collide::ray_cast_polygon(a.outline(), {-1, 2}, {3, 2})));
  CHECK(collide::fast::ray_cast_polygon(a, {1, 1}, {5, 1}).starts_inside);
  // The straight run: the ray at y = 0.5 crosses edge 4 of the split box, as the book names it.
  const PreparedPolygon split(Points{{0, 0}, {2, 0}, {2, 2}, {0, 2}, {0, 1}});
  CHECK(collide::fast::ray_cast_polygon(split, {-1, 0.5}, {3, 0.5}).edge == 4);
  CHECK(collide::fast::ray_cast_polygon(split, {-1, 1.5}, {3, 1.5}).edge == 3);
}

// [SECTION] the prepared GJK's face pass, and the prepared contact points' ties
TEST_CASE("the prepared GJK: a corner 2 above a face, and corner to corner, from the face pass") {
  // The triangle's corner (0.5, 3) is 2 above the square's top y = 1; its foot (0.5, 1) is inside
  // that face, so the face's gap, 2, is the distance.
  const PreparedPolygon square(unit_square);
  const Points over{{0.5, 3}, {1, 4}, {0, 4}};
  const auto face = collide::fast::gjk_distance(square, PreparedPolygon(over));
  CHECK_FALSE(face.overlap);
  CHECK(face.distance == 2);
  CHECK(face.witness_a == Vec2{0.5, 1});
  CHECK(face.witness_b == Vec2{0.5, 3});
  CHECK(face.iterations == 0);
  // Corner (1, 1) to corner (2, 2): every face shows a gap of 1, but no foot falls inside its
  // face (the corner's foot on x = 1 is (1, 2), past the edge's end (1, 1)). That end and (2, 2)
  // are each their square's farthest towards the other, so √2 apart is the distance. A shortcut
  // that took the widest gap for the distance would answer 1.
  const Points diagonal{{2, 2}, {3, 2}, {3, 3}, {2, 3}};
  const auto corners = collide::fast::gjk_distance(square, PreparedPolygon(diagonal));
  CHECK_FALSE(corners.overlap);
  CHECK(corners.distance == std::sqrt(2.0));
  CHECK(corners.witness_a == Vec2{1, 1});
  CHECK(corners.witness_b == Vec2{2, 2});
  // Moved up to (2, 1.5): the foot (1, 1.5) is past the same end; (1, 1) and (2, 1.5) are still
  // each the farthest towards the other: √1.25 apart.
  const Points higher{{2, 1.5}, {3, 1.5}, {3, 2.5}, {2, 2.5}};
  const auto slanted = collide::fast::gjk_distance(square, PreparedPolygon(higher));
  CHECK(slanted.distance == std::sqrt(1.25));
  CHECK(slanted.witness_a == Vec2{1, 1});
  CHECK(slanted.witness_b == Vec2{2, 1.5});
}

TEST_CASE("the prepared GJK: a square's corner just inside a triangle's long side, answered by that corner") {
  // The square [1.8, 3]² pokes its corner (1.8, 1.8) into the triangle below x + y = 4 (1.8 +
  // 1.8 = 3.6). The boxes overlap in [1.8, 3]², whose centre (2.4, 2.4) is outside the triangle
  // (4.8 > 4), so that first try fails; the corner, inside every face of the triangle by more
  // than the pass's slack, is a point in both: the overlap, with no search.
  const Points triangle{{0, 0}, {4, 0}, {0, 4}}, square{{1.8, 1.8}, {3, 1.8}, {3, 3}, {1.8, 3}};
  const auto r = collide::fast::gjk_distance(PreparedPolygon(triangle), PreparedPolygon(square));
  CHECK(r.overlap);
  CHECK(collide::gjk_distance(triangle, square).overlap);
  CHECK(r.distance == 0);
  CHECK(r.witness_a == Vec2{1.8, 1.8});
  CHECK(r.witness_b == Vec2{1.8, 1.8});
  CHECK(r.stop == GjkStop::Inside);
  CHECK(r.iterations == 0);
}

TEST_CASE("surely_inside: the 2 × 2 square's centre 1 inside each face; a triangle's; a 12-gon's, cos 15° inside") {
  // The prepared GJK's first try (the boxes' overlap centre in both) asks this of each polygon:
  // every face's separation n · c − n · p below −slack. The square's centre is 1 from each face.
  using collide::fast::surely_inside;
  const PreparedPolygon square(Points{{0, 0}, {2, 0}, {2, 2}, {0, 2}});
  CHECK(surely_inside(square, {1, 1}, 0.5));
  CHECK_FALSE(surely_inside(square, {1, 1}, 1));   // −1 is not below −1
  CHECK(surely_inside(square, {1, 1.75}, 0.125));  // 0.25 below the top face
  CHECK_FALSE(surely_inside(square, {1, 1.75}, 0.25));
  CHECK_FALSE(surely_inside(square, {1, 2}, 0));  // on the top edge
  for (const Vec2 out : {Vec2{1, -1}, Vec2{3, 1}, Vec2{1, 3}, Vec2{-1, 1}}) CHECK_FALSE(surely_inside(square, out, 0));
  CHECK_FALSE(surely_inside(square, {std::nan(""), 1}, 0));
  // Three faces, padded to eight: (1, 1) is 1 from the legs and √2 from x + y = 4; the padding
  // never keeps a point out.
  const PreparedPolygon triangle(Points{{0, 0}, {4, 0}, {0, 4}});
  CHECK(surely_inside(triangle, {1, 1}, 0.5));
  CHECK_FALSE(surely_inside(triangle, {1, 1}, 1));
  // Twelve faces, padded to sixteen (the wider pass): the regular 12-gon of radius 1 has each face
  // cos 15° ≈ 0.966 from its centre; the point at radius 1 towards 315° is past face 10 (from
  // vertex 10 at 300° to vertex 11 at 330°) and inside every other.
  Points dodecagon;
  const double pi = std::acos(-1.0);
  for (int k = 0; k < 12; ++k) dodecagon.push_back({std::cos(pi * k / 6), std::sin(pi * k / 6)});
  const PreparedPolygon twelve(dodecagon);
  CHECK(surely_inside(twelve, {0, 0}, 0.96));
  CHECK_FALSE(surely_inside(twelve, {0, 0}, 0.97));
  CHECK_FALSE(surely_inside(twelve, {std::cos(pi * 7 / 4), std::sin(pi * 7 / 4)}, 0));
  CHECK(surely_inside(twelve, {0.9 * std::cos(pi * 7 / 4), 0.9 * std::sin(pi * 7 / 4)}, 0.01));
}

TEST_CASE(
    "the prepared contact points: A's and B's faces tied; touching along an edge; a shared corner; one ulp apart") {
  // The prepared path's pass over every face decides only where rounding cannot change the
  // book's choice; these are the cases where it could. The 2 × 1 box 0.5 deep in the 2 × 2 box:
  // A's right face and B's left face both show −0.5, and the book's ≥ makes A's the reference.
  const Points box{{0, 0}, {2, 0}, {2, 2}, {0, 2}};
  const PreparedPolygon a(box);
  const Points deep{{1.5, 0.5}, {3.5, 0.5}, {3.5, 1.5}, {1.5, 1.5}};
  const auto tied = collide::fast::polygon_contact_points(a, PreparedPolygon(deep));
  CHECK(tied.reference_on_a);
  CHECK(tied.reference_edge == 1);
  CHECK(tied.incident_edge == 3);
  CHECK(same(tied, collide::polygon_contact_points(box, deep)));
  // Side by side, touching along x = 2: two points of separation 0, (2, 1) and (2, 0.5).
  const Points beside{{2, 0.5}, {4, 0.5}, {4, 1}, {2, 1}};
  const auto touching = collide::fast::polygon_contact_points(a, PreparedPolygon(beside));
  CHECK(touching.touching);
  REQUIRE(touching.count == 2);
  CHECK(touching.points[0].point == Vec2{2, 1});
  CHECK(touching.points[1].point == Vec2{2, 0.5});
  CHECK(touching.points[0].separation == 0);
  CHECK(touching.points[1].separation == 0);
  CHECK(same(touching, collide::polygon_contact_points(box, beside)));
  // Only the corner (2, 2) shared: touching; A's right face (0, tied with its top, the first
  // kept) is the reference, B's left edge (2, 3) → (2, 2) the incident one, and the side plane
  // y = 2 leaves one end of it, so no points (the book, as b2CollidePolygons, needs both).
  const Points corner{{2, 2}, {3, 2}, {3, 3}, {2, 3}};
  const auto shared = collide::fast::polygon_contact_points(a, PreparedPolygon(corner));
  CHECK(shared.touching);
  CHECK(shared.reference_edge == 1);
  CHECK(shared.incident_edge == 3);
  CHECK(shared.count == 0);
  CHECK(same(shared, collide::polygon_contact_points(box, corner)));
  // Moved right by one ulp of 2: a gap of 2⁻⁵¹, apart.
  const Points ulp{{2 + 0x1p-51, 0.5}, {4, 0.5}, {4, 1}, {2 + 0x1p-51, 1}};
  CHECK_FALSE(collide::fast::polygon_contact_points(a, PreparedPolygon(ulp)).touching);
  // Clear of every tie: the 0.5-deep box with its top-left corner moved to (1.6, 1.5). A's right
  // face shows −0.5, B's tilted left face (1.6, 1.5) → (1.5, 0.5) only −0.55/√1.01 ≈ −0.547: A's
  // is the reference, B's left edge the incident one, both its ends inside y ∈ [0, 2].
  const Points tilted{{1.5, 0.5}, {3.5, 0.5}, {3.5, 1.5}, {1.6, 1.5}};
  const auto clear = collide::fast::polygon_contact_points(a, PreparedPolygon(tilted));
  CHECK(clear.reference_on_a);
  CHECK(clear.reference_edge == 1);
  CHECK(clear.incident_edge == 3);
  REQUIRE(clear.count == 2);
  CHECK(clear.points[0].point == Vec2{1.6, 1.5});
  CHECK(clear.points[1].point == Vec2{1.5, 0.5});
  CHECK(clear.points[1].separation == -0.5);
  CHECK(same(clear, collide::polygon_contact_points(box, tilted)));
}

// [SECTION] the face pass's summaries, each SIMD build, by hand
/// The face pass's builds this processor runs: the x86-64 baseline, and AVX2 where there is one.
std::vector<collide::fast::detail::Simd> face_builds() {
  using collide::fast::detail::Simd;
  std::vector<Simd> builds{Simd::kBaseline};
  if (collide::fast::detail::widest_simd() == Simd::kAvx2) builds.push_back(Simd::kAvx2);
  return builds;
}

TEST_CASE("face_summary, each build: the 2 × 2 square's four faces against a triangle, boxes and a 12-gon's") {
  // The square [0, 2]²: e0 the bottom (normal (0, −1), n · p = 0), e1 the right (2), e2 the top
  // (2), e3 the left (0); four faces of padding. A face's separation: the least n · v over the
  // other's vertices, less n · p.
  const PreparedPolygon square(Points{{0, 0}, {2, 0}, {2, 2}, {0, 2}});
  const double pi = std::acos(-1.0);
  Points dodecagon;
  for (int k = 0; k < 12; ++k) dodecagon.push_back({std::cos(pi * k / 6), std::sin(pi * k / 6)});
  const PreparedPolygon twelve(dodecagon);
  for (const auto simd : face_builds()) {
    CAPTURE(static_cast<int>(simd));
    // The triangle right of x = 3: e1 shows a gap of 1; e0 and e2 −1.5, e3 −4.
    const Points right{{3, 0.5}, {4, 0.5}, {3.5, 1.5}};
    const auto gap = collide::fast::face_summary(square, right, 0.5, simd);
    CHECK(gap.gap);
    CHECK_FALSE(gap.sure);
    CHECK(gap.best == 1);
    CHECK(gap.most == 1);
    CHECK(gap.second == -1.5);
    CHECK_FALSE(collide::fast::face_summary(square, right, 1, simd).gap);  // 1 is not above 1
    // A box [0.25, 1] × [0.5, 1.5] inside, each face's least n · v − n · p its deepest vertex:
    // e0 −1.5, e1 −1.75, e2 −1.5, e3 −1. The widest is e3; the runner-up −1.5 (e0 and e2).
    // Every face is below −0.5, not all below −1.
    const Points inside{{0.25, 0.5}, {1, 0.5}, {1, 1.5}, {0.25, 1.5}};
    const auto in = collide::fast::face_summary(square, inside, 0.5, simd);
    CHECK_FALSE(in.gap);
    CHECK(in.sure);
    CHECK(in.best == 3);
    CHECK(in.most == -1);
    CHECK(in.second == -1.5);
    CHECK_FALSE(collide::fast::face_summary(square, inside, 1, simd).sure);
    // The centred box [0.5, 1.5]²: every face −1.5, a tie: the first face, and the runner-up is
    // the widest again.
    const Points centred{{0.5, 0.5}, {1.5, 0.5}, {1.5, 1.5}, {0.5, 1.5}};
    const auto tie = collide::fast::face_summary(square, centred, 0.25, simd);
    CHECK(tie.best == 0);
    CHECK(tie.most == -1.5);
    CHECK(tie.second == -1.5);
    CHECK(tie.sure);
    // Twelve faces padded to sixteen: the point 2 from the centre at 105° faces face 3 (90°–120°,
    // cos 15° from the centre): 2 − cos 15° ≈ 1.034; its neighbours 2 cos 30° − cos 15° ≈ 0.766.
    const Vec2 far{2 * std::cos(pi * 7 / 12), 2 * std::sin(pi * 7 / 12)};
    const auto wide = collide::fast::face_summary(twelve, Points{far}, 0.5, simd);
    CHECK(wide.best == 3);
    CHECK(wide.most == doctest::Approx(2 - std::cos(pi / 12)).epsilon(1e-12));
    CHECK(wide.second == doctest::Approx(2 * std::cos(pi / 6) - std::cos(pi / 12)).epsilon(1e-12));
    CHECK(wide.gap);
  }
}

TEST_CASE("widest_face, each build: the face with the widest gap of either square, A's first in a tie") {
  const PreparedPolygon square(Points{{0, 0}, {2, 0}, {2, 2}, {0, 2}});
  // A unit square 1 to the right: A's e1 and B's e3 (its left, (−1, 0), n · p = −3) both show
  // a gap of 1; A's face is named. B's vertices least along (1, 0) are 0 and 3 (x = 3): the first.
  const PreparedPolygon beside(Points{{3, 0}, {4, 0}, {4, 1}, {3, 1}});
  // The triangle (3, 1), (5, 0), (5, 2): its own faces show at most −1/√5, so with the square as
  // B, B's e1 (gap 1) wins, and the triangle's vertex 0 is nearest it.
  const PreparedPolygon wedge(Points{{3, 1}, {5, 0}, {5, 2}});
  for (const auto simd : face_builds()) {
    CAPTURE(static_cast<int>(simd));
    const auto tie = collide::fast::widest_face(square, beside, simd);
    CHECK(tie.on_a);
    CHECK(tie.edge == 1);
    CHECK(tie.separation == 1);
    CHECK(tie.nearest == 0);
    const auto mirrored = collide::fast::widest_face(beside, square, simd);
    CHECK(mirrored.on_a);
    CHECK(mirrored.edge == 3);
    CHECK(mirrored.nearest == 1);  // the square's (2, 0) and (2, 2) least along (−1, 0): the first
    const auto on_b = collide::fast::widest_face(wedge, square, simd);
    CHECK_FALSE(on_b.on_a);
    CHECK(on_b.edge == 1);
    CHECK(on_b.separation == 1);
    CHECK(on_b.nearest == 0);
  }
}

TEST_CASE("surely_farthest, each build: a square's corner along a diagonal, not along a face; a pentagon's") {
  const PreparedPolygon square(Points{{0, 0}, {2, 0}, {2, 2}, {0, 2}});
  // Five vertices, stored padded to eight with copies of vertex 0: the copies are not rivals.
  const PreparedPolygon house(Points{{0, 0}, {2, 0}, {2, 2}, {1, 3}, {0, 2}});
  for (const auto simd : face_builds()) {
    CAPTURE(static_cast<int>(simd));
    using collide::fast::surely_farthest;
    CHECK(surely_farthest(square, 2, {1, 1}, simd));
    CHECK_FALSE(surely_farthest(square, 2, {1, 0}, simd));  // (2, 0) as far
    CHECK_FALSE(surely_farthest(square, 1, {1, 1}, simd));
    // Along (1, −0.001), (2, 2) is 0.002 behind (2, 0): far more than 2⁻⁴⁰ · 2 · 1.001.
    CHECK(surely_farthest(square, 1, {1, -0.001}, simd));
    CHECK_FALSE(surely_farthest(square, 2, {1, -0.001}, simd));
    CHECK(surely_farthest(house, 0, {-1, -1}, simd));
    CHECK(surely_farthest(house, 3, {0, 1}, simd));
    CHECK(surely_farthest(house, 4, {-1, 0.5}, simd));
    CHECK_FALSE(surely_farthest(house, 0, {-1, 0}, simd));  // (0, 2) as far
  }
}

TEST_CASE("most_opposed, each build: the incident face of a square, the first of two; an edge of no length passed") {
  // The contact points' incident edge: the face whose unit normal has the least dot product with
  // the reference normal. Against (1, 0): the square's left face e3, −1. Against (1, 1)/√2: the
  // bottom e0 and the left e3 tie at −1/√2; the first.
  const PreparedPolygon square(Points{{0, 0}, {2, 0}, {2, 2}, {0, 2}});
  // (2, 0) written twice: e1 has no length (its normal is zero) and is never the incident edge.
  const PreparedPolygon twice(Points{{0, 0}, {2, 0}, {2, 0}, {2, 2}, {0, 2}});
  const double h = std::sqrt(0.5);
  for (const auto simd : face_builds()) {
    CAPTURE(static_cast<int>(simd));
    using collide::fast::most_opposed;
    CHECK(most_opposed(square, {1, 0}, simd) == 3);
    CHECK(most_opposed(square, {1, 1}, simd) == 0);
    CHECK(most_opposed(square, {h, h}, simd) == 0);
    CHECK(most_opposed(square, {-h, h}, simd) == 0);  // e0 (0, −1) and e1 (1, 0): −1/√2 each
    CHECK(most_opposed(square, {0, -1}, simd) == 2);
    CHECK(most_opposed(twice, {-1, 0}, simd) == 2);  // the right face, now e2
    CHECK(most_opposed(twice, {0, 1}, simd) == 0);
  }
}

// [SECTION] the prepared ray cast one ulp off an edge
TEST_CASE(
    "the prepared ray cast: a start one ulp off the triangle's diagonal edge, either side; the exact side decides") {
  // Edge 2 runs (1, 1) → (0, 0), on y = x; the inside is below it. From (0.5, 0.5 + 2⁻⁵³) the
  // rounded side value is 2⁻⁵³, under its rounding bound, so the exact sign decides: outside, and
  // the ray heads up, away from the line: a miss. From (0.5, 0.5 − 2⁻⁵⁴): inside, a hit at 0.
  const Points triangle{{0, 0}, {2, 0}, {1, 1}};
  const PreparedPolygon prepared(triangle);
  const Vec2 above{0.5, 0.5 + 0x1p-53}, below{0.5, 0.5 - 0x1p-54};
  const auto miss = collide::fast::ray_cast_polygon(prepared, above, {0.5, 2});
  CHECK_FALSE(miss.hit);
  CHECK(same(miss, collide::ray_cast_polygon(triangle, above, {0.5, 2})));
  const auto start = collide::fast::ray_cast_polygon(prepared, below, {0.5, 2});
  CHECK(start.hit);
  CHECK(start.starts_inside);
  CHECK(start.fraction == 0);
  CHECK(same(start, collide::ray_cast_polygon(triangle, below, {0.5, 2})));
}

// [SECTION] the 600 oracle cases, vertex lists and prepared
TEST_CASE(
    "fast gjk_distance + contact points + ray casts: the exact oracles and the book's answers "
    "(600 random and degenerate cases each)") {
  poly_oracle::Gen g(2929);
  int wrong_distance = 0, wrong_hit = 0, wrong_fraction = 0, wrong_edge = 0, wrong_points = 0, compared_points = 0;
  int differ_gjk = 0, differ_contact = 0, differ_ray = 0, differ_prepared = 0, prepared_rays = 0;
  for (int i = 0; i < 600; ++i) {
    g.pick_mode();
    const auto a = poly_oracle::convex_polygon(g, 8), b = poly_oracle::convex_polygon(g, 8);
    const PreparedPolygon pa(a), pb(b);
    const auto gjk = collide::fast::gjk_distance(a, b);
    const auto book_gjk = collide::gjk_distance(a, b);
    differ_gjk += !answers_like(gjk, book_gjk, a, b, 16e-12);
    differ_gjk += !answers_like(collide::fast::gjk_distance(pa, pb), book_gjk, a, b, 16e-12);
    const double d = std::sqrt(distance_oracle::squared_distance(a, b).value());
    wrong_distance += std::fabs(gjk.distance - d) > 16e-12;

    const auto contact = collide::fast::polygon_contact_points(a, b);
    differ_contact += !same(contact, collide::polygon_contact_points(a, b));
    differ_prepared += !same(collide::fast::polygon_contact_points(pa, pb), contact);
    if (contact.touching && contact.count > 0) {
      const auto& ref = contact.reference_on_a ? a : b;
      const auto& inc = contact.reference_on_a ? b : a;
      const int turn = collide::winding(ref);
      const auto exact =
          contact_oracle::exact_contact(ref, contact.reference_edge, turn, inc, contact.incident_edge, 8);
      if (exact.nearest_call > 1e-9) {
        ++compared_points;
        bool right = exact.count == contact.count;
        for (int k = 0; right && k < exact.count; ++k) {
          const auto p = contact.points[static_cast<std::size_t>(k)];
          right = std::hypot(p.point.x - exact.points[static_cast<std::size_t>(k)].x,
                             p.point.y - exact.points[static_cast<std::size_t>(k)].y) < 1e-12 * 8;
        }
        wrong_points += !right;
      }
    }

    if (poly_oracle::hull_of(a).size() < 3) continue;
    const Vec2 from = g.point(), to = g.point();
    const auto ray = collide::fast::ray_cast_polygon(a, from, to);
    differ_ray += !same(ray, collide::ray_cast_polygon(a, from, to));
    differ_prepared += !same(collide::fast::ray_cast_polygon(pa, from, to), ray);
    prepared_rays += 1;
    const auto exact = ray_oracle::first_meeting(a, from, to);
    wrong_hit += ray.hit != exact.hit;
    if (ray.hit != exact.hit || !same(ray, collide::ray_cast_polygon(a, from, to))) {  // the case, exactly
      std::string outline;
      char text[96];
      for (const Vec2 v : a) std::snprintf(text, sizeof text, "(%a, %a) ", v.x, v.y), outline += text;
      std::snprintf(text, sizeof text, "from (%a, %a) to (%a, %a)", from.x, from.y, to.x, to.y);
      MESSAGE(outline << text << " exact " << exact.hit << " fast " << ray.hit);
    }
    if (!ray.hit || !exact.hit) continue;
    wrong_fraction += std::fabs(ray.fraction - exact.t.value() * std::ldexp(1.0, 2 * poly_oracle::kBits)) > 1e-12;
    if (!exact.edges.empty())
      wrong_edge += std::find(exact.edges.begin(), exact.edges.end(), ray.edge) == exact.edges.end();
  }
  CHECK(wrong_distance == 0);
  CHECK(wrong_points == 0);
  CHECK(compared_points > 100);
  CHECK(wrong_hit == 0);
  CHECK(wrong_fraction == 0);
  CHECK(wrong_edge == 0);
  CHECK(differ_gjk == 0);
  CHECK(differ_contact == 0);
  CHECK(differ_ray == 0);
  CHECK(differ_prepared == 0);
  CHECK(prepared_rays > 300);
}

// [SECTION] the slow 3·10⁴ poses
/// An 8-gon on an ellipse, rotated and moved, in arbitrary doubles: the bench's kind of pose.
Points placed_ngon(poly_oracle::Gen& g, int n) {
  const double rx = g.uniform(0.3, 2), ry = g.uniform(0.3, 2), turn = g.uniform(0, 6.3);
  const Vec2 at{g.uniform(-3, 3), g.uniform(-3, 3)};
  Points p;
  for (int i = 0; i < n; ++i) {
    const double t = 6.283185307179586 * i / n, x = rx * std::cos(t), y = ry * std::sin(t);
    p.push_back(at + Vec2{x * std::cos(turn) - y * std::sin(turn), x * std::sin(turn) + y * std::cos(turn)});
  }
  if (g.chance(0.5)) std::reverse(p.begin(), p.end());
  return p;
}

TEST_CASE(
    "fast gjk_distance + contact points + ray casts, on vertex lists and prepared: the book's answer on 3 × 10^4 "
    "poses of rotated n-gons (field for field but for GJK's steps)" *
    doctest::test_suite("slow")) {
  poly_oracle::Gen g(29029);
  int differ_gjk = 0, differ_contact = 0, differ_ray = 0, touching = 0, hits = 0;
  for (int i = 0; i < 30000; ++i) {
    const Points a = placed_ngon(g, g.integer(3, 12)), b = placed_ngon(g, g.integer(3, 12));
    const PreparedPolygon pa(a), pb(b);
    const auto gjk = collide::gjk_distance(a, b);
    const auto fast_gjk = collide::fast::gjk_distance(a, b);
    differ_gjk += !answers_like(fast_gjk, gjk, a, b, 1e-12) +
                  !answers_like(collide::fast::gjk_distance(pa, pb), gjk, a, b, 1e-12);
    const auto contact = collide::fast::polygon_contact_points(a, b);
    const auto book_contact = collide::polygon_contact_points(a, b);
    differ_contact += !same(contact, book_contact) + !same(collide::fast::polygon_contact_points(pa, pb), book_contact);
    touching += contact.touching;
    const Vec2 from{g.uniform(-5, 5), g.uniform(-5, 5)}, to{g.uniform(-5, 5), g.uniform(-5, 5)};
    const auto ray = collide::fast::ray_cast_polygon(a, from, to);
    const auto book_ray = collide::ray_cast_polygon(a, from, to);
    differ_ray += !same(ray, book_ray) + !same(collide::fast::ray_cast_polygon(pa, from, to), book_ray);
    hits += ray.hit;
  }
  CHECK(differ_gjk == 0);
  CHECK(differ_contact == 0);
  CHECK(differ_ray == 0);
  CHECK(touching > 3000);
  CHECK(hits > 3000);
}

// [SECTION] the ray cast's lanes, each SIMD build, against the book's trace

/// What a build of the ray cast's lanes should find on the ray from → to, read off the book's
/// trace: false (with a message) where it does not.
bool lanes_as_book(const Points& a, const collide::RayCastTrace& trace, const collide::fast::detail::LaneSlab& lanes,
                   Vec2 from, Vec2 to) {
  const auto& cuts = trace.cuts;
  const auto first_of = [&](bool entering, double t) {  // the first edge whose cut the bound is
    for (const auto& c : cuts)
      if (!c.parallel && c.entering == entering && (c.outside || !entering) && c.t == t) return c.edge;
    return -1;
  };
  bool missed = false, entered = false;  // the book's: outside a line never crossed inwards; in from outside
  for (const auto& c : cuts) missed |= c.outside && (c.parallel || !c.entering), entered |= c.outside && c.entering;
  bool right = lanes.inside == trace.result.starts_inside && lanes.miss == missed;
  if (!lanes.miss && !lanes.inside) {
    right = right && (lanes.enter.edge >= 0) == entered;
    right = right && lanes.leave.t == trace.leave &&
            lanes.leave.edge == (trace.leave < 1 ? first_of(false, trace.leave) : -1);
    if (lanes.enter.edge >= 0)
      right = right && lanes.enter.t == trace.enter && lanes.enter.edge == first_of(true, trace.enter);
  }
  for (std::size_t i = 0; i < a.size() && i < 64; ++i)  // a vertex on the ray's line, exactly, has its bit
    right = right && (collide::orientation(from, to, a[i]) != 0 || (lanes.on_line >> i & 1));
  if (!right) {
    std::string outline;
    char text[96];
    for (const Vec2 v : a) std::snprintf(text, sizeof text, "(%a, %a) ", v.x, v.y), outline += text;
    std::snprintf(text, sizeof text, "from (%a, %a) to (%a, %a)", from.x, from.y, to.x, to.y);
    MESSAGE(outline << text);
  }
  return right;
}

TEST_CASE(
    "the ray cast's lanes, each build this processor runs, stored normals, worked out and a prepared polygon's (one "
    "bound for the whole ray): where they are sure, the book's bounds, edges and verdict (4000 rays)") {
  using collide::fast::detail::Simd;
  std::vector<Simd> builds{Simd::kBaseline};
  if (collide::fast::detail::widest_simd() == Simd::kAvx2) builds.push_back(Simd::kAvx2);
  poly_oracle::Gen g(2931);
  int wrong = 0, sure = 0, asked = 0, prepared_sure = 0, prepared_asked = 0;
  for (int i = 0; i < 4000; ++i) {
    Points a;
    if (i % 4 == 0) {  // the oracle's random and degenerate polygons, on its grid
      g.pick_mode();
      const auto p = poly_oracle::convex_polygon(g, 8);
      a.assign(p.begin(), p.end());
    } else {
      a = placed_ngon(g, g.integer(3, 12));
    }
    const PreparedPolygon pa(a);
    if (pa.winding() == 0) continue;
    Vec2 from{g.uniform(-5, 5), g.uniform(-5, 5)}, to{g.uniform(-5, 5), g.uniform(-5, 5)};
    if (g.chance(0.2)) to = a[static_cast<std::size_t>(g.integer(0, static_cast<int>(a.size()) - 1))];  // on a vertex
    collide::RayCastTrace trace;
    collide::ray_cast_polygon(a, from, to, trace);
    for (const Simd simd : builds) {
      for (const Vec2* normals : {pa.edge_normals().data(), static_cast<const Vec2*>(nullptr)}) {
        const auto lanes = collide::fast::detail::lane_slab(a.data(), normals, a.size(), pa.winding(), from, to, simd);
        ++asked;
        if (lanes.unsure) continue;
        ++sure;
        wrong += !lanes_as_book(a, trace, lanes, from, to);
      }
      const auto prepared = collide::fast::detail::lane_slab(pa, from, to, simd);
      ++asked, ++prepared_asked;
      if (prepared.unsure) continue;
      ++sure, ++prepared_sure;
      wrong += !lanes_as_book(a, trace, prepared, from, to);
    }
  }
  CHECK(wrong == 0);
  CHECK(sure > asked * 3 / 4);
  CHECK(prepared_sure > prepared_asked * 3 / 4);
}

}  // namespace test_fast_distance
