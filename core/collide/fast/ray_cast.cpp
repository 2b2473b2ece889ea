// A ray against a convex polygon without a trace (distance.hpp): the book's slab method
// (ray_cast.cpp), its signs filtered inline, stopping at the first edge that proves a miss.
#include <algorithm>
#include <cmath>

#include "collide/fast/detail.hpp"
#include "collide/fast/distance.hpp"
#include "collide/fast/prepared.hpp"
#include "collide/ray_cast.hpp"
#include "collide/vec.hpp"

namespace collide::fast {
namespace fast_ray {

/// The sign of l + r when the rounded sum clears Shewchuk's bound on its rounding (each of l, r
/// a rounded product of rounded differences, as in detail::cross_sign); 2 when it does not.
int certain_sign(double l, double r) {
  const double sum = l + r, bound = detail::cross_bound(l, r);
  if (sum > bound) return 1;
  if (-sum > bound) return -1;
  return 2;
}

/// A hit through an end of edge k exactly is that vertex, where k meets its neighbour (the
/// fast paths fall back to the book when a neighbour has no length, so both have length here).
void name_vertex(Polygon polygon, std::size_t k, Vec2 from, Vec2 to, RayHit& r) {
  const std::size_t n = polygon.size();
  const Vec2 p = polygon[k], q = polygon[k + 1 == n ? 0 : k + 1];
  const int edge = static_cast<int>(k);
  if (detail::orient(from, to, p) == 0) r.vertex = edge, r.vertex_edges = {static_cast<int>((k + n - 1) % n), edge};
  if (detail::orient(from, to, q) == 0) {
    r.vertex = static_cast<int>((k + 1) % n);
    r.vertex_edges = {edge, r.vertex};
  }
}

/// The slab method's running bounds: the latest cut where the ray gets in, the earliest where it
/// gets out, each with a bound on how far its rounded fraction can be from the exact one.
struct Slab {
  double enter = 0, leave = 1, enter_error = 0, leave_error = 0;
  int entered_by = -1, left_by = -1;  // left_by −1: the ray's end, t = 1 exactly

