// The swept tests of time_of_impact.hpp, the same answers and traces, for big polygons: each
// polygon's extremes along every edge axis come from one walk round it (accel/sat_extremes.hpp),
// the vertices the book's pass over each axis finds, so O((n + m) log(n + m)) instead of
// O((n + m)²); the circle's starting verdict is the quick separating axis test's (quick_trace.hpp).
// Tests compare them with the book's functions.
#pragma once
#include "collide/time_of_impact.hpp"

namespace collide::quick {

/// convex_polygons_time_of_impact, the same answer, quicker.
TimeOfImpactResult convex_polygons_time_of_impact(Polygon a, Polygon b, Vec2 velocity);
/// convex_polygons_time_of_impact with its trace, the same trace, quicker.
TimeOfImpactResult convex_polygons_time_of_impact(Polygon a, Polygon b, Vec2 velocity, TimeOfImpactTrace& trace);
/// The same with B moving exactly from `from` to `to` (see time_of_impact.hpp).
TimeOfImpactResult convex_polygons_time_of_impact(Polygon a, Polygon b, Vec2 from, Vec2 to, TimeOfImpactTrace& trace);

/// circle_polygon_time_of_impact, the same answer, quicker.
TimeOfImpactResult circle_polygon_time_of_impact(const Circle& circle, Vec2 velocity, Polygon polygon);
/// circle_polygon_time_of_impact with its trace, the same trace, quicker.
TimeOfImpactResult circle_polygon_time_of_impact(const Circle& circle, Vec2 velocity, Polygon polygon,
                                                 CirclePolygonTimeOfImpactTrace& trace);

}  // namespace collide::quick
