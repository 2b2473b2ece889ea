// Ear clipping, and the separating axis test over the convex pieces it makes.
//
//   check the outline is simple (no two edges meet except neighbours at their shared vertex);
//   walk it counter-clockwise; at each vertex V with neighbours P and N:
//     P, V, N on one line (a straight run, a spike or a repeated point): drop V (no area lost);
//     P → V → N turns clockwise: a dent, move on;
//     some other vertex inside or on triangle PVN: PN would not be a diagonal, move on;
//     otherwise PVN is an ear: emit it and drop V.
// Every decision is an exact orientation, so the triangles' areas add up to the polygon's.
// The walk's steps (judge_ear, clip_step, clip_ring) are in ear_clip_steps.hpp; the quick walk
// (fast/quick_ear_clip.cpp) takes the same steps, with a tree of corners to find a blocking
// vertex and, counting, runs of dents passed at once (accel/counting_ear_walk.hpp).
#include "collide/ear_clip.hpp"

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "collide/convex.hpp"
#include "collide/ear_clip_steps.hpp"
#include "collide/polygon_walk.hpp"
#include "collide/validate.hpp"

namespace collide {

namespace {

// The book's walk: every convex corner scans the whole ring for a vertex in its way.
template <class Sink>
Triangulation book_ear_clip(Polygon polygon, Sink& sink) {
  return detail::clip_with(
      polygon,
      [&](auto& next, auto& prev, int, Triangulation& out) {
    detail::RingScan blocker{polygon, next};
    detail::clip_ring(polygon, next, prev, blocker, sink, out);
      },
      first_meeting_pair_by_loop);
}

}  // namespace

Triangulation ear_clip(Polygon polygon) {
  detail::NoEarTrace sink;
  return book_ear_clip(polygon, sink);
}

Triangulation ear_clip(Polygon polygon, EarClipTrace& trace) {
  detail::reset_keeping(trace, &EarClipTrace::candidates);
  detail::EarTraceSink sink{trace};
  return book_ear_clip(polygon, sink);
}

// Ear clipping's checks, and its triangles as convex pieces.

std::array<Vec2, 3> triangle_corners(Polygon polygon, const std::array<int, 3>& t) {
  return {polygon[static_cast<std::size_t>(t[0])], polygon[static_cast<std::size_t>(t[1])],
          polygon[static_cast<std::size_t>(t[2])]};
}

namespace detail {

std::optional<std::string> cannot_clip(Polygon polygon, FirstMeetingPair first) {
  const std::size_t n = polygon.size();
  if (n < 3) return "ear clipping needs at least 3 vertices, the polygon has " + std::to_string(n);
  if (DistinctVertices(polygon).size() < 3) return "the polygon has no area: fewer than 3 different vertices";
  if (const auto crossing = crossing_edges(polygon, first)) return "the outline crosses itself: " + *crossing;
  if (winding(polygon) == 0) return "the polygon has no area: all its vertices lie on one line";
  return std::nullopt;
}

}  // namespace detail

namespace {

// Why one triangulation cannot be used with its polygon, in words starting with `name`, or "".
std::string check_pieces(std::string_view name, Polygon polygon, const Triangulation& pieces) {
  if (!pieces.ok()) return std::string(name) + "'s triangulation failed: " + pieces.error;
  for (std::size_t t = 0; t < pieces.triangles.size(); ++t) {
    for (const int index : pieces.triangles[t]) {
      if (index < 0 || static_cast<std::size_t>(index) >= polygon.size()) {
        return std::string(name) + "'s triangle " + std::to_string(t) + " names vertex " + std::to_string(index) +
               ", but the polygon has " + std::to_string(polygon.size());
      }
    }
  }
  return {};
}

}  // namespace

namespace detail {

std::string pieces_error(Polygon a, const Triangulation& pieces_a, Polygon b, const Triangulation& pieces_b) {
  std::string error = check_pieces("A", a, pieces_a);
  return error.empty() ? check_pieces("B", b, pieces_b) : error;
}

}  // namespace detail

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

template <class Sink>
bool pieces_impl(Polygon a, const Triangulation& pieces_a, Polygon b, const Triangulation& pieces_b, Sink& sink) {
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

bool convex_pieces_collide(Polygon a, const Triangulation& pieces_a, Polygon b, const Triangulation& pieces_b) {
  if (!detail::pieces_error(a, pieces_a, b, pieces_b).empty()) return false;
  NoPiecesTrace sink;
  return pieces_impl(a, pieces_a, b, pieces_b, sink);
}

bool convex_pieces_collide(Polygon a, const Triangulation& pieces_a, Polygon b, const Triangulation& pieces_b,
                           PiecesTrace& trace) {
  detail::reset_keeping(trace, &PiecesTrace::pairs);
  trace.error = detail::pieces_error(a, pieces_a, b, pieces_b);
  if (!trace.error.empty()) return false;
  PiecesTraceSink sink{trace};
  trace.collide = pieces_impl(a, pieces_a, b, pieces_b, sink);
  return trace.collide;
}

}  // namespace collide
