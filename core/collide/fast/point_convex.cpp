// Point in a convex polygon by bisection over the fan of triangles from vertex 0.
#include <algorithm>

#include "collide/fast/detail.hpp"

namespace collide::fast {

using detail::convex_winding;
using detail::orient;

namespace {

// A polygon with no area is the segment (or point) its vertices span: P is in it when P is on
// their common line and within their bounding box. O(n), exact.
bool on_flat_polygon(Vec2 p, Polygon polygon) {
  const Vec2 v0 = polygon[0];
  double min_x = v0.x, max_x = v0.x, min_y = v0.y, max_y = v0.y;
  const Vec2* far = nullptr;  // a vertex other than v0: with v0 it fixes the line
  for (const Vec2& v : polygon) {
    min_x = std::min(min_x, v.x), max_x = std::max(max_x, v.x);
    min_y = std::min(min_y, v.y), max_y = std::max(max_y, v.y);
    if (!far && v != v0) far = &v;
  }
  if (!far) return p == v0;
  return orient(v0, *far, p) == 0 && min_x <= p.x && p.x <= max_x && min_y <= p.y && p.y <= max_y;
}

}  // namespace

bool point_in_convex_polygon(Vec2 p, Polygon polygon) {
  const std::size_t n = polygon.size();
  if (n == 0) return false;
  const int s = convex_winding(polygon);
  if (s == 0) return on_flat_polygon(p, polygon);
  const Vec2 v0 = polygon[0];
  if (p == v0) return true;
  // f(k): P against the fan ray from vertex 0 to vertex k, counter-clockwise positive.
  auto f = [&](std::size_t k) { return s * orient(v0, polygon[k], p); };
  std::size_t lo = 1, hi = n - 1;
  while (lo < n && polygon[lo] == v0) ++lo;
  while (hi > lo && polygon[hi] == v0) --hi;
  const int first = f(lo), last = f(hi);
  if (first < 0 || last > 0) return false;  // beyond the first or the last edge's line
  if (first == 0 || last == 0) {
    // P is on the line of an edge at vertex 0, a supporting line: the polygon meets it in the
    // run of vertices on it, and P is inside when it lies within that run's span.
    const Vec2 along = first == 0 ? polygon[lo] : polygon[hi];
    double min_x = v0.x, max_x = v0.x, min_y = v0.y, max_y = v0.y;
    auto take = [&](Vec2 v) {
      min_x = std::min(min_x, v.x), max_x = std::max(max_x, v.x);
      min_y = std::min(min_y, v.y), max_y = std::max(max_y, v.y);
    };
    for (std::size_t k = 1; k < n && orient(v0, along, polygon[k]) == 0; ++k) take(polygon[k]);
    for (std::size_t k = n - 1; k > 0 && orient(v0, along, polygon[k]) == 0; --k) take(polygon[k]);
    return min_x <= p.x && p.x <= max_x && min_y <= p.y && p.y <= max_y;
  }
  // P's direction lies strictly between the first and the last ray: bisect for the wedge.
  while (hi - lo > 1) {
    const std::size_t mid = lo + (hi - lo) / 2;
    (f(mid) > 0 ? lo : hi) = mid;
  }
  return s * orient(polygon[lo], polygon[hi], p) >= 0;
}

}  // namespace collide::fast
