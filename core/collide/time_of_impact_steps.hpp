// Private to the swept tests (time_of_impact.cpp, fast/quick_time_of_impact.cpp): the book's
// loops with what an accelerator can hand them ready-made. The public functions in
// time_of_impact.hpp call these with nothing handed over (the book's pass over every vertex for
// every axis); quick:: (fast/quick_time_of_impact.hpp) hands over each polygon's extremes along
// every edge axis from one walk round it, and the circle's starting verdict from the quick SAT.
#pragma once
#include "collide/sat_steps.hpp"
#include "collide/time_of_impact.hpp"

namespace collide::toi_steps {

/// The moving separating axis test, B moving from `from` to `to` (exactly), recording every axis
/// in `trace` (may be null). `known` (may be null): for edge axis k in book order, each polygon's
/// lowest and highest vertex along it (sat_steps::KnownExtremes; its `parallel` is not read).
TimeOfImpactResult polygons(Polygon a, Polygon b, Vec2 from, Vec2 to, TimeOfImpactTrace* trace,
                            const sat_steps::KnownExtremes* known);

/// The circle moving by `velocity` past the polygon, recording in `trace` (may be null).
/// `meets_at_start`: the separating axis test's verdict for the circle where it starts.
TimeOfImpactResult circle_polygon(const Circle& circle, Vec2 velocity, Polygon polygon,
                                  CirclePolygonTimeOfImpactTrace* trace, bool meets_at_start);

}  // namespace collide::toi_steps
