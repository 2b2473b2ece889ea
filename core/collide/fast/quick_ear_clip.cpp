// Quick ear clipping: the book's walk (ear_clip_steps.hpp's clip_ring, the same candidates in the
// same order), but a convex corner asks a tree of the corners that do not turn convex whether one
// is in its way (corner_tree.hpp), instead of scanning the ring.
#include <algorithm>
#include <cmath>
#include <optional>
#include <vector>

#include "collide/accel/corner_tree.hpp"
#include "collide/accel/counting_ear_walk.hpp"
#include "collide/accel/dent_runs.hpp"
#include "collide/fast/quick_ear_clip.hpp"
#include "collide/ear_clip_steps.hpp"
#include "collide/polygon_walk.hpp"
#include "collide/accel/vertex_grid.hpp"
#include "collide/fast/quick_outline.hpp"

namespace collide {

namespace quick_ear_clip_steps {

// The book's blocking vertex (the first round the ring after q that blocks) from a grid of all
// the vertices (vertex_grid.hpp): only the vertices near the triangle are tested. The ring keeps
// the outline's order, so "first after q" is the smallest step forward from q in input order.
struct FirstBlocker {
  Polygon polygon;
  detail::VertexGrid grid;
  int turn;               // +1: the ring runs in index order; −1: backwards
  detail::RingScan ring;  // for an ear whose box covers more cells than there are vertices left
  std::size_t remaining;
  std::size_t ahead(std::size_t from, std::size_t to) const {
    const std::size_t n = polygon.size();
    return turn > 0 ? (to + n - from) % n : (from + n - to) % n;
  }
  int operator()(std::size_t p, std::size_t v, std::size_t q) const {
    const Vec2 P = polygon[p], V = polygon[v], N = polygon[q];
    const Vec2 lo{std::min({P.x, V.x, N.x}), std::min({P.y, V.y, N.y})};
    const Vec2 hi{std::max({P.x, V.x, N.x}), std::max({P.y, V.y, N.y})};
    int best = -1;
    const bool near = grid.each_near(lo, hi, remaining, [&](std::size_t w) {
      if (w == p || w == v || w == q || !detail::blocks(P, V, N, polygon[w])) return;
      if (best < 0 || ahead(q, w) < ahead(q, static_cast<std::size_t>(best))) best = static_cast<int>(w);
    });
    return near ? best : ring(p, v, q);
  }
  void clipped(std::size_t v) { grid.remove(v), --remaining; }
};

// The turn at vertex i in the ring: < 0 a dent, 0 flat (or a repeated point), > 0 convex.
int turn_at(Polygon polygon, const std::vector<std::size_t>& next, const std::vector<std::size_t>& prev,
            std::size_t i) {
  return orientation(polygon[prev[i]], polygon[i], polygon[next[i]]);
}

// Whether some vertex is in the way, from the tree of corners that do not turn convex (only they
// can block, corner_tree.hpp); which one, when the trace wants it, from `first`, else the tree's.
// A counting walk also keeps the runs of dents (dent_runs.hpp).
struct TreeBlocker {
  Polygon polygon;
  const std::vector<std::size_t>& next;
  const std::vector<std::size_t>& prev;
  detail::CornerTree tree;
  FirstBlocker* first;  // null: any blocking vertex will do
  std::optional<detail::DentRuns> dents;
  // A corner blocked on one lap of the walk is often asked again on the next with the same
  // neighbours (a spiral's): while its blocker is still in the ring, it still blocks (a vertex in
  // or on the same triangle), so the tree is not asked again.
  struct Blocked {
    std::size_t p = 0, q = 0;
    int w = -1;
  };
  mutable std::vector<Blocked> blocked;
  std::vector<char> gone;  // clipped or dropped

