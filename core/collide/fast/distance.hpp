// The fast paths of the distance and contact chapter: GJK's distance, contact points and ray casts
// for callers who want the answer and no trace. Each gives the book's answer (gjk.hpp,
// contact.hpp, ray_cast.hpp) field for field, the same doubles included, by doing less: no trace,
// no heap, signs through the inline filters of detail.hpp (the exact predicate only when the
// rounded value is too close to call), and nothing worked out that the answer does not read.
// The tests compare them with the book's versions and with the exact oracles.
#pragma once
#include "collide/contact.hpp"
#include "collide/gjk.hpp"
#include "collide/ray_cast.hpp"

namespace collide::fast {

class PreparedPolygon;  // prepared.hpp

/// collide::gjk_distance(a, b), the same result. The supports are one pass in doubles with a
/// bound on each dot product's rounding: only vertices within that bound of the farthest are
/// compared exactly (the book compares every vertex exactly). The regions' signs are filtered
/// inline; the distance and the witness points are worked out once, for the last simplex.
GjkResult gjk_distance(Polygon a, Polygon b);

/// collide::polygon_contact_points(a, b), the same result. Each polygon's edge normals are worked
/// out once (the book's incident-edge search works them out again), B's best face only when A's
/// shows no gap (Box2D stops there too), the first face with a gap ending the search, and the
/// walks round the other polygon wrap without a division. More than kContactStack vertices in either polygon: the book's function.
inline constexpr std::size_t kContactStack = 64;
ContactResult polygon_contact_points(Polygon a, Polygon b);

/// collide::ray_cast_polygon(polygon, from, to), the same hit. Every edge's signs and cut at
/// once, four edges a vector (fast/ray_lanes.hpp); where a sign, or a cut's distance from the
/// ray's end, is within its rounding, the loop with the exact tests instead, stopping at the
/// first edge that proves a miss. In before out is compared exactly only where the two cuts'
/// rounding bounds leave doubt, a vertex named only where the lanes found it may lie on the ray's
/// line. Where the edge hit may have a straight neighbour (the book then names the edge of that
/// stretch the ray crosses), the book's function answers.
RayHit ray_cast_polygon(Polygon polygon, Vec2 from, Vec2 to);

/// The same three on prepared polygons (prepared.hpp), as Box2D is given its shapes: the same
/// answers, field for field, without working out again what the shape keeps. GJK's supports take
/// their rounding bound from the shape's largest coordinates; the contact points read the stored
/// unit normals and windings (no size limit); the ray cast reads the stored winding, normals and
/// straight stretches, each edge's two dot products serving its signs and its parameter.
GjkResult gjk_distance(const PreparedPolygon& a, const PreparedPolygon& b);
ContactResult polygon_contact_points(const PreparedPolygon& a, const PreparedPolygon& b);
RayHit ray_cast_polygon(const PreparedPolygon& polygon, Vec2 from, Vec2 to);

}  // namespace collide::fast
