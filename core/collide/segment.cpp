// Segments: do two segments share a point, the closest point on a segment, segment vs line.
#include "collide/segment.hpp"

#include <algorithm>
#include <cmath>

#include "collide/line.hpp"

namespace collide {
namespace {

// Collinear segments share a point exactly when their bounding boxes do.
bool boxes_overlap(Vec2 a, Vec2 b, Vec2 c, Vec2 d) {
  return overlap(std::min(a.x, b.x), std::max(a.x, b.x), std::min(c.x, d.x), std::max(c.x, d.x)) &&
         overlap(std::min(a.y, b.y), std::max(a.y, b.y), std::min(c.y, d.y), std::max(c.y, d.y));
}

// Points of one line in order along it: by x, then by y (a vertical line has one x).
bool before(Vec2 p, Vec2 q) { return p.x < q.x || (p.x == q.x && p.y < q.y); }

// The part collinear, intersecting segments share: the later of the starts, the earlier of the ends.
Segment shared_part(Vec2 a, Vec2 b, Vec2 c, Vec2 d) {
  auto first = [](Vec2 p, Vec2 q) { return before(q, p) ? q : p; };
  auto last = [](Vec2 p, Vec2 q) { return before(p, q) ? q : p; };
  return {last(first(a, b), first(c, d)), first(last(a, b), last(c, d))};
}

}  // namespace

//   C and D not strictly on one side of AB, and A and B not strictly on one side of CD;
//   when all four orientations are 0 the segments lie on one line: compare their extents.
// If only some orientations are 0 the sign test is still right: a point on the other
// segment's line but outside it sees both ends of that segment on one side.
bool segments_intersect(Vec2 a, Vec2 b, Vec2 c, Vec2 d, SegmentsTrace& trace) {
  trace.abc = orientation(a, b, c);
  trace.abd = orientation(a, b, d);
  trace.cda = orientation(c, d, a);
  trace.cdb = orientation(c, d, b);
  trace.collinear = trace.abc == 0 && trace.abd == 0 && trace.cda == 0 && trace.cdb == 0;
  if (trace.collinear) {
    trace.intersect = boxes_overlap(a, b, c, d);
    trace.shared = trace.intersect ? shared_part(a, b, c, d) : Segment{};
  } else {
    trace.shared = {};
    trace.intersect = trace.abc * trace.abd <= 0 && trace.cda * trace.cdb <= 0;
  }
  return trace.intersect;
}

bool segments_intersect(Vec2 a, Vec2 b, Vec2 c, Vec2 d) {
  SegmentsTrace trace;
  return segments_intersect(a, b, c, d, trace);
}

// t = (P − A)·(B − A) / |B − A|², clamped to [0, 1]. Whether to clamp is decided from the
// exact signs of (P − A)·(B − A) and (P − B)·(B − A), never from the rounded t.
Vec2 closest_point_on_segment(Vec2 p, Vec2 a, Vec2 b, ClosestPointTrace& trace) {
  const Vec2 ab = b - a;
  // The distance to an end from the exact squared distance, rounded once before the root.
  const auto distance_to = [p](Vec2 q) { return std::sqrt(exact_dot(q, p, q, p)); };
  if (a == b) {
    trace = {0, a, -1, a, distance_to(a), 0};
    return a;
  }
  // The dot product and |AB|² each exact, rounded once: t is within a few units of its last
  // place of the true t, and of its sign, where a product of rounded differences can be neither.
  const double length_squared = exact_dot(a, b, a, b);
  trace.t = exact_dot(a, p, a, b) / length_squared;
  trace.projection = a + trace.t * ab;
  // A 0 means P projects exactly onto an end: that end, without clamping.
  const int before_a = -sign_dot(a, p, a, b);
  const int beyond_b = before_a >= 0 ? -1 : sign_dot(b, p, a, b);
  if (before_a >= 0) {
    trace.clamped_to = before_a > 0 ? 0 : -1;
    trace.closest = a;
    trace.distance = distance_to(a);
    trace.end = 0;
  } else if (beyond_b >= 0) {
    trace.clamped_to = beyond_b > 0 ? 1 : -1;
    trace.closest = b;
    trace.distance = distance_to(b);
    trace.end = 1;
  } else {
    trace.clamped_to = -1;
    trace.end = -1;
    // Strictly between the ends; keep the rounded point inside the segment's box.
    trace.closest = {std::clamp(trace.projection.x, std::min(a.x, b.x), std::max(a.x, b.x)),
                     std::clamp(trace.projection.y, std::min(a.y, b.y), std::max(a.y, b.y))};
    // Between the ends |PQ| is P's distance from the line: |side value| / |AB|.
    trace.distance = std::fabs(exact_side(p, a, b)) / std::sqrt(length_squared);
  }
  return trace.closest;
}

Vec2 closest_point_on_segment(Vec2 p, Vec2 a, Vec2 b) {
  ClosestPointTrace trace;
  return closest_point_on_segment(p, a, b, trace);
}

bool line_segment_collide(const Line& line, Vec2 a, Vec2 b) { return side_sign(a, line) * side_sign(b, line) <= 0; }

bool line_segment_collide(Vec2 p1, Vec2 p2, Vec2 a, Vec2 b) { return side_sign(a, p1, p2) * side_sign(b, p1, p2) <= 0; }

}  // namespace collide
