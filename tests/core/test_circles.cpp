// Circles: point in circle, two circles, circle vs segment, circle vs line. Touching collides.
// Property tests use exact integers on the 2⁻⁶⁰ grid; the segment and line oracles ask
// whether the quadratic |A + s(B − A) − C|² − r² has a root (for s in [0, 1], or any s).
#include <doctest/doctest.h>

#include <cmath>

#include "collide/circle.hpp"
#include "collide/segment.hpp"
#include "exact_oracle.hpp"

namespace test_circles {

using collide::Circle;
using collide::Line;
using collide::Vec2;
using oracle::Fixed;
using oracle::kCases;
using oracle::product_of_differences;
using oracle::Wide;

namespace {

Wide dot(Vec2 a1, Vec2 a2, Vec2 b1, Vec2 b2) {  // (a2 − a1) · (b2 − b1)
  return product_of_differences(a2.x, a1.x, b2.x, b1.x) + product_of_differences(a2.y, a1.y, b2.y, b1.y);
}
Wide distance2(Vec2 p, Vec2 q) { return dot(q, p, q, p); }
Wide square(double r) { return Wide(oracle::scaled(r)) * Wide(oracle::scaled(r)); }

// f(s) = L·s² + 2B·s + C with L = |B − A|², B = (A − C)·(B − A), C = |A − C|² − r².
struct Quadratic {
  Wide l, b, c;
};
Quadratic quadratic(Vec2 centre, double r, Vec2 a, Vec2 b) {
  return {distance2(a, b), dot(centre, a, a, b), distance2(a, centre) - square(r)};
}
// f(s) ≤ 0 for some real s (L > 0): the discriminant B² − L·C is not negative.
bool has_root(const Quadratic& f) { return Fixed(f.b) * Fixed(f.b) - Fixed(f.l) * Fixed(f.c) >= 0; }
// f(s) ≤ 0 for some s in [0, 1].
bool has_root_on_segment(const Quadratic& f) {
  if (f.c <= 0) return true;                  // s = 0
  if (f.l + 2 * f.b + f.c <= 0) return true;  // s = 1
  // The minimum at s* = −B/L lies strictly inside (0, 1) when 0 < −B < L.
  return f.l > 0 && -f.b > 0 && -f.b < f.l && has_root(f);
}

double radius_near(oracle::Generator& g, double distance) {
  if (g.chance(0.3)) return std::fabs(oracle::snap(g.uniform(0, 30)));
  return std::fabs(g.nudge(oracle::snap(distance)));
}

}  // namespace

TEST_CASE("point_in_circle: on the rim counts as inside") {
  collide::CircleTrace trace;
  CHECK(collide::point_in_circle({3, 4}, Circle{{0, 0}, 5}, trace));  // 3² + 4² = 5²
  CHECK(trace.distance_squared == 25);
  CHECK(trace.limit_squared == 25);
  CHECK(trace.collide);
  CHECK_FALSE(collide::point_in_circle({3, std::nextafter(4.0, 5.0)}, Circle{{0, 0}, 5}));
  CHECK(collide::point_in_circle({1, 1}, Circle{{1, 1}, 0}));  // the centre of a point circle
  CHECK_FALSE(collide::point_in_circle({1, 1}, Circle{{4, 5}, 4.999}));
}

TEST_CASE("circles_collide: exactly touching collides") {
  collide::CircleTrace trace;
  CHECK(collide::circles_collide(Circle{{0, 0}, 2}, Circle{{3, 4}, 3}, trace));  // 2 + 3 = 5
  CHECK(trace.distance_squared == 25);
  CHECK(trace.limit_squared == 25);
  CHECK_FALSE(collide::circles_collide(Circle{{0, 0}, 2}, Circle{{3, 4}, 2.9999999999999996}));
  CHECK(collide::circles_collide(Circle{{0, 0}, 10}, Circle{{1, 1}, 1}));  // one inside the other
  CHECK(collide::circles_collide(Circle{{7, 7}, 0}, Circle{{7, 7}, 0}));   // two equal point circles
}

TEST_CASE("circle_segment_collide: nearest point in the middle or at an end") {
  collide::CircleTrace trace;
  // Resting on the segment from above: touches at (0, 0).
  CHECK(collide::circle_segment_collide(Circle{{0, 2}, 2}, {-5, 0}, {5, 0}, trace));
  CHECK(trace.closest == Vec2{0, 0});
  CHECK(trace.distance_squared == 4);
  // Just above it.
  CHECK_FALSE(collide::circle_segment_collide(Circle{{0, 2}, 1.9999999999999998}, {-5, 0}, {5, 0}));
  // Past the end B = (5, 0): the end decides, 3-4-5 away.
  CHECK(collide::circle_segment_collide(Circle{{8, 4}, 5}, {-5, 0}, {5, 0}, trace));
  CHECK(trace.closest == Vec2{5, 0});
  CHECK(trace.distance_squared == 25);
  CHECK_FALSE(collide::circle_segment_collide(Circle{{8, 4}, 4.9}, {-5, 0}, {5, 0}));
  // The segment wholly inside the circle.
  CHECK(collide::circle_segment_collide(Circle{{0, 0}, 10}, {-1, 1}, {1, -1}));
  // A point segment.
  CHECK(collide::circle_segment_collide(Circle{{0, 0}, 5}, {3, 4}, {3, 4}));
  // A tilted segment: the line x + y = 2 is √2 from the origin; r = 1.5 reaches it, 1.4 does not.
  CHECK(collide::circle_segment_collide(Circle{{0, 0}, 1.5}, {2, 0}, {0, 2}));
  CHECK_FALSE(collide::circle_segment_collide(Circle{{0, 0}, 1.4}, {2, 0}, {0, 2}));
}

TEST_CASE("line_circle_collide: a tangent line collides") {
  CHECK(collide::line_circle_collide(Line{0, 1, -2}, Circle{{5, 0}, 2}));  // y = 2, tangent
  CHECK_FALSE(collide::line_circle_collide(Line{0, 1, -2}, Circle{{5, 0}, 1.9999999999999998}));
  CHECK(collide::line_circle_collide(Line{3, 4, -25}, Circle{{0, 0}, 5}));  // 5 from the origin
  CHECK(collide::line_circle_collide({0, 2}, {1, 2}, Circle{{5, 0}, 2}));
  CHECK_FALSE(collide::line_circle_collide({0, 2}, {1, 2}, Circle{{5, 0}, 1.5}));
  // Unlike the segment, the line goes on past its two points.
  CHECK(collide::line_circle_collide({-5, 0}, {5, 0}, Circle{{100, 1}, 1}));
  CHECK_FALSE(collide::circle_segment_collide(Circle{{100, 1}, 1}, {-5, 0}, {5, 0}));
}

TEST_CASE("point_in_circle and circles_collide: 10^5 random cases each vs exact integers" *
          doctest::test_suite("slow")) {
  oracle::Generator g(21);
  oracle::check_cases([&](int i) {
    const Vec2 c = g.point(), p = g.related(c, g.point());
    const double r = radius_near(g, std::hypot(p.x - c.x, p.y - c.y));
    const bool truth = distance2(p, c) <= square(r);
    collide::CircleTrace trace;
    int wrong = collide::point_in_circle(p, Circle{c, r}, trace) != truth;
    wrong += trace.collide != truth;
    if (i % 4 == 0) wrong += collide::point_in_circle(p, Circle{c, r}) != truth;  // the fast path too
    return oracle::Verdicts{wrong, truth};
  });

  int wrong = 0;
  for (int i = 0; i < kCases; ++i) {
    const Vec2 c1 = g.point(), c2 = g.related(c1, g.point());
    const double d = std::hypot(c2.x - c1.x, c2.y - c1.y);
    const double r1 = std::fabs(oracle::snap(g.uniform(0, 1) * d));
    const double r2 = radius_near(g, d - r1);
    const Wide sum = Wide(oracle::scaled(r1)) + Wide(oracle::scaled(r2));
    const bool truth = distance2(c1, c2) <= sum * sum;
    wrong += collide::circles_collide(Circle{c1, r1}, Circle{c2, r2}) != truth;
    if (i % 4 == 0) wrong += collide::circles_collide(Circle{c2, r2}, Circle{c1, r1}) != truth;
  }
  CHECK(wrong == 0);
}

TEST_CASE("circle_segment_collide: 10^5 random cases vs the exact quadratic" * doctest::test_suite("slow")) {
  oracle::Generator g(22);
  oracle::check_cases([&](int i) {
    const Vec2 a = g.point(), b = g.chance(0.03) ? a : g.point();
    Vec2 c = g.related(a, b);
    if (g.chance(0.4)) {  // on the perpendicular through an end: the clamp is a close call
      const Vec2 end = g.chance(0.5) ? a : b;
      const double k = g.chance(0.5) ? g.integer(-3, 3) : g.uniform(-3, 3);
      c = g.nudge(Vec2{oracle::snap(end.x - k * (b.y - a.y)), oracle::snap(end.y + k * (b.x - a.x))});
    }
    const Vec2 nearest = collide::closest_point_on_segment(c, a, b);
    const double r = radius_near(g, std::hypot(c.x - nearest.x, c.y - nearest.y));
    const bool truth = has_root_on_segment(quadratic(c, r, a, b));
    collide::CircleTrace trace;
    int wrong = collide::circle_segment_collide(Circle{c, r}, a, b, trace) != truth;
    wrong += trace.collide != truth;
    if (i % 4 == 0) {  // the fast path, the segment walked the other way, and y pointing down
      wrong += collide::circle_segment_collide(Circle{c, r}, a, b) != truth;
      wrong += collide::circle_segment_collide(Circle{c, r}, b, a) != truth;
      auto flip = [](Vec2 v) { return Vec2{v.x, -v.y}; };
      wrong += collide::circle_segment_collide(Circle{flip(c), r}, flip(a), flip(b)) != truth;
    }
    return oracle::Verdicts{wrong, truth};
  });
}

TEST_CASE("line_circle_collide: 10^5 random cases per form vs exact arithmetic" * doctest::test_suite("slow")) {
  oracle::Generator g(23);
  int wrong = 0, hits = 0;
  for (int i = 0; i < kCases; ++i) {
    const Vec2 p1 = g.point(), p2 = g.point();
    if (p1 == p2) continue;
    const Vec2 c = g.related(p1, p2);
    const Vec2 u = p2 - p1, w = c - p1;
    const double r = radius_near(g, std::fabs(u.x * w.y - u.y * w.x) / std::hypot(u.x, u.y));
    const bool truth = has_root(quadratic(c, r, p1, p2));
    wrong += collide::line_circle_collide(p1, p2, Circle{c, r}) != truth;
    hits += truth;

    // Coefficient form: distance² = (a·x + b·y + c)² / (a² + b²), all scaled by 2⁶⁰.
    const Line l{oracle::snap(u.y), oracle::snap(-u.x), oracle::snap(-(u.y * p1.x - u.x * p1.y))};
    auto wide = [](double x) { return Wide(oracle::scaled(x)); };
    const Fixed side(wide(l.a) * wide(c.x) + wide(l.b) * wide(c.y) + wide(l.c) * wide(1.0));
    const Fixed normal2(square(l.a) + square(l.b));
    const double r2 = radius_near(g, std::fabs(l.a * c.x + l.b * c.y + l.c) / std::hypot(l.a, l.b));
    const bool line_truth = side * side <= Fixed(square(r2)) * normal2;
    wrong += collide::line_circle_collide(l, Circle{c, r2}) != line_truth;
  }
  CHECK(wrong == 0);
  CHECK(hits > kCases / 5);
}

}  // namespace test_circles
