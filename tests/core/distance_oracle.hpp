// Test-only: the exact squared distance between two convex polygons on the 2⁻⁵⁶ grid, by brute
// force over every vertex–edge pair (polygon_oracle.hpp's integers; no code shared with the core).
#pragma once
#include <algorithm>
#include <cmath>
#include <glm/geometric.hpp>

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

/// Distance from p to the closed convex polygon in either winding (a point or a segment too), in
/// doubles: for checking that a witness point lies on its shape.
inline double distance_to(poly_oracle::Vec2 p, collide::Polygon polygon) {
  using V = poly_oracle::Vec2;
  const std::size_t n = polygon.size();
  auto cross = [](V u, V v) { return u.x * v.y - u.y * v.x; };
  double area = 0, best = INFINITY;
  for (std::size_t i = 0; i < n; ++i) area += cross(polygon[i], polygon[(i + 1) % n]);
  bool inside = n >= 3 && area != 0;
  for (std::size_t i = 0; i < n; ++i) {
    const V a = polygon[i], e = polygon[(i + 1) % n] - a;
    const double len2 = glm::dot(e, e);
    const double t = len2 > 0 ? std::clamp(glm::dot(p - a, e) / len2, 0.0, 1.0) : 0.0;
    best = std::min(best, glm::length(p - (a + t * e)));
    const double side = cross(e, p - a);
    inside = inside && (area > 0 ? side >= 0 : side <= 0);
  }
  return inside ? 0 : best;
}

}  // namespace distance_oracle
