// Fast convex pair tests: the book's separating axes, each cleared by one vertex.
//
// An edge of A separates the shapes exactly when every vertex of B lies strictly on its outer
// side, so one vertex of B on the inner side (a witness) clears the edge. The witness that
// cleared the last edge usually clears the next one too (neighbouring edges face nearly the same
// way), so overlapping shapes cost about one sign per edge; a witness that clears every edge of
// A lies in A, and then B's edges need no test at all. When the witness fails, a rounded hill
// climb finds B's deepest vertex; if even that one is outside, an exact pass over all of B
// decides. Every sign is exact, so the verdict is the book's.
//
// The mtv starts with the bounding boxes (most pairs that are apart end there). For small
// polygons every edge's overlap comes next (branch-free, two edges at a time), and the same
// numbers, against a bound on their rounding, usually prove that no edge separates; only when
// they cannot does the exact verdict run. For large polygons the verdict comes first, then hill
// climbs that skip edges a lower bound rules out. Rounded, like the book's.
//
// Climbs and passes are counted: past a budget of a few visits per vertex (only odd inputs get
// there) the merge walk (fast_merge_walk.cpp) decides instead, so the worst case stays O(n + m).
// Flat polygons go to the merge walk directly.
#include <algorithm>
#include <cmath>

#include "collide/fast_detail.hpp"

