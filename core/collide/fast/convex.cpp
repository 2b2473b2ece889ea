// Fast convex pair tests: the book's separating axes, each cleared by one vertex.
//
// Pairs of up to 16 vertices each go first to the branch-free kernel (fast/small_pair.cpp),
// which proves the verdict, and the mtv, in all but touching or nearly touching cases; what it
// cannot prove comes here like any larger pair.
//
// An edge of A separates the shapes exactly when every vertex of B lies strictly on its outer
// side, so one vertex of B on the inner side (a witness) clears the edge. The witness that
// cleared the last edge usually clears the next one too (neighbouring edges face nearly the same
// way), so overlapping shapes cost about one sign per edge; a witness that clears every edge of
// A lies in A, and then B's edges need no test at all. When the witness fails, a rounded hill
// climb finds B's deepest vertex; if even that one is outside, an exact pass over all of B
// decides. Every sign is exact, so the verdict is the book's.
//
// The mtv starts with the bounding boxes (most pairs that are apart end there); then the
// verdict, then hill climbs that skip edges a lower bound rules out. Rounded, like the book's.
//
// Climbs and passes are counted: past a budget of a few visits per vertex (only odd inputs get
// there) the merge walk (fast/merge_walk.cpp) decides instead, so the worst case stays O(n + m).
// Flat polygons go to the merge walk directly.
#include <algorithm>
#include <cmath>

#include "collide/fast/detail.hpp"

namespace collide::fast {

using detail::convex_winding;
using detail::cross_bound;

namespace {

inline std::size_t next(std::size_t k, std::size_t m) { return k + 1 == m ? 0 : k + 1; }
inline std::size_t prev(std::size_t k, std::size_t m) { return k == 0 ? m - 1 : k - 1; }

// A rounded depth and the bound on its rounding error.
struct Depth {
  double value, bound;
  bool surely_inside() const { return value > bound; }
};

// Is q surely on the inner side of the edge a1 → a2 of a polygon with winding s? The hot test:
// plain doubles, nothing kept.
inline bool surely_inside(Vec2 a1, Vec2 a2, double s, Vec2 q) {
  const double l = (a2.x - a1.x) * (q.y - a1.y), r = (a2.y - a1.y) * (q.x - a1.x);
  return s * (l - r) > cross_bound(l, r);
}

// The line of one edge a1 → a2 of a polygon with winding s (±1), seen from inside.
struct EdgeLine {
  Vec2 a1, a2, d;
  double s;
  EdgeLine(Vec2 from, Vec2 to, double winding) : a1(from), a2(to), d(to - from), s(winding) {}

  bool degenerate() const { return d.x == 0 && d.y == 0; }

  // How far q is on the inner side, times the edge's length (rounded).
  double depth(Vec2 q) const { return s * (d.x * (q.y - a1.y) - d.y * (q.x - a1.x)); }

  Depth measure(Vec2 q) const {
    const double l = d.x * (q.y - a1.y), r = d.y * (q.x - a1.x);
    return {s * (l - r), cross_bound(l, r)};
  }

