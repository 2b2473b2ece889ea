// Private to the fast ray cast (fast/ray_cast.cpp): the slab loop over a prepared polygon's edges,
// several edges a vector, with no branch that depends on the ray (fast/ray_lanes.cpp).
#pragma once
#include <cstddef>
#include <cstdint>

#include "collide/fast/detail.hpp"
#include "collide/fast/prepared.hpp"
#include "collide/ray_cast.hpp"
#include "collide/shapes.hpp"

namespace collide::fast::detail {

/// A cut the lanes chose: the book's rounded fraction and its edge.
struct LaneCut {
  double t = 0;
  int edge = -1;
};

/// What the lanes found: unsure when any edge's sign, or a cut's distance from the ray's end,
/// was within its rounding (the scalar loop then decides); else whether an edge proved a miss,
/// whether `from` is inside every edge's line, and the latest entering cut and earliest leaving
/// one (edge −1: none; leaving, the ray's end then, t = 1), the first edge of a tie named. Bit i
/// of `on_line` is set when vertex i may lie on the ray's line (every bit past 64 vertices).
/// On a prepared polygon, `depth_size` and `slope_size` are the bounds the filters used for every
/// edge: at least its |d1| + |d2| and |s1| + |s2| (ray_lanes.cpp); 0 otherwise.
struct LaneSlab {
  bool unsure = true, miss = false, inside = false;
  LaneCut enter, leave{1};
  std::uint64_t on_line = ~std::uint64_t{0};
  double depth_size = 0, slope_size = 0;
};

/// The edges' outward normals (not unit) beside the vertices, as PreparedPolygon keeps them; or,
/// `normals` null, worked out as the book does, (e.y, −e.x) turned by the winding `turn` (±1),
/// e = the next vertex − this one. `simd` picks a build (detail.hpp; tests try each the
/// processor runs).
LaneSlab lane_slab(const Vec2* vertices, const Vec2* normals, std::size_t n, int turn, Vec2 from, Vec2 to,
                   Simd simd = widest_simd());

/// The filters' bounds for every edge of a prepared polygon at once, for one ray: `depth` and
/// `slope` for the signs, `end` for `to` on an edge's line, `line` for a vertex on the ray's line;
/// from `depth_size` and `slope_size`, at least every edge's |d1| + |d2| and |s1| + |s2|.
struct RayBounds {
  double depth = 0, slope = 0, end = 0, line = 0, depth_size = 0, slope_size = 0;
};

/// The prepared polygon's lanes (ray_edges() ≤ 8) in AVX2 (ray_lanes_avx2.cpp; x86-64 only).
LaneSlab prepared_slab_avx2(const PreparedPolygon& p, const RayBounds& bounds, Vec2 from, Vec2 to);

/// The same on a prepared polygon (a winding not 0), its vertices and normals read as stored
/// apart (PreparedPolygon::ray_parts), and every filter's bound one number for the whole ray,
/// from the largest coordinates and normals: fewer operations an edge, a little more often unsure.
LaneSlab lane_slab(const PreparedPolygon& polygon, Vec2 from, Vec2 to, Simd simd = widest_simd());

/// The prepared ray cast without the float filter: the lanes above, then the book's exact tests
/// where they are unsure (fast/ray_cast.cpp).
RayHit ray_cast_lanes(const PreparedPolygon& polygon, Vec2 from, Vec2 to);

/// The float filter (fast/ray_float_avx2.cpp; x86-64, where polygon.ray_floats().usable): every
/// edge in floats at once, and the book's answer from one edge in doubles where every decision
/// clears its proven bound; else no hit, edge kRayRefused and the ray's ends in point (from) and
/// normal (to), for ray_cast_lanes to answer (the caller keeps nothing across the call).
inline constexpr int kRayRefused = -2;
RayHit ray_cast_floats_first(const PreparedPolygon& polygon, Vec2 from, Vec2 to);
RayHit float_ray_filter(const PreparedPolygon& polygon, Vec2 from, Vec2 to);

/// The float filter on eight rays at once, a lane each (fast/ray_batch_avx2.cpp; x86-64, where
/// polygon.ray_floats().usable): out[k] the book's answer for rays[k] where every decision
/// clears its bound, as float_ray_filter gives it; bit k of the result set where lane k is
/// refused (out[k] then unspecified), for ray_cast_lanes to answer; every lane where not usable.
unsigned float_ray_batch(const PreparedPolygon& polygon, const RaySegment* rays, RayHit* out);
/// The same on sixteen rays, in AVX-512 (ray_batch_avx512.cpp): only where the processor has its
/// F, DQ and VL parts.
unsigned float_ray_batch16(const PreparedPolygon& polygon, const RaySegment* rays, RayHit* out);

}  // namespace collide::fast::detail
