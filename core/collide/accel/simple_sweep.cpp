// The sweep-line certificate that an outline is simple (see simple_sweep.hpp).
#include "collide/accel/simple_sweep.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <iterator>
#include <set>

#include "collide/exact/predicates.hpp"
#include "collide/segment.hpp"

namespace collide::detail {

namespace simple_sweep_steps {

// The sweep meets points in this order: left to right, and bottom to top along a vertical line
// (as if the sweep line leaned a little), so a vertical edge too has a left and a right end.
bool before(Vec2 a, Vec2 b) { return a.x < b.x || (a.x == b.x && a.y < b.y); }

// The edges round the outline edge k goes round: [first, end).
std::pair<std::size_t, std::size_t> ring_of(std::size_t k, std::size_t m, std::size_t split) {
  return k < split ? std::pair<std::size_t, std::size_t>{0, split} : std::pair<std::size_t, std::size_t>{split, m};
}

// Thrown by the list's order when an edge entering meets one in the list at its left end: the
// pair is a meeting, found while inserting.
struct Touch {
  std::size_t a, b;
};

struct Sweep {
  const std::vector<std::pair<Vec2, Vec2>>& edges;
  std::size_t split;              // where the second outline starts (0: one outline)
  std::vector<Vec2> left, right;  // each edge's ends in sweep order
  bool own_touches = false;       // edges of one outline may touch (an end on the other)
  bool doubtful = false;          // two edges in the same place: not certified

  bool same_outline(std::size_t a, std::size_t b) const { return (a < split) == (b < split); }
  // Edges a and b may share a point without meeting: neighbours round their outline, or, with
  // own_touches, two edges of one outline that only touch.
  bool may_touch(std::size_t a, std::size_t b) const {
    return outline_neighbours(a, b, edges.size(), split) || (own_touches && same_outline(a, b));
  }
  // Edge a lies below edge b, both in the list: compared at the later left end p, where both are
  // present. Edges that do not meet keep this order along all of their common stretch. p lies on
  // the earlier edge's line only where it lies on that edge (both are in the list there), so the
  // two meet at p: ordered by where the later one goes from p when they may touch, else a meeting
  // found (thrown as a Touch). Two edges along one line from p meet along it, unless they are
  // neighbours (a spike): then the lower index is below.
  bool below(std::size_t a, std::size_t b) {
    if (a == b) return false;
    const bool b_later = !before(left[b], left[a]);
    const std::size_t early = b_later ? a : b, late = b_later ? b : a;
    int o = left[a] == left[b] ? 0 : orientation(left[early], right[early], left[late]);
    if (o == 0) {
      o = orientation(left[early], right[early], right[late]);
      const bool neighbours = outline_neighbours(a, b, edges.size(), split);
      if (o == 0 ? !neighbours : !may_touch(a, b)) throw Touch{a, b};
      if (o == 0) return a < b;
    }
    return b_later ? o > 0 : o < 0;
  }
  bool meet(std::size_t a, std::size_t b) const {
    if (outline_neighbours(a, b, edges.size(), split)) return false;  // neighbours share their vertex
    const auto [p, q] = edges[a];
    const auto [r, s] = edges[b];
    if (!segments_intersect(p, q, r, s)) return false;
    return !own_touches || !same_outline(a, b) || !only_touch(a, b);
  }
  // Two edges that meet, only at one point that is an end of one of them (no crossing, no
  // stretch in common): they keep their order in the list.
  bool only_touch(std::size_t a, std::size_t b) const {
    const auto [p, q] = edges[a];
    const auto [r, s] = edges[b];
    const int o1 = orientation(p, q, r), o2 = orientation(p, q, s);
    const int o3 = orientation(r, s, p), o4 = orientation(r, s, q);
    if (o1 == 0 && o2 == 0 && o3 == 0 && o4 == 0) {  // along one line: a stretch, or one point
      const Vec2 from = before(left[a], left[b]) ? left[b] : left[a];
      const Vec2 to = before(right[a], right[b]) ? right[a] : right[b];
      return !before(from, to);
    }
    return !(o1 * o2 < 0 && o3 * o4 < 0);
  }
};

struct Below {
  Sweep* sweep;
  bool operator()(std::size_t a, std::size_t b) const { return sweep->below(a, b); }
};

struct Event {
  Vec2 at;
  bool leaving;  // the edge's right end (edges leave before others enter at the same point)
  std::size_t edge;
};

// What the sweep over one outline needs: finite coordinates, no edge of zero length, no spike (an
// edge folding back along the one before: neighbours along one line, which could hide an end on
// the earlier one from the edge after).
bool plain_outline(const std::vector<std::pair<Vec2, Vec2>>& edges) {
  for (std::size_t k = 0; k < edges.size(); ++k) {
    const Vec2 u = edges[k == 0 ? edges.size() - 1 : k - 1].first, v = edges[k].first, w = edges[k].second;
    if (!std::isfinite(v.x) || !std::isfinite(v.y) || v == w) return false;
    if (orientation(u, v, w) == 0 && (u.x - v.x) * (w.x - v.x) + (u.y - v.y) * (w.y - v.y) >= 0) return false;
  }
  return true;
}

// No vertex repeated: what a simple outline has besides no meeting pair.
bool no_repeat(const std::vector<std::pair<Vec2, Vec2>>& edges) {
  std::vector<Vec2> points;
  points.reserve(edges.size());
  for (const auto& edge : edges) points.push_back(edge.first);
  std::sort(points.begin(), points.end(), before);
  return std::adjacent_find(points.begin(), points.end()) == points.end();
}

// The events of the edges `ids`, in sweep order; fills each edge's ends in sweep order.
std::vector<Event> sorted_events(Sweep& sweep, const std::vector<std::size_t>& ids) {
  std::vector<Event> events;
  events.reserve(2 * ids.size());
  for (const std::size_t k : ids) {
    const auto [p, q] = sweep.edges[k];
    sweep.left[k] = before(p, q) ? p : q;
    sweep.right[k] = before(p, q) ? q : p;
    events.push_back({sweep.left[k], false, k});
    events.push_back({sweep.right[k], true, k});
  }
  std::sort(events.begin(), events.end(), [](const Event& a, const Event& b) {
    if (a.at != b.at) return before(a.at, b.at);
    return a.leaving > b.leaving;
  });
  return events;
}

// The list of edges the sweep line crosses, bottom to top. Going on past a meeting pair, the
// later edge of the pair leaves the list at once (as if it ended there), and what it separated
// becomes neighbours: the edges never dropped still never meet, and the least edge dropped is
// the least later edge of any meeting pair (each pair loses an edge, and a dropped edge is the
// later of a pair).
struct SweepList {
  Sweep& sweep;
  bool keep_going;
  std::set<std::size_t, Below> list{Below{&sweep}};
  std::vector<std::set<std::size_t, Below>::iterator> where;
  std::vector<std::pair<std::size_t, std::size_t>> to_check;  // neighbours to test
  SweepMeeting out;

