// Which edge or vertex an axis's event happens at. An edge normal is an axis of the separating
// axis test and of the swept test; parallel edges share it (a rectangle's e1 and e3 give the same
// shadows). What happens on that axis happens on one side of the shape: B touches, leaves through
// or lies across a gap from the edge on that side, or, when no edge faces that way, the vertex there.
#pragma once
#include "collide/sat.hpp"

namespace collide {

/// The feature of `polygon` (owned by `owner`) on side `side` (+1 or −1) of edge `edge`'s axis,
/// the edge normal (p2.y − p1.y, p1.x − p2.x) as the tests use it: the edge itself when its
/// outside faces that way; else the edge parallel to it facing that way; else the vertex
/// farthest that way (the first of them). A flat polygon's edge faces the way its normal points.
/// Exact. An edge index out of range (an extra axis) or a zero side gives no feature.
Feature feature_facing(Polygon polygon, AxisOwner owner, int edge, int side);

/// Edges along one straight stretch share an axis, so the test's verdict names the stretch's first
/// edge; this gives the edge of that stretch which `other` touches when `polygon` lies at `shift`
/// from it (the two just touching across `edge`'s line): the edge of the stretch whose extent
/// along the line meets that of `other`'s vertices nearest the line. `edge` itself when it does,
/// or when rounding leaves none that does. Which vertices are nearest is exact; the extents are
/// compared in doubles, so at the stretch's shared corner either edge may come back.
int touched_edge_of_stretch(Polygon polygon, int edge, Polygon other, Vec2 shift);

}  // namespace collide
