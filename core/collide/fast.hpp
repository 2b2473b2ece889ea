// The fast paths: the same verdicts as the chapters' traced functions, by the algorithms the
// field uses for speed. The traced functions stay the book's algorithms (they are what the
// scenes draw); these are what a caller who only wants the answer should run.
//
// Every sign that decides a verdict is exact: a plain double evaluation with a proven error
// bound, falling back to collide::orientation / sign_cross (predicates.hpp) when the bound
// cannot decide. Touching counts as colliding. No function here allocates on the heap.
#pragma once
#include <cstddef>
#include <span>

#include "collide/shapes.hpp"

namespace collide::fast {

/// Two convex polygons (either winding; collinear and repeated vertices allowed; a two-vertex
/// polygon is a segment, one vertex a point). Same verdict as collide::convex_polygons_collide.
/// O(n + m): walks the edges of A and of B merged by direction (the outline of A ⊕ −B) and
/// stops at the first edge that has the origin strictly on its outer side. Flat polygons are
/// reduced to the segment their vertices span (O(n)); two flat ones go to the book's SAT on
/// those two segments.
bool convex_polygons_collide(Polygon a, Polygon b);

/// The verdict and the minimum translation vector.
struct MtvResult {
  bool collide = false;
  /// Moves B out of A along the axis of least overlap, by that overlap (zero when they only
  /// touch or are apart), as SatResult::mtv in sat.hpp.
  Vec2 mtv{};
};

/// convex_polygons_collide with the minimum translation vector, in O(n + m): the axis of least
/// overlap is the edge of A ⊕ −B nearest the origin. Same depth as the book's SAT; the direction
/// may differ only when two axes tie exactly.
MtvResult convex_polygons_mtv(Polygon a, Polygon b);

/// P inside or on a convex polygon (either winding). Same verdict as
/// collide::point_in_convex_polygon. O(log n): a binary search over the fan of triangles from
/// vertex 0. Extra linear work only for a flat polygon, and for a P on the line of one of the two
/// edges at vertex 0 (the run of vertices on that line is walked).
bool point_in_convex_polygon(Vec2 p, Polygon polygon);

/// Boxes polygons_collide keeps on the stack; past 2·kStackLeaves edges per polygon its leaves
/// hold more edges each (still exact, a little slower).
inline constexpr std::size_t kStackLeaves = 512;

/// Any two polygons, concave or not. Same verdict as collide::polygons_collide.
/// A bounding-box early out; then a descent of two bounding-volume hierarchies, one over each
/// polygon's runs of consecutive edges (an outline's neighbouring edges are near each other, so
/// the runs' boxes are tight), testing only edge pairs whose boxes meet with
/// collide::segments_intersect; then containment with collide::point_in_polygon.
/// About O((n + m) log(n + m)) for outlines that cross or pass near each other in few places.
/// No heap allocation: the hierarchies live on the stack (see kStackLeaves).
bool polygons_collide(Polygon a, Polygon b);

}  // namespace collide::fast
