// Private to ear clipping (ear_clip.cpp, fast/quick_ear_clip.cpp): the steps the book's walk and
// the quick walk share, so both decide every candidate by the same exact tests.
#pragma once
#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "collide/convex.hpp"
#include "collide/ear_clip.hpp"
#include "collide/exact/predicates.hpp"
#include "collide/shapes.hpp"
#include "collide/validate.hpp"

namespace collide::detail {

/// Why ear clipping cannot run on this outline, or nothing: too few vertices or different
/// vertices, an outline that crosses itself (its first meeting pair found by `first`), or no area.
std::optional<std::string> cannot_clip(Polygon polygon, FirstMeetingPair first);

/// Whether W blocks the ear P V N: inside or on the triangle, and not a copy of one of its corners.
inline bool blocks(Vec2 P, Vec2 V, Vec2 N, Vec2 W) {
  if (W == P || W == V || W == N) return false;
  return orientation(P, V, W) >= 0 && orientation(V, N, W) >= 0 && orientation(N, P, W) >= 0;
}

/// The book's search for a blocking vertex: every vertex round the ring after q, up to p; the
/// first that blocks, or −1.
struct RingScan {
  Polygon polygon;
  const std::vector<std::size_t>& next;
  int operator()(std::size_t p, std::size_t v, std::size_t q) const {
    for (std::size_t w = next[q]; w != p; w = next[w])
      if (blocks(polygon[p], polygon[v], polygon[q], polygon[w])) return static_cast<int>(w);
    return -1;
  }
  void clipped(std::size_t) {}
};

/// The verdict on vertex v as an ear, with neighbours p and q in the ring; `blocker` finds a
/// vertex in the way of a convex corner.
template <class Blocker>
EarCandidate judge_ear(Polygon polygon, const Blocker& blocker, std::size_t p, std::size_t v, std::size_t q) {
  const Vec2 P = polygon[p], V = polygon[v], N = polygon[q];
  EarCandidate candidate{static_cast<int>(p), static_cast<int>(v), static_cast<int>(q), EarVerdict::Ear, -1};
  const int o = orientation(P, V, N);
  if (o == 0) {
    candidate.verdict = EarVerdict::Degenerate;
  } else if (o < 0) {
    candidate.verdict = EarVerdict::Reflex;
  } else if (const int w = blocker(p, v, q); w >= 0) {
    // Any other vertex inside or on the triangle blocks it; copies of its corners do not.
    candidate.verdict = EarVerdict::ContainsVertex;
    candidate.blocking_vertex = w;
  }
  return candidate;
}

/// The book's walk takes every vertex in turn: it passes none at once.
struct TakeEachVertex {
  std::size_t operator()(std::size_t, std::size_t&, std::size_t) const { return 0; }
};

/// The book's walk round the ring, clipping ears (see ear_clip.cpp's file comment); `blocker`
/// finds a vertex in the way and hears of each vertex dropped, after the ring has closed over it.
/// `pass(v, after, most)` may pass up to `most` vertices from v on at once, each a candidate that
/// changes nothing (a counting walk's run of dents, quick_ear_clip.cpp): how many, with `after`
/// where the walk goes on; the book's walk passes none.
template <class Blocker, class Sink, class Pass = TakeEachVertex>
void clip_ring(Polygon polygon, std::vector<std::size_t>& next, std::vector<std::size_t>& prev, Blocker& blocker,
               Sink& sink, Triangulation& out, Pass pass = {}) {
  std::size_t remaining = polygon.size(), v = 0, without_progress = 0;
  while (remaining >= 3) {
    if (std::size_t after = v, passed = pass(v, after, remaining - without_progress); passed > 0) {
      without_progress += passed;
      v = after;
      continue;
    }
    const std::size_t p = prev[v], q = next[v];
    const EarCandidate candidate = judge_ear(polygon, blocker, p, v, q);
    sink.candidate(candidate);
    // An ear is emitted; a vertex on the line PN is dropped with no area lost.
    if (candidate.verdict == EarVerdict::Ear)
      out.triangles.push_back({static_cast<int>(p), static_cast<int>(v), static_cast<int>(q)});
    if (candidate.verdict == EarVerdict::Ear || candidate.verdict == EarVerdict::Degenerate) {
      next[p] = q;
      prev[q] = p;
      blocker.clipped(v);
      --remaining;
      without_progress = 0;
    } else if (++without_progress > remaining) {
      // Cannot happen for a simple outline (every one has an ear); never loop forever.
      out.triangles.clear();
      out.error = "no ear found among the remaining " + std::to_string(remaining) + " vertices";
      return;
    }
    v = q;
  }
}

/// Ear clipping with the walk `walk(next, prev, turn, out)` once the outline passed cannot_clip
/// (with `first`): `next` and `prev` link the ring counter-clockwise, `turn` is the input's winding.
template <class Walk>
Triangulation clip_with(Polygon polygon, Walk walk, FirstMeetingPair first) {
  Triangulation out;
  if (auto why = cannot_clip(polygon, first)) {
    out.error = std::move(*why);
    return out;
  }
  const std::size_t n = polygon.size();
  const int turn = winding(polygon);
  std::vector<std::size_t> next(n), prev(n);
  for (std::size_t i = 0; i < n; ++i) {
    const std::size_t after = (i + 1) % n, before = (i + n - 1) % n;
    next[i] = turn > 0 ? after : before;
    prev[i] = turn > 0 ? before : after;
  }
  out.triangles.reserve(n - 2);
  walk(next, prev, turn, out);
  return out;
}

/// Trace sinks: nothing, or every candidate.
struct NoEarTrace {
  void candidate(const EarCandidate&) {}
};

struct EarTraceSink {
  EarClipTrace& trace;
  void candidate(const EarCandidate& c) { trace.candidates.push_back(c); }
};

}  // namespace collide::detail
