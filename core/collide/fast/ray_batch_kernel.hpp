// Private to the batched ray cast (ray_batch_avx2.cpp, ray_batch_avx512.cpp): the float filter
// on a vector of rays, a lane each, the polygon's edges a loop, written once for either width.
// The file that includes it first defines LAB_RAY_BATCH (its functions' target, always inlined)
// and, in collide::fast::detail's unnamed namespace, `Lanes`: the vector of floats F, a mask M,
// kWidth rays, and the operations below (each its width's instruction). Everything here has
// internal linkage, so the two builds never meet.
//
// Each lane's depth and slope are the single filter's floats (ray_float_avx2.cpp), operation for
// operation, so its bounds en, ed and its derivation hold lane by lane; a block of rays runs side
// by side instead of one call's chain bounding the time. Each cut is t = depth / slope, one
// rounding (the single filter's bound e allows for two, depth · (1/slope)). Both the
// exact cut and the book's double lie within e = (|t|·ed + en)/|slope| + 4u|t| + 2⁻¹²⁰ of t
// (u = 2⁻²⁴; the single filter's derivation, where 9u of the sizes stand for the 6.1u needed).
// Here one width a ray stands for every edge's: |slope| is at least the least |slope| of the
// polygon's edges, `flattest`, so every e is at most W(t) = |t|·a + b with a = ed/flattest + 8u
// and b = en/flattest + 2⁻¹²⁰ (8u, not 4u: room for the roundings of a, b and t ± W, a few u of
// |t| and of W). W grows more slowly than t (a < 1/64 + 8u once the signs are sure), so
// t − W(t) and t + W(t) rise with t: the edges need only their cuts folded, and the widths come
// once a ray at the end.
// The decisions, folded over the edges as they come:
//   the signs sure where the least |depth| and |slope| clear their bounds (as the single filter
// tests each); a miss by the signs (outside a line it crosses only outwards), a start inside
// (outside no line);
//   entering edges (slope < 0; those entering from inside their line have t ≤ 0): T1, the
// largest cut, w its edge, T2 the second largest. When T2 + W(T2) is below T1 − W(T1), every
// other entry's cut, exact or double, is below w's: w enters from outside (T1 > 0) and is the
// book's entered_by;
//   exits (slope > 0; from inside their line, t ≥ 0, once the signs rule out a miss): T0, the
// least cut. In before out is sure when T1 + W(T1) is below T0 − W(T0) and below 1 (then the
// book's double for w is below every exit's and 1 too, so its fraction is w's). A miss is sure
// when T1 − W(T1) is past the most the book's earliest exit lb can be: its double is at most
// R = min(T0 + W(T0), 1) (lb is the end, 1, only when every exit's double is 1 or more), and
// t_lb − W(t_lb) is at most its double, so its exact cut is at most
// (R + b)(1 + a)/(1 − a) + b ≤ (R + b)(1 + 3a) + b (verdicts, with a margin for the roundings).
// Then each hit's answer in doubles, operation for operation the single filter's
// (ffp-contract=off: no fused products): edge w's cut (n·(p − from)) / (n·(to − from)), the point
// from + t·(to − from), the stored unit normal. Anything in doubt (a sign, a near-tie, NaN, ∞)
// is refused, lane by lane, and answered by the exact path (ray_cast_lanes).
#pragma once
#include <immintrin.h>

#include <cmath>
#include <cstddef>

#include "collide/fast/prepared.hpp"
#include "collide/ray_cast.hpp"

