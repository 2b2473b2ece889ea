// fast::polygons_collide against the book's edge test (concave.hpp) on random outlines: 0
// disagreements; plus configurations checked by hand.
#include <doctest/doctest.h>

#include <vector>

#include "collide/concave.hpp"
#include "collide/fast/fast.hpp"
#include "fast_cases.hpp"

namespace test_fast_concave {

using namespace collide;
using fast_cases::Poly;

TEST_CASE("fast polygons_collide: named cases") {
  // A "C" shape (concave) and a square in its mouth: boxes overlap, shapes apart.
  const Poly c_shape{{0, 0}, {4, 0}, {4, 1}, {1, 1}, {1, 3}, {4, 3}, {4, 4}, {0, 4}};
  const Poly in_mouth{{2, 1.5}, {3, 1.5}, {3, 2.5}, {2, 2.5}};
  const Poly touching_mouth{{2, 1}, {3, 1}, {3, 2}, {2, 2}};       // sits on the lower arm's top edge
  const Poly inside_arm{{0.25, 0.25}, {0.75, 0.25}, {0.5, 0.75}};  // wholly inside, no edge met
  const Poly far{{10, 10}, {11, 10}, {11, 11}};
  CHECK_FALSE(fast::polygons_collide(c_shape, in_mouth));
  CHECK(fast::polygons_collide(c_shape, touching_mouth));
  CHECK(fast::polygons_collide(c_shape, inside_arm));
  CHECK(fast::polygons_collide(inside_arm, c_shape));
  CHECK_FALSE(fast::polygons_collide(c_shape, far));
  CHECK_FALSE(fast::polygons_collide(Poly{}, c_shape));
}

TEST_CASE("fast polygons_collide agrees with the book's edge test on 10^5 random cases" * doctest::test_suite("slow")) {
  fast_cases::Gen g(11);
  int mismatch = 0, colliding = 0, contained = 0;
  for (int k = 0; k < 100000; ++k) {
    const bool integer = k % 2 == 0;
    const double r = integer ? 6 : g.real(0.5, 4);
    const Poly a = g.outline(g.integer(1, 12), {0, 0}, r, integer);
    const double d = g.real(0, 2.2 * r);
    const double t = g.real(0, 7);
    Vec2 c{d * std::cos(t), d * std::sin(t)};
    if (integer) c = {std::round(c.x), std::round(c.y)};
    const Poly b = g.outline(g.integer(1, 12), c, integer ? double(g.integer(1, 6)) : g.real(0.2, 4), integer);
    const bool book = polygons_collide(a, b);
    colliding += book;
    mismatch += fast::polygons_collide(a, b) != book;
    if (book && k % 10 == 0) {
      EdgeTestTrace trace;
      polygons_collide(a, b, trace);
      contained += trace.first_hit < 0;
    }
  }
  MESSAGE(colliding << " of 100000 colliding, " << contained << " sampled by containment");
  CHECK(colliding > 20000);
  CHECK(contained > 10);
  CHECK(mismatch == 0);
}

TEST_CASE("fast polygons_collide on large outlines agrees with the book" * doctest::test_suite("slow")) {
  fast_cases::Gen g(5);
  int mismatch = 0;
  for (int k = 0; k < 16; ++k) {
    const int n = g.integer(200, 1600);  // past 2·kStackLeaves: leaves hold more edges
    const Poly a = g.outline(n, {0, 0}, 10, k % 2 == 0);
    const Poly b = g.outline(g.integer(3, 60), {g.real(-12, 12), g.real(-12, 12)}, g.real(1, 8), k % 2 == 0);
    mismatch += fast::polygons_collide(a, b) != polygons_collide(a, b);
  }
  CHECK(mismatch == 0);
}

}  // namespace test_fast_concave
