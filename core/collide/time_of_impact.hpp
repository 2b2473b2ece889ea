// Fast objects: the swept test (time of impact). B moves by `velocity` during the step
// t ∈ [0, 1] (B at t is B + t·velocity); A stays where it is. Touching counts as a hit.
//
// The moving separating axis test, for two convex polygons: on each axis the gap between the
// two shadows closes at the rate dot(velocity, axis), so the shadows overlap during one window
// of time [entry, exit] (or always, or never, when B does not move along that axis). The shapes
// overlap exactly when every axis's shadows do: from the latest entry to the earliest exit.
// They meet during the step when latest entry ≤ earliest exit, latest entry ≤ 1 and earliest
// exit ≥ 0; the time of impact is the latest entry (0 when they already touch at t = 0).
//
// Axes in book order, as in sat.hpp: A's edge normals, then B's (plus the along-line axis when
// every edge of both lies on parallel lines, or the x and y axes when both are single points).
// Every time is a fraction d / r with r > 0; every comparison of times (with each other, with 0
// and with 1) is an exact sign of d1·r2 − d2·r1, never a division, for any input validate.hpp
// accepts. The times stored (entry, exit, toi) are then rounded to doubles: each is d / r with
// d and r computed exactly first, so within a few ulps of the true value.
#pragma once
#include <vector>

#include "collide/sat.hpp"
#include "collide/shapes.hpp"

