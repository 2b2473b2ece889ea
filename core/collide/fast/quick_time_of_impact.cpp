// The book's swept tests (time_of_impact.cpp) with each polygon's extremes handed over: every
// polygon walked round once for all its edge axes (accel/sat_extremes.hpp).
#include "collide/fast/quick_time_of_impact.hpp"

#include <vector>

#include "collide/accel/sat_extremes.hpp"
#include "collide/fast/quick_trace.hpp"
#include "collide/time_of_impact_steps.hpp"

namespace collide::quick {
namespace {

// The edges of A then B, in book order: the edge axes the moving test tries first.
std::vector<detail::AxisEdge> moving_edge_axes(Polygon a, Polygon b) {
  std::vector<detail::AxisEdge> axes;
  axes.reserve(a.size() + b.size());
  for (const Polygon p : {a, b})
    for (std::size_t i = 0; i < p.size(); ++i) axes.emplace_back(p[i], p[(i + 1) % p.size()]);
  return axes;
}

// Both polygons' walks, then the book's loop with what they found (a walk that did not apply
// hands over nothing: the loop makes the book's pass for that polygon).
TimeOfImpactResult moving_test_walked(Polygon a, Polygon b, Vec2 from, Vec2 to, TimeOfImpactTrace* trace) {
  if (a.empty() || b.empty()) return toi_steps::polygons(a, b, from, to, trace, nullptr);
  const auto [in_a, in_b] = detail::extremes_along(a, b, moving_edge_axes(a, b));
  sat_steps::KnownExtremes known;
  if (in_a.ready) known.a_lo = in_a.lo, known.a_hi = in_a.hi;
  if (in_b.ready) known.b_lo = in_b.lo, known.b_hi = in_b.hi;
  return toi_steps::polygons(a, b, from, to, trace, &known);
}

bool quick_meets_at_start(Polygon polygon, const Circle& circle) {
  SatTrace trace;
  return !polygon.empty() && quick::convex_polygon_circle_collide(polygon, circle, SatOptions{}, trace).collide;
}

}  // namespace

TimeOfImpactResult convex_polygons_time_of_impact(Polygon a, Polygon b, Vec2 velocity) {
  return moving_test_walked(a, b, {0, 0}, velocity, nullptr);
}

TimeOfImpactResult convex_polygons_time_of_impact(Polygon a, Polygon b, Vec2 velocity, TimeOfImpactTrace& trace) {
  return moving_test_walked(a, b, {0, 0}, velocity, &trace);
}

TimeOfImpactResult convex_polygons_time_of_impact(Polygon a, Polygon b, Vec2 from, Vec2 to, TimeOfImpactTrace& trace) {
  return moving_test_walked(a, b, from, to, &trace);
}

TimeOfImpactResult circle_polygon_time_of_impact(const Circle& circle, Vec2 velocity, Polygon polygon) {
  return toi_steps::circle_polygon(circle, velocity, polygon, nullptr, quick_meets_at_start(polygon, circle));
}

TimeOfImpactResult circle_polygon_time_of_impact(const Circle& circle, Vec2 velocity, Polygon polygon,
                                                 CirclePolygonTimeOfImpactTrace& trace) {
  return toi_steps::circle_polygon(circle, velocity, polygon, &trace, quick_meets_at_start(polygon, circle));
}

}  // namespace collide::quick
