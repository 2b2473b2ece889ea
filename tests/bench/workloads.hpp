// The inputs every contender gets: fixed seeds, so each run measures the same shapes.
#pragma once
#include <cmath>
#include <random>
#include <vector>

#include "collide/shapes.hpp"

namespace bench {

using collide::Vec2;
using Polygon = std::vector<Vec2>;

inline constexpr double pi = 3.14159265358979323846;

/// A convex polygon: n points on an ellipse with radii rx, ry, rotated by `angle`, centred at c,
/// counter-clockwise.
inline Polygon convex_ngon(int n, Vec2 c, double rx, double ry, double angle) {
  Polygon p;
  p.reserve(n);
  for (int i = 0; i < n; ++i) {
    const double t = 2 * pi * i / n;
    const Vec2 local{rx * std::cos(t), ry * std::sin(t)};
    p.push_back(c + Vec2{local.x * std::cos(angle) - local.y * std::sin(angle),
                         local.x * std::sin(angle) + local.y * std::cos(angle)});
  }
  return p;
}

/// A star with n spikes (2n vertices) between radii r_in and r_out, counter-clockwise.
inline Polygon star(int n, Vec2 c, double r_in, double r_out, double phase) {
  Polygon p;
  p.reserve(2 * n);
  for (int i = 0; i < 2 * n; ++i) {
    const double t = phase + pi * i / n;
    const double r = i % 2 == 0 ? r_out : r_in;
    p.push_back(c + r * Vec2{std::cos(t), std::sin(t)});
  }
  return p;
}

/// A pair of shapes placed for one case of a workload.
struct Pose {
  Vec2 offset;   ///< where B's centre goes
  double angle;  ///< B's rotation
};

/// `count` poses of B around A's centre at distances in [near, far): overlapping when far is small,
/// separated when near is large.
inline std::vector<Pose> poses(int count, double near, double far, unsigned seed) {
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<double> unit(0, 1);
  std::vector<Pose> out;
  for (int i = 0; i < count; ++i) {
    const double r = near + (far - near) * unit(rng);
    const double t = 2 * pi * unit(rng);
    out.push_back({{r * std::cos(t), r * std::sin(t)}, 2 * pi * unit(rng)});
  }
  return out;
}

}  // namespace bench
