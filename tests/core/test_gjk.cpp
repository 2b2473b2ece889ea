// GJK distance and overlap: hand-worked cases step by step, and every distance against the exact
// brute-force closest pair over all vertex–edge pairs (distance_oracle.hpp).
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <glm/geometric.hpp>
#include <vector>

#include "collide/gjk.hpp"
#include "distance_oracle.hpp"

namespace test_gjk {

using collide::GjkRegion;
using collide::GjkStop;
using collide::GjkTrace;
using collide::Vec2;
using Points = std::vector<Vec2>;

const Points unit_square{{0, 0}, {1, 0}, {1, 1}, {0, 1}};

TEST_CASE("gjk_distance: two unit squares 2 apart, in one iteration") {
  // A − B is the square [−4, −2] × [−1, 1]. GJK starts from a₀ − b₀ = (−3, 0) towards the origin:
  // A's farthest along (3, 0) is v1 (1, 0), B's along (−3, 0) is v0 (3, 0): w = (−2, 0). Towards
  // the origin from there the support is (−2, 0) again, no nearer: the distance is 2.
  const Points b{{3, 0}, {4, 0}, {4, 1}, {3, 1}};
  GjkTrace trace;
  const auto r = collide::gjk_distance(unit_square, b, trace);
  CHECK_FALSE(r.overlap);
  CHECK(r.distance == 2);
  CHECK(r.iterations == 1);
  CHECK(r.stop == GjkStop::NoCloser);
  CHECK(r.witness_a == Vec2{1, 0});
  CHECK(r.witness_b == Vec2{3, 0});
  REQUIRE(trace.steps.size() == 1);
  CHECK(trace.steps[0].given.v[0] == collide::SupportPoint{1, 0, {-2, 0}});
  CHECK(trace.steps[0].region == GjkRegion::Vertex);
  CHECK(trace.steps[0].closest == Vec2{-2, 0});
  CHECK(trace.steps[0].distance == 2);
  CHECK(trace.steps[0].direction == Vec2{2, 0});
  CHECK(trace.steps[0].support == collide::SupportPoint{1, 0, {-2, 0}});
}

TEST_CASE("gjk_distance: a triangle and the point (3, 3): √2 from the long edge, in two iterations") {
  // x + y = 4 is the long edge; (3, 3) is |3 + 3 − 4| / √2 = √2 from it, nearest at (2, 2).
  // Along (3, 3) A's farthest is v1 (4, 0): w = (1, −3), √10 away. Along (−1, 3), v2 (0, 4):
  // w = (−3, 1), nearer. The origin's region of that segment is its edge, nearest (−1, −1), √2
  // away; along (4, 4) the support is (1, −3) again, no nearer.
  const Points triangle{{0, 0}, {4, 0}, {0, 4}}, point{{3, 3}};
  GjkTrace trace;
  const auto r = collide::gjk_distance(triangle, point, trace);
  CHECK_FALSE(r.overlap);
  CHECK(r.distance == std::sqrt(2.0));
  CHECK(r.iterations == 2);
  CHECK(r.witness_a == Vec2{2, 2});
  CHECK(r.witness_b == Vec2{3, 3});
  REQUIRE(trace.steps.size() == 2);
  CHECK(trace.steps[0].closest == Vec2{1, -3});
  CHECK(trace.steps[0].direction == Vec2{-1, 3});
  CHECK(trace.steps[0].support == collide::SupportPoint{2, 0, {-3, 1}});
  CHECK(trace.steps[1].given.count == 2);
  CHECK(trace.steps[1].region == GjkRegion::Edge);
  CHECK(trace.steps[1].kept.weight[0] == 0.5);
  CHECK(trace.steps[1].closest == Vec2{-1, -1});
  CHECK(trace.steps[1].direction == Vec2{4, 4});
  CHECK(trace.steps[1].stop == GjkStop::NoCloser);
}

TEST_CASE("gjk_distance: touching squares stop with the origin on the simplex") {
  // The first support point, v1 (1, 0) − v0 (1, 0), is the origin: a corner of A − B.
  const Points b{{1, 0}, {2, 0}, {2, 1}, {1, 1}};
  const auto r = collide::gjk_distance(unit_square, b);
  CHECK(r.overlap);
  CHECK(r.distance == 0);
  CHECK(r.stop == GjkStop::OnSimplex);
  CHECK(r.iterations == 1);
  CHECK(r.witness_a == Vec2{1, 0});
  CHECK(r.witness_b == Vec2{1, 0});
}

TEST_CASE("gjk_distance: overlapping squares enclose the origin; a point inside a triangle too") {
  const Points a{{0, 0}, {2, 0}, {2, 2}, {0, 2}}, b{{1, 1}, {3, 1}, {3, 3}, {1, 3}};
  CHECK(collide::gjk_distance(a, b).overlap);
  // (3, −1), then (−1, 3), then (−1, −1): the triangle holds the origin.
  GjkTrace trace;
  const auto r = collide::gjk_distance(Points{{0, 0}, {4, 0}, {0, 4}}, Points{{1, 1}}, trace);
  CHECK(r.overlap);
  CHECK(r.stop == GjkStop::Inside);
  CHECK(r.iterations == 3);
  CHECK(trace.steps[2].given.v[2].w == Vec2{-1, -1});
  CHECK(trace.steps[2].region == GjkRegion::Inside);
}

TEST_CASE("gjk_overlap: apart squares stop once a support point fails to reach the origin") {
  // Towards the origin from (−3, 0) the farthest of A − B is (−2, 0): still left of it.
  const Points b{{3, 0}, {4, 0}, {4, 1}, {3, 1}};
  const auto r = collide::gjk_overlap(unit_square, b);
  CHECK_FALSE(r.overlap);
  CHECK(r.stop == GjkStop::NotPastOrigin);
  CHECK(r.iterations == 1);
  CHECK(collide::gjk_overlap(unit_square, Points{{1, 0}, {2, 0}, {2, 1}, {1, 1}}).overlap);
}

TEST_CASE("gjk: an empty shape meets nothing") {
  const auto r = collide::gjk_distance(Points{}, unit_square);
  CHECK_FALSE(r.overlap);
  CHECK(r.stop == GjkStop::Empty);
}

using distance_oracle::distance_to;

TEST_CASE("gjk_distance: property: distance and witness points against the exact closest pair" *
          doctest::test_suite("slow")) {
  poly_oracle::Gen g(29);
  int wrong_verdict = 0, wrong_distance = 0, off_shape = 0, apart = 0;
  constexpr int kCases = 4000;
  for (int i = 0; i < kCases; ++i) {
    g.pick_mode();
    const auto a = poly_oracle::convex_polygon(g, 7), b = poly_oracle::convex_polygon(g, 7);
    const auto exact = distance_oracle::squared_distance(a, b);
    const auto r = collide::gjk_distance(a, b);
    // Corners a − b are exact in doubles here except in the arbitrary-double mode.
    if (g.mode < 2) wrong_verdict += r.overlap != (exact.num == 0);
    const double d = std::sqrt(exact.value()), tolerance = 1e-12 * 16;
    wrong_distance += std::fabs(r.distance - d) > tolerance;
    off_shape += distance_to(r.witness_a, a) > tolerance || distance_to(r.witness_b, b) > tolerance;
    if (!r.overlap) wrong_distance += std::fabs(glm::length(r.witness_a - r.witness_b) - d) > tolerance;
    apart += exact.num != 0;
  }
  CHECK(wrong_verdict == 0);
  CHECK(wrong_distance == 0);
  CHECK(off_shape == 0);
  CHECK(apart > kCases / 5);
  CHECK(apart < kCases * 4 / 5);
}

TEST_CASE("gjk_overlap: property: the same verdict as the exact hulls' meeting" * doctest::test_suite("slow")) {
  poly_oracle::Gen g(2029);
  int wrong = 0;
  for (int i = 0; i < 4000; ++i) {
    g.mode = g.integer(0, 1);  // small integers and tenths: every corner a − b is exact
    const auto a = poly_oracle::convex_polygon(g, 7), b = poly_oracle::convex_polygon(g, 7);
    const bool meet = poly_oracle::hulls_meet(poly_oracle::hull_points(poly_oracle::big(a)),
                                              poly_oracle::hull_points(poly_oracle::big(b)));
    wrong += collide::gjk_overlap(a, b).overlap != meet;
  }
  CHECK(wrong == 0);
}

}  // namespace test_gjk
