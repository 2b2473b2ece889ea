// minkowski_difference: A − B = {a − b}, on shapes checked by hand, and against the hull of
// every pairwise difference computed with integers in the test.
#include <doctest/doctest.h>

#include <vector>

#include "collide/minkowski.hpp"
#include "int_convex.hpp"

namespace test_minkowski {

using collide::minkowski_difference;
using collide::Vec2;
using Points = std::vector<Vec2>;

TEST_CASE("minkowski_difference: two overlapping 2 × 2 squares give a 4 × 4 square round the origin") {
  // x of a − b runs from 0 − 3 to 2 − 1, and so does y.
  const Points a{{0, 0}, {2, 0}, {2, 2}, {0, 2}}, b{{1, 1}, {3, 1}, {3, 3}, {1, 3}};
  CHECK(minkowski_difference(a, b) == Points{{-3, -3}, {1, -3}, {1, 1}, {-3, 1}});
}

TEST_CASE("minkowski_difference: a triangle minus a unit square, clockwise input, parallel edges merged") {
  // The triangle's edges point at 0°, 135°, 270°; −B's at 0°, 90°, 180°, 270°. At 0° and 270°
  // both have an edge: each pair makes one edge of the answer (no corner on a straight stretch).
  const Points triangle{{0, 0}, {4, 0}, {0, 4}};
  const Points square_clockwise{{0, 0}, {0, 1}, {1, 1}, {1, 0}};
  CHECK(minkowski_difference(triangle, square_clockwise) == Points{{-1, -1}, {4, -1}, {4, 0}, {0, 4}, {-1, 4}});
}

TEST_CASE("minkowski_difference: a segment minus a square is a 3 × 1 rectangle") {
  const Points segment{{0, 0}, {2, 0}}, square{{0, 0}, {1, 0}, {1, 1}, {0, 1}};
  CHECK(minkowski_difference(segment, square) == Points{{-1, -1}, {2, -1}, {2, 0}, {-1, 0}});
}

TEST_CASE("minkowski_difference: shapes with no area") {
  // Two parallel segments: a longer segment. Two points: their difference. Empty: nothing.
  CHECK(minkowski_difference(Points{{0, 0}, {2, 0}}, Points{{1, 0}, {0, 0}}) == Points{{-1, 0}, {2, 0}});
  CHECK(minkowski_difference(Points{{1, 1}}, Points{{3, 5}}) == Points{{-2, -4}});
  CHECK(minkowski_difference(Points{}, Points{{3, 5}}).empty());
  // A flat triangle (three points on a line) is its segment; a repeated corner is dropped.
  CHECK(minkowski_difference(Points{{0, 0}, {2, 2}, {1, 1}}, Points{{0, 0}, {0, 0}}) == Points{{0, 0}, {2, 2}});
}

TEST_CASE("minkowski_difference: apart squares leave the origin outside, touching ones put it on an edge") {
  const Points a{{0, 0}, {1, 0}, {1, 1}, {0, 1}};
  const Points apart{{3, 0}, {4, 0}, {4, 1}, {3, 1}}, touching{{1, 0}, {2, 0}, {2, 1}, {1, 1}};
  // A − apart spans x in [−4, −2]: the origin is 2 to its right. A − touching spans [−2, 0].
  CHECK(minkowski_difference(a, apart) == Points{{-4, -1}, {-2, -1}, {-2, 1}, {-4, 1}});
  CHECK(minkowski_difference(a, touching) == Points{{-2, -1}, {0, -1}, {0, 1}, {-2, 1}});
}

TEST_CASE("minkowski_difference: property: the hull of every a_i − b_j, computed with integers" *
          doctest::test_suite("slow")) {
  oracle::Generator g(20261203);
  int disagreements = 0;
  for (int round = 0; round < 20000; ++round) {
    const auto a = int_convex::random_convex(g, -12, 12), b = int_convex::random_convex(g, -12, 12);
    std::vector<int_convex::P> differences;
    for (const auto& p : a)
      for (const auto& q : b) differences.push_back({p.x - q.x, p.y - q.y});
    const Points expected = int_convex::to_doubles(int_convex::hull(differences));
    const Points got = minkowski_difference(int_convex::to_doubles(a), int_convex::to_doubles(b));
    if (got != expected && ++disagreements <= 5) {
      INFO("round " << round);
      CHECK(got == expected);
    }
  }
  CHECK(disagreements == 0);
}

}  // namespace test_minkowski
