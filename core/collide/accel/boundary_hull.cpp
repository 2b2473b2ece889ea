// The hull's rim with its straight stretches kept (see boundary_hull.hpp).
//
// Andrew's monotone chain over the distinct points sorted by x, then y: a lower chain left to
// right, an upper one back; a point is dropped only where the chain turns clockwise, so points
// on a straight stretch stay. With some area, points on a vertical side at either end are
// visited twice, once by each chain, and the chain that meets them the wrong way round drops
// them at its next turn.
#include "collide/accel/boundary_hull.hpp"

#include <algorithm>
#include <numeric>

#include "collide/exact/predicates.hpp"

namespace collide::detail {

namespace {

// The polygon's indices sorted by point (x, then y), each point once, with its smallest index.
std::vector<std::uint32_t> distinct_sorted(Polygon polygon) {
  std::vector<std::uint32_t> order(polygon.size());
  std::iota(order.begin(), order.end(), 0u);
  std::stable_sort(order.begin(), order.end(), [&](std::uint32_t i, std::uint32_t j) {
    const Vec2 a = polygon[i], b = polygon[j];
    return a.x < b.x || (a.x == b.x && a.y < b.y);
  });
  order.erase(std::unique(order.begin(), order.end(),
                          [&](std::uint32_t i, std::uint32_t j) { return polygon[i] == polygon[j]; }),
              order.end());
  return order;
}

// Whether every point lies on the line through the first and the last (sorted) one.
bool flat(Polygon polygon, const std::vector<std::uint32_t>& order) {
  const Vec2 first = polygon[order.front()], last = polygon[order.back()];
  return std::all_of(order.begin(), order.end(),
                     [&](std::uint32_t i) { return orientation(first, last, polygon[i]) == 0; });
}

}  // namespace

BoundaryHull boundary_hull(Polygon polygon) {
  BoundaryHull out;
  const std::vector<std::uint32_t> p = distinct_sorted(polygon);
  if (p.size() < 3 || flat(polygon, p)) return out;
  std::vector<std::uint32_t> chain(2 * p.size());
  std::size_t k = 0;
  auto turns_clockwise = [&](std::uint32_t next) {
    return orientation(polygon[chain[k - 2]], polygon[chain[k - 1]], polygon[next]) < 0;
  };
  for (std::size_t i = 0; i < p.size(); ++i) {
    while (k >= 2 && turns_clockwise(p[i])) --k;
    chain[k++] = p[i];
  }
  for (std::size_t i = p.size() - 1, lower = k + 1; i-- > 0;) {
    while (k >= lower && turns_clockwise(p[i])) --k;
    chain[k++] = p[i];
  }
  chain.resize(k - 1);  // the last point is the first again
  out.index = std::move(chain);
  out.points.reserve(out.index.size());
  for (std::uint32_t i : out.index) out.points.push_back(polygon[i]);
  return out;
}

}  // namespace collide::detail
