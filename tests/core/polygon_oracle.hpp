// Test-only exact geometry for the polygon property tests, independent of the core.
//
// Every coordinate the generators make is a multiple of 2⁻⁵⁶ below 2⁵ in magnitude, so x·2⁵⁶
// is an integer below 2⁶¹, and every orientation, dot product and shoelace sum of such numbers
// fits a 128-bit integer (checked on the way in). The circle oracle squares cross products,
// so it switches to a checked 512-bit integer (an overflow would throw, never wrap).
//
// Index of this file:
//   [SECTION] Exact integers: a small vector on the stack, big and wide integers
//   [SECTION] Exact geometry: signs, segments, area, hull, winding
//   [SECTION] Random shapes: the generator, convex and star polygons, probes
#pragma once
#include <algorithm>
#include <array>
#include <boost/multiprecision/cpp_int.hpp>
#include <cmath>
#include <cstdint>
#include <initializer_list>
#include <random>
#include <stdexcept>

#include "portable_random.hpp"
#include "collide/shapes.hpp"

namespace poly_oracle {

__extension__ typedef __int128 Int;
__extension__ typedef unsigned __int128 UInt;
using Big = boost::multiprecision::checked_int512_t;
using collide::Vec2;

constexpr int kBits = 56;

// [SECTION] Exact integers: a small vector on the stack, big and wide integers

/// A vector of at most N elements that lives on the stack: the property tests make millions of
/// small polygons, and heap allocations (slow under AddressSanitizer) would dominate.
template <class T, std::size_t N = 32>
class Small {
 public:
  Small() = default;
  Small(std::initializer_list<T> list) {
    for (const T& v : list) push_back(v);
  }
  template <class It>
  Small(It first, It last) {
    for (; first != last; ++first) push_back(*first);
  }
  explicit Small(std::size_t n) { resize(n); }

  void push_back(const T& v) {
    check(size_ + 1);
    data_[size_++] = v;
  }
  T* insert(T* at, T v) {
    check(size_ + 1);
    std::move_backward(at, end(), end() + 1);
    *at = v;
    ++size_;
    return at;
  }
  T* erase(T* first, T* last) {
    size_ = static_cast<std::size_t>(std::move(last, end(), first) - begin());
    return first;
  }
  void resize(std::size_t n) {
    check(n);
    size_ = n;
  }
  void reserve(std::size_t) {}

  T* data() { return data_.data(); }
  const T* data() const { return data_.data(); }
  T* begin() { return data_.data(); }
  T* end() { return data_.data() + size_; }
  const T* begin() const { return data_.data(); }
  const T* end() const { return data_.data() + size_; }
  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  T& operator[](std::size_t i) { return data_[i]; }
  const T& operator[](std::size_t i) const { return data_[i]; }
  T& back() { return data_[size_ - 1]; }
  const T& back() const { return data_[size_ - 1]; }

 private:
  static void check(std::size_t n) {
    if (n > N) throw std::length_error("Small: more elements than its capacity");
  }
  std::array<T, N> data_{};
  std::size_t size_ = 0;
};

/// A polygon as the tests hold it (converts to collide::Polygon).
using Poly = Small<Vec2>;

/// x on the 2⁻⁵⁶ grid.
inline double snap(double x) { return std::ldexp(std::nearbyint(std::ldexp(x, kBits)), -kBits); }
inline Vec2 snap(Vec2 v) { return {snap(v.x), snap(v.y)}; }

/// x·2⁵⁶ exactly.
inline Int big(double x) {
  const double scaled = std::ldexp(x, kBits);
  if (scaled != std::nearbyint(scaled)) throw std::logic_error("coordinate off the 2^-56 grid");
  if (std::fabs(scaled) >= 0x1p61) throw std::logic_error("coordinate too large for the oracle");
  return static_cast<Int>(static_cast<std::int64_t>(scaled));
}

inline Big wide(Int v) {
  const bool negative = v < 0;
  const UInt u = negative ? static_cast<UInt>(-v) : static_cast<UInt>(v);
  Big r = Big(static_cast<std::uint64_t>(u >> 64));
  r <<= 64;
  r += Big(static_cast<std::uint64_t>(u));
  return negative ? Big(-r) : r;
}

inline Int abs(Int v) { return v < 0 ? -v : v; }

// [SECTION] Exact geometry: signs, segments, area, hull, winding

struct P {
  Int x, y;
  bool operator==(const P& o) const { return x == o.x && y == o.y; }
};
inline P big(Vec2 v) { return {big(v.x), big(v.y)}; }
inline Small<P> big(const Poly& polygon) {
  Small<P> out;
  out.reserve(polygon.size() + 2);
  for (const Vec2 v : polygon) out.push_back(big(v));
  return out;
}

template <class T>
int sign(const T& v) {
  return v > 0 ? 1 : (v < 0 ? -1 : 0);
}

/// (a − o) × (b − o)
inline Int cross(const P& o, const P& a, const P& b) { return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x); }
inline int orient(const P& a, const P& b, const P& c) { return sign(cross(a, b, c)); }
/// (a − o) · (b − o)
inline Int dot(const P& o, const P& a, const P& b) { return (a.x - o.x) * (b.x - o.x) + (a.y - o.y) * (b.y - o.y); }

