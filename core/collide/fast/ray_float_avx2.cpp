// The prepared ray cast's float filter (ray_lanes.hpp): every edge of a polygon of up to eight
// in one 8-float AVX2 vector, as Box2D casts in floats, with a proven bound on each decision;
// where every decision clears its bound, the chosen edge's fraction, point and normal in doubles
// exactly as the book's cast takes them; else the exact path (ray_cast_lanes). The book's answer
// either way, field for field.
//
// Edge i, exact vertex p and outward normal E = (q − p) turned, the ray from f along ρ = to − f:
// the depth n·(p − f) = E·p − E·f and the slope E·ρ, the cut t = depth / slope (ray_cast.hpp).
// In floats (u = 2⁻²⁴; η = 2⁻¹⁵⁰, the most a rounding into float's subnormals adds):
//   n = float(N), N the double normal = E(1 + ε), |ε| ≤ 2⁻⁵³; c = float(N·p in doubles)
//   depth_f = fma(−n.y, φ.y, fma(−n.x, φ.x, c)), φ = float(f);  slope_f = fma(n.y, r.y, n.x·r.x),
//   r = float(to − f in doubles).
// Against the exact depth, with S = Σ |E_c|(|p_c| + |f_c|): c is off E·p by at most
// (u + 4·2⁻⁵³)·S + η, each n_c·φ_c off E_c·f_c by (2u + 2⁻⁵³)|E_c f_c| + η|n_c| (n's components
// are 0 or normal floats: PreparedPolygon), the two fmas round once each, u of at most S(1 + 3u)
// and η: |depth_f − depth| ≤ 6u·S + η(N̂x + N̂y + 3), N̂ the largest |N_c|. The slope likewise,
// with Sd = Σ |E_c||ρ_c|: 6u·Sd + η(N̂x + N̂y + 2). The bounds taken, en and ed, are 9u of those
// sizes from the largest coordinates and normals (RayFloats) plus 2⁻¹²⁰(N̂x + N̂y + 3), a normal
// float far above the η terms: 50 % more, so that their own float roundings (under 2⁻²⁰ of them)
// and everything below stay inside.
//   The signs: |depth_f| > en and |slope_f| > 64·ed make both signs the exact ones (outside: depth
// < 0; entering: slope < 0) and |slope| ≥ (63/64)|slope_f|.
//   The cut: with depth = depth_f − a, slope = slope_f − b, t_q = depth_f / slope_f,
// t_q − t = (a − b·t_q) / slope, so |t_q − t| ≤ (64/63)(en + |t_q|·ed) / |slope_f|; t_f
// = depth_f · fl(1 / slope_f), two roundings, adds 2u|t_q| + 2η. The book's double cut is within
// 8·2⁻⁵³ of the same sizes over |slope| (ray_cut_error), 2⁻²⁶ of the float bound. So with
//   e = (|t|·ed + en) / |slope_f| + 4u|t| + 2⁻¹²⁰,  |t| = |depth_f| / |slope_f|
// (9u against the 6.1u needed, 4u|t| against the 3u of t's roundings and t ± e's, 2⁻¹²⁰ against a
// few η: room for the roundings of e itself) both the exact cut and the book's double lie in
// [t_f − e, t_f + e]. (2⁻¹²⁰ and every other constant are normal floats: subnormal operands cost
// a microcode assist of ~100 cycles an operation.)
// With every coordinate below 2⁹⁰/9u in size (en, ed < 2⁹⁰) nothing overflows.
//   The decisions: a miss (outside a line it leaves by) and a start inside (outside none) are
// read off the exact signs. Else the edge w whose lower end t_f − e is the largest of the edges
// entering from outside is the book's entered_by when every other such edge's upper end is below
// it (its exact cut and its double both smaller), and in comes before out when w's upper end is
// below every leaving edge's lower end and below 1. Then every edge's exact cut differs from w's
// (entering from inside: t < 0 < t_w), so the ray's line meets neither end of w (each end is
// where w's line meets a neighbour's), no vertex is named, and no neighbour shares w's line (the
// book's straight-stretch walk does nothing); t_w < 1, so the book divides (no t = 1 or 0 set).
// The book's verdict is the exact comparison of w's cut with that of its earliest exit lb (the
// least leaving double, or the end, 1): a miss is sure when w's lower end is past the least upper
// end R of the exits and 1, and past the upper end of every exit whose lower end is at most R
// (lb is one of those, or the end when R is 1).
#include "collide/fast/ray_lanes.hpp"

