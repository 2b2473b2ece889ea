// The book's separating axis traces, built in about linear time, for figures of big outlines.
//
// The traced overloads in sat.hpp are the book's loop as written: for every axis, a pass over
// every vertex of both shapes for its shadows, and a look back over every earlier axis for a
// parallel copy — O((n + m)²), a fifth of a second for a 2,000-gon. The functions here run the
// same loop and record the same steps, entry for entry (the same axes in the same order, the same
// shadows cast by the same vertices, the same verdicts, counts, deciding axis and MTV), but find
// every axis's extreme vertices in one walk round each outline (sat_extremes.hpp) and the
// parallel copies by sorting the edges by direction (parallel_axes.hpp): O((n + m) log(n + m)).
// Tests compare them with the traced overloads.
#pragma once
#include "collide/sat.hpp"

namespace collide {

/// The tally of a run over every axis (early_exit off, no duplicates skipped), the same as the
/// traced overloads give it, in about linear time: each convex polygon's extreme vertices along
/// all the axes come from one walk round its outline (sat_extremes.hpp) instead of a pass per
/// axis, O((n + m) log(n + m)); a polygon that is not convex is walked round its hull's rim.
/// `counts.steps` holds every axis's verdict (owner, edge, axis, gap, touching, separation,
/// degenerate, along_line) but not its shadows, world positions or parallel_to: enough for
/// the caption (captions::sat_caption) and `query`'s counts, in memory linear in the input.
SatResult count_every_axis(Polygon a, Polygon b, SatTrace& counts);
SatResult count_every_axis(Polygon polygon, const Circle& circle, SatTrace& counts);

/// Whether two convex polygons only touch: they collide, and on some axis their shadows only
/// touch (count_every_axis's `touching`, exact), so their insides are apart. The distance
/// chapter's GJK reads corners rounded to doubles; this is the exact word for its "touch".
bool convex_polygons_only_touch(Polygon a, Polygon b);

}  // namespace collide

namespace collide::quick {

/// convex_polygons_collide(a, b, options, trace), the same trace, quicker.
SatResult convex_polygons_collide(Polygon a, Polygon b, const SatOptions& options, SatTrace& trace);
/// convex_polygon_rect_collide(polygon, rect, options, trace), the same trace, quicker.
SatResult convex_polygon_rect_collide(Polygon polygon, const Rect& rect, const SatOptions& options, SatTrace& trace);
/// convex_polygon_segment_collide(polygon, a, b, options, trace), the same trace, quicker.
SatResult convex_polygon_segment_collide(Polygon polygon, Vec2 a, Vec2 b, const SatOptions& options, SatTrace& trace);
/// convex_polygon_circle_collide(polygon, circle, options, trace), the same trace, quicker.
SatResult convex_polygon_circle_collide(Polygon polygon, const Circle& circle, const SatOptions& options,
                                        SatTrace& trace);

}  // namespace collide::quick
