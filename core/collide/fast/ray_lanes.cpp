// The slab loop over a prepared polygon's edges, W edges a vector (ray_lanes.hpp): every edge's
// signs and cut at once, with no branch that depends on the ray, so the processor never guesses
// wrong on which edges the ray enters and leaves by. Built for AVX2 (four doubles a vector) and
// the x86-64 baseline (two), as the small-pair kernel is (small_pair.cpp); the widest the
// processor runs is used.
//
// One lane, in scalar form: the book's cut (ray_cast.cpp), as fast_ray::run in ray_cast.cpp takes
// it with a branch per edge. Edge i from p, outward normal n (not unit), r = to − from:
//
//   d1 = n.x·(p.x − from.x), d2 = n.y·(p.y − from.y)    depth = d1 + d2   (< 0: from outside)
//   s1 = n.x·r.x,            s2 = n.y·r.y               slope = s1 + s2   (> 0: it leaves)
//   unsure  when depth or slope is within Shewchuk's bound of 0 (its sign, or the ray running
//           along the edge, is the exact predicates' to tell), or the edge's cut counts and
//           depth − slope = n·(p − to) is within its rounding of 0 (`to` may be on the line,
//           where the book takes t = 1 exactly, not the division)
//   miss    when depth < 0 and slope > 0: outside a line it crosses only outwards
//   t = depth / slope: entering from outside (both < 0), enter = max(enter, t);
//                      leaving (slope > 0), leave = min(leave, t)
//
// Each lane keeps its own latest entry and earliest exit with their edges (a strict comparison,
// so the first edge of a tie stays); the lanes are reduced once, at the end.
#include "collide/fast/ray_lanes.hpp"

#include <cmath>
#include <cstdint>
#include <cstring>

#include "collide/exact/bounds.hpp"
#include "collide/fast/detail.hpp"

// The vectors below never cross a call that is not inlined (see small_pair.cpp).
#if defined(__clang__)
#pragma clang diagnostic ignored "-Wpsabi"
#else
#pragma GCC diagnostic ignored "-Wpsabi"
#endif

