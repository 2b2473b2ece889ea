#include "collide/circles_sat.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include "collide/circle.hpp"
#include "collide/vec.hpp"

namespace collide {

SatResult circles_sat(const Circle& a, const Circle& b, SatTrace& trace) {
  trace = {};
  CircleTrace exact;
  SatResult& r = trace.result;
  r.axes = r.tested = 1;
  r.collide = circles_collide(a, b, exact);
  AxisStep step;
  step.owner = AxisOwner::Circle;
  step.edge = -1;
  step.tested = true;
  step.gap = !r.collide;
  step.touching = exact.comparison == 0;
  step.degenerate = a.c == b.c;
  const double distance = std::hypot(b.c.x - a.c.x, b.c.y - a.c.y);
  const Vec2 unit = step.degenerate ? Vec2{1, 0} : (b.c - a.c) / distance;
  step.axis = step.unit = unit;
  // Gap > 0, or minus the overlap; the rounded number kept on the exact verdict's side.
  double separation = distance - (a.r + b.r);
  if (step.gap && !(separation > 0)) separation = std::numeric_limits<double>::denorm_min();
  if (!step.gap && (step.touching || separation > 0)) separation = 0;
  step.separation = separation;
  const double ca = dot(a.c, unit), cb = dot(b.c, unit);
  step.a = step.a_world = {ca - a.r, ca + a.r};
  step.b = step.b_world = {cb - b.r, cb + b.r};
  step.a_low_at = a.c - unit * a.r, step.a_high_at = a.c + unit * a.r;
  step.b_low_at = b.c - unit * b.r, step.b_high_at = b.c + unit * b.r;
  // The stretch the verdict reads: from A's far end to B's near end (the gap, or the push-out).
  step.between = {std::min(step.a_world.max, step.b_world.min), std::max(step.a_world.max, step.b_world.min)};
  if (step.touching) step.between.max = step.between.min;
  trace.steps.push_back(step);
  r.with_gap = step.gap;
  r.touching = step.touching;
  r.deciding = 0;
  if (r.collide) r.mtv = unit * -separation;
  return r;
}

}  // namespace collide
