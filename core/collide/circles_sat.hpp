// Two circles as the separating axis test sees them, for pushing apart: one axis, the line
// through the centres (from A's centre to B's). Along it the shadows are centre ± r, and the
// overlap r₁ + r₂ − |c₂ − c₁| is how far B must move along it to leave A: the MTV. No other
// direction needs less, so this one axis decides.
//
// The verdict and "they only touch" are circles_collide's, exact; the distance, the shadows, the
// overlap and the MTV need a square root and are rounded (never contradicting the verdict).
// Centres at one point: the line has no direction, the step is marked degenerate, they collide,
// and B is pushed along +x by r₁ + r₂ (every direction is as short; the figure says so).
#pragma once
#include "collide/sat.hpp"
#include "collide/shapes.hpp"

namespace collide {

/// One step in trace.steps (owner Circle, edge −1); the result's mtv moves B out of A.
SatResult circles_sat(const Circle& a, const Circle& b, SatTrace& trace);

}  // namespace collide
