// The moving separating axis test with big polygons, quick:: (fast/quick_time_of_impact.hpp),
// where each polygon's extremes come from one walk round it (sat_extremes.hpp): every axis's window
// of overlap against a plain pass over every vertex, written here in integers.
#include <doctest/doctest.h>

#include <algorithm>
#include <vector>

#include "collide/fast/quick_time_of_impact.hpp"
#include "collide/fast/quick_trace.hpp"
#include "collide/minkowski.hpp"
#include "collide/time_of_impact.hpp"
#include "exact_oracle.hpp"
#include "int_convex.hpp"

namespace test_time_of_impact_big {

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
void check_axis(const collide::TimeOfImpactAxis& step, const std::vector<Vec2>& a, const std::vector<Vec2>& b, Vec2 v) {
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

}  // namespace test_time_of_impact_big

TEST_CASE("convex_polygons_time_of_impact: big polygons, every axis's window as a plain pass finds it") {
  using namespace test_time_of_impact_big;
  oracle::Generator g(2051);
  for (int round = 0; round < 20; ++round) {
    CAPTURE(round);
    const auto a = int_convex::big_convex(g, 90, 120, {0, 0});
    const Vec2 at{double(g.integer(-250, 250)), double(g.integer(-250, 250))};
    const auto b = round % 2 ? int_convex::big_convex(g, 60, 100, at)
                             : int_convex::to_doubles(int_convex::random_convex(g, -8, 8));
    Vec2 v{double(g.integer(-300, 300)), double(g.integer(-300, 300))};
    if (round % 5 == 0) v.y = 0;  // moving along some edges' normals not at all
    collide::TimeOfImpactTrace trace;
    collide::quick::convex_polygons_time_of_impact(a, b, v, trace);
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
  using namespace test_time_of_impact_big;
  std::vector<Vec2> a, b;  // A on y = 0 from x = 0 to 149 and back; B the same on y = 5
  for (int k = 0; k < 300; ++k) {
    const double x = k < 150 ? k : 299 - k;
    a.push_back({x, 0});
    b.push_back({x, 5});
  }
  const Vec2 v{1, -10};  // B comes down 10: its line meets A's when it has come down 5, at t = 0.5
  collide::TimeOfImpactTrace trace;
  const collide::TimeOfImpactResult r = collide::quick::convex_polygons_time_of_impact(a, b, v, trace);
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
  collide::TimeOfImpactTrace sloped;
  collide::quick::convex_polygons_time_of_impact(a, slope, {-30, -40}, sloped);
  CHECK(sloped.result.hit);  // its lowest end (100, 20) comes down to y = 0 at t = 0.5, at x = 85
  CHECK(sloped.result.toi == 0.5);
  for (const auto& step : sloped.axes) {
    if (step.degenerate || step.along_line) continue;
    CAPTURE(step.edge);
    check_axis(step, a, slope, {-30, -40});
  }
}

// Issue 27 §4: two 5,000-vertex polygons with collinear runs took 15.7 s (each axis a pass over
// every vertex). At these sizes a pass per axis is 1.6·10⁹ exact comparisons for each call below,
// minutes even in the release build; one walk round each outline is a few seconds here in the
// sanitizer build. Every answer is worked by hand.
TEST_CASE("big polygons with collinear runs: the swept test, the tally and A − B in about linear time" *
          doctest::test_suite("slow")) {
  using namespace test_time_of_impact_big;
  // Flat: A on y = 0 from x = 0 to 9,999 and back, B the same on y = 5; each turn-round repeats
  // a vertex (x = 9,999, and x = 0 closing the ring), an edge of no length and no axis.
  constexpr int n = 20'000;
  std::vector<Vec2> a, b;
  for (int k = 0; k < n; ++k) {
    const double x = k < n / 2 ? k : n - 1 - k;
    a.push_back({x, 0});
    b.push_back({x, 5});
  }
  const collide::TimeOfImpactResult down = collide::quick::convex_polygons_time_of_impact(a, b, {1, -10});
  CHECK(down.hit);  // B's line comes down 5 of its 10 at t = 0.5
  CHECK(down.toi == 0.5);
  CHECK(down.normal == Vec2{0, 1});
  collide::SatTrace counts;
  const collide::SatResult flat = collide::count_every_axis(a, b, counts);
  CHECK_FALSE(flat.collide);
  CHECK(flat.with_gap == 2 * n - 4);  // every edge with a length: its normal is y, and 0 < 5
  const std::vector<Vec2> flat_difference = collide::minkowski_difference(a, b);
  CHECK(flat_difference == std::vector<Vec2>{{-9'999, -5}, {9'999, -5}});

  // Squares with every integer point on their sides: A = [0, 5000]², B = [6000, 11000] × [1000, 6000].
  auto square = [](double x0, double y0) {
    std::vector<Vec2> s;
    for (int side = 0; side < 4; ++side)
      for (int i = 0; i < 5'000; ++i) {
        const Vec2 along[4] = {{x0 + i, y0}, {x0 + 5'000, y0 + i}, {x0 + 5'000 - i, y0 + 5'000}, {x0, y0 + 5'000 - i}};
        s.push_back(along[side]);
      }
    return s;
  };
  const std::vector<Vec2> p = square(0, 0), q = square(6'000, 1'000);
  const collide::SatResult apart = collide::count_every_axis(p, q, counts);
  CHECK_FALSE(apart.collide);
  CHECK(apart.with_gap == 20'000);  // the x axis of both squares' upright sides: [0, 5000] vs [6000, 11000]
  CHECK(apart.touching == 0);
  // A − B = [0 − 11000, 5000 − 6000] × [0 − 6000, 5000 − 1000], its corners from the lowest-left.
  CHECK(collide::minkowski_difference(p, q) ==
        std::vector<Vec2>{{-11'000, -6'000}, {-1'000, -6'000}, {-1'000, 4'000}, {-11'000, 4'000}});
  // B moving left 2000 closes the 1000 gap at t = 0.5; A → B points along +x.
  const collide::TimeOfImpactResult left = collide::quick::convex_polygons_time_of_impact(p, q, {-2'000, 0});
  CHECK(left.hit);
  CHECK(left.toi == 0.5);
  CHECK(left.normal == Vec2{1, 0});
}
