#include "window/seen_corners.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>

namespace lab {

// From each kept point `a`, the chord may run on to the next point p while its direction stays in
// every cone of the points it passes: a point at distance d from `a` in direction θ is within
// `tolerance` of a ray from `a` whose direction is within asin(tolerance / d) of θ. The ray is the
// chord where no point passed lies farther from `a` than p does (each passed point's foot then falls
// on the chord, not past p), and a point within `tolerance` of `a` is near any chord from it. One
// pass, O(n): no point is tested against a chord twice.
Polyline seen_corners(const Polyline& line, double tolerance) {
  if (line.size() <= 2) return line;
  Polyline kept{line.front()};
  const double inf = std::numeric_limits<double>::infinity();
  std::size_t from = 0;
  while (from + 1 < line.size()) {
    const Vec2 a = line[from];
    const Vec2 first = line[from + 1] - a;
    const double start = std::atan2(first.y, first.x);  // directions are measured from the first
    double lo = -inf, hi = inf, farthest = 0;
    std::size_t to = from + 1;
    for (std::size_t j = from + 1; j < line.size(); ++j) {
      const Vec2 p = line[j] - a;
      const double d = std::hypot(p.x, p.y);
      const double angle = std::remainder(std::atan2(p.y, p.x) - start, 2 * std::numbers::pi);
      if (j > from + 1 && !(lo <= angle && angle <= hi && farthest <= d)) break;  // not finite: kept
      to = j;
      if (d > tolerance) {
        const double half = std::asin(tolerance / d);
        lo = std::max(lo, angle - half), hi = std::min(hi, angle + half);
      }
      farthest = std::max(farthest, d);
    }
    kept.push_back(line[to]);
    from = to;
  }
  return kept;
}

}  // namespace lab
