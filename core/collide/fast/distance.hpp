// The fast paths of the distance and contact chapter: GJK's distance, contact points and ray casts
// for callers who want the answer and no trace. The contact points and ray casts give the book's
// answer (contact.hpp, ray_cast.hpp) field for field, the same doubles included; GJK gives the
// book's answer to its question (gjk.hpp: whether they meet, exactly as the book decides it; the
// distance and the witness points) by a shorter way, not its steps. Each does less: no trace, no
// heap, signs through the inline filters of detail.hpp (the exact predicate only when the rounded
// value is too close to call), and nothing worked out that the answer does not read. The tests
// compare them with the book's versions and with the exact oracles.
#pragma once
#include <span>

#include "collide/contact.hpp"
#include "collide/gjk.hpp"
#include "collide/ray_cast.hpp"

namespace collide::fast {

class PreparedPolygon;  // prepared.hpp

/// collide::gjk_distance(a, b)'s answer: `overlap` the same (touching counts); `distance` and
/// the witness points within rounding of the book's, where the nearest points are not unique
/// (parallel faces) any nearest pair. First the boxes and the small-pair kernel (detail.hpp): a
/// point surely in both answers an overlap, and is the witness on each. Otherwise GJK's loop, from
/// A's centre towards B's: where the kernel proved the verdict, with supports to within their
/// rounding (the first vertex of the largest rounded v · d); where it could not, or that loop's
/// verdict differs, with the book's exact supports and stop. `iterations` and `simplex` are that
/// loop's (0 and empty when none ran), not the book's.
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
/// answers, without working out again what the shape keeps. Up to kFacePass vertices each, both
/// first take a face pass (every face against every vertex of the other at once): GJK answers an
/// overlap when the boxes' overlap centre is surely inside every face of both, and polygons
/// proved apart from the face with the widest gap, when its nearest vertex's foot falls surely
/// inside it or a corner of it and that vertex are each the farthest towards the other
/// (gjk_faces.hpp); the contact points take the faces the pass shows, wherever rounding could not
/// make the book's walk choose otherwise, and the book's walks elsewhere (no size limit). The
/// ray cast reads the stored winding, normals and straight stretches, each edge's two dot
/// products serving its signs and its parameter.
GjkResult gjk_distance(const PreparedPolygon& a, const PreparedPolygon& b);
ContactResult polygon_contact_points(const PreparedPolygon& a, const PreparedPolygon& b);
RayHit ray_cast_polygon(const PreparedPolygon& polygon, Vec2 from, Vec2 to);

/// The prepared cast of many rays, hits[k] the answer for rays[k] (k below the shorter span's
/// size), field for field as one call each. What a game asks with many rays at once (line of
/// sight, bullets, sensors): on a processor with AVX2 and FMA, eight rays a vector through the
/// float filter (fast/ray_batch_avx2.cpp), so the calls' chains overlap; each ray in doubt, and
/// every ray elsewhere, by the one-ray cast.
void ray_cast_polygon(const PreparedPolygon& polygon, std::span<const RaySegment> rays, std::span<RayHit> hits);

}  // namespace collide::fast
