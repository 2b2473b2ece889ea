// Segments (the blog post's "Lines"): orientation, crossing segments, closest point, segment vs line.
#pragma once
#include "collide/exact/predicates.hpp"
#include "collide/shapes.hpp"

namespace collide {

/// The four orientations that decide whether segments AB and CD cross.
struct SegmentsTrace {
  int abc = 0, abd = 0;    ///< orientation(a, b, c), orientation(a, b, d)
  int cda = 0, cdb = 0;    ///< orientation(c, d, a), orientation(c, d, b)
  bool collinear = false;  ///< all four are 0: decided by overlap along the common line
  bool intersect = false;
  /// Collinear and intersecting: the part both segments cover, from the later start to the earlier
  /// end along the line (both ends are input points, so exact; equal when they meet at one point).
  /// Otherwise {0, 0}–{0, 0}.
  Segment shared{};
};

/// AB and CD share at least one point: crossing, touching at an end, or overlapping collinear.
bool segments_intersect(Vec2 a, Vec2 b, Vec2 c, Vec2 d);
bool segments_intersect(Vec2 a, Vec2 b, Vec2 c, Vec2 d, SegmentsTrace& trace);

/// Where P projects on the infinite line AB, and the clamp to the segment.
struct ClosestPointTrace {
  double t = 0;         ///< P's projection as A + t·(B − A); t < 0 or t > 1 is off the segment
  Vec2 projection{};    ///< A + t·(B − A), on the infinite line
  int clamped_to = -1;  ///< −1 not clamped, 0 clamped to A, 1 clamped to B (decided exactly)
  Vec2 closest{};
  /// |PQ| for the true Q: from the exact side value (between the ends) or the exact squared
  /// distance to the end, each rounded once, never from the rounded Q (P a hair off the line
  /// would read as far off as Q's rounding).
  double distance = 0;
  /// 0 or 1 when Q is that end of AB (P projects onto it or past it, decided exactly), −1 when Q
  /// is strictly between the ends (the rounded Q may still equal an end there).
  int end = -1;
};

/// The point of segment AB nearest to P (A itself when A = B).
Vec2 closest_point_on_segment(Vec2 p, Vec2 a, Vec2 b);
Vec2 closest_point_on_segment(Vec2 p, Vec2 a, Vec2 b, ClosestPointTrace& trace);

/// The infinite line meets segment AB: its end points are not strictly on one side.
bool line_segment_collide(const Line& line, Vec2 a, Vec2 b);
/// The same for the line through p1 and p2, exactly.
bool line_segment_collide(Vec2 p1, Vec2 p2, Vec2 a, Vec2 b);

}  // namespace collide
