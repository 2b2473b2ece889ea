// The moving separating axis test, and the swept tests for circles (see time_of_impact.hpp).
//
// Index of this file:
//   [SECTION] Exact times (a fraction, compared exactly) and each axis's window of overlap
//   [SECTION] The moving separating axis test (two convex polygons)
//   [SECTION] Circles: two circles' quadratic
//   [SECTION] A circle and a polygon: the exact path, the touch times of edges and vertices
//   [SECTION] The public functions
//
// A time is a fraction dot(to − from, n) / dot(v, n) with the axis n oriented so that
// dot(v, n) > 0. Its numerator and denominator are polynomials of degree 2 in the inputs, so
// comparing two times is the sign of a degree-4 polynomial: first in doubles with a running
// error bound (filtered.hpp), then, when that cannot decide, exactly (expansion.hpp).
#include "collide/time_of_impact.hpp"

#include <algorithm>
#include <cmath>
#include <utility>

#include "collide/acting.hpp"
#include "collide/circle.hpp"
#include "collide/exact/expansion.hpp"
#include "collide/exact/filtered.hpp"
#include "collide/exact/predicates.hpp"
#include "collide/sat.hpp"
#include "collide/time_of_impact_steps.hpp"
#include "collide/vec.hpp"

namespace collide {
namespace {

// [SECTION] Exact times (a fraction, compared exactly) and each axis's window of overlap

using exact::diff;
using exact::E;
using filtered::Value;

// An axis given by two input points: the direction p2 − p1, or its perpendicular
// (p2.y − p1.y, p1.x − p2.x) (the edge normal). Swapping p1 and p2 reverses it.
struct Axis {
  Vec2 p1{}, p2{};
  bool perpendicular = true;
  // n = (x1 − x0, y1 − y0): the components as differences of inputs.
  double x1() const { return perpendicular ? p2.y : p2.x; }
  double x0() const { return perpendicular ? p1.y : p1.x; }
  double y1() const { return perpendicular ? p1.x : p2.y; }
  double y0() const { return perpendicular ? p2.x : p1.y; }
  Vec2 vector() const { return {x1() - x0(), y1() - y0()}; }
};

// Sign of dot(w − u, n), exactly.
int compare_along(const Axis& axis, Vec2 u, Vec2 w) {
  return axis.perpendicular ? sign_cross(u, w, axis.p1, axis.p2) : sign_dot(u, w, axis.p1, axis.p2);
}

// B's motion, to − from: never rounded to a double velocity, so an arrow drawn parallel to an
// edge stays exactly parallel (B does not move along that edge's normal at all).
struct Motion {
  Vec2 from{}, to{};
  Vec2 rounded() const { return to - from; }
};

// The time dot(to − from, n) / dot(v, n).
struct Time {
  Vec2 from{}, to{};
  Axis axis;
};

struct FilteredFraction {
  Value num, den;
};

FilteredFraction filtered_fraction(const Time& t, const Motion& v) {
  using filtered::exact;
  const Value nx = exact(t.axis.x1()) - exact(t.axis.x0()), ny = exact(t.axis.y1()) - exact(t.axis.y0());
  const Value wx = exact(t.to.x) - exact(t.from.x), wy = exact(t.to.y) - exact(t.from.y);
  const Value vx = exact(v.to.x) - exact(v.from.x), vy = exact(v.to.y) - exact(v.from.y);
  return {wx * nx + wy * ny, vx * nx + vy * ny};
}

auto exact_numerator(const Time& t) {
  return diff(t.to.x, t.from.x) * diff(t.axis.x1(), t.axis.x0()) +
         diff(t.to.y, t.from.y) * diff(t.axis.y1(), t.axis.y0());
}

auto exact_denominator(const Time& t, const Motion& v) {
  return diff(v.to.x, v.from.x) * diff(t.axis.x1(), t.axis.x0()) +
         diff(v.to.y, v.from.y) * diff(t.axis.y1(), t.axis.y0());
}

// Sign of t1 − t2, exactly: both denominators are positive, so it is the sign of
// num1·den2 − num2·den1.
int compare_times(const Time& t1, const Time& t2, const Motion& v) {
  const FilteredFraction f1 = filtered_fraction(t1, v), f2 = filtered_fraction(t2, v);
  if (const int s = filtered::certain_sign(f1.num * f2.den - f2.num * f1.den); s != 2) return s;
  return (exact_numerator(t1) * exact_denominator(t2, v) - exact_numerator(t2) * exact_denominator(t1, v)).sign();
}

// Sign of t − k for k = 0 or 1: the sign of num − k·den.
int compare_time_with(const Time& t, int k, const Motion& v) {
  const FilteredFraction f = filtered_fraction(t, v);
  const Value value = k == 0 ? f.num : f.num - f.den;
  if (const int s = filtered::certain_sign(value); s != 2) return s;
  return k == 0 ? exact_numerator(t).sign() : (exact_numerator(t) - exact_denominator(t, v)).sign();
}

// The time rounded: numerator and denominator exactly, then one division.
double value_of(const Time& t, const Motion& v) {
  return exact_numerator(t).estimate() / exact_denominator(t, v).estimate();
}

// The lowest and highest vertex along the axis, exactly.
std::pair<Vec2, Vec2> extremes(Polygon polygon, const Axis& axis) {
  std::size_t lo = 0, hi = 0;
  for (std::size_t i = 1; i < polygon.size(); ++i) {
    if (compare_along(axis, polygon[hi], polygon[i]) > 0) hi = i;
    if (compare_along(axis, polygon[lo], polygon[i]) < 0) lo = i;
  }
  return {polygon[lo], polygon[hi]};
}

// One axis of the moving test: the window of times B's shadow overlaps A's, as exact times.
struct Window {
  Overlap overlap = Overlap::Always;
  Time entry, exit;
  int moving = 0;    // the sign of dot(v, n): B moves up the axis as given, or down
  int gap_side = 0;  // Never: +1 B's shadow lies up the axis from A's, −1 down
};

using sat_steps::KnownExtremes;

// The extremes along axis k as the pass finds them: handed over by an accelerator (the same
// vertices), or the pass (an empty span: not known; k < 0: an extra axis).
std::pair<Vec2, Vec2> extremes_at(Polygon polygon, std::span<const std::uint32_t> known_lo,
                                  std::span<const std::uint32_t> known_hi, int k, const Axis& axis, bool reversed) {
  if (known_lo.empty() || known_hi.empty() || k < 0) return extremes(polygon, axis);
  const Vec2 lo = polygon[known_lo[static_cast<std::size_t>(k)]], hi = polygon[known_hi[static_cast<std::size_t>(k)]];
  // Reversed, the first lowest vertex is the first highest along the edge normal, and back.
  return reversed ? std::pair{hi, lo} : std::pair{lo, hi};
}

Window window_on(Polygon a, Polygon b, Axis axis, const Motion& v, const KnownExtremes* known = nullptr, int k = -1) {
  Window w;
  const int moving = compare_along(axis, v.from, v.to);  // sign of dot(v, n)
  w.moving = moving;
  if (moving < 0) std::swap(axis.p1, axis.p2);  // now B moves up the axis, or not at all
  const int edge_axis = axis.perpendicular ? k : -1;
  const KnownExtremes none;
  const KnownExtremes& ke = known ? *known : none;
  const auto [a_lo, a_hi] = extremes_at(a, ke.a_lo, ke.a_hi, edge_axis, axis, moving < 0);
  const auto [b_lo, b_hi] = extremes_at(b, ke.b_lo, ke.b_hi, edge_axis, axis, moving < 0);
  if (moving == 0) {
    const bool above = compare_along(axis, a_hi, b_lo) > 0, below = compare_along(axis, b_hi, a_lo) > 0;
    w.overlap = above || below ? Overlap::Never : Overlap::Always;
    w.gap_side = above ? 1 : below ? -1 : 0;
    return w;
  }
  // B's highest reaches A's lowest at entry; B's lowest passes A's highest at exit.
  w.overlap = Overlap::Window;
  w.entry = {b_hi, a_lo, axis};
  w.exit = {b_lo, a_hi, axis};
  return w;
}

// The axes in book order: each edge of A, then of B; a zero-length edge has none. Then the
// extra ones when the edges alone cannot decide (flat shapes on parallel lines, two points).
struct AxisSlot {
  TimeOfImpactAxis step;
  Axis axis;
};

std::vector<AxisSlot> axes_of(Polygon a, Polygon b) {
  std::vector<AxisSlot> slots;
  int first = -1;
  bool all_parallel = true;
  auto add_edges = [&](Polygon p, AxisOwner owner) {
    for (std::size_t i = 0; i < p.size(); ++i) {
      AxisSlot s;
      s.axis = {p[i], p[(i + 1) % p.size()], true};
      s.step.owner = owner;
      s.step.edge = static_cast<int>(i);
      s.step.axis = s.axis.vector();
      s.step.degenerate = s.axis.p1 == s.axis.p2;
      if (!s.step.degenerate) {
        if (first < 0)
          first = static_cast<int>(slots.size());
        else if (all_parallel)
          all_parallel = sign_cross(slots[first].axis.p1, slots[first].axis.p2, s.axis.p1, s.axis.p2) == 0;
      }
      slots.push_back(s);
    }
  };
  add_edges(a, AxisOwner::A);
  add_edges(b, AxisOwner::B);
  auto add_extra = [&](Vec2 p1, Vec2 p2) {
    AxisSlot s;
    s.axis = {p1, p2, false};
    s.step.edge = -1;
    s.step.along_line = true;
    s.step.axis = s.axis.vector();
    slots.push_back(s);
  };
  if (first >= 0 && all_parallel) {
    add_extra(slots[first].axis.p1, slots[first].axis.p2);
  } else if (first < 0) {
    add_extra({0, 0}, {1, 0});
    add_extra({0, 0}, {0, 1});
  }
  return slots;
}

// v scaled to length 1 (zero stays zero), with no −0 components for a reader to puzzle over.
Vec2 unit(Vec2 v) {
  const double length = std::hypot(v.x, v.y);
  return length > 0 ? v / length + Vec2{0, 0} : Vec2{0, 0};
}

// [SECTION] The moving separating axis test (two convex polygons)

// Edges along one straight stretch share an axis, and the test names the stretch's first: the
// edge of it where B, moved by `moved`, touches A is the one that acts.
Feature touched_at_impact(Polygon a, Polygon b, Vec2 moved, Feature f) {
  if (f.edge < 0) return f;
  f.edge = f.owner == AxisOwner::B ? touched_edge_of_stretch(b, f.edge, a, moved)
                                   : touched_edge_of_stretch(a, f.edge, b, -moved);
  return f;
}

// The book's moving test: every axis in book order, the window of each, then the latest entry
// against the earliest exit. `known`: each edge axis's extremes, if an accelerator found them.
template <class Record>
TimeOfImpactResult moving_sat(Polygon a, Polygon b, const Motion& v, Record record, const KnownExtremes* known) {
  TimeOfImpactResult result;
  if (a.empty() || b.empty()) return result;
  const std::vector<AxisSlot> slots = axes_of(a, b);
  Time latest_entry, earliest_exit;
  bool any_window = false;
  int entry_moving = 0, exit_moving = 0, never_side = 0;  // the cited axes' signs, for acts_on
  for (std::size_t k = 0; k < slots.size(); ++k) {
    TimeOfImpactAxis step = slots[k].step;
    if (step.degenerate) {
      record(step);
      continue;
    }
    const Window w = window_on(a, b, slots[k].axis, v, known, static_cast<int>(k));
    step.overlap = w.overlap;
    step.closing_speed = w.moving == 0 ? 0 : dot(v.rounded(), unit(step.axis));
    const int index = static_cast<int>(k);
    if (w.overlap == Overlap::Never && result.never < 0) result.never = index, never_side = w.gap_side;
    if (w.overlap == Overlap::Window) {
      step.entry = value_of(w.entry, v);
      step.exit = value_of(w.exit, v);
      if (!any_window || compare_times(w.entry, latest_entry, v) > 0)
        latest_entry = w.entry, result.deciding = index, entry_moving = w.moving;
      if (!any_window || compare_times(w.exit, earliest_exit, v) < 0)
        earliest_exit = w.exit, result.earliest_exit = index, exit_moving = w.moving;
      any_window = true;
    }
    record(step);
  }
  // A's side where it happens: B comes from below the way it moves, leaves above, or lies
  // across the gap; B's own feature faces the other way.
  auto acts = [&](int index, int a_side) {
    if (index < 0) return Feature{};
    const TimeOfImpactAxis& s = slots[static_cast<std::size_t>(index)].step;
    if (s.along_line) return Feature{};
    return s.owner == AxisOwner::A ? feature_facing(a, AxisOwner::A, s.edge, a_side)
                                   : feature_facing(b, AxisOwner::B, s.edge, -a_side);
  };
  result.at_entry = acts(result.deciding, -entry_moving);
  result.at_exit = acts(result.earliest_exit, exit_moving);
  result.at_never = acts(result.never, never_side);
  if (result.never >= 0) {
    result.miss = TimeOfImpactMiss::Never;
    return result;
  }
  if (!any_window) {  // B never moves along any axis that decides, and every one overlaps
    result.hit = result.overlapping_at_start = true;
    return result;
  }
  if (compare_times(latest_entry, earliest_exit, v) > 0)
    result.miss = TimeOfImpactMiss::NotAllAtOnce;
  else if (compare_time_with(latest_entry, 1, v) > 0)
    result.miss = TimeOfImpactMiss::AfterStep;
  else if (compare_time_with(earliest_exit, 0, v) < 0)
    result.miss = TimeOfImpactMiss::BeforeStep;
  result.hit = result.miss == TimeOfImpactMiss::None;
  if (!result.hit) return result;
  const int entry_sign = compare_time_with(latest_entry, 0, v);
  result.overlapping_at_start = entry_sign <= 0;
  if (entry_sign > 0) result.toi = std::fmin(value_of(latest_entry, v), 1.0);
  if (entry_sign > 0) result.at_entry = touched_at_impact(a, b, v.rounded() * result.toi, result.at_entry);
  // The axis was turned so that B moves up it: B comes from below, so A → B points down it.
  if (entry_sign >= 0) result.normal = unit(-latest_entry.axis.vector());
  return result;
}


// [SECTION] Circles: two circles' quadratic

// The first time in [0, ∞) at which |d + t·v| = r, with d = centre − point, or −1 when the
// moving point never comes within r (or only before t = 0). Cancellation-free roots: with
// b = d·v < 0 the smaller root is c / (−b + √(b² − a·c)).
double first_touch(Vec2 d, Vec2 v, double r) {
  const double a = dot(v, v), b = dot(d, v), c = dot(d, d) - r * r;
  if (c <= 0) return 0;
  if (a == 0 || b >= 0) return -1;
  const double disc = b * b - a * c;
  if (disc < 0) return -1;
  return c / (-b + std::sqrt(disc));
}

template <class Trace>
TimeOfImpactResult circles_quadratic(const Circle& a, const Circle& b, Vec2 v, Trace& trace) {
  TimeOfImpactResult result;
  // d = b.c − a.c and R = a.r + b.r, exactly.
  const auto dx = diff(b.c.x, a.c.x), dy = diff(b.c.y, a.c.y);
  const auto approach = E(v.x) * dx + E(v.y) * dy;
  const auto speed_squared = exact::product(v.x, v.x) + exact::product(v.y, v.y);
  const auto reach = E(a.r) + E(b.r);
  const auto clearance = dx * dx + dy * dy - reach * reach;
  const auto disc = approach * approach - speed_squared * clearance;
  trace.speed_squared = speed_squared.estimate();
  trace.approach = approach.estimate();
  trace.clearance = clearance.estimate();
  trace.meets_line = speed_squared.sign() > 0 && disc.sign() >= 0;
  const double root = trace.meets_line ? std::sqrt(disc.estimate()) : 0;
  if (trace.meets_line) {
    // Two forms of the same roots, each free of cancellation for its sign of b.
    const double q = trace.approach < 0 ? -trace.approach + root : -trace.approach - root;
    trace.entry = trace.approach < 0 ? trace.clearance / q : q / trace.speed_squared;
    trace.exit = trace.approach < 0 ? q / trace.speed_squared : trace.clearance / q;
    if (q == 0) trace.entry = trace.exit = 0;  // both roots 0: touching at t = 0, not moving in
    // One root (the path grazes): both forms round it their own way, and the entry could read
    // after the exit (issue 27: 0.10000000000000002 after 0.1). −b/a is that root.
    if (q != 0 && disc.sign() == 0) trace.entry = trace.exit = -trace.approach / trace.speed_squared;
    trace.exit = std::fmax(trace.exit, trace.entry);  // two roots: the entry is never the later one
  }
  const Vec2 d{dx.estimate(), dy.estimate()};
  if (clearance.sign() <= 0) {
    result.hit = result.overlapping_at_start = true;
    if (clearance.sign() == 0) result.normal = unit(d);
    return result;
  }
  if (approach.sign() >= 0 || disc.sign() < 0) {  // not moving, moving apart, or passing by
    result.miss = speed_squared.sign() == 0 ? TimeOfImpactMiss::Never
                  : approach.sign() >= 0    ? TimeOfImpactMiss::BeforeStep
                                            : TimeOfImpactMiss::NotAllAtOnce;
    return result;
  }
  // Contact before the end: at t = 1 they overlap, or the closest approach −b/a comes by then.
  const auto end_x = dx + E(v.x), end_y = dy + E(v.y);
  const bool overlap_at_end = (end_x * end_x + end_y * end_y - reach * reach).sign() <= 0;
  const bool closest_by_end = (approach + speed_squared).sign() >= 0;
  result.hit = overlap_at_end || closest_by_end;
  if (!result.hit) {
    result.miss = TimeOfImpactMiss::AfterStep;
    return result;
  }
  result.toi = std::fmin(trace.entry, 1.0);
  // Two points (r₁ + r₂ = 0) meet where the centres coincide: no line between them, so the
  // normal is the one against the motion.
  result.normal = reach.sign() == 0 ? unit(-v) : unit(d + result.toi * v);
  return result;
}

struct NoCirclesTrace {
  double speed_squared, approach, clearance, entry, exit;
  bool meets_line;
};

// [SECTION] A circle and a polygon: the exact path, the touch times of edges and vertices

// The sign of a polynomial in the inputs, exactly: in doubles with a running error bound first,
// then, only when that cannot decide, in expansions. `poly(x)` builds it with x(input) for each
// input double.
template <class Poly>
int sign_of(Poly poly) {
  if (const int s = filtered::certain_sign(poly([](double d) { return filtered::exact(d); })); s != 2) return s;
  return poly([](double d) { return E(d); }).sign();
}

// Vertex q within r of the centre's path c + t·v, t in [0, 1] (v not zero): the nearest point
// of the path is c, c + v, or q's foot on the path.
bool vertex_near_path(Vec2 q, Vec2 c, Vec2 v, double r) {
  const int along = sign_of([&](auto x) { return (x(q.x) - x(c.x)) * x(v.x) + (x(q.y) - x(c.y)) * x(v.y); });
  const int past =
      sign_of([&](auto x) { return (x(q.x) - x(c.x) - x(v.x)) * x(v.x) + (x(q.y) - x(c.y) - x(v.y)) * x(v.y); });
  if (along <= 0 || past >= 0) {  // nearest at c, or at c + v
    const Vec2 at = along <= 0 ? Vec2{0, 0} : v;
    return sign_of([&](auto x) {
             const auto dx = x(q.x) - x(c.x) - x(at.x), dy = x(q.y) - x(c.y) - x(at.y);
             return dx * dx + dy * dy - x(r) * x(r);
           }) <= 0;
  }
  return sign_of([&](auto x) {  // |w × v|² ≤ r²·|v|², w = q − c
           const auto cross = (x(q.x) - x(c.x)) * x(v.y) - (x(q.y) - x(c.y)) * x(v.x);
           return cross * cross - x(r) * x(r) * (x(v.x) * x(v.x) + x(v.y) * x(v.y));
         }) <= 0;
}

// The end of the path, c + v (not rounded), within r of the inside of the edge p → q, across it.
bool end_near_edge(Vec2 c, Vec2 v, double r, Vec2 p, Vec2 q) {
  const auto along = [&](auto x) {  // (c + v − p)·(q − p)
    return (x(c.x) - x(p.x) + x(v.x)) * (x(q.x) - x(p.x)) + (x(c.y) - x(p.y) + x(v.y)) * (x(q.y) - x(p.y));
  };
  if (sign_of(along) <= 0) return false;
  if (sign_of([&](auto x) {
        const auto dx = x(q.x) - x(p.x), dy = x(q.y) - x(p.y);
        return along(x) - (dx * dx + dy * dy);
      }) >= 0)
    return false;
  return sign_of([&](auto x) {
           const auto dx = x(q.x) - x(p.x), dy = x(q.y) - x(p.y);
           const auto cross = dx * (x(c.y) - x(p.y) + x(v.y)) - dy * (x(c.x) - x(p.x) + x(v.x));
           return cross * cross - x(r) * x(r) * (dx * dx + dy * dy);
         }) <= 0;
}

// The path c → c + v (not rounded) meets the edge p → q.
bool path_meets_edge(Vec2 c, Vec2 v, Vec2 p, Vec2 q) {
  const auto side_of_path = [&](Vec2 w) {  // v × (w − c)
    return sign_of([&](auto x) { return x(v.x) * (x(w.y) - x(c.y)) - x(v.y) * (x(w.x) - x(c.x)); });
  };
  const auto side_of_edge = [&](Vec2 shift) {  // (q − p) × (c + shift − p)
    return sign_of([&](auto x) {
      return (x(q.x) - x(p.x)) * (x(c.y) - x(p.y) + x(shift.y)) - (x(q.y) - x(p.y)) * (x(c.x) - x(p.x) + x(shift.x));
    });
  };
  const int o1 = side_of_path(p), o2 = side_of_path(q), o3 = side_of_edge({0, 0}), o4 = side_of_edge(v);
  if (o1 != 0 || o2 != 0 || o3 != 0 || o4 != 0) return o1 * o2 <= 0 && o3 * o4 <= 0;
  // All on one line: the edge's ends along v, against the path's [0, |v|²].
  const auto at = [&](Vec2 w, bool minus_end) {  // sign of (w − c)·v, or of (w − c)·v − |v|²
    const Vec2 end = minus_end ? v : Vec2{0, 0};
    return sign_of(
        [&](auto x) { return (x(w.x) - x(c.x) - x(end.x)) * x(v.x) + (x(w.y) - x(c.y) - x(end.y)) * x(v.y); });
  };
  return !(at(p, false) < 0 && at(q, false) < 0) && !(at(p, true) > 0 && at(q, true) > 0);
}

// Does the centre's path c + t·v, t in [0, 1], come within r of the polygon, when c itself is
// farther than r from it? Exactly when it comes within r of some edge: it meets the edge, or one
// of the edge's ends comes within r of the path, or the path's end within r of the edge. Every
// test is an exact sign with c + v never rounded (issue 27: rounding it made a path through a
// vertex miss it).
bool path_within(Polygon polygon, Vec2 c, Vec2 v, double r) {
  if (v == Vec2{0, 0}) return false;
  const std::size_t n = polygon.size();
  for (const Vec2 q : polygon)
    if (vertex_near_path(q, c, v, r)) return true;
  for (std::size_t i = 0; i < n; ++i) {
    const Vec2 p = polygon[i], q = polygon[(i + 1) % n];
    if (p != q && (path_meets_edge(c, v, p, q) || end_near_edge(c, v, r, p, q))) return true;
  }
  return false;
}

// When a circle r from the edge's line, sliding along it from c by v, first has its contact
// point c + t·v − r·n on the edge p1 → p2, or −1: the t where s(t) = dot(c + t·v − r·n − p1,
// along) / |along|² first lies in [0, 1] during the step.
double slide_touch(Vec2 c, Vec2 v, double r, Vec2 n, Vec2 p1, Vec2 along, double length_squared) {
  constexpr double kSlack = 1e-12;
  const double s0 = dot(c - r * n - p1, along) / length_squared, rate = dot(v, along) / length_squared;
  double from = 0, to = 1;  // the times in [0, 1] when s(t) lies in [0, 1]
  if (rate == 0) {
    if (s0 < -kSlack || s0 > 1 + kSlack) return -1;
  } else {
    const double t0 = (0 - s0) / rate, t1 = (1 - s0) / rate;
    from = std::max(from, std::min(t0, t1)), to = std::min(to, std::max(t0, t1));
  }
  return from <= to + kSlack ? from : -1;
}

// When the circle, moving from c by v, first touches the edge p1 → p2 (from either side), or −1.
// A circle exactly r from the edge's line, moving along it, touches it while its contact point
// lies on the edge.
double edge_touch(Vec2 c, Vec2 v, double r, Vec2 p1, Vec2 p2) {
  const Vec2 along = p2 - p1;
  const double length_squared = dot(along, along);
  if (length_squared == 0) return -1;
  double best = -1;
  for (const double side : {1.0, -1.0}) {
    const Vec2 n = side * unit(Vec2{along.y, -along.x});
    const double rate = dot(v, n);
    if (rate == 0 && std::fabs(dot(c - p1, n) - r) <= 1e-12 * std::max(1.0, r)) {
      const double t = slide_touch(c, v, r, n, p1, along, length_squared);
      if (t >= 0 && (best < 0 || t < best)) best = t;
      continue;
    }
    if (!(rate < 0)) continue;  // not moving towards this side of the line
    const double t = (r - dot(c - p1, n)) / rate;
    if (t < 0 || t > 1) continue;
    const Vec2 contact = c + t * v - r * n;
    const double s = dot(contact - p1, along) / length_squared;
    constexpr double kSlack = 1e-12;  // a contact at an end is also the vertex's: either may count
    if (s < -kSlack || s > 1 + kSlack) continue;
    if (best < 0 || t < best) best = t;
  }
  return best;
}

// `meets_at_start`: the book's SAT verdict for the circle where it starts and the polygon.
template <class Trace>
TimeOfImpactResult circle_polygon_path(const Circle& circle, Vec2 v, Polygon polygon, Trace& trace,
                                       bool meets_at_start) {
  TimeOfImpactResult result;
  const std::size_t n = polygon.size();
  trace.edge_times.assign(n, -1);
  trace.vertex_times.assign(n, -1);
  trace.contact_edge = trace.contact_vertex = -1;
  if (n == 0) return result;
  if (meets_at_start) {
    result.hit = result.overlapping_at_start = true;  // no first contact: the normal stays zero
    return result;
  }
  result.hit = path_within(polygon, circle.c, v, circle.r);
  double best = 2;
  for (std::size_t i = 0; i < n; ++i) {
    const double t = first_touch(circle.c - polygon[i], v, circle.r);
    if (t >= 0 && t <= 1) trace.vertex_times[i] = t;
    if (t >= 0 && t < best) best = t, trace.contact_vertex = static_cast<int>(i), trace.contact_edge = -1;
  }
  for (std::size_t i = 0; i < n; ++i) {
    const double t = edge_touch(circle.c, v, circle.r, polygon[i], polygon[(i + 1) % n]);
    trace.edge_times[i] = t;
    if (t >= 0 && t < best) best = t, trace.contact_edge = static_cast<int>(i), trace.contact_vertex = -1;
  }
  if (!result.hit) {  // a time rounded into being is no touch: the table agrees with the verdict
    trace.contact_edge = trace.contact_vertex = -1;
    trace.edge_times.assign(n, -1);
    trace.vertex_times.assign(n, -1);
    result.miss = TimeOfImpactMiss::NotAllAtOnce;  // the path never comes within r
    return result;
  }
  result.toi = std::fmin(best, 1.0);  // rounding alone can leave no candidate: then the end
  const Vec2 centre = circle.c + result.toi * v;
  if (trace.contact_vertex >= 0) {
    result.normal = unit(centre - polygon[static_cast<std::size_t>(trace.contact_vertex)]);
  } else if (trace.contact_edge >= 0) {
    const std::size_t i = static_cast<std::size_t>(trace.contact_edge);
    const Vec2 along = polygon[(i + 1) % n] - polygon[i];
    const Vec2 normal = unit(Vec2{along.y, -along.x});
    // From the edge towards the centre: the side the circle touches it from.
    result.normal = dot(centre - polygon[i], normal) >= 0 ? normal : unit(-normal);
  }
  return result;
}

struct NoCirclePolygonTrace {
  std::vector<double> edge_times, vertex_times;
  int contact_edge = -1, contact_vertex = -1;
};

}  // namespace

// [SECTION] The public functions

namespace toi_steps {

TimeOfImpactResult polygons(Polygon a, Polygon b, Vec2 from, Vec2 to, TimeOfImpactTrace* trace,
                            const KnownExtremes* known) {
  if (!trace)
    return moving_sat(
        a, b, Motion{from, to}, [](const TimeOfImpactAxis&) {}, known);
  trace->axes.clear();
  trace->velocity = to - from;
  trace->result = moving_sat(
      a, b, Motion{from, to}, [&](const TimeOfImpactAxis& s) { trace->axes.push_back(s); }, known);
  return trace->result;
}

TimeOfImpactResult circle_polygon(const Circle& circle, Vec2 velocity, Polygon polygon,
                                  CirclePolygonTimeOfImpactTrace* trace, bool meets_at_start) {
  if (!trace) {
    NoCirclePolygonTrace none;
    return circle_polygon_path(circle, velocity, polygon, none, meets_at_start);
  }
  trace->result = circle_polygon_path(circle, velocity, polygon, *trace, meets_at_start);
  return trace->result;
}

}  // namespace toi_steps

TimeOfImpactResult convex_polygons_time_of_impact(Polygon a, Polygon b, Vec2 velocity) {
  return toi_steps::polygons(a, b, {0, 0}, velocity, nullptr, nullptr);
}

TimeOfImpactResult convex_polygons_time_of_impact(Polygon a, Polygon b, Vec2 velocity, TimeOfImpactTrace& trace) {
  return toi_steps::polygons(a, b, {0, 0}, velocity, &trace, nullptr);
}

TimeOfImpactResult convex_polygons_time_of_impact(Polygon a, Polygon b, Vec2 from, Vec2 to, TimeOfImpactTrace& trace) {
  return toi_steps::polygons(a, b, from, to, &trace, nullptr);
}

TimeOfImpactResult circles_time_of_impact(const Circle& a, const Circle& b, Vec2 velocity) {
  NoCirclesTrace trace{};
  return circles_quadratic(a, b, velocity, trace);
}

TimeOfImpactResult circles_time_of_impact(const Circle& a, const Circle& b, Vec2 velocity,
                                          CirclesTimeOfImpactTrace& trace) {
  trace = {};
  trace.result = circles_quadratic(a, b, velocity, trace);
  return trace.result;
}

namespace {

// The circle where it starts against the polygon: the book's separating axis test (sat.hpp).
bool circle_meets_at_start(Polygon polygon, const Circle& circle) {
  return !polygon.empty() && convex_polygon_circle_collide(polygon, circle);
}

}  // namespace

TimeOfImpactResult circle_polygon_time_of_impact(const Circle& circle, Vec2 velocity, Polygon polygon) {
  return toi_steps::circle_polygon(circle, velocity, polygon, nullptr, circle_meets_at_start(polygon, circle));
}

TimeOfImpactResult circle_polygon_time_of_impact(const Circle& circle, Vec2 velocity, Polygon polygon,
                                                 CirclePolygonTimeOfImpactTrace& trace) {
  return toi_steps::circle_polygon(circle, velocity, polygon, &trace, circle_meets_at_start(polygon, circle));
}

}  // namespace collide