/// p inside the box of a and b.
inline bool in_box(const P& p, const P& a, const P& b) {
  return std::min(a.x, b.x) <= p.x && p.x <= std::max(a.x, b.x) && std::min(a.y, b.y) <= p.y &&
         p.y <= std::max(a.y, b.y);
}
inline bool on_segment(const P& p, const P& a, const P& b) { return orient(a, b, p) == 0 && in_box(p, a, b); }

/// Closed segments ab and cd share a point (either may be a single point).
inline bool segments_meet(const P& a, const P& b, const P& c, const P& d) {
  const int o1 = orient(a, b, c), o2 = orient(a, b, d), o3 = orient(c, d, a), o4 = orient(c, d, b);
  if (o1 * o2 < 0 && o3 * o4 < 0) return true;
  return (o1 == 0 && in_box(c, a, b)) || (o2 == 0 && in_box(d, a, b)) || (o3 == 0 && in_box(a, c, d)) ||
         (o4 == 0 && in_box(b, c, d));
}

/// Twice the signed area.
inline Int area2(const Small<P>& poly) {
  Int sum = 0;
  for (std::size_t i = 0; i < poly.size(); ++i) {
    const P& a = poly[i];
    const P& b = poly[(i + 1) % poly.size()];
    sum += a.x * b.y - b.x * a.y;
  }
  return sum;
}

/// Convex hull, counter-clockwise, no collinear or repeated points (Andrew's monotone chain).
/// One point for coincident input, two for collinear input.
inline Small<std::size_t> hull(const Small<P>& pts) {
  Small<std::size_t> idx(pts.size());
  for (std::size_t i = 0; i < idx.size(); ++i) idx[i] = i;
  std::sort(idx.begin(), idx.end(), [&](std::size_t i, std::size_t j) {
    return pts[i].x < pts[j].x || (pts[i].x == pts[j].x && pts[i].y < pts[j].y);
  });
  idx.erase(std::unique(idx.begin(), idx.end(), [&](std::size_t i, std::size_t j) { return pts[i] == pts[j]; }),
            idx.end());
  if (idx.size() < 3) return idx;
  Small<std::size_t> h(2 * idx.size());
  std::size_t k = 0;
  for (std::size_t i = 0; i < idx.size(); ++i) {
    while (k >= 2 && orient(pts[h[k - 2]], pts[h[k - 1]], pts[idx[i]]) <= 0) --k;
    h[k++] = idx[i];
  }
  for (std::size_t i = idx.size() - 1, t = k + 1; i > 0; --i) {
    while (k >= t && orient(pts[h[k - 2]], pts[h[k - 1]], pts[idx[i - 1]]) <= 0) --k;
    h[k++] = idx[i - 1];
  }
  h.resize(k - 1);
  return h;
}

/// The hull of the points, as the points themselves (convex by construction).
inline Poly hull_of(const Poly& pts) {
  Poly out;
  out.reserve(pts.size());
  for (const std::size_t i : hull(big(pts))) out.push_back(pts[i]);
  return out;
}

/// The hull's points in order.
inline Small<P> hull_points(const Small<P>& pts) {
  Small<P> out;
  out.reserve(pts.size());
  for (const std::size_t i : hull(pts)) out.push_back(pts[i]);
  return out;
}

