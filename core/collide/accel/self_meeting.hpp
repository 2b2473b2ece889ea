// The book's first pair of edges of an outline that meet (validate.hpp's crossing_edges names
// it): the loop over every pair, k = 0, 1, … and for each the first l ≥ k + 2 that meets k,
// answered without trying every pair.
//
//   the book's loop through a tree of edge boxes (edge_tree.hpp), for a budget of segment tests:
//     quick when the pair comes early or the edges' boxes overlap few others;
//   past the budget, sweeps (simple_sweep.hpp) over what is left, each O(n log n):
//     the edges still in play S (edges before k0, where the loop stopped, are clear), and r, the
//     first edge of the best pair so far (every pair that starts before r has both edges in S);
//     a sweep over S that drops the later edge of each pair it meets and goes on finds b, the
//     least later edge of any pair in S, and a scan the earliest edge a that
//     meets b. a < r: the best pair so far, r = a, and S loses a … b (a pair starting before a
//     ends after b). Else S loses its edges from r to b. Until a sweep over S finds no pair, or
//     after 4 rounds (an outline tangled at its end has thousands of pairs after r):
//   then no two edges before r meet, so the first edge from k0 on that meets one of S's edges from
//     r on is found through a tree of those alone; none: r.
//   the later edge of the pair is then the tree's first for its first edge.
// A sweep that is unsure (an end on another edge's line, collinear edges) before any pair is found
// sends it back to the book's loop through the tree with no budget: slow for such outlines, never
// wrong.
#pragma once
#include <cstddef>
#include <optional>
#include <utility>
#include <vector>

#include "collide/shapes.hpp"

namespace collide::detail {

/// Edge k runs from edges[k].first to edges[k].second == edges[k + 1].first (round the outline,
/// repeated points collapsed). The book's first pair (k, l): the least k, then the least l ≥ k + 2
/// (but not k = 0 with the last edge, its neighbour) such that edges k and l meet; or nothing.
/// `tree_budget` is the segment tests the tree may spend before the sweeps take over.
std::optional<std::pair<std::size_t, std::size_t>> first_meeting_pair(const std::vector<std::pair<Vec2, Vec2>>& edges,
                                                                      long long tree_budget = 2'000'000);

}  // namespace collide::detail
