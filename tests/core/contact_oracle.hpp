// Test-only exact contact points: the incident edge clipped against a given reference edge in
// rationals (Boost's cpp_rational; a double converts exactly), the edge's length divided out last
// in doubles. Independent of the core: its own clipping, its own separations.
#pragma once
#include <algorithm>
#include <array>
#include <cmath>
#include <span>

#include "exact_oracle.hpp"

namespace contact_oracle {

using collide::Vec2;
using oracle::Rational;
using RPoint = std::array<Rational, 2>;

inline RPoint exact(Vec2 p) { return {Rational(p.x), Rational(p.y)}; }
inline Rational dot(const RPoint& a, const RPoint& b) { return a[0] * b[0] + a[1] * b[1]; }
inline RPoint minus(const RPoint& a, const RPoint& b) { return {a[0] - b[0], a[1] - b[1]}; }

/// The clipping's ends and what was kept, exactly up to the last division by |edge|.
struct Exact {
  int ends = 0;                      ///< ends left after both side planes (2, or fewer: none kept)
  std::array<Vec2, 2> end_points{};  ///< those ends, rounded once to doubles
  std::array<double, 2> end_separations{};
  int count = 0;  ///< ends kept (separation ≤ 0, decided exactly)
  std::array<Vec2, 2> points{};
  std::array<double, 2> separations{};
  double nearest_call = INFINITY;  ///< the smallest |distance| a decision turned on, over the size
};

/// Keeps the part of segment `in` where the rational d(x) ≤ 0, in b2ClipSegmentToLine's order.
template <class D>
int clip(const std::array<RPoint, 2>& in, int n_in, D d, std::array<RPoint, 2>& out, Exact& e, double scale) {
  if (n_in < 2) return 0;
  const Rational d0 = d(in[0]), d1 = d(in[1]);
  e.nearest_call = std::min({e.nearest_call, std::fabs(double(d0)) / scale, std::fabs(double(d1)) / scale});
  int n = 0;
  if (d0 <= 0) out[n++] = in[0];
  if (d1 <= 0) out[n++] = in[1];
  if ((d0 < 0 && d1 > 0) || (d0 > 0 && d1 < 0)) {
    const Rational t = d0 / (d0 - d1);
    out[n++] = {in[0][0] + t * (in[1][0] - in[0][0]), in[0][1] + t * (in[1][1] - in[0][1])};
  }
  return n;
}

/// Vertex i of p, counting round.
inline Vec2 at(std::span<const Vec2> p, int i) { return p[static_cast<std::size_t>(i) % p.size()]; }

/// Clips `inc`'s edge `inc_edge` against `ref`'s edge `ref_edge`, whose outward normal is
/// turn·(e.y, −e.x) (turn +1: counter-clockwise). `size` scales nearest_call.
inline Exact exact_contact(std::span<const Vec2> ref, int ref_edge, int ref_turn, std::span<const Vec2> inc,
                           int inc_edge, double size) {
  const RPoint v1 = exact(at(ref, ref_edge)), v2 = exact(at(ref, ref_edge + 1));
  const RPoint e = minus(v2, v1), n = {ref_turn * e[1], -ref_turn * e[0]};
  const double length = std::sqrt(double(dot(e, e)));
  Exact out;
  const std::array<RPoint, 2> ends{exact(at(inc, inc_edge)), exact(at(inc, inc_edge + 1))};
  std::array<RPoint, 2> first{}, second{};
  const int n1 = clip(
      ends, 2, [&](const RPoint& x) { return dot(e, v1) - dot(e, x); }, first, out, length * size);
  out.ends = clip(
      first, n1, [&](const RPoint& x) { return dot(e, x) - dot(e, v2); }, second, out, length * size);
  for (int i = 0; i < (out.ends == 2 ? 2 : 0); ++i) {
    const Rational s = dot(n, minus(second[i], v1));
    out.nearest_call = std::min(out.nearest_call, std::fabs(double(s)) / (length * size));
    out.end_points[i] = {double(second[i][0]), double(second[i][1])};
    out.end_separations[i] = double(s) / length;
    if (s > 0) continue;
    out.points[out.count] = out.end_points[i];
    out.separations[out.count++] = out.end_separations[i];
  }
  return out;
}

/// Edge `edge`'s separation: the least n · (v − its start) over `other`'s vertices v, n its
/// outward unit normal; the least found in rationals, then divided by |edge|.
inline double exact_separation(std::span<const Vec2> polygon, int edge, int turn, std::span<const Vec2> other) {
  const RPoint p = exact(at(polygon, edge)), e = minus(exact(at(polygon, edge + 1)), p);
  const RPoint n = {turn * e[1], -turn * e[0]};
  Rational least = dot(n, minus(exact(other[0]), p));
  for (const Vec2 v : other) least = std::min(least, dot(n, minus(exact(v), p)));
  return double(least) / std::sqrt(double(dot(e, e)));
}

}  // namespace contact_oracle
