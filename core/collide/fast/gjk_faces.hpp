// Private to fast/gjk.cpp: what a face pass (prepared.hpp's least_separations) answers about
// small prepared polygons before GJK's search: an overlap at a point surely inside both, and,
// for polygons proved apart, the distance when the nearest points are a vertex and a face or two
// corners. Each answers only what is sure beyond the pass's rounding, and otherwise nothing.
#pragma once
#include "collide/fast/prepared.hpp"
#include "collide/gjk.hpp"

namespace collide::fast::fast_gjk {

/// The centre of where the boxes overlap (the small-pair kernel's first try) surely inside every
/// face of both: `r` the overlap, with that point the witness on each.
bool centre_in_both(const PreparedPolygon& a, const PreparedPolygon& b, GjkResult& r);

/// A vertex of either polygon surely inside every face of the other (by more than the face
/// pass's slack) is a point in both: `r` the overlap, with that vertex the witness on each.
bool vertex_in_other(const PreparedPolygon& a, const PreparedPolygon& b, GjkResult& r);

/// A face whose gap is surely wider than the pass's rounding proves A and B apart (`gap` true):
/// then the distance and witness points in `r` when the face with the widest gap shows the
/// nearest points (a vertex over the face, or a corner of it and that vertex); otherwise false,
/// with `start` along that face's normal, from A towards B, for the search.
bool vertex_to_face(const PreparedPolygon& a, const PreparedPolygon& b, GjkResult& r, Vec2& start, bool& gap);

}  // namespace collide::fast::fast_gjk
