// The tree of corners that can block an ear (see corner_tree.hpp).
#include "collide/accel/corner_tree.hpp"

#include <algorithm>
#include <array>
#include <cmath>

#include "collide/exact/bounds.hpp"
#include "collide/ear_clip_steps.hpp"
#include "collide/exact/predicates.hpp"

namespace collide::detail {

namespace corner_tree_steps {

// C lies strictly right of the line A→B, surely: the rounded cross product is below zero by more
// than Shewchuk's bound on its error (bounds.hpp). When unsure the box is searched: never wrong.
bool surely_right(Vec2 a, Vec2 b, Vec2 c) {
  const double l = (b.x - a.x) * (c.y - a.y), r = (b.y - a.y) * (c.x - a.x);
  return l - r < -(bounds::kDeterminant * (std::abs(l) + std::abs(r)) + bounds::kUnderflowFloor);
}

// The box lo–hi lies wholly on the outer side of the line A→B, so no point in it is in a triangle
// that has A→B as a counter-clockwise edge: its corner farthest to the left of A→B is right of it.
bool outside_edge(Vec2 lo, Vec2 hi, Vec2 a, Vec2 b) {
  const Vec2 leftmost{b.y - a.y <= 0 ? hi.x : lo.x, b.x - a.x >= 0 ? hi.y : lo.y};
  return surely_right(a, b, leftmost);
}

// Whether the box lo–hi surely misses the closed counter-clockwise triangle P V N (box tlo–thi).
bool box_misses(Vec2 lo, Vec2 hi, Vec2 P, Vec2 V, Vec2 N, Vec2 tlo, Vec2 thi) {
  if (hi.x < tlo.x || lo.x > thi.x || hi.y < tlo.y || lo.y > thi.y) return true;
  return outside_edge(lo, hi, P, V) || outside_edge(lo, hi, V, N) || outside_edge(lo, hi, N, P);
}

}  // namespace corner_tree_steps

struct CornerTree::Ear {
  Vec2 P, V, N, lo, hi;
  std::size_t p, v, q;
};

CornerTree::CornerTree(Polygon polygon)
    : polygon_(polygon),
      order_(polygon.size()),
      place_(polygon.size()),
      points_(polygon.size()),
      active_(polygon.size(), 0),
      nodes_(polygon.size()) {
  for (std::size_t i = 0; i < order_.size(); ++i) order_[i] = static_cast<std::uint32_t>(i);
  build(0, order_.size());
  for (std::size_t k = 0; k < order_.size(); ++k) {
    place_[order_[k]] = static_cast<std::uint32_t>(k);
    points_[k] = polygon_[order_[k]];
  }
}

void CornerTree::build(std::size_t lo, std::size_t hi) {
  if (hi - lo <= kBucket) return;
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
  const std::size_t at = place_[i];
  if (static_cast<bool>(active_[at]) == active) return;
  active_[at] = active;
  // Down from the root to the node that holds i, counting it in or out of every node on the way.
  std::size_t lo = 0, hi = order_.size();
  while (lo < hi) {
    const std::size_t mid = (lo + hi) / 2;
    nodes_[mid].active = active ? nodes_[mid].active + 1 : nodes_[mid].active - 1;
    if (at == mid || hi - lo <= kBucket) return;
    if (at < mid)
      hi = mid;
    else
      lo = mid + 1;
  }
}

int CornerTree::find_blocker(std::size_t p, std::size_t v, std::size_t q) const {
  const Vec2 P = polygon_[p], V = polygon_[v], N = polygon_[q];
  const Ear ear{P,
                V,
                N,
                {std::min({P.x, V.x, N.x}), std::min({P.y, V.y, N.y})},
                {std::max({P.x, V.x, N.x}), std::max({P.y, V.y, N.y})},
                p,
                v,
                q};
  return search(0, order_.size(), ear);
}

// The first active vertex of order_[lo..hi) that blocks the ear, one by one.
int CornerTree::scan(std::size_t lo, std::size_t hi, const Ear& ear) const {
  for (std::size_t k = lo; k < hi; ++k) {
    const Vec2 w = points_[k];
    if (!active_[k] || w.x < ear.lo.x || w.x > ear.hi.x || w.y < ear.lo.y || w.y > ear.hi.y) continue;
    if (corner_tree_steps::surely_right(ear.P, ear.V, w) || corner_tree_steps::surely_right(ear.V, ear.N, w) ||
        corner_tree_steps::surely_right(ear.N, ear.P, w))
      continue;  // surely outside: the exact test below would say so too
    const std::size_t i = order_[k];
    if (i != ear.p && i != ear.v && i != ear.q && blocks(ear.P, ear.V, ear.N, w)) return static_cast<int>(i);
  }
  return -1;
}

int CornerTree::search(std::size_t lo, std::size_t hi, const Ear& ear) const {
  const std::size_t mid = (lo + hi) / 2;
  if (lo >= hi || nodes_[mid].active == 0) return -1;
  if (hi - lo <= kBucket) return scan(lo, hi, ear);
  if (corner_tree_steps::box_misses(nodes_[mid].lo, nodes_[mid].hi, ear.P, ear.V, ear.N, ear.lo, ear.hi)) return -1;
  if (const int own = scan(mid, mid + 1, ear); own >= 0) return own;
  const int left = search(lo, mid, ear);
  return left >= 0 ? left : search(mid + 1, hi, ear);
}

}  // namespace collide::detail
