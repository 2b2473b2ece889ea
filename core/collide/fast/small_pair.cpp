// Small convex pairs (up to 16 vertices each): every one of the book's axes at once, four edges
// per vector, with no branch that depends on where the shapes are.
//
// An edge's line, seen from inside its polygon, and the other shape's deepest vertex past it
// decide both questions: the overlap on that edge's axis is how deep that vertex reaches (over
// |d|), and the edge separates when even that vertex is outside. Each depth is one rounded cross
// product, and a bound on all its rounding turns it into a proof: a depth above the bound means
// a vertex surely inside (no gap on that axis), below minus the bound every vertex surely outside
// (a gap). Only a depth within the bound of zero (shapes touching, or nearly) proves nothing,
// and then the caller runs an exact test. For engines' polygon sizes this beats any walk: the
// work is fixed, so the processor never guesses wrong.
//
// One lane, in scalar form, against the book's loop ("The separating axis theorem" in the
// chapter on convex polygons: project(a, axis), project(b, axis),
// overlap), for edge k of P, from a = p[k] to a + d, the polygon turned so inside is on the left:
//
//   deepest = max over the vertices q of Q of cross(d, q − a)   // Q's vertex furthest into P
//   gap on this axis  ⇔  deepest < 0                            // even that one is outside
//   overlap (push-out along the normal) = deepest / |d|
//
// Why one maximum replaces the book's two project calls: on edge k's own normal n = (d.y, −d.x),
// P's shadow ends at that edge (P is convex: every vertex v has dot(v − a, n) ≤ 0, so its largest
// dot product is dot(a, n)), and dot(q − a, n) = −cross(d, q − a), so Q's shadow starts `deepest`
// (in units of |d|, the normal's length) before P's ends. A gap on the other side of the axis
// needs no test of its own: two convex polygons that are apart always have an edge with the
// other polygon wholly beyond its line, and that edge's lane (or, for an edge of Q, the pass with
// P and Q swapped) finds it, as Box2D's b2FindMaxSeparation does. In pass() below, `deepest` is
// the vector of these maxima (before the edge's offset d × a is taken off), and each comparison
// with 0 is made against the rounding bound instead.
//
// The verdict alone first tries one point: the centre of where the bounding boxes overlap. When
// it is surely inside both shapes (most colliding pairs), they collide and no axis is needed.
//
// The kernel is built twice, for AVX2 with fused multiply-add (four doubles a vector) and for the
// x86-64 baseline (SSE2, two), or once for other processors; the widest the processor runs is
// picked at the first call. This file alone lets the compiler fuse a·b − c (CMakeLists.txt): its
// signs rest on error bounds, and one rounding where the bounds allow for two only tightens them.
// (An AVX-512 build, eight a vector, measured slower than AVX2 for the mtv and no faster for the
// verdict.)
//
// Index of this file:
//   [SECTION] Vectors: lanes, swaps and reductions, loads
//   [SECTION] One polygon's edges, W to a vector, and the rounding bound on a depth
//   [SECTION] The passes: P's edges against Q's vertices, the least overlap
//   [SECTION] The entry points: one build per instruction set, the widest picked once
#include <algorithm>
#include <cmath>
#include <cstring>

#include "collide/exact/bounds.hpp"
#include "collide/fast/detail.hpp"

// The vectors below never cross a call that is not inlined, so GCC's note that passing them
// would differ between builds for different instruction sets does not apply.
#if defined(__clang__)
#pragma clang diagnostic ignored "-Wpsabi"
#else
#pragma GCC diagnostic ignored "-Wpsabi"
#endif

// Lanes picked from a and b (0 … W − 1 from a, W … 2W − 1 from b), under GCC's and Clang's names.
#if defined(__clang__)
#define LAB_SHUFFLE(a, b, ...) __builtin_shufflevector(a, b, __VA_ARGS__)
#else
#define LAB_SHUFFLE(a, b, ...) __builtin_shuffle(a, b, typename Vectors<sizeof(a) / 8>::Mask{__VA_ARGS__})
#endif

// Everything below is inlined into the entry points at the end, so that each build (AVX2,
// baseline) has its own copy.
#define LAB_INLINE [[gnu::always_inline]] inline

