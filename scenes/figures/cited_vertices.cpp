#include "figures/cited_vertices.hpp"

#include <string>

#include "figures/draw.hpp"

namespace lab::figures {

std::vector<std::size_t> cited_vertices(const collide::Convexity& walk) {
  using Reason = collide::Convexity::Reason;
  if (walk.reason == Reason::DoublesBack) return {walk.vertex};
  if (walk.reason == Reason::MixedTurns) return {walk.vertex, walk.other_vertex};
  return {};
}

void name_vertices(LabelLayout& layout, std::span<const collide::Vec2> polygon, std::span<const std::size_t> vertices,
                   Color color) {
  if (polygon.empty()) return;
  // Outward: away from the vertices' average, where the rest of the outline mostly is.
  collide::Vec2 middle{0, 0};
  for (const collide::Vec2 p : polygon) middle += p;
  middle /= static_cast<double>(polygon.size());
  for (const std::size_t i : vertices) {
    if (i >= polygon.size()) continue;
    draw_point(layout.canvas(), polygon[i], "", color, 5);
    layout.away(polygon[i], middle, "vertex " + std::to_string(i), color, TextSize::Normal, 10);
  }
}

}  // namespace lab::figures
