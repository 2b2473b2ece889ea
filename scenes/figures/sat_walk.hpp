// The book's early-exit SAT run between two polygons, read from the run without early exit
// (issue 15: two 2,000-gons make each run cost milliseconds, and the SAT scenes need both).
//
// The core tries the same axes in the same order either way and decides each the same way; with
// early exit it stops after the first gap, and each later axis is only listed (its owner, edge
// and normal; not tested, not compared for parallels). So the walk is the tally's steps up to and
// including the first gap, the rest listed as the core lists them, and the result counted from
// those steps. Polygons only: a circle test's extra axis comes after the edges. Tests compare
// this with the core's early-exit run field by field.
#pragma once
#include "collide/sat.hpp"

namespace lab::figures {

/// The early-exit run of convex_polygons_collide(a, b, {early_exit, skip}, trace), from `all`,
/// the run of the same test with early exit off (and the same skip_parallel_duplicates).
collide::SatTrace stopped_at_first_gap(const collide::SatTrace& all);
/// The same, written into `walked`, keeping the memory it holds (a frame of a 2,000-gon's drag
/// would otherwise allocate and fault in a megabyte of steps).
void stopped_at_first_gap(const collide::SatTrace& all, collide::SatTrace& walked);

}  // namespace lab::figures
