// A bounding box, for skipping pairs whose boxes are apart: the edge tree's nodes (edge_tree.hpp)
// and the fast paths' first look (fast/). Built and compared by comparisons only, so exact.
#pragma once
#include <algorithm>
#include <cmath>

#include "collide/shapes.hpp"

namespace collide::detail {

/// A bounding box (an empty one, min > max, meets nothing).
struct Box {
  double min_x = HUGE_VAL, min_y = HUGE_VAL, max_x = -HUGE_VAL, max_y = -HUGE_VAL;
  Box() = default;
  explicit Box(Polygon p) {
    for (const Vec2 v : p) add(v);
  }
  void add(Vec2 v) {
    min_x = std::min(min_x, v.x), max_x = std::max(max_x, v.x);
    min_y = std::min(min_y, v.y), max_y = std::max(max_y, v.y);
  }
  void add(const Box& b) {
    min_x = std::min(min_x, b.min_x), max_x = std::max(max_x, b.max_x);
    min_y = std::min(min_y, b.min_y), max_y = std::max(max_y, b.max_y);
  }
};

/// Closed boxes meet. Comparisons only, so exact.
inline bool meet(const Box& a, const Box& b) {
  return a.min_x <= b.max_x && b.min_x <= a.max_x && a.min_y <= b.max_y && b.min_y <= a.max_y;
}

}  // namespace collide::detail
