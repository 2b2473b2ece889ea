// Distance and contact chapter, part 4: ray casts.
//
// A ray is the segment from `from` to `to`; a hit is at from + fraction · (to − from), with
// 0 ≤ fraction ≤ 1. The normal is the shape's outward unit normal at the hit.
//
// Convex polygon: the slab (clipping) method (Cyrus and Beck, 1978). Each edge's line cuts the
// ray in two; the inside part starts at the edge's entering parameter (the ray crosses inwards)
// or ends at its leaving parameter (outwards). The ray is inside from the largest entering
// parameter to the smallest leaving one; if that stretch is empty, it misses.
//
// Exact and rounded: which edges the ray runs parallel to, and whether `from` lies outside an
// edge's line, are decided exactly (predicates.hpp); the parameters are divided out in doubles,
// so a ray that only grazes a corner may be called a hit or a miss by rounding. Except at the
// ray's ends: a ray ending (starting) exactly on an edge's line crosses it at t = 1 (0) exactly,
// so a ray whose end touches the outline hits there, at `to` itself.
// A ray that starts inside (or on) the shape hits at fraction 0 with edge −1 and no normal.
// Through a vertex: when the ray's line passes exactly through an end of the edge it enters by
// (exact), it meets A at that vertex, the end of two edges; the hit names the vertex and both.
// `edge` is then the one of the two the slab method kept, and the normal is that edge's.
#pragma once
#include <array>
#include <cmath>
#include <vector>

#include "collide/exact/bounds.hpp"
#include "collide/shapes.hpp"

namespace collide {

/// One edge's cut of the ray.
struct RayEdgeCut {
  int edge = 0;
  bool parallel = false;  ///< the ray runs along the edge's direction (exact)
  bool outside = false;   ///< `from` lies beyond the edge's line (exact); parallel and outside: a miss
  bool entering = false;  ///< not parallel: the ray crosses the line inwards (else outwards)
  double t = 0;           ///< not parallel: where it crosses the line, as a fraction of the ray
};

/// A ray from `from` to `to`, as the casts take it: for casting many at once.
struct RaySegment {
  Vec2 from, to;
};

struct RayHit {
  bool hit = false;
  double fraction = 0;  ///< where it first meets the shape (0 when it starts inside)
  Vec2 point{};
  Vec2 normal{};  ///< outward, unit; zero when it starts inside
  int edge = -1;  ///< the polygon's edge hit; −1 for a circle or a start inside
  bool starts_inside = false;
  int vertex = -1;  ///< the polygon's vertex the hit point is, exactly; −1 when it is inside an edge
  std::array<int, 2> vertex_edges{-1, -1};  ///< at a vertex: the edges meeting there, in the polygon's order
};

struct RayCastTrace {
  std::vector<RayEdgeCut> cuts;  ///< one per edge, in order
  double enter = 0, leave = 1;   ///< the inside stretch: largest entering, smallest leaving
  RayHit result;
};

/// The ray against a convex polygon (either winding, at least three vertices with area; a flat
/// one, winding() == 0, is never hit).
RayHit ray_cast_polygon(Polygon polygon, Vec2 from, Vec2 to);
RayHit ray_cast_polygon(Polygon polygon, Vec2 from, Vec2 to, RayCastTrace& trace);

/// Whether the ray from → to gets across edge `in`'s line no later than across edge `out`'s (or,
/// out < 0, than its end), comparing the two fractions exactly: the slab method's last step.
bool ray_in_before_out(Polygon polygon, Vec2 from, Vec2 to, int in, int out);

/// How far a cut's rounded fraction t = depth / slope can lie from the exact fraction on the
/// exact line, when depth = n·(p − from) and slope = n·(to − from) are each the rounded sum of two
/// rounded products of the rounded normal n = (q − p) turned and a rounded difference: up to 4u
/// of their products' sizes (depth_size, slope_size) each, and u in the division. Infinite when
/// the slope is so cancelled (the ray nearly along the edge) that its rounding may be most of it.
/// A fraction set exactly (an end of the ray on the line) is within this bound too.
/// ray_cut_error_scaled is the bound times |slope| (the fast paths compare without dividing).
inline double ray_cut_error_scaled(double t, double depth_size, double slope_size, double slope) {
  constexpr double u = bounds::kUnitRoundoff;
  const double size = std::fabs(slope);
  if (!(size > 16 * u * slope_size)) return HUGE_VAL;
  return 8 * u * (depth_size + std::fabs(t) * slope_size) + 4 * u * std::fabs(t) * size;
}
inline double ray_cut_error(double t, double depth_size, double slope_size, double slope) {
  return ray_cut_error_scaled(t, depth_size, slope_size, slope) / std::fabs(slope) + bounds::kUnderflowFloor;
}

/// The ray against a circle: the smaller root of |from + t·(to − from) − c|² = r².
RayHit ray_cast_circle(const Circle& circle, Vec2 from, Vec2 to);

}  // namespace collide
