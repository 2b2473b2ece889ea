// The book's first meeting pair of edges of an outline (see self_meeting.hpp).
#include "collide/self_meeting.hpp"

#include <algorithm>

#include "collide/edge_tree.hpp"
#include "collide/segment.hpp"
#include "collide/simple_sweep.hpp"

namespace collide::detail {

namespace self_meeting_steps {

using Pair = std::pair<std::size_t, std::size_t>;
using Edges = std::vector<std::pair<Vec2, Vec2>>;

// Edges a < b that share a vertex round the outline: never a meeting.
bool neighbours(std::size_t a, std::size_t b, std::size_t m) { return b == a + 1 || (a == 0 && b == m - 1); }

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
    const std::size_t m = edges.size();
    bool spent = false;
    const auto meets = [&](std::size_t l) {
      if (budget >= 0 && --budget < 0) return spent = true;
      return !neighbours(k, l, m) && edges_meet(edges, k, l);
    };
    const int l = tree.first_meeting(edges[k].first, edges[k].second, k + 2, meets, stack);
    return spent ? -2 : l;
  }
  // The loop from `from` on: the pair, nothing, or (budget spent) where it stopped in `stopped`.
  std::optional<Pair> run(std::size_t& from, long long budget) {
    for (; from + 2 < edges.size(); ++from) {
      const int l = first_for(from, budget);
      if (l == -2) return std::nullopt;
      if (l >= 0) return Pair{from, static_cast<std::size_t>(l)};
    }
    return std::nullopt;
  }
};

// The sweep over the first `count` edges of `in_play`.
SweepMeeting sweep_first(const Edges& edges, const std::vector<std::size_t>& in_play, std::size_t count) {
  return sweep_meeting(edges, std::vector<std::size_t>(in_play.begin(), in_play.begin() + static_cast<long>(count)));
}

// The least position h in `in_play` such that its edges up to h hold a meeting pair, given a pair
// within positions 0 … hi; nothing when a sweep was unsure. Tries just short of hi twice (a
// pair or two is common), then halves.
std::optional<std::size_t> first_closing(const Edges& edges, const std::vector<std::size_t>& in_play, std::size_t hi) {
  std::size_t lo = 0;  // positions before lo hold no pair
  for (int tries = 0; lo < hi; ++tries) {
    const std::size_t probe = tries < 2 ? hi - 1 : lo + (hi - lo) / 2;
    const SweepMeeting s = sweep_first(edges, in_play, probe + 1);
    if (s.kind == SweepMeeting::Doubtful) return std::nullopt;
    if (s.kind == SweepMeeting::None) {
      lo = probe + 1;
    } else {
      hi = static_cast<std::size_t>(std::lower_bound(in_play.begin(), in_play.end(), s.b) - in_play.begin());
    }
  }
  return hi;
}

// The sweeps of self_meeting.hpp over the edges from k0 on: the least first edge of a meeting
// pair, nothing when there is none, or unsure.
struct Narrowed {
  bool sure = true;
  std::optional<std::size_t> first;
};
Narrowed narrow_by_sweeps(const Edges& edges, std::size_t k0, int rounds = 16) {
  const std::size_t m = edges.size();
  std::vector<std::size_t> in_play;
  for (std::size_t k = k0; k < m; ++k) in_play.push_back(k);
  std::size_t r = m;  // every pair starting before r lies within in_play
  Narrowed out;
  for (int round = 0; round < rounds; ++round) {
    const SweepMeeting s = sweep_meeting(edges, in_play);
    if (s.kind == SweepMeeting::None) return out;
    const auto hi = std::lower_bound(in_play.begin(), in_play.end(), s.b) - in_play.begin();
    const auto h = s.kind == SweepMeeting::Found ? first_closing(edges, in_play, static_cast<std::size_t>(hi)) : std::nullopt;
    if (!h) break;
    const std::size_t b = in_play[*h];
    std::size_t a = b;
    for (std::size_t x = 0; x < *h && a == b; ++x)
      if (!neighbours(in_play[x], b, m) && edges_meet(edges, in_play[x], b)) a = in_play[x];
    if (a == b) break;  // cannot happen: the sweeps found a pair ending at b
    const std::size_t drop_from = std::min(a, r);
    if (a < r) out.first = r = a;
    std::erase_if(in_play, [&](std::size_t k) { return k >= drop_from && k <= b; });
  }
  out.sure = false;
  return out;
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
    const Narrowed n = narrow_by_sweeps(edges, k);
    if (n.sure && !n.first) return std::nullopt;
    if (n.sure) {
      long long unlimited = -1;
      const int l = loop.first_for(*n.first, unlimited);
      if (l >= 0) return Pair{*n.first, static_cast<std::size_t>(l)};
    }
  }
  return loop.run(k, -1);  // unsure: the book's loop, with no budget
}

}  // namespace collide::detail
