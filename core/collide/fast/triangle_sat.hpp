// The book's separating axis test on two triangles, counted: the verdict and the axes an early
// exit tries, as convex_polygons_collide(a, b, SatOptions{}) gives them (sat.hpp), for the piece
// scenes' tally over thousands of triangle pairs (convex pieces, ear_clip.hpp).
//
// The same axes in the same order (A's three edge normals, then B's), each decided by the same
// exact comparisons; a zero-length edge is not tested; when no axis shows a gap and every edge
// lies on parallel lines (flat triangles on one line, or points), the axis along that line is
// tried too, as sat.hpp says. What it leaves out is what a count does not need: the shadows in
// world units, the push-out depths and the MTV. Tests compare it with the traced run.
#pragma once
#include <array>

#include "collide/shapes.hpp"

namespace collide {

struct TriangleSatCount {
  bool collide = false;
  int tested = 0;  ///< axes projected, as SatResult::tested (early exit at the first gap)
};

/// convex_polygons_collide(a, b, SatOptions{}) for two triangles (either winding, degenerate
/// ones too): its verdict and its count of axes tested.
TriangleSatCount count_triangle_sat(const std::array<Vec2, 3>& a, const std::array<Vec2, 3>& b);

}  // namespace collide