namespace collide::fast::detail {
namespace {

using F = Lanes::F;
using M = Lanes::M;
constexpr int kWidth = Lanes::kWidth;
constexpr unsigned kAll = (1u << kWidth) - 1;

LAB_RAY_BATCH F broadcast(float x) { return Lanes::set1(x); }
LAB_RAY_BATCH F size_of(F x) { return Lanes::andnot(broadcast(-0.0f), x); }

/// The rays, a lane each: the start and the ray to − from in floats, and the bounds en, ed of
/// ray_float_avx2.cpp; `sure` where both are in range.
struct Rays {
  F fx, fy, rx, ry, en, ed;
  M sure;
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

/// The rays in floats (start fx, fy; ray rx, ry, to − from formed in doubles), and their bounds
/// (as the single filter forms them).
LAB_RAY_BATCH Rays rays_of(const PreparedPolygon::RayFloats& s, F fx, F fy, F rx, F ry) {
  Rays r{fx, fy, rx, ry, {}, {}, {}};
  const F per_x = broadcast(s.per_x), per_y = broadcast(s.per_y);
  r.en = Lanes::fmadd(per_x, size_of(r.fx), Lanes::fmadd(per_y, size_of(r.fy), broadcast(s.base)));
  r.ed = Lanes::fmadd(per_x, size_of(r.rx), Lanes::fmadd(per_y, size_of(r.ry), broadcast(s.floor)));
  const F limit = broadcast(0x1p90f);  // NaN, ∞ or too large: no bound holds
  r.sure = Lanes::both(Lanes::less(r.en, limit), Lanes::less(r.ed, limit));
  return r;
}

/// What the edges so far showed each lane (sign bits for outside and sign_miss).
struct Fold {
  F outside, sign_miss, nearest, flattest;  // the least |depth| and |slope|
  F first, second, soonest;                 // T1 and T2, the two largest cuts of the entries; T0, the least exit's
  F w;                                      // T1's edge (its index's bits)
};

/// Edge i (normal nx, ny, n·v_i offset, in floats) folded into every lane; `in` marks the lanes
/// whose ray enters across the edge's line (slope < 0), the rest leave.
LAB_RAY_BATCH void take(Fold& f, const Rays& r, F nx, F ny, F offset, F i) {
  const F depth = Lanes::fnmadd(ny, r.fy, Lanes::fnmadd(nx, r.fx, offset));
  const F slope = Lanes::fmadd(ny, r.ry, Lanes::mul(nx, r.rx));
  f.nearest = Lanes::least_size(f.nearest, depth);
  f.flattest = Lanes::least_size(f.flattest, slope);
  f.outside = Lanes::or_(f.outside, depth);
  f.sign_miss = Lanes::or_andnot(f.sign_miss, slope, depth);  // outside, leaving
  const F t = Lanes::div(depth, slope);
  const M in = Lanes::entering(slope);
  f.second = Lanes::max_where(f.second, in, Lanes::min(f.first, t));
  f.w = Lanes::select(Lanes::greater_where(in, t, f.first), f.w, i);
  f.first = Lanes::max_where(f.first, in, t);
  f.soonest = Lanes::min_unless(f.soonest, in, t);
}

/// Each lane's verdict as bits: hit by edge w, a miss, a start inside; the rest refused.
struct Verdicts {
  unsigned hit, miss, inside;
};

/// A ray's cuts' widths, W(t) = |t|·a + b (above), and the ends t ± W(t).
struct Widths {
  F a, b;
  LAB_RAY_BATCH F of(F t) const { return Lanes::fmadd(size_of(t), a, b); }
  LAB_RAY_BATCH F lower(F t) const { return Lanes::sub(t, of(t)); }
  LAB_RAY_BATCH F upper(F t) const { return Lanes::add(t, of(t)); }
};

/// The decisions above. NaN or ∞ in T1 or a width fails every test (refused); T2 is −∞ where w
/// is the one entry, and is taken as −2¹⁰⁰ (its upper end then far below, not NaN); T0 is ∞ only
/// where no exit's cut is finite, and then the end, 1, is the earliest exit (min(NaN, 1) is 1).
LAB_RAY_BATCH Verdicts verdicts(const Fold& f, const Rays& r) {
  const M signs_sure =
      Lanes::both(Lanes::greater(f.nearest, r.en), Lanes::greater(f.flattest, Lanes::mul(broadcast(64), r.ed)));
  const unsigned sure = Lanes::bits(Lanes::both(r.sure, signs_sure));
  const unsigned sign_miss = Lanes::sign_bits(f.sign_miss) & sure;
  const unsigned inside = ~Lanes::sign_bits(f.outside) & sure & ~sign_miss & kAll;
  const F one = broadcast(1), inverse = Lanes::div(one, f.flattest);
  const Widths width{Lanes::fmadd(r.ed, inverse, broadcast(0x1p-21f)),
                     Lanes::fmadd(r.en, inverse, broadcast(0x1p-120f))};
  const F entry_lower = width.lower(f.first), second = Lanes::max(f.second, broadcast(-0x1p100f));
  const unsigned open = sure & ~sign_miss & ~inside & Lanes::bits(Lanes::less(width.upper(second), entry_lower));
  const F first_exit = Lanes::min(width.lower(f.soonest), one);
  const unsigned hit = open & Lanes::bits(Lanes::less(width.upper(f.first), first_exit));
  const F reach = Lanes::min(width.upper(f.soonest), one);  // R
  const F last_exit =
      Lanes::mul(Lanes::fmadd(Lanes::add(reach, width.b), Lanes::fmadd(broadcast(3), width.a, one), width.b),
                 broadcast(1 + 0x1p-20f));
  const unsigned past = Lanes::bits(Lanes::greater(entry_lower, last_exit));
  return {hit, sign_miss | (open & ~hit & past), inside};
}

/// field[w_k] for four lanes k, field one of RayFloats' eight doubles: each half of the eight
/// permuted by 32-bit halves (2w, 2w + 1; the permute reads them mod 8), the half w is in chosen
/// by w's bit 2 moved to the sign.
struct Pick {
  __m256i at;
  __m256d upper;
  __m256i w;  // w itself, a 64-bit lane each
};
LAB_RAY_BATCH Pick pick_of(__m128i w) {
  const __m256i wide = _mm256_cvtepu32_epi64(w), twice = _mm256_slli_epi64(wide, 1);  // 2w + (2w + 1)·2³²
  return {_mm256_or_si256(twice, _mm256_slli_epi64(_mm256_add_epi64(twice, _mm256_set1_epi64x(1)), 32)),
          _mm256_castsi256_pd(_mm256_slli_epi64(wide, 61)), wide};
}
LAB_RAY_BATCH __m256d picked(const double* field, const Pick& p) {
  const __m256d low =
      _mm256_castps_pd(_mm256_permutevar8x32_ps(_mm256_loadu_ps(reinterpret_cast<const float*>(field)), p.at));
  const __m256d high =
      _mm256_castps_pd(_mm256_permutevar8x32_ps(_mm256_loadu_ps(reinterpret_cast<const float*>(field + 4)), p.at));
  return _mm256_blendv_pd(low, high, p.upper);
}

/// Four vectors of four 64-bit words, row k lane r, turned so that vector r holds lane r of each.
LAB_RAY_BATCH void transpose(__m256d (&v)[4]) {
  const __m256d low01 = _mm256_unpacklo_pd(v[0], v[1]), high01 = _mm256_unpackhi_pd(v[0], v[1]);  // lanes 0 2, 1 3
  const __m256d low23 = _mm256_unpacklo_pd(v[2], v[3]), high23 = _mm256_unpackhi_pd(v[2], v[3]);
  v[0] = _mm256_permute2f128_pd(low01, low23, 0x20), v[1] = _mm256_permute2f128_pd(high01, high23, 0x20);
  v[2] = _mm256_permute2f128_pd(low01, low23, 0x31), v[3] = _mm256_permute2f128_pd(high01, high23, 0x31);
}

/// Four rays' answers written, each ray's first 64 bytes of RayHit as two vectors (hit, fraction,
/// point; normal, edge and starts_inside, vertex and vertex_edges[0]) from the fields turned, and
/// vertex_edges[1] apart: a hit's fraction t, point (x, y), unit normal (ux, uy) and edge w where
/// `keep` (all ones a lane) is set, zero and edge −1 where a miss; no branch.
LAB_RAY_BATCH void write(__m256d t, __m256d x, __m256d y, __m256d ux, __m256d uy, __m256i w, __m256i keep,
                         RayHit* out) {
  static_assert(offsetof(RayHit, fraction) == 8 && offsetof(RayHit, point) == 16 && offsetof(RayHit, normal) == 32 &&
                offsetof(RayHit, edge) == 48 && offsetof(RayHit, starts_inside) == 52 &&
                offsetof(RayHit, vertex) == 56 && offsetof(RayHit, vertex_edges) == 60 && sizeof(RayHit) == 72);
  const __m256i none = _mm256_set1_epi64x(-1), no_edge = _mm256_srli_epi64(none, 32);  // edge −1, starts_inside 0
  __m256d front[4] = {_mm256_castsi256_pd(_mm256_and_si256(keep, _mm256_set1_epi64x(1))), t, x, y};
  __m256d back[4] = {ux, uy, _mm256_castsi256_pd(_mm256_blendv_epi8(no_edge, w, keep)), _mm256_castsi256_pd(none)};
  transpose(front);
  transpose(back);
  for (int k = 0; k < 4; ++k) {
    double* at = reinterpret_cast<double*>(out + k);
    _mm256_storeu_pd(at, front[k]);
    _mm256_storeu_pd(at + 4, back[k]);
    out[k].vertex_edges[1] = -1;
  }
}

/// The book's answer for four rays by edges w, in doubles operation for operation as the single
/// filter takes it, written to each lane as a hit where bit k of `hit` is set, else as a miss
/// (RayHit{}); without a branch: hits and misses come in no order. Lanes refused or started
/// inside are written too, and overwritten after.
LAB_RAY_BATCH void answer(const PreparedPolygon::RayFloats& s, const Quad& q, const int* w, unsigned hit, RayHit* out) {
  const Pick p = pick_of(_mm_load_si128(reinterpret_cast<const __m128i*>(w)));
  const __m256d nx = picked(s.normal_x, p), ny = picked(s.normal_y, p);
  const __m256d px = picked(s.vertex_x, p), py = picked(s.vertex_y, p);
  const __m256d depth =
      _mm256_add_pd(_mm256_mul_pd(nx, _mm256_sub_pd(px, q.fx)), _mm256_mul_pd(ny, _mm256_sub_pd(py, q.fy)));
  const __m256d cut = _mm256_div_pd(depth, _mm256_add_pd(_mm256_mul_pd(nx, q.rx), _mm256_mul_pd(ny, q.ry)));
  const __m256i lane = _mm256_setr_epi64x(1, 2, 4, 8);
  const __m256i keep_bits = _mm256_cmpgt_epi64(_mm256_and_si256(_mm256_set1_epi64x(hit), lane), _mm256_setzero_si256());
  const __m256d keep = _mm256_castsi256_pd(keep_bits);
  write(_mm256_and_pd(cut, keep), _mm256_and_pd(_mm256_add_pd(q.fx, _mm256_mul_pd(cut, q.rx)), keep),
        _mm256_and_pd(_mm256_add_pd(q.fy, _mm256_mul_pd(cut, q.ry)), keep), _mm256_and_pd(picked(s.unit_x, p), keep),
        _mm256_and_pd(picked(s.unit_y, p), keep), p.w, keep_bits, out);
}

/// The rays loaded and the answers written four rays at a time (`Answers` for batch below).
struct FourAtATime {
  struct Loaded {
    F fx, fy, rx, ry;          // in floats, a lane a ray
    Quad doubles[kWidth / 4];  // kept for the answers
  };
  LAB_RAY_BATCH static Loaded load(const RaySegment* rays) {
    Loaded in;
    __m128 fx[kWidth / 4], fy[kWidth / 4], rx[kWidth / 4], ry[kWidth / 4];
    for (int k = 0; k < kWidth / 4; ++k) {
      const Quad q = in.doubles[k] = quad(rays + 4 * k);
      fx[k] = _mm256_cvtpd_ps(q.fx), fy[k] = _mm256_cvtpd_ps(q.fy);
      rx[k] = _mm256_cvtpd_ps(q.rx), ry[k] = _mm256_cvtpd_ps(q.ry);
    }
    in.fx = Lanes::join(fx), in.fy = Lanes::join(fy), in.rx = Lanes::join(rx), in.ry = Lanes::join(ry);
    return in;
  }
  LAB_RAY_BATCH static void write_all(const PreparedPolygon::RayFloats& s, const Loaded& in, const int* w, unsigned hit,
                                      RayHit* out) {
    for (int k = 0; k < kWidth / 4; ++k) answer(s, in.doubles[k], w + 4 * k, hit >> (4 * k), out + 4 * k);
  }
};

/// The filter on kWidth rays (ray_lanes.hpp's float_ray_batch): bit k set where lane k is refused.
/// Answers loads the rays and writes the hits and misses (FourAtATime, or a wider build's own).
template <class Answers>
LAB_RAY_BATCH unsigned batch(const PreparedPolygon& polygon, const RaySegment* rays, RayHit* out) {
  const PreparedPolygon::RayFloats& s = polygon.ray_floats();
  const typename Answers::Loaded in = Answers::load(rays);
  const Rays r = rays_of(s, in.fx, in.fy, in.rx, in.ry);
  const F none = broadcast(-HUGE_VALF), zero = broadcast(0), infinity = broadcast(HUGE_VALF);
  Fold f{zero, zero, infinity, infinity, none, none, infinity, zero};
  const int n = __builtin_popcount(s.edges);  // the real edges (none past eight), not the padding
  for (int i = 0; i < n; ++i)
    take(f, r, broadcast(s.nx[i]), broadcast(s.ny[i]), broadcast(s.offset[i]), Lanes::index(i));
  if (n == 0) f.flattest = zero;  // refuse every ray
  const Verdicts v = verdicts(f, r);
  alignas(64) int w[kWidth];
  Lanes::store(w, f.w);
  Answers::write_all(s, in, w, v.hit, out);
  for (unsigned inside = v.inside; inside != 0; inside &= inside - 1) {
    const auto k = static_cast<unsigned>(__builtin_ctz(inside));
    const Vec2 from = rays[k].from, ray = rays[k].to - from;
    RayHit& h = out[k];
    h = RayHit{};
    h.hit = h.starts_inside = true;
    h.point = Vec2{from.x + 0.0 * ray.x, from.y + 0.0 * ray.y};  // from + 0 · (to − from), as the book forms it
  }
  return ~(v.hit | v.miss | v.inside) & kAll;
}

}  // namespace
}  // namespace collide::fast::detail
