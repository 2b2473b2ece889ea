// The batched ray cast's filter on sixteen rays at once, in AVX-512 (F, DQ and VL), where the
// processor has it: ray_batch_kernel.hpp at twice ray_batch_avx2.cpp's width, a mask a register
// of bits. The same floats lane by lane, so the same bounds and decisions.
#include "collide/fast/ray_lanes.hpp"

#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>

#define LAB_RAY_BATCH __attribute__((target("avx512f,avx512dq,avx512vl,avx2,fma"), always_inline)) inline

namespace collide::fast::detail {
namespace {

/// Sixteen rays in AVX-512: a mask is sixteen bits.
struct Lanes {
  using F = __m512;
  using M = __mmask16;
  static constexpr int kWidth = 16;
  LAB_RAY_BATCH static F set1(float x) { return _mm512_set1_ps(x); }
  LAB_RAY_BATCH static F add(F a, F b) { return _mm512_add_ps(a, b); }
  LAB_RAY_BATCH static F sub(F a, F b) { return _mm512_sub_ps(a, b); }
  LAB_RAY_BATCH static F mul(F a, F b) { return _mm512_mul_ps(a, b); }
  LAB_RAY_BATCH static F div(F a, F b) { return _mm512_div_ps(a, b); }
  // The masked forms: GCC 12 warns of the plain ones' undefined start.
  LAB_RAY_BATCH static F min(F a, F b) { return _mm512_mask_min_ps(a, 0xffff, a, b); }
  LAB_RAY_BATCH static F max(F a, F b) { return _mm512_mask_max_ps(a, 0xffff, a, b); }
  LAB_RAY_BATCH static F fmadd(F a, F b, F c) { return _mm512_fmadd_ps(a, b, c); }
  LAB_RAY_BATCH static F fnmadd(F a, F b, F c) { return _mm512_fnmadd_ps(a, b, c); }
  LAB_RAY_BATCH static F and_(F a, F b) { return _mm512_and_ps(a, b); }
  LAB_RAY_BATCH static F or_(F a, F b) { return _mm512_or_ps(a, b); }
  LAB_RAY_BATCH static F xor_(F a, F b) { return _mm512_xor_ps(a, b); }
  LAB_RAY_BATCH static F andnot(F a, F b) { return _mm512_andnot_ps(a, b); }  // ~a & b
  LAB_RAY_BATCH static M less(F a, F b) { return _mm512_cmp_ps_mask(a, b, _CMP_LT_OQ); }
  LAB_RAY_BATCH static M greater(F a, F b) { return _mm512_cmp_ps_mask(a, b, _CMP_GT_OQ); }
  LAB_RAY_BATCH static M both(M a, M b) { return static_cast<M>(a & b); }
  LAB_RAY_BATCH static F select(M m, F no, F yes) { return _mm512_mask_blend_ps(m, no, yes); }
  LAB_RAY_BATCH static unsigned bits(M m) { return m; }
  LAB_RAY_BATCH static unsigned sign_bits(F v) { return _mm512_movepi32_mask(_mm512_castps_si512(v)); }
  LAB_RAY_BATCH static F index(int i) { return _mm512_castsi512_ps(_mm512_set1_epi32(i)); }
  LAB_RAY_BATCH static F join(const __m128* part) {
    const __m256 low = _mm256_insertf128_ps(_mm256_castps128_ps256(part[0]), part[1], 1);
    const __m256 high = _mm256_insertf128_ps(_mm256_castps128_ps256(part[2]), part[3], 1);
    return _mm512_insertf32x8(_mm512_castps256_ps512(low), high, 1);
  }
  LAB_RAY_BATCH static void store(int* to, F v) { _mm512_store_si512(to, _mm512_castps_si512(v)); }
};

}  // namespace
}  // namespace collide::fast::detail

#include "collide/fast/ray_batch_kernel.hpp"

