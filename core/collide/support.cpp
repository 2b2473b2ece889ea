// Support points: the farthest vertex along a direction, chosen by exact comparisons.
#include "collide/support.hpp"

#include <cmath>

#include "collide/exact/predicates.hpp"
#include "collide/vec.hpp"

namespace collide {

int support(Polygon polygon, Vec2 d) {
  if (polygon.empty()) return -1;
  int best = 0;
  for (std::size_t i = 1; i < polygon.size(); ++i) {
    // (v_i − v_best)·d > 0: v_i lies farther along d, exactly.
    if (sign_dot(polygon[static_cast<std::size_t>(best)], polygon[i], Vec2{}, d) > 0) { best = static_cast<int>(i); }
  }
  return best;
}

SupportPoint support(Polygon a, Polygon b, Vec2 d) {
  SupportPoint s;
  s.a = support(a, d);
  s.b = support(b, -d);
  s.w = a[static_cast<std::size_t>(s.a)] - b[static_cast<std::size_t>(s.b)];
  return s;
}

int support(Polygon polygon, Vec2 d, SupportTrace& trace) {
  trace = {};
  trace.chosen = support(polygon, d);
  if (trace.chosen < 0) return trace.chosen;
  const Vec2 best = polygon[static_cast<std::size_t>(trace.chosen)];
  const double length = std::sqrt(dot(d, d));
  trace.tied.push_back(trace.chosen);
  for (std::size_t i = 0; i < polygon.size(); ++i) {
    // A tie is exact: (v_i − v_chosen)·d = 0. Its distance is then the chosen one's, so the two
    // print alike even where rounding would have split them.
    const bool tie = sign_dot(best, polygon[i], Vec2{}, d) == 0;
    if (tie && static_cast<int>(i) != trace.chosen) trace.tied.push_back(static_cast<int>(i));
    trace.along.push_back(tie ? dot(best, d) / length : dot(polygon[i], d) / length);
  }
  return trace.chosen;
}

SupportPoint support(Polygon a, Polygon b, Vec2 d, SupportPairTrace& trace) {
  trace = {};
  support(a, d, trace.a);
  support(b, -d, trace.b);
  trace.point = support(a, b, d);
  trace.along = dot(trace.point.w, d) / std::sqrt(dot(d, d));
  trace.sign =
      sign_dot(b[static_cast<std::size_t>(trace.point.b)], a[static_cast<std::size_t>(trace.point.a)], Vec2{}, d);
  return trace.point;
}

}  // namespace collide
