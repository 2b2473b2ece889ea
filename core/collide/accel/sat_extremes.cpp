// One lap round a convex outline for the extreme vertices along every axis (see sat_extremes.hpp).
//
//   queries: each axis and its reverse (the reverse's highest vertex is the axis's lowest),
//            sorted by angle, exactly;
//   the first query: the book's pass, then forward over vertices exactly as high;
//   each next query: step forward while the next vertex is at least as high;
//   the answer: back to the first of the vertices exactly as high, and the smallest index among
//   them (the run may wrap past vertex 0).
// Between two sorted queries the axis turns by at most half a turn, so from the last answer the
// heights forward only rise to the new highest run, then fall: the pointer never goes back.
// A concave polygon: the same lap round its hull's rim, then the smallest polygon index among
// the rim points of the highest run.
#include "collide/accel/sat_extremes.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <numbers>

#include "collide/accel/boundary_hull.hpp"
#include "collide/convex.hpp"
#include "collide/exact/predicates.hpp"

namespace collide::detail {

namespace {

using Query = AxisQuery;

// 0 for edge directions in [0, π) (pointing up, or level and to the right), 1 for [π, 2π). Exact.
int half(const Query& q) { return q.to.y > q.from.y || (q.to.y == q.from.y && q.to.x > q.from.x) ? 0 : 1; }

// Counter-clockwise order of the edge directions (and so of their normals), exactly.
bool turns_before(const Query& a, const Query& b) {
  if (std::fabs(a.angle - b.angle) > kAngleSlack) return a.angle < b.angle;
  const int ha = half(a), hb = half(b);
  if (ha != hb) return ha < hb;
  return sign_cross(a.from, a.to, b.from, b.to) > 0;
}

// The exact sign of (v − u)·axis for the query's axis, as sat.cpp compares.
int higher(const Query& q, Vec2 u, Vec2 v) { return sign_cross(u, v, q.from, q.to); }

// The outline counter-clockwise, at positions 0, 1, 2, … round and round (any position ≥ 0).
struct Outline {
  Polygon p;
  bool ccw = true;
  std::size_t index(std::size_t w) const {
    w %= p.size();
    return ccw ? w : (p.size() - w) % p.size();
  }
  Vec2 at(std::size_t w) const { return p[index(w)]; }
  std::size_t position(std::size_t i) const { return ccw ? i : (p.size() - i) % p.size(); }
};

// same_before[w]: how many positions just before w repeat w's point (so a walk back jumps them).
std::vector<std::uint32_t> repeats_before(const Outline& o) {
  const std::size_t n = o.p.size();
  std::vector<std::uint32_t> same(n, 0);
  std::size_t start = 0;
  while (start < n && o.at(start) == o.at(start + n - 1)) ++start;  // a vertex unlike the one before
  for (std::size_t k = 1; k < n; ++k) {
    const std::size_t w = (start + k) % n;
    same[w] = o.at(w) == o.at(w + n - 1) ? same[(w + n - 1) % n] + 1 : 0;
  }
  return same;
}

// The book's pass for one query: the first highest vertex.
std::size_t first_highest(Polygon p, const Query& q) {
  std::size_t best = 0;
  for (std::size_t v = 1; v < p.size(); ++v)
    if (higher(q, p[best], p[v]) > 0) best = v;
  return best;
}

// The walk itself: `top` is the last position of the current highest run.
struct Walk {
  const Outline& o;
  const std::vector<std::uint32_t>& same;
  std::size_t top = 0;

