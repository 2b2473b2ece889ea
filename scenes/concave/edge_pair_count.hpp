// The book's polygon-against-polygon edge test read from its counts (collide::count_edge_pairs)
// rather than from a list of every pair it tried: two 2,000-vertex outlines make 4·10⁶ pairs
// (issue 15). The book tries A's edge 0 against B's edges 0, 1, …, then A's edge 1, …, stopping
// at the first pair that meets, so the count and that pair say what happened to every pair.
#pragma once
#include <cstddef>
#include <span>
#include <string_view>
#include <vector>

#include "collide/fast/first_crossing.hpp"
#include "scenes/concave/edge_walk_figure.hpp"

namespace lab::concave {

/// Edge pairs in all up to which a scene keeps the traced run's list of checks; past it, the counts.
inline constexpr long long kTracedEdgePairs = 10000;

/// Each edge's status (as edge_statuses reads it from a trace of the same run) for A's `n`
/// edges, or B's `m` edges when `of_b`: the edges of A before the first meeting pair were tried
/// against all of B's and missed; B's edges were tried once per such edge of A, and once more up
/// to the meeting one.
std::vector<EdgeStatus> edge_pair_statuses(const collide::EdgePairCount& count, std::size_t n, std::size_t m,
                                           bool of_b);

/// The book's check number k (0 ≤ k < count.tested) against B's `m` edges: A's edge k / m, B's
/// edge k % m, and whether it met (only the last of a colliding run does).
collide::EdgeCheck edge_pair_check(const collide::EdgePairCount& count, std::size_t m, long long k);

/// The counts of a traced run of the book's test (polygons_collide, stopped at the first hit):
/// what the figure reads, whichever way the run was made.
collide::EdgePairCount edge_pair_count(const collide::EdgeTestTrace& book);

/// Every pair of edges that meets (the core's segments_intersect), as check numbers i·m + j in
/// the order a full pass tries them, found through a tree of the boxes of B's edges.
std::vector<long long> meeting_edge_pairs(collide::Polygon a, collide::Polygon b);

/// Statuses after a full pass whose meeting pairs are `meeting` (check numbers, in order): every
/// edge was tried against all of the other's; those in a meeting pair were hit, the first one's
/// edges decide.
std::vector<EdgeStatus> full_pass_statuses(std::span<const long long> meeting, std::size_t n, std::size_t m, bool of_b);

/// deciding_names for the counts: the meeting pair's edge of A (of B when `of_b`) says `what`.
std::vector<EdgeName> deciding_names(const collide::EdgePairCount& count, std::size_t n, std::string_view owner,
                                     std::string_view what, bool of_b = false);

}  // namespace lab::concave
