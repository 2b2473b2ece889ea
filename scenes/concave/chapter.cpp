// The chapter's scenes in book order: one line per scene.
#include "registry.hpp"

namespace lab {

std::vector<SceneFactory> concave_scenes() {
  return {
  };
}

}  // namespace lab
