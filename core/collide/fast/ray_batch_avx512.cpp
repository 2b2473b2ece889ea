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
  LAB_RAY_BATCH static M entering(F slope) { return _mm512_movepi32_mask(_mm512_castps_si512(slope)); }  // sign set
  LAB_RAY_BATCH static M greater_where(M m, F a, F b) { return _mm512_mask_cmp_ps_mask(m, a, b, _CMP_GT_OQ); }
  LAB_RAY_BATCH static F max_where(F acc, M m, F x) { return _mm512_mask_max_ps(acc, m, acc, x); }
  LAB_RAY_BATCH static F min_unless(F acc, M m, F x) { return _mm512_mask_min_ps(acc, _knot_mask16(m), acc, x); }
  // vrangeps: the operand of least size, its sign cleared (0b10 and 0b10 << 2).
  LAB_RAY_BATCH static F least_size(F acc, F x) { return _mm512_mask_range_ps(acc, 0xffff, acc, x, 0xa); }
  LAB_RAY_BATCH static F or_andnot(F acc, F a, F b) {  // acc | (~a & b)
    return _mm512_castsi512_ps(
        _mm512_ternarylogic_epi32(_mm512_castps_si512(acc), _mm512_castps_si512(a), _mm512_castps_si512(b), 0xf2));
  }
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

// Whole-vector shuffles and conversions in their masked forms, every lane kept: GCC 12 warns of
// the plain ones' undefined start.
template <int kLanes>
LAB_RAY_BATCH __m512d halves(__m512d a, __m512d b) {  // 128-bit lanes of a and of b, as kLanes picks them
  return _mm512_mask_shuffle_f64x2(a, 0xff, a, b, kLanes);
}
LAB_RAY_BATCH __m512d low_pairs(__m512d a, __m512d b) { return _mm512_mask_unpacklo_pd(a, 0xff, a, b); }
LAB_RAY_BATCH __m512d high_pairs(__m512d a, __m512d b) { return _mm512_mask_unpackhi_pd(a, 0xff, a, b); }
LAB_RAY_BATCH __m256 to_floats(__m512d x) { return _mm512_mask_cvtpd_ps(_mm256_setzero_ps(), 0xff, x); }

/// Eight rays' doubles, a lane each: from, and to − from as the book forms it.
struct Eight {
  __m512d fx, fy, rx, ry;
};

/// Rays k … k + 7, read as four vectors of two rays each (from.x, from.y, to.x, to.y twice),
/// transposed to one vector a coordinate: each pair of vectors to four rays' x then y (from, then
/// to), then the two halves joined by 128-bit lanes.
LAB_RAY_BATCH Eight eight(const RaySegment* rays) {
  static_assert(sizeof(RaySegment) == 32);
  const double* at = &rays[0].from.x;
  const __m512d z0 = _mm512_loadu_pd(at), z1 = _mm512_loadu_pd(at + 8);
  const __m512d z2 = _mm512_loadu_pd(at + 16), z3 = _mm512_loadu_pd(at + 24);
  const __m512i from = _mm512_setr_epi64(0, 4, 8, 12, 1, 5, 9, 13), to = _mm512_setr_epi64(2, 6, 10, 14, 3, 7, 11, 15);
  const __m512d from_low = _mm512_permutex2var_pd(z0, from, z1), to_low = _mm512_permutex2var_pd(z0, to, z1);
  const __m512d from_high = _mm512_permutex2var_pd(z2, from, z3), to_high = _mm512_permutex2var_pd(z2, to, z3);
  const __m512d fx = halves<0x44>(from_low, from_high), fy = halves<0xee>(from_low, from_high);
  const __m512d tx = halves<0x44>(to_low, to_high), ty = halves<0xee>(to_low, to_high);
  return {fx, fy, _mm512_sub_pd(tx, fx), _mm512_sub_pd(ty, fy)};
}

/// Sixteen floats from eight and eight more.
LAB_RAY_BATCH __m512 floats(__m512d low, __m512d high) {
  return _mm512_insertf32x8(_mm512_castps256_ps512(to_floats(low)), to_floats(high), 1);
}

/// Eight vectors of eight 64-bit words, row k lane r, turned so that vector r holds lane r of
/// each row in order: pairs, then pairs of pairs, then halves.
LAB_RAY_BATCH void transpose(__m512d (&v)[8]) {
  __m512d pair[8], quad[8];
  for (int k = 0; k < 8; k += 2) {
    pair[k] = low_pairs(v[k], v[k + 1]);       // rows k, k + 1 at lanes 0, 2, 4, 6
    pair[k + 1] = high_pairs(v[k], v[k + 1]);  // … at lanes 1, 3, 5, 7
  }
  for (int k = 0; k < 2; ++k) {                                // k: the even lanes, the odd ones
    quad[4 * k] = halves<0x88>(pair[k], pair[k + 2]);          // lanes 0 + k, 4 + k of rows 0–3
    quad[4 * k + 1] = halves<0xdd>(pair[k], pair[k + 2]);      // lanes 2 + k, 6 + k
    quad[4 * k + 2] = halves<0x88>(pair[k + 4], pair[k + 6]);  // the same of rows 4–7
    quad[4 * k + 3] = halves<0xdd>(pair[k + 4], pair[k + 6]);
  }
  for (int k = 0; k < 2; ++k) {
    for (int j = 0; j < 2; ++j) {  // lanes 2j + k and 2j + k + 4
      v[2 * j + k] = halves<0x88>(quad[4 * k + j], quad[4 * k + j + 2]);
      v[2 * j + k + 4] = halves<0xdd>(quad[4 * k + j], quad[4 * k + j + 2]);
    }
  }
}