  TreeBlocker(Polygon polygon, const std::vector<std::size_t>& next, const std::vector<std::size_t>& prev,
              FirstBlocker* first, std::optional<int> count_dents_turn)
      : polygon(polygon),
        next(next),
        prev(prev),
        tree(polygon),
        first(first),
        blocked(polygon.size()),
        gone(polygon.size(), 0) {
    if (count_dents_turn) dents.emplace(polygon.size(), *count_dents_turn);
    for (std::size_t i = 0; i < polygon.size(); ++i) update(i);
  }
  void update(std::size_t i) {
    const int turn = turn_at(polygon, next, prev, i);
    tree.set_active(i, turn <= 0);
    if (dents) dents->set_dent(i, turn < 0);
  }
  int operator()(std::size_t p, std::size_t v, std::size_t q) const {
    if (!first) {  // any blocker will do: the one found when v was last asked, if it still blocks
      Blocked& last = blocked[v];
      if (last.p == p && last.q == q && last.w >= 0 && !gone[static_cast<std::size_t>(last.w)]) return last.w;
      last = {p, q, tree.find_blocker(p, v, q)};
      return last.w;
    }
    const int w = tree.find_blocker(p, v, q);
    return w >= 0 ? (*first)(p, v, q) : w;
  }
  std::size_t dents_from(std::size_t v, std::size_t& after) const { return dents ? dents->run_from(v, after) : 0; }
  // v is gone: its neighbours' turns changed (a spike's neighbour may even turn reflex).
  void clipped(std::size_t v) {
    gone[v] = 1;
    tree.set_active(v, false);
    if (dents) dents->remove(v);
    update(prev[v]);
    update(next[v]);
    if (first) first->clipped(v);
  }
};

// The counts only, and a run of dents passed at once counted as the book's Reflex candidates.
struct EarCountSink {
  EarClipCount& count;
  void candidate(const EarCandidate& c) {
    ++count.candidates;
    count.rejected += c.verdict != EarVerdict::Ear;
  }
  void dents(long long passed) {
    count.candidates += passed;
    count.rejected += passed;
  }
};

// What the walk may pass at once (clip_ring's `pass`): a counting walk, a run of dents (each one
// the book's Reflex candidate, changing nothing); a traced walk, nothing, as the book.
template <class Sink>
auto dents_passed(const TreeBlocker& blocker, Sink& sink) {
  if constexpr (requires { sink.dents(1); }) {
    return [&blocker, &sink](std::size_t v, std::size_t& after, std::size_t most) -> std::size_t {
      const std::size_t dents = blocker.dents_from(v, after);
      if (dents == 0 || dents > most) return 0;
      sink.dents(static_cast<long long>(dents));
      return dents;
    };
  } else {
    return detail::TakeEachVertex{};
  }
}

bool all_finite(Polygon polygon) {
  return std::all_of(polygon.begin(), polygon.end(), [](Vec2 p) { return std::isfinite(p.x) && std::isfinite(p.y); });
}

// The quick walk; `wants_first` when the trace shows which vertex blocks each rejected ear; a
// sink that only counts also gets the runs of dents passed at once.
template <class Sink>
Triangulation quick_ear_clip(Polygon polygon, Sink& sink, bool wants_first) {
  return detail::clip_with(
      polygon,
      [&](auto& next, auto& prev, int turn, Triangulation& out) {
    const std::optional<int> count_dents = requires { sink.dents(1); }
    ? std::optional<int>(turn) : std::nullopt;
    if (!all_finite(polygon)) {  // no tree or grid over infinities: the book's scan
      detail::RingScan blocker{polygon, next};
      detail::clip_ring(polygon, next, prev, blocker, sink, out);
    } else if (wants_first) {
      FirstBlocker first{polygon, detail::VertexGrid(polygon), turn, detail::RingScan{polygon, next}, polygon.size()};
      TreeBlocker blocker(polygon, next, prev, &first, count_dents);
      detail::clip_ring(polygon, next, prev, blocker, sink, out, dents_passed(blocker, sink));
    } else {
      TreeBlocker blocker(polygon, next, prev, nullptr, count_dents);
      detail::clip_ring(polygon, next, prev, blocker, sink, out, dents_passed(blocker, sink));
    }
      },
      quick::first_meeting_pair);
}

}  // namespace quick_ear_clip_steps

namespace quick {

Triangulation ear_clip(Polygon polygon) {
  detail::NoEarTrace sink;
  return quick_ear_clip_steps::quick_ear_clip(polygon, sink, false);
}

Triangulation ear_clip(Polygon polygon, EarClipTrace& trace) {
  detail::reset_keeping(trace, &EarClipTrace::candidates);
  detail::EarTraceSink sink{trace};
  return quick_ear_clip_steps::quick_ear_clip(polygon, sink, true);
}

Triangulation ear_clip(Polygon polygon, EarClipCount& count) {
  count = EarClipCount{};
  quick_ear_clip_steps::EarCountSink sink{count};
  return quick_ear_clip_steps::quick_ear_clip(polygon, sink, false);
}

}  // namespace quick

}  // namespace collide
