// The book's first meeting edge pair, found through a tree of boxes (see first_crossing.hpp).
//
//   a complete binary tree over B's edges in order: leaf j holds edge j's box, each node the box
//   of its two children, so every node covers a run of consecutive edges;
//   for each edge of A in turn: walk the tree depth first, left child first, into every node
//   whose box meets the edge's box; the first leaf whose edge meets A's edge (the book's exact
//   segments_intersect) is the lowest-numbered one, because leaves are visited in edge order.
// A box is skipped only when closed boxes are disjoint, decided by comparisons alone: exact.
#include "collide/first_crossing.hpp"

#include <vector>

#include "collide/fast_detail.hpp"
#include "collide/segment.hpp"

namespace collide {

namespace {

using fast::detail::Box;

Box edge_box(Vec2 p, Vec2 q) {
  Box box;
  box.add(p), box.add(q);
  return box;
}

struct EdgeTree {
  Polygon polygon;
  std::size_t leaves = 1;
  std::vector<Box> node;  // node 1 the root, node k's children 2k and 2k + 1; leaf j is node leaves + j

  explicit EdgeTree(Polygon p) : polygon(p) {
    const std::size_t n = p.size();
    while (leaves < n) leaves *= 2;
    node.assign(2 * leaves, Box{});
    for (std::size_t j = 0; j < n; ++j) node[leaves + j] = edge_box(p[j], p[(j + 1) % n]);
    for (std::size_t k = leaves - 1; k >= 1; --k) {
      node[k] = node[2 * k];
      node[k].add(node[2 * k + 1]);
    }
  }

  // The lowest-numbered edge meeting the segment s–t, or −1. `stack` is scratch space.
  int first_meeting(Vec2 s, Vec2 t, std::vector<std::size_t>& stack) const {
    const Box box = edge_box(s, t);
    const std::size_t n = polygon.size();
    stack.assign(1, 1);
    while (!stack.empty()) {
      const std::size_t k = stack.back();
      stack.pop_back();
      if (!fast::detail::meet(node[k], box)) continue;
      if (k >= leaves) {
        const std::size_t j = k - leaves;
        if (segments_intersect(s, t, polygon[j], polygon[(j + 1) % n])) return static_cast<int>(j);
        continue;
      }
      stack.push_back(2 * k + 1);  // the right child after the whole left one
      stack.push_back(2 * k);
    }
    return -1;
  }
};

}  // namespace

EdgePairCount count_edge_pairs(Polygon a, Polygon b) {
  EdgePairCount out;
  const std::size_t n = a.size(), m = b.size();
  out.total = static_cast<long long>(n) * static_cast<long long>(m);
  if (n == 0 || m == 0) return out;
  const EdgeTree tree(b);
  std::vector<std::size_t> stack;
  for (std::size_t i = 0; i < n; ++i) {
    const int j = tree.first_meeting(a[i], a[(i + 1) % n], stack);
    if (j < 0) continue;
    out.edge_a = static_cast<int>(i), out.edge_b = j;
    out.tested = static_cast<long long>(i) * static_cast<long long>(m) + j + 1;
    out.collide = true;
    return out;
  }
  // No edges meet: apart, unless one sits inside the other (the book's two rays).
  out.tested = out.total;
  out.containment_a.emplace();
  out.collide = point_in_polygon(a[0], b, *out.containment_a);
  if (!out.collide) {
    out.containment_b.emplace();
    out.collide = point_in_polygon(b[0], a, *out.containment_b);
  }
  return out;
}

}  // namespace collide
