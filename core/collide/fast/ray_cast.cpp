// A ray against a convex polygon without a trace (distance.hpp): the book's slab method
// (ray_cast.cpp), its signs filtered inline, stopping at the first edge that proves a miss.
#include "collide/fast/detail.hpp"
#include "collide/fast/distance.hpp"
#include "collide/ray_cast.hpp"
#include "collide/vec.hpp"

namespace collide::fast {
namespace fast_ray {

/// The edge hit is the one the book names when neither neighbour runs on along its line (the
/// book then walks to the edge of the straight stretch the ray crosses): both neighbours have
/// length and surely turn away from it.
bool neighbours_turn(Polygon polygon, std::size_t k) {
  const std::size_t n = polygon.size();
  const Vec2 p = polygon[k], q = polygon[k + 1 == n ? 0 : k + 1];
  const Vec2 before = polygon[k == 0 ? n - 1 : k - 1], after = polygon[k + 2 >= n ? k + 2 - n : k + 2];
  if (before == p || after == q) return false;
  return detail::cross_sign(before, p, p, q) != 0 && detail::cross_sign(p, q, q, after) != 0;
}

}  // namespace fast_ray

RayHit ray_cast_polygon(Polygon polygon, Vec2 from, Vec2 to) {
  const int turn = detail::area_winding(polygon);
  RayHit r;
  if (turn == 0) return r;
  const std::size_t n = polygon.size();
  const Vec2 ray = to - from;
  double enter = 0, leave = 1;
  int entered_by = -1, left_by = -1;
  bool inside = true;
  for (std::size_t i = 0; i < n; ++i) {
    const Vec2 p = polygon[i], q = polygon[i + 1 == n ? 0 : i + 1];
    const bool outside = detail::orient(p, q, from) * turn < 0;
    const int crossing = detail::cross_sign(from, to, p, q);
    inside = inside && !outside;
    const bool leaving = turn * crossing > 0;
    if (outside && (crossing == 0 || leaving)) return r;  // outside a line it never crosses inwards
    if (crossing == 0) continue;
    const Vec2 e = q - p, normal = turn > 0 ? Vec2{e.y, -e.x} : Vec2{-e.y, e.x};
    if (leaving) {
      const double t = dot(normal, p - from) / dot(normal, ray);
      if (t < leave) leave = t, left_by = static_cast<int>(i);
    } else if (outside) {  // entering from outside its line (from inside it, t ≤ 0: no bound)
      const double t = dot(normal, p - from) / dot(normal, ray);
      if (entered_by < 0 || t > enter) enter = t, entered_by = static_cast<int>(i);
    }
    // In after it is out, in doubles and then exactly (a ray ending on a corner, or through one,
    // can round either way): a miss, whatever follows.
    if (entered_by >= 0 && enter > leave && !ray_in_before_out(polygon, from, to, entered_by, left_by)) return r;
  }
  if (!inside && (entered_by < 0 || !ray_in_before_out(polygon, from, to, entered_by, left_by))) return r;
  const auto k = static_cast<std::size_t>(entered_by);
  if (!inside && !fast_ray::neighbours_turn(polygon, k)) return collide::ray_cast_polygon(polygon, from, to);
  r.hit = true;
  r.starts_inside = inside;
  r.fraction = inside ? 0 : std::min(enter, leave);
  r.edge = inside ? -1 : entered_by;
  r.point = from + r.fraction * (to - from);
  if (!inside) {
    const Vec2 p = polygon[k], q = polygon[k + 1 == n ? 0 : k + 1];
    r.normal = unit_vector(turn > 0 ? Vec2{q.y - p.y, p.x - q.x} : Vec2{p.y - q.y, q.x - p.x});
  }
  return r;
}

}  // namespace collide::fast