namespace collide::fast::detail {

namespace {

// [SECTION] Vectors: lanes, swaps and reductions, loads

// W doubles side by side in one register of the build's instruction set (GCC's generic vectors:
// W = 4 for AVX2, 2 for SSE2; a vector wider than the register would be split into scalars),
// and the masks their comparisons give.
template <std::size_t W>
struct Vectors {
  typedef double Lanes __attribute__((vector_size(8 * W)));
  typedef long long Mask __attribute__((vector_size(8 * W)));
};

template <class V>
LAB_INLINE V splat(double x) {
  return x - V{};
}  // x − 0 is x, signed zeros too: no add left
template <class V>
LAB_INLINE V min(V a, V b) {
  return a < b ? a : b;
}
template <class V>
LAB_INLINE V max(V a, V b) {
  return a > b ? a : b;
}
template <class V>
LAB_INLINE V abs(V v) {  // the sign bit off
  using M = typename Vectors<sizeof(V) / 8>::Mask;
  return (V)((M)v & 0x7fffffffffffffff);
}

// Lane i swapped with lane i ^ d (literal masks: GCC makes one instruction of a shuffle only
// when it sees its mask). Swaps by W / 2, W / 4, …, 1 bring every lane's value to every lane.
template <class V>
LAB_INLINE V swapped(V v, std::size_t d) {
  if constexpr (sizeof(V) / 8 == 2)
    return LAB_SHUFFLE(v, v, 1, 0);
  else
    return d == 2 ? LAB_SHUFFLE(v, v, 2, 3, 0, 1) : LAB_SHUFFLE(v, v, 1, 0, 3, 2);
}
// Each reduction spelled out: a function passed as a value would be a real call in a debug
// build, where vectors passed between the AVX2 and the baseline code disagree on how.
template <class V>
LAB_INLINE double sum(V v) {
  for (std::size_t d = sizeof(V) / 16; d > 0; d /= 2) v += swapped(v, d);
  return v[0];
}
template <class V>
LAB_INLINE double least_of(V v) {
  for (std::size_t d = sizeof(V) / 16; d > 0; d /= 2) v = min(v, swapped(v, d));
  return v[0];
}
template <class V>
LAB_INLINE double most_of(V v) {
  for (std::size_t d = sizeof(V) / 16; d > 0; d /= 2) v = max(v, swapped(v, d));
  return v[0];
}
template <class M>
LAB_INLINE bool any(M m) {
  for (std::size_t d = sizeof(M) / 16; d > 0; d /= 2) m |= swapped(m, d);
  return m[0] != 0;
}
template <class M>
LAB_INLINE bool all(M m) {
  return !any(~m);
}

// W / 2 vertices, x y x y …
template <class V>
LAB_INLINE V load(const Vec2* from) {
  static_assert(sizeof(Vec2) == 2 * sizeof(double));
  V v;
  std::memcpy(&v, from, sizeof v);
  return v;
}

// Lanes 0, 2, 4, … (x) or 1, 3, 5, … (y) of two loads; and lanes 1 … W of two vectors (each
// lane's next, the last taking the second vector's first).
template <class V>
LAB_INLINE V evens(V a, V b) {
  if constexpr (sizeof(V) / 8 == 2)
    return LAB_SHUFFLE(a, b, 0, 2);
  else
    return LAB_SHUFFLE(a, b, 0, 2, 4, 6);
}
template <class V>
LAB_INLINE V odds(V a, V b) {
  if constexpr (sizeof(V) / 8 == 2)
    return LAB_SHUFFLE(a, b, 1, 3);
  else
    return LAB_SHUFFLE(a, b, 1, 3, 5, 7);
}
template <class V>
LAB_INLINE V one_on(V a, V b) {
  if constexpr (sizeof(V) / 8 == 2)
    return LAB_SHUFFLE(a, b, 1, 2);
  else
    return LAB_SHUFFLE(a, b, 1, 2, 3, 4);
}

// [SECTION] One polygon's edges, W to a vector, and the rounding bound on a depth

// One polygon's edges, W to a vector: edge k (from vertex k to vertex k + 1) in lane k % W of
// vector k / W. A polygon of fewer than N vertices is padded with vertex 0, which adds only
// edges of zero length.
//
// The depth of a point q past edge k's line, times |d|, is d × q − d × a = d × q − offset,
// positive on the left (inside, once turned by the polygon's winding). Rounding in d (an ulp a
// component), in the products and in the differences is a few ulps of (|d.x| + |d.y|)·largest
// for any q no larger than `largest`; 2⁻⁴⁸ is 32 ulps, and the floor covers underflow. A depth
// beyond that bound has its exact sign.
template <std::size_t W, std::size_t N>
struct Edges {
  using Lanes = typename Vectors<W>::Lanes;
  using Mask = typename Vectors<W>::Mask;
  static constexpr std::size_t kVectors = N / W;
  Lanes dx[kVectors], dy[kVectors], offset[kVectors], size[kVectors], rounding[kVectors];
  Mask no_edge[kVectors];  // zero length (padding, or a repeated vertex): no axis
  Box box;
  double largest;  // the largest coordinate, in size
  Polygon p;

