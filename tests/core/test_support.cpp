// Support points: the farthest vertex along a direction, ties to the first, and A − B's from A's
// and B's own, on shapes checked by hand.
#include <doctest/doctest.h>

#include <cmath>
#include <vector>

#include "collide/support.hpp"

namespace test_support {

using collide::Vec2;
using Points = std::vector<Vec2>;

TEST_CASE("support: a unit square's farthest corner, and the first of two on an edge square to d") {
  const Points square{{0, 0}, {1, 0}, {1, 1}, {0, 1}};
  CHECK(collide::support(square, {1, 1}) == 2);
  CHECK(collide::support(square, {-1, -0.5}) == 0);
  CHECK(collide::support(square, {1, 0}) == 1);  // v1 and v2 tie at x = 1: the first
  CHECK(collide::support(square, {0, 0}) == 0);  // no direction: every vertex ties
  CHECK(collide::support(Points{}, {1, 0}) == -1);
  // A 1e-17 difference the dot products in doubles would lose: (1e17 + 1)·1 vs 1e17·1 + … decided exactly.
  CHECK(collide::support(Points{{1e17, 0}, {1e17, 1}}, {1, 1e-17}) == 1);
}

TEST_CASE("support of A − B along d: A's farthest along d minus B's farthest along −d") {
  // Along (1, 0): A's v1 (4, 0) and, along (−1, 0), B's v0 (3, 3): w = (1, −3).
  const Points triangle{{0, 0}, {4, 0}, {0, 4}}, b{{3, 3}, {5, 3}, {5, 5}};
  CHECK(collide::support(triangle, b, {1, 0}) == collide::SupportPoint{1, 0, {1, -3}});
  // Along (0, −1): A's v0 (first of v0, v1 at y = 0) and B's farthest up, v2 (5, 5): w = (−5, −5).
  CHECK(collide::support(triangle, b, {0, -1}) == collide::SupportPoint{0, 2, {-5, -5}});
}

TEST_CASE("support's trace: each vertex's distance along d, and the tie of an edge square to d named") {
  // The 2 × 2 square along (3, 0): x / 1 for each corner, so 0, 2, 2, 0; v1 and v2 tie at x = 2
  // (the edge v1–v2 is square to d) and the first, v1, is chosen.
  const Points square{{0, 0}, {2, 0}, {2, 2}, {0, 2}};
  collide::SupportTrace trace;
  CHECK(collide::support(square, {3, 0}, trace) == 1);
  CHECK(trace.chosen == 1);
  CHECK(trace.tied == std::vector<int>{1, 2});
  CHECK(trace.along == std::vector<double>{0, 2, 2, 0});
  // Along (3, 4) (unit (0.6, 0.8)): 0, 1.2, 2.8, 1.6; only v2, no tie.
  collide::support(square, {3, 4}, trace);
  CHECK(trace.tied == std::vector<int>{2});
  CHECK(trace.along[2] == doctest::Approx(2.8).epsilon(1e-15));
  CHECK(trace.along[3] == doctest::Approx(1.6).epsilon(1e-15));
  // The 1e-17 lead doubles lose: v1 is chosen and does not tie, though both read 1e17 along d.
  collide::support(Points{{1e17, 0}, {1e17, 1}}, {1, 1e-17}, trace);
  CHECK(trace.chosen == 1);
  CHECK(trace.tied == std::vector<int>{1});
}

TEST_CASE("support of A − B with its trace: −B's distances along d, and w's") {
  // As above: along (2, 0) A's v1 (4, 0) is 4 along; −B's farthest is −(3, 3), −3 along; w = (1, −3)
  // is 1 along. Along −d, B's v0 (3, 3) ties with nothing; −B's distances are −3, −5, −5.
  const Points triangle{{0, 0}, {4, 0}, {0, 4}}, b{{3, 3}, {5, 3}, {5, 5}};
  collide::SupportPairTrace trace;
  CHECK(collide::support(triangle, b, {2, 0}, trace) == collide::SupportPoint{1, 0, {1, -3}});
  CHECK(trace.a.along == std::vector<double>{0, 4, 0});
  CHECK(trace.a.tied == std::vector<int>{1});
  CHECK(trace.b.along == std::vector<double>{-3, -5, -5});
  CHECK(trace.b.chosen == 0);
  CHECK(trace.along == 1);
  CHECK(trace.sign == 1);
  // Along (0, 1): B's v0 and v1 tie at y = 3 (the edge v0–v1), so v0 is taken: w = (0, 4) − (3, 3).
  collide::support(triangle, b, {0, 1}, trace);
  CHECK(trace.b.tied == std::vector<int>{0, 1});
  CHECK(trace.point == collide::SupportPoint{2, 0, {-3, 1}});
  CHECK(trace.along == 1);
  // Along (−1, 0): A's v0 (0, 0) minus B's v1 (5, 3) (B's v1, v2 tie along (1, 0)): w = (−5, −3),
  // 5 along d, so A − B reaches past the origin that way.
  collide::support(triangle, b, {-1, 0}, trace);
  CHECK(trace.point == collide::SupportPoint{0, 1, {-5, -3}});
  CHECK(trace.along == 5);
  CHECK(trace.sign == 1);
  // Along (1, 1): A's v1 (4, 0) (tied with v2) minus B's v0 (3, 3) = (1, −3), −√2 along: all of
  // A − B lies behind the origin that way, so d separates A and B.
  collide::support(triangle, b, {1, 1}, trace);
  CHECK(trace.sign == -1);
  CHECK(trace.along == doctest::Approx(-std::sqrt(2.0)).epsilon(1e-15));
}

}  // namespace test_support
