// The chapter's scenes in book order: one line per scene.
#include "registry.hpp"
#include "response/scenes.hpp"

namespace lab {

std::vector<SceneFactory> response_scenes() {
  return {
      response::make_push_apart,
      response::make_minkowski_difference,
      response::make_tunnelling,
      response::make_swept_test,
  };
}

}  // namespace lab