namespace collide::fast::detail {
namespace {

/// Eight doubles from four rays and four more. (The masked forms here: GCC 12 warns of the plain
/// ones' undefined start.)
LAB_RAY_BATCH __m512d joined(__m256d low, __m256d high) {
  return _mm512_maskz_insertf64x4(0xff, _mm512_castpd256_pd512(low), high, 1);
}
LAB_RAY_BATCH __m256d half(__m512d v, int which) {
  return which == 0 ? _mm512_mask_extractf64x4_pd(_mm256_setzero_pd(), 0xf, v, 0)
                    : _mm512_mask_extractf64x4_pd(_mm256_setzero_pd(), 0xf, v, 1);
}

/// The answers eight rays at a time: each field of RayFloats' eight doubles permuted to the
/// rays' edges w in one step, the rest as FourAtATime's answer, operation for operation.
struct EightAtATime {
  LAB_RAY_BATCH static void write_eight(const PreparedPolygon::RayFloats& s, const RaySegment* rays, const int* w,
                                        unsigned hit, RayHit* out) {
    const Quad a = quad(rays), b = quad(rays + 4);
    const __m512d fx = joined(a.fx, b.fx), fy = joined(a.fy, b.fy), rx = joined(a.rx, b.rx), ry = joined(a.ry, b.ry);
    const __m512i at = _mm512_maskz_cvtepu32_epi64(0xff, _mm256_load_si256(reinterpret_cast<const __m256i*>(w)));
    const __m512d nx = _mm512_maskz_permutexvar_pd(0xff, at, _mm512_loadu_pd(s.normal_x));
    const __m512d ny = _mm512_maskz_permutexvar_pd(0xff, at, _mm512_loadu_pd(s.normal_y));
    const __m512d px = _mm512_maskz_permutexvar_pd(0xff, at, _mm512_loadu_pd(s.vertex_x));
    const __m512d py = _mm512_maskz_permutexvar_pd(0xff, at, _mm512_loadu_pd(s.vertex_y));
    const __m512d depth =
        _mm512_add_pd(_mm512_mul_pd(nx, _mm512_sub_pd(px, fx)), _mm512_mul_pd(ny, _mm512_sub_pd(py, fy)));
    const __m512d cut = _mm512_div_pd(depth, _mm512_add_pd(_mm512_mul_pd(nx, rx), _mm512_mul_pd(ny, ry)));
    const auto keep = static_cast<__mmask8>(hit & 0xff);
    const __m512d t = _mm512_maskz_mov_pd(keep, cut);
    const __m512d x = _mm512_maskz_mov_pd(keep, _mm512_add_pd(fx, _mm512_mul_pd(cut, rx)));
    const __m512d y = _mm512_maskz_mov_pd(keep, _mm512_add_pd(fy, _mm512_mul_pd(cut, ry)));
    const __m512d ux = _mm512_maskz_permutexvar_pd(keep, at, _mm512_loadu_pd(s.unit_x));
    const __m512d uy = _mm512_maskz_permutexvar_pd(keep, at, _mm512_loadu_pd(s.unit_y));
    for (int k = 0; k < 2; ++k)
      write(half(t, k), half(x, k), half(y, k), half(ux, k), half(uy, k), w + 4 * k, hit >> (4 * k), out + 4 * k);
  }
  LAB_RAY_BATCH static void write_all(const PreparedPolygon::RayFloats& s, const RaySegment* rays, const int* w,
                                      unsigned hit, RayHit* out) {
    write_eight(s, rays, w, hit, out);
    write_eight(s, rays + 8, w + 8, hit >> 8, out + 8);
  }
};

}  // namespace

__attribute__((target("avx512f,avx512dq,avx512vl,avx2,fma"))) unsigned float_ray_batch16(const PreparedPolygon& polygon,
                                                                                         const RaySegment* rays,
                                                                                         RayHit* out) {
  return batch<EightAtATime>(polygon, rays, out);
}

}  // namespace collide::fast::detail
#undef LAB_RAY_BATCH
#endif
