// Support points: the farthest vertex along a direction, ties to the first, and A − B's from A's
// and B's own, on shapes checked by hand.
#include <doctest/doctest.h>

#include <vector>

#include "collide/support.hpp"

namespace test_support {

using collide::Vec2;
using Points = std::vector<Vec2>;

TEST_CASE("support: a unit square's farthest corner, and the first of two on an edge square to d") {
  const Points square{{0, 0}, {1, 0}, {1, 1}, {0, 1}};
  CHECK(collide::support(square, {1, 1}) == 2);
  CHECK(collide::support(square, {-1, -0.5}) == 0);
  CHECK(collide::support(square, {1, 0}) == 1);   // v1 and v2 tie at x = 1: the first
  CHECK(collide::support(square, {0, 0}) == 0);   // no direction: every vertex ties
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

}  // namespace test_support