  void forward(const Query& q) {
    for (std::size_t steps = 0; steps < o.p.size() && higher(q, o.at(top), o.at(top + 1)) >= 0; ++steps) ++top;
  }
  // The smallest input index among the vertices exactly as high as `top`.
  std::uint32_t smallest_of_run(const Query& q) const {
    const std::size_t n = o.p.size();
    std::size_t first = top;  // walks back to the run's first position (top − n < first ≤ top)
    for (;;) {
      first -= std::min<std::size_t>(same[first % n], n - (top - first + 1));  // copies of one point
      if (top - first + 1 >= n) return 0;                                      // the whole outline is one run
      if (higher(q, o.at(first - 1), o.at(first)) != 0) break;
      --first;
    }
    const std::size_t length = top - first + 1;
    // The run in input order starts at its first position (ccw) or its last (cw); it holds
    // vertex 0 when it wraps past the end.
    const std::size_t start = o.index(o.ccw ? first : top);
    return static_cast<std::uint32_t>(start + length - 1 >= n ? 0 : start);
  }
  // A hull's rim (no repeated points) whose point at index i is the polygon's vertex
  // `vertex[i]`: the smallest of those among the points exactly as high as `top`.
  std::uint32_t smallest_of_run(const Query& q, const std::vector<std::uint32_t>& vertex) const {
    std::uint32_t best = vertex[o.index(top)];
    for (std::size_t w = top, steps = 1; steps < o.p.size() && higher(q, o.at(w - 1), o.at(w)) == 0; --w, ++steps)
      best = std::min(best, vertex[o.index(w - 1)]);
    return best;
  }
};

std::vector<Query> sorted_queries(std::span<const AxisEdge> axes) {
  std::vector<Query> queries;
  queries.reserve(2 * axes.size());
  for (std::size_t k = 0; k < axes.size(); ++k) {
    const auto [from, to] = axes[k];
    if (from == to) continue;  // no direction: never tested
    queries.push_back({from, to, static_cast<std::uint32_t>(k), false, direction_angle(from, to)});
    queries.push_back({to, from, static_cast<std::uint32_t>(k), true, direction_angle(to, from)});
  }
  std::sort(queries.begin(), queries.end(), turns_before);
  return queries;
}

// Every query answered by one lap round the outline (see the file comment). `vertex`, when not
// null, maps the outline's points (a hull's rim) to the polygon's vertices.
// `offset` is added to each query's axis: the place of its polygon's axes in `out`.
void walk_round(const Outline& outline, const std::vector<Query>& queries, const std::vector<std::uint32_t>* vertex,
                AxisExtremes& out, std::size_t offset = 0) {
  const std::vector<std::uint32_t> same = repeats_before(outline);
  // Positions start a lap in, so a walk back never goes below 0.
  Walk walk{outline, same, outline.position(first_highest(outline.p, queries.front())) + outline.p.size()};
  for (std::size_t k = 0; k < queries.size(); ++k) {
    const Query& q = queries[k];
    walk.forward(q);
    // An axis parallel to the one before, the same way round, has the same answer.
    const bool same_way = k > 0 && half(queries[k - 1]) == half(q) &&
                          sign_cross(queries[k - 1].from, queries[k - 1].to, q.from, q.to) == 0;
    const std::uint32_t answer = same_way ? (queries[k - 1].reversed ? out.lo : out.hi)[offset + queries[k - 1].axis]
                                 : vertex ? walk.smallest_of_run(q, *vertex)
                                          : walk.smallest_of_run(q);
    (q.reversed ? out.lo : out.hi)[offset + q.axis] = answer;
  }
}

// A polygon with no area (every vertex on one line, or all at one point): the walk does not
// apply, but along any axis its highest vertices are all those at one end of the line, or, across
// the line, every vertex. `lo` and `hi` are the first vertex at each end (by (x, y) order, which
// runs along the line); `flat` is false when some three vertices make a turn.
struct FlatEnds {
  bool flat = false;
  std::uint32_t lo = 0, hi = 0;
};

FlatEnds flat_ends(Polygon p) {
  FlatEnds ends;
  std::size_t other = 0;  // a vertex away from vertex 0, if any
  while (other < p.size() && p[other] == p[0]) ++other;
  for (std::size_t v = other; v < p.size(); ++v)
    if (orientation(p[0], p[other], p[v]) != 0) return ends;
  const auto lex = [](Vec2 a, Vec2 b) { return a.x < b.x || (a.x == b.x && a.y < b.y); };
  for (std::size_t v = 1; v < p.size(); ++v) {
    if (lex(p[v], p[ends.lo])) ends.lo = static_cast<std::uint32_t>(v);
    if (lex(p[ends.hi], p[v])) ends.hi = static_cast<std::uint32_t>(v);
  }
  ends.flat = true;
  return ends;
}

// Each query answered at once from the flat polygon's ends: the higher end, or vertex 0 on a tie
// (every vertex is then as high), as the book's pass keeps the first of the highest.
void flat_answers(Polygon p, const FlatEnds& ends, const std::vector<Query>& queries, AxisExtremes& out,
                  std::size_t offset = 0) {
  for (const Query& q : queries) {
    const int s = higher(q, p[ends.lo], p[ends.hi]);
    (q.reversed ? out.lo : out.hi)[offset + q.axis] = s > 0 ? ends.hi : s < 0 ? ends.lo : 0;
  }
}

}  // namespace

double direction_angle(Vec2 from, Vec2 to) {
  // The rounded difference has the exact one's signs (x − y = 0 only when x = y, and then it is
  // +0), so the angle lands in the right half turn: atan2 gives (−π, π], a downward one gets 2π.
  const double angle = std::atan2(to.y - from.y, to.x - from.x);
  return angle < 0 ? angle + 2 * std::numbers::pi : angle;
}

namespace {

// One polygon's extremes along the axes, `queries` being those axes sorted (built on first need).
AxisExtremes extremes_for(Polygon polygon, std::span<const AxisEdge> axes, std::vector<Query>& queries) {
  AxisExtremes out;
  if (polygon.size() <= kWalkFrom) return out;
  if (const FlatEnds ends = flat_ends(polygon); ends.flat) {
    if (queries.empty()) queries = sorted_queries(axes);
    out.lo.assign(axes.size(), 0);
    out.hi.assign(axes.size(), 0);
    out.ready = true;
    flat_answers(polygon, ends, queries, out);
    return out;
  }
  const bool convex = convexity(polygon).convex();
  const int turn = convex ? winding(polygon) : 0;
  // A concave polygon's highest vertices are its hull's: the walk goes round the hull's rim.
  const BoundaryHull rim = convex ? BoundaryHull{} : boundary_hull(polygon);
  if (convex ? turn == 0 : rim.points.empty()) return out;
  const Outline outline = convex ? Outline{polygon, turn > 0} : Outline{rim.points, true};
  if (queries.empty()) queries = sorted_queries(axes);
  out.lo.assign(axes.size(), 0);
  out.hi.assign(axes.size(), 0);
  out.ready = true;
  if (!queries.empty()) walk_round(outline, queries, convex ? nullptr : &rim.index, out);
  return out;
}

}  // namespace

namespace {

bool same_bits(const std::vector<Vec2>& key, Polygon polygon) {
  return key.size() == polygon.size() &&
         (polygon.empty() || std::memcmp(key.data(), polygon.data(), polygon.size() * sizeof(Vec2)) == 0);
}

// The outline the walk goes round: the polygon itself (convex) or its hull's rim.
Outline outline_of(const OwnAxes& own, Polygon polygon) {
  return own.convex ? Outline{polygon, own.turn > 0} : Outline{own.rim.points, true};
}

// `own` made for `polygon`, unless it is already (see OwnAxes).
void make_own(Polygon polygon, OwnAxes& own) {
  if (own.made && same_bits(own.key, polygon)) return;
  own = OwnAxes{};
  own.key.assign(polygon.begin(), polygon.end());
  own.made = true;
  std::vector<AxisEdge> edges;
  edges.reserve(polygon.size());
  for (std::size_t i = 0; i < polygon.size(); ++i) edges.emplace_back(polygon[i], polygon[(i + 1) % polygon.size()]);
  own.queries = sorted_queries(edges);  // the other polygon walks these even when this one is small
  if (polygon.size() <= kWalkFrom) return;
  own.walkable = true;
  own.own.lo.assign(polygon.size(), 0);
  own.own.hi.assign(polygon.size(), 0);
  own.own.ready = true;
  if (const FlatEnds ends = flat_ends(polygon); ends.flat) {
    own.flat = true, own.flat_lo = ends.lo, own.flat_hi = ends.hi;
    flat_answers(polygon, ends, own.queries, own.own);
    return;
  }
  own.convex = convexity(polygon).convex();
  own.turn = own.convex ? winding(polygon) : 0;
  if (!own.convex) own.rim = boundary_hull(polygon);
  if (own.convex ? own.turn == 0 : own.rim.points.empty()) {
    own.walkable = own.own.ready = false;
    return;
  }
  if (!own.queries.empty())
    walk_round(outline_of(own, polygon), own.queries, own.convex ? nullptr : &own.rim.index, own.own);
}

// One polygon's extremes along both polygons' axes: its own part copied in at `own_at`, the
// other's axes walked afresh at `other_at`.
AxisExtremes extremes_with(Polygon polygon, const OwnAxes& own, std::size_t own_at, const OwnAxes& other,
                           std::size_t other_at, std::size_t axes) {
  AxisExtremes out;
  if (!own.walkable) return out;
  out.lo.assign(axes, 0);
  out.hi.assign(axes, 0);
  out.ready = true;
  std::copy(own.own.lo.begin(), own.own.lo.end(), out.lo.begin() + static_cast<std::ptrdiff_t>(own_at));
  std::copy(own.own.hi.begin(), own.own.hi.end(), out.hi.begin() + static_cast<std::ptrdiff_t>(own_at));
  if (own.flat)
    flat_answers(polygon, FlatEnds{true, own.flat_lo, own.flat_hi}, other.queries, out, other_at);
  else if (!other.queries.empty())
    walk_round(outline_of(own, polygon), other.queries, own.convex ? nullptr : &own.rim.index, out, other_at);
  return out;
}

}  // namespace

std::pair<AxisExtremes, AxisExtremes> extremes_along_edges(Polygon a, Polygon b, OwnAxes& own_a, OwnAxes& own_b) {
  make_own(a, own_a);
  make_own(b, own_b);
  const std::size_t n = a.size(), axes = a.size() + b.size();
  return {extremes_with(a, own_a, 0, own_b, n, axes), extremes_with(b, own_b, n, own_a, 0, axes)};
}

AxisExtremes extremes_along(Polygon polygon, std::span<const AxisEdge> axes) {
  std::vector<Query> queries;
  return extremes_for(polygon, axes, queries);
}

std::pair<AxisExtremes, AxisExtremes> extremes_along(Polygon a, Polygon b, std::span<const AxisEdge> axes) {
  std::vector<Query> queries;  // sorted once, for both
  AxisExtremes in_a = extremes_for(a, axes, queries);
  return {std::move(in_a), extremes_for(b, axes, queries)};
}

}  // namespace collide::detail
