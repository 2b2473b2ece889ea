// The Minkowski difference: the separating axis test as one shape.
//
// Convention: A − B = {a − b : a in A, b in B}. A and B overlap (or touch) exactly when the
// origin lies in A − B (on its boundary: they touch). Its edge normals are the edge normals of
// A and of B, which is why SAT's axes suffice; the shortest way from the origin out of A − B
// is the minimum translation vector.
#pragma once
#include <vector>

#include "collide/shapes.hpp"

namespace collide {

/// A − B for two convex polygons (either winding; a two-vertex polygon is a segment, a
/// one-vertex one a point), in O(n + m) by merging the two outlines' edge directions.
///
/// The answer: the corners counter-clockwise, starting from the lowest (then leftmost) one,
/// with no repeated corners and no corner on a straight stretch; a segment's two ends when A − B
/// has no area, one point when both are points, nothing when either is empty. Each corner is
/// some a_i − b_j rounded once to the nearest double (exact when the difference is, e.g. for
/// integers); which corners there are is decided exactly.
/// A non-convex input gives a polygon that is not its Minkowski difference (check_convex first).
std::vector<Vec2> minkowski_difference(Polygon a, Polygon b);

}  // namespace collide