namespace collide::fast {

using detail::convex_winding;
using detail::cross_bound;

namespace {

// Two doubles side by side (GCC's generic vectors: SSE2 on x86-64, NEON or scalars elsewhere).
typedef double Pair __attribute__((vector_size(16)));

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
std::size_t walk_up(const EdgeLine& e, Polygon q, std::size_t k, bool forward, bool& rose,
                    std::ptrdiff_t& budget) {
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

// The least overlap over P's edges when both are small: every depth, two at a time, with no
// branch to mispredict. The same numbers usually settle the verdict too, against a bound on all
// the rounding in them (`largest` is the largest coordinate, in size, of either shape): an edge
// whose deepest depth is above it surely has a vertex of Q inside, so it cannot separate (kNoGap
// when every edge is so cleared); one whose deepest depth is below minus it has all of Q surely
// outside (kApart). Anything else is kUnsure, for the exact verdict.
constexpr std::size_t kSmall = 16;

template <std::size_t kEdgePairs>  // P's edges two at a time, padded: loops of fixed length
Search least_overlap_small(Polygon p, double s, Polygon q, bool p_is_a, double largest,
                           LeastOverlap& best) {
  const std::size_t n = p.size(), m = q.size();
  // depth(q) = d × q − d × a1 for the edge a1 → a1 + d, turned so that inside is positive: the
  // deepest q is found before a1's share (c) is taken off, so the rounding is that of the book's
  // own projections, dot products of raw coordinates. An odd n repeats edge 0 (no harm: the
  // same numbers twice).
  Pair dx[kEdgePairs], dy[kEdgePairs], c[kEdgePairs], deepest[kEdgePairs];
  for (std::size_t k = 0; k < kEdgePairs; ++k) {
    const std::size_t i0 = 2 * k < n ? 2 * k : 0, i1 = 2 * k + 1 < n ? 2 * k + 1 : 0;
    const Vec2 a0 = p[i0], a1 = p[i1];
    const Vec2 d0 = (p[next(i0, n)] - a0) * s, d1 = (p[next(i1, n)] - a1) * s;
    dx[k] = Pair{d0.x, d1.x}, dy[k] = Pair{d0.y, d1.y};
    c[k] = dx[k] * Pair{a0.y, a1.y} - dy[k] * Pair{a0.x, a1.x};
    deepest[k] = dx[k] * q[0].y - dy[k] * q[0].x;
  }
  for (std::size_t j = 1; j < m; ++j) {
    const Pair qx = {q[j].x, q[j].x}, qy = {q[j].y, q[j].y};
    for (std::size_t k = 0; k < kEdgePairs; ++k) {
      const Pair t = dx[k] * qy - dy[k] * qx;
      deepest[k] = t > deepest[k] ? t : deepest[k];
    }
  }
  const Pair factor = {0x1p-48, 0x1p-48}, floor = {0x1p-1000, 0x1p-1000}, zero = {0, 0};
  const Pair none = {HUGE_VAL, HUGE_VAL};
  bool cleared = true;
  Pair h[kEdgePairs], length2[kEdgePairs], key[kEdgePairs];  // key: overlap², none for no edge
  for (std::size_t k = 0; k < kEdgePairs; ++k) {
    const Pair top = deepest[k] - c[k];
    // Rounding in d (one ulp a component), in the products and differences above: each a few
    // ulps of (|d.x| + |d.y|)·largest. 2⁻⁴⁸ is 32 ulps; the floor covers underflow.
    const Pair size = (dx[k] > -dx[k] ? dx[k] : -dx[k]) + (dy[k] > -dy[k] ? dy[k] : -dy[k]);
    const Pair rounding = factor * size * largest + floor;
    const auto outside = top < -rounding;  // every vertex of Q surely outside: a gap
    if (outside[0] | outside[1]) return Search::kApart;
    const auto inside = (top > rounding) | (size == zero);  // a vertex surely inside, or no edge
    cleared &= (inside[0] & inside[1]) != 0;
    h[k] = top > zero ? top : zero, length2[k] = dx[k] * dx[k] + dy[k] * dy[k];
    key[k] = length2[k] > zero ? h[k] * h[k] / length2[k] : none;
  }
  // This pass's least overlap, found without a branch per edge; then one comparison with the
  // best so far, made as always on h and |d|².
  Pair least = key[0];
  for (std::size_t k = 1; k < kEdgePairs; ++k) least = key[k] < least ? key[k] : least;
  const double smallest = least[0] < least[1] ? least[0] : least[1];
  for (std::size_t e = 0; e < 2 * kEdgePairs; ++e) {
    const std::size_t k = e / 2, lane = e % 2;
    if (key[k][lane] != smallest) continue;
    if (smallest != HUGE_VAL && best.beaten_by(h[k][lane], length2[k][lane])) {
      best.h = h[k][lane], best.length2 = length2[k][lane];
      best.normal = p_is_a ? Vec2{dy[k][lane], -dx[k][lane]} : Vec2{-dy[k][lane], dx[k][lane]};
    }
    break;
  }
  return cleared ? Search::kNoGap : Search::kUnsure;
}

// P's edges in 4 pairs up to 8 vertices, in 8 up to 16.
Search least_overlap_small(Polygon p, double s, Polygon q, bool p_is_a, double largest,
                           LeastOverlap& best) {
  return p.size() <= 8 ? least_overlap_small<4>(p, s, q, p_is_a, largest, best)
                       : least_overlap_small<8>(p, s, q, p_is_a, largest, best);
}

// The two shapes' bounding boxes, x and y side by side.
struct Boxes {
  Pair a_lo, a_hi, b_lo, b_hi;

  Boxes(Polygon a, Polygon b) { box(a, a_lo, a_hi), box(b, b_lo, b_hi); }

  static void box(Polygon p, Pair& lo, Pair& hi) {
    lo = hi = Pair{p[0].x, p[0].y};
    for (const Vec2 v : p) {
      const Pair xy = {v.x, v.y};
      lo = xy < lo ? xy : lo;
      hi = xy > hi ? xy : hi;
    }
  }

  // Comparisons only, so exact.
  bool apart() const {
    const auto gap = (a_hi < b_lo) | (b_hi < a_lo);
    return gap[0] || gap[1];
  }

  // The largest coordinate, in size, of either shape.
  double largest() const {
    Pair m = a_hi > -a_lo ? a_hi : -a_lo;
    const Pair b = b_hi > -b_lo ? b_hi : -b_lo;
    m = b > m ? b : m;
    return m[0] > m[1] ? m[0] : m[1];
  }
};

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

std::ptrdiff_t budget_for(Polygon a, Polygon b) {
  return 4 * static_cast<std::ptrdiff_t>(a.size() + b.size()) + 64;
}

}  // namespace

bool convex_polygons_collide(Polygon a, Polygon b) {
  if (a.empty() || b.empty()) return false;
  if (const int sa = convex_winding(a)) {
    std::ptrdiff_t budget = budget_for(a, b);
    const Search found = verdict(a, sa, b, budget);
    if (found == Search::kApart || found == Search::kNoGap) return found == Search::kNoGap;
  }
  return detail::walk_collide(a, b);
}

MtvResult convex_polygons_mtv(Polygon a, Polygon b) {
  if (a.empty() || b.empty()) return {};
  // Boxes first: most pairs that are apart end here (the verdict alone goes without: for it
  // the box test would cost more than it saves).
  const Boxes boxes(a, b);
  if (boxes.apart()) return {};
  const int sa = convex_winding(a), sb = convex_winding(b);
  if (sa == 0 || sb == 0) return detail::walk_mtv(a, b);
  // |normal| = |d|, so this has length h / |d|.
  auto mtv = [](const LeastOverlap& best) { return best.normal * (best.h / best.length2); };
  LeastOverlap best;
  const bool small = a.size() <= kSmall && b.size() <= kSmall;
  if (small) {
    const double largest = boxes.largest();
    const Search from_a = least_overlap_small(a, sa, b, true, largest, best);
    if (from_a == Search::kApart) return {};
    const Search from_b = least_overlap_small(b, sb, a, false, largest, best);
    if (from_b == Search::kApart) return {};
    if (from_a == Search::kNoGap && from_b == Search::kNoGap) return {true, mtv(best)};
  }
  std::ptrdiff_t budget = budget_for(a, b);
  const Search found = verdict(a, sa, b, budget);
  if (found == Search::kApart) return {};
  if (found != Search::kNoGap) return detail::walk_mtv(a, b);
  if (!small && (!least_overlap_large({a, double(sa), b, true}, best, budget) ||
                 !least_overlap_large({b, double(sb), a, false}, best, budget))) {
    return detail::walk_mtv(a, b);
  }
  return {true, mtv(best)};
}

}  // namespace collide::fast
