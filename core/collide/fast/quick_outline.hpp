// Whether an outline crosses itself, for big outlines: the book's first meeting pair of edges
// (validate.hpp's first_meeting_pair_by_loop, O(n²)) found in about O(n log n): a sweep line
// certifies most simple outlines at once (accel/simple_sweep.hpp), and otherwise a tree of edge
// boxes, then sweeps, find the same pair the loop finds (accel/self_meeting.hpp).
#pragma once
#include <cstddef>
#include <optional>
#include <string>
#include <utility>

#include "collide/validate.hpp"

namespace collide::quick {

/// first_meeting_pair_by_loop's pair, quicker (a FirstMeetingPair to pass to the book's checks).
std::optional<std::pair<std::size_t, std::size_t>> first_meeting_pair(const OutlineEdges& edges);

/// crossing_edges(polygon) with that pair: the same words, quicker.
std::optional<std::string> crossing_edges(Polygon polygon);

}  // namespace collide::quick
