// Random and degenerate inputs for the fast-path tests: convex polygons from small integer grids
// (so touching, shared edges and collinear vertices are common), the same scaled by non-dyadic
// factors, flat polygons, and arbitrary (concave, even self-crossing) outlines.
#pragma once
#include <algorithm>
#include <random>
#include <vector>

#include "portable_random.hpp"
#include "collide/convex.hpp"
#include "collide/shapes.hpp"

namespace fast_cases {

using collide::Vec2;
using Poly = std::vector<Vec2>;

inline double cross(Vec2 o, Vec2 a, Vec2 b) { return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x); }

/// Counter-clockwise convex hull of small-integer points (exact in doubles); with `keep_collinear`
/// the points on the hull's edges stay as vertices.
inline Poly hull(Poly pts, bool keep_collinear) {
  std::sort(pts.begin(), pts.end(), [](Vec2 a, Vec2 b) { return a.x < b.x || (a.x == b.x && a.y < b.y); });
  pts.erase(std::unique(pts.begin(), pts.end()), pts.end());
  if (pts.size() < 3) return pts;
  Poly h(2 * pts.size());
  std::size_t k = 0;
  auto bad = [&](double c) { return keep_collinear ? c < 0 : c <= 0; };
  for (std::size_t i = 0; i < pts.size(); ++i) {
    while (k >= 2 && bad(cross(h[k - 2], h[k - 1], pts[i]))) --k;
    h[k++] = pts[i];
  }
  for (std::size_t i = pts.size() - 1, t = k + 1; i-- > 0;) {
    while (k >= t && bad(cross(h[k - 2], h[k - 1], pts[i]))) --k;
    h[k++] = pts[i];
  }
  h.resize(k - 1);
  return h;
}

struct Gen {
  std::mt19937_64 rng;
  explicit Gen(unsigned seed) : rng(seed) {}
  int integer(int lo, int hi) { return portable::uniform_int_distribution<int>(lo, hi)(rng); }
  double real(double lo, double hi) { return portable::uniform_real_distribution<double>(lo, hi)(rng); }
  bool coin(double p = 0.5) { return real(0, 1) < p; }

  /// A convex polygon on the grid [lo, hi]², possibly flat, a segment or a point; random start
  /// vertex, random winding, sometimes a repeated vertex.
  Poly grid_convex(int lo, int hi) {
    Poly pts;
    const int count = integer(1, 7);
    const bool flat = coin(0.1);
    const Vec2 base{double(integer(lo, hi)), double(integer(lo, hi))};
    const Vec2 step{double(integer(-2, 2)), double(integer(-2, 2))};
    for (int i = 0; i < count; ++i) {
      pts.push_back(flat ? base + double(integer(-2, 2)) * step
                         : Vec2{double(integer(lo, hi)), double(integer(lo, hi))});
    }
    Poly p;
    if (flat) {
      // A flat outline in any order of its points (is_convex accepts every flat polygon).
      p = pts;
    } else {
      p = hull(pts, coin());
    }
    std::rotate(p.begin(), p.begin() + integer(0, int(p.size()) - 1), p.end());
    if (coin()) std::reverse(p.begin(), p.end());
    if (p.size() >= 2 && coin(0.1)) {
      const int k = integer(0, int(p.size()) - 1);
      p.insert(p.begin() + k, p[k]);
    }
    return p;
  }

  /// The same shapes, moved off the integers by a non-dyadic scale and offset.
  Poly scaled(Poly p, double s, Vec2 t) {
    for (Vec2& v : p) v = v * s + t;
    return p;
  }

  /// A convex polygon with many vertices on an ellipse (rounded coordinates), either winding.
  Poly ellipse(int n, Vec2 c, double rx, double ry, double phase) {
    Poly p;
    for (int i = 0; i < n; ++i) {
      const double t = phase + 6.283185307179586 * i / n;
      p.push_back(c + Vec2{rx * std::cos(t), ry * std::sin(t)});
    }
    if (coin()) std::reverse(p.begin(), p.end());
    return p;
  }

  /// Any outline: a star-shaped polygon around c with random radii (often concave), or random
  /// points (may cross itself).
  Poly outline(int n, Vec2 c, double r, bool integer_coords) {
    Poly p;
    const bool wild = coin(0.2);
    for (int i = 0; i < n; ++i) {
      const double t = 6.283185307179586 * (i + real(0, 0.9)) / n;
      const double radius = r * real(0.2, 1.0);
      Vec2 v = wild ? c + Vec2{real(-r, r), real(-r, r)} : c + radius * Vec2{std::cos(t), std::sin(t)};
      if (integer_coords) v = {std::round(v.x), std::round(v.y)};
      p.push_back(v);
    }
    if (coin()) std::reverse(p.begin(), p.end());
    return p;
  }
};

}  // namespace fast_cases
