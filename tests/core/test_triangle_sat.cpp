// count_triangle_sat (triangle_sat.hpp) against the book's traced SAT (sat.hpp): hand-checked
// pairs, then random pairs on a small grid, where touching corners, shared edges, flat and
// one-point triangles are common, and the same pairs at a tenth of the scale (inexact inputs).
#include <doctest/doctest.h>

#include <array>
#include <random>
#include <string>

#include "collide/sat.hpp"
#include "collide/triangle_sat.hpp"

namespace test_triangle_sat {

using namespace collide;
using Triangle = std::array<Vec2, 3>;

namespace {

// The counted run gives the traced run's verdict and its count of axes tested.
void check_as_traced(const Triangle& a, const Triangle& b) {
  SatTrace trace;
  const SatResult book = convex_polygons_collide(a, b, SatOptions{}, trace);
  const TriangleSatCount count = count_triangle_sat(a, b);
  std::string corners;
  for (const Triangle* t : {&a, &b})
    for (Vec2 p : *t) corners += "(" + std::to_string(p.x) + ", " + std::to_string(p.y) + ") ";
  INFO("A then B: ", corners);
  CHECK(count.collide == book.collide);
  CHECK(count.tested == book.tested);
}

}  // namespace

TEST_CASE("triangle SAT count: hand-checked pairs") {
  // A's first edge, (0,0)→(4,0), has normal (0, −4): A's shadow [−16, 0], B's [−28, −20]: a gap
  // on the first axis, so one axis is tried.
  const TriangleSatCount apart = count_triangle_sat({{{0, 0}, {4, 0}, {0, 4}}}, {{{5, 5}, {7, 5}, {5, 7}}});
  CHECK_FALSE(apart.collide);
  CHECK(apart.tested == 1);
  // B inside A: no axis shows a gap, all six are tried.
  const TriangleSatCount inside = count_triangle_sat({{{0, 0}, {4, 0}, {0, 4}}}, {{{1, 1}, {3, 1}, {1, 3}}});
  CHECK(inside.collide);
  CHECK(inside.tested == 6);
  // Corner to corner at (2, 0): the shadows only touch on four axes, and touching collides.
  const TriangleSatCount corner = count_triangle_sat({{{0, 0}, {2, 0}, {0, 2}}}, {{{2, 0}, {4, 0}, {4, 2}}});
  CHECK(corner.collide);
  CHECK(corner.tested == 6);
  // Two flat triangles on the x-axis, [0, 2] and [3, 5]: the six normals all overlap (every
  // shadow is 0), so the axis along the line is tried as a seventh, and shows the gap.
  const TriangleSatCount flat = count_triangle_sat({{{0, 0}, {1, 0}, {2, 0}}}, {{{3, 0}, {4, 0}, {5, 0}}});
  CHECK_FALSE(flat.collide);
  CHECK(flat.tested == 7);
  // Two points: no edge has a direction; the axis from A's point to B's shows the gap.
  const TriangleSatCount points = count_triangle_sat({{{0, 0}, {0, 0}, {0, 0}}}, {{{1, 1}, {1, 1}, {1, 1}}});
  CHECK_FALSE(points.collide);
  CHECK(points.tested == 1);
  // The same point twice: nothing to test, and they collide.
  const TriangleSatCount same = count_triangle_sat({{{2, 2}, {2, 2}, {2, 2}}}, {{{2, 2}, {2, 2}, {2, 2}}});
  CHECK(same.collide);
  CHECK(same.tested == 0);
  for (const auto& [a, b] : {std::pair<Triangle, Triangle>{{{{0, 0}, {4, 0}, {0, 4}}}, {{{5, 5}, {7, 5}, {5, 7}}}},
                             {{{{0, 0}, {1, 0}, {2, 0}}}, {{{3, 0}, {4, 0}, {5, 0}}}},
                             {{{{0, 0}, {0, 0}, {0, 0}}}, {{{1, 1}, {1, 1}, {1, 1}}}}})
    check_as_traced(a, b);
}

TEST_CASE("triangle SAT count: as the traced run, 10^5 random pairs on a grid and at a tenth of it") {
  std::mt19937 rng(15);
  std::uniform_int_distribution<int> coordinate(-3, 3);
  auto triangle = [&](double scale) {
    Triangle t;
    for (Vec2& p : t) p = Vec2{coordinate(rng), coordinate(rng)} * scale;
    return t;
  };
  for (int k = 0; k < 100000; ++k) {
    const double scale = k % 2 ? 0.1 : 1.0;  // 0.1·k is inexact: ties decided by the exact stage
    const Triangle a = triangle(scale), b = triangle(scale);
    check_as_traced(a, b);
  }
}

}  // namespace test_triangle_sat
