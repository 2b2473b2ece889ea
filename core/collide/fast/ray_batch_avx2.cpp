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

#include <cmath>
#include <cstddef>

namespace collide::fast::detail {
namespace ray_batch {

#define LAB_RAY_BATCH __attribute__((target("avx2,fma"), always_inline)) inline

/// Eight rays, a lane each: the start and the ray to − from in floats, and the bounds en, ed of
/// ray_float_avx2.cpp; `sure` all ones where both are in range.
struct Rays {
  __m256 fx, fy, rx, ry, en, ed, sure;
};

/// Four rays' doubles, a lane each (from, and to − from as the book forms it).
struct Quad {
  __m256d fx, fy, rx, ry;
};

/// Rays k … k + 3 as four vectors (from.x, from.y, to.x, to.y), transposed to one per coordinate.
LAB_RAY_BATCH Quad quad(const RaySegment* rays) {
  const __m256d a = _mm256_loadu_pd(&rays[0].from.x), b = _mm256_loadu_pd(&rays[1].from.x);
  const __m256d c = _mm256_loadu_pd(&rays[2].from.x), d = _mm256_loadu_pd(&rays[3].from.x);
  const __m256d ab_lo = _mm256_unpacklo_pd(a, b), ab_hi = _mm256_unpackhi_pd(a, b);  // fx fx tx tx / fy fy ty ty
  const __m256d cd_lo = _mm256_unpacklo_pd(c, d), cd_hi = _mm256_unpackhi_pd(c, d);
  const __m256d fx = _mm256_permute2f128_pd(ab_lo, cd_lo, 0x20), tx = _mm256_permute2f128_pd(ab_lo, cd_lo, 0x31);
  const __m256d fy = _mm256_permute2f128_pd(ab_hi, cd_hi, 0x20), ty = _mm256_permute2f128_pd(ab_hi, cd_hi, 0x31);
  return {fx, fy, _mm256_sub_pd(tx, fx), _mm256_sub_pd(ty, fy)};
}

LAB_RAY_BATCH __m256 floats(__m256d low, __m256d high) {
  return _mm256_insertf128_ps(_mm256_castps128_ps256(_mm256_cvtpd_ps(low)), _mm256_cvtpd_ps(high), 1);
}

/// The eight rays in floats, and their bounds (as the single filter forms them).
LAB_RAY_BATCH Rays rays_of(const PreparedPolygon::RayFloats& s, const Quad& low, const Quad& high) {
  Rays r{
      floats(low.fx, high.fx), floats(low.fy, high.fy), floats(low.rx, high.rx), floats(low.ry, high.ry), {}, {}, {}};
  const __m256 sign = _mm256_set1_ps(-0.0f), per_x = _mm256_set1_ps(s.per_x), per_y = _mm256_set1_ps(s.per_y);
  r.en = _mm256_fmadd_ps(per_x, _mm256_andnot_ps(sign, r.fx),
                         _mm256_fmadd_ps(per_y, _mm256_andnot_ps(sign, r.fy), _mm256_set1_ps(s.base)));
  r.ed = _mm256_fmadd_ps(per_x, _mm256_andnot_ps(sign, r.rx),
                         _mm256_fmadd_ps(per_y, _mm256_andnot_ps(sign, r.ry), _mm256_set1_ps(s.floor)));
  const __m256 limit = _mm256_set1_ps(0x1p90f);  // NaN, ∞ or too large: no bound holds
  r.sure = _mm256_and_ps(_mm256_cmp_ps(r.en, limit, _CMP_LT_OQ), _mm256_cmp_ps(r.ed, limit, _CMP_LT_OQ));
  return r;
}

/// What the edges so far showed each lane (sign bits for outside and sign_miss).
struct Fold {
  __m256 outside, sign_miss, nearest, flattest;  // the least |depth| and |slope|
  __m256 latest, upper, second;                  // L, the largest upper end of the entries, the second largest
  __m256 soonest, spread;                        // R, E = Σ e (NaN or ∞ where an interval is)
  __m256 w;                                      // the entry with the largest upper end (its index's bits)
};

/// Edge i (normal nx, ny, n·v_i offset, in floats) folded into every lane. Which side a lane's
/// edge goes to is read off the sign of its slope without a blend: `toward` is −∞ for an exit
/// and +∞ for an entry, so min(x, toward) keeps an entry's x (−∞ for an exit) and max(x, toward)
/// an exit's (+∞ for an entry).
LAB_RAY_BATCH void take(Fold& f, const Rays& r, __m256 nx, __m256 ny, __m256 offset, __m256 i) {
  const __m256 sign = _mm256_set1_ps(-0.0f), infinity = _mm256_set1_ps(HUGE_VALF);
  const __m256 depth = _mm256_fnmadd_ps(ny, r.fy, _mm256_fnmadd_ps(nx, r.fx, offset));
  const __m256 slope = _mm256_fmadd_ps(ny, r.ry, _mm256_mul_ps(nx, r.rx));
  const __m256 depth_size = _mm256_andnot_ps(sign, depth);
  f.nearest = _mm256_min_ps(f.nearest, depth_size);
  f.flattest = _mm256_min_ps(f.flattest, _mm256_andnot_ps(sign, slope));
  f.outside = _mm256_or_ps(f.outside, depth);
  f.sign_miss = _mm256_or_ps(f.sign_miss, _mm256_andnot_ps(slope, depth));  // outside, leaving
  const __m256 inverse = _mm256_div_ps(_mm256_set1_ps(1), slope), inverse_size = _mm256_andnot_ps(sign, inverse);
  const __m256 t = _mm256_mul_ps(depth, inverse);
  const __m256 per_depth = _mm256_fmadd_ps(inverse_size, r.ed, _mm256_set1_ps(0x1p-22f));
  const __m256 e =
      _mm256_fmadd_ps(_mm256_fmadd_ps(depth_size, per_depth, r.en), inverse_size, _mm256_set1_ps(0x1p-120f));
  const __m256 lower = _mm256_sub_ps(t, e), upper = _mm256_add_ps(t, e);
  f.spread = _mm256_add_ps(f.spread, e);
  const __m256 toward = _mm256_xor_ps(_mm256_or_ps(_mm256_and_ps(slope, sign), infinity), sign);
  // Entering (slope < 0; from inside its line, t < 0 and never the latest where an answer is
  // given): L, and the two largest upper ends with the largest's edge.
  const __m256 lower_in = _mm256_min_ps(lower, toward), upper_in = _mm256_min_ps(upper, toward);
  f.latest = _mm256_max_ps(f.latest, lower_in);
  f.second = _mm256_max_ps(f.second, _mm256_min_ps(f.upper, upper_in));
  f.w = _mm256_blendv_ps(f.w, i, _mm256_cmp_ps(upper_in, f.upper, _CMP_GT_OQ));
  f.upper = _mm256_max_ps(f.upper, upper_in);
  // Leaving (slope > 0): R, the least upper end.
  f.soonest = _mm256_min_ps(f.soonest, _mm256_max_ps(upper, toward));
}

/// Each lane's verdict as bits: hit by edge w, a miss, a start inside; the rest refused.
struct Verdicts {
  unsigned hit, miss, inside;
};

LAB_RAY_BATCH unsigned bits(__m256 m) { return static_cast<unsigned>(_mm256_movemask_ps(m)); }

/// w is the book's entered_by when the second largest upper end is below L (then only w's
/// interval reaches L, and L's edge is w). Every exit's lower end is at least R − 2E (its upper
/// end at least R, its width 2e at most 2E), so in before out is sure when w's upper end is below
/// (R − 2E)(1 − 2⁻²⁰). The book's earliest exit lb has its double at most R (the least of every
/// exit's double and 1), so its exact cut is at most R + 2E: a miss is sure when L is past
/// (R + 2E)(1 + 2⁻²⁰). (The factors: a margin over the float roundings of the bounds; R > 0, as
/// every exit's upper end is at least its exact cut, which is positive.)
LAB_RAY_BATCH Verdicts verdicts(const Fold& f, const Rays& r) {
  const __m256 signs_sure =
      _mm256_and_ps(_mm256_cmp_ps(f.nearest, r.en, _CMP_GT_OQ),
                    _mm256_cmp_ps(f.flattest, _mm256_mul_ps(_mm256_set1_ps(64), r.ed), _CMP_GT_OQ));
  const __m256 intervals = _mm256_cmp_ps(f.spread, _mm256_set1_ps(HUGE_VALF), _CMP_LT_OQ);
  const unsigned sure = bits(_mm256_and_ps(r.sure, _mm256_and_ps(signs_sure, intervals)));
  const unsigned sign_miss = bits(f.sign_miss) & sure;
  const unsigned inside = ~bits(f.outside) & sure & ~sign_miss & 0xffu;
  const unsigned open = sure & ~sign_miss & ~inside & bits(_mm256_cmp_ps(f.second, f.latest, _CMP_LT_OQ));
  const __m256 two = _mm256_set1_ps(2);
  const __m256 first_exit = _mm256_mul_ps(_mm256_fnmadd_ps(two, f.spread, f.soonest), _mm256_set1_ps(1 - 0x1p-20f));
  const unsigned hit = open & bits(_mm256_cmp_ps(f.upper, first_exit, _CMP_LT_OQ));
  const __m256 last_exit = _mm256_mul_ps(_mm256_fmadd_ps(two, f.spread, f.soonest), _mm256_set1_ps(1 + 0x1p-20f));
  const unsigned past = bits(_mm256_cmp_ps(f.latest, last_exit, _CMP_GT_OQ));
  return {hit, sign_miss | (open & ~hit & past), inside};
}

/// field[w_k] for four lanes k, field one of RayFloats' eight doubles: each half of the eight
/// permuted by 32-bit halves (2w, 2w + 1; the permute reads them mod 8), the half w is in chosen
/// by w's bit 2 moved to the sign.
struct Pick {
  __m256i at;
  __m256d upper;
};
LAB_RAY_BATCH Pick pick_of(__m128i w) {
  const __m256i wide = _mm256_cvtepu32_epi64(w), twice = _mm256_slli_epi64(wide, 1);  // 2w + (2w + 1)·2³²
  return {_mm256_or_si256(twice, _mm256_slli_epi64(_mm256_add_epi64(twice, _mm256_set1_epi64x(1)), 32)),
          _mm256_castsi256_pd(_mm256_slli_epi64(wide, 61))};
}
LAB_RAY_BATCH __m256d picked(const double* field, const Pick& p) {
  const __m256d low =
      _mm256_castps_pd(_mm256_permutevar8x32_ps(_mm256_loadu_ps(reinterpret_cast<const float*>(field)), p.at));
  const __m256d high =
      _mm256_castps_pd(_mm256_permutevar8x32_ps(_mm256_loadu_ps(reinterpret_cast<const float*>(field + 4)), p.at));
  return _mm256_blendv_pd(low, high, p.upper);
}

/// The book's answer for four rays by edges w, in doubles operation for operation as the single
/// filter takes it, written to each lane as a hit where bit k of `hit` is set, else as a miss
/// (RayHit{}); without a branch: hits and misses come in no order. Lanes refused or started
/// inside are written too, and overwritten after.
LAB_RAY_BATCH void answer(const PreparedPolygon::RayFloats& s, const Quad& q, __m128i w, unsigned hit, RayHit* out) {
  const Pick p = pick_of(w);
  const __m256d nx = picked(s.normal_x, p), ny = picked(s.normal_y, p);
  const __m256d px = picked(s.vertex_x, p), py = picked(s.vertex_y, p);
  const __m256d depth =
      _mm256_add_pd(_mm256_mul_pd(nx, _mm256_sub_pd(px, q.fx)), _mm256_mul_pd(ny, _mm256_sub_pd(py, q.fy)));
  const __m256d cut = _mm256_div_pd(depth, _mm256_add_pd(_mm256_mul_pd(nx, q.rx), _mm256_mul_pd(ny, q.ry)));
  const __m256i lane = _mm256_setr_epi64x(1, 2, 4, 8);
  const __m256d keep =
      _mm256_castsi256_pd(_mm256_cmpgt_epi64(_mm256_and_si256(_mm256_set1_epi64x(hit), lane), _mm256_setzero_si256()));
  const __m256d t = _mm256_and_pd(cut, keep);
  const __m256d x = _mm256_and_pd(_mm256_add_pd(q.fx, _mm256_mul_pd(cut, q.rx)), keep);
  const __m256d y = _mm256_and_pd(_mm256_add_pd(q.fy, _mm256_mul_pd(cut, q.ry)), keep);
  const __m256d ux = _mm256_and_pd(picked(s.unit_x, p), keep), uy = _mm256_and_pd(picked(s.unit_y, p), keep);
  // Each ray's fraction, point and normal.x, contiguous in RayHit, as one vector a ray.
  const __m256d tx_low = _mm256_unpacklo_pd(t, x), tx_high = _mm256_unpackhi_pd(t, x);  // t0 x0 t2 x2, t1 x1 t3 x3
  const __m256d yu_low = _mm256_unpacklo_pd(y, ux), yu_high = _mm256_unpackhi_pd(y, ux);
  const __m256d ray[4] = {_mm256_permute2f128_pd(tx_low, yu_low, 0x20), _mm256_permute2f128_pd(tx_high, yu_high, 0x20),
                          _mm256_permute2f128_pd(tx_low, yu_low, 0x31), _mm256_permute2f128_pd(tx_high, yu_high, 0x31)};
  alignas(32) double normal_y[4];
  _mm256_store_pd(normal_y, uy);
  alignas(16) int edge[4];
  _mm_store_si128(reinterpret_cast<__m128i*>(edge), w);
  for (int k = 0; k < 4; ++k) {
    RayHit& r = out[k];
    const bool is_hit = hit >> k & 1;
    r.hit = is_hit;
    static_assert(offsetof(RayHit, point) == offsetof(RayHit, fraction) + 8 &&
                  offsetof(RayHit, normal) == offsetof(RayHit, point) + 16);
    _mm256_storeu_pd(&r.fraction, ray[k]);  // fraction, point.x, point.y, normal.x
    r.normal.y = normal_y[k];
    r.edge = is_hit ? edge[k] : -1;
    r.starts_inside = false;
    r.vertex = -1;
    r.vertex_edges = {-1, -1};
  }
}

#undef LAB_RAY_BATCH

}  // namespace ray_batch

__attribute__((target("avx2,fma"))) unsigned float_ray_batch(const PreparedPolygon& polygon, const RaySegment* rays,
                                                             RayHit* out) {
  using namespace ray_batch;
  const PreparedPolygon::RayFloats& s = polygon.ray_floats();
  const Quad low = quad(rays), high = quad(rays + 4);
  const Rays r = rays_of(s, low, high);
  const __m256 none = _mm256_set1_ps(-HUGE_VALF), one = _mm256_set1_ps(1);
  const __m256 zero = _mm256_setzero_ps();
  const __m256 infinity = _mm256_set1_ps(HUGE_VALF);
  Fold f{zero, zero, infinity, infinity, none, none, none, one, zero, zero};
  const int n = __builtin_popcount(s.edges);  // the real edges (none past eight), not the padding
  for (int i = 0; i < n; ++i) {
    const __m256 index = _mm256_castsi256_ps(_mm256_set1_epi32(i));
    take(f, r, _mm256_set1_ps(s.nx[i]), _mm256_set1_ps(s.ny[i]), _mm256_set1_ps(s.offset[i]), index);
  }
  if (n == 0) f.spread = infinity;  // refuse every ray
  const Verdicts v = verdicts(f, r);
  const unsigned refused = ~(v.hit | v.miss | v.inside) & 0xffu;
  const __m256i w = _mm256_castps_si256(f.w);
  answer(s, low, _mm256_castsi256_si128(w), v.hit, out);
  answer(s, high, _mm256_extracti128_si256(w, 1), v.hit >> 4, out + 4);
  for (unsigned inside = v.inside; inside != 0; inside &= inside - 1) {
    const auto k = static_cast<unsigned>(__builtin_ctz(inside));
    const Vec2 from = rays[k].from, ray = rays[k].to - from;
    RayHit& h = out[k];
    h = RayHit{};
    h.hit = h.starts_inside = true;
    h.point = Vec2{from.x + 0.0 * ray.x, from.y + 0.0 * ray.y};  // from + 0 · (to − from), as the book forms it
  }
  return refused;
}

}  // namespace collide::fast::detail
#endif
