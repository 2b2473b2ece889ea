// The separating axis theorem as the book walks it: every overload here runs this one loop, with
// a trace sink that records each axis or one that compiles to nothing. The fast verdict that
// skips most of this work is a different algorithm with its own name, collide::fast (fast/fast.hpp).
//
// For each axis in book order:
//   find each shape's lowest and highest vertex along the axis (exact comparisons);
//   a gap when one shape's highest lies strictly below the other's lowest (exact);
//   otherwise note the overlap depth in world units, for the minimum translation vector.
// An edge axis is compared through the edge itself, sign(cross(v − u, p2 − p1)), never through
// rounded dot products, so a gap or a touch is decided exactly for every finite input.
#include "collide/sat.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <tuple>

#include "collide/acting.hpp"
#include "collide/exact/bounds.hpp"
#include "collide/accel/parallel_axes.hpp"
#include "collide/polygon_walk.hpp"
#include "collide/fast/quick_trace.hpp"
#include "collide/exact/predicates.hpp"
#include "collide/rect.hpp"
#include "collide/accel/sat_extremes.hpp"
#include "collide/accel/sat_memo.hpp"
#include "collide/vec.hpp"

namespace collide {

std::vector<Vec2> axes(Polygon polygon) {
  std::vector<Vec2> result;
  result.reserve(polygon.size());
  for (std::size_t i = 0; i < polygon.size(); ++i) {
    const Vec2 p1 = polygon[i], p2 = polygon[(i + 1) % polygon.size()];
    result.push_back({p2.y - p1.y, p1.x - p2.x});
  }
  return result;
}

Interval project(Polygon polygon, Vec2 axis) {
  if (polygon.empty()) return {};
  Interval shadow{dot(polygon[0], axis), dot(polygon[0], axis)};
  for (const Vec2 v : polygon) {
    const double value = dot(v, axis);
    shadow.min = std::min(shadow.min, value);
    shadow.max = std::max(shadow.max, value);
  }
  return shadow;
}

namespace {

struct NoSatTrace {
  static constexpr bool enabled = false;
  void step(const AxisStep&) {}
};

struct SatTraceSink {
  static constexpr bool enabled = true;
  SatTrace& trace;
  void step(const AxisStep& s) { trace.steps.push_back(s); }
};

// The lowest and highest vertex along an axis, exactly; compare(u, v) is the exact sign of
// (v − u)·axis. Every comparison made this way is exact.
template <class Compare>
void exact_extremes(Polygon polygon, Compare compare, std::size_t& lo, std::size_t& hi) {
  lo = hi = 0;
  for (std::size_t v = 1; v < polygon.size(); ++v) {
    if (compare(polygon[hi], polygon[v]) > 0) {
      hi = v;
    } else if (compare(polygon[lo], polygon[v]) < 0) {
      lo = v;
    }
  }
}

// Coordinates in this range keep every product below normal-number trouble.
bool tame(double x) {
  return x == 0 || (std::fabs(x) > bounds::kTameSmallest && std::fabs(x) < bounds::kTameLargest);
}

// The same answer, faster: rounded dot products with `axis` (each component of which is one
// rounded difference of inputs, so within one rounding of the exact direction) rule out every
// vertex that cannot be extreme, and exact comparisons settle only between the near-ties.
// A rounded dot product is within 3 roundings of its terms' magnitudes; 8 leaves slack for the
// bookkeeping itself.
template <class Compare>
void extremes(Polygon polygon, Vec2 axis, Compare compare, std::size_t& lo, std::size_t& hi) {
  constexpr std::size_t kMax = 64;
  const std::size_t n = polygon.size();
  bool filter = n <= kMax && tame(axis.x) && tame(axis.y);
  for (std::size_t v = 0; v < n && filter; ++v) filter = tame(polygon[v].x) && tame(polygon[v].y);
  if (!filter) return exact_extremes(polygon, compare, lo, hi);

  constexpr double kSlack = 8 * bounds::kUnitRoundoff;
  double value[kMax], error[kMax];
  std::size_t top = 0, bottom = 0;
  for (std::size_t v = 0; v < n; ++v) {
    const double x = polygon[v].x * axis.x, y = polygon[v].y * axis.y;
    value[v] = x + y;
    error[v] = kSlack * (std::fabs(x) + std::fabs(y));
    if (value[v] > value[top]) top = v;
    if (value[v] < value[bottom]) bottom = v;
  }
  // A vertex can be the exact highest only if its value could reach the top one's.
  hi = n;
  lo = n;
  for (std::size_t v = 0; v < n; ++v) {
    if (value[v] + error[v] + error[top] >= value[top]) {
      if (hi == n || compare(polygon[hi], polygon[v]) > 0) hi = v;
    }
    if (value[v] - error[v] - error[bottom] <= value[bottom]) {
      if (lo == n || compare(polygon[lo], polygon[v]) < 0) lo = v;
    }
  }
}

// Extremes already found for every book axis (sat_extremes.hpp, one walk per polygon), or none;
// and for each edge axis the first earlier edge parallel to it (parallel_axes.hpp), or none.
struct Known {
  detail::AxisExtremes a, b;
  std::vector<int> parallel;
};

// The extremes of axis k: found already, or the book's pass (k < 0: an axis not in book order).
template <class Compare>
void extremes_at(const detail::AxisExtremes* known, int k, Polygon polygon, Vec2 axis, Compare compare,
                 std::size_t& lo, std::size_t& hi) {
  if (known && known->ready && k >= 0) {
    lo = known->lo[static_cast<std::size_t>(k)], hi = known->hi[static_cast<std::size_t>(k)];
    return;
  }
  extremes(polygon, axis, compare, lo, hi);
}

// The overlap bookkeeping of one axis. below = B's lowest − A's highest and
// above = A's lowest − B's highest, in world units (rounded); `gap` and `touching` are exact.
struct Depth {
  double separation = 0;  // > 0 gap, ≤ 0 minus the push-out depth
  Vec2 mtv{};             // moves B out of A along this axis (zero for a gap)
  bool up = true;         // the verdict reads B's low end against A's high end (else the reverse)
};

Depth depth(bool gap, bool touching, double below, double above, Vec2 unit) {
  Depth d;
  d.separation = std::max(below, above);
  d.up = below >= above;
  // The rounded numbers never contradict the exact verdict.
  if (gap && !(d.separation > 0)) d.separation = std::numeric_limits<double>::denorm_min();
  if (!gap && (touching || d.separation > 0)) d.separation = 0;
  if (!gap) {
    // Push B up the axis (past A's highest) or down it (past A's lowest), whichever is shorter.
    const Vec2 direction = d.up ? unit : -unit;
    d.mtv = direction * -d.separation;
  }
  return d;
}

// What a figure draws for a tested axis, along the unit axis: both shadows, the points that cast
// their ends, and the stretch the verdict reads (the gap, or the push-out; one point when touching).
void record_world(AxisStep& step, const Depth& d, Vec2 unit, Vec2 a_low, Vec2 a_high, Vec2 b_low, Vec2 b_high) {
  step.unit = unit;
  step.a_low_at = a_low, step.a_high_at = a_high, step.b_low_at = b_low, step.b_high_at = b_high;
  step.a_world = {dot(a_low, unit), dot(a_high, unit)};
  step.b_world = {dot(b_low, unit), dot(b_high, unit)};
  const double from = d.up ? step.a_world.max : step.b_world.max;
  const double to = d.up ? step.b_world.min : step.a_world.min;
  step.between = {std::min(from, to), std::max(from, to)};
  step.b_up = d.up;
  if (step.touching) step.between.max = step.between.min;
}

Vec2 unit_of(Vec2 axis) {
  const double length = std::hypot(axis.x, axis.y);
  return length > 0 ? axis / length : Vec2{0, 0};
}

// The running tally over the tested axes.
struct Tally {
  SatResult& result;
  double best = -std::numeric_limits<double>::infinity();
  int best_index = -1;
  Vec2 best_mtv{};
  bool best_up = true, gap_up = true;  // which way B lies along the best axis, the first gap's