#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>

#include <cmath>

#include "collide/vec.hpp"

namespace collide::fast::detail {
namespace float_ray {

#define LAB_FLOAT_RAY __attribute__((target("avx2,fma"), always_inline)) inline

/// The largest (or smallest) of eight floats, in every lane.
LAB_FLOAT_RAY __m256 largest(__m256 v) {
  v = _mm256_max_ps(v, _mm256_permute2f128_ps(v, v, 1));
  v = _mm256_max_ps(v, _mm256_permute_ps(v, 0x4e));
  return _mm256_max_ps(v, _mm256_permute_ps(v, 0xb1));
}
LAB_FLOAT_RAY __m256 smallest(__m256 v) {
  v = _mm256_min_ps(v, _mm256_permute2f128_ps(v, v, 1));
  v = _mm256_min_ps(v, _mm256_permute_ps(v, 0x4e));
  return _mm256_min_ps(v, _mm256_permute_ps(v, 0xb1));
}

/// Where a decision is within its bound: no hit, edge kRayRefused, and the ray's ends handed back
/// in point and normal for the exact path (ray_cast_lanes), which the caller then asks.
LAB_FLOAT_RAY RayHit refuse(Vec2 from, Vec2 to) {
  RayHit refused;
  refused.edge = kRayRefused;
  refused.point = from, refused.normal = to;
  return refused;
}

/// The cast, the whole accepted path in one function (the derivation above).
LAB_FLOAT_RAY RayHit cast(const PreparedPolygon& polygon, Vec2 from, Vec2 to) {
  const PreparedPolygon::RayFloats& s = polygon.ray_floats();
  // The ray's doubles one by one (Vec2's operators would have GCC pack them through the stack).
  const double from_x = from.x, from_y = from.y, ray_x = to.x - from_x, ray_y = to.y - from_y;
  const float fx = static_cast<float>(from_x), fy = static_cast<float>(from_y);
  const float rx = static_cast<float>(ray_x), ry = static_cast<float>(ray_y);
  const float en = std::fma(s.per_x, std::fabs(fx), std::fma(s.per_y, std::fabs(fy), s.base));
  const float ed = std::fma(s.per_x, std::fabs(rx), std::fma(s.per_y, std::fabs(ry), s.floor));
  // NaN, ∞ or too large: no bound holds. (`larger` is ed when either is NaN; a NaN en fails every
  // sign's test below.)
  const float larger = en > ed ? en : ed;
  if (!(larger < 0x1p90f)) return refuse(from, to);
  const __m256 nx = _mm256_loadu_ps(s.nx), ny = _mm256_loadu_ps(s.ny), sign = _mm256_set1_ps(-0.0f);
  const __m256 depth =
      _mm256_fnmadd_ps(ny, _mm256_set1_ps(fy), _mm256_fnmadd_ps(nx, _mm256_set1_ps(fx), _mm256_loadu_ps(s.offset)));
  const __m256 slope = _mm256_fmadd_ps(ny, _mm256_set1_ps(ry), _mm256_mul_ps(nx, _mm256_set1_ps(rx)));
  const __m256 depth_size = _mm256_andnot_ps(sign, depth), slope_size = _mm256_andnot_ps(sign, slope);
  const __m256 sure = _mm256_and_ps(_mm256_cmp_ps(depth_size, _mm256_set1_ps(en), _CMP_GT_OQ),
                                    _mm256_cmp_ps(slope_size, _mm256_set1_ps(64 * ed), _CMP_GT_OQ));
  // _mm256_testc_ps(m, sign): every lane of m set (vtestps reads the sign bits alone).
  if (!_mm256_testc_ps(sure, sign)) return refuse(from, to);
  const int outside = _mm256_movemask_ps(depth), entering = _mm256_movemask_ps(slope);
  if (outside & ~entering) return RayHit{};  // outside a line it crosses only outwards: a miss
  if (outside == 0) {                        // inside every line: a hit at the start
    RayHit r;
    r.hit = r.starts_inside = true;
    r.point = Vec2{from_x + 0.0 * ray_x, from_y + 0.0 * ray_y};  // from + 0 · (to − from), as the book forms it
    return r;
  }
  // Each cut t = depth · (1 / slope) and its interval [t − e, t + e], e as derived above written
  // (|depth|·(|1/slope|·ed + 4u) + en)·|1/slope| + 2⁻¹²⁰: one division, not waiting on t; then the
  // latest entry from outside and the earliest exit (or 1).
  const __m256 inverse = _mm256_div_ps(_mm256_set1_ps(1), slope), inverse_size = _mm256_andnot_ps(sign, inverse);
  const __m256 t = _mm256_mul_ps(depth, inverse);
  const __m256 per_depth = _mm256_fmadd_ps(inverse_size, _mm256_set1_ps(ed), _mm256_set1_ps(0x1p-22f));
  const __m256 e = _mm256_fmadd_ps(_mm256_fmadd_ps(depth_size, per_depth, _mm256_set1_ps(en)), inverse_size,
                                   _mm256_set1_ps(0x1p-120f));
  const __m256 lower = _mm256_sub_ps(t, e), upper = _mm256_add_ps(t, e), none = _mm256_set1_ps(-HUGE_VALF);
  const __m256 in = _mm256_and_ps(depth, slope);  // sign bit: entering from outside
  const __m256 lower_in = _mm256_blendv_ps(none, lower, in), upper_in = _mm256_blendv_ps(none, upper, in);
  const __m256 latest = largest(lower_in), lower_out = _mm256_blendv_ps(lower, _mm256_set1_ps(1), slope);
  const unsigned reach =
      static_cast<unsigned>(_mm256_movemask_ps(_mm256_cmp_ps(upper_in, latest, _CMP_GE_OQ))) & s.edges;
  if (reach == 0 || (reach & (reach - 1)) != 0) return refuse(from, to);  // no one latest entry
  if (!_mm256_testc_ps(_mm256_cmp_ps(upper_in, smallest(lower_out), _CMP_LT_OQ), sign)) {
    // Not surely in before out: surely out before in (a miss) when the latest entry is past the
    // earliest exit's upper end (or 1), and past every exit that may be the book's earliest.
    const __m256 soonest = smallest(_mm256_blendv_ps(upper, _mm256_set1_ps(1), slope));
    const __m256 upper_out = _mm256_blendv_ps(upper, none, slope);
    const __m256 may_be_first = _mm256_cmp_ps(lower_out, soonest, _CMP_LE_OQ);
    const __m256 past = _mm256_and_ps(may_be_first, _mm256_cmp_ps(upper_out, latest, _CMP_GE_OQ));
    const bool out_before_in = _mm256_testc_ps(_mm256_cmp_ps(latest, soonest, _CMP_GT_OQ), sign);
    return out_before_in && _mm256_testz_ps(past, sign) ? RayHit{} : refuse(from, to);
  }
  // The book's cut, point and normal of edge w, in doubles.
  const unsigned w = static_cast<unsigned>(__builtin_ctz(reach));
  const Vec2 n{s.normal_x[w], s.normal_y[w]}, p{s.vertex_x[w], s.vertex_y[w]};
  RayHit r;
  r.hit = true;
  const double cut = (n.x * (p.x - from_x) + n.y * (p.y - from_y)) / (n.x * ray_x + n.y * ray_y);
  r.fraction = cut;
  r.point = Vec2{from_x + cut * ray_x, from_y + cut * ray_y};  // from + t · (to − from), the book's doubles
  r.normal = Vec2{s.unit_x[w], s.unit_y[w]};
  r.edge = static_cast<int>(w);
  return r;
}

#undef LAB_FLOAT_RAY

}  // namespace float_ray

__attribute__((target("avx2,fma"))) RayHit float_ray_filter(const PreparedPolygon& polygon, Vec2 from, Vec2 to) {
  return float_ray::cast(polygon, from, to);
}

// The prepared cast on a processor with AVX2 and FMA (fast::ray_cast_polygon resolves to it): the
// filter inlined, the lanes where it refuses (as it does every ray on a polygon out of its
// range). One object returned, so the filter writes the caller's result in place. No stack protector: nothing here is
// an array (GCC's -fstack-protector-strong guards every call returning a struct with one, RayHit).
__attribute__((target("avx2,fma"), no_stack_protector)) RayHit ray_cast_floats_first(const PreparedPolygon& polygon,
                                                                                     Vec2 from, Vec2 to) {
  RayHit hit = float_ray::cast(polygon, from, to);  // refuses every ray where not `usable` (RayFloats)
  if (hit.edge == kRayRefused) hit = ray_cast_lanes(polygon, hit.point, hit.normal);
  return hit;
}

}  // namespace collide::fast::detail
#endif
