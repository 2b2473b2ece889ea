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
// so the first edge of a tie stays); the lanes are folded onto each other once, at the end. On a
// prepared polygon the filters' bounds are one number each for the whole ray (ray_bounds), and
// up to eight edges go to the AVX2 kernel of ray_lanes_avx2.cpp.
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

/// The largest (or smallest) of the lanes, in every lane: each step folds the lanes onto
/// their neighbours half as far away.
template <std::size_t W, class V = typename Vectors<W>::Lanes>
[[gnu::always_inline]] inline V fold(V v, bool largest) {
  V w;
  if constexpr (W == 4) {
    w = __builtin_shufflevector(v, v, 2, 3, 0, 1);
    v = largest ? (v > w ? v : w) : (v < w ? v : w);
    w = __builtin_shufflevector(v, v, 1, 0, 3, 2);
  } else {
    w = __builtin_shufflevector(v, v, 1, 0);
  }
  return largest ? (v > w ? v : w) : (v < w ? v : w);
}

/// Where a slab's edges come from: vertices with their normals worked out (the book's, turned by
/// the winding), vertices with normals beside them, or a prepared polygon's parts apart.
enum class Layout { kWorkedOut, kStored, kPrepared };

/// The edges a slab reads, and on a prepared polygon the filters' bounds for the whole ray
/// (ray_bounds): each lane's own sizes are then not worked out.
struct Edges {
  const Vec2 *vertex = nullptr, *normal = nullptr;
  const double* parts = nullptr;  // prepared: x, y, n.x, n.y, `count` each
  std::size_t n = 0, count = 0;
  int turn = 1;
  RayBounds bounds;
};

/// Edges i … i + W − 1 into lanes: vertex p and outward normal n.
template <std::size_t W, Layout L, class V = typename Vectors<W>::Lanes>
[[gnu::always_inline]] inline void load_edges(const Edges& e, std::size_t i, V& px, V& py, V& nx, V& ny) {
  if constexpr (L == Layout::kPrepared) {
    std::memcpy(&px, e.parts + i, sizeof px), std::memcpy(&py, e.parts + e.count + i, sizeof py);
    std::memcpy(&nx, e.parts + 2 * e.count + i, sizeof nx), std::memcpy(&ny, e.parts + 3 * e.count + i, sizeof ny);
    return;
  }
  load<W>(e.vertex, i, e.n, px, py);
  if constexpr (L == Layout::kStored) {
    load<W>(e.normal, i, e.n, nx, ny);
  } else {  // the book's normal, turned outwards (a sign: nothing rounds)
    V qx, qy;
    load_next<W>(e.vertex, i, e.n, qx, qy);
    const V ex = qx - px, ey = qy - py;
    nx = e.turn > 0 ? ey : -ey, ny = e.turn > 0 ? -ex : ex;
  }
}

