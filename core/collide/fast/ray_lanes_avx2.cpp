// The ray cast's lanes on a prepared polygon of up to eight edges, in AVX2 (ray_lanes.hpp): the
// slab of ray_lanes.cpp with its bounds for the whole ray, one or two vectors of four edges, each
// test's four lanes turned into four bits at once, and the lanes' best found by folding them
// onto each other: no loop and no branch over the edges, nothing spilled.
//
// Edge i of vector j is lane i − 4j; bit i of each mask is edge i. The edges past the last are
// copies of edge 0 (PreparedPolygon::ray_parts): a copy changes no bound, and a tie is won by
// the lowest bit, the first edge.
#include "collide/fast/ray_lanes.hpp"

#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>

#include <cmath>

namespace collide::fast::detail {
namespace ray_lanes_avx2 {

#define LAB_AVX2 __attribute__((target("avx2"), always_inline)) inline

/// The ray in every lane, and the bounds of the filters (RayBounds).
struct Ray {
  __m256d fx, fy, rx, ry, depth, slope, end, line;
};

/// What four edges show: bits of the tests, and each edge's cut where it counts (else −∞ for
/// the entries, +∞ for the exits: they never win).
struct Four {
  int unsure, outside, leaving, on_line;
  __m256d enter, leave;
};

LAB_AVX2 __m256d magnitude(__m256d v) { return _mm256_andnot_pd(_mm256_set1_pd(-0.0), v); }

/// Edges i … i + 3: the products in the book's order (ray_lanes.cpp's scalar form), the signs,
/// the filters, the cut.
LAB_AVX2 Four four_edges(const double* parts, std::size_t count, std::size_t i, const Ray& r) {
  const __m256d px = _mm256_loadu_pd(parts + i), py = _mm256_loadu_pd(parts + count + i);
  const __m256d nx = _mm256_loadu_pd(parts + 2 * count + i), ny = _mm256_loadu_pd(parts + 3 * count + i);
  const __m256d dx = _mm256_sub_pd(px, r.fx), dy = _mm256_sub_pd(py, r.fy);
  const __m256d depth = _mm256_add_pd(_mm256_mul_pd(nx, dx), _mm256_mul_pd(ny, dy));
  const __m256d slope = _mm256_add_pd(_mm256_mul_pd(nx, r.rx), _mm256_mul_pd(ny, r.ry));
  const __m256d side = _mm256_sub_pd(_mm256_mul_pd(r.rx, dy), _mm256_mul_pd(r.ry, dx));  // r × (p − from)
  const __m256d sure = _mm256_and_pd(_mm256_cmp_pd(magnitude(depth), r.depth, _CMP_GT_OQ),
                                     _mm256_cmp_pd(magnitude(slope), r.slope, _CMP_GT_OQ));
  const __m256d near_end = _mm256_cmp_pd(magnitude(_mm256_sub_pd(depth, slope)), r.end, _CMP_LE_OQ);
  const __m256d outside = _mm256_cmp_pd(depth, _mm256_setzero_pd(), _CMP_LT_OQ);
  const __m256d leaving = _mm256_cmp_pd(slope, _mm256_setzero_pd(), _CMP_GT_OQ);
  const __m256d t = _mm256_div_pd(depth, slope);
  Four f;
  f.outside = _mm256_movemask_pd(outside), f.leaving = _mm256_movemask_pd(leaving);
  // Unsure: a sign too close to call, or `to` maybe on the line of an edge whose cut counts.
  f.unsure = (~_mm256_movemask_pd(sure) | (_mm256_movemask_pd(near_end) & (f.outside | f.leaving))) & 15;
  f.on_line = _mm256_movemask_pd(_mm256_cmp_pd(magnitude(side), r.line, _CMP_LE_OQ));
  const __m256d entering = _mm256_andnot_pd(leaving, outside);
  f.enter = _mm256_blendv_pd(_mm256_set1_pd(-HUGE_VAL), t, entering);
  f.leave = _mm256_blendv_pd(_mm256_set1_pd(HUGE_VAL), t, leaving);
  return f;
}

/// The largest (or smallest) lane in every lane.
LAB_AVX2 __m256d most(__m256d v) {
  v = _mm256_max_pd(v, _mm256_permute2f128_pd(v, v, 1));
  return _mm256_max_pd(v, _mm256_permute_pd(v, 5));
}
LAB_AVX2 __m256d least(__m256d v) {
  v = _mm256_min_pd(v, _mm256_permute2f128_pd(v, v, 1));
  return _mm256_min_pd(v, _mm256_permute_pd(v, 5));
}

/// The first edge whose cut in `a` (edges 0–3) or `b` (4–7) is `best`.
LAB_AVX2 int first_at(__m256d a, __m256d b, __m256d best) {
  const int bits = _mm256_movemask_pd(_mm256_cmp_pd(a, best, _CMP_EQ_OQ)) |
                   _mm256_movemask_pd(_mm256_cmp_pd(b, best, _CMP_EQ_OQ)) << 4;
  return __builtin_ctz(static_cast<unsigned>(bits));
}

/// The slab over `vectors` (1 or 2) vectors of four edges.
template <int kVectors>
LAB_AVX2 LaneSlab slab(const PreparedPolygon& p, const RayBounds& b, Vec2 from, Vec2 to) {
  const Ray r{_mm256_set1_pd(from.x),        _mm256_set1_pd(from.y),  _mm256_set1_pd(to.x - from.x),
              _mm256_set1_pd(to.y - from.y), _mm256_set1_pd(b.depth), _mm256_set1_pd(b.slope),
              _mm256_set1_pd(b.end),         _mm256_set1_pd(b.line)};
  const double* parts = p.ray_parts();
  const std::size_t count = p.ray_edges();
  const Four lo = four_edges(parts, count, 0, r);
  Four hi{0, 0, 0, 0, lo.enter, lo.leave};  // one vector: the second repeats the first
  if constexpr (kVectors == 2) hi = four_edges(parts, count, 4, r);
  LaneSlab out;
  const int outside = lo.outside | hi.outside << 4, leaving = lo.leaving | hi.leaving << 4;
  if (lo.unsure | hi.unsure) return out;
  out.unsure = false;
  if (outside & leaving) return out.miss = true, out;  // outside a line it crosses only outwards
  out.inside = outside == 0;
  out.on_line = static_cast<std::uint64_t>(lo.on_line | hi.on_line << 4);
  out.depth_size = b.depth_size, out.slope_size = b.slope_size;
  const __m256d enter = most(_mm256_max_pd(lo.enter, hi.enter)), leave = least(_mm256_min_pd(lo.leave, hi.leave));
  const double in = _mm256_cvtsd_f64(enter), gone = _mm256_cvtsd_f64(leave);
  if (in != -HUGE_VAL) out.enter = {in, first_at(lo.enter, hi.enter, enter)};
  if (gone < 1) out.leave = {gone, first_at(lo.leave, hi.leave, leave)};
  return out;
}

#undef LAB_AVX2

}  // namespace ray_lanes_avx2

__attribute__((target("avx2"))) LaneSlab prepared_slab_avx2(const PreparedPolygon& p, const RayBounds& b, Vec2 from,
                                                            Vec2 to) {
  return p.ray_edges() == 4 ? ray_lanes_avx2::slab<1>(p, b, from, to) : ray_lanes_avx2::slab<2>(p, b, from, to);
}

}  // namespace collide::fast::detail
#endif
