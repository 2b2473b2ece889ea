// Test-only integer geometry, independent of the core: a convex hull on integer points with
// exact 64-bit arithmetic, and random convex polygons made from it.
#pragma once
#include <algorithm>
#include <cmath>
#include <numeric>
#include <vector>

#include "collide/shapes.hpp"
#include "exact_oracle.hpp"

namespace int_convex {

struct P {
  long long x = 0, y = 0;
  bool operator==(const P&) const = default;
};

inline long long cross(P o, P a, P b) { return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x); }

/// Counter-clockwise corners (no straight corners) from the lowest, then leftmost, point;
/// the two ends for collinear points, one point for equal ones.
inline std::vector<P> hull(std::vector<P> p) {
  std::sort(p.begin(), p.end(), [](P a, P b) { return a.x < b.x || (a.x == b.x && a.y < b.y); });
  p.erase(std::unique(p.begin(), p.end()), p.end());
  if (p.size() >= 3) {
    std::vector<P> h(2 * p.size());
    std::size_t k = 0;
    for (std::size_t i = 0; i < p.size(); ++i) {
      while (k >= 2 && cross(h[k - 2], h[k - 1], p[i]) <= 0) --k;
      h[k++] = p[i];
    }
    for (std::size_t i = p.size() - 1, lower = k + 1; i-- > 0;) {
      while (k >= lower && cross(h[k - 2], h[k - 1], p[i]) <= 0) --k;
      h[k++] = p[i];
    }
    h.resize(k - 1);
    p = h;
  }
  const auto lowest =
      std::min_element(p.begin(), p.end(), [](P a, P b) { return a.y < b.y || (a.y == b.y && a.x < b.x); });
  std::rotate(p.begin(), lowest, p.end());
  return p;
}

inline std::vector<collide::Vec2> to_doubles(const std::vector<P>& p) {
  std::vector<collide::Vec2> out;
  for (const P& q : p) out.push_back({static_cast<double>(q.x), static_cast<double>(q.y)});
  return out;
}

/// A random convex polygon with integer corners in [lo, hi]²: the hull of 1 to 6 points, in
/// either winding, from any corner, sometimes with a corner repeated.
inline std::vector<P> random_convex(oracle::Generator& g, int lo, int hi) {
  std::vector<P> points(static_cast<std::size_t>(g.integer(1, 6)));
  for (P& p : points) p = {g.integer(lo, hi), g.integer(lo, hi)};
  std::vector<P> h = hull(points);
  if (g.chance(0.5)) std::reverse(h.begin(), h.end());
  std::rotate(h.begin(), h.begin() + g.integer(0, static_cast<int>(h.size()) - 1), h.end());
  if (g.chance(0.2)) h.insert(h.begin(), h.front());
  return h;
}

// A convex polygon with many integer corners: the hull of points near a circle, with, at
// random, every lattice point along some edges (collinear vertices), repeated vertices, either
// winding, from any vertex.
inline std::vector<collide::Vec2> big_convex(oracle::Generator& g, int radius, int points, collide::Vec2 at) {
  std::vector<P> cloud;
  for (int k = 0; k < points; ++k) {
    const double t = g.uniform(0, 2 * M_PI);
    cloud.push_back({std::llround(radius * std::cos(t)), std::llround(radius * std::sin(t))});
  }
  // A few long straight sides: the corners of a box that cuts the circle.
  if (g.chance(0.5)) {
    const long long s = radius * 8 / 10;
    for (const auto& p : {P{-s, -s}, {s, -s}, {s, s}, {-s, s}}) cloud.push_back(p);
  }
  const std::vector<P> h = hull(cloud);
  std::vector<P> out;
  for (std::size_t i = 0; i < h.size(); ++i) {
    const P p = h[i], q = h[(i + 1) % h.size()];
    out.push_back(p);
    if (g.chance(0.3)) out.push_back(p);  // a repeated vertex
    const long long dx = q.x - p.x, dy = q.y - p.y, steps = std::gcd(std::llabs(dx), std::llabs(dy));
    if (steps > 1 && g.chance(0.3))
      for (long long s = 1; s < steps; ++s) out.push_back({p.x + dx / steps * s, p.y + dy / steps * s});
  }
  if (g.chance(0.5)) std::reverse(out.begin(), out.end());
  std::rotate(out.begin(), out.begin() + g.integer(0, static_cast<int>(out.size()) - 1), out.end());
  std::vector<collide::Vec2> polygon = to_doubles(out);
  for (collide::Vec2& v : polygon) v += at;
  return polygon;
}

}  // namespace int_convex
