// The batched ray cast's filter on eight rays at once, in AVX2 and FMA (fast::ray_cast_polygon
// over a span, where the processor has no AVX-512): ray_batch_kernel.hpp with a mask a vector,
// all ones where true. The decisions and their bounds are the kernel's.
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
  // A mask of entering lanes is the slope itself: blendv reads the sign bits alone.
  LAB_RAY_BATCH static M entering(F slope) { return slope; }
  LAB_RAY_BATCH static M greater_where(M m, F a, F b) { return _mm256_and_ps(m, greater(a, b)); }
  LAB_RAY_BATCH static F max_where(F acc, M m, F x) { return _mm256_blendv_ps(acc, max(acc, x), m); }
  LAB_RAY_BATCH static F min_unless(F acc, M m, F x) { return _mm256_blendv_ps(min(acc, x), acc, m); }
  LAB_RAY_BATCH static F least_size(F acc, F x) { return min(acc, andnot(_mm256_set1_ps(-0.0f), x)); }
  LAB_RAY_BATCH static F or_andnot(F acc, F a, F b) { return or_(acc, andnot(a, b)); }  // acc | (~a & b)
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