namespace collide::fast::detail {
namespace ray_lanes {

template <std::size_t W>
struct Vectors {
  typedef double Lanes __attribute__((vector_size(8 * W)));
  typedef long long Mask __attribute__((vector_size(8 * W)));
  typedef unsigned long long Bits __attribute__((vector_size(8 * W)));
};

/// Edges i … i + W − 1 into lanes: x and y of the vertices and of the normals, and each lane's
/// edge number (past the last edge, edge 0 again: a copy changes no maximum, minimum or miss).
template <std::size_t W, class V = typename Vectors<W>::Lanes>
[[gnu::always_inline]] inline void load(const Vec2* points, std::size_t i, std::size_t n, V& x, V& y) {
  if (i + W <= n) {  // whole vectors straight from memory: x y x y … split into x and y
    V a, b;
    std::memcpy(&a, points + i, sizeof a);
    std::memcpy(&b, points + i + W / 2, sizeof b);
    if constexpr (W == 2) {
      x = __builtin_shufflevector(a, b, 0, 2), y = __builtin_shufflevector(a, b, 1, 3);
    } else {
      x = __builtin_shufflevector(a, b, 0, 2, 4, 6), y = __builtin_shufflevector(a, b, 1, 3, 5, 7);
    }
    return;
  }
  for (std::size_t k = 0; k < W; ++k) {
    const Vec2 at = points[i + k < n ? i + k : 0];
    x[k] = at.x, y[k] = at.y;
  }
}

// |v|, the sign bits off (a macro: a function taking a vector by value would make GCC note an
// ABI change for every build without AVX).
#define LAB_RAY_ABS(v) ((V)((M)(v)&0x7fffffffffffffffLL))

/// The next vertices of edges i … i + W − 1 (as load() numbers the lanes).
template <std::size_t W, class V = typename Vectors<W>::Lanes>
[[gnu::always_inline]] inline void load_next(const Vec2* points, std::size_t i, std::size_t n, V& x, V& y) {
  if (i + W < n) return load<W>(points + 1, i, n - 1, x, y);  // no wrap: straight from memory
  for (std::size_t k = 0; k < W; ++k) {
    const std::size_t j = i + k < n ? i + k : 0;
    const Vec2 at = points[j + 1 == n ? 0 : j + 1];
    x[k] = at.x, y[k] = at.y;
  }
}

// kStored: the normals are given (else worked out); N: 8 for up to eight edges, padded with
// copies of edge 0 so that the loop is unrolled and every vector stays in a register; 0 for any
// number, a vector at a time.
template <std::size_t W, bool kStored, std::size_t N>
[[gnu::always_inline]] inline LaneSlab slab(const Vec2* vertex, const Vec2* normal, std::size_t n, int turn, Vec2 from,
                                            Vec2 to) {
  using V = typename Vectors<W>::Lanes;
  using M = typename Vectors<W>::Mask;
  using U = typename Vectors<W>::Bits;
  const V fx = from.x - V{}, fy = from.y - V{}, rx = (to.x - from.x) - V{}, ry = (to.y - from.y) - V{};
  const double kSign = bounds::kDeterminant, kEnd = 0x1p-50, kFloor = bounds::kUnderflowFloor;
  // Per lane: the latest entry and the earliest exit so far and their edges; the lanes' edges
  // and their vertices' bits (for `on_line`).
  V enter = -HUGE_VAL - V{}, entered = -1 - V{}, leave = 1 - V{}, left = -1 - V{}, edge;
  U bit, on_line{};
  for (std::size_t k = 0; k < W; ++k) edge[k] = static_cast<double>(k), bit[k] = std::uint64_t{1} << k;
  M unsure{}, miss{}, outside_any{};
  const std::size_t end = N ? N : n;
  for (std::size_t i = 0; i < end; i += W, edge += W, bit <<= W) {
    V px, py, nx, ny;
    load<W>(vertex, i, n, px, py);
    if constexpr (kStored) {
      load<W>(normal, i, n, nx, ny);
    } else {  // the book's normal, turned outwards (a sign: nothing rounds)
      V qx, qy;
      load_next<W>(vertex, i, n, qx, qy);
      const V ex = qx - px, ey = qy - py;
      nx = turn > 0 ? ey : -ey, ny = turn > 0 ? -ex : ex;
    }
    const V d1 = nx * (px - fx), d2 = ny * (py - fy), s1 = nx * rx, s2 = ny * ry;
    const V depth = d1 + d2, slope = s1 + s2;
    const V depth_size = LAB_RAY_ABS(d1) + LAB_RAY_ABS(d2), slope_size = LAB_RAY_ABS(s1) + LAB_RAY_ABS(s2);
    const M sure =
        (LAB_RAY_ABS(depth) > kSign * depth_size + kFloor) & (LAB_RAY_ABS(slope) > kSign * slope_size + kFloor);
    const M outside = depth<0, leaving = slope> 0, entering = outside & ~leaving;
    const M near_end = LAB_RAY_ABS(depth - slope) <= kEnd * (depth_size + slope_size) + kFloor;
    unsure |= ~sure | (near_end & (leaving | entering));
    miss |= outside & leaving;
    outside_any |= outside;
    const V t = depth / slope;
    const M later = entering & (t > enter), sooner = leaving & (t < leave);
    enter = later ? t : enter, entered = later ? edge : entered;
    leave = sooner ? t : leave, left = sooner ? edge : left;
    // Vertex p on the ray's line: r × (p − from) = 0, as detail::orient(from, to, p) filters it.
    const V l = rx * (py - fy), r = ry * (px - fx);
    const M near_line = LAB_RAY_ABS(l - r) <= kSign * (LAB_RAY_ABS(l) + LAB_RAY_ABS(r)) + kFloor;
    on_line |= (U)near_line & bit;
  }
  LaneSlab out;
  bool any_unsure = false, any_miss = false, any_outside = false;
  std::uint64_t bits = 0;
  for (std::size_t k = 0; k < W; ++k) {
    any_unsure |= unsure[k] != 0, any_miss |= miss[k] != 0, any_outside |= outside_any[k] != 0;
    bits |= on_line[k];
  }
  if (any_unsure) return out;
  out.unsure = false, out.miss = any_miss, out.inside = !any_outside;
  out.on_line = n <= 64 ? bits : ~std::uint64_t{0};
  std::size_t in = 0, gone = 0;          // the lanes' best, the first edge of a tie (past the last edge,
  for (std::size_t k = 1; k < W; ++k) {  // a lane repeats edge 0 under a larger number)
    if (entered[k] >= 0 &&
        (entered[in] < 0 || enter[k] > enter[in] || (enter[k] == enter[in] && entered[k] < entered[in])))
      in = k;
    if (left[k] >= 0 && (left[gone] < 0 || leave[k] < leave[gone] || (leave[k] == leave[gone] && left[k] < left[gone])))
      gone = k;
  }
  if (entered[in] >= 0) out.enter = {enter[in], static_cast<int>(entered[in])};
  if (left[gone] >= 0) out.leave = {leave[gone], static_cast<int>(left[gone])};
  return out;
}

// Up to eight edges unrolled, more a vector at a time; the normals given or worked out.
template <std::size_t W>
[[gnu::always_inline]] inline LaneSlab slab(const Vec2* v, const Vec2* normal, std::size_t n, int turn, Vec2 from,
                                            Vec2 to) {
  if (normal)
    return n <= 8 ? slab<W, true, 8>(v, normal, n, turn, from, to) : slab<W, true, 0>(v, normal, n, turn, from, to);
  return n <= 8 ? slab<W, false, 8>(v, normal, n, turn, from, to) : slab<W, false, 0>(v, normal, n, turn, from, to);
}

#if defined(__x86_64__) && defined(__GNUC__)
__attribute__((target("avx2"))) LaneSlab slab_avx2(const Vec2* v, const Vec2* normal, std::size_t n, int turn,
                                                   Vec2 from, Vec2 to) {
  return slab<4>(v, normal, n, turn, from, to);
}
#endif
LaneSlab slab_baseline(const Vec2* v, const Vec2* normal, std::size_t n, int turn, Vec2 from, Vec2 to) {
  return slab<2>(v, normal, n, turn, from, to);
}

}  // namespace ray_lanes

// `simd` names a build only x86-64 has: elsewhere (the browser's WebAssembly) the baseline is all.
LaneSlab lane_slab(const Vec2* vertices, const Vec2* normals, std::size_t n, int turn, Vec2 from, Vec2 to,
                   [[maybe_unused]] Simd simd) {
#if defined(__x86_64__) && defined(__GNUC__)
  if (simd == Simd::kAvx2) return ray_lanes::slab_avx2(vertices, normals, n, turn, from, to);
#endif
  return ray_lanes::slab_baseline(vertices, normals, n, turn, from, to);
}
#undef LAB_RAY_ABS

}  // namespace collide::fast::detail
