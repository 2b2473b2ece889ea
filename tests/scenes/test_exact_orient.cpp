// The audits' exact orientation answers from doubles first where the double determinant's sign
// cannot be a rounding's. That shortcut must never change an answer: here it is checked against the
// rationals alone, on exactly collinear triples and on triples one rounding step off a line.
#include <doctest/doctest.h>

#include <cmath>
#include <random>

#include "portable_random.hpp"
#include "concave_exact.hpp"

namespace test_exact_orient {

using concave_exact::Q;
using concave_exact::Vec2;

int orient_in_rationals(Vec2 a, Vec2 b, Vec2 c) {
  return concave_exact::sign((Q(b.x) - a.x) * (Q(c.y) - a.y) - (Q(b.y) - a.y) * (Q(c.x) - a.x));
}

TEST_CASE("the audits' orientation: by hand, a left turn, a right turn, three points on a line") {
  CHECK(concave_exact::orient({0, 0}, {1, 0}, {0, 1}) == 1);
  CHECK(concave_exact::orient({0, 0}, {1, 0}, {0, -1}) == -1);
  CHECK(concave_exact::orient({0, 0}, {1, 1}, {3, 3}) == 0);
  CHECK(concave_exact::orient({0.1, 0.1}, {0.2, 0.2}, {0.3, 0.3}) ==
        orient_in_rationals({0.1, 0.1}, {0.2, 0.2}, {0.3, 0.3}));
  CHECK(concave_exact::orient({1e-320, 0}, {2e-320, 1e-320}, {0, 3e-320}) == 1);  // subnormal: rationals
  CHECK(concave_exact::orient({1e300, 0}, {-1e300, 1e300}, {0, -1e300}) == 1);    // overflow: rationals
}

TEST_CASE("the audits' orientation agrees with rationals alone on 2,000 collinear and nearly collinear triples") {
  std::mt19937 rng(7);
  portable::uniform_real_distribution<double> coordinate(-10, 10);
  portable::uniform_int_distribution<int> steps(-2, 2), scale(-30, 30);
  for (int k = 0; k < 2000; ++k) {
    const double s = std::ldexp(1.0, scale(rng));
    const Vec2 a{coordinate(rng) * s, coordinate(rng) * s}, b{coordinate(rng) * s, coordinate(rng) * s};
    const double t = coordinate(rng);
    Vec2 c{a.x + t * (b.x - a.x), a.y + t * (b.y - a.y)};  // on the line, to within rounding
    for (int n = steps(rng); n != 0; n += n > 0 ? -1 : 1) c.y = std::nextafter(c.y, n > 0 ? 1e308 : -1e308);
    if (k % 4 == 0) c = Vec2{2 * b.x - a.x, 2 * b.y - a.y};
    REQUIRE(concave_exact::orient(a, b, c) == orient_in_rationals(a, b, c));
  }
}

}  // namespace test_exact_orient
