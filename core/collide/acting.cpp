#include "collide/acting.hpp"

#include "collide/convex.hpp"
#include "collide/exact/predicates.hpp"

namespace collide {

Feature feature_facing(Polygon polygon, AxisOwner owner, int edge, int side) {
  Feature f{owner};
  const std::size_t n = polygon.size();
  if (edge < 0 || static_cast<std::size_t>(edge) >= n || side == 0) return f;
  const auto i = static_cast<std::size_t>(edge);
  const Vec2 p1 = polygon[i], p2 = polygon[(i + 1) % n];
  // The normal points out of a counter-clockwise polygon, into a clockwise one.
  const int outward = winding(polygon) < 0 ? -1 : 1;
  if ((side > 0) == (outward > 0)) {
    f.edge = edge;
    return f;
  }
  // The other side: an edge running the opposite way along a parallel line faces it.
  for (std::size_t j = 0; j < n; ++j) {
    const Vec2 q1 = polygon[j], q2 = polygon[(j + 1) % n];
    if (q1 != q2 && sign_cross(p1, p2, q1, q2) == 0 && sign_dot(p1, p2, q1, q2) < 0) {
      f.edge = static_cast<int>(j);
      return f;
    }
  }
  // Else a vertex: the farthest along the side asked for. sign_cross(u, v, p1, p2) is the sign
  // of dot(v − u, normal).
  std::size_t far = 0;
  for (std::size_t j = 1; j < n; ++j)
    if (sign_cross(polygon[far], polygon[j], p1, p2) * side > 0) far = j;
  f.vertex = static_cast<int>(far);
  return f;
}

}  // namespace collide