/// The rays loaded once for the filter and the answers, and the answers written eight rays at a
/// time: each field of RayFloats' eight doubles permuted to the rays' edges w in one step, the
/// book's doubles as FourAtATime's answer, operation for operation, zero where a miss; then each
/// ray's first 64 bytes of RayHit (hit, fraction, point, normal, edge and starts_inside, vertex
/// and vertex_edges[0]) one vector, from the fields' vectors turned, and vertex_edges[1] apart.
struct EightAtATime {
  struct Loaded {
    F fx, fy, rx, ry;
    Eight doubles[2];
  };
  LAB_RAY_BATCH static Loaded load(const RaySegment* rays) {
    const Eight low = eight(rays), high = eight(rays + 8);
    return {floats(low.fx, high.fx),
            floats(low.fy, high.fy),
            floats(low.rx, high.rx),
            floats(low.ry, high.ry),
            {low, high}};
  }
  LAB_RAY_BATCH static void write_eight(const PreparedPolygon::RayFloats& s, const Eight& ray, const int* w,
                                        unsigned hit, RayHit* out) {
    const __m512i at = _mm512_maskz_cvtepu32_epi64(0xff, _mm256_load_si256(reinterpret_cast<const __m256i*>(w)));
    const __m512d nx = _mm512_maskz_permutexvar_pd(0xff, at, _mm512_loadu_pd(s.normal_x));
    const __m512d ny = _mm512_maskz_permutexvar_pd(0xff, at, _mm512_loadu_pd(s.normal_y));
    const __m512d px = _mm512_maskz_permutexvar_pd(0xff, at, _mm512_loadu_pd(s.vertex_x));
    const __m512d py = _mm512_maskz_permutexvar_pd(0xff, at, _mm512_loadu_pd(s.vertex_y));
    const __m512d depth =
        _mm512_add_pd(_mm512_mul_pd(nx, _mm512_sub_pd(px, ray.fx)), _mm512_mul_pd(ny, _mm512_sub_pd(py, ray.fy)));
    const auto keep = static_cast<__mmask8>(hit & 0xff);
    const __m512d cut =
        _mm512_maskz_div_pd(keep, depth, _mm512_add_pd(_mm512_mul_pd(nx, ray.rx), _mm512_mul_pd(ny, ray.ry)));
    static_assert(offsetof(RayHit, fraction) == 8 && offsetof(RayHit, point) == 16 && offsetof(RayHit, normal) == 32 &&
                  offsetof(RayHit, edge) == 48 && offsetof(RayHit, starts_inside) == 52 &&
                  offsetof(RayHit, vertex) == 56 && offsetof(RayHit, vertex_edges) == 60 && sizeof(RayHit) == 72);
    const __m512i none = _mm512_set1_epi64(-1);
    __m512d field[8] = {_mm512_castsi512_pd(_mm512_maskz_mov_epi64(keep, _mm512_set1_epi64(1))),  // hit, and padding
                        cut, _mm512_maskz_add_pd(keep, ray.fx, _mm512_mul_pd(cut, ray.rx)),
                        _mm512_maskz_add_pd(keep, ray.fy, _mm512_mul_pd(cut, ray.ry)),
                        _mm512_maskz_permutexvar_pd(keep, at, _mm512_loadu_pd(s.unit_x)),
                        _mm512_maskz_permutexvar_pd(keep, at, _mm512_loadu_pd(s.unit_y)),
                        // edge w (or −1) and starts_inside false; vertex −1 and vertex_edges[0] −1
                        _mm512_castsi512_pd(_mm512_mask_mov_epi64(_mm512_srli_epi64(none, 32), keep, at)),
                        _mm512_castsi512_pd(none)};
    transpose(field);
    for (int k = 0; k < 8; ++k) {
      _mm512_storeu_pd(reinterpret_cast<double*>(out + k), field[k]);
      out[k].vertex_edges[1] = -1;
    }
  }
  LAB_RAY_BATCH static void write_all(const PreparedPolygon::RayFloats& s, const Loaded& in, const int* w, unsigned hit,
                                      RayHit* out) {
    write_eight(s, in.doubles[0], w, hit, out);
    write_eight(s, in.doubles[1], w + 8, hit >> 8, out + 8);
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
