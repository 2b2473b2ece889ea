// Distance and contact chapter, part 5: contact points by clipping (the reference-face method
// of Box2D's b2CollidePolygons; E. Catto, "Contact manifolds", GDC 2007).
//
// Two overlapping convex polygons touch along a stretch, not at one point. A solver wants the
// ends of that stretch: at most two points in 2D, each with how deep it lies.
//
//   reference edge = the edge, of A or of B, whose outward normal shows the largest separation
//                    (the separating axis test's best face; a tie goes to A, then to the lower index;
//                    each edge's nearest vertex of the other is found by walking round it from the
//                    last edge's, so the search is O(n + m) for convex polygons)
//   incident edge  = the other polygon's edge whose outward normal is most opposed to it
//   clip the incident edge against the reference edge's two side planes (the lines through the
//   reference edge's ends, square to it): what is left lies beside the reference edge
//   keep each end left whose separation (along the reference normal, from the reference edge's
//   line) is ≤ 0: it lies on or below the reference edge
//
// Conventions, stated once: `normal` is a unit vector from A towards B (B moves along it to
// leave A), whichever polygon holds the reference edge. The points lie on the incident edge;
// a separation is negative inside the reference polygon (its depth), 0 on the reference edge's
// line. Touching counts: separation 0 is kept. Apart (a separation > 0 on some edge): no points.
// Convex polygons of at least three vertices, either winding, with area. Computed in doubles:
// the edges' unit normals, the separations and the clipped points are rounded, so an exact tie
// between two edges of equal separation is a tie of rounded numbers.
#pragma once
#include <array>

#include "collide/shapes.hpp"

namespace collide {

/// One polygon's best face against the other: the edge whose outward unit normal n gives the
/// largest min over the other's vertices v of n · (v − the edge's start).
struct ContactFace {
  int edge = -1;
  double separation = 0;
};

/// A contact point: on the incident edge, with its separation from the reference edge's line.
struct ContactPoint {
  Vec2 point{};
  double separation = 0;
  int incident_vertex = -1;  ///< the incident polygon's vertex it is; −1: cut at a side plane
  int side = -1;             ///< cut at the side plane through reference vertex `side`; −1: not cut
  bool operator==(const ContactPoint&) const = default;
};

struct ContactResult {
  bool touching = false;  ///< no edge of either shows a gap: they overlap or touch
  Vec2 normal{};          ///< unit, from A towards B (zero when apart)
  int count = 0;          ///< points kept: 0, 1 or 2
  std::array<ContactPoint, 2> points{};
  bool reference_on_a = true;  ///< the reference edge is A's (the incident edge is then B's)
  int reference_edge = -1;     ///< index in the reference polygon: vertex i → i + 1
  int incident_edge = -1;      ///< index in the incident polygon
};

/// Every step as the clipping took it.
struct ContactTrace {
  ContactFace face_a, face_b;                   ///< A's best edge against B's vertices, B's against A's
  std::array<Vec2, 2> reference{}, incident{};  ///< the two edges' ends, in their polygons' order
  Vec2 reference_normal{};                      ///< outward from the reference polygon (−normal when it is B's)
  Vec2 tangent{};                               ///< unit, along the reference edge from its first end
  /// The incident edge after the first side plane (through reference[0]) and after the second
  /// (through reference[1]); count < 2 after either: the edge misses the reference edge's side.
  std::array<ContactPoint, 2> first_clip{}, second_clip{};
  int first_count = 0, second_count = 0;
  std::array<bool, 2> kept{};  ///< second_clip[i] lies on or below the reference edge
  ContactResult result;
};

/// The contact points of two convex polygons (either winding).
ContactResult polygon_contact_points(Polygon a, Polygon b);
ContactResult polygon_contact_points(Polygon a, Polygon b, ContactTrace& trace);

}  // namespace collide
