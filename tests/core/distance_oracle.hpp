// Test-only: the exact squared distance between two convex polygons on the 2⁻⁵⁶ grid, by brute
// force over every vertex–edge pair (polygon_oracle.hpp's integers; no code shared with the core).
#pragma once
#include <cmath>

#include "polygon_oracle.hpp"

namespace distance_oracle {

using poly_oracle::Big;
using poly_oracle::Int;
using poly_oracle::P;

/// num / den, at scale 2¹¹² (squared 2⁵⁶ units); den > 0.
struct Fraction {
  Big num{0}, den{1};
  bool operator<(const Fraction& o) const { return num * o.den < o.num * den; }
  bool operator==(const Fraction& o) const { return num * o.den == o.num * den; }
  /// The value in world units², rounded.
  double value() const {
    return std::ldexp(num.convert_to<double>() / den.convert_to<double>(), -2 * poly_oracle::kBits);
  }
};

/// |p − s|² for the segment ab's point s nearest p, exactly.
inline Fraction point_segment(const P& p, const P& a, const P& b) {
  auto d2 = [](const P& u, const P& v) {
    return poly_oracle::wide(u.x - v.x) * poly_oracle::wide(u.x - v.x) +
           poly_oracle::wide(u.y - v.y) * poly_oracle::wide(u.y - v.y);
  };
  const Big len2 = d2(a, b), t = poly_oracle::wide(poly_oracle::dot(a, p, b));
  if (len2 == 0 || t <= 0) return {d2(p, a), Big(1)};
  if (t >= len2) return {d2(p, b), Big(1)};
  const Big c = poly_oracle::wide(poly_oracle::cross(a, b, p));
  return {c * c, len2};
}

/// The squared distance between the hulls of a and b: 0 when they meet.
inline Fraction squared_distance(const poly_oracle::Poly& a, const poly_oracle::Poly& b) {
  const auto ha = poly_oracle::hull_points(poly_oracle::big(a));
  const auto hb = poly_oracle::hull_points(poly_oracle::big(b));
  if (poly_oracle::hulls_meet(ha, hb)) return {};
  Fraction best{Big(-1), Big(1)};
  auto consider = [&](const Fraction& f) {
    if (best.num < 0 || f < best) best = f;
  };
  for (const auto& [p, q] : poly_oracle::hull_edges(hb)) {
    for (const P& v : ha) consider(point_segment(v, p, q));
  }
  for (const auto& [p, q] : poly_oracle::hull_edges(ha)) {
    for (const P& v : hb) consider(point_segment(v, p, q));
  }
  return best;
}

}  // namespace distance_oracle
