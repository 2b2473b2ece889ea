// Parallel edges by sorting their directions (see parallel_axes.hpp).
//
//   each edge with a direction, turned to point up (or level and to the right), so that an edge
//   and its reverse look the same;
//   sorted by angle (exact cross-product signs), ties kept in edge order;
//   in each run of equal angle, every edge but the first points to the first.
#include "collide/accel/parallel_axes.hpp"

#include <algorithm>
#include <cmath>
#include <numeric>

#include "collide/exact/predicates.hpp"

namespace collide::detail {

namespace {

// The edge turned to point into the upper half: angle in [0, π).
AxisEdge upward(AxisEdge e) {
  const auto [from, to] = e;
  const bool up = to.y > from.y || (to.y == from.y && to.x > from.x);
  return up ? e : AxisEdge{to, from};
}

}  // namespace

std::vector<int> first_parallel(std::span<const AxisEdge> edges) {
  std::vector<int> first(edges.size(), -1);
  std::vector<int> order;
  std::vector<AxisEdge> up(edges.size());
  std::vector<double> angle(edges.size());  // in [0, π]: a quick first comparison
  for (std::size_t k = 0; k < edges.size(); ++k) {
    up[k] = upward(edges[k]);
    angle[k] = direction_angle(up[k].first, up[k].second);
    if (edges[k].first != edges[k].second) order.push_back(static_cast<int>(k));
  }
  // Within the upper half, b turns after a exactly when cross(a, b) > 0: a strict order.
  auto turn = [&](int a, int b) {
    const auto idx = [](int i) { return static_cast<std::size_t>(i); };
    return sign_cross(up[idx(a)].first, up[idx(a)].second, up[idx(b)].first, up[idx(b)].second);
  };
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
    const double from = angle[static_cast<std::size_t>(a)], to = angle[static_cast<std::size_t>(b)];
    if (std::fabs(from - to) > kAngleSlack) return from < to;
    return turn(a, b) > 0;
  });
  for (std::size_t i = 1; i < order.size(); ++i) {
    const int before = order[i - 1], k = order[i];
    if (turn(before, k) != 0) continue;
    const int head = first[static_cast<std::size_t>(before)];
    first[static_cast<std::size_t>(k)] = head >= 0 ? head : before;
  }
  return first;
}

}  // namespace collide::detail
