// Every face of a prepared polygon against every vertex of another at once (prepared.hpp's
// least_separations): the contact points' and GJK's first look at small prepared pairs.
#include <algorithm>
#include <cmath>
#include <cstring>

#include "collide/contact_steps.hpp"
#include "collide/fast/detail.hpp"
#include "collide/fast/prepared.hpp"
#include "collide/fast/face_pass_avx2.hpp"
#include "collide/vec.hpp"

namespace collide::fast {
namespace {

/// W faces a vector, N faces in all, no branch: the padding's +∞ offsets give −∞.
template <std::size_t W, std::size_t N>
[[gnu::always_inline]] inline void pass(const PreparedPolygon& p, Polygon other, double* s) {
  typedef double Lanes __attribute__((vector_size(8 * W)));
  constexpr std::size_t kVectors = N / W;
  Lanes nx[kVectors], ny[kVectors], least[kVectors];
  for (std::size_t k = 0; k < kVectors; ++k) {
    std::memcpy(&nx[k], p.face_x() + W * k, sizeof(Lanes));
    std::memcpy(&ny[k], p.face_y() + W * k, sizeof(Lanes));
    least[k] = HUGE_VAL - Lanes{};
  }
  for (const Vec2 v : other) {
    const Lanes x = v.x - Lanes{}, y = v.y - Lanes{};
    for (std::size_t k = 0; k < kVectors; ++k) {
      const Lanes d = nx[k] * x + ny[k] * y;
      least[k] = d < least[k] ? d : least[k];
    }
  }
  for (std::size_t k = 0; k < kVectors; ++k) {
    Lanes offset;
    std::memcpy(&offset, p.face_offset() + W * k, sizeof(Lanes));
    const Lanes separation = least[k] - offset;
    std::memcpy(s + W * k, &separation, sizeof(Lanes));
  }
}

/// W faces a vector: each vertex of `other` against every face at once, the largest of its
/// separations folded out of the lanes.
template <std::size_t W>
struct Vectors {  // a typedef in a struct: GCC drops vector_size from one local to a template
  typedef double Lanes __attribute__((vector_size(8 * W)));
  typedef long long Mask __attribute__((vector_size(8 * W)));
};

template <std::size_t W, std::size_t N>
[[gnu::always_inline]] inline void deepest(const PreparedPolygon& p, Polygon other, double* s) {
  using Lanes = typename Vectors<W>::Lanes;
  constexpr std::size_t kVectors = N / W;
  Lanes nx[kVectors], ny[kVectors], offset[kVectors];
  for (std::size_t k = 0; k < kVectors; ++k) {
    std::memcpy(&nx[k], p.face_x() + W * k, sizeof(Lanes));
    std::memcpy(&ny[k], p.face_y() + W * k, sizeof(Lanes));
    std::memcpy(&offset[k], p.face_offset() + W * k, sizeof(Lanes));
  }
  for (std::size_t j = 0; j < other.size(); ++j) {
    const Lanes x = other[j].x - Lanes{}, y = other[j].y - Lanes{};
    Lanes most = -HUGE_VAL - Lanes{};
    for (std::size_t k = 0; k < kVectors; ++k) {
      const Lanes d = (nx[k] * x + ny[k] * y) - offset[k];
      most = d > most ? d : most;
    }
    double m = most[0];
    for (std::size_t l = 1; l < W; ++l) m = std::max(m, most[l]);
    s[j] = m;
  }
}

/// Whether c is inside every face by more than `slack`: each separation n_i · c − n_i · p_i, as
/// the pass rounds it, below −slack (the padding's −∞ always is). W faces a vector, no branch.
template <std::size_t W, std::size_t N>
[[gnu::always_inline]] inline bool inside_all(const PreparedPolygon& p, Vec2 c, double slack) {
  using Lanes = typename Vectors<W>::Lanes;
  const Lanes x = c.x - Lanes{}, y = c.y - Lanes{}, bound = -slack - Lanes{};
  typename Vectors<W>::Mask inside = ~typename Vectors<W>::Mask{};  // NaN: never inside
  for (std::size_t k = 0; k < N / W; ++k) {
    Lanes nx, ny, offset;
    std::memcpy(&nx, p.face_x() + W * k, sizeof(Lanes));
    std::memcpy(&ny, p.face_y() + W * k, sizeof(Lanes));
    std::memcpy(&offset, p.face_offset() + W * k, sizeof(Lanes));
    inside &= (nx * x + ny * y) - offset < bound;
  }
  for (std::size_t l = 1; l < W; ++l) inside[0] &= inside[l];
  return inside[0] != 0;
}

// One build for AVX2 with fused multiply-add (four faces a vector), one for the x86-64 baseline
// (two), as the small-pair kernel (small_pair.cpp) is built; 8 or 16 faces once padded.
#if defined(__x86_64__) && defined(__GNUC__)
#define LAB_FACE_PASS_AVX2 __attribute__((target("avx2,fma")))
#else
#define LAB_FACE_PASS_AVX2
#endif
LAB_FACE_PASS_AVX2 void pass_avx2(const PreparedPolygon& p, Polygon other, double* s) {
  if (p.faces() <= 8) return pass<4, 8>(p, other, s);
  pass<4, kFacePass>(p, other, s);
}
void pass_baseline(const PreparedPolygon& p, Polygon other, double* s) {
  if (p.faces() <= 8) return pass<2, 8>(p, other, s);
  pass<2, kFacePass>(p, other, s);
}
LAB_FACE_PASS_AVX2 void deepest_avx2(const PreparedPolygon& p, Polygon other, double* s) {
  if (p.faces() <= 8) return deepest<4, 8>(p, other, s);
  deepest<4, kFacePass>(p, other, s);
}
void deepest_baseline(const PreparedPolygon& p, Polygon other, double* s) {
  if (p.faces() <= 8) return deepest<2, 8>(p, other, s);
  deepest<2, kFacePass>(p, other, s);
}

LAB_FACE_PASS_AVX2 bool inside_avx2(const PreparedPolygon& p, Vec2 c, double slack) {
  return p.faces() <= 8 ? inside_all<4, 8>(p, c, slack) : inside_all<4, kFacePass>(p, c, slack);
}
bool inside_baseline(const PreparedPolygon& p, Vec2 c, double slack) {
  return p.faces() <= 8 ? inside_all<2, 8>(p, c, slack) : inside_all<2, kFacePass>(p, c, slack);
}

/// face_summary from stored separations: one pass of selects, no branch that depends on them.
FaceSummary summary_of(const double* s, std::size_t faces, double slack) {
  FaceSummary f;
  for (std::size_t i = 0; i < faces; ++i) {
    f.gap = f.gap | (s[i] > slack);
    f.sure = f.sure & (s[i] < -slack);
    const bool more = s[i] > f.most;
    f.second = more ? f.most : std::max(f.second, s[i]);
    f.best = more ? static_cast<int>(i) : f.best;
    f.most = more ? s[i] : f.most;
  }
  return f;
}

FaceSummary summary_baseline(const PreparedPolygon& p, Polygon other, double slack) {
  double s[kFacePass];
  pass_baseline(p, other, s);
  return summary_of(s, p.faces(), slack);
}

/// Vertex k of p is surely the farthest along u: every other vertex surely behind it.
bool surely_farthest_baseline(Polygon p, std::size_t k, Vec2 u) {
  bool farthest = true;
  for (std::size_t i = 0; i < p.size(); ++i) {
    const Vec2 v = p[i] - p[k];
    const double room = 0x1p-40 * (std::fabs(v.x) + std::fabs(v.y)) * (std::fabs(u.x) + std::fabs(u.y));
    farthest = farthest & (i == k || dot(v, u) < -room);
  }
  return farthest;
}

/// A's faces first: B's best wins only by more, as one walk over A's faces then B's.
WidestFace widest_face_baseline(const PreparedPolygon& a, const PreparedPolygon& b) {
  const FaceSummary on_a = summary_baseline(a, b.outline(), 0), on_b = summary_baseline(b, a.outline(), 0);
  WidestFace w;
  w.on_a = !(on_b.most > on_a.most);
  w.edge = w.on_a ? on_a.best : on_b.best;
  w.separation = w.on_a ? on_a.most : on_b.most;
  if (w.edge < 0) return w;
  const auto i = static_cast<std::size_t>(w.edge);
  const PreparedPolygon &faces = w.on_a ? a : b, &other = w.on_a ? b : a;
  w.nearest = contact_steps::least_along(other.outline(), {faces.face_x()[i], faces.face_y()[i]});
  return w;
}

}  // namespace

// The AVX2 builds where the processor runs them (face_pass_avx2.cpp): the same answers.
#if defined(__x86_64__) && defined(__GNUC__)
#define LAB_FACE_AVX2(fits, call) \
  if (simd == detail::Simd::kAvx2 && (fits)) return face_avx2::call
#else
#define LAB_FACE_AVX2(fits, call)
#endif

FaceSummary face_summary(const PreparedPolygon& p, Polygon other, double slack, [[maybe_unused]] detail::Simd simd) {
  LAB_FACE_AVX2(true, summary(p, other, slack));
  return summary_baseline(p, other, slack);
}

WidestFace widest_face(const PreparedPolygon& a, const PreparedPolygon& b, [[maybe_unused]] detail::Simd simd) {
  LAB_FACE_AVX2(true, widest_face(a, b));
  return widest_face_baseline(a, b);
}

int most_opposed(const PreparedPolygon& p, Vec2 n, [[maybe_unused]] detail::Simd simd) {
  LAB_FACE_AVX2(p.faces() <= kFacePass, most_opposed(p, n));
  return contact_steps::most_opposed(n, p.unit_normals().data(), p.size());
}

bool surely_farthest(const PreparedPolygon& p, std::size_t k, Vec2 u, [[maybe_unused]] detail::Simd simd) {
  LAB_FACE_AVX2(p.ray_edges() <= kFacePass, surely_farthest(p, k, u));
  return surely_farthest_baseline(p.outline(), k, u);
}
#undef LAB_FACE_AVX2

bool surely_inside(const PreparedPolygon& p, Vec2 c, double slack) {
  if (detail::widest_simd() == detail::Simd::kAvx2) return inside_avx2(p, c, slack);
  return inside_baseline(p, c, slack);
}

void least_separations(const PreparedPolygon& p, Polygon other, double* s) {
  if (detail::widest_simd() == detail::Simd::kAvx2) return pass_avx2(p, other, s);
  pass_baseline(p, other, s);
}

void greatest_separations(const PreparedPolygon& p, Polygon other, double* s) {
  if (detail::widest_simd() == detail::Simd::kAvx2) return deepest_avx2(p, other, s);
  deepest_baseline(p, other, s);
}

double face_slack(const PreparedPolygon& a, const PreparedPolygon& b) {
  const double largest = std::max({a.largest_x(), a.largest_y(), b.largest_x(), b.largest_y()});
  return 0x1p-40 * largest + bounds::kUnderflowFloor;
}

}  // namespace collide::fast
