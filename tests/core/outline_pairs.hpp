// Test-only: an outline's edges, and the book's loop over every pair of them (independent of the
// core's trees and sweeps), for the simplicity checks' tests; tiny grid stars to try them on.
#pragma once
#include <cstddef>
#include <optional>
#include <utility>
#include <vector>

#include "collide/segment.hpp"
#include "exact_oracle.hpp"

namespace outline_pairs {

using Edges = std::vector<std::pair<collide::Vec2, collide::Vec2>>;

/// Edge k from vertex k to vertex k + 1, round the outline.
inline Edges edges_of(const std::vector<collide::Vec2>& polygon) {
  Edges out;
  for (std::size_t k = 0; k < polygon.size(); ++k) out.emplace_back(polygon[k], polygon[(k + 1) % polygon.size()]);
  return out;
}

/// The book's loop: k = 0, 1, …, and for each l = k + 2, k + 3, … (edge 0 and the last edge are
/// neighbours); the first pair that meets, or nothing.
inline std::optional<std::pair<std::size_t, std::size_t>> book_pair(const Edges& edges) {
  const std::size_t m = edges.size();
  for (std::size_t k = 0; k < m; ++k)
    for (std::size_t l = k + 2; l < m; ++l) {
      if (k == 0 && l == m - 1) continue;
      if (collide::segments_intersect(edges[k].first, edges[k].second, edges[l].first, edges[l].second))
        return std::pair{k, l};
    }
  return std::nullopt;
}

// A star on a tiny grid (radii 1 to 4, doubled): many corners on one line, ends on other edges,
// edges along one another; sometimes a corner moved anywhere (often a crossing). Consecutive
// repeats are removed (the caller collapses them before asking the sweep).
inline std::vector<collide::Vec2> tiny_star(oracle::Generator& g, int corners) {
  std::vector<collide::Vec2> out;
  for (int k = 0; k < corners; ++k) {
    const collide::Vec2 p = 2.0 * g.star_corner(k, corners, 4);
    if (out.empty() || out.back() != p) out.push_back(p);
  }
  if (g.chance(0.3))
    out[static_cast<std::size_t>(g.integer(0, static_cast<int>(out.size()) - 1))] = {double(g.integer(-8, 8)),
                                                                                     double(g.integer(-8, 8))};
  while (out.size() > 1 && out.front() == out.back()) out.pop_back();
  std::vector<collide::Vec2> kept;
  for (const collide::Vec2 p : out)
    if (kept.empty() || kept.back() != p) kept.push_back(p);
  return kept;
}

}  // namespace outline_pairs
