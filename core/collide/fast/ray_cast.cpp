// A ray against a convex polygon without a trace (distance.hpp): the book's slab method
// (ray_cast.cpp), its signs filtered inline, stopping at the first edge that proves a miss.
//
// The book decides three things exactly that rounding could get wrong: a ray ending (starting) on
// an edge's line crosses it at t = 1 (0); the ray gets in no later than it gets out; a hit through
// a vertex names it. Each costs an exact test here only where a bound on the rounding leaves
// doubt: a cut clearly off 1, an entry clearly before (or after) the exit, an end of the edge
// hit clearly off the ray's line go by in doubles.
#include <algorithm>
#include <cmath>
#include <cstdint>

#include "collide/exact/bounds.hpp"
#include "collide/fast/detail.hpp"
#include "collide/fast/distance.hpp"
#include "collide/fast/prepared.hpp"
#include "collide/fast/ray_lanes.hpp"
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

/// Edge i against the ray, with n its outward normal (not unit) and r = to − from: the depth
/// n·(p − from) = d1 + d2 and the slope n·r = s1 + s2, the book's doubles before it adds them.
/// Each sum is ± a 2 × 2 determinant of rounded differences (Shewchuk's form), so its sign can
/// be filtered; the edge's cut of the ray is t = depth / slope.
struct Products {
  double d1, d2, s1, s2;
};

/// A cut's fraction, the bound on its rounding times `size` = |slope| (ray_cut_error_scaled; 0
/// with size 1 for an exact cut, at an end of the ray on the line).
struct Cut {
  double t = 0, scaled_error = 0, size = 1;
};

/// Edge i's products, from p, its outward normal n and the ray r = to − from.
Products products(Vec2 p, Vec2 n, Vec2 from, Vec2 r) {
  return {n.x * (p.x - from.x), n.y * (p.y - from.y), n.x * r.x, n.y * r.y};
}

/// Edge i's cut, t by the book's rounded division or as given, with its bound.
Cut divided(const Products& c, double t) {
  const double slope = c.s1 + c.s2;
  return {t, ray_cut_error_scaled(t, std::abs(c.d1) + std::abs(c.d2), std::abs(c.s1) + std::abs(c.s2), slope),
          std::abs(slope)};
}
Cut divided(const Products& c) { return divided(c, (c.d1 + c.d2) / (c.s1 + c.s2)); }

/// The edge's cut as the book takes it: t = 1 exactly when `to` lies on the line, 0 when `from`
/// does (side 0), else the rounded division. n·(p − to) = depth − slope is zero exactly when `to`
/// is on the line; the exact test runs only when that difference is within its rounding (each of
/// depth and slope within 4u of its two products' sizes, the difference one more rounding).
Cut cut_of(const Products& c, int side, Vec2 p, Vec2 q, Vec2 to) {
  if (side == 0) return {0.0};
  const double depth = c.d1 + c.d2, slope = c.s1 + c.s2;
  const double sizes = std::abs(c.d1) + std::abs(c.d2) + std::abs(c.s1) + std::abs(c.s2);
  if (std::abs(depth - slope) <= 0x1p-50 * sizes + bounds::kUnderflowFloor && detail::orient(p, q, to) == 0)
    return {1.0};
  return divided(c);
}

/// The slab method's running bounds: the latest cut where the ray gets in, the earliest where it
/// gets out (the ray's end, t = 1 exactly, until an edge cuts sooner).
struct Slab {
  Cut enter{0.0}, leave{1.0};
  int entered_by = -1, left_by = -1;  // left_by −1: the ray's end
  bool inside = true;                 // `from` inside (or on) every edge's line so far

  /// Edge i, with the exact signs of its depth (`side`, −1: `from` outside its line) and of its
  /// slope (`across`: +1 the ray crosses outwards, −1 inwards, 0 parallel); `cut` gives its cut.
  /// False when the edge proves a miss: `from` outside a line the ray never crosses inwards.
  template <class MakeCut>
  bool take(int i, int side, int across, MakeCut&& cut) {
    inside = inside && side >= 0;
    if (side < 0 && across >= 0) return false;
    if (across > 0) {
      const Cut c = cut();
      if (c.t < leave.t) leave = c, left_by = i;
    } else if (across < 0 && side < 0) {  // entering from outside its line (from inside it, t ≤ 0: no bound)
      const Cut c = cut();
      if (entered_by < 0 || c.t > enter.t) enter = c, entered_by = i;
    }
    return true;
  }

