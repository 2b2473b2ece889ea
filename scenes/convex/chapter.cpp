// The chapter's scenes in book order: one line per scene.
#include "convex/scenes.hpp"
#include "registry.hpp"

namespace lab {

std::vector<SceneFactory> convex_scenes() {
  return {
      convex::make_polygon_point,
  };
}

}  // namespace lab
