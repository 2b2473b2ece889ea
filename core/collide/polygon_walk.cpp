#include "collide/polygon_walk.hpp"

#include <cmath>

#include "collide/exact/predicates.hpp"

namespace collide::detail {

bool on_segment(Vec2 p, Vec2 a, Vec2 b) {
  // On the line through A and B (exact), and inside the segment's box (comparisons are exact).
  return orientation(a, b, p) == 0 && std::fmin(a.x, b.x) <= p.x && p.x <= std::fmax(a.x, b.x) &&
         std::fmin(a.y, b.y) <= p.y && p.y <= std::fmax(a.y, b.y);
}

}  // namespace collide::detail
