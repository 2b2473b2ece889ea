// The chapter's scenes in book order: one line per scene.
#include "registry.hpp"

namespace lab {

std::vector<SceneFactory> convex_scenes() {
  return {
  };
}

}  // namespace lab
