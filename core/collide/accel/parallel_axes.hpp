// Which separating axes repeat an earlier one. Two edges give parallel axes when the edges are
// parallel (either way round). The book's figure names a repeated axis "(same as #j)", with j the
// first such earlier edge; asking every earlier edge costs O(k²) for k edges, so here the edges
// are sorted by direction instead (exactly), and each run of parallel ones points to its first.
#pragma once
#include <span>
#include <vector>

#include "collide/accel/sat_extremes.hpp"

namespace collide::detail {

/// For each edge k: the first edge j < k with a direction that is parallel to it (exact), or −1
/// (also for an edge of zero length, which has no direction). O(k log k).
std::vector<int> first_parallel(std::span<const AxisEdge> edges);

}  // namespace collide::detail
