// The moving separating axis test with big polygons, where each polygon's extremes come from one
// walk round it (sat_extremes.hpp): every axis's window of overlap against a plain pass over
// every vertex, written here in integers.
#include <doctest/doctest.h>

#include <algorithm>
#include <vector>

#include "collide/time_of_impact.hpp"
#include "exact_oracle.hpp"
#include "int_convex.hpp"

namespace test_sweep_big {

using collide::Vec2;

// The smallest and largest p·n over the polygon (integer coordinates: exact in doubles).
std::pair<double, double> shadow(const std::vector<Vec2>& polygon, Vec2 n) {
  double lo = polygon[0].x * n.x + polygon[0].y * n.y, hi = lo;
  for (Vec2 p : polygon) {
    lo = std::min(lo, p.x * n.x + p.y * n.y);
    hi = std::max(hi, p.x * n.x + p.y * n.y);
  }
  return {lo, hi};
}

// One edge axis as the book's moving test reads it: oriented so that B moves up it; the window
// from B's top reaching A's bottom to B's bottom passing A's top (never: not moving, apart).
void check_axis(const collide::SweepAxis& step, const std::vector<Vec2>& a, const std::vector<Vec2>& b, Vec2 v) {
  Vec2 n = step.axis;
  double speed = v.x * n.x + v.y * n.y;
  if (speed < 0) n = -n, speed = -speed;
  const auto [a_lo, a_hi] = shadow(a, n);
  const auto [b_lo, b_hi] = shadow(b, n);
  if (speed == 0) {
    const bool gap = b_lo > a_hi || a_lo > b_hi;
    CHECK(step.overlap == (gap ? collide::Overlap::Never : collide::Overlap::Always));
    return;
  }
  REQUIRE(step.overlap == collide::Overlap::Window);
  CHECK(step.entry == (a_lo - b_hi) / speed);  // small integers over a small integer: one rounding
  CHECK(step.exit == (a_hi - b_lo) / speed);
}

}  // namespace test_sweep_big

TEST_CASE("convex_polygons_time_of_impact: big polygons, every axis's window as a plain pass finds it") {
  using namespace test_sweep_big;
  oracle::Generator g(2051);
  for (int round = 0; round < 20; ++round) {
    CAPTURE(round);
    const auto a = int_convex::big_convex(g, 90, 120, {0, 0});
    const Vec2 at{double(g.integer(-250, 250)), double(g.integer(-250, 250))};
    const auto b = round % 2 ? int_convex::big_convex(g, 60, 100, at)
                             : int_convex::to_doubles(int_convex::random_convex(g, -8, 8));
    Vec2 v{double(g.integer(-300, 300)), double(g.integer(-300, 300))};
    if (round % 5 == 0) v.y = 0;  // moving along some edges' normals not at all
    collide::SweepTrace trace;
    collide::convex_polygons_time_of_impact(a, b, v, trace);
    for (const auto& step : trace.axes) {
      if (step.degenerate || step.along_line) continue;
      CAPTURE(step.edge);
      check_axis(step, a, b, v);
    }
  }
}

// Issue 27: polygons with no area (every vertex on one line, out and back, some repeated) had no
// walk, so each axis was a pass over every vertex; two of 5,000 vertices took 15.7 s. Their line's
// ends now answer every axis, the same windows as the plain pass.
TEST_CASE("convex_polygons_time_of_impact: two flat 300-gons, every axis's window as a plain pass finds it") {
  using namespace test_sweep_big;
  std::vector<Vec2> a, b;  // A on y = 0 from x = 0 to 149 and back; B the same on y = 5
  for (int k = 0; k < 300; ++k) {
    const double x = k < 150 ? k : 299 - k;
    a.push_back({x, 0});
    b.push_back({x, 5});
  }
  const Vec2 v{1, -10};  // B comes down 10: its line meets A's when it has come down 5, at t = 0.5
  collide::SweepTrace trace;
  const collide::SweepResult r = collide::convex_polygons_time_of_impact(a, b, v, trace);
  CHECK(r.hit);
  CHECK(r.toi == 0.5);
  CHECK(r.normal == Vec2{0, 1});
  REQUIRE(trace.axes.size() == 601);  // 300 + 300 edge axes, and the one along the common line
  for (const auto& step : trace.axes) {
    if (step.degenerate || step.along_line) continue;
    CAPTURE(step.edge);
    check_axis(step, a, b, v);
  }
  // The same B going down a slope: a diagonal flat polygon against A.
  std::vector<Vec2> slope;
  for (int k = 0; k < 200; ++k) slope.push_back({100 + (k % 50), 20 + 2 * (k % 50)});
  collide::SweepTrace sloped;
  collide::convex_polygons_time_of_impact(a, slope, {-30, -40}, sloped);
  CHECK(sloped.result.hit);  // its lowest end (100, 20) comes down to y = 0 at t = 0.5, at x = 85
  CHECK(sloped.result.toi == 0.5);
  for (const auto& step : sloped.axes) {
    if (step.degenerate || step.along_line) continue;
    CAPTURE(step.edge);
    check_axis(step, a, slope, {-30, -40});
  }
}
