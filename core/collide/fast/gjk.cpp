// GJK's distance without a trace (distance.hpp): the book's loop (gjk.cpp, gjk_solve.cpp) with
// its exact decisions and rounded weights, started from the shapes' centres, with cheaper
// supports; and, before it, the small-pair kernel's point surely in both shapes.
#include <algorithm>
#include <array>
#include <cmath>

#include "collide/fast/detail.hpp"
#include "collide/fast/distance.hpp"
#include "collide/fast/prepared.hpp"
#include "collide/support.hpp"
#include "collide/vec.hpp"

// The loop's steps inlined into it: as calls, their arguments and results went through memory.
#define LAB_INLINE [[gnu::always_inline]] inline

namespace collide::fast {
namespace fast_gjk {

const Vec2 kZero{0, 0};

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

/// Prepared polygons whose boxes meet: the centre of where the boxes overlap (the small-pair
/// kernel's first try) surely inside every face of both, by the face pass with that one point,
/// answers an overlap with a witness on each. (Each face's line is the one through p_i with the
/// rounded normal, within an ulp's turn of the edge's: far under the slack.)
bool centre_in_both(const PreparedPolygon& a, const PreparedPolygon& b, GjkResult& r) {
  if (std::max(a.size(), b.size()) > kFacePass || !a.finite() || !b.finite() || a.faces() == 0 || b.faces() == 0)
    return false;
  const detail::Box &p = a.box(), &q = b.box();
  const Vec2 c{(std::max(p.min_x, q.min_x) + std::min(p.max_x, q.max_x)) * 0.5,
               (std::max(p.min_y, q.min_y) + std::min(p.max_y, q.max_y)) * 0.5};
  const double slack = face_slack(a, b);
  std::array<double, kFacePass> s;
  for (const PreparedPolygon* shape : {&a, &b}) {
    least_separations(*shape, Polygon(&c, 1), s.data());
    bool inside = true;
    for (std::size_t i = 0; i < shape->faces(); ++i) inside = inside & (s[i] < -slack);
    if (!inside) return false;
  }
  r.overlap = true;
  r.stop = GjkStop::Inside;
  r.witness_a = r.witness_b = c;
  return true;
}

bool centre_in_both(Polygon, Polygon, GjkResult&) { return false; }  // the kernel tries the same point

/// What the boxes, the face pass or the small-pair kernel prove before GJK runs: apart, or
/// overlapping, with `r` answered when they found a point surely inside both (a witness on each);
/// kUnsure otherwise, and for larger polygons.
template <class Shape>
detail::Proof first_look(const Shape& a, const Shape& b, GjkResult& r) {
  if (!detail::meet(box(a), box(b))) return detail::Proof::kApart;
  if (centre_in_both(a, b, r)) return detail::Proof::kCollide;
  if (outline(a).size() > detail::kSmallPair || outline(b).size() > detail::kSmallPair) return detail::Proof::kUnsure;
  const detail::SmallPair k = detail::small_pair_collide(outline(a), outline(b));
  if (k.proof != detail::Proof::kCollide || !k.inside) return k.proof;
  r.overlap = true;
  r.stop = GjkStop::Inside;
  r.witness_a = r.witness_b = k.point;
  return k.proof;
}

/// The best face of the two polygons in a face pass: the one with the widest separation.
struct BestFace {
  bool on_a = true;
  int edge = -1;
  double separation = -HUGE_VAL;
};

BestFace best_face(const PreparedPolygon& a, const PreparedPolygon& b) {
  std::array<double, kFacePass> s;
  BestFace best;
  for (const bool on_a : {true, false}) {
    const PreparedPolygon &face_side = on_a ? a : b, &other = on_a ? b : a;
    least_separations(face_side, other.outline(), s.data());
    for (std::size_t i = 0; i < face_side.faces(); ++i) {  // selects, not branches
      const bool wider = s[i] > best.separation;
      best.on_a = wider ? on_a : best.on_a;
      best.edge = wider ? static_cast<int>(i) : best.edge;
      best.separation = wider ? s[i] : best.separation;
    }
  }
  return best;
}

/// Vertex k of P is surely the farthest along u: every other vertex surely behind it.
bool surely_farthest(Polygon p, std::size_t k, Vec2 u) {
  bool farthest = true;
  for (std::size_t i = 0; i < p.size(); ++i) {
    const Vec2 v = p[i] - p[k];
    const double room = 0x1p-40 * (std::fabs(v.x) + std::fabs(v.y)) * (std::fabs(u.x) + std::fabs(u.y));
    farthest = farthest & (i == k || dot(v, u) < -room);
  }
  return farthest;
}

/// The foot fell past the face's end p[k]: that corner and q[j] are the nearest pair when each is
/// the farthest of its polygon towards the other (the gap along the line between them is then
/// their distance, and none is wider).
bool corner_to_corner(const PreparedPolygon& face_side, std::size_t k, const PreparedPolygon& other, std::size_t j,
                      bool on_a, GjkResult& r) {
  const Vec2 corner = face_side.outline()[k], vertex = other.outline()[j], u = vertex - corner;
  if (!surely_farthest(face_side.outline(), k, u) || !surely_farthest(other.outline(), j, -u)) return false;
  r.overlap = false;
  r.stop = GjkStop::NoCloser;
  r.distance = std::sqrt(dot(u, u));
  r.witness_a = on_a ? corner : vertex;
  r.witness_b = on_a ? vertex : corner;
  return true;
}

/// Prepared polygons proved apart whose nearest points are a vertex of one and a point inside a
/// face of the other: the face that shows the widest gap, and the other's vertex least along its
/// normal, whose foot falls surely inside the face. No direction shows a wider gap than the
/// distance, and the vertex is that gap from its foot, so the gap is the distance (to within the
/// face pass's rounding). Otherwise false, with `start` turned along that face's normal.
bool vertex_to_face(const PreparedPolygon& a, const PreparedPolygon& b, GjkResult& r, Vec2& start) {
  if (std::max(a.size(), b.size()) > kFacePass || !a.finite() || !b.finite() || a.faces() == 0 || b.faces() == 0)
    return false;
  const BestFace best = best_face(a, b);
  if (!(best.separation > face_slack(a, b))) return false;
  const PreparedPolygon &face_side = best.on_a ? a : b, &other = best.on_a ? b : a;
  const auto i = static_cast<std::size_t>(best.edge);
  const Vec2 n = face_side.unit_normals()[i];
  start = best.on_a ? n : -n;  // from A towards B
  const Polygon q = other.outline(), p = face_side.outline();
  std::size_t j = 0;
  for (std::size_t k = 1; k < q.size(); ++k) j = dot(n, q[k]) < dot(n, q[j]) ? k : j;
  const Vec2 p0 = p[i], e = p[i + 1 == p.size() ? 0 : i + 1] - p0, v = q[j] - p0;
  // Surely inside: the foot's rounded place along the edge clear of either end by far more than
  // its rounding.
  const double along = dot(v, e), length2 = dot(e, e);
  const double room = 0x1p-40 * (std::fabs(v.x) + std::fabs(v.y)) * (std::fabs(e.x) + std::fabs(e.y));
  if (!(along > room && length2 - along > room)) return corner_to_corner(face_side, along > room ? (i + 1 == p.size() ? 0 : i + 1) : i, other, j, best.on_a, r);
  const Vec2 foot = p0 + (along / length2) * e;
  r.overlap = false;
  r.stop = GjkStop::NoCloser;
  r.distance = dot(n, v);
  r.witness_a = best.on_a ? foot : q[j];
  r.witness_b = best.on_a ? q[j] : foot;
  return true;
}

bool vertex_to_face(Polygon, Polygon, GjkResult&, Vec2&) { return false; }  // no faces kept

/// The distance. The first search runs from A's centre to B's (the book's from a₀ to b₀): most
/// often a step or two nearer the end. Where the kernel proved the verdict, the supports are
/// taken within rounding (the distance is then off by no more than that); otherwise, or when
/// that search's verdict differs, exactly, as the book.
template <class Shape>
GjkResult distance(const Shape& a, const Shape& b) {
  if (outline(a).empty() || outline(b).empty()) return GjkResult{};
  GjkResult r;
  const detail::Proof proof = first_look(a, b, r);
  if (r.overlap) return r;
  Vec2 start = centre(b) - centre(a);
  if (start == kZero) start = outline(b)[0] - outline(a)[0];  // the same centre: the book's start
  if (proof == detail::Proof::kApart && vertex_to_face(a, b, r, start)) return r;
  if (proof != detail::Proof::kUnsure) {
    r = run<Supports::kRounded>(a, b, start);
    if (r.overlap == (proof == detail::Proof::kCollide)) return r;  // else rounding's: the exact search decides
  }
  return run<Supports::kExact>(a, b, start);
}

}  // namespace fast_gjk

GjkResult gjk_distance(Polygon a, Polygon b) { return fast_gjk::distance(a, b); }

GjkResult gjk_distance(const PreparedPolygon& a, const PreparedPolygon& b) { return fast_gjk::distance(a, b); }

}  // namespace collide::fast
