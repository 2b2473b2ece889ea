// The chapter's scenes in book order: one line per scene.
#include "convex/scenes.hpp"
#include "registry.hpp"

namespace lab {

std::vector<SceneFactory> convex_scenes() {
  return {
      convex::make_polygon_point,
      convex::make_polygon_line,
      convex::make_separating_axis,
      convex::make_polygon_rect,
      convex::make_polygon_segment,
      convex::make_polygon_circle,
  };
}

}  // namespace lab
