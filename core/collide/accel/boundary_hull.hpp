// The rim of a point set's convex hull with every point that lies on it: the corners and the
// points on its straight stretches. Along any direction, the highest points of the set are the
// highest points of this rim, and they sit next to each other on it (one corner, or one side).
// So the separating axis walk (sat_extremes.hpp) can run round the rim of a concave polygon as
// it runs round a convex one, and still find the vertex the book's pass finds.
#pragma once
#include <cstdint>
#include <vector>

#include "collide/shapes.hpp"

namespace collide::detail {

struct BoundaryHull {
  std::vector<Vec2> points;          ///< counter-clockwise, each point once
  std::vector<std::uint32_t> index;  ///< for each, its smallest index in the polygon
};

/// The rim of the polygon's vertices (Andrew's monotone chain that keeps straight corners,
/// exact orientation). Empty when the vertices have no area (fewer than three distinct points,
/// or all on one line).
BoundaryHull boundary_hull(Polygon polygon);

}  // namespace collide::detail
