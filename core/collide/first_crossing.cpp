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

#include "collide/edge_tree.hpp"
#include "collide/segment.hpp"

namespace collide {

namespace {

// B's edges, in order, as the tree's segments.
std::vector<std::pair<Vec2, Vec2>> edges_of(Polygon p) {
  std::vector<std::pair<Vec2, Vec2>> ends;
  ends.reserve(p.size());
  for (std::size_t j = 0; j < p.size(); ++j) ends.emplace_back(p[j], p[(j + 1) % p.size()]);
  return ends;
}

}  // namespace

EdgePairCount count_edge_pairs(Polygon a, Polygon b) {
  EdgePairCount out;
  const std::size_t n = a.size(), m = b.size();
  out.total = static_cast<long long>(n) * static_cast<long long>(m);
  if (n == 0 || m == 0) return out;
  const detail::EdgeTree tree(edges_of(b));
  std::vector<std::size_t> stack;
  for (std::size_t i = 0; i < n; ++i) {
    const Vec2 s = a[i], t = a[(i + 1) % n];
    const auto meets = [&](std::size_t j) { return segments_intersect(s, t, tree.segment(j).first, tree.segment(j).second); };
    const int j = tree.first_meeting(s, t, 0, meets, stack);
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
