// GJK's distance without a trace (distance.hpp): the book's loop (gjk.cpp, gjk_solve.cpp) with
// its exact decisions and rounded weights, started from the shapes' centres, with cheaper
// supports; and, before it, what the boxes, the small-pair kernel and (on prepared polygons) the
// face pass (gjk_faces.hpp) prove.
//
// Index of this file:
//   [SECTION] Supports: the farthest vertex, settled exactly when close
//   [SECTION] The simplex: keep the part nearest the origin, and look on
//   [SECTION] The loop, and what is proved before it
#include <algorithm>
#include <cmath>

#include "collide/fast/detail.hpp"
#include "collide/fast/distance.hpp"
#include "collide/fast/gjk_faces.hpp"
#include "collide/fast/prepared.hpp"
#include "collide/support.hpp"
#include "collide/vec.hpp"

// The loop's steps inlined into it: as calls, their arguments and results went through memory.
#define LAB_INLINE [[gnu::always_inline]] inline

namespace collide::fast {
namespace fast_gjk {

const Vec2 kZero{0, 0};

// [SECTION] Supports: the farthest vertex, settled exactly when close

/// The book's support (support.cpp: the first vertex of the exact largest v · d), in one pass of
/// rounded dot products. Each is within kDeterminant · size of its exact value, where size bounds
/// |x·dx| + |y·dy| over the vertices, so a vertex clear of the runner-up by twice that bound is
/// the farthest; otherwise the vertices near the top are compared exactly, in outline order, as
/// the book does.
int settle(Polygon p, Vec2 d, double best, double second, std::size_t at, double size) {
  const double margin = 2 * (bounds::kDeterminant * size + bounds::kUnderflowFloor);
  if (best - second > margin) return static_cast<int>(at);
  int chosen = -1;
  for (std::size_t i = 0; i < p.size(); ++i) {
    if (!(p[i].x * d.x + p[i].y * d.y >= best - margin)) continue;
    if (chosen < 0 || sign_dot(p[static_cast<std::size_t>(chosen)], p[i], kZero, d) > 0) chosen = static_cast<int>(i);
  }
  return chosen >= 0 ? chosen : support(p, d);  // NaN keys: the book's scan
}

int farthest(Polygon p, Vec2 d) {
  double best = -HUGE_VAL, second = -HUGE_VAL, size = 0;
  std::size_t at = 0;
  for (std::size_t i = 0; i < p.size(); ++i) {
    const double x = p[i].x * d.x, y = p[i].y * d.y, key = x + y;
    size = std::max(size, std::fabs(x) + std::fabs(y));
    if (key > best) {
      second = best, best = key, at = i;
    } else if (key > second) {
      second = key;
    }
  }
  return settle(p, d, best, second, at, size);
}

/// The same on a prepared polygon, whose largest |x| and |y| bound every |x·dx| + |y·dy| at once:
/// the pass is the dot products and the top two alone.
int farthest(const PreparedPolygon& prepared, Vec2 d) {
  const Polygon p = prepared.outline();
  double best = -HUGE_VAL, second = -HUGE_VAL;
  std::size_t at = 0;
  for (std::size_t i = 0; i < p.size(); ++i) {
    const double key = p[i].x * d.x + p[i].y * d.y;
    if (key > best) {
      second = best, best = key, at = i;
    } else if (key > second) {
      second = key;
    }
  }
  const double size = prepared.largest_x() * std::fabs(d.x) + prepared.largest_y() * std::fabs(d.y);
  return settle(p, d, best, second, at, size);
}

/// The first vertex of the largest rounded v · d: within the rounding of the farthest, enough
/// where the verdict is already proved (a tie is then decided by no more than that rounding).
LAB_INLINE int about_farthest(Polygon p, Vec2 d) {
  double best = -HUGE_VAL;
  std::size_t at = 0;
  for (std::size_t i = 0; i < p.size(); ++i) {  // selects, not branches: no guess to get wrong
    const double key = p[i].x * d.x + p[i].y * d.y;
    const bool more = key > best;
    at = more ? i : at;
    best = more ? key : best;
  }
  return static_cast<int>(at);
}

Polygon outline(Polygon p) { return p; }
Polygon outline(const PreparedPolygon& p) { return p.outline(); }

/// How a search picks its supports: exactly the farthest vertex (the book's), or within rounding.
enum class Supports { kExact, kRounded };

template <Supports kHow, class Shape>
LAB_INLINE SupportPoint support_of_difference(const Shape& a, const Shape& b, Vec2 d) {
  SupportPoint s;
  if constexpr (kHow == Supports::kExact) {
    s.a = farthest(a, d);
    s.b = farthest(b, -d);
  } else {
    s.a = about_farthest(outline(a), d);
    s.b = about_farthest(outline(b), -d);
  }
  s.w = outline(a)[static_cast<std::size_t>(s.a)] - outline(b)[static_cast<std::size_t>(s.b)];
  return s;
}

// [SECTION] The simplex: keep the part nearest the origin, and look on

/// Sign of (O − p)·(q − p), as gjk_solve.cpp's past().
LAB_INLINE int past(Vec2 p, Vec2 q) { return detail::dot_sign(p, kZero, p, q); }

/// Keeps vertices i (and j, when j ≥ 0) with gjk_solve.cpp's weights, the other slots cleared.
LAB_INLINE GjkRegion keep(Simplex& s, int i, int j) {
  Simplex out;
  out.v[0] = s.v[static_cast<std::size_t>(i)];
  if (j < 0) {
    out.count = 1;
    out.weight = {1, 0, 0};
    s = out;
    return GjkRegion::Vertex;
  }
  out.v[1] = s.v[static_cast<std::size_t>(j)];
  out.count = 2;
  const Vec2 p = out.v[0].w, q = out.v[1].w, e = q - p;
  const double to_p = dot(q, e), to_q = -dot(p, e);
  const double t = to_p + to_q > 0 ? to_q / (to_p + to_q) : 0.5;
  out.weight = {1 - t, t, 0};
  s = out;
  return GjkRegion::Edge;
}

GjkRegion keep_inside(Simplex& s) {
  const Vec2 w1 = s.v[0].w, w2 = s.v[1].w, w3 = s.v[2].w;
  const double a1 = cross(w2, w3), a2 = cross(w3, w1), a3 = cross(w1, w2), sum = a1 + a2 + a3;
  s.weight = sum != 0 ? std::array<double, 3>{a1 / sum, a2 / sum, a3 / sum}
                      : std::array<double, 3>{1.0 / 3, 1.0 / 3, 1.0 / 3};
  return GjkRegion::Inside;
}

/// gjk_solve.cpp's solve3, each sign asked only when its test is reached.
LAB_INLINE GjkRegion solve3(Simplex& s) {
  const Vec2 w1 = s.v[0].w, w2 = s.v[1].w, w3 = s.v[2].w;
  const int turn = detail::orient(w1, w2, w3);
  auto out = [&](Vec2 p, Vec2 q) { return -turn * detail::orient(kZero, p, q) >= 0; };
  const int p12 = past(w1, w2), p13 = past(w1, w3);
  if (p12 <= 0 && p13 <= 0) return keep(s, 0, -1);
  const int p21 = past(w2, w1);
  if (p12 > 0 && p21 > 0 && out(w1, w2)) return keep(s, 0, 1);
  const int p31 = past(w3, w1);
  if (p13 > 0 && p31 > 0 && out(w3, w1)) return keep(s, 0, 2);
  const int p23 = past(w2, w3);
  if (p21 <= 0 && p23 <= 0) return keep(s, 1, -1);
  const int p32 = past(w3, w2);
  if (p31 <= 0 && p32 <= 0) return keep(s, 2, -1);
  if (p23 > 0 && p32 > 0 && out(w2, w3)) return keep(s, 1, 2);
  return keep_inside(s);
}

LAB_INLINE GjkRegion solve(Simplex& s) {
  if (s.count == 3) return solve3(s);
  if (s.count == 2) {
    if (past(s.v[0].w, s.v[1].w) <= 0) return keep(s, 0, -1);
    if (past(s.v[1].w, s.v[0].w) <= 0) return keep(s, 1, -1);
    return keep(s, 0, 1);
  }
  s.weight = {1, 0, 0};
  return GjkRegion::Vertex;
}

/// gjk.cpp's look_towards_origin: the search direction, or why there is none; `side` the
/// origin's side of a kept edge.
LAB_INLINE GjkStop look(const Simplex& s, GjkRegion region, Vec2& d, int& side) {
  d = {};
  if (region == GjkRegion::Inside) return GjkStop::Inside;
  if (s.count == 1) {
    if (s.v[0].w == kZero) return GjkStop::OnSimplex;
    d = -s.v[0].w;
    return GjkStop::Continue;
  }
  const Vec2 e = s.v[1].w - s.v[0].w;
  side = detail::orient(s.v[0].w, s.v[1].w, kZero);
  if (side == 0) return GjkStop::OnSimplex;
  d = side > 0 ? Vec2{-e.y, e.x} : Vec2{e.y, -e.x};
  return GjkStop::Continue;
}

/// gjk.cpp's nearer: w lies strictly nearer the origin's side than the kept point or edge. `side`
/// is the origin's side of the kept edge (look's). A corner found again is no nearer: its sign
/// is 0 exactly, which the filter cannot tell from a near miss.
LAB_INLINE bool nearer(const Simplex& s, Vec2 w, int side) {
  const Vec2 w1 = s.v[0].w;
  if (w == w1) return false;
  if (s.count == 1) return detail::dot_sign(w1, w, w1, kZero) > 0;
  const Vec2 w2 = s.v[1].w;
  return w != w2 && detail::orient(w1, w2, w) == side;
}

/// gjk.cpp's finish, with the sums its last step made.
GjkResult finish(Polygon a, Polygon b, const Simplex& s, GjkStop stop, int iterations) {
  GjkResult r;
  r.stop = stop;
  r.iterations = iterations;
  r.simplex = s;
  r.overlap = stop == GjkStop::Inside || stop == GjkStop::OnSimplex;
  Vec2 closest{};
  for (int i = 0; i < s.count; ++i) {
    const auto k = static_cast<std::size_t>(i);
    closest += s.weight[k] * s.v[k].w;
    r.witness_a += s.weight[k] * a[static_cast<std::size_t>(s.v[k].a)];
    r.witness_b += s.weight[k] * b[static_cast<std::size_t>(s.v[k].b)];
  }
  r.distance = r.overlap ? 0 : std::sqrt(dot(closest, closest));
  return r;
}

// [SECTION] The loop, and what is proved before it

/// A point in or near the polygon: the mean of its vertices (stored in a prepared one).
Vec2 centre(Polygon p) {
  Vec2 sum{};
  for (const Vec2 v : p) sum += v;
  return sum / static_cast<double>(p.size());
}
Vec2 centre(const PreparedPolygon& p) { return p.centre(); }

detail::Box box(Polygon p) { return detail::Box(p); }
const detail::Box& box(const PreparedPolygon& p) { return p.box(); }

/// GJK's loop, as gjk.cpp's run(), on polygons or prepared polygons, from the search direction
/// `start`.
template <Supports kHow, class Shape>
GjkResult run(const Shape& a, const Shape& b, Vec2 start) {
  Simplex s;
  s.v[0] = support_of_difference<kHow>(a, b, start);
  s.count = 1;
  for (int i = 1;; ++i) {
    const GjkRegion region = solve(s);
    Vec2 d;
    int side = 0;
    GjkStop stop = look(s, region, d, side);
    if (stop == GjkStop::Continue) {
      if (i == kGjkMaxIterations) return finish(outline(a), outline(b), s, GjkStop::IterationCap, i);
      const SupportPoint w = support_of_difference<kHow>(a, b, d);
      if (nearer(s, w.w, side)) {
        s.v[static_cast<std::size_t>(s.count++)] = w;
        continue;
      }
      stop = GjkStop::NoCloser;
    }
    return finish(outline(a), outline(b), s, stop, i);
  }
}

// Vertex lists keep no faces: the kernel tries the same point, and the search runs.
bool centre_in_both(Polygon, Polygon, GjkResult&) { return false; }
bool vertex_to_face(Polygon, Polygon, GjkResult&, Vec2&, bool&) { return false; }
bool vertex_in_other(Polygon, Polygon, GjkResult&) { return false; }

/// What the boxes, the face pass or the small-pair kernel prove before GJK runs: apart, or
/// overlapping, with `r` the answer (`answered`) when they found a point surely inside both (a
/// witness on each: the boxes' overlap centre, or a vertex of one inside the other) or the face
/// pass the nearest points; kUnsure otherwise, and for larger polygons. The face pass goes before
/// the kernel: a gap it shows is a proof (prepared only).
template <class Shape>
detail::Proof first_look(const Shape& a, const Shape& b, GjkResult& r, Vec2& start, bool& answered) {
  const bool boxes_apart = !detail::meet(box(a), box(b));
  if (!boxes_apart && centre_in_both(a, b, r)) return answered = true, detail::Proof::kCollide;
  bool gap = false;
  answered = vertex_to_face(a, b, r, start, gap);
  if (boxes_apart || gap) return detail::Proof::kApart;
  if (vertex_in_other(a, b, r)) return answered = true, detail::Proof::kCollide;
  if (outline(a).size() > detail::kSmallPair || outline(b).size() > detail::kSmallPair) return detail::Proof::kUnsure;
  const detail::SmallPair k = detail::small_pair_collide(outline(a), outline(b));
  if (k.proof != detail::Proof::kCollide || !k.inside) return k.proof;
  r.overlap = true;
  r.stop = GjkStop::Inside;
  r.witness_a = r.witness_b = k.point;
  return k.proof;
}


/// The distance. Prepared polygons proved apart may be answered by the face pass; otherwise the
/// search runs from A's centre to B's (the book's from a₀ to b₀: most often a step or two nearer
/// the end), or along the face pass's widest gap. Where the verdict is proved, the supports are
/// taken within rounding (the distance is then off by no more than that); otherwise, or when
/// that search's verdict differs, exactly, as the book.
template <class Shape>
GjkResult distance(const Shape& a, const Shape& b) {
  GjkResult r;  // every path returns this one: built in place, not copied out
  if (outline(a).empty() || outline(b).empty()) return r;
  Vec2 start = centre(b) - centre(a);
  if (start == kZero) start = outline(b)[0] - outline(a)[0];  // the same centre: the book's start
  bool answered = false;
  const detail::Proof proof = first_look(a, b, r, start, answered);
  if (answered || r.overlap) return r;
  if (proof != detail::Proof::kUnsure) {
    r = run<Supports::kRounded>(a, b, start);
    if (r.overlap == (proof == detail::Proof::kCollide)) return r;  // else rounding's: the exact search decides
  }
  r = run<Supports::kExact>(a, b, start);
  return r;
}

}  // namespace fast_gjk

GjkResult gjk_distance(Polygon a, Polygon b) { return fast_gjk::distance(a, b); }

GjkResult gjk_distance(const PreparedPolygon& a, const PreparedPolygon& b) { return fast_gjk::distance(a, b); }

}  // namespace collide::fast