/// The hull's edges as segments (a point is one zero-length segment, two points one segment).
inline Small<std::pair<P, P>> hull_edges(const Small<P>& h) {
  Small<std::pair<P, P>> out;
  out.reserve(h.size());
  if (h.size() == 1) out.push_back({h[0], h[0]});
  if (h.size() == 2) out.push_back({h[0], h[1]});
  if (h.size() >= 3) {
    for (std::size_t i = 0; i < h.size(); ++i) out.push_back({h[i], h[(i + 1) % h.size()]});
  }
  return out;
}

/// p in the closed region of a counter-clockwise hull.
inline bool in_hull(const P& p, const Small<P>& h) {
  if (h.size() == 1) return p == h[0];
  if (h.size() == 2) return on_segment(p, h[0], h[1]);
  for (std::size_t i = 0; i < h.size(); ++i) {
    if (orient(h[i], h[(i + 1) % h.size()], p) < 0) return false;
  }
  return true;
}

/// Two convex regions (given by their hulls) share a point.
inline bool hulls_meet(const Small<P>& a, const Small<P>& b) {
  for (const auto& [p, q] : hull_edges(a)) {
    for (const auto& [r, s] : hull_edges(b)) {
      if (segments_meet(p, q, r, s)) return true;
    }
  }
  return in_hull(a[0], b) || in_hull(b[0], a);
}

/// |c − a|² ≤ r² for the segment ab's nearest point; r is the radius at scale 2⁵⁶.
/// Squared distances fit 128 bits; only the perpendicular case needs 512.
inline bool segment_within(const P& c, Int r, const P& a, const P& b) {
  auto dist2 = [](const P& u, const P& v) { return (u.x - v.x) * (u.x - v.x) + (u.y - v.y) * (u.y - v.y); };
  const Int r2 = r * r;
  if (a == b || dot(a, c, b) <= 0) return dist2(c, a) <= r2;
  if (dot(b, c, a) <= 0) return dist2(c, b) <= r2;
  const Big x = wide(cross(a, b, c));
  return x * x <= wide(r2) * wide(dist2(a, b));
}

/// The winding number of the polygon round p (Sunday's crossing rule); p not on the boundary.
inline int winding_number(const P& p, const Small<P>& poly) {
  int wn = 0;
  for (std::size_t i = 0; i < poly.size(); ++i) {
    const P& a = poly[i];
    const P& b = poly[(i + 1) % poly.size()];
    if (a.y <= p.y) {
      if (b.y > p.y && orient(a, b, p) > 0) ++wn;
    } else if (b.y <= p.y && orient(a, b, p) < 0) {
      --wn;
    }
  }
  return wn;
}

inline bool on_boundary(const P& p, const Small<P>& poly) {
  for (std::size_t i = 0; i < poly.size(); ++i) {
    if (on_segment(p, poly[i], poly[(i + 1) % poly.size()])) return true;
  }
  return false;
}

/// Even–odd inside, for p off the boundary.
inline bool inside_even_odd(const P& p, const Small<P>& poly) { return (winding_number(p, poly) % 2) != 0; }

// [SECTION] Random shapes: the generator, convex and star polygons, probes

/// Random inputs in three flavours: small integers (many exact coincidences), tenths (decimal
/// numbers that doubles round), and arbitrary doubles on the 2⁻⁶⁰ grid.
struct Gen {
  std::mt19937_64 rng;
  int mode = 0;
  explicit Gen(std::uint64_t seed) : rng(seed) {}

  int integer(int lo, int hi) { return portable::uniform_int_distribution<int>(lo, hi)(rng); }
  double uniform(double lo, double hi) { return portable::uniform_real_distribution<double>(lo, hi)(rng); }
  bool chance(double p) { return uniform(0, 1) < p; }
  void pick_mode() { mode = integer(0, 2); }

  double coordinate() {
    if (mode == 0) return integer(-6, 6);
    if (mode == 1) return integer(-60, 60) * 0.1;
    return snap(uniform(-8, 8));
  }
  Vec2 point() { return {coordinate(), coordinate()}; }
  double radius() {
    if (mode == 0) return integer(0, 8) * 0.5;
    if (mode == 1) return integer(0, 40) * 0.1;
    return snap(uniform(0, 4));
  }

  /// A point on the segment ab, rounded to the grid: exactly on it or a few ulps off.
  Vec2 along(Vec2 a, Vec2 b) {
    if (chance(0.5)) return snap((a + b) * 0.5);
    const double t = uniform(0, 1);
    return snap(a + t * (b - a));
  }
};

