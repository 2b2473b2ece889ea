// Lines and intervals: line_through, side, side_sign, overlap; and the vector helpers.
#include <doctest/doctest.h>

#include <cmath>

#include "collide/line.hpp"
#include "collide/vec.hpp"
#include "exact_oracle.hpp"

namespace test_lines {

using collide::Line;
using collide::Vec2;
using oracle::kCases;
using oracle::product_of_differences;
using oracle::Wide;

TEST_CASE("line_through: coefficients and which side is positive") {
  // Through (1, 1) and (3, 5): a = 5 − 1 = 4, b = 1 − 3 = −2, c = −(4·1 − 2·1) = −2.
  const Line l = collide::line_through({1, 1}, {3, 5});
  CHECK(l.a == 4);
  CHECK(l.b == -2);
  CHECK(l.c == -2);
  CHECK(collide::side({1, 1}, l) == 0);
  CHECK(collide::side({3, 5}, l) == 0);
  CHECK(collide::side({2, 3}, l) == 0);  // the midpoint
  CHECK(collide::side({0, 0}, l) == -2);
  // Heading along +x, the right-hand side (y < 0) is positive.
  const Line x_axis = collide::line_through({0, 0}, {1, 0});
  CHECK(collide::side({0, -1}, x_axis) == 1);
  CHECK(collide::side_sign(Vec2{0, -1}, x_axis) == 1);
  CHECK(collide::side_sign(Vec2{5, 3}, x_axis) == -1);
  CHECK(collide::side_sign(Vec2{-7, 0}, x_axis) == 0);  // a point on the line gives 0
  CHECK(collide::side_sign({0, -1}, {0, 0}, {1, 0}) == 1);
  CHECK(collide::side_sign({-7, 0}, {0, 0}, {1, 0}) == 0);
}

TEST_CASE("side_sign for the true line through two points, where the rounded line differs") {
  // line_through((0.1, 0.3), (17.3, 12.9)) rounds a, b and c, so its line is not exactly the
  // line through the two points: a point can be on one and not the other. The two-point form
  // must answer for the true line: both given points are on it.
  const Vec2 p{0.1, 0.3}, q{17.3, 12.9};
  CHECK(collide::side_sign(p, p, q) == 0);
  CHECK(collide::side_sign(q, p, q) == 0);
  // The exact sign for the rounded coefficients, checked with rationals.
  const Line l = collide::line_through(p, q);
  using oracle::Rational;
  const Rational value = Rational(l.a) * Rational(q.x) + Rational(l.b) * Rational(q.y) + Rational(l.c);
  CHECK(collide::side_sign(q, l) == oracle::sign(value));
}

TEST_CASE("overlap: touching intervals overlap") {
  CHECK(collide::overlap(0, 1, 1, 2));
  CHECK(collide::overlap(1, 2, 0, 1));
  CHECK(collide::overlap(0, 10, 3, 4));  // one inside the other
  CHECK(collide::overlap(5, 5, 5, 5));   // two equal points
  CHECK_FALSE(collide::overlap(0, 1, std::nextafter(1.0, 2.0), 2));
  CHECK_FALSE(collide::overlap(3, 4, 0, 2.5));
}

TEST_CASE("vector helpers") {
  CHECK(collide::dot({1, 2}, {3, 4}) == 11);
  CHECK(collide::cross({1, 0}, {0, 1}) == 1);  // b counter-clockwise from a
  CHECK(collide::cross({0, 1}, {1, 0}) == -1);
  CHECK(collide::subtract({5, 5}, {2, 1}) == Vec2{3, 4});
  CHECK(collide::distance_squared({0, 0}, {3, 4}) == 25);
  CHECK(collide::normalize({3, 4}) == Vec2{0.6, 0.8});
  CHECK(collide::normalize({0, 0}) == Vec2{0, 0});
}

TEST_CASE("side_sign: 10^5 random cases per form vs exact integers" * doctest::test_suite("slow")) {
  oracle::Generator g(41);
  int wrong = 0, zeros = 0;
  for (int i = 0; i < kCases; ++i) {
    const Vec2 p1 = g.point(), p2 = g.point(), p = g.related(p1, p2);
    // Positive on the right of p1 → p2: the sign of (p − p1) × (p2 − p1).
    const Wide right = product_of_differences(p.x, p1.x, p2.y, p1.y) - product_of_differences(p.y, p1.y, p2.x, p1.x);
    wrong += collide::side_sign(p, p1, p2) != oracle::sign(right);
    zeros += right == 0;

    const Line l{oracle::snap(p2.y - p1.y), oracle::snap(p1.x - p2.x),
                 g.chance(0.8) ? oracle::snap(-((p2.y - p1.y) * p1.x + (p1.x - p2.x) * p1.y)) : g.coordinate()};
    auto wide = [](double x) { return Wide(oracle::scaled(x)); };
    const Wide value = wide(l.a) * wide(p.x) + wide(l.b) * wide(p.y) + wide(l.c) * wide(1.0);
    wrong += collide::side_sign(p, l) != oracle::sign(value);
  }
  CHECK(wrong == 0);
  CHECK(zeros > kCases / 10);
}

}  // namespace test_lines
