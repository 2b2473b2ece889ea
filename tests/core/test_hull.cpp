// convex_hull: the rubber band of the concave chapter, on shapes checked by hand.
#include <doctest/doctest.h>

#include <vector>

#include "collide/hull.hpp"

namespace test_hull {

using collide::convex_hull;
using collide::Vec2;
using Points = std::vector<Vec2>;

TEST_CASE("convex_hull: the C-shape's rubber band is its bounding square") {
  // The C of the chapter, notch open to the right: the band spans the notch.
  const Points c{{0, 0}, {6, 0}, {6, 2}, {2, 2}, {2, 4}, {6, 4}, {6, 6}, {0, 6}};
  CHECK(convex_hull(c) == Points{{0, 0}, {6, 0}, {6, 6}, {0, 6}});
}

TEST_CASE("convex_hull: counter-clockwise from the lowest-left point, whatever the input order") {
  const Points clockwise_triangle{{0, 0}, {1, 3}, {4, 1}};
  CHECK(convex_hull(clockwise_triangle) == Points{{0, 0}, {4, 1}, {1, 3}});
}

TEST_CASE("convex_hull: points inside, on a side, and repeated are dropped") {
  // A 4 × 2 rectangle with its centre, the middle of its bottom side, and a corner twice.
  const Points p{{4, 2}, {0, 0}, {2, 1}, {2, 0}, {4, 0}, {0, 2}, {4, 0}};
  CHECK(convex_hull(p) == Points{{0, 0}, {4, 0}, {4, 2}, {0, 2}});
}

TEST_CASE("convex_hull: no area gives the distinct ends") {
  CHECK(convex_hull(Points{}).empty());
  CHECK(convex_hull(Points{{1, 1}, {1, 1}}) == Points{{1, 1}});
  CHECK(convex_hull(Points{{3, 3}, {1, 1}}) == Points{{1, 1}, {3, 3}});
  // Three points on a line: the band is the segment between the outer two.
  CHECK(convex_hull(Points{{2, 2}, {0, 0}, {1, 1}}) == Points{{0, 0}, {2, 2}});
}

TEST_CASE("convex_hull: a point a hair off a side is a corner, however small the turn") {
  // (1, 1e-17) lies above the line from (0, 0) to (2, 0), by 1e-17.
  const Points p{{0, 0}, {2, 0}, {1, 1e-17}, {1, -1}};
  CHECK(convex_hull(p) == Points{{0, 0}, {1, -1}, {2, 0}, {1, 1e-17}});
}

}  // namespace test_hull
