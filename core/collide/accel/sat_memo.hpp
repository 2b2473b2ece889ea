// The separating axis traces of quick_trace.hpp and the tally of count_every_axis, for a figure
// redrawn on every frame of a drag. A drag moves one shape; the other's share of the work (its
// outline made ready, its own axes sorted by angle, its extremes along them: sat_extremes.hpp)
// is kept in a SatMemo between runs, for the exact vertex list it was made for: any bit of any
// coordinate that differs, and that share is made afresh. What depends on both shapes (each
// one's extremes along the other's axes, the parallel axes, every axis's verdict) is found
// every run. The traces are the same, entry for entry, as without the memo; tests compare them.
#pragma once
#include "collide/sat.hpp"
#include "collide/accel/sat_extremes.hpp"

namespace collide::quick {

/// Each polygon's own share of the extremes walk, kept while it stays the same polygon.
struct SatMemo {
  detail::OwnAxes a, b;
};

/// quick::convex_polygons_collide(a, b, options, trace), keeping each polygon's share in `memo`.
SatResult convex_polygons_collide(Polygon a, Polygon b, const SatOptions& options, SatTrace& trace, SatMemo& memo);
/// collide::count_every_axis(a, b, counts), keeping each polygon's share in `memo`.
SatResult count_every_axis(Polygon a, Polygon b, SatTrace& counts, SatMemo& memo);

}  // namespace collide::quick