/// A convex polygon: the hull of a few random points, then (sometimes) an extra vertex exactly on
/// an edge, a repeated vertex, a random start, and either winding. Flat or single-point hulls stay.
inline Poly convex_polygon(Gen& g, int max_points) {
  Poly pts;
  const int k = g.integer(1, max_points);
  pts.reserve(static_cast<std::size_t>(k));
  for (int i = 0; i < k; ++i) pts.push_back(g.point());
  const Small<P> bigs = big(pts);
  Poly poly;
  poly.reserve(pts.size() + 2);
  for (const std::size_t i : hull(bigs)) poly.push_back(pts[i]);
  if (poly.size() >= 2 && g.chance(0.25)) {
    const std::size_t i = static_cast<std::size_t>(g.integer(0, static_cast<int>(poly.size()) - 1));
    const Vec2 a = poly[i], b = poly[(i + 1) % poly.size()];
    const Vec2 m = snap((a + b) * 0.5);
    if (orient(big(a), big(b), big(m)) == 0 && m != a && m != b) {
      poly.insert(poly.begin() + static_cast<std::ptrdiff_t>(i) + 1, m);
    }
  }
  if (g.chance(0.15)) {
    const std::size_t i = static_cast<std::size_t>(g.integer(0, static_cast<int>(poly.size()) - 1));
    poly.insert(poly.begin() + static_cast<std::ptrdiff_t>(i), poly[i]);
  }
  std::rotate(poly.begin(), poly.begin() + g.integer(0, static_cast<int>(poly.size()) - 1), poly.end());
  if (g.chance(0.5)) std::reverse(poly.begin(), poly.end());
  return poly;
}

/// A polygon around a centre with vertices at increasing angles (star-shaped, usually simple;
/// rounding can make it touch or cross itself), with repeats and on-edge vertices mixed in.
inline Poly star_polygon(Gen& g, int max_vertices) {
  const int n = g.integer(3, max_vertices);
  Small<double> angles;
  angles.reserve(static_cast<std::size_t>(n));
  for (int i = 0; i < n; ++i) angles.push_back(g.uniform(0, 2 * 3.141592653589793));
  std::sort(angles.begin(), angles.end());
  const Vec2 centre = g.mode == 0 ? Vec2{0, 0} : g.point() * 0.25;
  Poly poly;
  poly.reserve(static_cast<std::size_t>(n) + 2);
  for (const double angle : angles) {
    const double r = g.uniform(0.5, 5.5);
    Vec2 v{centre.x + r * std::cos(angle), centre.y + r * std::sin(angle)};
    if (g.mode == 0) v = {std::round(v.x), std::round(v.y)};
    if (g.mode == 1) v = {std::round(v.x * 10) * 0.1, std::round(v.y * 10) * 0.1};
    poly.push_back(snap(v));
  }
  if (g.chance(0.2)) {
    const std::size_t i = static_cast<std::size_t>(g.integer(0, n - 1));
    poly.insert(poly.begin() + static_cast<std::ptrdiff_t>(i), poly[i]);
  }
  if (g.chance(0.2)) {
    const std::size_t i = static_cast<std::size_t>(g.integer(0, n - 1));
    const Vec2 m = snap((poly[i] + poly[(i + 1) % poly.size()]) * 0.5);
    poly.insert(poly.begin() + static_cast<std::ptrdiff_t>(i) + 1, m);
  }
  if (g.chance(0.5)) std::reverse(poly.begin(), poly.end());
  return poly;
}

/// A test point for a polygon: random, a vertex, on or next to an edge, or level with a vertex.
inline Vec2 probe(Gen& g, const Poly& poly) {
  const int kind = g.integer(0, 4);
  if (poly.empty() || kind == 0) return g.point();
  const std::size_t i = static_cast<std::size_t>(g.integer(0, static_cast<int>(poly.size()) - 1));
  const Vec2 a = poly[i], b = poly[(i + 1) % poly.size()];
  if (kind == 1) return a;
  if (kind == 2) return g.along(a, b);
  if (kind == 3) return {g.coordinate(), a.y};  // level with a vertex: the strict-above rule
  return snap(a + Vec2{g.uniform(-0.5, 0.5), g.uniform(-0.5, 0.5)});
}

}  // namespace poly_oracle
