// Concave polygons chapter: ray casting, and the tests that walk the edges (they ignore dents).
#pragma once
#include <optional>
#include <vector>

#include "collide/shapes.hpp"

namespace collide {

/// Where a point is: the honest three-valued answer.
enum class Location { Inside, Outside, Boundary };

/// One edge that straddles the horizontal line through P (one end strictly above, one not).
struct RayCrossing {
  int edge = 0;
  Vec2 point{};          ///< where the edge meets the horizontal line through P (rounded)
  bool toggled = false;  ///< the crossing is to P's right, so it flips inside/outside (exact)
  bool at_p = false;     ///< the edge meets the line exactly at P: P lies on it (exact)
};

struct RayTrace {
  std::vector<RayCrossing> crossings;         ///< every straddling edge, in edge order
  int count = 0;                              ///< crossings that toggled
  bool inside = false;                        ///< count is odd
  Location location = Location::Outside;      ///< exact, with Boundary when P is on an edge
  int boundary_edge = -1;                     ///< an edge P lies on, when location is Boundary
  int boundary_vertex = -1;                   ///< the vertex P is (exactly), when it is one
  int arriving_edge = -1, leaving_edge = -1;  ///< the two edges that meet at boundary_vertex
};

/// Ray casting, even–odd rule: an end exactly level with P counts as below ("strictly above"),
/// so a ray through a vertex counts the two edges that meet there once between them.
/// A point exactly on an edge may come out either way; classify_point() says "boundary".
bool point_in_polygon(Vec2 p, Polygon polygon);
bool point_in_polygon(Vec2 p, Polygon polygon, RayTrace& trace);

/// Whether the edge a → b flips point_in_polygon's count for P: it straddles the horizontal line
/// through P (one end strictly above) and meets it strictly to P's right. Exact. For callers that
/// skip edges they know cannot (an index of a big outline's edges), with the same answer.
bool ray_flips(Vec2 p, Vec2 a, Vec2 b);

/// Inside, outside, or exactly on the boundary. Exact.
Location classify_point(Vec2 p, Polygon polygon);

/// One edge-against-something check in an edge test.
struct EdgeCheck {
  int edge = 0;                 ///< edge of the polygon (of A for two polygons)
  int other_edge = -1;          ///< edge of B, for two polygons
  bool hit = false;             ///< crossed / touched (exact)
  Vec2 closest{};               ///< circle tests: the edge's point nearest the centre
  double distance_squared = 0;  ///< circle tests: |closest − centre|² (rounded; `hit` is exact)
  double limit_squared = 0;     ///< circle tests: r², what distance_squared is compared with
};

struct EdgeTestTrace {
  std::vector<EdgeCheck>
      checks;           ///< in the order tested, up to and including the first hit (or all, see EdgeTestOptions)
  long long total = 0;  ///< checks a full pass would make (n, or n·m: 64-bit, n·m overflows an int)
  int first_hit = -1;   ///< index into checks, or −1
  int hits = 0;         ///< checks that hit (at most 1 when the test stops at the first)
  /// Circle tests with no edge touched: the checks (indices into checks) whose edge is nearest
  /// the centre, in edge order; every one of them when several tie exactly (exact predicates).
  std::vector<int> nearest;
  /// No edge was hit: containment decided. For two polygons, a[0] in B, then b[0] in A.
  std::optional<RayTrace> containment_a;  ///< the ray from the segment's end a / circle centre / A's vertex 0
  /// The ray from B's vertex 0 in A (two polygons), cast only when A's vertex 0 is outside B.
  std::optional<RayTrace> containment_b;
  bool collide = false;
};

/// How a traced edge test walks. The book's test stops at the first hit; a figure that shows
/// every crossed edge asks it to go on (the verdict is the same, the checks are all n or n·m).
struct EdgeTestOptions {
  bool stop_at_first_hit = true;
};

/// The segment crosses an edge, or (crossing none) its end a is inside.
bool polygon_segment_collide(Polygon polygon, Vec2 a, Vec2 b);
bool polygon_segment_collide(Polygon polygon, Vec2 a, Vec2 b, EdgeTestTrace& trace);
bool polygon_segment_collide(Polygon polygon, Vec2 a, Vec2 b, EdgeTestTrace& trace, const EdgeTestOptions& options);

/// The circle touches an edge, or (touching none) its centre is inside.
bool polygon_circle_collide(Polygon polygon, const Circle& circle);
bool polygon_circle_collide(Polygon polygon, const Circle& circle, EdgeTestTrace& trace);
bool polygon_circle_collide(Polygon polygon, const Circle& circle, EdgeTestTrace& trace,
                            const EdgeTestOptions& options);

/// An edge of A crosses an edge of B, or one polygon sits entirely inside the other.
/// Every overload is the book's walk over all n·m edge pairs; fast::polygons_collide (fast/fast.hpp)
/// gives the same verdict with the pairs pruned by bounding boxes, about O((n + m) log(n + m)).
bool polygons_collide(Polygon a, Polygon b);
bool polygons_collide(Polygon a, Polygon b, EdgeTestTrace& trace);
bool polygons_collide(Polygon a, Polygon b, EdgeTestTrace& trace, const EdgeTestOptions& options);

/// polygons_collide with the rectangle as rect_to_polygon (B).
bool polygon_rect_collide(Polygon polygon, const Rect& rect);
bool polygon_rect_collide(Polygon polygon, const Rect& rect, EdgeTestTrace& trace);
bool polygon_rect_collide(Polygon polygon, const Rect& rect, EdgeTestTrace& trace, const EdgeTestOptions& options);

}  // namespace collide