  // The exact sign of depth(q): +1 inner side, 0 on the line, −1 outer side.
  int side(Vec2 q) const {
    const Depth h = measure(q);
    if (h.value > h.bound) return 1;
    if (-h.value > h.bound) return -1;
    return s > 0 ? sign_cross(a1, a2, a1, q) : -sign_cross(a1, a2, a1, q);
  }
};

// kUnsure: a fast pass could not decide (a flat shape, or rounding too close to call); a slower
// exact one must.
enum class Search { kApart, kNoGap, kOverBudget, kUnsure };

// From vertex k, walks one way round Q while the rounded depth does not drop (level runs, from
// an edge of Q parallel to the line or a repeated vertex, are crossed), at most once round.
// `rose` tells whether the depth ever rose.
std::size_t walk_up(const EdgeLine& e, Polygon q, std::size_t k, bool forward, bool& rose, std::ptrdiff_t& budget) {
  const std::size_t m = q.size();
  double here = e.depth(q[k]);
  rose = false;
  for (std::size_t steps = 1; steps < m; ++steps) {
    const std::size_t step = forward ? next(k, m) : prev(k, m);
    const double there = e.depth(q[step]);
    if (there < here) break;
    rose |= there > here;
    k = step, here = there;
    if (--budget < 0) break;
  }
  return k;
}

// From vertex k, to a vertex of Q as deep as any (by rounded depths). Q is convex, so its depth
// rises to one peak and falls from it: the walk only has to pick the direction.
std::size_t climb(const EdgeLine& e, Polygon q, std::size_t k, std::ptrdiff_t& budget) {
  bool rose = false;
  const std::size_t ahead = walk_up(e, q, k, true, rose, budget);
  if (rose) return ahead;
  const std::size_t behind = walk_up(e, q, k, false, rose, budget);
  return rose ? behind : k;
}

// The axis of least overlap so far. The book's overlap on an edge's axis is h / |d|, h being how
// deep the other shape reaches past the edge's line times |d|; kept as h and |d|² so that
// comparing two overlaps needs no square root.
struct LeastOverlap {
  double h = HUGE_VAL, length2 = 1;
  Vec2 normal{};  // the edge's outward normal times |d|, turned the way B moves
  bool beaten_by(double h2, double l2) const { return h2 * h2 * length2 < h * h * l2; }
};

// One shape's edges against the other's vertices.
struct Pass {
  Polygon p;  // whose edges
  double s;   // p's winding, ±1
  Polygon q;  // whose vertices
  bool p_is_a;
};

struct PassResult {
  Search search = Search::kNoGap;
  bool q_vertex_inside = false;  // one vertex of Q cleared every edge of P: they collide
};

// The verdict: walks P's edges with a witness from Q.
PassResult find_gap(const Pass& pass, std::ptrdiff_t& budget) {
  const Polygon p = pass.p, q = pass.q;
  const std::size_t n = p.size(), m = q.size();
  std::size_t k = 0;      // the witness: a vertex of Q
  std::size_t since = 0;  // the first edge the current witness was checked on
  for (std::size_t i = 0; i < n; ++i) {
    const Vec2 a1 = p[i], a2 = p[next(i, n)];
    if (surely_inside(a1, a2, pass.s, q[k])) continue;  // cleared
    const EdgeLine e(a1, a2, pass.s);
    if (e.degenerate()) continue;  // a repeated vertex: no edge, no axis
    k = climb(e, q, k, budget), since = i;
    if (budget < 0) return {Search::kOverBudget};
    if (e.measure(q[k]).surely_inside() || e.side(q[k]) >= 0) continue;
    // Even Q's deepest vertex (as the climb saw it) is outside: all of Q decides, exactly. This
    // happens once when the edge separates; trusting the climb instead would wrong a polygon
    // dented by rounding (a tiny non-convexity can stop a climb far from the peak).
    budget -= static_cast<std::ptrdiff_t>(m);
    std::size_t j = 0;
    while (j < m && e.side(q[j]) < 0) ++j;
    if (j == m) return {Search::kApart};
    k = j;
  }
  // The witness was checked on edges since..n−1; if it also clears the earlier ones it is in P.
  for (std::size_t i = 0; i < since; ++i) {
    if (p[i] != p[i + 1] && !surely_inside(p[i], p[i + 1], pass.s, q[k])) return {};
  }
  return {Search::kNoGap, true};
}

// Once the shapes are known to collide, the least overlap over P's edges. An edge's overlap
// comes from Q's deepest vertex; the vertex deepest for the last edge gives a lower bound (and
// usually is the deepest, or next to it), so an edge is climbed for only when that bound could
// still beat the least overlap so far. False when over budget.
bool least_overlap_large(const Pass& pass, LeastOverlap& best, std::ptrdiff_t& budget) {
  const Polygon p = pass.p, q = pass.q;
  const std::size_t n = p.size();
  std::size_t k = 0;  // Q's deepest vertex for the last edge climbed for
  for (std::size_t i = 0; i < n; ++i) {
    const EdgeLine e(p[i], p[next(i, n)], pass.s);
    if (e.degenerate()) continue;
    const double length2 = e.d.x * e.d.x + e.d.y * e.d.y;
    if (!best.beaten_by(std::max(e.depth(q[k]), 0.0), length2)) continue;
    k = climb(e, q, k, budget);
    if (budget < 0) return false;
    const double h = std::max(e.depth(q[k]), 0.0);
    if (best.beaten_by(h, length2)) {
      best.h = h, best.length2 = length2;
      best.normal = Vec2{e.d.y, -e.d.x} * (pass.p_is_a ? pass.s : -pass.s);
    }
  }
  return true;
}

// The exact verdict, A having area. B's edges are walked only when A's do not settle it, and
// only then is B's winding needed (kUnsure: B is flat, the merge walk must answer). A's own walk
// holds for any B, flat or not: it calls an edge separating only after checking all of B.
Search verdict(Polygon a, int sa, Polygon b, std::ptrdiff_t& budget) {
  const PassResult r = find_gap({a, double(sa), b, true}, budget);
  if (r.search != Search::kNoGap || r.q_vertex_inside) return r.search;
  const int sb = convex_winding(b);
  if (sb == 0) return Search::kUnsure;
  return find_gap({b, double(sb), a, false}, budget).search;
}

std::ptrdiff_t budget_for(Polygon a, Polygon b) { return 4 * static_cast<std::ptrdiff_t>(a.size() + b.size()) + 64; }

}  // namespace

bool convex_polygons_collide(Polygon a, Polygon b) {
  if (a.empty() || b.empty()) return false;
  if (a.size() <= detail::kSmallPair && b.size() <= detail::kSmallPair) {
    const detail::Proof proof = detail::small_pair_collide(a, b).proof;
    if (proof != detail::Proof::kUnsure) return proof == detail::Proof::kCollide;
  }
  if (const int sa = convex_winding(a)) {
    std::ptrdiff_t budget = budget_for(a, b);
    const Search found = verdict(a, sa, b, budget);
    if (found == Search::kApart || found == Search::kNoGap) return found == Search::kNoGap;
  }
  return detail::walk_collide(a, b);
}

MtvResult convex_polygons_mtv(Polygon a, Polygon b) {
  if (a.empty() || b.empty()) return {};
  if (a.size() <= detail::kSmallPair && b.size() <= detail::kSmallPair) {
    const detail::SmallPair small = detail::small_pair_mtv(a, b);
    if (small.proof == detail::Proof::kApart) return {};
    if (small.proof == detail::Proof::kCollide) return {true, small.mtv};
  } else if (detail::boxes_apart(a, b)) {
    return {};  // most pairs that are apart end here
  }
  const int sa = convex_winding(a), sb = convex_winding(b);
  if (sa == 0 || sb == 0) return detail::walk_mtv(a, b);
  std::ptrdiff_t budget = budget_for(a, b);
  const Search found = verdict(a, sa, b, budget);
  if (found == Search::kApart) return {};
  if (found != Search::kNoGap) return detail::walk_mtv(a, b);
  LeastOverlap best;
  if (!least_overlap_large({a, double(sa), b, true}, best, budget) ||
      !least_overlap_large({b, double(sb), a, false}, best, budget)) {
    return detail::walk_mtv(a, b);
  }
  // |normal| = |d|, so this has length h / |d|.
  return {true, best.normal * (best.h / best.length2)};
}

}  // namespace collide::fast
