// A quick certificate that a closed outline is simple, by a sweep line (Shamos and Hoey, 1976):
// edges enter a list ordered bottom to top at their left end and leave it at their right end,
// and only edges that become neighbours in the list are tested against each other; the first
// place two edges meet is always reached that way. O(n log n) whatever the edges' shapes: a star
// of 10⁵ long diagonal edges, whose boxes all overlap their neighbours', costs no more than a
// square's outline.
//
// It only ever says "simple, surely". Anything else (two edges meet, a repeated vertex, a spike
// folding back, an end lying on another edge, coordinates not finite) is "not certified", and the
// caller finds and names the meeting pair its own, slower way (validate.hpp's crossing_edges),
// which uses the same sweep: it is never unsure, however edges touch or run along each other.
// The same sweep, over two outlines at once, finds where one polygon's edges first meet the
// other's (first_crossing.hpp).
#pragma once
#include <cstddef>
#include <utility>
#include <vector>

#include "collide/shapes.hpp"

namespace collide::detail {

/// Edge k runs from edges[k].first to edges[k].second == edges[k + 1].first (round the outline,
/// repeated points already collapsed). True only when no two edges meet except neighbours at
/// their shared vertex.
bool surely_simple(const std::vector<std::pair<Vec2, Vec2>>& edges);

/// What a sweep over some of the edges found: a pair that meets (a < b, exact: not neighbours
/// round their outline), none for sure, or doubtful (an end lay on another edge's line where the
/// sweep had to order them, or two edges started alike).
struct SweepMeeting {
  enum Kind { None, Found, Doubtful } kind = None;
  std::size_t a = 0, b = 0;
};

/// The sweep's edges may go round two outlines: edges before `split` round one (edge split − 1
/// ends where edge 0 starts), the rest round the other; split = 0: all round one. Neighbours are
/// consecutive edges round the same outline.
bool outline_neighbours(std::size_t a, std::size_t b, std::size_t m, std::size_t split = 0);

/// The sweep over the edges `ids` only (ascending indices into `edges`, outlines as above that
/// passed plain_outline); neighbours are neighbours round their whole outline. It stops at the
/// first pair it meets; `keep_going`, it drops that pair's later edge and goes on, and the pair
/// found is then one whose later edge b is the least later edge of any meeting pair among `ids`.
/// It is sure whatever the edges touch: an end on another edge's line is an end on that edge (a
/// meeting found as the edge enters), pairs sharing an end point are settled before the sweep,
/// and neighbours folding back along each other (a spike) are not a pair, as in the book's loop.
/// `own_touches`: two edges of one outline that only touch (at one point, an end of one of them)
/// do not count as meeting either.
SweepMeeting sweep_meeting(const std::vector<std::pair<Vec2, Vec2>>& edges, const std::vector<std::size_t>& ids,
                           bool keep_going = false, std::size_t split = 0, bool own_touches = false);

/// One outline with finite coordinates, no edge of zero length and no spike (an edge folding back
/// along the one before): all the sweep over it needs. With own_touches, the sweep takes spikes
/// too (an end hidden by one touches its own outline).
bool plain_outline(const std::vector<std::pair<Vec2, Vec2>>& edges);

}  // namespace collide::detail
