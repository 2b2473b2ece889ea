// A figure aid shared by the chapter's scenes: where to put a shape's name or an arrow's end.
#pragma once
#include <span>

#include "collide/shapes.hpp"
#include "collide/vec.hpp"

namespace lab::response {

/// The vertex farthest along `side` (the first on a tie); the origin for no vertices.
inline collide::Vec2 farthest(std::span<const collide::Vec2> polygon, collide::Vec2 side) {
  collide::Vec2 far = polygon.empty() ? collide::Vec2{0, 0} : polygon.front();
  for (const collide::Vec2 p : polygon)
    if (collide::dot(p, side) > collide::dot(far, side)) far = p;
  return far;
}

}  // namespace lab::response
