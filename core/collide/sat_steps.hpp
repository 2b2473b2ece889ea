// Private to the separating axis test (sat.cpp, fast/quick_sat.cpp): what each axis records
// besides its verdict — the depth and the minimum translation vector, the running tally, the
// shadows in world units a figure draws — and the loop's entry for callers that hand it each
// axis's extremes ready-made (KnownExtremes). The book's steps and loop are in sat.cpp.
#pragma once
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <span>
#include <utility>
#include <vector>

#include "collide/exact/bounds.hpp"
#include "collide/exact/predicates.hpp"
#include "collide/sat.hpp"
#include "collide/vec.hpp"

namespace collide::sat_steps {

struct NoSatTrace {
  static constexpr bool enabled = false;
  void step(const AxisStep&) {}
};

struct SatTraceSink {
  static constexpr bool enabled = true;
  SatTrace& trace;
  void step(const AxisStep& s) { trace.steps.push_back(s); }
};

// Where a loop's tally keeps every way out as short as the least: traced runs only.
template <class Sink>
std::vector<LeastPush>* least_list(Sink& sink) {
  if constexpr (Sink::enabled)
    return &sink.trace.least;
  else
    return nullptr;
}

// Records each axis's verdict without its shadows: linear memory, and no pass over the earlier
// axes for parallel copies.
struct SatCountSink {
  static constexpr bool enabled = false;
  SatTrace& trace;
  void step(const AxisStep& s) { trace.steps.push_back(s); }
};

// The overlap bookkeeping of one axis. below = B's lowest − A's highest and
// above = A's lowest − B's highest, in world units (rounded); `gap` and `touching` are exact.
// Each is a length along the axis less the circle's radius r (0 for two polygons), and that
// length is kept as its points (AlongAxis), so two axes' depths compare exactly where the
// rounded ones are too close to tell.
struct Depth {
  double separation = 0;   // > 0 gap, ≤ 0 minus the push-out depth
  Vec2 mtv{};              // moves B out of A along this axis (zero for a gap)
  bool up = true;          // the verdict reads B's low end against A's high end (else the reverse)
  bool both_ways = false;  // no gap, and the pushes up and down the axis are exactly as short
  AlongAxis along{};       // separation = along's length − r, exactly
  double error = 0;        // bounds |separation − its exact value|
};

// A bound on the rounding of dot(w, n) / |n| − r for a rounded difference w of two points and a
// rounded axis n: each term is off by a few units in the last place of |w.x| + |w.y| (and r).
inline double rounding_bound(Vec2 w, double r) {
  return 16 * bounds::kUnitRoundoff * (std::fabs(w.x) + std::fabs(w.y) + r) + bounds::kUnderflowFloor;
}

// The sign of x − y for two rounded values each within its `error` of one exact length along an
// axis: by the rounded values when they are far enough apart, else exactly.
inline int compare_lengths(double x, double x_error, const AlongAxis& x_along, double y, double y_error,
                           const AlongAxis& y_along) {
  if (std::fabs(x - y) > (x_error + y_error) * (1 + bounds::kBoundSlack)) return x > y ? 1 : -1;
  return compare_along_axis(x_along, y_along);
}

// below and above as rounded values and exactly (their lengths along the axis, less r).
struct Ends {
  double below, above;
  AlongAxis below_along, above_along;
  double below_error, above_error;
};

inline Depth depth(bool gap, bool touching, const Ends& e, Vec2 unit) {
  Depth d;
  d.separation = std::max(e.below, e.above);
  // Which push is shorter, exactly: both, on an axis where B sits in the middle of A.
  const int order = gap ? 0
                        : compare_lengths(e.below, e.below_error, e.below_along, e.above, e.above_error, e.above_along);
  d.up = gap ? e.below >= e.above : order >= 0;
  d.both_ways = !gap && order == 0;
  d.along = d.up ? e.below_along : e.above_along;
  d.error = d.up ? e.below_error : e.above_error;
  if (!gap) d.separation = d.up ? e.below : e.above;
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
inline void record_world(AxisStep& step, const Depth& d, Vec2 unit, Vec2 a_low, Vec2 a_high, Vec2 b_low, Vec2 b_high) {
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

// An edge or along-line axis of two polygons, once the shadows are compared: `verdict` +1
// overlap, 0 touch, −1 gap (exact), `b_above` whether a gap has B's shadow above A's (exact);
// each shadow as the vertices casting its low and high end; `line` the axis as its two points
// (an edge, whose normal it is, or the line along). Records the step (its shadows too when
// `traced`) and returns its depth for the tally.
inline Depth record_axis(AxisStep& step, int verdict, bool b_above, std::pair<Vec2, Vec2> a, std::pair<Vec2, Vec2> b,
                         const AlongAxis& line, bool traced) {
  step.tested = true;
  step.gap = verdict < 0;
  step.touching = verdict == 0;
  const double length = std::hypot(step.axis.x, step.axis.y);
  const Vec2 below = b.first - a.second, above = a.first - b.second;
  const Ends ends{dot(below, step.axis) / length,
                  dot(above, step.axis) / length,
                  {a.second, b.first, line.axis_from, line.axis_to, line.edge_normal},
                  {b.second, a.first, line.axis_from, line.axis_to, line.edge_normal},
                  rounding_bound(below, 0),
                  rounding_bound(above, 0)};
  Depth d = depth(step.gap, step.touching, ends, step.axis / length);
  if (step.gap) d.up = b_above;
  step.separation = d.separation;
  if (traced) {
    step.a = {dot(a.first, step.axis), dot(a.second, step.axis)};
    step.b = {dot(b.first, step.axis), dot(b.second, step.axis)};
    record_world(step, d, step.axis / length, a.first, a.second, b.first, b.second);
  }
  return d;
}

inline Vec2 unit_of(Vec2 axis) {
  const double length = std::hypot(axis.x, axis.y);
  return length > 0 ? axis / length : Vec2{0, 0};
}

// The running tally over the tested axes. Depths compare exactly (compare_lengths): the least
// push-out is the first in book order of the exactly least, and a traced run keeps every way
// out that is as short (`least`: each axis and side, its feature filled in by the loop).
struct Tally {
  SatResult& result;
  std::vector<LeastPush>* least = nullptr;
  Depth best{};
  int best_index = -1;
  bool gap_up = true;  // which way B lies along the first gap's axis

  // Records a tested axis at step index k; returns true when the test may stop (early exit).
  bool record(int k, bool gap, bool touching, const Depth& d, const SatOptions& options) {
    ++result.tested;
    if (touching) ++result.touching;
    if (gap) {
      ++result.with_gap;
      if (result.deciding < 0) result.deciding = k, gap_up = d.up;
      return options.early_exit;
    }
    const int order =
        best_index < 0 ? 1 : compare_lengths(d.separation, d.error, d.along, best.separation, best.error, best.along);
    if (order > 0) {
      best = d, best_index = k;
      if (least) least->clear();
    }
    if (order >= 0 && least) {
      least->push_back({k, d.up ? 1 : -1});
      if (d.both_ways) least->push_back({k, d.up ? -1 : 1});
    }
    return false;
  }
  void finish(bool empty) {
    result.collide = !empty && result.with_gap == 0;
    if (result.collide) result.deciding = best_index, result.mtv = best.mtv;
    if (least && !result.collide) least->clear();
  }
  // The side of the deciding axis where B lies (or leaves to): +1 up the axis, −1 down.
  int deciding_side() const { return (result.collide ? best.up : gap_up) ? 1 : -1; }
};

// The edge axis of edge i of the polygon: n = (p2.y − p1.y, p1.x − p2.x).
inline Vec2 edge_normal(Vec2 p1, Vec2 p2) { return {p2.y - p1.y, p1.x - p2.x}; }

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

// The vertex nearest the centre, exactly (the first of equally near ones).
inline std::size_t nearest_vertex(Polygon polygon, Vec2 c) {
  std::size_t nearest = 0;
  for (std::size_t v = 1; v < polygon.size(); ++v)
    if (compare_distances(c, polygon[v], polygon[nearest]) < 0) nearest = v;
  return nearest;
}

// The first edge j < k whose normal is parallel to axis k (exact): two edge normals are parallel
// when the edges are; the circle's axis p1 → p2 when it is perpendicular to the edge. Or −1.
inline int parallel_edge_before(Polygon polygon, int k, Vec2 p1, Vec2 p2, bool circle_axis) {
  const std::size_t n = polygon.size();
  for (int j = 0; j < k; ++j) {
    const Vec2 q1 = polygon[static_cast<std::size_t>(j)], q2 = polygon[(static_cast<std::size_t>(j) + 1) % n];
    if (q1 == q2) continue;
    if (circle_axis ? sign_dot(p1, p2, q1, q2) == 0 : sign_cross(q1, q2, p1, p2) == 0) return j;
  }
  return -1;
}

/// What an accelerator can hand the book's loop: for edge axis k in book order, each shape's
/// lowest and highest vertex along it (the ones the book's pass finds), and the first earlier
/// edge parallel to it. An empty span: not known, the loop finds it the book's way.
struct KnownExtremes {
  std::span<const std::uint32_t> a_lo, a_hi, b_lo, b_hi;
  std::span<const int> parallel;
};

/// How much of each axis the loop records in `trace`: nothing (no trace), the verdicts only
/// (SatCountSink), or everything a figure draws (SatTraceSink).
enum class Record { Nothing, Counts, Everything };

/// The book's loops (sat.cpp) with the extremes `known` (may be null) and the recording asked for.
SatResult polygons_sat(Polygon a, Polygon b, const SatOptions& options, Record record, SatTrace* trace,
                       const KnownExtremes* known);
SatResult circle_sat(Polygon polygon, const Circle& circle, const SatOptions& options, Record record, SatTrace* trace,
                     const KnownExtremes* known);

}  // namespace collide::sat_steps
