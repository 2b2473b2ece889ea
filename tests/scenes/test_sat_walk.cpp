// The early-exit SAT walk read from the full run (figures/sat_walk.hpp) against the core's own
// early-exit run, field by field: random convex polygons (pentagon-sized, some sharing an edge
// direction so duplicates are skipped), hand cases, and two 300-gons.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <random>
#include <vector>

#include "portable_random.hpp"
#include "big_shapes.hpp"
#include "collide/hull.hpp"
#include "collide/sat.hpp"
#include "scenes/figures/sat_walk.hpp"
#include "same_runs.hpp"

namespace test_sat_walk {

void compare(const std::vector<collide::Vec2>& a, const std::vector<collide::Vec2>& b, bool skip) {
  collide::SatTrace all, walked;
  collide::convex_polygons_collide(a, b, {.early_exit = false, .skip_parallel_duplicates = skip}, all);
  collide::convex_polygons_collide(a, b, {.early_exit = true, .skip_parallel_duplicates = skip}, walked);
  same_runs::check_same_sat_trace(lab::figures::stopped_at_first_gap(all), walked);
}

// A convex polygon: the hull of a few points on a grid of halves (so edges are often parallel).
std::vector<collide::Vec2> random_convex(std::mt19937& rng, collide::Vec2 centre) {
  portable::uniform_int_distribution<int> coord(-6, 6), count(3, 7);
  std::vector<collide::Vec2> points;
  for (int i = count(rng); i > 0; --i) points.push_back(centre + collide::Vec2{coord(rng) * 0.5, coord(rng) * 0.5});
  return collide::convex_hull(points);
}

TEST_CASE("early-exit walk from the full run: a unit square and one 3 to its right, a gap on the first axis of B") {
  const std::vector<collide::Vec2> a{{0, 0}, {1, 0}, {1, 1}, {0, 1}}, b{{4, 0}, {5, 0}, {5, 1}, {4, 1}};
  compare(a, b, false);
  compare(a, b, true);
  collide::SatTrace all;
  collide::convex_polygons_collide(a, b, {.early_exit = false}, all);
  const auto walked = lab::figures::stopped_at_first_gap(all);
  CHECK(walked.result.tested == 2);  // A's e0 (normal down): overlap; A's e1 (normal right): the gap
  CHECK(walked.result.deciding == 1);
}

TEST_CASE("early-exit walk from the full run equals the core's early-exit run (2,000 random pairs)" *
          doctest::test_suite("slow")) {
  std::mt19937 rng(15);
  portable::uniform_real_distribution<double> shift(-4, 4);
  for (int k = 0; k < 2000; ++k) {
    const auto a = random_convex(rng, {0, 0});
    const auto b = random_convex(rng, {std::round(shift(rng) * 2) / 2, std::round(shift(rng) * 2) / 2});
    if (a.size() < 3 || b.size() < 3) continue;
    CAPTURE(k);
    compare(a, b, k % 2 == 0);
  }
}

TEST_CASE("early-exit walk from the full run: two 300-gons 1 apart, and overlapping") {
  for (const double x : {5.0, 3.0}) {
    const auto a = lab::testing::big_polygon({0, 0}, 2, 300, false);
    const auto b = lab::testing::big_polygon({x, 0.3}, 2, 300, false);
    compare(a, b, false);
    compare(a, b, true);
  }
}

}  // namespace test_sat_walk
