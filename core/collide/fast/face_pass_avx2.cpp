// The face pass's AVX2 builds (face_pass_avx2.hpp): four faces, or four vertices, a vector; each
// test's four lanes turned into four bits at once, the widest or least lane found by folding the
// lanes onto each other, the first of a tie by the lowest bit. The vertices of a polygon of up to
// eight are unrolled. max(s, acc) and min(s, acc) keep acc where s is NaN, as the scalar forms'
// selects (s > acc ? s : acc) do.
#include "collide/fast/face_pass_avx2.hpp"

#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>

#include <cmath>

namespace collide::fast::face_avx2 {
namespace {

#define LAB_AVX2 __attribute__((target("avx2,fma"), always_inline)) inline

/// The largest lane in every lane.
LAB_AVX2 __m256d widest_lane(__m256d v) {
  v = _mm256_max_pd(v, _mm256_permute2f128_pd(v, v, 1));
  return _mm256_max_pd(v, _mm256_permute_pd(v, 5));
}

/// Bit 4k + l: lane l of s[k] is `m`.
template <std::size_t K>
LAB_AVX2 unsigned lanes_at(const __m256d* s, __m256d m) {
  unsigned at = 0;
  for (std::size_t k = 0; k < K; ++k)
    at |= static_cast<unsigned>(_mm256_movemask_pd(_mm256_cmp_pd(s[k], m, _CMP_EQ_OQ))) << (4 * k);
  return at;
}

/// One vertex v against K vectors of faces: each face's n.x·v.x + n.y·v.y, the least kept.
template <std::size_t K>
LAB_AVX2 void take(const __m256d* nx, const __m256d* ny, Vec2 v, __m256d* least) {
  const __m256d x = _mm256_set1_pd(v.x), y = _mm256_set1_pd(v.y);
  for (std::size_t k = 0; k < K; ++k)
    least[k] = _mm256_min_pd(_mm256_add_pd(_mm256_mul_pd(nx[k], x), _mm256_mul_pd(ny[k], y)), least[k]);
}

/// Each of p's faces' least n · v over other's vertices (face_pass.cpp's pass, before the offsets).
template <std::size_t K>
LAB_AVX2 void least_of(const PreparedPolygon& p, Polygon other, __m256d* least) {
  __m256d nx[K], ny[K];
  for (std::size_t k = 0; k < K; ++k) {
    nx[k] = _mm256_loadu_pd(p.face_x() + 4 * k), ny[k] = _mm256_loadu_pd(p.face_y() + 4 * k);
    least[k] = _mm256_set1_pd(HUGE_VAL);
  }
  if (other.size() == 8) {
#pragma GCC unroll 8
    for (std::size_t j = 0; j < 8; ++j) take<K>(nx, ny, other[j], least);
    return;
  }
  for (const Vec2 v : other) take<K>(nx, ny, v, least);
}

/// least less each face's n · p_i: its separation.
template <std::size_t K>
LAB_AVX2 void separations(const PreparedPolygon& p, const __m256d* least, __m256d* s) {
  for (std::size_t k = 0; k < K; ++k) s[k] = _mm256_sub_pd(least[k], _mm256_loadu_pd(p.face_offset() + 4 * k));
}

template <std::size_t K>
LAB_AVX2 FaceSummary summary_of(const PreparedPolygon& p, Polygon other, double slack) {
  __m256d least[K], s[K];
  least_of<K>(p, other, least);
  separations<K>(p, least, s);
  const __m256d above = _mm256_set1_pd(slack), below = _mm256_set1_pd(-slack), none = _mm256_set1_pd(-HUGE_VAL);
  __m256d most = none;
  unsigned gap = 0, sure = 0;
  for (std::size_t k = 0; k < K; ++k) {
    gap |= static_cast<unsigned>(_mm256_movemask_pd(_mm256_cmp_pd(s[k], above, _CMP_GT_OQ)));
    sure |= static_cast<unsigned>(_mm256_movemask_pd(_mm256_cmp_pd(s[k], below, _CMP_LT_OQ))) << (4 * k);
    most = _mm256_max_pd(s[k], most);
  }
  FaceSummary f;
  f.gap = gap != 0, f.sure = sure == (1u << (4 * K)) - 1;
  const __m256d m = widest_lane(most);
  f.most = _mm256_cvtsd_f64(m);
  if (!(f.most > -HUGE_VAL)) return f;
  const unsigned at = lanes_at<K>(s, m);
  f.best = __builtin_ctz(at);
  if (at & (at - 1)) return f.second = f.most, f;  // two faces share the widest
  __m256d rest = none;
  for (std::size_t k = 0; k < K; ++k)
    rest = _mm256_max_pd(_mm256_blendv_pd(s[k], none, _mm256_cmp_pd(s[k], m, _CMP_EQ_OQ)), rest);
  f.second = _mm256_cvtsd_f64(widest_lane(rest));
  return f;
}

/// The first vertex of q whose n · v (n.x·x + n.y·y) is `value`, the least of them; vertex 0 when
/// its own is NaN (a scan from it then never moves) or none is.
LAB_AVX2 std::size_t first_along(const PreparedPolygon& q, Vec2 n, double value) {
  const double* x = q.ray_parts();
  const std::size_t count = q.ray_edges();
  if (std::isnan(n.x * x[0] + n.y * x[count])) return 0;
  const __m256d nx = _mm256_set1_pd(n.x), ny = _mm256_set1_pd(n.y), at_value = _mm256_set1_pd(value);
  unsigned at = 0;
  for (std::size_t k = 0; k < count / 4; ++k) {
    const __m256d d = _mm256_add_pd(_mm256_mul_pd(nx, _mm256_loadu_pd(x + 4 * k)),
                                    _mm256_mul_pd(ny, _mm256_loadu_pd(x + count + 4 * k)));
    at |= static_cast<unsigned>(_mm256_movemask_pd(_mm256_cmp_pd(d, at_value, _CMP_EQ_OQ))) << (4 * k);
  }
  return at ? static_cast<std::size_t>(__builtin_ctz(at)) : 0;
}

template <std::size_t K, std::size_t L>
LAB_AVX2 WidestFace widest_of(const PreparedPolygon& a, const PreparedPolygon& b) {
  alignas(32) double least[4 * (K > L ? K : L)];
  __m256d la[K], lb[L], sa[K], sb[L];
  least_of<K>(a, b.outline(), la);
  least_of<L>(b, a.outline(), lb);
  separations<K>(a, la, sa);
  separations<L>(b, lb, sb);
  __m256d most = _mm256_set1_pd(-HUGE_VAL);
  for (std::size_t k = 0; k < K; ++k) most = _mm256_max_pd(sa[k], most);
  for (std::size_t k = 0; k < L; ++k) most = _mm256_max_pd(sb[k], most);
  const __m256d m = widest_lane(most);
  WidestFace w;
  w.separation = _mm256_cvtsd_f64(m);
  if (!(w.separation > -HUGE_VAL)) return w;
  const unsigned at_a = lanes_at<K>(sa, m);
  w.on_a = at_a != 0;
  w.edge = __builtin_ctz(w.on_a ? at_a : lanes_at<L>(sb, m));
  const PreparedPolygon &faces = w.on_a ? a : b, &other = w.on_a ? b : a;
  if (w.on_a) {
    for (std::size_t k = 0; k < K; ++k) _mm256_store_pd(least + 4 * k, la[k]);
  } else {
    for (std::size_t k = 0; k < L; ++k) _mm256_store_pd(least + 4 * k, lb[k]);
  }
  const auto i = static_cast<std::size_t>(w.edge);
  w.nearest = first_along(other, {faces.face_x()[i], faces.face_y()[i]}, least[i]);
  return w;
}

#undef LAB_AVX2
#define LAB_AVX2_CALL __attribute__((target("avx2,fma")))

}  // namespace

LAB_AVX2_CALL FaceSummary summary(const PreparedPolygon& p, Polygon other, double slack) {
  return p.faces() <= 8 ? summary_of<2>(p, other, slack) : summary_of<kFacePass / 4>(p, other, slack);
}

LAB_AVX2_CALL WidestFace widest_face(const PreparedPolygon& a, const PreparedPolygon& b) {
  constexpr std::size_t kMost = kFacePass / 4;
  if (a.faces() <= 8) return b.faces() <= 8 ? widest_of<2, 2>(a, b) : widest_of<2, kMost>(a, b);
  return b.faces() <= 8 ? widest_of<kMost, 2>(a, b) : widest_of<kMost, kMost>(a, b);
}

LAB_AVX2_CALL int most_opposed(const PreparedPolygon& p, Vec2 n) {
  const __m256d x = _mm256_set1_pd(n.x), y = _mm256_set1_pd(n.y), zero = _mm256_setzero_pd(),
                none = _mm256_set1_pd(HUGE_VAL);
  __m256d d[kFacePass / 4], least = none;
  const std::size_t vectors = p.faces() / 4;
  for (std::size_t k = 0; k < vectors; ++k) {  // n · u as dot(n, u) rounds it; +∞ for u = 0
    const __m256d ux = _mm256_loadu_pd(p.face_x() + 4 * k), uy = _mm256_loadu_pd(p.face_y() + 4 * k);
    const __m256d no_length = _mm256_and_pd(_mm256_cmp_pd(ux, zero, _CMP_EQ_OQ), _mm256_cmp_pd(uy, zero, _CMP_EQ_OQ));
    d[k] = _mm256_blendv_pd(_mm256_add_pd(_mm256_mul_pd(x, ux), _mm256_mul_pd(y, uy)), none, no_length);
    least = _mm256_min_pd(d[k], least);
  }
  least = _mm256_min_pd(least, _mm256_permute2f128_pd(least, least, 1));
  least = _mm256_min_pd(least, _mm256_permute_pd(least, 5));
  if (!(_mm256_cvtsd_f64(least) < HUGE_VAL)) return -1;
  unsigned at = 0;
  for (std::size_t k = 0; k < vectors; ++k)
    at |= static_cast<unsigned>(_mm256_movemask_pd(_mm256_cmp_pd(d[k], least, _CMP_EQ_OQ))) << (4 * k);
  return __builtin_ctz(at);
}

LAB_AVX2_CALL bool surely_farthest(const PreparedPolygon& p, std::size_t k, Vec2 u) {
  const double* x = p.ray_parts();
  const std::size_t count = p.ray_edges();
  const __m256d px = _mm256_set1_pd(x[k]), py = _mm256_set1_pd(x[count + k]), ux = _mm256_set1_pd(u.x),
                uy = _mm256_set1_pd(u.y), u_size = _mm256_set1_pd(std::fabs(u.x) + std::fabs(u.y));
  const __m256d sign = _mm256_set1_pd(-0.0), tiny = _mm256_set1_pd(0x1p-40), at_k = _mm256_set1_pd(double(k)),
                past = _mm256_set1_pd(double(p.size()));
  __m256d index = _mm256_set_pd(3, 2, 1, 0);
  unsigned behind = 0;
  for (std::size_t j = 0; j < count / 4; ++j, index = _mm256_add_pd(index, _mm256_set1_pd(4))) {
    const __m256d vx = _mm256_sub_pd(_mm256_loadu_pd(x + 4 * j), px);
    const __m256d vy = _mm256_sub_pd(_mm256_loadu_pd(x + count + 4 * j), py);
    const __m256d v_size = _mm256_add_pd(_mm256_andnot_pd(sign, vx), _mm256_andnot_pd(sign, vy));
    const __m256d room = _mm256_mul_pd(_mm256_mul_pd(tiny, v_size), u_size);
    const __m256d along = _mm256_add_pd(_mm256_mul_pd(vx, ux), _mm256_mul_pd(vy, uy));
    const __m256d skip = _mm256_or_pd(_mm256_cmp_pd(index, at_k, _CMP_EQ_OQ), _mm256_cmp_pd(index, past, _CMP_GE_OQ));
    const __m256d ok = _mm256_or_pd(skip, _mm256_cmp_pd(along, _mm256_xor_pd(room, sign), _CMP_LT_OQ));
    behind |= static_cast<unsigned>(_mm256_movemask_pd(ok)) << (4 * j);
  }
  return behind == (1u << count) - 1;
}

#undef LAB_AVX2_CALL

}  // namespace collide::fast::face_avx2
#endif