  std::vector<bool> skip;  // dropped before the sweep began

  SweepList(Sweep& sweep, bool keep_going, std::size_t m)
      : sweep(sweep), keep_going(keep_going), where(m, list.end()), skip(m, false) {}

  void take_out(std::size_t edge) {
    const auto it = where[edge];
    const auto above = std::next(it);
    if (it != list.begin() && above != list.end()) to_check.emplace_back(*std::prev(it), *above);
    list.erase(it);
    where[edge] = list.end();
  }
  // False once the sweep is done: a pair found (not going on) or unsure.
  bool check() {
    while (!to_check.empty()) {
      const auto [u, w] = to_check.back();
      to_check.pop_back();
      if (where[u] == list.end() || where[w] == list.end() || !sweep.meet(u, w)) continue;
      if (!found(u, w)) return false;
      take_out(std::max(u, w));
    }
    return true;
  }
  // A pair found: kept when it is the best so far. False when the sweep stops here.
  bool found(std::size_t u, std::size_t w) {
    const std::size_t later = std::max(u, w);
    if (out.kind != SweepMeeting::Found || later < out.b) out = {SweepMeeting::Found, std::min(u, w), later};
    return keep_going;
  }
  bool enter(std::size_t edge) {
    for (;;) {
      try {
        return insert(edge);
      } catch (const Touch& t) {  // `edge` meets one in the list at its left end
        const std::size_t other = t.a == edge ? t.b : t.a;
        if (!found(edge, other)) return false;
        if (other < edge) return check();  // the later one, `edge`, never enters
        take_out(other);
        if (!check()) return false;
      }
    }
  }
  // Edges that share an end point meet there (unless they may touch), but one leaving as the
  // other enters are never in the list together. So at each point where more edges end than an
  // outline's two, the later edge of each such pair is dropped before the sweep, as it would be on
  // meeting: those left there may all touch. False when the sweep stops here.
  bool drop_at_shared_points(const std::vector<std::size_t>& ids) {
    std::vector<std::pair<Vec2, std::size_t>> ends;
    ends.reserve(2 * ids.size());
    for (const std::size_t k : ids)
      ends.emplace_back(sweep.edges[k].first, k), ends.emplace_back(sweep.edges[k].second, k);
    std::sort(ends.begin(), ends.end(), [](const auto& a, const auto& b) {
      return a.first != b.first ? before(a.first, b.first) : a.second < b.second;
    });
    std::vector<std::size_t> kept;
    for (std::size_t i = 0, j = 0; i < ends.size(); i = j) {
      for (j = i; j < ends.size() && ends[j].first == ends[i].first;) ++j;
      if (j - i <= 2) continue;
      kept.clear();
      for (std::size_t g = i; g < j; ++g) {
        const std::size_t y = ends[g].second;
        if (skip[y]) continue;
        const std::size_t x = met_by(kept, y);
        if (x == y) {
          kept.push_back(y);
        } else {
          skip[y] = true;
          if (!found(x, y)) return false;
        }
      }
    }
    return true;
  }
  // The first of `kept` (all free to touch one another) that y meets at their point, or y. With
  // own_touches the kept are of one outline, so the first tells.
  std::size_t met_by(const std::vector<std::size_t>& kept, std::size_t y) const {
    if (sweep.own_touches) return !kept.empty() && !sweep.may_touch(kept[0], y) ? kept[0] : y;
    for (const std::size_t x : kept)
      if (!sweep.may_touch(x, y)) return x;
    return y;
  }
  bool insert(std::size_t edge) {
    const auto [it, added] = list.insert(edge);
    sweep.doubtful = sweep.doubtful || !added;  // two edges in the same place: not sure
    if (sweep.doubtful) return false;
    where[edge] = it;
    if (it != list.begin()) to_check.emplace_back(*std::prev(it), edge);
    if (std::next(it) != list.end()) to_check.emplace_back(edge, *std::next(it));
    return check();
  }
};

}  // namespace simple_sweep_steps

bool outline_neighbours(std::size_t a, std::size_t b, std::size_t m, std::size_t split) {
  const auto [first, end] = simple_sweep_steps::ring_of(a, m, split);
  if (b < first || b >= end) return false;
  const std::size_t last = end - 1;
  return (a == last ? first : a + 1) == b || (b == last ? first : b + 1) == a;
}

SweepMeeting sweep_meeting(const std::vector<std::pair<Vec2, Vec2>>& edges, const std::vector<std::size_t>& ids,
                           bool keep_going, std::size_t split, bool own_touches) {
  using namespace simple_sweep_steps;
  const std::size_t m = edges.size();
  Sweep sweep{edges, split, std::vector<Vec2>(m), std::vector<Vec2>(m), own_touches};
  const std::vector<Event> events = sorted_events(sweep, ids);
  SweepList list(sweep, keep_going, m);
  if (!list.drop_at_shared_points(ids)) return list.out;
  for (const Event& e : events) {
    if (!e.leaving) {
      if (list.skip[e.edge]) continue;
      if (!list.enter(e.edge)) return sweep.doubtful ? SweepMeeting{SweepMeeting::Doubtful} : list.out;
    } else if (list.where[e.edge] != list.list.end()) {  // not dropped
      list.take_out(e.edge);
      if (!list.check()) return list.out;
    }
  }
  return sweep.doubtful ? SweepMeeting{SweepMeeting::Doubtful} : list.out;
}

bool plain_outline(const std::vector<std::pair<Vec2, Vec2>>& edges) { return simple_sweep_steps::plain_outline(edges); }

bool surely_simple(const std::vector<std::pair<Vec2, Vec2>>& edges) {
  if (edges.size() < 4 || !plain_outline(edges) || !simple_sweep_steps::no_repeat(edges)) return false;
  std::vector<std::size_t> all(edges.size());
  for (std::size_t k = 0; k < all.size(); ++k) all[k] = k;
  return sweep_meeting(edges, all).kind == SweepMeeting::None;
}

}  // namespace collide::detail
