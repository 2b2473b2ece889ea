// The tree of corners that can block an ear (see corner_tree.hpp).
#include "collide/corner_tree.hpp"

#include <algorithm>
#include <array>
#include <cmath>

#include "collide/bounds.hpp"
#include "collide/ear_clip_steps.hpp"
#include "collide/predicates.hpp"

namespace collide::detail {

namespace corner_tree_steps {

// C lies strictly right of the line A→B, surely: the rounded cross product is below zero by more
// than Shewchuk's bound on its error (bounds.hpp). When unsure the box is searched: never wrong.
bool surely_right(Vec2 a, Vec2 b, Vec2 c) {
  const double l = (b.x - a.x) * (c.y - a.y), r = (b.y - a.y) * (c.x - a.x);
  return l - r < -(bounds::kDeterminant * (std::abs(l) + std::abs(r)) + bounds::kUnderflowFloor);
}

// The box lies wholly on the outer side of the line A→B (every corner right of it), so no point
// in it is in a triangle that has A→B as a counter-clockwise edge.
bool outside_edge(const std::array<Vec2, 4>& box, Vec2 a, Vec2 b) {
  return std::all_of(box.begin(), box.end(), [&](Vec2 c) { return surely_right(a, b, c); });
}

// Whether the box lo–hi surely misses the closed counter-clockwise triangle P V N.
bool box_misses(Vec2 lo, Vec2 hi, Vec2 P, Vec2 V, Vec2 N) {
  if (hi.x < std::min({P.x, V.x, N.x}) || lo.x > std::max({P.x, V.x, N.x})) return true;
  if (hi.y < std::min({P.y, V.y, N.y}) || lo.y > std::max({P.y, V.y, N.y})) return true;
  const std::array<Vec2, 4> box{lo, Vec2{hi.x, lo.y}, hi, Vec2{lo.x, hi.y}};
  return outside_edge(box, P, V) || outside_edge(box, V, N) || outside_edge(box, N, P);
}

}  // namespace corner_tree_steps

CornerTree::CornerTree(Polygon polygon)
    : polygon_(polygon), order_(polygon.size()), place_(polygon.size()), nodes_(polygon.size()),
      active_(polygon.size(), 0) {
  for (std::size_t i = 0; i < order_.size(); ++i) order_[i] = static_cast<std::uint32_t>(i);
  build(0, order_.size());
  for (std::size_t k = 0; k < order_.size(); ++k) place_[order_[k]] = static_cast<std::uint32_t>(k);
}

void CornerTree::build(std::size_t lo, std::size_t hi) {
  if (lo >= hi) return;
  Node& node = nodes_[(lo + hi) / 2];
  node.lo = node.hi = polygon_[order_[lo]];
  for (std::size_t k = lo; k < hi; ++k) {
    const Vec2 p = polygon_[order_[k]];
    node.lo = {std::min(node.lo.x, p.x), std::min(node.lo.y, p.y)};
    node.hi = {std::max(node.hi.x, p.x), std::max(node.hi.y, p.y)};
  }
  // Split across the box's longer side, so boxes stay roughly square whatever the outline's shape.
  const bool by_x = node.hi.x - node.lo.x >= node.hi.y - node.lo.y;
  const auto mid = order_.begin() + static_cast<std::ptrdiff_t>((lo + hi) / 2);
  std::nth_element(order_.begin() + static_cast<std::ptrdiff_t>(lo), mid,
                   order_.begin() + static_cast<std::ptrdiff_t>(hi), [&](std::uint32_t a, std::uint32_t b) {
                     return by_x ? polygon_[a].x < polygon_[b].x : polygon_[a].y < polygon_[b].y;
                   });
  build(lo, (lo + hi) / 2);
  build((lo + hi) / 2 + 1, hi);
}

void CornerTree::set_active(std::size_t i, bool active) {
  if (static_cast<bool>(active_[i]) == active) return;
  active_[i] = active;
  // Down from the root to the node that holds i, counting it in or out of every node on the way.
  const std::size_t at = place_[i];
  std::size_t lo = 0, hi = order_.size();
  while (lo < hi) {
    const std::size_t mid = (lo + hi) / 2;
    nodes_[mid].active = active ? nodes_[mid].active + 1 : nodes_[mid].active - 1;
    if (at == mid) return;
    if (at < mid) hi = mid;
    else lo = mid + 1;
  }
}

int CornerTree::find_blocker(std::size_t p, std::size_t v, std::size_t q) const {
  const std::size_t ear[3] = {p, v, q};
  return search(0, order_.size(), ear);
}

int CornerTree::search(std::size_t lo, std::size_t hi, const std::size_t (&ear)[3]) const {
  if (lo >= hi) return -1;
  const std::size_t mid = (lo + hi) / 2;
  const Node& node = nodes_[mid];
  const Vec2 P = polygon_[ear[0]], V = polygon_[ear[1]], N = polygon_[ear[2]];
  if (node.active == 0 || corner_tree_steps::box_misses(node.lo, node.hi, P, V, N)) return -1;
  const std::size_t w = order_[mid];
  if (active_[w] && w != ear[0] && w != ear[1] && w != ear[2] && blocks(P, V, N, polygon_[w]))
    return static_cast<int>(w);
  const int left = search(lo, mid, ear);
  return left >= 0 ? left : search(mid + 1, hi, ear);
}

}  // namespace collide::detail