// N: the edges, a multiple of W, when known (up to eight: the loop is unrolled and every vector
// stays in a register; past the last edge, copies of edge 0); 0 for any number, a vector at a time.
template <std::size_t W, Layout L, std::size_t N>
[[gnu::always_inline]] inline LaneSlab slab(const Edges& e, Vec2 from, Vec2 to) {
  using V = typename Vectors<W>::Lanes;
  using M = typename Vectors<W>::Mask;
  using U = typename Vectors<W>::Bits;
  constexpr bool kCoarse = L == Layout::kPrepared;
  const V fx = from.x - V{}, fy = from.y - V{}, rx = (to.x - from.x) - V{}, ry = (to.y - from.y) - V{};
  const double kSign = bounds::kDeterminant, kEnd = 0x1p-50, kFloor = bounds::kUnderflowFloor;
  // Per lane: the latest entry and the earliest exit so far and their edges; the lanes' edges
  // and their vertices' bits (for `on_line`).
  V enter = -HUGE_VAL - V{}, entered = -1 - V{}, leave = 1 - V{}, left = -1 - V{}, edge;
  U bit, on_line{};
  for (std::size_t k = 0; k < W; ++k) edge[k] = static_cast<double>(k), bit[k] = std::uint64_t{1} << k;
  M unsure{}, miss{}, outside_any{};
  const std::size_t end = N ? N : (kCoarse ? e.count : e.n);
#pragma GCC unroll 4
  for (std::size_t i = 0; i < end; i += W, edge += W, bit <<= W) {
    V px, py, nx, ny;
    load_edges<W, L>(e, i, px, py, nx, ny);
    const V dx = px - fx, dy = py - fy;
    const V d1 = nx * dx, d2 = ny * dy, s1 = nx * rx, s2 = ny * ry;
    const V depth = d1 + d2, slope = s1 + s2;
    // Vertex p on the ray's line: r × (p − from) = 0, as detail::orient(from, to, p) filters it.
    const V l = rx * dy, r = ry * dx;
    M sure, near_end, near_line;
    if constexpr (kCoarse) {  // one bound for every edge (Edges)
      sure = (LAB_RAY_ABS(depth) > e.bounds.depth) & (LAB_RAY_ABS(slope) > e.bounds.slope);
      near_end = LAB_RAY_ABS(depth - slope) <= e.bounds.end;
      near_line = LAB_RAY_ABS(l - r) <= e.bounds.line;
    } else {
      const V depth_size = LAB_RAY_ABS(d1) + LAB_RAY_ABS(d2), slope_size = LAB_RAY_ABS(s1) + LAB_RAY_ABS(s2);
      sure = (LAB_RAY_ABS(depth) > kSign * depth_size + kFloor) & (LAB_RAY_ABS(slope) > kSign * slope_size + kFloor);
      near_end = LAB_RAY_ABS(depth - slope) <= kEnd * (depth_size + slope_size) + kFloor;
      near_line = LAB_RAY_ABS(l - r) <= kSign * (LAB_RAY_ABS(l) + LAB_RAY_ABS(r)) + kFloor;
    }
    const M outside = depth<0, leaving = slope> 0, entering = outside & ~leaving;
    unsure |= ~sure | (near_end & (leaving | entering));
    miss |= outside & leaving;
    outside_any |= outside;
    const V t = depth / slope;
    const M later = entering & (t > enter), sooner = leaving & (t < leave);
    enter = later ? t : enter, entered = later ? edge : entered;
    leave = sooner ? t : leave, left = sooner ? edge : left;
    on_line |= (U)near_line & bit;
  }
  LaneSlab out;
  M any = unsure | miss;
  for (std::size_t k = 1; k < W; ++k) any[0] |= any[k];
  if (any[0] != 0) {  // unsure, or a miss when every sign is sure
    bool any_unsure = false;
    for (std::size_t k = 0; k < W; ++k) any_unsure |= unsure[k] != 0;
    out.unsure = any_unsure, out.miss = !any_unsure;
    return out;
  }
  bool any_outside = false;
  std::uint64_t bits = 0;
  for (std::size_t k = 0; k < W; ++k) any_outside |= outside_any[k] != 0, bits |= on_line[k];
  out.unsure = false, out.inside = !any_outside;
  out.on_line = e.n <= 64 ? bits : ~std::uint64_t{0};
  out.depth_size = e.bounds.depth_size, out.slope_size = e.bounds.slope_size;
  // The lanes' best, with no branch: the largest entry (−∞: none) and the smallest exit (1: the
  // ray's end), then the first edge of a tie among the lanes holding it (past the last edge, a
  // lane repeats edge 0 under a larger number).
  const V most = fold<W>(enter, true), least = fold<W>(leave, false), none = HUGE_VAL - V{};
  const V in = fold<W>(enter == most ? entered : none, false), gone = fold<W>(leave == least ? left : none, false);
  if (in[0] >= 0) out.enter = {most[0], static_cast<int>(in[0])};
  if (gone[0] >= 0) out.leave = {least[0], static_cast<int>(gone[0])};
  return out;
}