  /// The bounds the lanes found (ray_lanes.hpp), sure of every sign and clear of the ray's end;
  /// their edges' products give the cuts' bounds.
  template <class NormalOf>
  Slab& take(const detail::LaneSlab& lanes, Polygon v, Vec2 from, Vec2 to, NormalOf&& normal_of) {
    inside = lanes.inside;
    const auto cut = [&](const detail::LaneCut& c) {
      const auto i = static_cast<std::size_t>(c.edge), j = i + 1 == v.size() ? 0 : i + 1;
      return divided(products(v[i], normal_of(i, v[i], v[j]), from, to - from), c.t);
    };
    if (lanes.enter.edge >= 0) enter = cut(lanes.enter), entered_by = lanes.enter.edge;
    if (lanes.leave.edge >= 0) leave = cut(lanes.leave), left_by = lanes.leave.edge;
    return *this;
  }

  /// The bounds a prepared polygon's lanes found, sure of every sign and clear of the ray's end;
  /// each cut's bound from its slope and the sizes the lanes' filters used (at least its own).
  Slab& take(const detail::LaneSlab& lanes, const Vec2* normals, Vec2 ray) {
    inside = lanes.inside;
    const auto cut = [&](const detail::LaneCut& c) {
      const Vec2 n = normals[c.edge];
      const double slope = n.x * ray.x + n.y * ray.y;  // the lanes' s1 + s2
      return Cut{c.t, ray_cut_error_scaled(c.t, lanes.depth_size, lanes.slope_size, slope), std::abs(slope)};
    };
    if (lanes.enter.edge >= 0) enter = cut(lanes.enter), entered_by = lanes.enter.edge;
    if (lanes.leave.edge >= 0) leave = cut(lanes.leave), left_by = lanes.leave.edge;
    return *this;
  }

  /// The book's verdict on the bounds: in before out, exactly; in doubles where the cuts' bounds
  /// leave no doubt, else the book's exact comparison (a ray ending on a corner, or through one,
  /// can round either way).
  bool hits(Polygon polygon, Vec2 from, Vec2 to) const {
    if (inside) return true;
    if (entered_by < 0) return false;
    // |enter − leave| beyond the two bounds, multiplied through by both sizes (a, b > 0), with
    // room for this test's own rounding and underflow.
    const double a = enter.size, b = leave.size;
    const double doubt =
        (enter.scaled_error * b + leave.scaled_error * a) * (1 + bounds::kBoundSlack) + bounds::kUnderflowFloor;
    if ((leave.t - enter.t) * a * b > doubt) return true;
    if ((enter.t - leave.t) * a * b > doubt) return false;
    return ray_in_before_out(polygon, from, to, entered_by, left_by);
  }
};

/// The slab loop: edge i's outward normal from normal_of(i). Only how the normals come differs
/// between a vertex list and a prepared polygon; the signs are filtered, then exact.
template <class NormalOf>
bool run(Polygon v, int turn, Vec2 from, Vec2 to, NormalOf&& normal_of, Slab& slab) {
  const std::size_t n = v.size();
  const Vec2 ray = to - from;
  for (std::size_t i = 0; i < n; ++i) {
    const Vec2 p = v[i], q = v[i + 1 == n ? 0 : i + 1], normal = normal_of(i, p, q);
    const Products c = products(p, normal, from, ray);
    int side = certain_sign(c.d1, c.d2), across = certain_sign(c.s1, c.s2);
    if (side == 2) side = turn * orientation(p, q, from);  // too close to call: the book's exact signs
    if (across == 2) across = turn * sign_cross(from, to, p, q);
    if (!slab.take(static_cast<int>(i), side, across, [&] { return cut_of(c, side, p, q, to); })) return false;
  }
  return slab.hits(v, from, to);
}

/// The slab over the lanes (normals stored, or null: worked out from the vertices and the
/// winding), or, where they are unsure, over the loop with the exact tests. False: a miss.
/// `on_line` as the lanes found it (every bit, after the loop).
template <class NormalOf>
bool slab_of(const detail::LaneSlab& lanes, Polygon v, int turn, Vec2 from, Vec2 to, NormalOf&& normal_of, Slab& slab,
             std::uint64_t& on_line) {
  on_line = lanes.on_line;
  if (lanes.unsure) return run(v, turn, from, to, normal_of, slab);
  return !lanes.miss && slab.take(lanes, v, from, to, normal_of).hits(v, from, to);
}

