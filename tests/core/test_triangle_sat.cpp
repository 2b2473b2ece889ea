// count_triangle_sat (triangle_sat.hpp) against the book's traced SAT (sat.hpp): hand-checked
// pairs, then random pairs on a small grid, where touching corners, shared edges, flat and
// one-point triangles are common, and the same pairs at a tenth of the scale (inexact inputs).
#include <doctest/doctest.h>

#include <array>
#include <random>
#include <string>

#include "portable_random.hpp"
#include "collide/sat.hpp"
#include "collide/fast/triangle_sat.hpp"

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
  struct Case {
    const char* situation;
    Triangle a, b;
    bool collide;
    int tested;
  };
  const Case cases[] = {
      // A's first edge, (0,0)→(4,0), has normal (0, −4): A's shadow [−16, 0], B's [−28, −20].
      {"a gap on the first axis: one axis tried", {{{0, 0}, {4, 0}, {0, 4}}}, {{{5, 5}, {7, 5}, {5, 7}}}, false, 1},
      {"B inside A: no gap, all six axes tried", {{{0, 0}, {4, 0}, {0, 4}}}, {{{1, 1}, {3, 1}, {1, 3}}}, true, 6},
      {"corner to corner at (2, 0): the shadows touch on four axes, and touching collides",
       {{{0, 0}, {2, 0}, {0, 2}}},
       {{{2, 0}, {4, 0}, {4, 2}}},
       true,
       6},
      // Every shadow on the six normals is 0, so the axis along the line is tried as a seventh.
      {"flat on the x-axis, [0, 2] and [3, 5]: the axis along the line shows the gap",
       {{{0, 0}, {1, 0}, {2, 0}}},
       {{{3, 0}, {4, 0}, {5, 0}}},
       false,
       7},
      {"two points: no edge has a direction; the axis from A's point to B's shows the gap",
       {{{0, 0}, {0, 0}, {0, 0}}},
       {{{1, 1}, {1, 1}, {1, 1}}},
       false,
       1},
      {"the same point twice: nothing to test, and they collide",
       {{{2, 2}, {2, 2}, {2, 2}}},
       {{{2, 2}, {2, 2}, {2, 2}}},
       true,
       0},
  };
  for (const Case& c : cases) {
    CAPTURE(c.situation);
    const TriangleSatCount count = count_triangle_sat(c.a, c.b);
    CHECK(count.collide == c.collide);
    CHECK(count.tested == c.tested);
    check_as_traced(c.a, c.b);
  }
}

TEST_CASE("triangle SAT count: as the traced run, 10^5 random pairs on a grid and at a tenth of it" *
          doctest::test_suite("slow")) {
  std::mt19937 rng(15);
  portable::uniform_int_distribution<int> coordinate(-3, 3);
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
