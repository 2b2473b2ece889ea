// Support points: the farthest vertex along a direction, chosen by exact comparisons.
#include "collide/support.hpp"

#include "collide/exact/predicates.hpp"

namespace collide {

int support(Polygon polygon, Vec2 d) {
  if (polygon.empty()) return -1;
  int best = 0;
  for (std::size_t i = 1; i < polygon.size(); ++i) {
    // (v_i − v_best)·d > 0: v_i lies farther along d, exactly.
    if (sign_dot(polygon[static_cast<std::size_t>(best)], polygon[i], Vec2{}, d) > 0) {
      best = static_cast<int>(i);
    }
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

}  // namespace collide