  LAB_INLINE explicit Edges(Polygon polygon) : p(polygon) {
    // The coordinates split into x and y in registers (storing scalars and reloading them as
    // vectors would make every load wait for the stores).
    Lanes x[kVectors], y[kVectors];
    const std::size_t n = p.size();
    for (std::size_t v = 0; v < kVectors; ++v) {
      if (n == N) {  // whole vectors straight from memory
        const Lanes half = load<Lanes>(&p[W * v]), other_half = load<Lanes>(&p[W * v + W / 2]);
        x[v] = evens(half, other_half), y[v] = odds(half, other_half);
      } else {
        for (std::size_t k = 0; k < W; ++k) {
          const Vec2 at = p[W * v + k < n ? W * v + k : 0];
          x[v][k] = at.x, y[v][k] = at.y;
        }
      }
    }
    Lanes lo_x = x[0], lo_y = y[0], hi_x = x[0], hi_y = y[0];
    for (std::size_t v = 0; v < kVectors; ++v) {
      // The next vertex: the lanes moved down by one, across into the next vector (the last
      // edge's end wraps round to vertex 0; in padding, vertex 0 follows vertex 0).
      const std::size_t w = v + 1 < kVectors ? v + 1 : 0;
      dx[v] = one_on(x[v], x[w]) - x[v], dy[v] = one_on(y[v], y[w]) - y[v];
      const Lanes l = dx[v] * y[v], r = dy[v] * x[v];
      offset[v] = l - r;
      size[v] = abs(dx[v]) + abs(dy[v]);
      no_edge[v] = size[v] == 0;
      lo_x = min(x[v], lo_x), hi_x = max(x[v], hi_x);
      lo_y = min(y[v], lo_y), hi_y = max(y[v], hi_y);
    }
    box.min_x = least_of(lo_x), box.min_y = least_of(lo_y);
    box.max_x = most_of(hi_x), box.max_y = most_of(hi_y);
    // From the lanes, beside the box's reductions rather than after them: the rounding bounds
    // wait for this.
    largest = most_of(max(max(abs(lo_x), abs(hi_x)), max(abs(lo_y), abs(hi_y))));
  }

  LAB_INLINE void set_rounding(double largest) {
    const Lanes factor = splat<Lanes>(0x1p-48 * largest);
    for (std::size_t v = 0; v < kVectors; ++v) rounding[v] = factor * size[v] + bounds::kUnderflowFloor;
  }

  // +1 counter-clockwise, −1 clockwise, from the sign of the area (−the sum of the offsets)
  // when it clearly beats its rounding: each offset rounds three times, by at most an ulp of
  // (|d.x| + |d.y|)·largest each, and fewer than N + 4 additions sum them. Otherwise, a polygon
  // flat or nearly so, convex_winding decides. For a convex outline the area's sign is its
  // winding even when rounding has dented it, where three vertices on a straight run can turn
  // either way.
  LAB_INLINE int winding(double largest) const {
    Lanes offsets = offset[0], sizes = size[0];
    for (std::size_t v = 1; v < kVectors; ++v) offsets += offset[v], sizes += size[v];
    const double twice = -sum(offsets);
    const double bound = (N + 8) * bounds::kEpsilon * largest * sum(sizes) + bounds::kUnderflowFloor;
    if (twice > bound) return 1;
    if (-twice > bound) return -1;
    return convex_winding(p);
  }

  // Turns the edges so that inside is on their left (a sign flip: nothing rounds).
  LAB_INLINE void turn(int winding) {
    if (winding > 0) return;
    for (std::size_t v = 0; v < kVectors; ++v) { dx[v] = -dx[v], dy[v] = -dy[v], offset[v] = -offset[v]; }
  }