/// The hit the slab found, by edge k (unless the ray starts inside); `unit_normal` is edge k's.
/// Bit i of `on_line` clear: vertex i is surely off the ray's line (as the filter in name_vertex
/// would find), so no vertex to name there.
[[gnu::always_inline]] inline RayHit hit_by(Polygon v, const Slab& slab, Vec2 from, Vec2 to, Vec2 unit_normal,
                                            std::uint64_t on_line) {
  RayHit r;
  r.hit = true;
  r.starts_inside = slab.inside;
  r.fraction = slab.inside ? 0 : std::min(slab.enter.t, slab.leave.t);
  r.edge = slab.inside ? -1 : slab.entered_by;
  r.point = r.fraction == 1 ? to : from + r.fraction * (to - from);  // at t = 1, the end itself
  if (!slab.inside) {
    r.normal = unit_normal;
    const auto k = static_cast<std::size_t>(slab.entered_by), next = k + 1 == v.size() ? 0 : k + 1;
    if (k >= 64 || next >= 64 || (on_line >> k & 1) || (on_line >> next & 1)) name_vertex(v, k, from, to, r);
  }
  return r;
}

}  // namespace fast_ray

RayHit ray_cast_polygon(Polygon polygon, Vec2 from, Vec2 to) {
  const int turn = detail::area_winding(polygon);
  if (turn == 0) return {};
  const auto normal_of = [turn](std::size_t, Vec2 p, Vec2 q) {
    const Vec2 e = q - p;
    return turn > 0 ? Vec2{e.y, -e.x} : Vec2{-e.y, e.x};
  };
  fast_ray::Slab slab;
  std::uint64_t on_line;
  const detail::LaneSlab lanes = detail::lane_slab(polygon.data(), nullptr, polygon.size(), turn, from, to);
  if (!fast_ray::slab_of(lanes, polygon, turn, from, to, normal_of, slab, on_line)) return {};
  if (slab.inside) return fast_ray::hit_by(polygon, slab, from, to, {}, on_line);
  const auto k = static_cast<std::size_t>(slab.entered_by);
  if (!detail::neighbours_turn(polygon, k)) return collide::ray_cast_polygon(polygon, from, to);
  const Vec2 p = polygon[k], q = polygon[k + 1 == polygon.size() ? 0 : k + 1];
  return fast_ray::hit_by(polygon, slab, from, to, unit_vector(normal_of(k, p, q)), on_line);
}

/// The slab loop on a prepared polygon. Edge i's depth n·(p − from) and slope n·(to − from), with
/// the stored normal n, are the very doubles the book divides to get the edge's parameter, and
/// each is ± the rounded cross product the side and crossing filters weigh: one pair of dot
/// products an edge serves the signs and the parameter.
RayHit detail::ray_cast_lanes(const PreparedPolygon& polygon, Vec2 from, Vec2 to) {
  const int turn = polygon.winding();
  if (turn == 0) return {};
  const Polygon v = polygon.outline();
  const auto normal_of = [normals = polygon.edge_normals().data()](std::size_t i, Vec2, Vec2) { return normals[i]; };
  const detail::LaneSlab lanes = detail::lane_slab(polygon, from, to);
  fast_ray::Slab slab;
  std::uint64_t on_line = lanes.on_line;
  if (lanes.unsure) {
    if (!fast_ray::run(v, turn, from, to, normal_of, slab)) return {};
  } else if (lanes.miss || !slab.take(lanes, polygon.edge_normals().data(), to - from).hits(v, from, to)) {
    return {};
  }
  if (slab.inside) return fast_ray::hit_by(v, slab, from, to, {}, on_line);
  const auto k = static_cast<std::size_t>(slab.entered_by);
  if (!polygon.plain_edge(k)) return collide::ray_cast_polygon(v, from, to);
  return fast_ray::hit_by(v, slab, from, to, polygon.unit_normals()[k], on_line);
}

#if defined(__x86_64__) && defined(__GNUC__)
/// Up to eight edges in floats first (ray_float_avx2.cpp) where the processor runs AVX2 and FMA,
/// chosen once when the program is loaded (a GNU indirect function: the call jumps straight to
/// the build, no wrapper between); else the lanes. The resolver runs before the sanitizers are
/// set up, so they must not watch it.
using PreparedRayCast = RayHit (*)(const PreparedPolygon&, Vec2, Vec2);
extern "C" __attribute__((no_sanitize("address", "undefined"))) PreparedRayCast collide_resolve_prepared_ray_cast() {
  __builtin_cpu_init();
  return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma") ? detail::ray_cast_floats_first
                                                                         : detail::ray_cast_lanes;
}
RayHit ray_cast_polygon(const PreparedPolygon& polygon, Vec2 from, Vec2 to)
    __attribute__((ifunc("collide_resolve_prepared_ray_cast")));
#else
RayHit ray_cast_polygon(const PreparedPolygon& polygon, Vec2 from, Vec2 to) {
  return detail::ray_cast_lanes(polygon, from, to);
}
#endif

}  // namespace collide::fast