namespace collide {

/// When B's shadow overlaps A's on one axis during the motion (t over all reals).
enum class Overlap {
  Window,  ///< from `entry` to `exit` (B moves along the axis)
  Always,  ///< B does not move along the axis and the shadows overlap (or touch)
  Never,   ///< B does not move along the axis and the shadows are apart: a miss
};

/// One axis of the moving separating axis test.
struct TimeOfImpactAxis {
  AxisOwner owner = AxisOwner::A;
  int edge = 0;             ///< edge index in its owner (−1 for the extra axes)
  Vec2 axis{};              ///< as tested: the edge normal (or the extra axis' direction)
  bool degenerate = false;  ///< a zero-length edge: no direction, not tested
  bool along_line = false;  ///< an extra axis (along flat shapes' common line, or x / y)
  Overlap overlap = Overlap::Always;
  double entry = 0, exit = 0;  ///< Window only: the times the shadows start and stop overlapping
  double closing_speed = 0;    ///< dot(velocity, unit axis): how fast B moves along it
};

/// Why a swept test missed, decided exactly.
enum class TimeOfImpactMiss {
  None,          ///< a hit
  Never,         ///< on some axis B does not move and the shadows are apart (circles: B still)
  NotAllAtOnce,  ///< the latest entry comes after the earliest exit (circles: the path passes by)
  AfterStep,     ///< they would first touch after t = 1
  BeforeStep,    ///< they overlap only before t = 0 (circles: B moves away)
};

struct TimeOfImpactResult {
  bool hit = false;
  TimeOfImpactMiss miss = TimeOfImpactMiss::None;  ///< why not, for a miss
  double toi = 0;  ///< the first such t (0 when they touch or overlap at t = 0); hits only
  /// The axis of first contact, unit, pointing from A to B (against the motion). Zero for a miss,
  /// and when there is no first contact: they already overlap at t = 0, or touch at t = 0 without
  /// B moving into A along the deciding axis (for circle–polygon: whenever they touch at t = 0).
  Vec2 normal{};
  bool overlapping_at_start = false;  ///< they touch or overlap at t = 0
  int deciding = -1;                  ///< the axis with the latest entry (first in book order on a tie), or −1
  int earliest_exit = -1;             ///< the axis with the earliest exit, or −1
  int never = -1;                     ///< the first axis whose shadows never meet, or −1
  /// Where each of those axes acts (acting.hpp): parallel edges share an axis, so the edge named
  /// is the one on the side where it happens. `at_entry`: where B's shadow first reaches A's on
  /// the deciding axis (A's side facing B as it comes, B's leading side; of a straight stretch of
  /// edges, the one B touches at the time of impact, acting.hpp); `at_exit`: where it
  /// leaves on the earliest-exit axis; `at_never`: across the gap on the never axis. Polygons only.
  Feature at_entry, at_exit, at_never;
};

struct TimeOfImpactTrace {
  std::vector<TimeOfImpactAxis> axes;  ///< every axis in book order (degenerate ones included)
  Vec2 velocity{};                     ///< B's motion during the step, as given
  TimeOfImpactResult result;
};

/// Two convex polygons (either winding; two vertices: a segment; one: a point), B moving.
/// An empty polygon meets nothing. The book's pass over every vertex for every axis:
/// O((n + m)²); quick::convex_polygons_time_of_impact (fast/quick_time_of_impact.hpp) gives the
/// same answer and trace in O((n + m) log(n + m)) for big polygons.
TimeOfImpactResult convex_polygons_time_of_impact(Polygon a, Polygon b, Vec2 velocity);
TimeOfImpactResult convex_polygons_time_of_impact(Polygon a, Polygon b, Vec2 velocity, TimeOfImpactTrace& trace);
/// The same with B moving by to − from, an arrow from `from` to `to`, taken exactly: the velocity
/// is never rounded to a double first, so an arrow drawn exactly parallel to an edge leaves B's
/// shadow on that edge's normal standing still (Overlap::Always or Never, closing_speed 0), where
/// a rounded velocity would give times such as −1.4e16. trace.velocity is to − from rounded.
TimeOfImpactResult convex_polygons_time_of_impact(Polygon a, Polygon b, Vec2 from, Vec2 to, TimeOfImpactTrace& trace);

/// Two circles, B moving: |b.c + t·v − a.c| = a.r + b.r is a quadratic in t.
/// Every decision (touching at the start, moving apart, the paths never close to a.r + b.r,
/// the contact before t = 1) is an exact sign. toi is the smaller root by the cancellation-free
/// formula from exactly computed coefficients: a few ulps.
struct CirclesTimeOfImpactTrace {
  double speed_squared = 0;    ///< |v|²
  double approach = 0;         ///< d·v with d = b.c − a.c: negative when closing in
  double clearance = 0;        ///< |d|² − (a.r + b.r)² at t = 0: > 0 apart
  bool meets_line = false;     ///< the quadratic has roots (the unbounded path comes close enough)
  double entry = 0, exit = 0;  ///< the roots, when meets_line
  TimeOfImpactResult result;
};
TimeOfImpactResult circles_time_of_impact(const Circle& a, const Circle& b, Vec2 velocity);
TimeOfImpactResult circles_time_of_impact(const Circle& a, const Circle& b, Vec2 velocity,
                                          CirclesTimeOfImpactTrace& trace);

/// A circle moving by `velocity`, a convex polygon standing still (the polygon is A, so the
/// normal points from the polygon to the circle).
///
/// Tolerance, honestly: the verdict is exact for the centre's path c + t·velocity, t in [0, 1]
/// (c + velocity is never rounded): the circle meets the polygon during the step exactly when that
/// path comes within r of one of its edges, decided by exact signs; for a miss every time in the
/// trace is −1. The time of impact and the normal are computed in
/// doubles, as the earliest of the times the circle touches an edge (from either side) or a
/// vertex: accurate to roughly 1e-12 relative for inputs of similar magnitude, not exact.
/// Whether the circle already meets the polygon at t = 0 is the book's separating axis test
/// (O(n²)); quick::circle_polygon_time_of_impact asks the quick one (about linear).
struct CirclePolygonTimeOfImpactTrace {
  /// Per edge of the polygon: when the moving circle first touches it (−1: never in [0, 1]).
  std::vector<double> edge_times;
  /// Per vertex: when the circle first touches it (−1: never in [0, 1]).
  std::vector<double> vertex_times;
  int contact_edge = -1, contact_vertex = -1;  ///< the feature of first contact (one of them)
  TimeOfImpactResult result;
};
TimeOfImpactResult circle_polygon_time_of_impact(const Circle& circle, Vec2 velocity, Polygon polygon);
TimeOfImpactResult circle_polygon_time_of_impact(const Circle& circle, Vec2 velocity, Polygon polygon,
                                                 CirclePolygonTimeOfImpactTrace& trace);

}  // namespace collide
