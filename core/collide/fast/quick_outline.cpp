// The book's first meeting pair of an outline's edges, through the accelerators (quick_outline.hpp).
#include "collide/fast/quick_outline.hpp"

#include "collide/accel/self_meeting.hpp"
#include "collide/accel/simple_sweep.hpp"

namespace collide::quick {
namespace {

// Below this many edges the tree of boxes alone is quick enough (and the sweep's set costs more).
constexpr std::size_t kSweepFrom = 32;

}  // namespace

std::optional<std::pair<std::size_t, std::size_t>> first_meeting_pair(const OutlineEdges& edges) {
  // A simple outline is certified by a sweep in O(n log n) whatever its edges' boxes; otherwise
  // (or when the sweep is unsure) the tree and the sweeps find the pair.
  if (edges.size() >= kSweepFrom && detail::surely_simple(edges)) return std::nullopt;
  return detail::first_meeting_pair(edges);
}

std::optional<std::string> crossing_edges(Polygon polygon) {
  return collide::crossing_edges(polygon, first_meeting_pair);
}

}  // namespace collide::quick