// Up to eight edges unrolled, more a vector at a time.
template <std::size_t W, Layout L>
[[gnu::always_inline]] inline LaneSlab slab(const Edges& e, Vec2 from, Vec2 to) {
  if constexpr (L == Layout::kPrepared) {
    if (e.count == 4) return slab<W, L, 4>(e, from, to);
    return e.count == 8 ? slab<W, L, 8>(e, from, to) : slab<W, L, 0>(e, from, to);
  } else {
    return e.n <= 8 ? slab<W, L, 8>(e, from, to) : slab<W, L, 0>(e, from, to);
  }
}

template <std::size_t W>
[[gnu::always_inline]] inline LaneSlab slab(const Edges& e, Vec2 from, Vec2 to) {
  if (e.parts) return slab<W, Layout::kPrepared>(e, from, to);
  return e.normal ? slab<W, Layout::kStored>(e, from, to) : slab<W, Layout::kWorkedOut>(e, from, to);
}

#if defined(__x86_64__) && defined(__GNUC__)
__attribute__((target("avx2"))) LaneSlab slab_avx2(const Edges& e, Vec2 from, Vec2 to) { return slab<4>(e, from, to); }
#endif
LaneSlab slab_baseline(const Edges& e, Vec2 from, Vec2 to) { return slab<2>(e, from, to); }

// `simd` names a build only x86-64 has: elsewhere (the browser's WebAssembly) the baseline is all.
LaneSlab slab_of(const Edges& e, Vec2 from, Vec2 to, [[maybe_unused]] Simd simd) {
#if defined(__x86_64__) && defined(__GNUC__)
  if (simd == Simd::kAvx2) return slab_avx2(e, from, to);
#endif
  return slab_baseline(e, from, to);
}

/// The filters' bounds for every edge of a prepared polygon at once. Each edge's |p.x − from.x|
/// is at most (largest |x| + |from.x|)(1 + u), and so on: its products' sizes are at most these
/// sums of products, with 2⁻²⁰ to spare for all the roundings here. Overflow makes a bound
/// infinite, NaN none: the lanes are then unsure.
RayBounds ray_bounds(const PreparedPolygon& p, Vec2 from, Vec2 to) {
  const double ax = p.largest_x() + std::fabs(from.x), ay = p.largest_y() + std::fabs(from.y);
  const double rx = std::fabs(to.x - from.x), ry = std::fabs(to.y - from.y);
  const double nx = p.largest_normal_x(), ny = p.largest_normal_y(), spare = 1 + 0x1p-20;
  const double kSign = bounds::kDeterminant, kFloor = bounds::kUnderflowFloor;
  RayBounds b;
  b.depth_size = (nx * ax + ny * ay) * spare, b.slope_size = (nx * rx + ny * ry) * spare;
  b.depth = kSign * b.depth_size + kFloor, b.slope = kSign * b.slope_size + kFloor;
  b.end = 0x1p-50 * (b.depth_size + b.slope_size) + kFloor;
  b.line = kSign * (rx * ay + ry * ax) * spare + kFloor;
  return b;
}

}  // namespace ray_lanes

LaneSlab lane_slab(const Vec2* vertices, const Vec2* normals, std::size_t n, int turn, Vec2 from, Vec2 to, Simd simd) {
  ray_lanes::Edges e;
  e.vertex = vertices, e.normal = normals, e.n = n, e.turn = turn;
  return ray_lanes::slab_of(e, from, to, simd);
}

LaneSlab lane_slab(const PreparedPolygon& polygon, Vec2 from, Vec2 to, Simd simd) {
  const RayBounds bounds = ray_lanes::ray_bounds(polygon, from, to);
#if defined(__x86_64__) && defined(__GNUC__)
  if (simd == Simd::kAvx2 && polygon.ray_edges() <= 8) return prepared_slab_avx2(polygon, bounds, from, to);
#endif
  ray_lanes::Edges e;
  e.parts = polygon.ray_parts(), e.n = polygon.size(), e.count = polygon.ray_edges(), e.turn = polygon.winding();
  e.bounds = bounds;
  return ray_lanes::slab_of(e, from, to, simd);
}
#undef LAB_RAY_ABS

}  // namespace collide::fast::detail
