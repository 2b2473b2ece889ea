#include "collide/vec.hpp"

#include <cmath>

namespace collide {

Vec2 normalize(Vec2 v) {
  const double length = std::hypot(v.x, v.y);
  return length > 0 ? v / length : Vec2{0, 0};
}

}  // namespace collide
