// The book's polygon-against-polygon edge test, counted without trying every pair.
//
// The book tries A's edge 0 against B's edges 0, 1, 2, …, then A's edge 1, and so on, stopping at
// the first pair that meets: O(n·m) tries, and a trace of every one. Its counts only need that
// first pair:
//   for each of A's edges in turn, a tree of boxes round B's edges (a bounding-volume hierarchy,
//   edge_tree.hpp) finds the lowest-numbered edge of B it meets, skipping every box it cannot
//   touch: quick when the pair comes early or edges' boxes overlap few others, for a budget of
//   segment tests;
//   past the budget (long edges whose boxes overlap many without meeting: interleaved combs or
//   stars), when A and B are each certified simple by a sweep line (simple_sweep.hpp), one more
//   sweep over B's edges and A's edges still in play, that drops the later edge of each pair it
//   meets and goes on, finds the least edge of A that meets any of B's (simple outlines' own
//   edges meet only their neighbours, so every pair it meets is one of A's and one of B's), and
//   the tree B's least edge for it. O((n + m) log(n + m)).
// When a sweep is unsure (an end on another edge's line, a vertex of both polygons) or an outline
// is not certified simple (crossing itself, repeated vertices, a spike, a triangle), the tree's
// loop goes on with no budget: slow when boxes overlap much, never wrong. The same pair, the same
// count, exactly.
#pragma once
#include <optional>

#include "collide/concave.hpp"

namespace collide {

/// What the book's polygons_collide does, without its list of checks.
struct EdgePairCount {
  long long total = 0;   ///< pairs a full pass tries: n·m
  long long tested = 0;  ///< pairs the book tries: up to and including the first that meets, or all
  int edge_a = -1, edge_b = -1;  ///< the first pair that meets, in the book's order, or −1
  /// No pair meets: A's vertex 0 in B, then (when outside) B's vertex 0 in A, as the book casts them.
  std::optional<RayTrace> containment_a, containment_b;
  bool collide = false;
};

/// polygons_collide(a, b, trace)'s verdict and counts, in memory linear in n + m. `tree_budget`
/// is the segment tests the tree may spend before the sweeps take over.
EdgePairCount count_edge_pairs(Polygon a, Polygon b, long long tree_budget = 2'000'000);

}  // namespace collide
