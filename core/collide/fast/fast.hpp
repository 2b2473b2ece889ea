// The fast paths: the same verdicts as the chapters' functions, by the algorithms the field uses
// for speed. Two algorithms, two names: collide::X is always the book's algorithm (traced or
// not; it is what the scenes draw), collide::fast::X is what a caller who only wants the answer
// should run. The tests compare the two.
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
/// polygon is a segment, one vertex a point). Same verdict as the book's SAT (sat.hpp, the
/// traced overloads), by other algorithms.
/// Up to 16 vertices each: bounding boxes, then one point (the centre of the boxes' overlap)
/// surely inside both, else every axis at once, branch-free, in vectors (fast/small_pair.cpp).
/// Otherwise O(n + m): the book's axes, each cleared by one vertex of the other shape, a witness
/// carried from edge to edge (fast/convex.cpp). Flat polygons, and inputs that would make the
/// witnesses wander, go to the merge walk over the outline of A ⊕ −B (fast/merge_walk.cpp),
/// O(n + m) always. Touching pairs always end in an exact test.
bool convex_polygons_collide(Polygon a, Polygon b);

/// The verdict and the minimum translation vector.
struct MtvResult {
  bool collide = false;
  /// Moves B out of A along the axis of least overlap, by that overlap (zero when they only
  /// touch or are apart), as SatResult::mtv in sat.hpp.
  Vec2 mtv{};
};

/// convex_polygons_collide with the minimum translation vector. Same depth as the book's SAT;
/// the direction may differ only when two axes tie. Up to 16 vertices each: every edge's overlap
/// at once, branch-free, which also proves the verdict in all but near-touching cases (then the
/// exact verdict runs); larger polygons: bounding boxes, then O(n + m) (the verdict, then hill
/// climbs).
MtvResult convex_polygons_mtv(Polygon a, Polygon b);

/// P inside or on a convex polygon (either winding). Same verdict as the book's side test
/// (convex.hpp), by another algorithm. O(log n): a
/// binary search over the fan of triangles from vertex 0. Extra linear work only for a flat
/// polygon, and for a P on the line of one of the two edges at vertex 0 (the run of vertices on
/// that line is walked).
bool point_in_convex_polygon(Vec2 p, Polygon polygon);

/// Boxes polygons_collide keeps on the stack; past 2·kStackLeaves edges per polygon its leaves
/// hold more edges each (still exact, a little slower).
inline constexpr std::size_t kStackLeaves = 512;

/// Any two polygons, concave or not. Same verdict as the book's edge test (concave.hpp), by
/// another algorithm.
/// A bounding-box early out; then a descent of two bounding-volume hierarchies, one over each
/// polygon's runs of consecutive edges (an outline's neighbouring edges are near each other, so
/// the runs' boxes are tight), testing only edge pairs whose boxes meet with
/// collide::segments_intersect; then containment with collide::point_in_polygon.
/// About O((n + m) log(n + m)) for outlines that cross or pass near each other in few places.
/// No heap allocation: the hierarchies live on the stack (see kStackLeaves).
bool polygons_collide(Polygon a, Polygon b);

}  // namespace collide::fast
