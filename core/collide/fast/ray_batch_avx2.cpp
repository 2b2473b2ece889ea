// The prepared ray cast, eight rays at once (fast::ray_cast_polygon over a span): the float
// filter of ray_float_avx2.cpp with each lane a ray and the polygon's edges a loop, so that eight
// casts' chains run side by side instead of one call's chain bounding the time. Each lane's
// floats are the single filter's, operation for operation (the same depth, slope, cut and
// interval), so its derivation of the bounds holds lane by lane; the decisions, folded over the
// edges as they come:
//   entering edges (slope < 0; those entering from inside their line have t < 0): L, the largest
// lower end, and the two largest upper ends, w the edge of the largest. When the second largest
// upper end is below L, only w's interval reaches L, so w is the edge with the largest lower end
// too, entering from outside, and the book's entered_by (every other cut, exact or double, is
// below w's);
//   exits (slope > 0): the least lower end (or 1), R the least upper end (or 1), and E the widest
// half-interval. In before out is sure when w's upper end is below the least lower end; a miss
// is sure when L is past R + 2E (the book's earliest exit has its double at most R, its exact
// cut within 2E of that), with a margin for the float roundings of that sum;
//   and, as in the single filter, a miss by the signs (outside a line it crosses only outwards)
// and a start inside (outside no line).
// Then each hit's answer in doubles, operation for operation the single filter's
// (ffp-contract=off: no fused products): edge w's cut (n·(p − from)) / (n·(to − from)), the point
// from + t·(to − from), the stored unit normal. Anything in doubt is refused, lane by lane, and
// answered by the exact path (ray_cast_lanes).
#include "collide/fast/ray_lanes.hpp"

#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>

#define LAB_RAY_BATCH __attribute__((target("avx2,fma"), always_inline)) inline

namespace collide::fast::detail {
namespace {

/// Eight rays in AVX2: a mask is a vector, all ones where true.
struct Lanes {
  using F = __m256;
  using M = __m256;
  static constexpr int kWidth = 8;
  LAB_RAY_BATCH static F set1(float x) { return _mm256_set1_ps(x); }
  LAB_RAY_BATCH static F add(F a, F b) { return _mm256_add_ps(a, b); }
  LAB_RAY_BATCH static F sub(F a, F b) { return _mm256_sub_ps(a, b); }
  LAB_RAY_BATCH static F mul(F a, F b) { return _mm256_mul_ps(a, b); }
  LAB_RAY_BATCH static F div(F a, F b) { return _mm256_div_ps(a, b); }
  LAB_RAY_BATCH static F min(F a, F b) { return _mm256_min_ps(a, b); }
  LAB_RAY_BATCH static F max(F a, F b) { return _mm256_max_ps(a, b); }
  LAB_RAY_BATCH static F fmadd(F a, F b, F c) { return _mm256_fmadd_ps(a, b, c); }
  LAB_RAY_BATCH static F fnmadd(F a, F b, F c) { return _mm256_fnmadd_ps(a, b, c); }
  LAB_RAY_BATCH static F and_(F a, F b) { return _mm256_and_ps(a, b); }
  LAB_RAY_BATCH static F or_(F a, F b) { return _mm256_or_ps(a, b); }
  LAB_RAY_BATCH static F xor_(F a, F b) { return _mm256_xor_ps(a, b); }
  LAB_RAY_BATCH static F andnot(F a, F b) { return _mm256_andnot_ps(a, b); }  // ~a & b
  LAB_RAY_BATCH static M less(F a, F b) { return _mm256_cmp_ps(a, b, _CMP_LT_OQ); }
  LAB_RAY_BATCH static M greater(F a, F b) { return _mm256_cmp_ps(a, b, _CMP_GT_OQ); }
  LAB_RAY_BATCH static M both(M a, M b) { return _mm256_and_ps(a, b); }
  LAB_RAY_BATCH static F select(M m, F no, F yes) { return _mm256_blendv_ps(no, yes, m); }
  LAB_RAY_BATCH static unsigned bits(M m) { return static_cast<unsigned>(_mm256_movemask_ps(m)); }
  LAB_RAY_BATCH static unsigned sign_bits(F v) { return static_cast<unsigned>(_mm256_movemask_ps(v)); }
  LAB_RAY_BATCH static F index(int i) { return _mm256_castsi256_ps(_mm256_set1_epi32(i)); }
  LAB_RAY_BATCH static F join(const __m128* part) {
    return _mm256_insertf128_ps(_mm256_castps128_ps256(part[0]), part[1], 1);
  }
  LAB_RAY_BATCH static void store(int* to, F v) {
    _mm256_store_si256(reinterpret_cast<__m256i*>(to), _mm256_castps_si256(v));
  }
};

}  // namespace
}  // namespace collide::fast::detail

#include "collide/fast/ray_batch_kernel.hpp"

namespace collide::fast::detail {

__attribute__((target("avx2,fma"))) unsigned float_ray_batch(const PreparedPolygon& polygon, const RaySegment* rays,
                                                             RayHit* out) {
  return batch<FourAtATime>(polygon, rays, out);
}

}  // namespace collide::fast::detail
#undef LAB_RAY_BATCH
#endif
