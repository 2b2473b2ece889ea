// The simplicity check (crossing_edges) through the tree of edge boxes, against a loop over
// every pair of edges written here: the same first pair, the same words.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include "collide/exact/predicates.hpp"
#include "collide/segment.hpp"
#include "collide/fast/quick_outline.hpp"
#include "collide/validate.hpp"
#include "exact_oracle.hpp"

namespace test_crossing_edges_tree {

using collide::Vec2;

// Every pair (k, l ≥ k + 2) of edges between distinct consecutive vertices, in order.
std::optional<std::string> every_pair(const std::vector<Vec2>& polygon) {
  std::vector<std::size_t> keep;  // vertices followed by a different point
  const std::size_t n = polygon.size();
  for (std::size_t i = 0; i < n; ++i)
    if (polygon[i] != polygon[(i + 1) % n]) keep.push_back(i);
  const std::size_t m = keep.size();
  if (m < 3) return std::nullopt;
  auto at = [&](std::size_t k) { return polygon[keep[k % m]]; };
  for (std::size_t k = 0; k < m; ++k)
    for (std::size_t l = k + 2; l < m; ++l) {
      if (k == 0 && l == m - 1) continue;
      const Vec2 p = at(k), q = at(k + 1), r = at(l), s = at(l + 1);
      if (!collide::segments_intersect(p, q, r, s)) continue;
      const bool cross = collide::orientation(p, q, r) * collide::orientation(p, q, s) < 0 &&
                         collide::orientation(r, s, p) * collide::orientation(r, s, q) < 0;
      return "edges " + std::to_string(keep[k]) + " and " + std::to_string(keep[l]) + (cross ? " cross" : " touch");
    }
  return std::nullopt;
}

// A star round the origin on a small integer grid: simple unless two corners round to the same
// angle or a dent reaches back; sometimes one corner moved anywhere (likely a crossing), sometimes
// a corner repeated.
std::vector<Vec2> star(oracle::Generator& g, int corners) {
  std::vector<Vec2> out;
  for (int k = 0; k < corners; ++k) {
    const double t = 2 * M_PI * k / corners, r = g.integer(10, 40);
    out.push_back({std::round(r * std::cos(t)), std::round(r * std::sin(t))});
    if (g.chance(0.05)) out.push_back(out.back());
  }
  if (g.chance(0.5))
    out[static_cast<std::size_t>(g.integer(0, corners - 1))] = {double(g.integer(-40, 40)), double(g.integer(-40, 40))};
  return out;
}

}  // namespace test_crossing_edges_tree

TEST_CASE("crossing_edges: the first meeting pair of edges, as a loop over every pair finds it") {
  using namespace test_crossing_edges_tree;
  oracle::Generator g(2061);
  int simple = 0;
  for (int round = 0; round < 300; ++round) {
    const auto polygon = star(g, g.integer(3, 60));
    const auto expected = every_pair(polygon);
    CAPTURE(round);
    CHECK(collide::quick::crossing_edges(polygon) == expected);
    simple += !expected;
  }
  CHECK(simple > 30);  // both answers occur
  CHECK(simple < 270);
}

TEST_CASE("crossing_edges: a bow tie crosses at edges 0 and 2; a square's spike touches") {
  const std::vector<collide::Vec2> bow{{0, 0}, {2, 2}, {2, 0}, {0, 2}};
  CHECK(collide::quick::crossing_edges(bow) == std::optional<std::string>("edges 0 and 2 cross"));
  // Vertex 4 sits on edge 0's line at (1, 0): edges 0 and 3 (from (1, 2) down to it) touch.
  const std::vector<collide::Vec2> touching{{0, 0}, {2, 0}, {2, 2}, {1, 2}, {1, 0}, {0, 2}};
  CHECK(collide::quick::crossing_edges(touching).has_value());
}
