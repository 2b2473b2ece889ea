// Distance and contact chapter, part 2: GJK (Gilbert, Johnson and Keerthi, 1988), in 2D.
//
// GJK finds the point of the Minkowski difference A − B nearest the origin without building
// A − B: it keeps a simplex (a point, a segment or a triangle) of A − B's support points and,
// each iteration, asks which Voronoi region of the simplex holds the origin, keeps only the
// vertices of that region, and searches from the nearest point towards the origin for a new
// support point. The nearest point's distance is the distance between A and B; its weights on
// the simplex give the witness points, one on each shape.
//
//   w = A − B's support along b₀ − a₀ (from a₀ − b₀ towards the origin)
//   loop: keep the simplex's region that holds the origin; p = its point nearest the origin
//         origin inside the triangle, or on the simplex → they overlap (touching counts)
//         w = support of A − B towards the origin from p
//         w no nearer the origin than the simplex → p is A − B's nearest point: stop
//         add w to the simplex
//
// Exact and rounded: each simplex corner is a_i − b_j rounded once to doubles. The region, the
// overlap and the stop ("no nearer") are decided exactly on those corners, so no tolerance is
// needed and the loop cannot cycle: every kept simplex is strictly nearer the origin than the
// last. The weights, the witness points and the distance are computed in doubles.
// Shapes: convex polygons in either winding; a two-vertex polygon is a segment, one vertex a point.
#pragma once
#include <array>
#include <vector>

#include "collide/shapes.hpp"
#include "collide/support.hpp"

namespace collide {

/// Up to three support points of A − B, each with its weight in the simplex's nearest point.
struct Simplex {
  std::array<SupportPoint, 3> v{};
  std::array<double, 3> weight{};
  int count = 0;
};

/// The Voronoi region of the simplex that holds the origin: a vertex, an edge, or the inside.
enum class GjkRegion { Vertex, Edge, Inside };

/// Why a step is the last.
enum class GjkStop {
  Continue,       ///< not the last: the support point joins the simplex
  Inside,         ///< the origin is inside the triangle: they overlap
  OnSimplex,      ///< the origin lies on the simplex (a vertex or an edge): they overlap or touch
  NoCloser,       ///< the support point is no nearer the origin: the distance is found
  NotPastOrigin,  ///< gjk_overlap: the support point does not reach the origin: apart
  IterationCap,   ///< kGjkMaxIterations reached (not seen in the tests; a safety net)
  Empty,          ///< a shape has no vertices
};

/// One iteration as GJK took it.
struct GjkStep {
  Simplex given;                         ///< the simplex the iteration starts with (the last point is the new one)
  GjkRegion region = GjkRegion::Vertex;  ///< where the origin lies, relative to `given`
  Simplex kept;                          ///< the vertices of that region, weighted
  Vec2 closest{};                        ///< kept's point nearest the origin
  double distance = 0;                   ///< |closest|: the distance so far
  Vec2 on_a{}, on_b{};                   ///< kept's weights on A's and B's vertices: the witness points so far
  Vec2 direction{};                      ///< searched along, from closest towards the origin; zero on a stop
  SupportPoint support;                  ///< A − B's support along direction (a = −1 when none was searched)
  GjkStop stop = GjkStop::Continue;
};

struct GjkResult {
  bool overlap = false;           ///< the origin is in A − B (touching counts)
  double distance = 0;            ///< gjk_distance: the distance (0 on overlap); gjk_overlap: an upper bound
  Vec2 witness_a{}, witness_b{};  ///< the nearest points, on A and on B (equal when touching)
  int iterations = 0;             ///< steps taken
  GjkStop stop = GjkStop::Empty;
  Simplex simplex;  ///< the last kept simplex (EPA grows it)
};

struct GjkTrace {
  std::vector<GjkStep> steps;
  GjkResult result;
};

/// A safety net: more iterations than this end the loop (IterationCap).
inline constexpr int kGjkMaxIterations = 200;

/// The distance between A and B and their nearest points; 0 when they overlap or touch.
GjkResult gjk_distance(Polygon a, Polygon b);
GjkResult gjk_distance(Polygon a, Polygon b, GjkTrace& trace);

/// GJK as a yes/no test: it also stops, apart, as soon as a support point fails to reach the
/// origin (the origin lies beyond A − B's support line there).
GjkResult gjk_overlap(Polygon a, Polygon b);
GjkResult gjk_overlap(Polygon a, Polygon b, GjkTrace& trace);

/// The simplex's region that holds the origin: keeps its vertices and sets their weights.
/// Exact on the corners as given.
GjkRegion gjk_solve(Simplex& simplex);

}  // namespace collide
