// Private to ear clipping (ear_clip.cpp, fast/quick_ear_clip.cpp): the book's walk, in the
// chapter's steps (judge the corner; emit an ear, drop an ear or a flat corner, else move on), and
// what it is handed. The quick walk takes the same steps (accel/counting_ear_walk.hpp), so both
// decide every candidate by the same exact tests.
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

/// Where the walk round the ring is: the vertex it is at, the vertices left, and the candidates
/// judged since one was last dropped.
struct EarWalk {
  std::size_t v = 0, remaining = 0, without_progress = 0;
};

/// One step of the book's walk, at walk.v with its neighbours p and q: judge the corner; an ear
/// is emitted; an ear, or a vertex on the line PN (no area lost), is dropped from the ring and
/// `blocker` hears of it; then on to q. False when no ear is left to find.
template <class Blocker, class Sink>
bool clip_step(Polygon polygon, std::vector<std::size_t>& next, std::vector<std::size_t>& prev, Blocker& blocker,
               Sink& sink, Triangulation& out, EarWalk& walk) {
  const std::size_t p = prev[walk.v], v = walk.v, q = next[walk.v];
  const EarCandidate candidate = judge_ear(polygon, blocker, p, v, q);
  sink.candidate(candidate);
  if (candidate.verdict == EarVerdict::Ear)
    out.triangles.push_back({static_cast<int>(p), static_cast<int>(v), static_cast<int>(q)});
  if (candidate.verdict == EarVerdict::Ear || candidate.verdict == EarVerdict::Degenerate) {
    next[p] = q;
    prev[q] = p;
    blocker.clipped(v);
    --walk.remaining;
    walk.without_progress = 0;
  } else if (++walk.without_progress > walk.remaining) {
    // Cannot happen for a simple outline (every one has an ear); never loop forever.
    out.triangles.clear();
    out.error = "no ear found among the remaining " + std::to_string(walk.remaining) + " vertices";
    return false;
  }
  walk.v = q;
  return true;
}

/// The book's walk round the ring (see ear_clip.cpp's file comment), a step at each vertex in
/// turn while three are left; `blocker` finds a vertex in the way.
template <class Blocker, class Sink>
void clip_ring(Polygon polygon, std::vector<std::size_t>& next, std::vector<std::size_t>& prev, Blocker& blocker,
               Sink& sink, Triangulation& out) {
  EarWalk walk{0, polygon.size(), 0};
  while (walk.remaining >= 3 && clip_step(polygon, next, prev, blocker, sink, out, walk)) {}
}

// What the walk is handed, and its set-up.

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
