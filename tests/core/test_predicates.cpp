// The exact predicates: hand-checked cases, the "classroom example" of Kettner et al., and
// 10⁵ random cases per predicate against an exact oracle written independently (exact_oracle.hpp).
//
// Index of this file:
//   [SECTION] Oracles on the 2⁻⁶⁰ grid (every input scaled by 2⁶⁰; homogeneous, so signs keep)
//   [SECTION] Hand-checked cases
//   [SECTION] Near a line, and 10^5 random cases against the oracles
//   [SECTION] Extreme scales
#include <doctest/doctest.h>

#include <cmath>
#include <functional>
#include <initializer_list>
#include <stdexcept>
#include <vector>

#include "collide/exact/predicates.hpp"
#include "exact_oracle.hpp"

namespace test_predicates {

using collide::Line;
using collide::Vec2;
using oracle::Fixed;
using oracle::kCases;
using oracle::Rational;

namespace {

// [SECTION] Oracles on the 2⁻⁶⁰ grid (every input scaled by 2⁶⁰; homogeneous, so signs keep)

using oracle::product_of_differences;
using oracle::Wide;

Wide oracle_cross_value(Vec2 a1, Vec2 a2, Vec2 b1, Vec2 b2) {
  return product_of_differences(a2.x, a1.x, b2.y, b1.y) - product_of_differences(a2.y, a1.y, b2.x, b1.x);
}
Wide oracle_dot_value(Vec2 a1, Vec2 a2, Vec2 b1, Vec2 b2) {
  return product_of_differences(a2.x, a1.x, b2.x, b1.x) + product_of_differences(a2.y, a1.y, b2.y, b1.y);
}
int oracle_cross(Vec2 a1, Vec2 a2, Vec2 b1, Vec2 b2) { return oracle::sign(oracle_cross_value(a1, a2, b1, b2)); }
int oracle_dot(Vec2 a1, Vec2 a2, Vec2 b1, Vec2 b2) { return oracle::sign(oracle_dot_value(a1, a2, b1, b2)); }
Wide oracle_dist2(Vec2 p, Vec2 q) { return oracle_dot_value(q, p, q, p); }
Wide oracle_square(double r) { return Wide(oracle::scaled(r)) * Wide(oracle::scaled(r)); }
// a·x + b·y + c scaled by 2¹²⁰ (c carries the extra 2⁶⁰ that a·x picks up).
Wide oracle_side(Vec2 p, const Line& l) {
  auto w = [](double x) { return Wide(oracle::scaled(x)); };
  return w(l.a) * w(p.x) + w(l.b) * w(p.y) + w(l.c) * w(1.0);
}
Fixed big(const Wide& w) { return Fixed(w); }

// Counts the cases where `ours` and `oracle` disagree, running `make_case` n times.
int disagreements(int n, const std::function<std::pair<int, int>()>& make_case) {
  int wrong = 0;
  for (int i = 0; i < n; ++i) {
    const auto [ours, truth] = make_case();
    if (ours != truth) ++wrong;
  }
  return wrong;
}

// The far end of a segment from b1: in half the cases b1 + d (on the 2⁻⁶⁰ grid, then nudged), so
// the segment runs along d; else a point related to a1a2.
Vec2 second_point(oracle::Generator& g, Vec2 a1, Vec2 a2, Vec2 b1, Vec2 d) {
  return g.chance(0.5) ? g.nudge(Vec2{oracle::snap(b1.x + d.x), oracle::snap(b1.y + d.y)}) : g.related(a1, a2);
}

// A radius that often makes the circle touch: the distance itself, rounded and nudged.
double near_radius(oracle::Generator& g, double distance) {
  if (g.chance(0.3)) return std::fabs(oracle::snap(g.uniform(0, 40)));
  return std::fabs(g.nudge(oracle::snap(distance)));
}

}  // namespace

// [SECTION] Hand-checked cases

TEST_CASE("orientation: hand-checked turns") {
  // a → b → c turns left (counter-clockwise) around the unit square's corner.
  CHECK(collide::orientation({0, 0}, {1, 0}, {0, 1}) == 1);
  CHECK(collide::orientation({0, 0}, {0, 1}, {1, 0}) == -1);
  // Points on one line, including a repeated point: 0.
  CHECK(collide::orientation({0, 0}, {1, 1}, {2, 2}) == 0);
  CHECK(collide::orientation({0, 0}, {1, 1}, {-3, -3}) == 0);
  CHECK(collide::orientation({2, 5}, {2, 5}, {7, 1}) == 0);
  // Rotating the three points keeps the turn; the y-down caller sees the mirror (y → −y).
  CHECK(collide::orientation({1, 0}, {0, 1}, {0, 0}) == 1);
  CHECK(collide::orientation({0, 0}, {1, 0}, {0, -1}) == -1);
}

TEST_CASE("sign_cross and sign_dot: hand-checked") {
  CHECK(collide::sign_cross({0, 0}, {1, 0}, {5, 5}, {5, 6}) == 1);  // x axis × y axis
  CHECK(collide::sign_cross({0, 0}, {0, 1}, {5, 5}, {6, 5}) == -1);
  CHECK(collide::sign_cross({0, 0}, {2, 2}, {1, 0}, {4, 3}) == 0);  // parallel
  CHECK(collide::sign_dot({0, 0}, {1, 0}, {3, 3}, {3, 9}) == 0);    // perpendicular
  CHECK(collide::sign_dot({0, 0}, {1, 1}, {0, 0}, {2, 0}) == 1);
  CHECK(collide::sign_dot({0, 0}, {1, 1}, {0, 0}, {-2, 0}) == -1);
}

TEST_CASE("sign_side: a point on the line gives 0") {
  const Line x_is_2{1, 0, -2};  // x − 2 = 0, normal pointing to +x
  CHECK(collide::sign_side({2, 5}, x_is_2) == 0);
  CHECK(collide::sign_side({3, 0}, x_is_2) == 1);
  CHECK(collide::sign_side({-1, 0}, x_is_2) == -1);
  // 0.1·x + 0.2·y − 0.3 at (1, 1): rounded doubles, so the exact value is not 0.
  // 0.1 + 0.2 > 0.3 as real numbers of the stored doubles? The oracle says which.
  const Line tenths{0.1, 0.2, -0.3};
  const Rational exact = Rational(0.1) + Rational(0.2) - Rational(0.3);
  CHECK(collide::sign_side({1, 1}, tenths) == oracle::sign(exact));
  CHECK(exact != 0);
}

TEST_CASE("distance comparisons: touching gives 0") {
  // 3-4-5 triangle: (3, 4) is exactly 5 from the origin.
  CHECK(collide::compare_distance({3, 4}, {0, 0}, 5) == 0);
  CHECK(collide::compare_distance({3, 4}, {0, 0}, 6) == -1);
  CHECK(collide::compare_distance({3, 4}, {0, 0}, 4.999999999999999) == 1);
  CHECK(collide::compare_distance({1, 1}, {1, 1}, 0) == 0);  // a point circle at the point
  // Two circles 5 apart with radii 2 and 3 just touch.
  CHECK(collide::compare_distance_sum({0, 0}, {3, 4}, 2, 3) == 0);
  CHECK(collide::compare_distance_sum({0, 0}, {3, 4}, 2, 2.5) == 1);
  CHECK(collide::compare_distance_sum({0, 0}, {3, 4}, 2, 3.5) == -1);
  // (3, 4) and (5, 0) are both 5 from the origin; (1, 0) is nearer.
  CHECK(collide::compare_distances({0, 0}, {3, 4}, {5, 0}) == 0);
  CHECK(collide::compare_distances({0, 0}, {1, 0}, {5, 0}) == -1);
  CHECK(collide::compare_distances({0, 0}, {5, 0}, {1, 0}) == 1);
}

TEST_CASE("line distance: a circle touching a line gives 0") {
  // The line through (0, 0) and (4, 0) is the x axis; (1, 3) is 3 from it.
  CHECK(collide::compare_line_distance({1, 3}, {0, 0}, {4, 0}, 3) == 0);
  CHECK(collide::compare_line_distance({1, 3}, {0, 0}, {4, 0}, 2) == 1);
  CHECK(collide::compare_line_distance({1, 3}, {0, 0}, {4, 0}, 4) == -1);
  // The diagonal through (0, 0) and (1, 1); (1, −1) is √2 away, so r² = 2 is not a double's
  // square, but r = 1 is nearer and 1.5 farther.
  CHECK(collide::compare_line_distance({1, -1}, {0, 0}, {1, 1}, 1) == 1);
  CHECK(collide::compare_line_distance({1, -1}, {0, 0}, {1, 1}, 1.5) == -1);
  // y = 0 as coefficients (0·x + 2·y + 0 = 0, normal not unit): (7, −3) is 3 away.
  CHECK(collide::compare_line_distance({7, -3}, Line{0, 2, 0}, 3) == 0);
  CHECK(collide::compare_line_distance({7, -3}, Line{0, 2, 0}, 2.5) == 1);
  // 3x + 4y − 25 = 0 is 5 from the origin.
  CHECK(collide::compare_line_distance({0, 0}, Line{3, 4, -25}, 5) == 0);
}

TEST_CASE("compare_projection: shadows meeting exactly give 0") {
  // Axis along x (from (0,0) to (2,0)): v = (5, 0) projects to 10, the circle at the origin
  // with r = 5 reaches r·|n| = 10.
  CHECK(collide::compare_projection({5, 0}, {0, 0}, 5, {0, 0}, {2, 0}, false) == 0);
  CHECK(collide::compare_projection({6, 0}, {0, 0}, 5, {0, 0}, {2, 0}, false) == 1);
  CHECK(collide::compare_projection({4, 9}, {0, 0}, 5, {0, 0}, {2, 0}, false) == -1);
  // Edge (0,0) → (0,2): its normal (2, 0) points to +x.
  CHECK(collide::compare_projection({5, 1}, {0, 0}, 5, {0, 0}, {0, 2}, true) == 0);
  // Edge (0,0) → (0,−2): normal (−2, 0); v is behind, far below the circle's reach.
  CHECK(collide::compare_projection({5, 1}, {0, 0}, 5, {0, 0}, {0, -2}, true) == -1);
  // A 3-4-5 axis: n = (3, 4), v − c = (3, 4) projects to 25 = r·|n| with r = 5.
  CHECK(collide::compare_projection({4, 5}, {1, 1}, 5, {0, 0}, {3, 4}, false) == 0);
  // r = 0: just the sign of the projection.
  CHECK(collide::compare_projection({0, 7}, {0, 0}, 0, {0, 0}, {1, 0}, false) == 0);
}

// [SECTION] Near a line, and 10^5 random cases against the oracles

// Kettner, Mehlhorn, Pion, Schirra, Yap, "Classroom examples of robustness problems in
// geometric computations" (2008): points a few ulps apart near a line through two doubles.
TEST_CASE("orientation near the line through (0.1, 0.3) and (17.3, 12.9): 0 wrong signs") {
  const Vec2 p{0.1, 0.3}, q{17.3, 12.9};
  const Vec2 start{(p.x + q.x) / 2, (p.y + q.y) / 2};  // near the line, not exactly on it
  constexpr int kSide = 256;
  std::vector<double> xs, ys;
  double x = start.x, y = start.y;
  for (int i = 0; i < kSide / 2; ++i) x = std::nextafter(x, -HUGE_VAL), y = std::nextafter(y, -HUGE_VAL);
  for (int i = 0; i < kSide; ++i) {
    xs.push_back(x), ys.push_back(y);
    x = std::nextafter(x, HUGE_VAL), y = std::nextafter(y, HUGE_VAL);
  }
  // The exact orientation is sign((q − p) × (c − p)) = sign(U·(y − p.y) − V·(x − p.x)):
  // each term depends on one coordinate, so compute the rationals once per row and column.
  const Rational U = Rational(q.x) - Rational(p.x), V = Rational(q.y) - Rational(p.y);
  std::vector<Rational> by_y, by_x;
  for (double yy : ys) by_y.push_back(U * (Rational(yy) - Rational(p.y)));
  for (double xx : xs) by_x.push_back(V * (Rational(xx) - Rational(p.x)));
  // Comparing rationals is slow; these all have power-of-two denominators, so bring them
  // to the largest one once and compare the integer numerators.
  using Integer = exact_numbers::Integer;  // of the same backend as Rational's parts
  Integer common = 1;
  for (const auto* list : {&by_y, &by_x})
    for (const Rational& r : *list) common = std::max(common, Integer(denominator(r)));
  auto over_common = [&](const std::vector<Rational>& list) {
    std::vector<Integer> out;
    for (const Rational& r : list) {
      CHECK(common % denominator(r) == 0);
      out.push_back(numerator(r) * (common / denominator(r)));
    }
    return out;
  };
  const std::vector<Integer> row = over_common(by_y), column = over_common(by_x);

  int wrong = 0, naive_wrong = 0, plus = 0, minus = 0, zero = 0;
  for (int j = 0; j < kSide; ++j) {
    for (int i = 0; i < kSide; ++i) {
      const int truth = row[j] > column[i] ? 1 : (row[j] < column[i] ? -1 : 0);
      const Vec2 c{xs[i], ys[j]};
      const int ours = collide::orientation(p, q, c);
      const double naive = (q.x - p.x) * (c.y - p.y) - (q.y - p.y) * (c.x - p.x);
      const int naive_sign = (naive > 0) - (naive < 0);
      wrong += ours != truth;
      naive_wrong += naive_sign != truth;
      (truth > 0 ? plus : truth < 0 ? minus : zero)++;
    }
  }
  CHECK(wrong == 0);
  // The grid really straddles the line, and plain doubles really get it wrong there.
  CHECK(plus > 1000);
  CHECK(minus > 1000);
  CHECK(naive_wrong > 0);
  MESSAGE("classroom grid: ", plus, " left, ", minus, " right, ", zero, " on; naive cross wrong ", naive_wrong,
          " times, ours ", wrong);
}

TEST_CASE("orientation and sign_cross: 10^5 random cases each vs the exact oracle" * doctest::test_suite("slow")) {
  oracle::Generator g(1);
  CHECK(disagreements(kCases, [&] {
          const Vec2 a = g.point(), b = g.chance(0.05) ? a : g.point(), c = g.related(a, b);
          return std::pair{collide::orientation(a, b, c), oracle_cross(a, b, a, c)};
        }) == 0);
  CHECK(disagreements(kCases, [&] {
          const Vec2 a1 = g.point(), a2 = g.point(), b1 = g.related(a1, a2);
          // b2 − b1 parallel to a2 − a1 (then nudged) in half the cases.
          const Vec2 b2 = second_point(g, a1, a2, b1, {a2.x - a1.x, a2.y - a1.y});
          return std::pair{collide::sign_cross(a1, a2, b1, b2), oracle_cross(a1, a2, b1, b2)};
        }) == 0);
}

TEST_CASE("sign_dot: 10^5 random cases vs the exact oracle" * doctest::test_suite("slow")) {
  oracle::Generator g(2);
  CHECK(disagreements(kCases, [&] {
          const Vec2 a1 = g.point(), a2 = g.point(), b1 = g.related(a1, a2);
          // b2 − b1 perpendicular to a2 − a1 (then nudged) in half the cases.
          const Vec2 b2 = second_point(g, a1, a2, b1, {-(a2.y - a1.y), a2.x - a1.x});
          return std::pair{collide::sign_dot(a1, a2, b1, b2), oracle_dot(a1, a2, b1, b2)};
        }) == 0);
}

TEST_CASE("sign_side: 10^5 random cases vs the exact oracle" * doctest::test_suite("slow")) {
  oracle::Generator g(3);
  CHECK(disagreements(kCases, [&] {
          const Vec2 p1 = g.point(), p2 = g.point();
          Line l{oracle::snap(p2.y - p1.y), oracle::snap(p1.x - p2.x), 0};
          l.c = oracle::snap(-(l.a * p1.x + l.b * p1.y));
          if (g.chance(0.2)) l.c = g.coordinate();
          const Vec2 p = g.related(p1, p2);
          return std::pair{collide::sign_side(p, l), oracle::sign(oracle_side(p, l))};
        }) == 0);
}

TEST_CASE("compare_distance and compare_distance_sum: 10^5 random cases each" * doctest::test_suite("slow")) {
  oracle::Generator g(4);
  CHECK(disagreements(kCases, [&] {
          const Vec2 p = g.point(), q = g.chance(0.05) ? p : g.related(p, g.point());
          const double r = near_radius(g, std::hypot(p.x - q.x, p.y - q.y));
          return std::pair{collide::compare_distance(p, q, r), oracle::sign(oracle_dist2(p, q) - oracle_square(r))};
        }) == 0);
  CHECK(disagreements(kCases, [&] {
          const Vec2 p = g.point(), q = g.related(p, g.point());
          const double d = std::hypot(p.x - q.x, p.y - q.y);
          const double r1 = std::fabs(oracle::snap(g.uniform(0, 1) * d));
          const double r2 = near_radius(g, d - r1);
          const Wide sum = Wide(oracle::scaled(r1)) + Wide(oracle::scaled(r2));
          return std::pair{collide::compare_distance_sum(p, q, r1, r2), oracle::sign(oracle_dist2(p, q) - sum * sum)};
        }) == 0);
}

TEST_CASE("compare_distances: 10^5 random cases" * doctest::test_suite("slow")) {
  oracle::Generator g(5);
  CHECK(disagreements(kCases,
                      [&] {
    const Vec2 q1 = g.point(), q2 = g.point();
    // On (or nudged off) the perpendicular bisector in most cases: equal distances.
    Vec2 p = g.point();
    if (g.chance(0.6)) {
      const double t = g.chance(0.5) ? g.integer(-3, 3) : g.uniform(-3, 3);
      p = g.nudge(Vec2{oracle::snap((q1.x + q2.x) / 2 - t * (q2.y - q1.y)),
                       oracle::snap((q1.y + q2.y) / 2 + t * (q2.x - q1.x))});
    }
    return std::pair{collide::compare_distances(p, q1, q2), oracle::sign(oracle_dist2(p, q1) - oracle_dist2(p, q2))};
        }) == 0);
}

TEST_CASE("compare_line_distance (two points and coefficients): 10^5 random cases each" * doctest::test_suite("slow")) {
  oracle::Generator g(6);
  CHECK(disagreements(kCases, [&] {
          const Vec2 a = g.point();
          Vec2 b = g.point();
          if (a == b) b.x += 1;  // the line needs two distinct points
          const Vec2 c = g.related(a, b);
          const Vec2 u = b - a, w = c - a;
          const double distance = std::fabs(u.x * w.y - u.y * w.x) / std::hypot(u.x, u.y);
          const double r = near_radius(g, distance);
          const Fixed cross = big(oracle_cross_value(a, b, a, c));
          return std::pair{collide::compare_line_distance(c, a, b, r),
                           oracle::sign(cross * cross - big(oracle_square(r)) * big(oracle_dist2(a, b)))};
        }) == 0);
  CHECK(disagreements(kCases, [&] {
          const Vec2 p1 = g.point(), p2 = g.point();
          Line l{oracle::snap(p2.y - p1.y), oracle::snap(p1.x - p2.x), 0};
          if (l.a == 0 && l.b == 0) l.a = 1;
          l.c = oracle::snap(-(l.a * p1.x + l.b * p1.y));
          const Vec2 c = g.related(p1, p2);
          const double r = near_radius(g, std::fabs(l.a * c.x + l.b * c.y + l.c) / std::hypot(l.a, l.b));
          const Fixed side = big(oracle_side(c, l));
          const Fixed normal2 = big(oracle_square(l.a) + oracle_square(l.b));
          return std::pair{collide::compare_line_distance(c, l, r),
                           oracle::sign(side * side - big(oracle_square(r)) * normal2)};
        }) == 0);
}

TEST_CASE("compare_projection: 10^5 random cases per kind of axis" * doctest::test_suite("slow")) {
  oracle::Generator g(7);
  for (const bool edge_normal : {false, true}) {
    CAPTURE(edge_normal);
    CHECK(disagreements(kCases, [&] {
            const Vec2 from = g.point(), to = g.chance(0.02) ? from : g.point();
            const Vec2 c = g.point(), v = g.related(c, g.point());
            const Vec2 n = edge_normal ? Vec2{to.y - from.y, from.x - to.x} : to - from;
            const double length = std::hypot(n.x, n.y);
            const double shadow = length > 0 ? ((v.x - c.x) * n.x + (v.y - c.y) * n.y) / length : 0;
            const double r = g.chance(0.05) ? 0.0 : near_radius(g, std::fabs(shadow));
            // The exact n and d, then the sign of d − r·|n| without a square root.
            const Wide d = edge_normal ? oracle_cross_value(c, v, from, to) : oracle_dot_value(c, v, from, to);
            const Wide n2 = oracle_dist2(from, to);
            int truth;
            if (r == 0 || n2 == 0)
              truth = oracle::sign(d);
            else if (d <= 0)
              truth = -1;
            else
              truth = oracle::sign(big(d) * big(d) - big(oracle_square(r)) * big(n2));
            return std::pair{collide::compare_projection(v, c, r, from, to, edge_normal), truth};
          }) == 0);
  }
}

// [SECTION] Extreme scales

// Far from 1: coordinates from 1e−50 to 1e50 (the range validate.hpp accepts). Every such
// double is an integer multiple of 2⁻²⁴⁰, so x·2²⁴⁰ is an exact big integer (a rational with
// one fixed denominator, without the cost of reducing fractions). Fewer cases, since the
// numbers are long, but every predicate sees extreme scales.
TEST_CASE("every predicate at extreme scales vs exact big integers" * doctest::test_suite("slow")) {
  oracle::Generator g(8);
  auto number = [&](double scale) {
    if (g.chance(0.05)) return 0.0;
    return g.uniform(-1, 1) * scale;
  };
  auto scale = [&] { return std::pow(10.0, g.integer(-49, 49)); };
  auto point = [&](double s) { return Vec2{number(s), number(s)}; };
  auto nudge = [&](Vec2 v) {
    for (int i = g.integer(0, 2); i > 0; --i) v.x = std::nextafter(v.x, g.chance(0.5) ? HUGE_VAL : -HUGE_VAL);
    return v;
  };
  using Integer = boost::multiprecision::cpp_int;
  constexpr int kShift = 240;
  auto R = [](double x) {
    if (x == 0) return Integer(0);
    int e = 0;
    const double m = std::frexp(x, &e);  // x = m·2^e, 0.5 ≤ |m| < 1
    const Integer mantissa(static_cast<long long>(std::ldexp(m, 53)));
    if (e - 53 + kShift < 0) throw std::logic_error("below the accepted range");
    return Integer(mantissa << (e - 53 + kShift));
  };
  const Integer one = Integer(1) << kShift;
  // Only inputs the validators accept: 0 or 1e−50 ≤ |x| ≤ 1e50.
  auto accepted = [](std::initializer_list<double> xs) {
    for (double x : xs)
      if (x != 0 && !(std::fabs(x) >= 1e-50 && std::fabs(x) <= 1e50)) return false;
    return true;
  };
  auto rcross = [&](Vec2 a1, Vec2 a2, Vec2 b1, Vec2 b2) {
    return (R(a2.x) - R(a1.x)) * (R(b2.y) - R(b1.y)) - (R(a2.y) - R(a1.y)) * (R(b2.x) - R(b1.x));
  };
  auto rdot = [&](Vec2 a1, Vec2 a2, Vec2 b1, Vec2 b2) {
    return (R(a2.x) - R(a1.x)) * (R(b2.x) - R(b1.x)) + (R(a2.y) - R(a1.y)) * (R(b2.y) - R(b1.y));
  };
  auto rdist2 = [&](Vec2 p, Vec2 q) { return rdot(q, p, q, p); };

  int wrong = 0, checked = 0;
  for (int i = 0; i < 8000; ++i) {
    const double s = scale();
    const Vec2 a = point(s), b = point(s);
    const double t = g.chance(0.5) ? 0.5 : g.uniform(-2, 2);
    const Vec2 c = nudge(g.chance(0.5) ? Vec2{a.x + t * (b.x - a.x), a.y + t * (b.y - a.y)} : point(scale()));
    const Vec2 d = nudge(Vec2{c.x + (b.x - a.x), c.y + (b.y - a.y)});
    const double r = g.chance(0.5) ? std::sqrt((a.x - c.x) * (a.x - c.x) + (a.y - c.y) * (a.y - c.y))
                                   : std::fabs(number(s));
    const Line l{b.y - a.y, a.x - b.x, -((b.y - a.y) * a.x + (a.x - b.x) * a.y)};
    if (!accepted({a.x, a.y, b.x, b.y, c.x, c.y, d.x, d.y, r, r / 3})) continue;
    ++checked;
    const bool line_ok = accepted({l.a, l.b, l.c});

    wrong += collide::orientation(a, b, c) != oracle::sign(rcross(a, b, a, c));
    wrong += collide::sign_cross(a, b, c, d) != oracle::sign(rcross(a, b, c, d));
    wrong += collide::sign_dot(a, b, c, d) != oracle::sign(rdot(a, b, c, d));
    if (i % 2 == 0) {  // the degree-4 predicates are slower
      const Integer side = line_ok ? R(l.a) * R(c.x) + R(l.b) * R(c.y) + R(l.c) * one : Integer(0);
      if (line_ok) wrong += collide::sign_side(c, l) != oracle::sign(side);
      wrong += collide::compare_distance(a, c, r) != oracle::sign(rdist2(a, c) - R(r) * R(r));
      wrong += collide::compare_distance_sum(a, c, r, r / 3) !=
               oracle::sign(rdist2(a, c) - (R(r) + R(r / 3)) * (R(r) + R(r / 3)));
      wrong += collide::compare_distances(c, a, b) != oracle::sign(rdist2(c, a) - rdist2(c, b));
      if (a != b) {
        const Integer cr = rcross(a, b, a, c);
        wrong += collide::compare_line_distance(c, a, b, r) != oracle::sign(cr * cr - R(r) * R(r) * rdist2(a, b));
        if (line_ok)
          wrong += collide::compare_line_distance(c, l, r) !=
                   oracle::sign(side * side - R(r) * R(r) * (R(l.a) * R(l.a) + R(l.b) * R(l.b)));
        const Integer dd = rdot(c, d, a, b);
        const Integer n2 = rdist2(a, b);
        const int truth = r == 0 ? oracle::sign(dd) : dd <= 0 ? -1 : oracle::sign(dd * dd - R(r) * R(r) * n2);
        wrong += collide::compare_projection(d, c, r, a, b, false) != truth;
      }
    }
  }
  CHECK(wrong == 0);
  CHECK(checked > 6000);
}

namespace {

// dist(c, segment pq)², in rationals: the foot t = (w·u)/(u·u) clamped to [0, 1] (issue 25).
Rational segment_dist2(Vec2 c, Vec2 p, Vec2 q) {
  const Rational ux = Rational(q.x) - Rational(p.x), uy = Rational(q.y) - Rational(p.y);
  const Rational wx = Rational(c.x) - Rational(p.x), wy = Rational(c.y) - Rational(p.y);
  const Rational uu = ux * ux + uy * uy;
  Rational t = uu == 0 ? Rational(0) : (wx * ux + wy * uy) / uu;
  if (t < 0) t = 0;
  if (t > 1) t = 1;
  const Rational dx = wx - t * ux, dy = wy - t * uy;
  return dx * dx + dy * dy;
}

}  // namespace

TEST_CASE("compare_segment_distances: hand-worked ties and near-ties") {
  using collide::compare_segment_distances;
  // The C's notch: from (1, 0), the floor y = −1.5 (x in [−1, 3]) and the ceiling y = 1.5 are
  // both 1.5 away (feet inside both); the back x = −1 is 2 away.
  CHECK(compare_segment_distances({1, 0}, {-1, -1.5}, {3, -1.5}, {3, 1.5}, {-1, 1.5}) == 0);
  CHECK(compare_segment_distances({1, 0}, {-1, 1.5}, {-1, -1.5}, {-1, -1.5}, {3, -1.5}) == 1);
  CHECK(compare_segment_distances({1, -1e-9}, {-1, -1.5}, {3, -1.5}, {3, 1.5}, {-1, 1.5}) == -1);
  // An end against a foot: (3, 4) is 5 from the origin's segment end; the line x = 5 is 5 away.
  CHECK(compare_segment_distances({0, 0}, {3, 4}, {6, 8}, {5, -1}, {5, 1}) == 0);
  CHECK(compare_segment_distances({0, 0}, {3, 4}, {6, 8}, {5, -1}, {5.000000000000001, 1}) == -1);
  // A slanted edge: the line x + y = 2 is √2 from the origin, d² = 2, as is the end (1, 1)… of
  // another segment (1, 1)–(2, 2) whose nearest point is that end.
  CHECK(compare_segment_distances({0, 0}, {0, 2}, {2, 0}, {1, 1}, {2, 2}) == 0);
  // A segment whose ends coincide is its point.
  CHECK(compare_segment_distances({0, 0}, {0, 2}, {0, 2}, {2, 0}, {2, 0}) == 0);
  CHECK(compare_segment_distances({0, 0}, {0, 2}, {0, 2}, {-1, 1}, {1, 3}) == 1);  // d² 2 < 4
}

TEST_CASE("compare_segment_distances: 2,000 random cases, half of them mirrored ties, vs rationals") {
  oracle::Generator g(25);
  int wrong = 0, ties = 0;
  for (int i = 0; i < 2000; ++i) {
    const Vec2 c = g.chance(0.5) ? Vec2{double(g.integer(-6, 6)), double(g.integer(-6, 6))} : g.point();
    const Vec2 p1 = g.point(), q1 = g.point();
    Vec2 p2 = g.point(), q2 = g.point();
    if (g.chance(0.5)) {  // segment 1 turned a quarter about c: exactly as near (integer inputs)
      const Vec2 ci{std::round(c.x), std::round(c.y)};
      auto turn = [&](Vec2 v) { return Vec2{ci.x - (std::round(v.y) - ci.y), ci.y + (std::round(v.x) - ci.x)}; };
      p2 = g.nudge(turn(p1)), q2 = turn(q1);
      const int want =
          oracle::sign(segment_dist2(ci, {std::round(p1.x), std::round(p1.y)}, {std::round(q1.x), std::round(q1.y)}) -
                       segment_dist2(ci, p2, q2));
      const Vec2 rp1{std::round(p1.x), std::round(p1.y)}, rq1{std::round(q1.x), std::round(q1.y)};
      wrong += collide::compare_segment_distances(ci, rp1, rq1, p2, q2) != want;
      ties += want == 0;
      continue;
    }
    wrong += collide::compare_segment_distances(c, p1, q1, p2, q2) !=
             oracle::sign(segment_dist2(c, p1, q1) - segment_dist2(c, p2, q2));
  }
  CHECK(wrong == 0);
  CHECK(ties > 100);
}

// Issue 25: the SAT's depths on axes of different lengths, d/|n| against d'/|n'|, exactly.
TEST_CASE("compare_along_axis: hand-worked ties and near-ties") {
  using collide::AlongAxis;
  using collide::compare_along_axis;
  // 5 along x; 5 along (3, 4)/5 from (0, 0) to (3, 4); the edge (0, 0)→(4, −3) has the normal
  // (−3, −4), and (−3, −4) lies 25/5 = 5 along it.
  const AlongAxis x5{{0, 0}, {5, 0}, {0, 0}, {1, 0}, false};
  CHECK(compare_along_axis(x5, {{0, 0}, {3, 4}, {0, 0}, {3, 4}, false}) == 0);
  CHECK(compare_along_axis(x5, {{1, 1}, {-2, -3}, {7, 7}, {11, 4}, true}) == 0);
  CHECK(compare_along_axis({{0, 0}, {5.000000000000001, 0}, {0, 0}, {1, 0}, false},
                           {{0, 0}, {3, 4}, {0, 0}, {3, 4}, false}) == 1);
  // Irrational lengths: 3/√2 along (1, 1), and 15/√50 = 3/√2 along (1, 7); 3.0000000000000004
  // along (1, 1) is the longer.
  const AlongAxis diagonal{{0, 0}, {3, 0}, {0, 0}, {1, 1}, false};
  CHECK(compare_along_axis(diagonal, {{0, 0}, {1, 2}, {0, 0}, {1, 7}, false}) == 0);
  CHECK(compare_along_axis({{0, 0}, {3.0000000000000004, 0}, {0, 0}, {1, 1}, false},
                           {{0, 0}, {1, 2}, {0, 0}, {1, 7}, false}) == 1);
  // Signs: −5 < 3; −5 against −3/√2·… two negative lengths, the longer one is nearer to 0.
  CHECK(compare_along_axis({{5, 0}, {0, 0}, {0, 0}, {1, 0}, false}, diagonal) == -1);
  CHECK(compare_along_axis({{5, 0}, {0, 0}, {0, 0}, {1, 0}, false}, {{3, 4}, {0, 0}, {0, 0}, {3, 4}, false}) == 0);
  CHECK(compare_along_axis({{5, 0}, {0, 0}, {0, 0}, {1, 0}, false}, {{2, 0}, {0, 0}, {0, 0}, {2, 0}, false}) == -1);
  CHECK(compare_along_axis({{0, 0}, {0, 0}, {0, 0}, {1, 0}, false}, {{0, 0}, {0, 1}, {0, 0}, {1, 0}, false}) == 0);
  // Differences that are not doubles: a length of 0.1 + 2⁻⁵⁰ from points near 10⁶.
  const Vec2 far{1e6 + 0.1, 0};
  CHECK(compare_along_axis({{1e6, 0}, far, {0, 0}, {1, 0}, false}, {{0, 0}, {far.x - 1e6, 0}, {0, 0}, {1, 0}, false}) ==
        0);
  CHECK(compare_along_axis({{1e6, 0}, far, {0, 0}, {1, 0}, false}, {{0, 0}, {0.1, 0}, {0, 0}, {1, 0}, false}) != 0);
}

namespace {

// dot(to − from, n)/|n| − dot(to' − from', n')/|n'|'s sign in rationals: the signs of the two
// numerators, then their squares times the other axis's squared length.
int along_sign_rational(const collide::AlongAxis& x, const collide::AlongAxis& y) {
  const auto parts = [](const collide::AlongAxis& a) {
    const Rational nx = Rational(a.axis_to.x) - Rational(a.axis_from.x),
                   ny = Rational(a.axis_to.y) - Rational(a.axis_from.y);
    const Rational wx = Rational(a.to.x) - Rational(a.from.x), wy = Rational(a.to.y) - Rational(a.from.y);
    return std::pair{a.edge_normal ? Rational(wx * ny - wy * nx) : Rational(wx * nx + wy * ny),
                     Rational(nx * nx + ny * ny)};
  };
  const auto [d1, n1] = parts(x);
  const auto [d2, n2] = parts(y);
  const int s1 = oracle::sign(d1), s2 = oracle::sign(d2);
  if (s1 != s2) return s1 > s2 ? 1 : -1;
  return s1 * oracle::sign(Rational(d1 * d1 * n2 - d2 * d2 * n1));
}

}  // namespace

TEST_CASE("compare_along_axis: 2,000 random cases, half of them turned or scaled ties, vs rationals") {
  oracle::Generator g(2025);
  int wrong = 0, ties = 0;
  for (int i = 0; i < 2000; ++i) {
    const collide::AlongAxis x{g.point(), g.point(), g.point(), g.point(), g.chance(0.5)};
    if (x.axis_from == x.axis_to) continue;
    collide::AlongAxis y{g.point(), g.point(), g.point(), g.point(), g.chance(0.5)};
    if (g.chance(0.5)) {
      // Every point of x turned a quarter about the origin, the axis's points doubled (both
      // exact): as long as x, whatever the differences round to; then perhaps nudged.
      const auto turn = [](Vec2 p) { return Vec2{-p.y, p.x}; };
      y = {turn(x.from), g.nudge(turn(x.to)), 2.0 * turn(x.axis_from), 2.0 * turn(x.axis_to), x.edge_normal};
    }
    if (y.axis_from == y.axis_to) continue;
    const int want = along_sign_rational(x, y);
    wrong += collide::compare_along_axis(x, y) != want;
    ties += want == 0;
  }
  CHECK(wrong == 0);
  CHECK(ties > 100);
}

}  // namespace test_predicates
