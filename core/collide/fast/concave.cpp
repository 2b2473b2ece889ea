// Fast test for any two polygons: the book's edge test and containment, with the edge pairs
// pruned by two bounding-volume hierarchies over runs of consecutive edges.
//
// A pair is skipped only when the closed boxes of its two edges are disjoint, which min / max of
// the coordinates decide exactly; every pair that could meet gets the book's exact
// segments_intersect, and containment is the book's ray cast. So the verdict is the book's.
#include <algorithm>
#include <array>
#include <cmath>

#include "collide/concave.hpp"
#include "collide/fast/detail.hpp"
#include "collide/segment.hpp"

namespace collide::fast {

namespace {

using detail::Box;
using detail::meet;

// A complete binary tree over the polygon's leaves (runs of `per_leaf` consecutive edges),
// stored heap-style: node 1 is the root, node k has children 2k and 2k + 1, leaf i is node
// leaves + i. Padding leaves are empty boxes.
struct Hierarchy {
  Polygon polygon;
  std::size_t per_leaf = 1, leaves = 1;
  std::array<Box, 2 * kStackLeaves> node;

  explicit Hierarchy(Polygon p) : polygon(p) {
    const std::size_t n = p.size();
    per_leaf = std::max<std::size_t>(4, (n + kStackLeaves - 1) / kStackLeaves);
    const std::size_t used = (n + per_leaf - 1) / per_leaf;
    leaves = 1;
    while (leaves < used) leaves *= 2;
    for (std::size_t i = 0; i < leaves; ++i) {
      Box box;
      const std::size_t first = i * per_leaf, last = std::min(n, first + per_leaf);
      for (std::size_t e = first; e < last; ++e) box.add(p[e]), box.add(p[(e + 1) % n]);
      node[leaves + i] = box;
    }
    for (std::size_t k = leaves - 1; k >= 1; --k) {
      node[k] = node[2 * k];
      node[k].add(node[2 * k + 1]);
    }
  }
  bool is_leaf(std::size_t k) const { return k >= leaves; }
  std::size_t first_edge(std::size_t k) const { return (k - leaves) * per_leaf; }
  std::size_t end_edge(std::size_t k) const { return std::min(polygon.size(), first_edge(k) + per_leaf); }
  // The levels below node k (leaves are level 0): to descend the bigger of a pair first.
  int height(std::size_t k) const {
    int h = 0;
    for (std::size_t x = k; x < leaves; x *= 2) ++h;
    return h;
  }
};

Box edge_box(Vec2 p, Vec2 q) {
  Box box;
  box.add(p), box.add(q);
  return box;
}

// Some edge of A's leaf meets some edge of B's leaf (exact).
bool leaves_meet(const Hierarchy& ha, std::size_t ka, const Hierarchy& hb, std::size_t kb) {
  const Polygon a = ha.polygon, b = hb.polygon;
  const std::size_t n = a.size(), m = b.size();
  const Box& bb = hb.node[kb];
  for (std::size_t i = ha.first_edge(ka); i < ha.end_edge(ka); ++i) {
    const Vec2 p = a[i], q = a[(i + 1) % n];
    const Box box_a = edge_box(p, q);
    if (!meet(box_a, bb)) continue;
    for (std::size_t j = hb.first_edge(kb); j < hb.end_edge(kb); ++j) {
      const Vec2 r = b[j], s = b[(j + 1) % m];
      if (meet(box_a, edge_box(r, s)) && segments_intersect(p, q, r, s)) return true;
    }
  }
  return false;
}

}  // namespace

bool polygons_collide(Polygon a, Polygon b) {
  if (a.empty() || b.empty()) return false;
  const Box box_a(a), box_b(b);
  if (!meet(box_a, box_b)) return false;

  {
    const Hierarchy ha(a), hb(b);
    // Depth-first over pairs of nodes whose boxes meet, splitting the taller node of a pair.
    // Each pop pushes at most two pairs and the heights drop, so the stack stays shallow.
    std::array<std::pair<std::size_t, std::size_t>, 256> stack;
    std::size_t top = 0;
    stack[top++] = {1, 1};
    while (top > 0) {
      const auto [ka, kb] = stack[--top];
      if (!meet(ha.node[ka], hb.node[kb])) continue;
      const bool leaf_a = ha.is_leaf(ka), leaf_b = hb.is_leaf(kb);
      if (leaf_a && leaf_b) {
        if (leaves_meet(ha, ka, hb, kb)) return true;
      } else if (leaf_b || (!leaf_a && ha.height(ka) >= hb.height(kb))) {
        stack[top++] = {2 * ka + 1, kb};
        stack[top++] = {2 * ka, kb};
      } else {
        stack[top++] = {ka, 2 * kb + 1};
        stack[top++] = {ka, 2 * kb};
      }
    }
  }
  // No edges meet: apart, unless one sits inside the other (the book's order: A's vertex 0 in
  // B, then B's vertex 0 in A). A vertex outside the other's box is outside it.
  auto in_box = [](Vec2 v, const Box& box) {
    return box.min_x <= v.x && v.x <= box.max_x && box.min_y <= v.y && v.y <= box.max_y;
  };
  return (in_box(a[0], box_b) && point_in_polygon(a[0], b)) || (in_box(b[0], box_a) && point_in_polygon(b[0], a));
}

}  // namespace collide::fast