  void leaving(double t, double error, int i) {
    if (t < leave) leave = t, leave_error = error, left_by = i;
  }
  void entering(double t, double error, int i) {
    if (entered_by < 0 || t > enter) enter = t, enter_error = error, entered_by = i;
  }
  /// In before out, as the book decides it (exactly): in doubles where the bounds leave no doubt.
  bool in_before_out(Polygon polygon, Vec2 from, Vec2 to) const {
    if (enter + enter_error < leave - leave_error) return true;
    if (enter - enter_error > leave + leave_error) return false;
    return ray_in_before_out(polygon, from, to, entered_by, left_by);
  }
};

/// A cut's fraction (d1 + d2) / (s1 + s2) from rounded products of rounded differences, and a
/// bound on its distance from the exact fraction of the exact line (the normal is rounded too).
struct Cut {
  double t, error;
};
Cut cut_fraction(double d1, double d2, double s1, double s2) {
  constexpr double eps = 0x1p-53;
  const double slope = s1 + s2, t = (d1 + d2) / slope;
  const double spread = std::abs(d1) + std::abs(d2) + std::abs(t) * (std::abs(s1) + std::abs(s2));
  return {t, 8 * eps * spread / std::abs(slope) + 4 * eps * std::abs(t)};
}

}  // namespace fast_ray

RayHit ray_cast_polygon(Polygon polygon, Vec2 from, Vec2 to) {
  const int turn = detail::area_winding(polygon);
  RayHit r;
  if (turn == 0) return r;
  const std::size_t n = polygon.size();
  const Vec2 ray = to - from;
  fast_ray::Slab slab;
  bool inside = true;
  for (std::size_t i = 0; i < n; ++i) {
    const Vec2 p = polygon[i], q = polygon[i + 1 == n ? 0 : i + 1];
    const bool outside = detail::orient(p, q, from) * turn < 0;
    const int crossing = detail::cross_sign(from, to, p, q);
    inside = inside && !outside;
    const bool leaving = turn * crossing > 0;
    if (outside && (crossing == 0 || leaving)) return r;  // outside a line it never crosses inwards
    if (crossing == 0) continue;
    const Vec2 e = q - p, normal = turn > 0 ? Vec2{e.y, -e.x} : Vec2{-e.y, e.x}, d = p - from;
    // As the book: a ray ending (starting) exactly on the line crosses it at t = 1 (0) exactly.
    const auto cut = [&]() -> fast_ray::Cut {
      if (detail::orient(p, q, to) == 0) return {1.0, 0.0};
      if (detail::orient(p, q, from) == 0) return {0.0, 0.0};
      return fast_ray::cut_fraction(normal.x * d.x, normal.y * d.y, normal.x * ray.x, normal.y * ray.y);
    };
    if (leaving) {
      const auto [t, error] = cut();
      slab.leaving(t, error, static_cast<int>(i));
    } else if (outside) {  // entering from outside its line (from inside it, t ≤ 0: no bound)
      const auto [t, error] = cut();
      slab.entering(t, error, static_cast<int>(i));
    }
    // In after it is out, in doubles and then exactly (a ray ending on a corner, or through one,
    // can round either way): a miss, whatever follows.
    if (slab.entered_by >= 0 && slab.enter > slab.leave && !slab.in_before_out(polygon, from, to)) return r;
  }
  if (!inside && (slab.entered_by < 0 || !slab.in_before_out(polygon, from, to))) return r;
  const auto k = static_cast<std::size_t>(slab.entered_by);
  if (!inside && !detail::neighbours_turn(polygon, k)) return collide::ray_cast_polygon(polygon, from, to);
  r.hit = true;
  r.starts_inside = inside;
  r.fraction = inside ? 0 : std::min(slab.enter, slab.leave);
  r.edge = inside ? -1 : slab.entered_by;
  r.point = r.fraction == 1 ? to : from + r.fraction * (to - from);  // at t = 1, the end itself
  if (!inside) {
    const Vec2 p = polygon[k], q = polygon[k + 1 == n ? 0 : k + 1];
    r.normal = unit_vector(turn > 0 ? Vec2{q.y - p.y, p.x - q.x} : Vec2{p.y - q.y, q.x - p.x});
    fast_ray::name_vertex(polygon, k, from, to, r);
  }
  return r;
}

/// The slab loop on a prepared polygon. Edge i's depth n·(p − from) and slope n·(to − from), with
/// the stored normal n, are the very doubles the book divides to get the edge's parameter, and
/// each is ± the rounded cross product the side and crossing filters weigh: one pair of dot
/// products an edge serves the signs and the parameter.
RayHit ray_cast_polygon(const PreparedPolygon& polygon, Vec2 from, Vec2 to) {
  RayHit r;
  const int turn = polygon.winding();
  if (turn == 0) return r;
  const Polygon v = polygon.outline();
  const Vec2* normals = polygon.edge_normals().data();
  const std::size_t n = v.size();
  const Vec2 ray = to - from;
  fast_ray::Slab slab;
  bool inside = true;
  for (std::size_t i = 0; i < n; ++i) {
    const Vec2 p = v[i], normal = normals[i];
    const double d1 = normal.x * (p.x - from.x), d2 = normal.y * (p.y - from.y);
    const double s1 = normal.x * ray.x, s2 = normal.y * ray.y;
    int side = fast_ray::certain_sign(d1, d2), across = fast_ray::certain_sign(s1, s2);
    if (side == 2 || across == 2) {  // too close to call: the exact signs, as the book takes them
      const Vec2 q = v[i + 1 == n ? 0 : i + 1];
      if (side == 2) side = turn * orientation(p, q, from);
      if (across == 2) across = turn * sign_cross(from, to, p, q);
    }
    const bool outside = side < 0;
    inside = inside && !outside;
    if (outside && across >= 0) return r;  // outside a line it never crosses inwards
    if (across == 0) continue;
    // As the book: a ray ending (starting) exactly on the line crosses it at t = 1 (0) exactly.
    const auto cut = [&]() -> fast_ray::Cut {
      if (side == 0) return {0.0, 0.0};
      if (detail::orient(p, v[i + 1 == n ? 0 : i + 1], to) == 0) return {1.0, 0.0};
      return fast_ray::cut_fraction(d1, d2, s1, s2);
    };
    if (across > 0) {
      const auto [t, error] = cut();
      slab.leaving(t, error, static_cast<int>(i));
    } else if (outside) {  // entering from outside its line (from inside it, t ≤ 0: no bound)
      const auto [t, error] = cut();
      slab.entering(t, error, static_cast<int>(i));
    }
    // In after it is out, in doubles and then exactly: a miss, whatever follows.
    if (slab.entered_by >= 0 && slab.enter > slab.leave && !slab.in_before_out(v, from, to)) return r;
  }
  if (!inside && (slab.entered_by < 0 || !slab.in_before_out(v, from, to))) return r;
  const auto k = static_cast<std::size_t>(slab.entered_by);
  if (!inside && !polygon.plain_edge(k)) return collide::ray_cast_polygon(v, from, to);
  r.hit = true;
  r.starts_inside = inside;
  r.fraction = inside ? 0 : std::min(slab.enter, slab.leave);
  r.edge = inside ? -1 : slab.entered_by;
  r.point = r.fraction == 1 ? to : from + r.fraction * (to - from);  // at t = 1, the end itself
  if (!inside) {
    r.normal = polygon.unit_normals()[k];
    fast_ray::name_vertex(v, k, from, to, r);
  }
  return r;
}

}  // namespace collide::fast
