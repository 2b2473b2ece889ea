#include "collide/hull.hpp"

#include <algorithm>

#include "collide/exact/predicates.hpp"

namespace collide {

std::vector<Vec2> convex_hull(Polygon points) {
  // Sorted by x, then y: the lower chain is built left to right, the upper one back.
  std::vector<Vec2> p(points.begin(), points.end());
  std::sort(p.begin(), p.end(), [](Vec2 a, Vec2 b) { return a.x < b.x || (a.x == b.x && a.y < b.y); });
  p.erase(std::unique(p.begin(), p.end()), p.end());
  if (p.size() < 3) return p;
  std::vector<Vec2> hull(2 * p.size());
  std::size_t k = 0;
  // A corner that does not turn left (counter-clockwise) is dropped: that also drops points on a
  // straight stretch of the band.
  for (std::size_t i = 0; i < p.size(); ++i) {
    while (k >= 2 && orientation(hull[k - 2], hull[k - 1], p[i]) <= 0) --k;
    hull[k++] = p[i];
  }
  for (std::size_t i = p.size() - 1, lower = k + 1; i-- > 0;) {
    while (k >= lower && orientation(hull[k - 2], hull[k - 1], p[i]) <= 0) --k;
    hull[k++] = p[i];
  }
  hull.resize(k - 1);  // the last point is the first again
  return hull;
}

}  // namespace collide
