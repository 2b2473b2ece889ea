// A figure's outlines in runs of edges, each with its box (scenes/figures/outline_runs.hpp), give
// rect_crosses's answer (draw.hpp, which tests every edge) for any box: on random boxes of every
// size over two 2,000-vertex outlines and a segment, boxes on an edge's end, and an outline with
// a coordinate that is not a number (its run's box decides nothing). And they hold the points the
// ray cast's count says are inside, worked in exact rationals (concave_exact.hpp), on every row.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>
#include <vector>

#include "big_shapes.hpp"
#include "collide/concave.hpp"
#include "concave_exact.hpp"
#include "scenes/figures/draw.hpp"
#include "scenes/figures/outline_runs.hpp"
#include "portable_random.hpp"

namespace test_outline_runs {

TEST_CASE("outlines in runs of edges cross the same boxes as every edge tested") {
  std::vector<std::vector<lab::Vec2>> outlines{lab::testing::big_polygon({0, 0}, 3, 2000, true),
                                               lab::testing::big_polygon({4, 1}, 2, 2001, false),
                                               {{-5, -5}, {-4.5, -4}}};
  outlines[1][1000] = {std::numeric_limits<double>::quiet_NaN(), 1};
  const lab::figures::OutlineRuns runs(outlines);
  std::mt19937_64 rng(29);
  const auto real = [&](double lo, double hi) { return portable::uniform_real_distribution<double>(lo, hi)(rng); };
  int crossing = 0, apart = 0;
  for (int k = 0; k < 20000; ++k) {
    const double w = std::pow(10, real(-4, 0.5)), h = std::pow(10, real(-4, 0.5));
    const collide::Rect box{real(-7, 7), real(-6, 5), w, h};
    const bool expected = lab::figures::rect_crosses(box, outlines);
    CAPTURE(box.x);
    CAPTURE(box.y);
    REQUIRE(runs.crosses(box) == expected);
    (expected ? crossing : apart) += 1;
  }
  CHECK(crossing > 1000);
  CHECK(apart > 1000);
  // A box whose corner is an outline's vertex, the end of a run's edges: it crosses.
  for (std::size_t i = 0; i < 2000; i += 31) {
    const lab::Vec2 v = outlines[0][i];
    CHECK(runs.crosses({v.x, v.y, 1e-9, 1e-9}));
    CHECK(lab::figures::rect_crosses({v.x, v.y, 1e-9, 1e-9}, outlines));
  }
}

TEST_CASE("outlines in runs of edges find the same edges within a reach of a point as every edge tested") {
  // sat-breaks asks this of each edge of a 2,000-star's rubber band (1,000 of them): does its
  // middle lie on the C? Here: points near the outlines and off them, reaches from 10^-9 to 0.1.
  const std::vector<std::vector<lab::Vec2>> outlines{lab::testing::big_polygon({0, 0}, 3, 2000, true),
                                                     lab::testing::big_polygon({4, 1}, 2, 2001, false)};
  const lab::figures::OutlineRuns runs(outlines);
  std::mt19937_64 rng(28);
  const auto real = [&](double lo, double hi) { return portable::uniform_real_distribution<double>(lo, hi)(rng); };
  int near = 0, far = 0;
  for (int k = 0; k < 1000; ++k) {
    // Half the points on an edge (its middle) moved a little, half anywhere.
    const auto& outline = outlines[static_cast<std::size_t>(k % 2)];
    const std::size_t i = static_cast<std::size_t>(real(0, static_cast<double>(outline.size()) - 1e-9));
    const lab::Vec2 mid = (outline[i] + outline[(i + 1) % outline.size()]) * 0.5;
    const lab::Vec2 p = k % 4 < 2 ? mid + lab::Vec2{real(-1e-3, 1e-3), real(-1e-3, 1e-3)}
                                  : lab::Vec2{real(-4, 7), real(-4, 4)};
    const double reach = std::pow(10, real(-9, -1));
    // Each edge's distance: its closest point by the projection clamped to the edge.
    const auto within = [&](lab::Vec2 a, lab::Vec2 b) {
      const lab::Vec2 d = b - a;
      const double t = std::clamp(((p.x - a.x) * d.x + (p.y - a.y) * d.y) / (d.x * d.x + d.y * d.y), 0.0, 1.0);
      return std::hypot(p.x - a.x - t * d.x, p.y - a.y - t * d.y) <= reach;
    };
    bool expected = false;
    for (const auto& o : outlines)
      for (std::size_t j = 0; j < o.size(); ++j) expected = expected || within(o[j], o[(j + 1) % o.size()]);
    const collide::Rect box{p.x - 2 * reach, p.y - 2 * reach, 4 * reach, 4 * reach};
    REQUIRE(runs.any_edge(box, within) == expected);
    (expected ? near : far) += 1;
  }
  CHECK(near > 30);
  CHECK(far > 100);
}

TEST_CASE("a big outline in runs holds the points its exact ray count puts inside") {
  // A 2,000-point star of radius 3 round (0, 0) (inner points at 1.8): its centre is inside, a
  // point at radius 3.1 outside, and every point on a vertex's row, or a vertex itself, has the
  // answer the chapter's count gives (an end exactly level with P counts as below).
  const std::vector<lab::Vec2> star = lab::testing::big_polygon({0, 0}, 3, 2000, true);
  const std::vector<std::vector<lab::Vec2>> outlines{star};
  const lab::figures::OutlineRuns runs(outlines);
  CHECK(runs.holds({0, 0}));
  CHECK(runs.holds({1.7, 0.01}));
  CHECK_FALSE(runs.holds({3.1, 0}));
  CHECK_FALSE(runs.holds({0, -3.1}));
  std::mt19937_64 rng(31);
  const auto real = [&](double lo, double hi) { return portable::uniform_real_distribution<double>(lo, hi)(rng); };
  int inside = 0, outside = 0;
  for (int k = 0; k < 1200; ++k) {
    const lab::Vec2 v = star[static_cast<std::size_t>(k) * 7 % star.size()];
    const lab::Vec2 p = k % 3 == 0   ? v
                        : k % 3 == 1 ? lab::Vec2{real(-3.5, 3.5), v.y}
                                     : lab::Vec2{real(-3.5, 3.5), real(-3.5, 3.5)};
    const bool expected = concave_exact::ray_from(p, star).counted % 2 == 1;
    CAPTURE(p.x);
    CAPTURE(p.y);
    REQUIRE(runs.holds(p) == expected);
    (expected ? inside : outside) += 1;
  }
  CHECK(inside > 200);
  CHECK(outside > 200);
}

TEST_CASE("an outline with a coordinate that is not a number holds what the ray cast says") {
  // Its run's box decides nothing, so every edge of it is read, as collide::point_in_polygon reads them.
  std::vector<lab::Vec2> polygon = lab::testing::big_polygon({4, 1}, 2, 2001, false);
  polygon[1000] = {std::numeric_limits<double>::quiet_NaN(), 1};
  const std::vector<std::vector<lab::Vec2>> outlines{polygon};
  const lab::figures::OutlineRuns runs(outlines);
  for (const lab::Vec2 p : {lab::Vec2{4, 1}, lab::Vec2{4, 2.5}, lab::Vec2{2.5, 1}, lab::Vec2{7, 1}, lab::Vec2{4, -1.5}})
    CHECK(runs.holds(p) == collide::point_in_polygon(p, polygon));
}

}  // namespace test_outline_runs
