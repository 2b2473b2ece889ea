// The convex hull: the rubber band stretched round a set of points. The concave chapter's reason
// SAT fails: every shadow of a concave polygon is the shadow of its hull.
#pragma once
#include <vector>

#include "collide/shapes.hpp"

namespace collide {

/// The corners of the convex hull of the points, counter-clockwise from the lowest-leftmost,
/// without repeated or collinear points (Andrew's monotone chain, exact orientation). Fewer than
/// three distinct points, or all on one line: those points' distinct ends (0, 1 or 2 points).
std::vector<Vec2> convex_hull(Polygon points);

}  // namespace collide
