// Convex polygons chapter, part 1: edges, point in a convex polygon, polygon vs line.
#pragma once
#include <utility>
#include <vector>

#include "collide/shapes.hpp"

namespace collide {

/// Edge i runs from vertex i to vertex (i + 1) mod n.
inline std::pair<Vec2, Vec2> edge(Polygon polygon, std::size_t i) {
  return {polygon[i], polygon[(i + 1) % polygon.size()]};
}
/// Every edge as a pair of vertices; the last vertex joins back to the first.
std::vector<std::pair<Vec2, Vec2>> edges(Polygon polygon);

/// +1 counter-clockwise (y up), −1 clockwise, 0 no area. Exact.
int winding(Polygon polygon);

/// Convex: walking the outline always turns the same way (collinear and repeated vertices
/// allowed, but not a spike folding back), and it goes round once (no self-intersection). Exact.
/// A flat polygon (all vertices on one line), a segment and a point count as convex.
bool is_convex(Polygon polygon);

/// Why a polygon is or is not convex: the walk is_convex makes, with where it failed.
struct Convexity {
  enum class Reason {
    Convex,       ///< every turn the same way, going round once (or a point, a segment, flat)
    DoublesBack,  ///< an edge turns straight back along the one before it, at `vertex`
    MixedTurns,   ///< it turns one way at `vertex`, the other way at `other_vertex`
    WindsTwice,   ///< every turn the same way, but the outline goes round more than once
  };
  Reason reason = Reason::Convex;
  int turn = 0;  ///< MixedTurns: the turn at `vertex` (+1 counter-clockwise, −1 clockwise)
  std::size_t vertex = 0;
  std::size_t other_vertex = 0;
  bool convex() const { return reason == Reason::Convex; }
};

/// The walk behind is_convex, with its reason. Exact.
Convexity convexity(Polygon polygon);

/// The side value of P for one edge's line.
struct EdgeSide {
  double value = 0;  ///< the side value for the true line through the edge, exact and rounded once, for display
  int sign = 0;      ///< its exact sign
  /// P is strictly on the outer side of this edge: the side away from the polygon, which for a
  /// counter-clockwise polygon is the right (sign +1) and for a clockwise one the left (−1).
  /// A polygon with no area has no inner side, so there every non-zero sign is outer.
  bool outer = false;
};

struct PointInConvexTrace {
  std::vector<EdgeSide> edges;  ///< one per edge, in order
  int outer_edges = 0;          ///< edges with P on their outer side
  int on_edges = 0;             ///< edges whose line P lies on (sign 0)
  bool inside = false;          ///< the verdict: the signs agree (zeros count as inside)
  bool on_boundary = false;     ///< inside, and exactly on an edge
};

/// P is inside (or on the boundary of) the convex polygon: its side values all agree in sign.
/// Either winding. When every side value is 0 the polygon is flat (all its vertices on one
/// line) and P is inside when it lies within the segment the vertices span.
/// The book's walk over every edge, O(n); fast::point_in_convex_polygon (fast/fast.hpp) gives the same
/// verdict in O(log n).
bool point_in_convex_polygon(Vec2 p, Polygon polygon);
bool point_in_convex_polygon(Vec2 p, Polygon polygon, PointInConvexTrace& trace);

/// The sign of ax + by + c at each vertex.
struct VertexSign {
  double value = 0;  ///< exact and rounded once, for display (its sign is sign's)
  int sign = 0;      ///< exact
};

struct PolygonLineTrace {
  std::vector<VertexSign> vertices;  ///< one per vertex
  int plus = 0, minus = 0, zero = 0;
  bool collide = false;  ///< some vertex ≤ 0 and some ≥ 0
};

/// The line meets the polygon: not every vertex is strictly on one side. Any polygon, convex or not.
bool polygon_line_collide(Polygon polygon, const Line& line);
bool polygon_line_collide(Polygon polygon, const Line& line, PolygonLineTrace& trace);
/// The same for the line through p1 and p2, with exact signs for the true line.
bool polygon_line_collide(Polygon polygon, Vec2 p1, Vec2 p2);
bool polygon_line_collide(Polygon polygon, Vec2 p1, Vec2 p2, PolygonLineTrace& trace);

}  // namespace collide
