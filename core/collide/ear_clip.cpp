// Ear clipping, and the separating axis test over the convex pieces it makes.
//
//   check the outline is simple (no two edges meet except neighbours at their shared vertex);
//   walk it counter-clockwise; at each vertex V with neighbours P and N:
//     P, V, N on one line (a straight run, a spike or a repeated point): drop V (no area lost);
//     P → V → N turns clockwise: a dent, move on;
//     some other vertex inside or on triangle PVN: PN would not be a diagonal, move on;
//     otherwise PVN is an ear: emit it and drop V.
// Every decision is an exact orientation, so the triangles' areas add up to the polygon's.
#include "collide/ear_clip.hpp"

#include "collide/validate.hpp"

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include "collide/convex.hpp"
#include "collide/polygon_walk.hpp"
#include "collide/predicates.hpp"
#include "collide/segment.hpp"
#include "collide/vertex_grid.hpp"

namespace collide {

namespace {

struct NoEarTrace {
  static constexpr bool enabled = false;
  void candidate(const EarCandidate&) {}
};

struct EarTraceSink {
  static constexpr bool enabled = true;
  EarClipTrace& trace;
  void candidate(const EarCandidate& c) { trace.candidates.push_back(c); }
};

// Why ear clipping cannot run on this outline, or nothing: too few vertices or different
// vertices, an outline that crosses itself, or no area.
std::optional<std::string> cannot_clip(Polygon polygon) {
  const std::size_t n = polygon.size();
  if (n < 3) return "ear clipping needs at least 3 vertices, the polygon has " + std::to_string(n);
  if (detail::DistinctVertices(polygon).size() < 3) return "the polygon has no area: fewer than 3 different vertices";
  if (const auto crossing = crossing_edges(polygon)) return "the outline crosses itself: " + *crossing;
  if (winding(polygon) == 0) return "the polygon has no area: all its vertices lie on one line";
  return std::nullopt;
}

// Whether W blocks the ear P V N: inside or on the triangle, and not a copy of one of its corners.
bool blocks(Vec2 P, Vec2 V, Vec2 N, Vec2 W) {
  if (W == P || W == V || W == N) return false;
  return orientation(P, V, W) >= 0 && orientation(V, N, W) >= 0 && orientation(N, P, W) >= 0;
}

// The book's search for a blocking vertex: every vertex round the ring after q, up to p; the
// first that blocks, or −1.
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

// The same answer from a grid (vertex_grid.hpp): only the vertices near the triangle are tested,
// and of those that block, the first round the ring after q. The ring keeps the outline's order,
// so "first after q" is the smallest step forward from q in the original order.
struct GridScan {
  Polygon polygon;
  detail::VertexGrid grid;
  int turn;  // +1: the ring runs in index order; −1: backwards
  RingScan ring;  // for an ear whose box covers more cells than there are vertices left
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
      if (w == p || w == v || w == q || !blocks(P, V, N, polygon[w])) return;
      if (best < 0 || ahead(q, w) < ahead(q, static_cast<std::size_t>(best))) best = static_cast<int>(w);
    });
    return near ? best : ring(p, v, q);
  }
  void clipped(std::size_t v) { grid.remove(v), --remaining; }
};

bool all_finite(Polygon polygon) {
  return std::all_of(polygon.begin(), polygon.end(), [](Vec2 p) { return std::isfinite(p.x) && std::isfinite(p.y); });
}

// The verdict on vertex v as an ear, with neighbours p and q in the ring.
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

