// The circle's swept test decides on the centre's exact path c + t·v, t in [0, 1], never on c + v
// rounded (issue 27): a point moving through a corner hits it, as the polygons' and the circles'
// swept tests say for the same motion. Against an oracle in exact rationals.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include "collide/exact/predicates.hpp"
#include "collide/time_of_impact.hpp"
#include "exact_oracle.hpp"

namespace test_time_of_impact_exact_path {

using collide::Circle;
using collide::Vec2;
using oracle::Rational;

namespace {

struct RPoint {
  Rational x, y;
};
RPoint exact(Vec2 p) { return {Rational(p.x), Rational(p.y)}; }
RPoint minus(const RPoint& a, const RPoint& b) { return {a.x - b.x, a.y - b.y}; }
Rational dot(const RPoint& a, const RPoint& b) { return a.x * b.x + a.y * b.y; }
Rational cross(const RPoint& a, const RPoint& b) { return a.x * b.y - a.y * b.x; }

// The squared distance from p to the segment a → b: to the nearest point, its parameter clamped.
Rational distance_squared(const RPoint& p, const RPoint& a, const RPoint& b) {
  const RPoint d = minus(b, a), w = minus(p, a);
  const Rational length = dot(d, d);
  Rational t = length == 0 ? Rational(0) : dot(w, d) / length;
  t = std::clamp(t, Rational(0), Rational(1));
  const RPoint foot{a.x + t * d.x - p.x, a.y + t * d.y - p.y};
  return dot(foot, foot);
}

// Two closed segments share a point.
bool cross_or_touch(const RPoint& a, const RPoint& b, const RPoint& c, const RPoint& d) {
  const auto sign = [](const Rational& r) { return r > 0 ? 1 : r < 0 ? -1 : 0; };
  const int o1 = sign(cross(minus(b, a), minus(c, a))), o2 = sign(cross(minus(b, a), minus(d, a)));
  const int o3 = sign(cross(minus(d, c), minus(a, c))), o4 = sign(cross(minus(d, c), minus(b, c)));
  if (o1 * o2 < 0 && o3 * o4 < 0) return true;
  return distance_squared(c, a, b) == 0 || distance_squared(d, a, b) == 0 || distance_squared(a, c, d) == 0 ||
         distance_squared(b, c, d) == 0;
}

// The oracle: the centre's path (its end c + v exact) comes within r of some edge of the polygon.
bool path_within_oracle(const Circle& circle, Vec2 v, const std::vector<Vec2>& polygon) {
  const RPoint c = exact(circle.c), e{c.x + Rational(v.x), c.y + Rational(v.y)};
  const Rational r2 = Rational(circle.r) * Rational(circle.r);
  for (std::size_t i = 0; i < polygon.size(); ++i) {
    const RPoint p = exact(polygon[i]), q = exact(polygon[(i + 1) % polygon.size()]);
    if (cross_or_touch(c, e, p, q)) return true;
    for (const Rational& d :
         {distance_squared(p, c, e), distance_squared(q, c, e), distance_squared(c, p, q), distance_squared(e, p, q)})
      if (d <= r2) return true;
  }
  return false;
}

}  // namespace

TEST_CASE("circle_polygon_time_of_impact: a point moving through a corner hits it (issue 27)") {
  // From (0.2, −0.1) by (−1, −1): at t = 0.1 the centre is at (0.2 − 0.1, −0.1 − 0.1), which in
  // doubles is exactly the corner (0.1, −0.2) (0.2 is twice 0.1, −0.2 twice −0.1). The end
  // c + v rounded to doubles, (−0.8, −1.1), is not on that line, and the path to it missed.
  const Circle point{{0.2, -0.1}, 0};
  const Vec2 v{-1, -1};
  const std::vector<Vec2> triangle{{0.1, -0.2}, {-5, -0.2}, {-5, 5}};
  REQUIRE(point.c.x - 0.1 == 0.1);  // the corner is on the exact path, at t = 0.1
  REQUIRE(point.c.y - 0.1 == -0.2);
  CHECK(path_within_oracle(point, v, triangle));
  collide::CirclePolygonTimeOfImpactTrace trace;
  const auto r = collide::circle_polygon_time_of_impact(point, v, triangle, trace);
  CHECK(r.hit);
  CHECK(r.toi == doctest::Approx(0.1).epsilon(1e-15));
  CHECK(trace.edge_times[0] == doctest::Approx(0.1).epsilon(1e-15));  // its own table agrees
  // The polygons' and the circles' swept tests say the same for the same motion.
  const std::vector<Vec2> b{point.c};
  const auto polygons = collide::convex_polygons_time_of_impact(triangle, b, v);
  CHECK(polygons.hit);
  CHECK(polygons.toi == 0.1);
  collide::CirclesTimeOfImpactTrace circles;
  const auto both = collide::circles_time_of_impact(Circle{{0.1, -0.2}, 0}, point, v, circles);
  CHECK(both.hit);
  CHECK(both.toi == 0.1);
  // The path grazes the corner: one root, entry and exit the same number (entry read
  // 0.10000000000000002, after the exit 0.1).
  CHECK(circles.entry == 0.1);
  CHECK(circles.exit == 0.1);
  CHECK(both.normal.x == doctest::Approx(std::sqrt(0.5)));  // against the motion
  CHECK(both.normal.y == doctest::Approx(std::sqrt(0.5)));
}

// Corners put on the path c + t·v as doubles round them (some exactly on it, some an ulp off),
// decimal starts (never exact in binary), radii 0 or tiny: the verdict is the oracle's, and a
// miss lists no time.
TEST_CASE(
    "circle_polygon_time_of_impact: property: 3000 paths through or by a hair past corners, against exact rationals" *
    doctest::test_suite("slow")) {
  oracle::Generator g(2027);
  int hits = 0;
  for (int round = 0; round < 3000; ++round) {
    CAPTURE(round);
    const Vec2 c{g.integer(-30, 30) * 0.1, g.integer(-30, 30) * 0.1};
    const Vec2 v{double(g.integer(-4, 4)), double(g.integer(-4, 4))};
    const double r = g.chance(0.6) ? 0.0 : g.chance(0.5) ? 1e-17 : 0.3;
    // A triangle with a corner on the path (rounded), away from the start; or anywhere.
    const double t = g.integer(1, 7) / 8.0 + (g.chance(0.5) ? 0.0 : 0.1);
    const Vec2 corner = c + t * v;
    const Vec2 other{corner.x + g.integer(-5, 5), corner.y + g.integer(-5, 5)};
    const Vec2 third{corner.x + g.integer(-5, 5), corner.y + g.integer(-5, 5)};
    const std::vector<Vec2> triangle{corner, other, third};
    if (collide::orientation(corner, other, third) == 0) continue;
    CAPTURE(c);
    CAPTURE(v);
    CAPTURE(r);
    CAPTURE(triangle);
    collide::CirclePolygonTimeOfImpactTrace trace;
    const auto result = collide::circle_polygon_time_of_impact(Circle{c, r}, v, triangle, trace);
    if (result.overlapping_at_start) continue;
    const bool oracle = path_within_oracle(Circle{c, r}, v, triangle);
    CHECK(result.hit == oracle);
    hits += oracle;
    if (!result.hit) {
      for (const double time : trace.edge_times) CHECK(time == -1);
      for (const double time : trace.vertex_times) CHECK(time == -1);
    } else {
      CHECK(result.toi >= 0);
      CHECK(result.toi <= 1);
    }
  }
  CHECK(hits > 500);
}

}  // namespace test_time_of_impact_exact_path
