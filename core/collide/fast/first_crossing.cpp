// The book's first meeting edge pair, found through a tree of boxes, then sweeps (see
// first_crossing.hpp).
//
//   a complete binary tree over B's edges in order: leaf j holds edge j's box, each node the box
//   of its two children, so every node covers a run of consecutive edges;
//   for each edge of A in turn: walk the tree depth first, left child first, into every node
//   whose box meets the edge's box; the first leaf whose edge meets A's edge (the book's exact
//   segments_intersect) is the lowest-numbered one, because leaves are visited in edge order.
// A box is skipped only when closed boxes are disjoint, decided by comparisons alone: exact.
//   past the tree's budget: one sweep over B's edges numbered 0 … m − 1 and A's still in play
//   numbered m + i, so that A's edge is the later one of every pair of A's and B's; going on past
//   each pair it meets, it names the least later edge of any (simple_sweep.hpp).
#include "collide/fast/first_crossing.hpp"

#include <cmath>
#include <vector>

#include "collide/accel/edge_tree.hpp"
#include "collide/segment.hpp"
#include "collide/accel/simple_sweep.hpp"

namespace collide {

namespace first_crossing_steps {

using Edges = std::vector<std::pair<Vec2, Vec2>>;
using Pair = std::pair<std::size_t, std::size_t>;

// A polygon's edges, in order.
Edges edges_of(Polygon p) {
  Edges ends;
  ends.reserve(p.size());
  for (std::size_t j = 0; j < p.size(); ++j) ends.emplace_back(p[j], p[(j + 1) % p.size()]);
  return ends;
}

// The book's loop, A's edges in turn against the tree of B's edges.
struct TreeLoop {
  const Edges& a;
  detail::EdgeTree tree;
  std::vector<std::size_t> stack;
  long long tests = 0;  // segment tests made, in all

  // B's first edge meeting A's edge i; −1 for none, −2 when the budget ran out first.
  int first_for(std::size_t i, long long& budget) {
    const Vec2 s = a[i].first, t = a[i].second;
    const auto meets = [&](std::size_t j) {
      ++tests;
      return segments_intersect(s, t, tree.segment(j).first, tree.segment(j).second);
    };
    return tree.first_meeting(s, t, 0, meets, stack, budget);
  }
  // From A's edge `from` on: the first pair, or nothing (`from` is where the budget ran out, or
  // A's edge count when no pair meets).
  std::optional<Pair> run(std::size_t& from, long long budget) {
    for (; from < a.size(); ++from) {
      const int j = first_for(from, budget);
      if (j == -2) return std::nullopt;
      if (j >= 0) return Pair{from, static_cast<std::size_t>(j)};
    }
    return std::nullopt;
  }
};

// The sweep's view of an outline: its edges of non-zero length in order (a repeated vertex makes
// an edge of none, and whatever meets it meets the edge before it, which ends at that point), and
// each one's index among all the edges.
struct SweptEdges {
  Edges edges;
  std::vector<std::size_t> index;
};
SweptEdges with_length(const Edges& all) {
  SweptEdges out;
  for (std::size_t k = 0; k < all.size(); ++k)
    if (all[k].first != all[k].second) out.edges.push_back(all[k]), out.index.push_back(k);
  return out;
}

// The least edge of A from `from` on that meets an edge of B, by one sweep (simple_sweep.hpp)
// over B's edges followed by A's, that drops the later edge of each pair it meets and goes on:
// it finds the least later edge of any meeting pair. Edges of one outline that only touch (an end
// on the other) do not count; those of A and B always do. One of B's: B crosses itself, not sure.
// One of A's: no two of B's edges meet, so it is A's least edge meeting B's, unless A crosses
// itself there (the caller's tree finds no edge of B for it). A's edges of no length at its vertex
// 0 come first, and are asked of B's edges directly. −1: no pair meets at all; nothing: not sure.
std::optional<long long> first_edge_by_sweep(const Edges& a, const Edges& b, std::size_t from) {
  const SweptEdges sa = with_length(a), sb = with_length(b);
  if (sb.edges.empty()) {  // B is one point: the first of A's edges through it
    for (std::size_t i = from; i < a.size(); ++i)
      if (segments_intersect(b[0].first, b[0].first, a[i].first, a[i].second)) return static_cast<long long>(i);
    return -1;
  }
  // Edges 0, 1, … of no length at A's vertex 0 come before the edge that ends there: B meets
  // them when one of its edges goes through that point.
  if (from < a.size() && a[from].first == a[from].second && a[0].first == a[from].first) {
    for (const auto& e : sb.edges)
      if (segments_intersect(a[0].first, a[0].first, e.first, e.second)) return static_cast<long long>(from);
  }
  Edges both(sb.edges);
  both.insert(both.end(), sa.edges.begin(), sa.edges.end());
  for (const auto& [p, q] : both)
    if (!std::isfinite(p.x) || !std::isfinite(p.y)) return std::nullopt;
  const std::size_t m = sb.edges.size();
  std::vector<std::size_t> ids;
  ids.reserve(both.size());
  for (std::size_t k = 0; k < both.size(); ++k)
    if (k < m || sa.index[k - m] >= from) ids.push_back(k);
  const detail::SweepMeeting s = detail::sweep_meeting(both, ids, true, m, true);
  if (s.kind == detail::SweepMeeting::Doubtful || (s.kind == detail::SweepMeeting::Found && s.b < m))
    return std::nullopt;
  return s.kind == detail::SweepMeeting::Found ? static_cast<long long>(sa.index[s.b - m]) : -1;
}

// The book's first pair past the loop's budget, which ran out at A's edge `from`: through the
// sweep when it is sure, else (or when A's edge it names meets none of B's) the loop with no budget.
std::optional<Pair> first_pair_past_budget(TreeLoop& loop, const Edges& b, std::size_t from) {
  const auto first = first_edge_by_sweep(loop.a, b, from);
  if (first && *first < 0) return std::nullopt;
  if (first) {
    long long unlimited = -1;
    const auto i = static_cast<std::size_t>(*first);
    const int j = loop.first_for(i, unlimited);
    if (j >= 0) return Pair{i, static_cast<std::size_t>(j)};
    from = i;  // A crosses itself at edge i; none of A's edges before it meets one of B's
  }
  return loop.run(from, -1);
}

}  // namespace first_crossing_steps

EdgePairCount count_edge_pairs(Polygon a, Polygon b, long long tree_budget) {
  using namespace first_crossing_steps;
  EdgePairCount out;
  const std::size_t n = a.size(), m = b.size();
  out.total = static_cast<long long>(n) * static_cast<long long>(m);
  if (n == 0 || m == 0) return out;
  const Edges a_edges = edges_of(a), b_edges = edges_of(b);
  TreeLoop loop{a_edges, detail::EdgeTree(b_edges), {}};
  std::size_t from = 0;
  auto pair = loop.run(from, tree_budget);
  if (!pair && from < n) pair = first_pair_past_budget(loop, b_edges, from);
  out.segment_tests = loop.tests;
  if (pair) {
    out.edge_a = static_cast<int>(pair->first), out.edge_b = static_cast<int>(pair->second);
    out.tested = static_cast<long long>(pair->first) * static_cast<long long>(m) + out.edge_b + 1;
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