  // Records a tested axis at step index k; returns true when the test may stop (early exit).
  bool record(int k, bool gap, bool touching, const Depth& d, const SatOptions& options) {
    ++result.tested;
    if (touching) ++result.touching;
    if (gap) {
      ++result.with_gap;
      if (result.deciding < 0) result.deciding = k, gap_up = d.up;
      return options.early_exit;
    }
    if (d.separation > best) best = d.separation, best_index = k, best_mtv = d.mtv, best_up = d.up;
    return false;
  }
  void finish(bool empty) {
    result.collide = !empty && result.with_gap == 0;
    if (result.collide) result.deciding = best_index, result.mtv = best_mtv;
  }
  // The side of the deciding axis where B lies (or leaves to): +1 up the axis, −1 down.
  int deciding_side() const { return (result.collide ? best_up : gap_up) ? 1 : -1; }
};

// The edge axis of edge i of the polygon: n = (p2.y − p1.y, p1.x − p2.x).
Vec2 edge_normal(Vec2 p1, Vec2 p2) { return {p2.y - p1.y, p1.x - p2.x}; }

// One axis of two polygons, tested: each shape's extreme vertices along it (compare(u, v) is the
// exact sign of (v − u)·axis), a gap or an exact touch between their shadows, and the depth the
// verdict and the MTV read. The trace also gets both shadows and their world positions.
template <class Sink, class Compare>
Depth test_polygon_axis(Polygon a, Polygon b, AxisStep& step, Compare compare, const Known* known = nullptr, int k = -1) {
  std::size_t lo_a, hi_a, lo_b, hi_b;
  extremes_at(known ? &known->a : nullptr, k, a, step.axis, compare, lo_a, hi_a);
  extremes_at(known ? &known->b : nullptr, k, b, step.axis, compare, lo_b, hi_b);
  step.tested = true;
  step.gap = compare(a[hi_a], b[lo_b]) > 0 || compare(b[hi_b], a[lo_a]) > 0;
  step.touching = !step.gap && (compare(a[hi_a], b[lo_b]) == 0 || compare(b[hi_b], a[lo_a]) == 0);
  const double length = std::hypot(step.axis.x, step.axis.y);
  Depth d = depth(step.gap, step.touching, dot(b[lo_b] - a[hi_a], step.axis) / length,
                  dot(a[lo_a] - b[hi_b], step.axis) / length, step.axis / length);
  if (step.gap) d.up = compare(a[hi_a], b[lo_b]) > 0;  // exactly: B's shadow above A's
  step.separation = d.separation;
  if constexpr (Sink::enabled) {
    step.a = {dot(a[lo_a], step.axis), dot(a[hi_a], step.axis)};
    step.b = {dot(b[lo_b], step.axis), dot(b[hi_b], step.axis)};
    record_world(step, d, step.axis / length, a[lo_a], a[hi_a], b[lo_b], b[hi_b]);
  }
  return d;
}

// The edges of A then B, numbered k = 0 … n + m − 1 in book order.
struct BookEdges {
  Polygon a, b;
  int na;
  std::pair<Vec2, Vec2> operator()(int k) const {
    const Polygon owner = k < na ? a : b;
    const std::size_t i = static_cast<std::size_t>(k < na ? k : k - na);
    return {owner[i], owner[(i + 1) % owner.size()]};
  }
  // The first edge from `first` up to k − 1 parallel to edge k (exact), or −1.
  int parallel_before(int k, int first) const {
    const auto [p1, p2] = (*this)(k);
    for (int j = std::max(first, 0); j < k; ++j) {
      const auto [q1, q2] = (*this)(j);
      if (q1 != q2 && sign_cross(q1, q2, p1, p2) == 0) return j;
    }
    return -1;
  }
};

// Flat shapes on parallel lines (or points): every edge axis runs across their common line, where
// the shadows overlap, so the direction along the line decides. Tested as axis n + m.
template <class Sink>
void test_along_line(Polygon a, Polygon b, const BookEdges& edges, int first_axis, Tally& tally,
                     const SatOptions& options, Sink& sink) {
  Vec2 from = a[0], to = b[0];
  if (first_axis >= 0) std::tie(from, to) = edges(first_axis);
  if (from == to) return;
  AxisStep step;
  step.edge = -1;
  step.along_line = true;
  step.axis = to - from;
  const Depth d = test_polygon_axis<Sink>(a, b, step, [&](Vec2 u, Vec2 v) { return sign_dot(u, v, from, to); });
  sink.step(step);
  tally.record(edges.na + static_cast<int>(b.size()), step.gap, step.touching, d, options);
}

// The book's SAT for two polygons: every edge normal of A, then of B, in order.
template <class Sink>
SatResult polygons_sat(Polygon a, Polygon b, const SatOptions& options, Sink& sink, const Known* known = nullptr) {
  SatResult result;
  Tally tally{result};
  const int na = static_cast<int>(a.size()), nb = static_cast<int>(b.size());
  const BookEdges edges{a, b, na};
  result.axes = na + nb;
  const bool empty = na == 0 || nb == 0;
  bool stopped = empty;
  int first_axis = -1;       // the first edge with a direction
  bool all_parallel = true;  // every edge with a direction is parallel to it
  for (int k = 0; k < na + nb; ++k) {
    const auto [p1, p2] = edges(k);
    AxisStep step;
    step.owner = k < na ? AxisOwner::A : AxisOwner::B;
    step.edge = k < na ? k : k - na;
    step.axis = edge_normal(p1, p2);
    if (stopped && !Sink::enabled) break;
    step.degenerate = !stopped && p1 == p2;
    if (stopped || step.degenerate) {
      sink.step(step);
      continue;
    }
    if (first_axis < 0) first_axis = k;
    const auto [f1, f2] = edges(first_axis);
    all_parallel = all_parallel && sign_cross(f1, f2, p1, p2) == 0;
    if (Sink::enabled || options.skip_parallel_duplicates)
      step.parallel_to = known && !known->parallel.empty() ? known->parallel[static_cast<std::size_t>(k)]
                                                           : edges.parallel_before(k, first_axis);
    if (options.skip_parallel_duplicates && step.parallel_to >= 0) {
      step.duplicate = true;
      ++result.duplicates_skipped;
      sink.step(step);
      continue;
    }
    const Depth d = test_polygon_axis<Sink>(a, b, step, [e1 = p1, e2 = p2](Vec2 u, Vec2 v) { return sign_cross(u, v, e1, e2); }, known, k);
    sink.step(step);
    stopped = tally.record(k, step.gap, step.touching, d, options);
  }
  if (!empty && result.with_gap == 0 && all_parallel) test_along_line(a, b, edges, first_axis, tally, options, sink);
  tally.finish(empty);
  // Where the deciding axis acts: A's feature faces B's side, B's faces the other way.
  if constexpr (Sink::enabled) {
    const int k = result.deciding, side = tally.deciding_side();
    if (k >= 0 && k < na) result.acting = feature_facing(a, AxisOwner::A, k, side);
    else if (k >= na && k < na + nb) result.acting = feature_facing(b, AxisOwner::B, k - na, -side);
  }
  return result;
}

// One axis of a polygon and a circle, tested: `compare` orders the vertices along it exactly,
// `beyond_up` / `beyond_down` are compare_projection for the axis and its reverse (the polygon's
// lowest vertex above the circle's top, or its highest below the circle's bottom: a gap).
template <class Sink, class Compare, class Up, class Down>
Depth test_circle_axis(Polygon polygon, const Circle& circle, AxisStep& step, Vec2 raw_axis,
                       Compare compare, Up beyond_up, Down beyond_down, const Known* known = nullptr, int k = -1) {
  std::size_t lo, hi;
  extremes_at(known ? &known->a : nullptr, k, polygon, raw_axis, compare, lo, hi);
  step.tested = true;
  step.gap = beyond_up(polygon[lo]) > 0 || beyond_down(polygon[hi]) > 0;
  step.touching = !step.gap && (beyond_up(polygon[lo]) == 0 || beyond_down(polygon[hi]) == 0);
  const Vec2 unit = step.axis, c = circle.c;
  const double r = circle.r;
  Depth d = depth(step.gap, step.touching, dot(c - polygon[hi], unit) - r, dot(polygon[lo] - c, unit) - r, unit);
  if (step.gap) d.up = !(beyond_up(polygon[lo]) > 0);  // exactly: not A's shadow above the circle's
  step.separation = d.separation;
  if constexpr (Sink::enabled) {
    step.a = {dot(polygon[lo], unit), dot(polygon[hi], unit)};
    step.b = {dot(c, unit) - r, dot(c, unit) + r};
    record_world(step, d, unit, polygon[lo], polygon[hi], c - unit * r, c + unit * r);
  }
  return d;
}

// The vertex nearest the centre, exactly (the first of equally near ones).
std::size_t nearest_vertex(Polygon polygon, Vec2 c) {
  std::size_t nearest = 0;
  for (std::size_t v = 1; v < polygon.size(); ++v)
    if (compare_distances(c, polygon[v], polygon[nearest]) < 0) nearest = v;
  return nearest;
}

// The first edge j < k whose normal is parallel to axis k (exact): two edge normals are parallel
// when the edges are; the circle's axis p1 → p2 when it is perpendicular to the edge. Or −1.
int parallel_edge_before(Polygon polygon, int k, Vec2 p1, Vec2 p2, bool circle_axis) {
  const std::size_t n = polygon.size();
  for (int j = 0; j < k; ++j) {
    const Vec2 q1 = polygon[static_cast<std::size_t>(j)], q2 = polygon[(static_cast<std::size_t>(j) + 1) % n];
    if (q1 == q2) continue;
    if (circle_axis ? sign_dot(p1, p2, q1, q2) == 0 : sign_cross(q1, q2, p1, p2) == 0) return j;
  }
  return -1;
}

// The book's SAT for a polygon and a circle: A's edge normals, then the axis from the centre to
// A's nearest vertex.
template <class Sink>
SatResult circle_sat(Polygon polygon, const Circle& circle, const SatOptions& options, Sink& sink,
                     const Known* known = nullptr) {
  SatResult result;
  Tally tally{result};
  const int n = static_cast<int>(polygon.size());
  result.axes = n + 1;
  const bool empty = n == 0;
  bool stopped = empty;
  const Vec2 c = circle.c;
  const double r = circle.r;
  const std::size_t nearest = empty ? 0 : nearest_vertex(polygon, c);
  const Vec2 near = empty ? c : polygon[nearest];
  result.circle_axis_vertex = near;
  for (int k = 0; k <= n; ++k) {
    AxisStep step;
    const bool circle_axis = k == n;
    const Vec2 p1 = circle_axis ? c : polygon[static_cast<std::size_t>(k)];
    const Vec2 p2 = circle_axis ? near : polygon[static_cast<std::size_t>((k + 1) % n)];
    step.owner = circle_axis ? AxisOwner::Circle : AxisOwner::A;
    step.edge = circle_axis ? static_cast<int>(nearest) : k;
    step.axis = unit_of(circle_axis ? p2 - p1 : edge_normal(p1, p2));
    if (stopped && !Sink::enabled) break;
    // A zero-length edge, or the centre exactly on the nearest vertex: no direction.
    step.degenerate = !stopped && p1 == p2;
    if (stopped || step.degenerate) {
      sink.step(step);
      continue;
    }
    if (Sink::enabled || options.skip_parallel_duplicates)
      step.parallel_to = known && !known->parallel.empty() && !circle_axis
                             ? known->parallel[static_cast<std::size_t>(k)]
                             : parallel_edge_before(polygon, k, p1, p2, circle_axis);
    if (options.skip_parallel_duplicates && step.parallel_to >= 0) {
      step.duplicate = true;
      ++result.duplicates_skipped;
      sink.step(step);
      continue;
    }
    const Depth d =
        circle_axis
            ? test_circle_axis<Sink>(
                  polygon, circle, step, near - c, [&](Vec2 u, Vec2 v) { return sign_dot(u, v, c, near); },
                  [&](Vec2 v) { return compare_projection(v, c, r, c, near, false); },
                  [&](Vec2 v) { return compare_projection(v, c, r, near, c, false); })
            : test_circle_axis<Sink>(
                  polygon, circle, step, edge_normal(p1, p2), [&](Vec2 u, Vec2 v) { return sign_cross(u, v, p1, p2); },
                  [&](Vec2 v) { return compare_projection(v, c, r, p1, p2, true); },
                  [&](Vec2 v) { return compare_projection(v, c, r, p2, p1, true); }, known, k);
    sink.step(step);
    stopped = tally.record(k, step.gap, step.touching, d, options);
  }
  tally.finish(empty);
  if constexpr (Sink::enabled) {
    if (result.deciding >= 0 && result.deciding < n)
      result.acting = feature_facing(polygon, AxisOwner::A, result.deciding, tally.deciding_side());
    else if (result.deciding == n) result.acting = {AxisOwner::A, -1, static_cast<int>(nearest)};
  }
  return result;
}

// Records each axis's verdict without its shadows: linear memory, and no pass over the earlier
// axes for parallel copies.
struct SatCountSink {
  static constexpr bool enabled = false;
  SatTrace& trace;
  void step(const AxisStep& s) { trace.steps.push_back(s); }
};

// The edges of a polygon, then of a second one, in book order: the axes SAT tries.
void add_edges(Polygon polygon, std::vector<detail::AxisEdge>& out) {
  for (std::size_t i = 0; i < polygon.size(); ++i) out.emplace_back(polygon[i], polygon[(i + 1) % polygon.size()]);
}

// The edges of A then B: the book's axes in order.
std::vector<detail::AxisEdge> book_edges(Polygon a, Polygon b) {
  std::vector<detail::AxisEdge> book_axes;
  book_axes.reserve(a.size() + b.size());
  add_edges(a, book_axes);
  add_edges(b, book_axes);
  return book_axes;
}

// What a quick trace knows before the loop: every edge axis's extremes in A and in B (B empty for
// a circle) and its first parallel edge.
Known known_before(Polygon a, Polygon b) {
  const std::vector<detail::AxisEdge> book_axes = book_edges(a, b);
  auto [in_a, in_b] = detail::extremes_along(a, b, book_axes);
  return Known{std::move(in_a), std::move(in_b), detail::first_parallel(book_axes)};
}

}  // namespace

SatResult count_every_axis(Polygon a, Polygon b, SatTrace& counts) {
  detail::reset_keeping(counts, &SatTrace::steps);
  counts.steps.reserve(a.size() + b.size() + 1);
  auto [in_a, in_b] = detail::extremes_along(a, b, book_edges(a, b));
  const Known known{std::move(in_a), std::move(in_b), {}};
  SatCountSink sink{counts};
  counts.result = polygons_sat(a, b, SatOptions{.early_exit = false}, sink, &known);
  return counts.result;
}

SatResult count_every_axis(Polygon polygon, const Circle& circle, SatTrace& counts) {
  detail::reset_keeping(counts, &SatTrace::steps);
  counts.steps.reserve(polygon.size() + 1);
  std::vector<detail::AxisEdge> book_axes;
  book_axes.reserve(polygon.size());
  add_edges(polygon, book_axes);
  const Known known{detail::extremes_along(polygon, book_axes), {}, {}};
  SatCountSink sink{counts};
  counts.result = circle_sat(polygon, circle, SatOptions{.early_exit = false}, sink, &known);
  return counts.result;
}

namespace quick {

SatResult convex_polygons_collide(Polygon a, Polygon b, const SatOptions& options, SatTrace& trace, SatMemo& memo) {
  detail::reset_keeping(trace, &SatTrace::steps);
  trace.steps.reserve(a.size() + b.size() + 1);
  auto [in_a, in_b] = detail::extremes_along_edges(a, b, memo.a, memo.b);
  const Known known{std::move(in_a), std::move(in_b), detail::first_parallel(book_edges(a, b))};
  SatTraceSink sink{trace};
  trace.result = polygons_sat(a, b, options, sink, &known);
  return trace.result;
}

SatResult count_every_axis(Polygon a, Polygon b, SatTrace& counts, SatMemo& memo) {
  detail::reset_keeping(counts, &SatTrace::steps);
  counts.steps.reserve(a.size() + b.size() + 1);
  auto [in_a, in_b] = detail::extremes_along_edges(a, b, memo.a, memo.b);
  const Known known{std::move(in_a), std::move(in_b), {}};
  SatCountSink sink{counts};
  counts.result = polygons_sat(a, b, SatOptions{.early_exit = false}, sink, &known);
  return counts.result;
}

SatResult convex_polygons_collide(Polygon a, Polygon b, const SatOptions& options, SatTrace& trace) {
  detail::reset_keeping(trace, &SatTrace::steps);
  trace.steps.reserve(a.size() + b.size() + 1);
  const Known known = known_before(a, b);
  SatTraceSink sink{trace};
  trace.result = polygons_sat(a, b, options, sink, &known);
  return trace.result;
}

SatResult convex_polygon_rect_collide(Polygon polygon, const Rect& rect, const SatOptions& options,
                                      SatTrace& trace) {
  const std::array<Vec2, 4> corners = rect_to_polygon(rect);
  return quick::convex_polygons_collide(polygon, corners, options, trace);
}

SatResult convex_polygon_segment_collide(Polygon polygon, Vec2 a, Vec2 b, const SatOptions& options,
                                         SatTrace& trace) {
  const std::array<Vec2, 2> segment{a, b};
  return quick::convex_polygons_collide(polygon, segment, options, trace);
}

SatResult convex_polygon_circle_collide(Polygon polygon, const Circle& circle, const SatOptions& options,
                                        SatTrace& trace) {
  detail::reset_keeping(trace, &SatTrace::steps);
  trace.steps.reserve(polygon.size() + 1);
  const Known known = known_before(polygon, {});
  SatTraceSink sink{trace};
  trace.result = circle_sat(polygon, circle, options, sink, &known);
  return trace.result;
}

}  // namespace quick

bool convex_polygons_collide(Polygon a, Polygon b) {
  return convex_polygons_collide(a, b, SatOptions{}).collide;
}

SatResult convex_polygons_collide(Polygon a, Polygon b, const SatOptions& options) {
  NoSatTrace sink;
  return polygons_sat(a, b, options, sink);
}

SatResult convex_polygons_collide(Polygon a, Polygon b, const SatOptions& options,
                                  SatTrace& trace) {
  detail::reset_keeping(trace, &SatTrace::steps);
  trace.steps.reserve(a.size() + b.size() + 1);
  SatTraceSink sink{trace};
  trace.result = polygons_sat(a, b, options, sink);
  return trace.result;
}

bool convex_polygon_rect_collide(Polygon polygon, const Rect& rect) {
  const std::array<Vec2, 4> corners = rect_to_polygon(rect);
  return convex_polygons_collide(polygon, corners);
}

SatResult convex_polygon_rect_collide(Polygon polygon, const Rect& rect, const SatOptions& options,
                                      SatTrace& trace) {
  const std::array<Vec2, 4> corners = rect_to_polygon(rect);
  return convex_polygons_collide(polygon, corners, options, trace);
}

bool convex_polygon_segment_collide(Polygon polygon, Vec2 a, Vec2 b) {
  const std::array<Vec2, 2> segment{a, b};
  return convex_polygons_collide(polygon, segment);
}

SatResult convex_polygon_segment_collide(Polygon polygon, Vec2 a, Vec2 b, const SatOptions& options,
                                         SatTrace& trace) {
  const std::array<Vec2, 2> segment{a, b};
  return convex_polygons_collide(polygon, segment, options, trace);
}

bool convex_polygon_circle_collide(Polygon polygon, const Circle& circle) {
  NoSatTrace sink;
  return circle_sat(polygon, circle, SatOptions{}, sink).collide;
}

SatResult convex_polygon_circle_collide(Polygon polygon, const Circle& circle,
                                        const SatOptions& options) {
  NoSatTrace sink;
  return circle_sat(polygon, circle, options, sink);
}

SatResult convex_polygon_circle_collide(Polygon polygon, const Circle& circle,
                                        const SatOptions& options, SatTrace& trace) {
  detail::reset_keeping(trace, &SatTrace::steps);
  trace.steps.reserve(polygon.size() + 1);
  SatTraceSink sink{trace};
  trace.result = circle_sat(polygon, circle, options, sink);
  return trace.result;
}

}  // namespace collide
