// The extreme vertices of a convex polygon along many axes at once, for the separating axis
// tallies in about linear time (sat.hpp, count_every_axis).
//
// The book's walk finds each polygon's lowest and highest vertex along every axis by a pass over
// its vertices: O(n) per axis, O((n + m)²) for two polygons. Along a direction turning
// counter-clockwise, the highest vertex of a convex polygon only ever moves forward round the
// outline (counter-clockwise). So: sort the axes by angle, then walk one pointer round the
// outline as the axes turn — one lap for all of them, O(n + k log k) for k axes.
//
// The answer is the book's, vertex for vertex: of several vertices exactly as high (an edge
// square to the axis, repeated or collinear vertices), the one with the smallest index, which is
// the vertex the book's pass keeps. Every comparison is the book's exact one.
//
// A concave polygon's highest vertices along any axis are on its convex hull, so for it the walk
// goes round the hull's rim with the points on its straight sides kept (boundary_hull.hpp), and
// the smallest index among the tied rim points is the book's vertex.
#pragma once
#include <cstdint>
#include <span>
#include <utility>
#include <vector>

#include "collide/accel/boundary_hull.hpp"
#include "collide/shapes.hpp"

namespace collide::detail {

/// An axis given by the edge it is the normal of: from → to; the axis is the edge direction
/// turned clockwise, (to.y − from.y, from.x − to.x), as in sat.hpp.
using AxisEdge = std::pair<Vec2, Vec2>;

/// For axis k: the polygon's lowest (`lo[k]`) and highest (`hi[k]`) vertex along it, each the
/// smallest index among ties. `ready` is false when the walk does not apply (a small polygon, or
/// one whose hull has no rim): the caller then makes the book's pass. A polygon with no area (every
/// vertex on one line) is answered from the two ends of that line, O(1) an axis.
struct AxisExtremes {
  std::vector<std::uint32_t> lo, hi;
  bool ready = false;
};

/// Polygons with at most this many vertices are left to the book's pass (it is as quick).
inline constexpr std::size_t kWalkFrom = 64;

/// The angle of the direction from → to in [0, 2π), rounded: within 10⁻¹⁵ of the exact angle
/// (each component of to − from is one rounding off; atan2 is good to an ulp). Two directions
/// whose angles differ by more than kAngleSlack are in that order exactly, so sorting compares
/// these first and settles only the closer ones with exact signs.
double direction_angle(Vec2 from, Vec2 to);
inline constexpr double kAngleSlack = 1e-9;

/// An axis to answer: the normal of from → to; the highest vertex along it goes to hi[axis], or
/// to lo[axis] when this is the axis reversed. `angle` is direction_angle(from, to).
struct AxisQuery {
  Vec2 from, to;
  std::uint32_t axis = 0;
  bool reversed = false;
  double angle = 0;
};

/// One polygon's part of the walk whatever the other polygon is: its outline made ready (itself,
/// or its hull's rim), its own edges' axes (and their reverses) sorted by angle, and its extremes
/// along them. A drag moves one shape, so the other's part can be kept between frames: it is
/// kept for `key`, the vertex list it was made for, and made afresh when the polygon differs in
/// any bit of any coordinate.
struct OwnAxes {
  std::vector<Vec2> key;
  bool made = false;      ///< key holds the polygon these were made for
  bool walkable = false;  ///< big enough, and with area or flat: the walk or the ends answer (AxisExtremes::ready)
  bool flat = false;      ///< no area: every vertex on one line, answered from its ends
  std::uint32_t flat_lo = 0, flat_hi = 0;  ///< flat: the first vertex at each end of the line
  bool convex = true;
  int turn = 0;      ///< convex: its winding
  BoundaryHull rim;  ///< not convex: its hull's rim
  std::vector<AxisQuery> queries;
  AxisExtremes own;  ///< along its own edges' axes (when walkable)
};

/// extremes_along(a, b, axes) for the axes of a's edges then b's (the book's order), each
/// polygon's own part taken from `own_a` / `own_b` when it is still the same polygon there.
std::pair<AxisExtremes, AxisExtremes> extremes_along_edges(Polygon a, Polygon b, OwnAxes& own_a, OwnAxes& own_b);

/// The extremes of a polygon (convex or not) along every axis (zero-length edges are skipped: they have
/// no direction and the book does not test them).
AxisExtremes extremes_along(Polygon polygon, std::span<const AxisEdge> axes);
/// The same for two polygons and the same axes, sorting the axes once for both.
std::pair<AxisExtremes, AxisExtremes> extremes_along(Polygon a, Polygon b, std::span<const AxisEdge> axes);

}  // namespace collide::detail