// Round the ring, clipping ears (see the file comment); `blocker` finds a vertex in the way.
template <class Blocker, class Sink>
void clip_ring(Polygon polygon, std::vector<std::size_t>& next, std::vector<std::size_t>& prev, Blocker& blocker,
               Sink& sink, Triangulation& out) {
  std::size_t remaining = polygon.size(), v = 0, without_progress = 0;
  while (remaining >= 3) {
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

template <class Sink>
Triangulation ear_clip_impl(Polygon polygon, Sink& sink, bool grid) {
  Triangulation out;
  if (auto why = cannot_clip(polygon)) {
    out.error = std::move(*why);
    return out;
  }
  const std::size_t n = polygon.size();
  const int turn = winding(polygon);
  // The ring of vertices still in play, counter-clockwise, as a linked list over input indices.
  std::vector<std::size_t> next(n), prev(n);
  for (std::size_t i = 0; i < n; ++i) {
    const std::size_t after = (i + 1) % n, before = (i + n - 1) % n;
    next[i] = turn > 0 ? after : before;
    prev[i] = turn > 0 ? before : after;
  }
  out.triangles.reserve(n - 2);
  if (grid && all_finite(polygon)) {
    GridScan blocker{polygon, detail::VertexGrid(polygon), turn, RingScan{polygon, next}, n};
    clip_ring(polygon, next, prev, blocker, sink, out);
  } else {
    RingScan blocker{polygon, next};
    clip_ring(polygon, next, prev, blocker, sink, out);
  }
  return out;
}

}  // namespace

Triangulation ear_clip(Polygon polygon) {
  NoEarTrace sink;
  return ear_clip_impl(polygon, sink, false);
}

Triangulation ear_clip(Polygon polygon, EarClipTrace& trace) {
  detail::reset_keeping(trace, &EarClipTrace::candidates);
  EarTraceSink sink{trace};
  return ear_clip_impl(polygon, sink, false);
}

namespace quick {

Triangulation ear_clip(Polygon polygon) {
  NoEarTrace sink;
  return ear_clip_impl(polygon, sink, true);
}

Triangulation ear_clip(Polygon polygon, EarClipTrace& trace) {
  detail::reset_keeping(trace, &EarClipTrace::candidates);
  EarTraceSink sink{trace};
  return ear_clip_impl(polygon, sink, true);
}

}  // namespace quick

namespace {

struct NoPiecesTrace {
  static constexpr bool enabled = false;
  void pair(int, int, const SatResult&, std::vector<AxisStep>&&) {}
};

struct PiecesTraceSink {
  static constexpr bool enabled = true;
  PiecesTrace& trace;
  void pair(int i, int j, const SatResult& r, std::vector<AxisStep>&& steps) {
    trace.pairs.push_back({i, j, r, std::move(steps)});
    trace.axes_tested += r.tested;
  }
};

// Empty when every triangle's indices point into the polygon.
std::string check_pieces(std::string_view name, Polygon polygon, const Triangulation& pieces) {
  if (!pieces.ok()) return std::string(name) + "'s triangulation failed: " + pieces.error;
  for (std::size_t t = 0; t < pieces.triangles.size(); ++t) {
    for (const int index : pieces.triangles[t]) {
      if (index < 0 || static_cast<std::size_t>(index) >= polygon.size()) {
        return std::string(name) + "'s triangle " + std::to_string(t) + " names vertex " +
               std::to_string(index) + ", but the polygon has " + std::to_string(polygon.size());
      }
    }
  }
  return {};
}

template <class Sink>
bool pieces_impl(Polygon a, const Triangulation& pieces_a, Polygon b, const Triangulation& pieces_b,
                 Sink& sink) {
  for (std::size_t i = 0; i < pieces_a.triangles.size(); ++i) {
    const auto& ta = pieces_a.triangles[i];
    const std::array<Vec2, 3> piece_a{a[ta[0]], a[ta[1]], a[ta[2]]};
    for (std::size_t j = 0; j < pieces_b.triangles.size(); ++j) {
      const auto& tb = pieces_b.triangles[j];
      const std::array<Vec2, 3> piece_b{b[tb[0]], b[tb[1]], b[tb[2]]};
      // The same run either way; traced, it keeps each axis for the figure.
      SatTrace steps;
      const SatResult r = Sink::enabled ? convex_polygons_collide(piece_a, piece_b, SatOptions{}, steps)
                                        : convex_polygons_collide(piece_a, piece_b, SatOptions{});
      sink.pair(static_cast<int>(i), static_cast<int>(j), r, std::move(steps.steps));
      if (r.collide) return true;
    }
  }
  return false;
}

}  // namespace

bool convex_pieces_collide(Polygon a, const Triangulation& pieces_a, Polygon b,
                           const Triangulation& pieces_b) {
  if (!check_pieces("A", a, pieces_a).empty() || !check_pieces("B", b, pieces_b).empty()) {
    return false;
  }
  NoPiecesTrace sink;
  return pieces_impl(a, pieces_a, b, pieces_b, sink);
}

bool convex_pieces_collide(Polygon a, const Triangulation& pieces_a, Polygon b,
                           const Triangulation& pieces_b, PiecesTrace& trace) {
  detail::reset_keeping(trace, &PiecesTrace::pairs);
  trace.error = check_pieces("A", a, pieces_a);
  if (trace.error.empty()) trace.error = check_pieces("B", b, pieces_b);
  if (!trace.error.empty()) return false;
  PiecesTraceSink sink{trace};
  trace.collide = pieces_impl(a, pieces_a, b, pieces_b, sink);
  return trace.collide;
}

}  // namespace collide
