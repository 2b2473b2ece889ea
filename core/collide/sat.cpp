// The separating axis theorem as the convex polygons chapter walks it. Two convex shapes are
// apart exactly when, along some axis, their shadows leave a gap; the edge normals of both are
// the only axes worth trying. The chapter's three steps, in its loop (the first section):
//   axes     each edge's normal, A's edges then B's (book order);
//   project  each shape's shadow on the axis: from its lowest to its highest vertex;
//   overlap  the shadows overlap unless one's highest lies strictly below the other's lowest.
// The loop stops at the first gap (the early exit); colliding, the axis of least overlap gives
// the minimum translation vector. Every gap and touch is decided exactly (the steps' section).
//
// Index of this file:
//   [SECTION] The book's loop for two polygons
//   [SECTION] The steps: axes, project, overlap
//   [SECTION] The book's loop for a polygon and a circle
//   [SECTION] The loops' entry: the recording asked for, the extremes handed over or not
//   [SECTION] The public functions
#include "collide/sat.hpp"

#include <array>
#include <tuple>

#include "collide/acting.hpp"
#include "collide/exact/extreme_vertices.hpp"
#include "collide/polygon_walk.hpp"
#include "collide/rect.hpp"
#include "collide/sat_steps.hpp"

namespace collide {

namespace sat_steps {
namespace {

// The project and overlap steps for one axis, and the axis along a line (defined below the loop).
template <class Sink, class Compare>
Depth test_polygon_axis(Polygon a, Polygon b, AxisStep& step, const AlongAxis& line, Compare compare,
                        const KnownExtremes* known = nullptr, int k = -1);
template <class Sink>
void test_along_line(Polygon a, Polygon b, const BookEdges& edges, int first_axis, Tally& tally,
                     const SatOptions& options, Sink& sink);

// [SECTION] The book's loop for two polygons

// The book's loop for two polygons: every edge normal of A, then of B, in order; a zero-length
// edge has no direction and is not tested, a parallel copy may be skipped (SatOptions).
template <class Sink>
SatResult polygons_loop(Polygon a, Polygon b, const SatOptions& options, Sink& sink,
                        const KnownExtremes* known = nullptr) {
  SatResult result;
  Tally tally{result, least_list(sink)};
  const int na = static_cast<int>(a.size()), nb = static_cast<int>(b.size());
  const BookEdges edges{a, b, na};
  result.axes = na + nb;
  const bool empty = na == 0 || nb == 0;
  bool stopped = empty;
  int first_axis = -1;       // the first edge with a direction
  bool all_parallel = true;  // every edge with a direction is parallel to it
  for (int k = 0; k < na + nb; ++k) {
    // axes: edge k's normal, A's edges then B's.
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
    // project both shapes on the axis; overlap, or a gap that ends the loop.
    const Depth d = test_polygon_axis<Sink>(
        a, b, step, {{}, {}, p1, p2, true}, [e1 = p1, e2 = p2](Vec2 u, Vec2 v) { return sign_cross(u, v, e1, e2); },
        known, k);
    sink.step(step);
    stopped = tally.record(k, step.gap, step.touching, d, options);
  }
  if (!empty && result.with_gap == 0 && all_parallel) test_along_line(a, b, edges, first_axis, tally, options, sink);
  tally.finish(empty);
  // Where the deciding axis acts: A's feature faces B's side, B's faces the other way.
  if constexpr (Sink::enabled) {
    const auto acting = [&](int k, int side) {
      if (k >= 0 && k < na) return feature_facing(a, AxisOwner::A, k, side);
      if (k >= na && k < na + nb) return feature_facing(b, AxisOwner::B, k - na, -side);
      return Feature{};
    };
    result.acting = acting(result.deciding, tally.deciding_side());
    for (LeastPush& way : sink.trace.least) way.acting = acting(way.step, way.side);
  }
  return result;
}

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
  const Depth d = test_polygon_axis<Sink>(a, b, step, {{}, {}, from, to, false},
                                          [&](Vec2 u, Vec2 v) { return sign_dot(u, v, from, to); });
  sink.step(step);
  tally.record(edges.na + static_cast<int>(b.size()), step.gap, step.touching, d, options);
}

// [SECTION] The steps: axes, project, overlap
//
// Exactly: an edge axis orders vertices through the edge itself, sign(cross(v − u, p2 − p1)),
// never through rounded dot products, so every gap and touch is decided exactly. What else an
// axis records (depth, MTV, tally, the shadows a figure draws) is in sat_steps.hpp. The loop's
// project (below) finds each shadow's ends, the vertices that cast them, by the book's pass over
// every vertex (a rounding filter in front, exact/extreme_vertices.hpp), unless an accelerator
// hands them over ready-made (KnownExtremes: quick:: and count_every_axis, fast/quick_sat.cpp,
// one lap round each outline for all its axes); it includes none itself. The public project()
// is the chapter's step in rounded numbers: the shadow as an interval.

}  // namespace
}  // namespace sat_steps

