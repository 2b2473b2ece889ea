// The book's first meeting pair of edges of an outline (see self_meeting.hpp).
#include "collide/accel/self_meeting.hpp"

#include <algorithm>

#include "collide/accel/edge_tree.hpp"
#include "collide/segment.hpp"
#include "collide/accel/simple_sweep.hpp"

namespace collide::detail {

namespace self_meeting_steps {

using Pair = std::pair<std::size_t, std::size_t>;
using Edges = std::vector<std::pair<Vec2, Vec2>>;

bool edges_meet(const Edges& edges, std::size_t a, std::size_t b) {
  return segments_intersect(edges[a].first, edges[a].second, edges[b].first, edges[b].second);
}

// The book's loop through the tree of edge boxes, from edge `from` on.
struct TreeLoop {
  const Edges& edges;
  EdgeTree tree;
  std::vector<std::size_t> stack;

  // The first l ≥ k + 2 meeting edge k; −1 for none; −2 when the budget ran out first.
  int first_for(std::size_t k, long long& budget) {
    const auto meets = [&](std::size_t l) {
      return !outline_neighbours(k, l, edges.size()) && edges_meet(edges, k, l);
    };
    return tree.first_meeting(edges[k].first, edges[k].second, k + 2, meets, stack, budget);
  }
  // The loop from `from` on: the pair, or nothing (with `from` where it stopped if the budget ran out).
  std::optional<Pair> run(std::size_t& from, long long budget) {
    for (; from + 2 < edges.size(); ++from) {
      const int l = first_for(from, budget);
      if (l == -2) return std::nullopt;
      if (l >= 0) return Pair{from, static_cast<std::size_t>(l)};
    }
    return std::nullopt;
  }
};

// What the sweeps of self_meeting.hpp leave: the edges in play, r (every pair that starts before
// r lies within them; r = m while no pair is found), and whether a sweep found no more pairs.
struct Narrowed {
  std::vector<std::size_t> in_play;
  std::size_t r;
  bool done = false;
};

// The earliest edge in play that meets edge b, before it; b is the least later edge of a
// meeting pair in play, so there is one.
std::optional<Pair> earliest_meeting(const Edges& edges, const std::vector<std::size_t>& in_play, std::size_t b) {
  for (const std::size_t x : in_play) {
    if (x >= b) break;
    if (!outline_neighbours(x, b, edges.size()) && edges_meet(edges, x, b)) return Pair{x, b};
  }
  return std::nullopt;  // cannot happen
}

// Up to `rounds` rounds of sweeps over the edges from k0 on; stops early when unsure, with what
// it knows so far.
Narrowed narrow_by_sweeps(const Edges& edges, std::size_t k0, int rounds) {
  Narrowed n{{}, edges.size()};
  for (std::size_t k = k0; k < edges.size(); ++k) n.in_play.push_back(k);
  for (int round = 0; round < rounds; ++round) {
    const SweepMeeting s = sweep_meeting(edges, n.in_play, true);
    n.done = s.kind == SweepMeeting::None;
    if (s.kind != SweepMeeting::Found) break;
    const auto pair = earliest_meeting(edges, n.in_play, s.b);
    if (!pair) break;
    const auto [a, b] = *pair;
    const std::size_t drop_from = std::min(a, n.r);  // a pair that starts before a ends after b
    n.r = std::min(a, n.r);
    std::erase_if(n.in_play, [drop_from, last = b](std::size_t k) { return k >= drop_from && k <= last; });
  }
  return n;
}

// When the sweeps stopped with a pair starting at r < m: no two edges before r meet (a pair that
// starts before r ends after the edges dropped), so the first edge from k0 on that meets one of
// the edges in play from r on, through a tree of those alone (often few); else r itself.
std::size_t first_meeting_later(const Edges& edges, const Narrowed& n, std::size_t k0) {
  const std::vector<std::size_t> later(std::lower_bound(n.in_play.begin(), n.in_play.end(), n.r), n.in_play.end());
  Edges segments;
  for (const std::size_t l : later) segments.push_back(edges[l]);
  const EdgeTree tree(std::move(segments));
  std::vector<std::size_t> stack;
  for (std::size_t k = k0; k < n.r; ++k) {
    const auto meets = [&](std::size_t j) {
      return !outline_neighbours(k, later[j], edges.size()) && edges_meet(edges, k, later[j]);
    };
    if (tree.first_meeting(edges[k].first, edges[k].second, 0, meets, stack) >= 0) return k;
  }
  return n.r;
}

}  // namespace self_meeting_steps

std::optional<std::pair<std::size_t, std::size_t>> first_meeting_pair(const std::vector<std::pair<Vec2, Vec2>>& edges,
                                                                      long long tree_budget) {
  using namespace self_meeting_steps;
  TreeLoop loop{edges, EdgeTree(edges), {}};
  std::size_t k = 0;
  if (auto pair = loop.run(k, tree_budget)) return pair;
  if (k + 2 >= edges.size()) return std::nullopt;  // the loop ended within the budget
  if (plain_outline(edges)) {
    const Narrowed n = narrow_by_sweeps(edges, k, 4);
    if (n.done && n.r == edges.size()) return std::nullopt;
    if (n.r < edges.size()) {
      const std::size_t first = n.done ? n.r : first_meeting_later(edges, n, k);
      long long unlimited = -1;
      const int l = loop.first_for(first, unlimited);
      if (l >= 0) return Pair{first, static_cast<std::size_t>(l)};
    }
  }
  return loop.run(k, -1);  // unsure before any pair was found: the book's loop, with no budget
}

}  // namespace collide::detail
