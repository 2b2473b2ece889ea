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

// Records each axis's verdict without its shadows: linear memory, and no pass over the earlier
// axes for parallel copies.
struct SatCountSink {
  static constexpr bool enabled = false;
  SatTrace& trace;
  void step(const AxisStep& s) { trace.steps.push_back(s); }
};

// The overlap bookkeeping of one axis. below = B's lowest − A's highest and
// above = A's lowest − B's highest, in world units (rounded); `gap` and `touching` are exact.
struct Depth {
  double separation = 0;  // > 0 gap, ≤ 0 minus the push-out depth
  Vec2 mtv{};             // moves B out of A along this axis (zero for a gap)
  bool up = true;         // the verdict reads B's low end against A's high end (else the reverse)
};

inline Depth depth(bool gap, bool touching, double below, double above, Vec2 unit) {
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
// each shadow as the vertices casting its low and high end. Records the step (its shadows too
// when `traced`) and returns its depth for the tally.
inline Depth record_axis(AxisStep& step, int verdict, bool b_above, std::pair<Vec2, Vec2> a, std::pair<Vec2, Vec2> b,
                         bool traced) {
  step.tested = true;
  step.gap = verdict < 0;
  step.touching = verdict == 0;
  const double length = std::hypot(step.axis.x, step.axis.y);
  Depth d = depth(step.gap, step.touching, dot(b.first - a.second, step.axis) / length,
                  dot(a.first - b.second, step.axis) / length, step.axis / length);
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
