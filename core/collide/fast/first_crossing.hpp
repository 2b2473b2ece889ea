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
//   stars), one sweep line (simple_sweep.hpp) over B's edges and then A's still in play, that
//   drops the later edge of each pair it meets and goes on, finds the least later edge of any
//   meeting pair: when no two of B's edges meet, A's least edge that meets one of B's or one of
//   A's own, so A's least edge meeting B's if the tree finds B's least edge for it.
//   O((n + m) log(n + m)).
// An end on another edge, a vertex repeated, shared by both polygons or at a spike, an edge of no
// length: the sweep counts edges of one outline that only touch as not meeting, sees an end on
// another edge's line as a meeting there and settles pairs sharing a vertex before it starts, and
// edges of no length are left out (what meets one meets the edge before it), so none of these
// leaves it unsure. When an outline crosses itself first (B anywhere, A
// before the pair), the tree's loop goes on with no budget: slow when boxes overlap much, never
// wrong. The same pair, the same count, exactly.
#pragma once
#include <optional>

#include "collide/concave.hpp"

namespace collide {

/// What the book's polygons_collide does, without its list of checks.
struct EdgePairCount {
  long long total = 0;           ///< pairs a full pass tries: n·m
  long long tested = 0;          ///< pairs the book tries: up to and including the first that meets, or all
  int edge_a = -1, edge_b = -1;  ///< the first pair that meets, in the book's order, or −1
  /// No pair meets: A's vertex 0 in B, then (when outside) B's vertex 0 in A, as the book casts them.
  std::optional<RayTrace> containment_a, containment_b;
  bool collide = false;
  long long segment_tests = 0;  ///< exact segment tests the tree made to find them (not the book's count)
};

/// polygons_collide(a, b, trace)'s verdict and counts, in memory linear in n + m. `tree_budget`
/// is the segment tests the tree may spend before the sweeps take over.
EdgePairCount count_edge_pairs(Polygon a, Polygon b, long long tree_budget = 2'000'000);

}  // namespace collide
