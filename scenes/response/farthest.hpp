// Figure aids shared by the chapter's scenes: where to put a shape's name or an arrow's end,
// and the box the view fits.
#pragma once
#include <algorithm>
#include <glm/common.hpp>
#include <optional>
#include <span>
#include <vector>

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

namespace lab::response {

/// The box round `points` with a margin of `share` of its larger side plus `extra` (world units),
/// so tiny and huge figures frame alike; a margin of 1 when every point is the same; nothing for
/// no points. What a scene's frame() returns.
inline std::optional<collide::Rect> frame_around(std::span<const collide::Vec2> points, double share,
                                                 double extra = 0) {
  if (points.empty()) return std::nullopt;
  collide::Vec2 lo = points.front(), hi = points.front();
  for (const collide::Vec2 p : points) lo = glm::min(lo, p), hi = glm::max(hi, p);
  const double extent = std::max(hi.x - lo.x, hi.y - lo.y);
  const double margin = extent > 0 ? share * extent + extra : 1;
  return collide::Rect{lo.x - margin, lo.y - margin, hi.x - lo.x + 2 * margin, hi.y - lo.y + 2 * margin};
}

/// The frame of the figures that draw A, B and A − B side by side: all three and the origin.
inline std::optional<collide::Rect> frame_with_difference(std::span<const collide::Vec2> a,
                                                          std::span<const collide::Vec2> b,
                                                          std::span<const collide::Vec2> difference) {
  std::vector<collide::Vec2> all(a.begin(), a.end());
  all.insert(all.end(), b.begin(), b.end());
  all.insert(all.end(), difference.begin(), difference.end());
  all.push_back({0, 0});
  return frame_around(all, 0.12);
}

}  // namespace lab::response
