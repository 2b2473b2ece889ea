// Ray casts: hand-worked hits and misses, and every polygon cast against the exact first meeting
// of the ray with the outline's edges (integers, polygon_oracle.hpp), every circle cast against the
// exact segment–circle test.
//
// Index of this file:
//   [SECTION] polygons by hand: hits, misses, vertices
//   [SECTION] circles by hand, and ends exactly on a rim or a corner
//   [SECTION] near the rounding bound: the book and both fast paths
//   [SECTION] the slow properties against the exact answers
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <glm/geometric.hpp>
#include <string>
#include <vector>

#include "collide/fast/distance.hpp"
#include "collide/fast/prepared.hpp"
#include "collide/ray_cast.hpp"
#include "ray_oracle.hpp"

namespace test_ray_cast {

using collide::Vec2;
using Points = std::vector<Vec2>;

const Points square{{0, 0}, {2, 0}, {2, 2}, {0, 2}};

std::string hex(double x) {
  char text[40];
  std::snprintf(text, sizeof text, "%a", x);
  return text;
}
std::string hex(Vec2 p) { return "(" + hex(p.x) + ", " + hex(p.y) + ")"; }

// [SECTION] polygons by hand: hits, misses, vertices

TEST_CASE("ray_cast_polygon: a ray hits the 2 × 2 box from the left, a quarter of the way along") {
  // From (−1, 1) to (3, 1): it crosses x = 0 inwards at t = 1/4 and x = 2 outwards at t = 3/4;
  // the bottom and top edges run parallel to it, with the start inside their lines.
  collide::RayCastTrace trace;
  const auto hit = collide::ray_cast_polygon(square, {-1, 1}, {3, 1}, trace);
  CHECK(hit.hit);
  CHECK(hit.fraction == 0.25);
  CHECK(hit.point == Vec2{0, 1});
  CHECK(hit.normal == Vec2{-1, 0});
  CHECK(hit.edge == 3);
  CHECK(trace.enter == 0.25);
  CHECK(trace.leave == 0.75);
  REQUIRE(trace.cuts.size() == 4);
  CHECK(trace.cuts[0].parallel);
  CHECK_FALSE(trace.cuts[0].outside);
  CHECK_FALSE(trace.cuts[1].entering);
  CHECK(trace.cuts[1].t == 0.75);
  CHECK(trace.cuts[3].entering);
  CHECK(trace.cuts[3].outside);
  // Clockwise, the same box's left edge is edge 0, and its normal still points out.
  const auto cw = collide::ray_cast_polygon(Points{{0, 0}, {0, 2}, {2, 2}, {2, 0}}, {-1, 1}, {3, 1});
  CHECK(cw.edge == 0);
  CHECK(cw.normal == Vec2{-1, 0});
}

TEST_CASE("ray_cast_polygon: misses, and a start inside") {
  CHECK_FALSE(collide::ray_cast_polygon(square, {-1, 3}, {3, 3}).hit);   // parallel, above the top
  CHECK_FALSE(collide::ray_cast_polygon(square, {-2, 1}, {-1, 1}).hit);  // stops short: enters at t = 2
  CHECK_FALSE(collide::ray_cast_polygon(square, {3, 1}, {5, 1}).hit);    // heads away
  const auto inside = collide::ray_cast_polygon(square, {1, 1}, {5, 1});
  CHECK(inside.hit);
  CHECK(inside.starts_inside);
  CHECK(inside.fraction == 0);
  CHECK(inside.edge == -1);
  // Through a corner exactly: (−1, −1) → (3, 3) enters at (0, 0), t = 1/4, by edge 0 or 3.
  const auto corner = collide::ray_cast_polygon(square, {-1, -1}, {3, 3});
  CHECK(corner.hit);
  CHECK(corner.fraction == 0.25);
}

TEST_CASE("ray_cast_polygon: through a vertex, the hit names the vertex and the two edges meeting there") {
  // (−1, −1) → (3, 3) enters the box at its corner (0, 0): vertex 0, where e3 and e0 meet.
  const auto corner = collide::ray_cast_polygon(square, {-1, -1}, {3, 3});
  CHECK(corner.vertex == 0);
  CHECK(corner.vertex_edges == std::array{3, 0});
  CHECK((corner.edge == 3 || corner.edge == 0));
  // Along the bottom edge's line from the left: in through e3 at (0, 0), then along e0.
  const auto along = collide::ray_cast_polygon(square, {-1, 0}, {3, 0});
  CHECK(along.edge == 3);
  CHECK(along.vertex == 0);
  CHECK(along.vertex_edges == std::array{3, 0});
  // The book's pentagon, the ray along y = 0.9 from x = −6 to 10: its vertex 1 is (−2.9, 0.9), the
  // end of e0 ((0, 3) → (−2.9, 0.9)) and the start of e1 (→ (−1.8, −2.4)). Both lines are crossed
  // inwards there, at t = 3.1 / 16.
  const Points pentagon{{0, 3}, {-2.9, 0.9}, {-1.8, -2.4}, {1.8, -2.4}, {2.9, 0.9}};
  const auto through = collide::ray_cast_polygon(pentagon, {-6, 0.9}, {10, 0.9});
  CHECK(through.hit);
  CHECK(through.vertex == 1);
  CHECK(through.vertex_edges == std::array{0, 1});
  CHECK(through.fraction == doctest::Approx(3.1 / 16));
  // A hair above it, the ray crosses e0 inside the edge: no vertex.
  const auto above = collide::ray_cast_polygon(pentagon, {-6, 0.9 + 1e-9}, {10, 0.9 + 1e-9});
  CHECK(above.edge == 0);
  CHECK(above.vertex == -1);
  CHECK(above.vertex_edges == std::array{-1, -1});
  // Ending exactly on vertex 1: its end touches A there, at t = 1 exactly (decided by the
  // predicate: a division gave 1 + 1 ulp for some such rays, past the end: a miss).
  const auto ending = collide::ray_cast_polygon(pentagon, {-6, 0.9}, {-2.9, 0.9});
  CHECK(ending.hit);
  CHECK(ending.fraction == 1);
  CHECK(ending.vertex == 1);
  const auto ending_slanted = collide::ray_cast_polygon(pentagon, {-6.3, -0.7}, {-2.9, 0.9});
  CHECK(ending_slanted.hit);
  CHECK(ending_slanted.fraction == 1);
  CHECK(ending_slanted.point == Vec2{-2.9, 0.9});
  // Clockwise, the same pentagon's vertex (−2.9, 0.9) is vertex 3, where e2 and e3 meet.
  const Points reversed(pentagon.rbegin(), pentagon.rend());
  const auto cw = collide::ray_cast_polygon(reversed, {-6, 0.9}, {10, 0.9});
  CHECK(cw.vertex == 3);
  CHECK(cw.vertex_edges == std::array{2, 3});
}

// [SECTION] circles by hand, and ends exactly on a rim or a corner

TEST_CASE("ray_cast_circle: the unit circle hit halfway along, missed above, started inside") {
  // m = (−3, 0), r = (4, 0): 16t² − 24t + 8 = 0, roots 1/2 and 1.
  const collide::Circle unit{{0, 0}, 1};
  const auto hit = collide::ray_cast_circle(unit, {-3, 0}, {1, 0});
  CHECK(hit.hit);
  CHECK(hit.fraction == 0.5);
  CHECK(hit.point == Vec2{-1, 0});
  CHECK(hit.normal == Vec2{-1, 0});
  CHECK_FALSE(collide::ray_cast_circle(unit, {-3, 2}, {3, 2}).hit);
  CHECK_FALSE(collide::ray_cast_circle(unit, {-3, 0}, {-2, 0}).hit);  // stops short
  CHECK(collide::ray_cast_circle(unit, {0, 0.5}, {3, 3}).starts_inside);
}

using ray_oracle::first_meeting;
using ray_oracle::FirstMeeting;

/// The vertex the exact first meeting is at, or −1: two neighbouring edges met at the same
/// fraction are met at their common end. (A vertex given twice has two indices: compare points.)
int at_vertex(const poly_oracle::Poly& polygon, const FirstMeeting& m) {
  const int n = static_cast<int>(polygon.size());
  for (const int e : m.edges)
    if (std::find(m.edges.begin(), m.edges.end(), (e + 1) % n) != m.edges.end()) return (e + 1) % n;
  return -1;
}

TEST_CASE("ray_cast_circle: a ray that ends exactly on the rim hits it at t = 1") {
  // Tenths as the property's generator makes them (19 · 0.1 and so on, in hexadecimal to be exact):
  // the centre (1.9, −1.9), r = 0.3, the ray from (2.8, −3.8) to (1.9, −2.2). In doubles the end is
  // exactly r below the centre, |to − c|² = r², so the ray touches the rim at its very end. The
  // quadratic's root, rounded, came out 1.000000000000001, past the end: a miss. (Found by the
  // property below in the browser build, whose random draws differed from the desktop's.)
  const collide::Circle circle{{0x1.e666666666667p+0, -0x1.e666666666667p+0}, 0x1.3333333333334p-2};
  const Vec2 from{0x1.6666666666667p+1, -0x1.e666666666667p+1}, to{0x1.e666666666667p+0, -0x1.199999999999ap+1};
  REQUIRE(to.y - circle.c.y == -circle.r);
  REQUIRE(to.x == circle.c.x);
  const auto hit = collide::ray_cast_circle(circle, from, to);
  CHECK(hit.hit);
  CHECK_FALSE(hit.starts_inside);
  CHECK(hit.fraction == 1);
  CHECK(hit.point == to);
  CHECK(hit.normal.x == 0);
  CHECK(hit.normal.y == doctest::Approx(-1));
  // Stopped a little short of the rim, the same ray misses.
  CHECK_FALSE(collide::ray_cast_circle(circle, from, from + 0.999 * (to - from)).hit);
}

TEST_CASE("ray_cast_polygon: a ray that ends exactly on a corner hits it") {
  // A pentagon of tenths (as the property's generator makes them, in hexadecimal to be exact)
  // and a ray from outside that ends on its corner (−3.5, 0.6). In doubles the ray got in a hair
  // after it came to its end (its entering fraction rounded to just over 1): a miss. The exact
  // comparison of the two fractions says they are equal: a touch at t = 1.
  const Points pentagon{{-0x1.ccccccccccccdp-1, 0x1.0666666666667p+2},
                        {0x1.4p+2, 0x1.4cccccccccccdp+0},
                        {0x1.599999999999ap+1, -0x1.0cccccccccccdp+2},
                        {-0x1.199999999999ap+0, -0x1.4cccccccccccdp+1},
                        {-0x1.cp+1, 0x1.3333333333334p-1}};
  const Vec2 from{-0x1p+2, 0x1.399999999999ap+2}, to = pentagon[4];
  const auto hit = collide::ray_cast_polygon(pentagon, from, to);
  CHECK(hit.hit);
  CHECK_FALSE(hit.starts_inside);
  CHECK(hit.fraction <= 1);
  CHECK(hit.fraction == doctest::Approx(1));
  CHECK((hit.edge == 3 || hit.edge == 4));  // the two edges that meet at the corner
  CHECK(collide::fast::ray_cast_polygon(pentagon, from, to).hit);
  // Stopped short of the corner, the same ray misses.
  CHECK_FALSE(collide::ray_cast_polygon(pentagon, from, from + 0.999 * (to - from)).hit);
}

// [SECTION] near the rounding bound: the book and both fast paths

/// The book's cast and both fast ones (vertex list, prepared), which must agree field for field.
std::array<collide::RayHit, 3> all_three(const Points& polygon, Vec2 from, Vec2 to) {
  return {collide::ray_cast_polygon(polygon, from, to), collide::fast::ray_cast_polygon(polygon, from, to),
          collide::fast::ray_cast_polygon(collide::fast::PreparedPolygon(polygon), from, to)};
}

// Each case below has its rounded cut a few ulps on the wrong side of where it exactly is (the
// hexadecimal fractions are what the book's division gives), so a rounding bound that trusted
// the doubles there would give a wrong answer. (Found by a search in doubles and fractions.)
TEST_CASE("ray_cast_polygon near the rounding bound: ending on an edge, an ulp either side of 1, grazing a vertex") {
  const Points triangle{{0, 0}, {4, 2}, {0, 4}};
  SUBCASE("ending on edge 0's line at (2, 1): t = 1 exactly, though the division gives 1 − 2⁻⁵²") {
    // The division, as the book would round it: n = (2, −4), n·(p − from) / n·(to − from).
    const double divided = (2 * (0 - 2.4) + -4 * (0 - -1.2)) / (2 * (2 - 2.4) + -4 * (1 - -1.2));
    REQUIRE(divided == 0x1.ffffffffffffep-1);
    for (const auto& hit : all_three(triangle, {2.4, -1.2}, {2, 1})) {
      CHECK(hit.hit);
      CHECK(hit.edge == 0);
      CHECK(hit.fraction == 1);
      CHECK(hit.point == Vec2{2, 1});
      CHECK(hit.vertex == -1);
    }
  }
  // Edge 0 from (0.2, −1.9) to (0.1, 1.9); the ray from (2.9, 1.6) ends 5·10⁻¹⁸ (of the ray)
  // short of it: exactly a miss, though the division gives t = 1 − 2⁻⁵², inside the ray.
  const Points tall{
      {0x1.999999999999ap-3, -0x1.e666666666666p+0}, {0x1.999999999999ap-4, 0x1.e666666666666p+0}, {-2, 0}};
  const Vec2 right{0x1.7333333333333p+1, 0x1.999999999999ap+0};
  SUBCASE("stopping just short of an edge the division puts it across (t = 1 − 2⁻⁵²): a miss") {
    collide::RayCastTrace trace;
    collide::ray_cast_polygon(tall, right, {0x1.3333333333334p-3, 0}, trace);
    REQUIRE(trace.cuts[0].t == 0x1.ffffffffffffep-1);
    for (const auto& hit : all_three(tall, right, {0x1.3333333333334p-3, 0})) CHECK_FALSE(hit.hit);
    CHECK_FALSE(
        ray_oracle::first_meeting(poly_oracle::Poly(tall.begin(), tall.end()), right, {0x1.3333333333334p-3, 0}).hit);
  }
  // Edge 0 from (−1.5, −1.1) to (−0.3, 1.3); the ray from (1, 3.6) to (−0.9, 0.09999999999999998)
  // crosses its line 2·10⁻¹⁶ before its end (exactly), though the division gives t = 1 + 11·2⁻⁵².
  const Points slanted{{-1.5, -0x1.199999999999ap+0}, {-0x1.3333333333333p-2, 0x1.4cccccccccccdp+0}, {-2, 1.5}};
  SUBCASE("ending just past an edge the division puts beyond the end (t = 1 + 11 ulps): a hit at the end") {
    const Vec2 from{1, 0x1.ccccccccccccdp+1}, to{-0x1.ccccccccccccdp-1, 0x1.9999999999998p-4};
    collide::RayCastTrace trace;
    collide::ray_cast_polygon(slanted, from, to, trace);
    REQUIRE(trace.cuts[0].t == 0x1.000000000000bp+0);
    CHECK(ray_oracle::first_meeting(poly_oracle::Poly(slanted.begin(), slanted.end()), from, to).hit);
    for (const auto& hit : all_three(slanted, from, to)) {
      CHECK(hit.hit);
      CHECK(hit.edge == 0);
      CHECK(hit.fraction == 1);
    }
  }
  // One ulp either side of 1: the triangle (−0.8, −1.7), (1.1, −0.4), (−2.5, 0.4) and a ray from
  // (2.8, −0.9) to (0.15 + 2⁻⁵⁵, −1.05), which stops 3·10⁻¹⁷ of its length short of edge 0's line:
  // the division gives 1 − 2⁻⁵³. And (2, 2), (1.4, 0.8), (5.2, 5.8) with a ray from (−1.5, −2.2)
  // to (1.7, 1.4), which crosses edge 0's line 4·10⁻¹⁷ before its end: the division gives 1 + 2⁻⁵².
  SUBCASE("an ulp below 1, exactly just past the end: a miss; an ulp above 1, exactly just before it: a hit") {
    const Points below{{-0.8, -1.7}, {1.1, -0.4}, {-2.5, 0.4}}, above{{2, 2}, {1.4, 0.8}, {5.2, 5.8}};
    const Vec2 short_from{2.8, -0.9}, short_to{0x1.3333333333334p-3, -1.05}, long_from{-1.5, -2.2}, long_to{1.7, 1.4};
    collide::RayCastTrace trace;
    collide::ray_cast_polygon(below, short_from, short_to, trace);
    REQUIRE(trace.cuts[0].t == 0x1.fffffffffffffp-1);
    for (const auto& hit : all_three(below, short_from, short_to)) CHECK_FALSE(hit.hit);
    CHECK_FALSE(ray_oracle::first_meeting(poly_oracle::Poly(below.begin(), below.end()), short_from, short_to).hit);
    collide::ray_cast_polygon(above, long_from, long_to, trace);
    REQUIRE(trace.cuts[0].t == 0x1.0000000000001p+0);
    CHECK(ray_oracle::first_meeting(poly_oracle::Poly(above.begin(), above.end()), long_from, long_to).hit);
    for (const auto& hit : all_three(above, long_from, long_to)) {
      CHECK(hit.hit);
      CHECK(hit.edge == 0);
      CHECK(hit.fraction == 1);
      CHECK(hit.point == long_to);
    }
  }
  // The ray along y = 1.8 touches the triangle only at its top vertex (0.3 + 2⁻⁵⁴, 1.8), where
  // it crosses edge 2's line inwards and edge 1's outwards at one fraction; the division gives
  // the entry (1/2) two ulps after the exit (1/2 − 2⁻⁵³): in after out, in doubles.
  SUBCASE("grazing a vertex: in and out at the same point, the rounded entry after the exit: a hit there") {
    const Points top{
        {-1, -0x1.3333333333334p-2}, {2, -0x1.9999999999990p-4}, {0x1.3333333333334p-2, 0x1.ccccccccccccdp+0}};
    const Vec2 from{-2.5, 0x1.ccccccccccccdp+0}, to{0x1.8cccccccccccdp+1, 0x1.ccccccccccccdp+0};
    collide::RayCastTrace trace;
    collide::ray_cast_polygon(top, from, to, trace);
    REQUIRE(trace.enter == 0.5);
    REQUIRE(trace.leave == 0x1.ffffffffffffep-2);
    for (const auto& hit : all_three(top, from, to)) {
      CHECK(hit.hit);
      CHECK(hit.vertex == 2);
      CHECK(hit.vertex_edges == std::array{1, 2});
      CHECK(hit.fraction == 0x1.ffffffffffffep-2);
    }
  }
}

// [SECTION] the slow properties against the exact answers

TEST_CASE("ray_cast_polygon: property: the exact first meeting with the outline" * doctest::test_suite("slow")) {
  poly_oracle::Gen g(2901);
  int wrong_hit = 0, wrong_fraction = 0, wrong_edge = 0, wrong_vertex = 0, vertices = 0, hits = 0, cases = 0;
  while (cases < 4000) {
    g.pick_mode();
    const auto polygon = poly_oracle::convex_polygon(g, 8);
    if (poly_oracle::hull_of(polygon).size() < 3) continue;
    ++cases;
    const Vec2 from = g.point(), to = g.point();
    const FirstMeeting exact = first_meeting(polygon, from, to);
    const auto cast = collide::ray_cast_polygon(polygon, from, to);
    wrong_hit += cast.hit != exact.hit;
    if (cast.hit != exact.hit) {  // the case, exactly, for a hand-written test
      std::string outline;
      for (const Vec2 v : polygon) outline += hex(v) + " ";
      MESSAGE(outline << "from " << hex(from) << " to " << hex(to) << " exact " << exact.hit);
    }
    if (!cast.hit || !exact.hit) continue;
    ++hits;
    wrong_fraction += std::fabs(cast.fraction - exact.t.value() * std::ldexp(1.0, 2 * poly_oracle::kBits)) > 1e-12;
    if (!exact.edges.empty()) {
      wrong_edge += std::find(exact.edges.begin(), exact.edges.end(), cast.edge) == exact.edges.end();
    }
    const int at = at_vertex(polygon, exact);
    vertices += at >= 0;
    wrong_vertex += (cast.vertex >= 0) != (at >= 0) || (at >= 0 && polygon[static_cast<std::size_t>(cast.vertex)] !=
                                                                       polygon[static_cast<std::size_t>(at)]);
  }
  CHECK(wrong_hit == 0);
  CHECK(wrong_fraction == 0);
  CHECK(wrong_edge == 0);
  CHECK(wrong_vertex == 0);
  CHECK(vertices > 20);
  CHECK(hits > 800);
  CHECK(hits < 3200);
}

TEST_CASE("ray_cast_circle: property: the exact segment–circle verdict, and nothing of the ray inside before the hit" *
          doctest::test_suite("slow")) {
  poly_oracle::Gen g(2902);
  int wrong_hit = 0, not_first = 0, off_circle = 0, hits = 0;
  for (int i = 0; i < 4000; ++i) {
    g.pick_mode();
    const collide::Circle circle{g.point(), g.radius()};
    const Vec2 from = g.point(), to = g.point();
    const auto cast = collide::ray_cast_circle(circle, from, to);
    const bool exact = poly_oracle::segment_within(poly_oracle::big(circle.c), poly_oracle::big(circle.r),
                                                   poly_oracle::big(from), poly_oracle::big(to));
    wrong_hit += cast.hit != exact;
    if (cast.hit != exact)  // the case, exactly, for a hand-written test
      MESSAGE(hex(circle.c) << " r " << hex(circle.r) << " from " << hex(from) << " to " << hex(to));
    if (!cast.hit || cast.starts_inside) continue;
    ++hits;
    off_circle += std::fabs(glm::length(cast.point - circle.c) - circle.r) > 1e-12 * 16;
    // The nearest point of from → hit to the centre is the hit itself (nothing earlier is closer).
    const Vec2 r = cast.point - from;
    const double t = std::clamp(glm::dot(circle.c - from, r) / glm::dot(r, r), 0.0, 1.0);
    not_first += glm::length(from + t * r - circle.c) < circle.r - 1e-12 * 16;
  }
  CHECK(wrong_hit == 0);
  CHECK(not_first == 0);
  CHECK(off_circle == 0);
  CHECK(hits > 400);
}

}  // namespace test_ray_cast
