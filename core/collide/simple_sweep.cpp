// The sweep-line certificate that an outline is simple (see simple_sweep.hpp).
#include "collide/simple_sweep.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <iterator>
#include <set>

#include "collide/predicates.hpp"
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

// Thrown by the list's order when an edge entering meets one in the list at its left end (only
// when touches within an outline are allowed): the pair is a meeting, found while inserting.
struct Touch {
  std::size_t a, b;
};

struct Sweep {
  const std::vector<std::pair<Vec2, Vec2>>& edges;
  std::size_t split;              // where the second outline starts (0: one outline)
  std::vector<Vec2> left, right;  // each edge's ends in sweep order
  bool own_touches = false;       // edges of one outline may touch (an end on the other)
  bool doubtful = false;          // an end lay on another edge: not certified

  int side(Vec2 p, Vec2 q, Vec2 r) {
    const int o = orientation(p, q, r);
    doubtful = doubtful || o == 0;
    return o;
  }
  bool same_outline(std::size_t a, std::size_t b) const { return (a < split) == (b < split); }
  // Edge a lies below edge b, both in the list: compared at the later left end, where both are
  // present. Edges that do not meet keep this order along all of their common stretch.
  bool below(std::size_t a, std::size_t b) {
    if (a == b) return false;
    if (own_touches) return below_touching(a, b);
    if (left[a] == left[b]) return side(left[a], right[a], right[b]) > 0;
    if (before(left[a], left[b])) return side(left[a], right[a], left[b]) > 0;
    return side(left[b], right[b], left[a]) < 0;
  }
  // The same order when an end may lie on another edge: the later left end p lies on the earlier
  // edge's line only where it lies on the edge (both are in the list there), so the two meet at p.
  // Edges of one outline that only touch there are ordered by where the later one goes from p;
  // any other meeting is thrown as a Touch. Two edges along one line from p are a Touch too,
  // unless they are neighbours (a spike): then the lower index is below.
  bool below_touching(std::size_t a, std::size_t b) {
    const bool b_later = !before(left[b], left[a]);
    const std::size_t early = b_later ? a : b, late = b_later ? b : a;
    int o = left[a] == left[b] ? 0 : orientation(left[early], right[early], left[late]);
    if (o == 0) {
      o = orientation(left[early], right[early], right[late]);
      const bool touch_only = o != 0 && same_outline(a, b);
      if (!touch_only && !(o == 0 && outline_neighbours(a, b, edges.size(), split))) throw Touch{a, b};
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

// What the sweep does not handle, left to the slow check: a coordinate that is not finite, a
// vertex repeated round the outlines, or a spike (an edge folding back along the one before).
bool plain_outline(const std::vector<std::pair<Vec2, Vec2>>& edges, std::size_t split) {
  std::vector<Vec2> points;
  points.reserve(edges.size());
  for (std::size_t k = 0; k < edges.size(); ++k) {
    const auto [first, end] = ring_of(k, edges.size(), split);
    const Vec2 u = edges[k == first ? end - 1 : k - 1].first, v = edges[k].first, w = edges[k].second;
    if (!std::isfinite(v.x) || !std::isfinite(v.y) || v == w) return false;
    if (orientation(u, v, w) == 0 && (u.x - v.x) * (w.x - v.x) + (u.y - v.y) * (w.y - v.y) >= 0) return false;
    points.push_back(v);
  }
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

  SweepList(Sweep& sweep, bool keep_going, std::size_t m) : sweep(sweep), keep_going(keep_going), where(m, list.end()) {}

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
  for (const Event& e : events) {
    if (!e.leaving) {
      if (!list.enter(e.edge)) return sweep.doubtful ? SweepMeeting{SweepMeeting::Doubtful} : list.out;
    } else if (list.where[e.edge] != list.list.end()) {  // not dropped
      list.take_out(e.edge);
      if (!list.check()) return list.out;
    }
  }
  return sweep.doubtful ? SweepMeeting{SweepMeeting::Doubtful} : list.out;
}

bool plain_outline(const std::vector<std::pair<Vec2, Vec2>>& edges, std::size_t split) {
  return simple_sweep_steps::plain_outline(edges, split);
}

bool surely_simple(const std::vector<std::pair<Vec2, Vec2>>& edges) {
  if (edges.size() < 4 || !plain_outline(edges)) return false;
  std::vector<std::size_t> all(edges.size());
  for (std::size_t k = 0; k < all.size(); ++k) all[k] = k;
  return sweep_meeting(edges, all).kind == SweepMeeting::None;
}

}  // namespace collide::detail
