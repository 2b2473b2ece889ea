// Convex polygons chapter, part 2: the separating axis theorem.
//
// Axes in book order: A's edge normals (edge 0, 1, …), then B's, then (circle tests only) the
// circle's axis from its centre towards the polygon's nearest vertex.
// An edge's normal is (p2.y − p1.y, p1.x − p2.x), like (a, b) in the lines chapter; its length is
// the edge's length. Circle tests use unit axes, so the circle's shadow is centre ± r.
// Gaps and overlaps are decided exactly; the intervals stored in traces are rounded, for drawing.
// The minimum translation vector moves B out of A: translating B by mtv leaves them touching.
//
// Two cases the book's axes cannot decide get one more axis, after the book's ones (its
// AxisStep has along_line set): when every edge of both shapes lies on parallel lines (two
// collinear segments, a point on a segment's line) the shadows across the line always overlap,
// so the direction along the line is tested as well. A zero-length edge has no normal: its
// axis is marked degenerate and not tested. An empty polygon collides with nothing.
// A concave polygon is seen through its convex outline (see the concave chapter).
#pragma once
#include <array>
#include <vector>

#include "collide/shapes.hpp"

namespace collide {

/// Edge normals, one per edge (not normalised).
std::vector<Vec2> axes(Polygon polygon);

/// The polygon's shadow on an axis: the smallest and largest dot product of a vertex with it.
Interval project(Polygon polygon, Vec2 axis);

struct SatOptions {
  bool early_exit = true;                 ///< stop at the first gap, as the book does
  bool skip_parallel_duplicates = false;  ///< skip an axis parallel to one already tested
};

enum class AxisOwner { A, B, Circle };

/// Where an axis's event happens: an edge or a vertex of A or B. Parallel edges share an axis
/// (a rectangle's e1 and e3); the feature is the one on the side where it happens (B touches it,
/// leaves through it, or lies across a gap from it), decided exactly (acting.hpp).
struct Feature {
  AxisOwner owner = AxisOwner::A;
  int edge = -1;    ///< the edge's index in its owner, or −1
  int vertex = -1;  ///< with no edge on that side, the vertex there; else −1
  bool operator==(const Feature&) const = default;
};

/// One axis as the test tried it.
struct AxisStep {
  AxisOwner owner = AxisOwner::A;
  int edge = 0;            ///< edge index in its owner; for the circle axis, the nearest vertex of A
  Vec2 axis{};             ///< as tested (edge normal, or unit vector in circle tests)
  Interval a{}, b{};       ///< both shadows, in dot-product units of `axis`
  bool tested = false;     ///< false: skipped as a duplicate, or never reached after an early exit
  bool duplicate = false;  ///< parallel to an earlier axis, and skipped for it (SatOptions)
  /// Traced runs: the first earlier axis with a direction parallel to this one (either way, exact);
  /// −1 when none. Set whether or not duplicates are skipped, so a figure can name the copy.
  int parallel_to = -1;
  bool degenerate = false;  ///< no direction (zero-length edge, or the circle's centre on a vertex)
  bool along_line = false;  ///< the extra axis along the common line of flat shapes (edge −1)
  bool gap = false;         ///< the shadows do not overlap (exact)
  bool touching = false;    ///< no gap, and the shadows meet at one value only (exact)
  double separation = 0;    ///< in world units: > 0 gap width, ≤ 0 minus the push-out depth (0 when touching)
  // For drawing and for the tables, in world units (rounded), so a figure never divides again:
  Vec2 unit{};                    ///< `axis` scaled to length 1 (zero without a direction)
  Interval a_world{}, b_world{};  ///< both shadows along `unit`
  /// The stretch along `unit` the verdict reads: with a gap, the gap between the shadows; else
  /// the push-out, from B's end to A's far end the shorter way (B moved by it leaves them touching).
  /// The push-out is not the shadows' shared length when one shadow holds the other.
  Interval between{};
  /// The vertices (a circle's rim points) that cast each shadow's low and high end.
  Vec2 a_low_at{}, a_high_at{}, b_low_at{}, b_high_at{};
  /// Which way the verdict's stretch runs: true, from A's high end up to B's low end (B is pushed,
  /// or lies, up the axis: +unit); false, from B's high end up to A's low end (B goes down it).
  bool b_up = true;
};

struct SatResult {
  bool collide = false;
  int axes = 0;      ///< all axes in book order, duplicates included (n + m, or n + 1)
  int tested = 0;    ///< axes actually projected (with the along-line axis, if used)
  int with_gap = 0;  ///< tested axes that show a gap
  int touching = 0;  ///< tested axes whose shadows only touch (exact); colliding with
                     ///< touching > 0 means the shapes touch without overlapping
  int duplicates_skipped = 0;
  int deciding = -1;  ///< index into the steps: the first gap, else the least overlap
  /// When colliding: moves B out of A along the axis of least overlap, by that overlap in world
  /// units (zero when they only touch); zero when apart.
  Vec2 mtv{};
  Vec2 circle_axis_vertex{};  ///< circle tests: A's vertex nearest the centre
  /// Traced runs: where the deciding axis acts. With a gap, the feature of the deciding axis'
  /// owner that faces the other shape across it; colliding, the one B leaves through (A's) or
  /// leaves by (B's), the way the MTV points. The circle's axis: A's nearest vertex. None (−1, −1)
  /// for the along-line axis, for no deciding axis, and in runs without a trace.
  Feature acting;
};

/// A way B leaves A by the least push-out: the axis (an index into the steps), the way B goes
/// along it (+1 up the axis, −1 down), and the feature where it acts (as SatResult::acting).
struct LeastPush {
  int step = -1;
  int side = 1;
  Feature acting{};
};

struct SatTrace {
  std::vector<AxisStep> steps;  ///< every axis in book order, `tested` or not (+ along-line)
  SatResult result;
  /// Colliding, traced runs: every way out exactly as short as the MTV, in book order, the
  /// MTV's own first. Parallel copies of an axis give the same ways again (their `parallel_to`
  /// says so); empty when apart.
  std::vector<LeastPush> least;
};

/// Two convex polygons (either winding; a two-vertex polygon is a segment).
/// Every overload is the book's walk over every axis, O((n + m)²); the traced one records each
/// axis. For the verdict alone at speed, fast::convex_polygons_collide (fast/fast.hpp), O(n + m); for
/// the same trace in about linear time, quick::convex_polygons_collide, and for the tally
/// count_every_axis (fast/quick_trace.hpp).
bool convex_polygons_collide(Polygon a, Polygon b);
SatResult convex_polygons_collide(Polygon a, Polygon b, const SatOptions& options);
SatResult convex_polygons_collide(Polygon a, Polygon b, const SatOptions& options, SatTrace& trace);

/// A convex polygon (A) and an axis-aligned rectangle (B, as rect_to_polygon).
bool convex_polygon_rect_collide(Polygon polygon, const Rect& rect);
SatResult convex_polygon_rect_collide(Polygon polygon, const Rect& rect, const SatOptions& options, SatTrace& trace);

/// A convex polygon (A) and the segment from a to b (B, a polygon with two vertices).
bool convex_polygon_segment_collide(Polygon polygon, Vec2 a, Vec2 b);
SatResult convex_polygon_segment_collide(Polygon polygon, Vec2 a, Vec2 b, const SatOptions& options, SatTrace& trace);

/// A convex polygon (A) and a circle (B): A's edge normals, then the axis from the centre to
/// A's nearest vertex. A centre exactly on a vertex collides: that axis has no direction, so it
/// is marked degenerate and not tested (the edge axes still give the MTV).
bool convex_polygon_circle_collide(Polygon polygon, const Circle& circle);
SatResult convex_polygon_circle_collide(Polygon polygon, const Circle& circle, const SatOptions& options);
SatResult convex_polygon_circle_collide(Polygon polygon, const Circle& circle, const SatOptions& options,
                                        SatTrace& trace);

}  // namespace collide
