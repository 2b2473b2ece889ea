// Test-only: a SAT row's shadows computed exactly (100 decimal digits) from the shapes' own
// coordinates: the exact edge normal, its exact length, the exact dot products; never from the
// trace's rounded numbers. And the reading of printed numbers ("−3.036") as exact decimals.
#pragma once
#include "portable_random.hpp"
#include "exact_numbers.hpp"

#include <algorithm>
#include <cmath>
#include <random>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "collide/sat.hpp"

namespace sat_exact {

using collide::AxisOwner;
using collide::AxisStep;
using collide::Vec2;
// At least 100 decimal digits (exact_numbers.hpp: GMP's floats on the desktop, Boost's
// cpp_dec_float_100 in the browser build): every double held exactly, products to 100 digits.
using Dec = exact_numbers::Decimal100;

struct Exact {
  Dec lo, hi;
};

// The exact shadow of `points` on the axis n / |n|.
inline Exact shadow(std::span<const Vec2> points, const Dec& nx, const Dec& ny, const Dec& length) {
  Exact s{Dec(1e300), Dec(-1e300)};
  for (Vec2 p : points) {
    const Dec t = (Dec(p.x) * nx + Dec(p.y) * ny) / length;
    s.lo = std::min(s.lo, t), s.hi = std::max(s.hi, t);
  }
  return s;
}

// The row's exact shadows: A's polygon, and B's polygon or circle (centre c, radius r).
struct Pair {
  std::vector<Vec2> a, b;
  Vec2 c{};
  double r = -1;  // < 0: B is the polygon b
};

// The row's axis, exactly: the edge normal (p2.y − p1.y, p1.x − p2.x), or the circle's axis from
// A's vertex to the centre; oriented as the trace's axis, which only fixes which end is "low".
inline std::pair<Dec, Dec> exact_axis(const Pair& pair, const AxisStep& s) {
  Dec nx, ny;
  if (s.owner == AxisOwner::Circle) {
    const Vec2 v = pair.a[static_cast<std::size_t>(s.edge)];
    nx = Dec(pair.c.x) - Dec(v.x), ny = Dec(pair.c.y) - Dec(v.y);
  } else {
    const std::vector<Vec2>& poly = s.owner == AxisOwner::A ? pair.a : pair.b;
    const Vec2 p1 = poly[static_cast<std::size_t>(s.edge)],
               p2 = poly[(static_cast<std::size_t>(s.edge) + 1) % poly.size()];
    nx = Dec(p2.y) - Dec(p1.y), ny = Dec(p1.x) - Dec(p2.x);
  }
  if (nx * s.unit.x + ny * s.unit.y < 0) nx = -nx, ny = -ny;
  return {nx, ny};
}

inline std::pair<Exact, Exact> exact_shadows(const Pair& pair, const AxisStep& s) {
  const auto [nx, ny] = exact_axis(pair, s);
  const Dec length = sqrt(nx * nx + ny * ny);
  const Exact a = shadow(pair.a, nx, ny, length);
  if (pair.r < 0) return {a, shadow(pair.b, nx, ny, length)};
  const Dec centre = (Dec(pair.c.x) * nx + Dec(pair.c.y) * ny) / length;
  return {a, {centre - Dec(pair.r), centre + Dec(pair.r)}};
}

// "−3.036" → −3.036 exactly.
inline Dec read(std::string text) {
  for (std::size_t at; (at = text.find("\u2212")) != std::string::npos;) text.replace(at, 3, "-");
  return Dec(text);
}

inline std::pair<std::string, std::string> ends_of(const std::string& shadow) {
  const auto at = shadow.find("\u2026");
  return {shadow.substr(0, at), shadow.substr(at + 3)};
}

// The printed text is x correctly rounded at `places`: strictly nearer than half a unit.
inline bool rounded_right(const std::string& text, const Dec& x, int places) {
  return abs(read(text) - x) < Dec(0.5) * pow(Dec(10), -places);
}

// In units of 10^−places.
inline long long units(const std::string& text, int places) {
  return static_cast<long long>(round(read(text) * pow(Dec(10), places)));
}

// Convex polygons as a learner makes them: vertices on a circle, at random or on a grid of tenths
// or halves (where exact ties such as 0.125 and 3.255 come up).
inline std::vector<Vec2> random_convex(std::mt19937& rng, int grid = 0) {
  portable::uniform_real_distribution<double> coord(-6, 6), radius(0.2, 4), turn(0, 2 * M_PI);
  portable::uniform_int_distribution<int> corners(3, 8);
  const Vec2 centre{coord(rng), coord(rng)};
  const double r = radius(rng);
  std::vector<double> angles(static_cast<std::size_t>(corners(rng)));
  for (double& t : angles) t = turn(rng);
  std::sort(angles.begin(), angles.end());
  std::vector<Vec2> out;
  for (double t : angles) {
    Vec2 p = centre + r * Vec2{std::cos(t), std::sin(t)};
    if (grid > 0) p = {std::round(p.x * grid) / grid, std::round(p.y * grid) / grid};
    if (out.empty() || (p != out.back() && p != out.front())) out.push_back(p);
  }
  return out;
}

}  // namespace sat_exact