std::vector<Vec2> axes(Polygon polygon) {
  std::vector<Vec2> result;
  result.reserve(polygon.size());
  for (std::size_t i = 0; i < polygon.size(); ++i)
    result.push_back(sat_steps::edge_normal(polygon[i], polygon[(i + 1) % polygon.size()]));
  return result;
}

Interval project(Polygon polygon, Vec2 axis) {
  if (polygon.empty()) return {};
  Interval shadow{dot(polygon[0], axis), dot(polygon[0], axis)};
  for (const Vec2 v : polygon) {
    shadow.min = std::min(shadow.min, dot(v, axis));
    shadow.max = std::max(shadow.max, dot(v, axis));
  }
  return shadow;
}

namespace sat_steps {
namespace {

// The project step as the loop takes it, exactly: the vertices that cast the shadow's low and high
// end (compare(u, v) is the exact sign of (v − u)·axis). An accelerator may hand them over for
// axis k (Handed); else the book's pass over every vertex finds them.
struct Shadow {
  std::size_t lo = 0, hi = 0;
};
struct Handed {
  std::span<const std::uint32_t> lo, hi;
  int k = -1;
};
Handed handed(const KnownExtremes* known, AxisOwner owner, int k) {
  if (!known) return {};
  return owner == AxisOwner::B ? Handed{known->b_lo, known->b_hi, k} : Handed{known->a_lo, known->a_hi, k};
}
template <class Compare>
Shadow project(Polygon polygon, Vec2 axis, Compare compare, Handed ends) {
  if (ends.k >= 0 && !ends.lo.empty())
    return {ends.lo[static_cast<std::size_t>(ends.k)], ends.hi[static_cast<std::size_t>(ends.k)]};
  Shadow s;
  detail::extreme_vertices(polygon, axis, compare, s.lo, s.hi);
  return s;
}

// The overlap step, exactly: +1 the shadows overlap, 0 they only touch, −1 a gap.
int overlap(int a_high_to_b_low, int b_high_to_a_low) {
  if (a_high_to_b_low > 0 || b_high_to_a_low > 0) return -1;
  return a_high_to_b_low == 0 || b_high_to_a_low == 0 ? 0 : 1;
}

// One axis of two polygons: project both, compare the shadows, and record the step.
template <class Sink, class Compare>
Depth test_polygon_axis(Polygon a, Polygon b, AxisStep& step, const AlongAxis& line, Compare compare,
                        const KnownExtremes* known, int k) {
  const Shadow sa = project(a, step.axis, compare, handed(known, AxisOwner::A, k));
  const Shadow sb = project(b, step.axis, compare, handed(known, AxisOwner::B, k));
  const int above = compare(a[sa.hi], b[sb.lo]);  // > 0: B's shadow starts above A's
  const int verdict = overlap(above, compare(b[sb.hi], a[sa.lo]));
  return record_axis(step, verdict, above > 0, {a[sa.lo], a[sa.hi]}, {b[sb.lo], b[sb.hi]}, line, Sink::enabled);
}

// [SECTION] The book's loop for a polygon and a circle

// One axis of a polygon and a circle, tested: `compare` orders the vertices along it exactly,
// `beyond_up` / `beyond_down` are compare_projection for the axis and its reverse (the polygon's
// lowest vertex above the circle's top, or its highest below the circle's bottom: a gap).
template <class Sink, class Compare, class Up, class Down>
Depth test_circle_axis(Polygon polygon, const Circle& circle, AxisStep& step, Vec2 raw_axis, const AlongAxis& line,
                       Compare compare, Up beyond_up, Down beyond_down, const KnownExtremes* known = nullptr,
                       int k = -1) {
  const Shadow s = project(polygon, raw_axis, compare, handed(known, AxisOwner::A, k));
  const std::size_t lo = s.lo, hi = s.hi;
  step.tested = true;
  const int verdict = overlap(beyond_up(polygon[lo]), beyond_down(polygon[hi]));
  step.gap = verdict < 0;
  step.touching = verdict == 0;
  const Vec2 unit = step.axis, c = circle.c;
  const double r = circle.r;
  const Vec2 below = c - polygon[hi], above = polygon[lo] - c;
  const Ends ends{dot(below, unit) - r,
                  dot(above, unit) - r,
                  {polygon[hi], c, line.axis_from, line.axis_to, line.edge_normal},
                  {c, polygon[lo], line.axis_from, line.axis_to, line.edge_normal},
                  rounding_bound(below, r),
                  rounding_bound(above, r)};
  Depth d = depth(step.gap, step.touching, ends, unit);
  if (step.gap) d.up = !(beyond_up(polygon[lo]) > 0);  // exactly: not A's shadow above the circle's
  step.separation = d.separation;
  if constexpr (Sink::enabled) {
    step.a = {dot(polygon[lo], unit), dot(polygon[hi], unit)};
    step.b = {dot(c, unit) - r, dot(c, unit) + r};
    record_world(step, d, unit, polygon[lo], polygon[hi], c - unit * r, c + unit * r);
  }
  return d;
}

// The book's loop for a polygon and a circle: A's edge normals, then the axis from the centre to
// A's nearest vertex.
template <class Sink>
SatResult circle_loop(Polygon polygon, const Circle& circle, const SatOptions& options, Sink& sink,
                      const KnownExtremes* known = nullptr) {
  SatResult result;
  Tally tally{result, least_list(sink)};
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
    const Depth d = circle_axis ? test_circle_axis<Sink>(
                                      polygon, circle, step, near - c, {{}, {}, c, near, false},
                                      [&](Vec2 u, Vec2 v) { return sign_dot(u, v, c, near); },
                                      [&](Vec2 v) { return compare_projection(v, c, r, c, near, false); },
                                      [&](Vec2 v) { return compare_projection(v, c, r, near, c, false); })
                                : test_circle_axis<Sink>(
                                      polygon, circle, step, edge_normal(p1, p2), {{}, {}, p1, p2, true},
                                      [&](Vec2 u, Vec2 v) { return sign_cross(u, v, p1, p2); },
                                      [&](Vec2 v) { return compare_projection(v, c, r, p1, p2, true); },
                                      [&](Vec2 v) { return compare_projection(v, c, r, p2, p1, true); }, known, k);
    sink.step(step);
    stopped = tally.record(k, step.gap, step.touching, d, options);
  }
  tally.finish(empty);
  if constexpr (Sink::enabled) {
    const auto acting = [&](int k, int side) {
      if (k >= 0 && k < n) return feature_facing(polygon, AxisOwner::A, k, side);
      return k == n ? Feature{AxisOwner::A, -1, static_cast<int>(nearest)} : Feature{};
    };
    result.acting = acting(result.deciding, tally.deciding_side());
    for (LeastPush& way : sink.trace.least) way.acting = acting(way.step, way.side);
  }
  return result;
}

// [SECTION] The loops' entry: the recording asked for, the extremes handed over or not

// A trace emptied for a new run, its memory kept.
void start_trace(SatTrace& trace, std::size_t axes) {
  detail::reset_keeping(trace, &SatTrace::steps);
  trace.steps.reserve(axes);
}

}  // namespace

