// The book's polygon-against-polygon edge test, counted without trying every pair.
//
// The book tries A's edge 0 against B's edges 0, 1, 2, …, then A's edge 1, and so on, stopping at
// the first pair that meets: O(n·m) tries, and a trace of every one. Its counts only need that
// first pair: for each of A's edges in turn, a tree of boxes round B's edges (a bounding-volume
// hierarchy) finds the lowest-numbered edge of B it meets, skipping every box it cannot touch.
// About O((n + m) log m) when edges meet few boxes; the same pair, the same count, exactly.
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

/// polygons_collide(a, b, trace)'s verdict and counts, in memory linear in n + m.
EdgePairCount count_edge_pairs(Polygon a, Polygon b);

}  // namespace collide
