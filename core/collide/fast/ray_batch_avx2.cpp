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
  Rays r{floats(low.fx, high.fx), floats(low.fy, high.fy), floats(low.rx, high.rx), floats(low.ry, high.ry), {}, {}, {}};
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
  __m256 sure, outside, sign_miss;
  __m256 latest, upper, second;  // L, the largest upper end of the entries, the second largest
  __m256 exit_lower, soonest, widest;  // the earliest exit's lower end (or 1), R, E
  __m256 w;                            // the entry with the largest upper end (its index's bits)
};

/// Edge i (normal nx, ny, n·v_i offset, in floats) folded into every lane.
LAB_RAY_BATCH void take(Fold& f, const Rays& r, __m256 nx, __m256 ny, __m256 offset, __m256 i) {
  const __m256 sign = _mm256_set1_ps(-0.0f), none = _mm256_set1_ps(-HUGE_VALF), one = _mm256_set1_ps(1);
  const __m256 depth = _mm256_fnmadd_ps(ny, r.fy, _mm256_fnmadd_ps(nx, r.fx, offset));
  const __m256 slope = _mm256_fmadd_ps(ny, r.ry, _mm256_mul_ps(nx, r.rx));
  const __m256 depth_size = _mm256_andnot_ps(sign, depth), slope_size = _mm256_andnot_ps(sign, slope);
  f.sure = _mm256_and_ps(f.sure, _mm256_and_ps(_mm256_cmp_ps(depth_size, r.en, _CMP_GT_OQ),
                                               _mm256_cmp_ps(slope_size, _mm256_mul_ps(_mm256_set1_ps(64), r.ed),
                                                             _CMP_GT_OQ)));
  f.outside = _mm256_or_ps(f.outside, depth);
  f.sign_miss = _mm256_or_ps(f.sign_miss, _mm256_andnot_ps(slope, depth));  // outside, leaving
  const __m256 inverse = _mm256_div_ps(one, slope), inverse_size = _mm256_andnot_ps(sign, inverse);
  const __m256 t = _mm256_mul_ps(depth, inverse);
  const __m256 per_depth = _mm256_fmadd_ps(inverse_size, r.ed, _mm256_set1_ps(0x1p-22f));
  const __m256 e = _mm256_fmadd_ps(_mm256_fmadd_ps(depth_size, per_depth, r.en), inverse_size,
                                   _mm256_set1_ps(0x1p-120f));
  const __m256 lower = _mm256_sub_ps(t, e), upper = _mm256_add_ps(t, e);
  f.sure = _mm256_and_ps(f.sure, _mm256_cmp_ps(lower, upper, _CMP_ORD_Q));  // no NaN interval
  // Entering (slope < 0; from inside its line, t < 0 and never the latest where an answer is
  // given): L, and the two largest upper ends with the largest's edge.
  const __m256 lower_in = _mm256_blendv_ps(none, lower, slope), upper_in = _mm256_blendv_ps(none, upper, slope);
  f.latest = _mm256_max_ps(f.latest, lower_in);
  f.second = _mm256_max_ps(f.second, _mm256_min_ps(f.upper, upper_in));
  f.w = _mm256_blendv_ps(f.w, i, _mm256_cmp_ps(upper_in, f.upper, _CMP_GT_OQ));
  f.upper = _mm256_max_ps(f.upper, upper_in);
  // Leaving (slope > 0): the earliest exit's lower end, R, and the widest exit's half-width E.
  f.exit_lower = _mm256_min_ps(f.exit_lower, _mm256_blendv_ps(lower, one, slope));
  f.soonest = _mm256_min_ps(f.soonest, _mm256_blendv_ps(upper, one, slope));
  f.widest = _mm256_max_ps(f.widest, _mm256_blendv_ps(e, _mm256_setzero_ps(), slope));
}

/// Each lane's verdict as bits: hit by edge w, a miss, a start inside; the rest refused.
struct Verdicts {
  unsigned hit, miss, inside;
};

LAB_RAY_BATCH unsigned bits(__m256 m) { return static_cast<unsigned>(_mm256_movemask_ps(m)); }

/// w is the book's entered_by when the second largest upper end is below L (then only w's
/// interval reaches L, and L's edge is w); in before out is sure when w's upper end is below
/// the earliest exit's lower end (and 1). The book's earliest exit lb has its double at most R
/// (the least of every exit's double and 1), so its exact cut is at most R + 2E: a miss is sure
/// when L is past (R + 2E)(1 + 2⁻²⁰), a margin over the two float roundings.
LAB_RAY_BATCH Verdicts verdicts(const Fold& f) {
  const unsigned sure = bits(f.sure), sign_miss = bits(f.sign_miss) & sure;
  const unsigned inside = ~bits(f.outside) & sure & ~sign_miss & 0xffu;
  const unsigned open = sure & ~sign_miss & ~inside & bits(_mm256_cmp_ps(f.second, f.latest, _CMP_LT_OQ));
  const unsigned hit = open & bits(_mm256_cmp_ps(f.upper, f.exit_lower, _CMP_LT_OQ));
  const __m256 last_exit = _mm256_mul_ps(_mm256_fmadd_ps(_mm256_set1_ps(2), f.widest, f.soonest),
                                         _mm256_set1_ps(1 + 0x1p-20f));
  const unsigned past = bits(_mm256_cmp_ps(f.latest, last_exit, _CMP_GT_OQ));
  return {hit, sign_miss | (open & ~hit & past), inside};
}

/// The book's answer for ray k by edge w, in doubles as the single filter takes it; a miss's
/// fields where not `hit` (chosen without a branch: hits and misses come in no order).
LAB_RAY_BATCH void answer(const PreparedPolygon::RayFloats& s, const RaySegment& ray, unsigned w, bool hit,
                          RayHit& out) {
  const PreparedPolygon::RayFloats::Edge& edge = s.edge[w];
  const Vec2 n = edge.normal, p = edge.vertex;
  const double from_x = ray.from.x, from_y = ray.from.y, ray_x = ray.to.x - from_x, ray_y = ray.to.y - from_y;
  const double cut = (n.x * (p.x - from_x) + n.y * (p.y - from_y)) / (n.x * ray_x + n.y * ray_y);
  RayHit r;
  r.hit = hit;
  r.fraction = hit ? cut : 0.0;
  r.point = hit ? Vec2{from_x + cut * ray_x, from_y + cut * ray_y} : Vec2{};
  r.normal = hit ? edge.unit_normal : Vec2{};
  r.edge = hit ? static_cast<int>(w) : -1;
  out = r;
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
  Fold f{r.sure, zero, zero, none, none, none, one, one, zero, zero};
  const int n = __builtin_popcount(s.edges);  // the real edges (none past eight), not the padding
  for (int i = 0; i < n; ++i) {
    const __m256 index = _mm256_castsi256_ps(_mm256_set1_epi32(i));
    take(f, r, _mm256_set1_ps(s.nx[i]), _mm256_set1_ps(s.ny[i]), _mm256_set1_ps(s.offset[i]), index);
  }
  if (n == 0) f.sure = _mm256_setzero_ps();
  const Verdicts v = verdicts(f);
  const unsigned refused = ~(v.hit | v.miss | v.inside) & 0xffu;
  const unsigned skip = refused | v.inside;
  alignas(32) int w[8];
  _mm256_store_si256(reinterpret_cast<__m256i*>(w), _mm256_castps_si256(f.w));
  for (unsigned k = 0; k < 8; ++k) {
    if (!(skip >> k & 1)) answer(s, rays[k], static_cast<unsigned>(w[k]), v.hit >> k & 1, out[k]);
  }
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
