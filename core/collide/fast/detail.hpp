// Private to the fast paths (fast_*.cpp): filtered signs, the winding of a convex outline, and
// the merge walk the convex tests fall back on.
#pragma once
#include <algorithm>
#include <cmath>

#include "collide/accel/box.hpp"
#include "collide/convex.hpp"
#include "collide/exact/bounds.hpp"
#include "collide/fast/fast.hpp"
#include "collide/exact/predicates.hpp"

namespace collide::fast::detail {

/// Shewchuk's bound on the rounding of a 2×2 determinant l − r whose entries are rounded
/// differences: (3 + 16u)u·(|l| + |r|). The tiny absolute term covers products that underflow.
inline double cross_bound(double l, double r) {
  return bounds::kDeterminant * (std::fabs(l) + std::fabs(r)) + bounds::kUnderflowFloor;
}

/// Sign of cross(a2 − a1, b2 − b1): the rounded value when it clears cross_bound, else (and for
/// inf / NaN) the exact predicate.
inline int cross_sign(Vec2 a1, Vec2 a2, Vec2 b1, Vec2 b2) {
  const double l = (a2.x - a1.x) * (b2.y - b1.y), r = (a2.y - a1.y) * (b2.x - b1.x);
  const double det = l - r, bound = cross_bound(l, r);
  if (det > bound) return 1;
  if (-det > bound) return -1;
  return sign_cross(a1, a2, b1, b2);
}

/// Sign of dot(a2 − a1, b2 − b1): the same filter (Shewchuk's bound holds for a sum of two such
/// products as for their difference), else the exact predicate.
inline int dot_sign(Vec2 a1, Vec2 a2, Vec2 b1, Vec2 b2) {
  const double l = (a2.x - a1.x) * (b2.x - b1.x), r = (a2.y - a1.y) * (b2.y - b1.y);
  const double sum = l + r, bound = cross_bound(l, r);
  if (sum > bound) return 1;
  if (-sum > bound) return -1;
  return sign_dot(a1, a2, b1, b2);
}

/// orientation(a, b, c) through the same filter.
inline int orient(Vec2 a, Vec2 b, Vec2 c) { return cross_sign(a, b, a, c); }

/// A ray's hit on edge k of a convex polygon is the edge the book names when neither neighbour
/// runs on along its line (the book then walks to the edge of the straight stretch the ray
/// crosses): both neighbours have length and surely turn away from it. At least three vertices.
inline bool neighbours_turn(Polygon polygon, std::size_t k) {
  const std::size_t n = polygon.size();
  const Vec2 p = polygon[k], q = polygon[k + 1 == n ? 0 : k + 1];
  const Vec2 before = polygon[k == 0 ? n - 1 : k - 1], after = polygon[k + 2 >= n ? k + 2 - n : k + 2];
  if (before == p || after == q) return false;
  return cross_sign(before, p, p, q) != 0 && cross_sign(p, q, q, after) != 0;
}

/// +1 counter-clockwise, −1 clockwise, 0 flat, for a convex polygon: any three vertices taken in
/// order turn the polygon's way or not at all. But a polygon whose vertices were moved by
/// rounding may be dented by an ulp where it is straight, and three vertices on such a run can
/// turn the wrong way. So a turn is trusted only when it is far larger than any rounding dent
/// (a vertex moves by at most an ulp of the largest coordinate); up to eight triples spread round
/// the outline are asked. Only when none turns clearly (a polygon that is flat, or nearly) does
/// the first fan triangle that turns at all decide.
inline int convex_winding(Polygon p) {
  const std::size_t n = p.size();
  if (n < 3) return 0;
  const std::size_t third = n / 3, two_thirds = 2 * n / 3;  // a multiply, not a division
  auto wrap = [n](std::size_t i) { return i < n ? i : i - n; };
  for (std::size_t k = 0; k < n && k < 8; ++k) {
    const Vec2 a = p[k], b = p[wrap(k + third)], c = p[wrap(k + two_thirds)];
    const Vec2 u = b - a, v = c - a;
    const double turn = u.x * v.y - u.y * v.x;
    const double largest =
        std::max({std::fabs(a.x), std::fabs(a.y), std::fabs(b.x), std::fabs(b.y), std::fabs(c.x), std::fabs(c.y)});
    const double spans = std::fabs(u.x) + std::fabs(u.y) + std::fabs(v.x) + std::fabs(v.y);
    const double dent = 0x1p-40 * largest * spans;
    if (std::fabs(turn) > dent) return turn > 0 ? 1 : -1;
  }
  for (std::size_t i = 1; i + 1 < n; ++i) {
    if (const int s = orient(p[0], p[i], p[i + 1])) return s;
  }
  return 0;
}

/// collide::winding's answer (convex.hpp: the exact sign of the area), from its rounded sum and
/// bound taken without a division per vertex; the exact sum only when the bound cannot decide.
inline int area_winding(Polygon p) {
  const std::size_t n = p.size();
  if (n < 3) return 0;
  double sum = 0, magnitude = 0;
  for (std::size_t i = 0; i < n; ++i) {
    const Vec2 a = p[i], b = p[i + 1 == n ? 0 : i + 1];
    const double l = a.x * b.y, r = b.x * a.y;
    sum += l - r;
    magnitude += std::fabs(l) + std::fabs(r);
  }
  const double bound = (4.0 * static_cast<double>(n) + 4.0) * bounds::kEpsilon * magnitude;
  if (sum > bound) return 1;
  if (sum < -bound) return -1;
  return winding(p);
}

// The bounding box and its test (accel/box.hpp), shared with the edge tree.
using collide::detail::Box;
using collide::detail::meet;

inline bool boxes_apart(Polygon a, Polygon b) { return !meet(Box(a), Box(b)); }

/// What the small-pair kernel (fast/small_pair.cpp) could prove; kUnsure (a flat shape, or
/// shapes touching or nearly) leaves the verdict to an exact test.
enum class Proof { kApart, kCollide, kUnsure };

struct SmallPair {
  Proof proof = Proof::kUnsure;
  Vec2 mtv{};           // with kCollide from small_pair_mtv: as MtvResult::mtv
  bool inside = false;  // with kCollide from small_pair_collide: `point` is surely inside both
  Vec2 point{};
};

/// The builds of the small-pair kernel: x86-64's baseline (SSE2) and AVX2 with FMA; elsewhere
/// only the baseline. widest_simd() is the widest this processor runs, the one every caller gets.
enum class Simd { kBaseline, kAvx2 };
Simd widest_simd();

/// Convex polygons of up to kSmallPair vertices each: every axis at once, branch-free
/// (fast/small_pair.cpp). `simd` picks a build (tests try each the processor runs).
inline constexpr std::size_t kSmallPair = 16;
SmallPair small_pair_collide(Polygon a, Polygon b, Simd simd = widest_simd());
SmallPair small_pair_mtv(Polygon a, Polygon b, Simd simd = widest_simd());

/// The merge walk over the outline of A ⊕ −B (fast/merge_walk.cpp): exact, O(n + m) on every
/// input, flat polygons included. The verdict alone, and the verdict with the mtv.
bool walk_collide(Polygon a, Polygon b);
MtvResult walk_mtv(Polygon a, Polygon b);

}  // namespace collide::fast::detail