SatResult polygons_sat(Polygon a, Polygon b, const SatOptions& options, Record record, SatTrace* trace,
                       const KnownExtremes* known) {
  if (record == Record::Nothing || !trace) {
    NoSatTrace sink;
    return polygons_loop(a, b, options, sink, known);
  }
  start_trace(*trace, a.size() + b.size() + 1);
  if (record == Record::Counts) {
    SatCountSink sink{*trace};
    return trace->result = polygons_loop(a, b, options, sink, known);
  }
  SatTraceSink sink{*trace};
  return trace->result = polygons_loop(a, b, options, sink, known);
}

SatResult circle_sat(Polygon polygon, const Circle& circle, const SatOptions& options, Record record, SatTrace* trace,
                     const KnownExtremes* known) {
  if (record == Record::Nothing || !trace) {
    NoSatTrace sink;
    return circle_loop(polygon, circle, options, sink, known);
  }
  start_trace(*trace, polygon.size() + 1);
  if (record == Record::Counts) {
    SatCountSink sink{*trace};
    return trace->result = circle_loop(polygon, circle, options, sink, known);
  }
  SatTraceSink sink{*trace};
  return trace->result = circle_loop(polygon, circle, options, sink, known);
}

}  // namespace sat_steps

// [SECTION] The public functions