  // The depth of q past every edge's line, before the offset is taken off (the rounding is that
  // of the book's projections: products of raw coordinates).
  LAB_INLINE Lanes cross(std::size_t v, Lanes qx, Lanes qy) const { return dx[v] * qy - dy[v] * qx; }

  // q is surely on the same side of every edge's line, so inside the polygon, whichever its
  // winding (the edges need not be turned). A flat polygon has edges both ways: no q passes. One
  // with no edge at all is a point repeated; it passes, rightly only because the q asked about
  // is the centre of the boxes' overlap, which is then that very point.
  LAB_INLINE bool surely_contains(Lanes qx, Lanes qy) const {
    Mask left = ~Mask{}, right = ~Mask{};
    for (std::size_t v = 0; v < kVectors; ++v) {
      const Lanes depth = cross(v, qx, qy) - offset[v];
      left &= (depth > rounding[v]) | no_edge[v];
      right &= (depth < -rounding[v]) | no_edge[v];
    }
    return all(left) || all(right);
  }
};

// [SECTION] The passes: P's edges against Q's vertices, the least overlap

// The least overlap so far, per lane: the depth h past an edge's line times |d|, |d|², and the
// edge's outward normal times |d| turned the way B moves. Compared as in LeastOverlap
// (fast/convex.cpp): overlaps h / |d| without a square root.
template <std::size_t W>
struct Least {
  using Lanes = typename Vectors<W>::Lanes;
  using Mask = typename Vectors<W>::Mask;
  Lanes h = splat<Lanes>(HUGE_VAL), length2 = splat<Lanes>(1), nx{}, ny{};  // none yet
  // Where `other` is the smaller overlap.
  LAB_INLINE Mask beaten_by(const Least& other) const { return other.h * other.h * length2 < h * h * other.length2; }
  LAB_INLINE void take(const Least& other, Mask where) {
    h = where ? other.h : h, length2 = where ? other.length2 : length2;
    nx = where ? other.nx : nx, ny = where ? other.ny : ny;
  }
  // The mtv of the lane with the least overlap (shuffles, not a branch per lane).
  LAB_INLINE Vec2 mtv() const {
    Least least = *this;
    for (std::size_t d = W / 2; d > 0; d /= 2) {
      Least other;
      other.h = swapped(least.h, d), other.length2 = swapped(least.length2, d);
      other.nx = swapped(least.nx, d), other.ny = swapped(least.ny, d);
      least.take(other, least.beaten_by(other));
    }
    return Vec2{least.nx[0], least.ny[0]} * (least.h[0] / least.length2[0]);
  }
};

// What the passes found: any edge surely separating, every edge surely cleared.
template <std::size_t W>
struct Proofs {
  typename Vectors<W>::Mask gap{}, cleared = ~typename Vectors<W>::Mask{};
};

// P's edges against Q's vertices: for each edge, Q's deepest vertex. `p_is_a` turns the normals
// the way B moves.
template <std::size_t W, std::size_t N, bool kWithMtv>
LAB_INLINE void pass(const Edges<W, N>& e, Polygon q, bool p_is_a, Proofs<W>& proofs, Least<W>& least) {
  using Lanes = typename Vectors<W>::Lanes;
  constexpr std::size_t kVectors = N / W;
  Lanes deepest[kVectors];
  for (std::size_t v = 0; v < kVectors; ++v) { deepest[v] = e.cross(v, splat<Lanes>(q[0].x), splat<Lanes>(q[0].y)); }
  for (std::size_t j = 1; j < q.size(); ++j) {
    const Lanes qx = splat<Lanes>(q[j].x), qy = splat<Lanes>(q[j].y);
    for (std::size_t v = 0; v < kVectors; ++v) deepest[v] = max(e.cross(v, qx, qy), deepest[v]);
  }
  for (std::size_t v = 0; v < kVectors; ++v) {
    const Lanes depth = deepest[v] - e.offset[v];
    proofs.gap |= depth < -e.rounding[v];
    proofs.cleared &= (depth > e.rounding[v]) | e.no_edge[v];
    if constexpr (kWithMtv) {
      Least<W> here;
      here.h = e.no_edge[v] ? splat<Lanes>(HUGE_VAL) : max(depth, Lanes{});
      here.length2 = e.no_edge[v] ? splat<Lanes>(1) : e.dx[v] * e.dx[v] + e.dy[v] * e.dy[v];
      here.nx = p_is_a ? e.dy[v] : -e.dy[v], here.ny = p_is_a ? -e.dx[v] : e.dx[v];
      least.take(here, least.beaten_by(here));
    }
  }
}

template <std::size_t W, std::size_t N, bool kWithMtv>
LAB_INLINE SmallPair small_pair(Polygon a, Polygon b) {
  using Lanes = typename Vectors<W>::Lanes;
  Edges<W, N> edges_a(a), edges_b(b);
  // Bounding boxes (comparisons only, so exact): most pairs that are apart end here.
  if (!meet(edges_a.box, edges_b.box)) return {Proof::kApart};
  const double largest = std::max(edges_a.largest, edges_b.largest);
  edges_a.set_rounding(largest), edges_b.set_rounding(largest);

  if constexpr (!kWithMtv) {
    // A point surely in both ends the verdict. Where the boxes overlap is the place to look: its
    // centre (any point would do, rounding included) is in both shapes in most pairs that collide.
    const Box& ba = edges_a.box;
    const Box& bb = edges_b.box;
    const double x = (std::max(ba.min_x, bb.min_x) + std::min(ba.max_x, bb.max_x)) * 0.5;
    const double y = (std::max(ba.min_y, bb.min_y) + std::min(ba.max_y, bb.max_y)) * 0.5;
    const Lanes cx = splat<Lanes>(x), cy = splat<Lanes>(y);
    if (edges_a.surely_contains(cx, cy) && edges_b.surely_contains(cx, cy)) return {Proof::kCollide, {}, true, {x, y}};
  }
  const int wa = edges_a.winding(largest), wb = edges_b.winding(largest);
  if (wa == 0 || wb == 0) return {Proof::kUnsure};  // a flat shape: the merge walk's case
  edges_a.turn(wa), edges_b.turn(wb);
  Proofs<W> proofs;
  Least<W> least;
  pass<W, N, kWithMtv>(edges_a, b, true, proofs, least);
  pass<W, N, kWithMtv>(edges_b, a, false, proofs, least);
  if (any(proofs.gap)) return {Proof::kApart};
  if (!all(proofs.cleared)) return {Proof::kUnsure};
  if constexpr (kWithMtv) return {Proof::kCollide, least.mtv()};
  return {Proof::kCollide};
}

// Both polygons padded to 8 vertices, or to 16.
template <std::size_t W, bool kWithMtv>
LAB_INLINE SmallPair small_pair(Polygon a, Polygon b) {
  return a.size() <= 8 && b.size() <= 8 ? small_pair<W, 8, kWithMtv>(a, b) : small_pair<W, 16, kWithMtv>(a, b);
}

// [SECTION] The entry points: one build per instruction set, the widest picked once

#if defined(__x86_64__) && defined(__GNUC__)
#define LAB_TARGET(features) __attribute__((target(features)))
#else
#define LAB_TARGET(features)
#endif

LAB_TARGET("avx2,fma") SmallPair collide_avx2(Polygon a, Polygon b) { return small_pair<4, false>(a, b); }
LAB_TARGET("avx2,fma") SmallPair mtv_avx2(Polygon a, Polygon b) { return small_pair<4, true>(a, b); }
SmallPair collide_baseline(Polygon a, Polygon b) { return small_pair<2, false>(a, b); }
SmallPair mtv_baseline(Polygon a, Polygon b) { return small_pair<2, true>(a, b); }

}  // namespace

Simd widest_simd() {
  static const Simd widest = [] {
#if defined(__x86_64__) && defined(__GNUC__)
    __builtin_cpu_init();
    if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma")) return Simd::kAvx2;
#endif
    return Simd::kBaseline;
  }();
  return widest;
}

SmallPair small_pair_collide(Polygon a, Polygon b, Simd simd) {
  switch (simd) {
    case Simd::kAvx2: return collide_avx2(a, b);
    case Simd::kBaseline: break;
  }
  return collide_baseline(a, b);
}

SmallPair small_pair_mtv(Polygon a, Polygon b, Simd simd) {
  switch (simd) {
    case Simd::kAvx2: return mtv_avx2(a, b);
    case Simd::kBaseline: break;
  }
  return mtv_baseline(a, b);
}

}  // namespace collide::fast::detail
