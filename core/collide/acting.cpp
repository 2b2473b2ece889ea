#include "collide/acting.hpp"

#include <algorithm>
#include <cmath>
#include <utility>

#include "collide/convex.hpp"
#include "collide/exact/predicates.hpp"
#include "collide/vec.hpp"

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

namespace {

// The next (step +1) or previous (−1) edge of `polygon` after edge k that has a length.
std::size_t next_edge(Polygon polygon, std::size_t k, int step) {
  const std::size_t n = polygon.size();
  for (std::size_t i = 1; i < n; ++i) {
    const std::size_t j = step > 0 ? (k + i) % n : (k + n - i) % n;
    if (polygon[j] != polygon[(j + 1) % n]) return j;
  }
  return k;
}

// Where edge j's ends lie along the direction d, in order, after moving by `shift`.
std::pair<double, double> extent(Polygon polygon, std::size_t j, Vec2 d, Vec2 shift) {
  const double s1 = dot(polygon[j] + shift, d), s2 = dot(polygon[(j + 1) % polygon.size()] + shift, d);
  return {std::min(s1, s2), std::max(s1, s2)};
}

}  // namespace

int touched_edge_of_stretch(Polygon polygon, int edge, Polygon other, Vec2 shift) {
  const std::size_t n = polygon.size();
  if (edge < 0 || static_cast<std::size_t>(edge) >= n || other.empty()) return edge;
  const auto i = static_cast<std::size_t>(edge);
  const Vec2 p = polygon[i], q = polygon[(i + 1) % n], d = q - p;
  if (p == q) return edge;
  // `other` lies outside the edge (right of p → q round a counter-clockwise polygon): its vertices
  // nearest the line are the least far that way (exact; a shift moves them all alike).
  const int side = -winding(polygon);
  if (side == 0) return edge;
  std::size_t near = 0;
  for (std::size_t j = 1; j < other.size(); ++j)
    if (sign_cross(p, q, other[near], other[j]) * side < 0) near = j;
  double lo = HUGE_VAL, hi = -HUGE_VAL;
  for (const Vec2 o : other) {
    if (sign_cross(p, q, other[near], o) != 0) continue;
    lo = std::min(lo, dot(o, d));
    hi = std::max(hi, dot(o, d));
  }
  const auto meets = [&](std::size_t j) {
    const auto [from, to] = extent(polygon, j, d, shift);
    return from <= hi && lo <= to;
  };
  if (meets(i)) return edge;
  for (const int step : {+1, -1}) {
    for (std::size_t k = i, hops = 0; hops < n; ++hops) {
      const std::size_t j = next_edge(polygon, k, step);
      const Vec2 pj = polygon[j], qj = polygon[(j + 1) % n];
      if (sign_cross(p, q, pj, qj) != 0 || sign_dot(p, q, pj, qj) <= 0 || orientation(p, q, pj) != 0) break;
      if (meets(j)) return static_cast<int>(j);
      k = j;
    }
  }
  return edge;
}

}  // namespace collide