using sat_steps::Record;

bool convex_polygons_collide(Polygon a, Polygon b) { return convex_polygons_collide(a, b, SatOptions{}).collide; }

SatResult convex_polygons_collide(Polygon a, Polygon b, const SatOptions& options) {
  return sat_steps::polygons_sat(a, b, options, Record::Nothing, nullptr, nullptr);
}

SatResult convex_polygons_collide(Polygon a, Polygon b, const SatOptions& options, SatTrace& trace) {
  return sat_steps::polygons_sat(a, b, options, Record::Everything, &trace, nullptr);
}

bool convex_polygon_rect_collide(Polygon polygon, const Rect& rect) {
  const std::array<Vec2, 4> corners = rect_to_polygon(rect);
  return convex_polygons_collide(polygon, corners);
}

SatResult convex_polygon_rect_collide(Polygon polygon, const Rect& rect, const SatOptions& options, SatTrace& trace) {
  const std::array<Vec2, 4> corners = rect_to_polygon(rect);
  return convex_polygons_collide(polygon, corners, options, trace);
}

bool convex_polygon_segment_collide(Polygon polygon, Vec2 a, Vec2 b) {
  const std::array<Vec2, 2> segment{a, b};
  return convex_polygons_collide(polygon, segment);
}

SatResult convex_polygon_segment_collide(Polygon polygon, Vec2 a, Vec2 b, const SatOptions& options, SatTrace& trace) {
  const std::array<Vec2, 2> segment{a, b};
  return convex_polygons_collide(polygon, segment, options, trace);
}

bool convex_polygon_circle_collide(Polygon polygon, const Circle& circle) {
  return convex_polygon_circle_collide(polygon, circle, SatOptions{}).collide;
}

SatResult convex_polygon_circle_collide(Polygon polygon, const Circle& circle, const SatOptions& options) {
  return sat_steps::circle_sat(polygon, circle, options, Record::Nothing, nullptr, nullptr);
}

SatResult convex_polygon_circle_collide(Polygon polygon, const Circle& circle, const SatOptions& options,
                                        SatTrace& trace) {
  return sat_steps::circle_sat(polygon, circle, options, Record::Everything, &trace, nullptr);
}

}  // namespace collide
