// The chapter's scenes in book order: one line per scene.
#include "prerequisites/scenes.hpp"
#include "registry.hpp"

namespace lab {

std::vector<SceneFactory> prerequisite_scenes() {
  return {
      prerequisites::make_side_of_line,
      prerequisites::make_segments_crossing,
      prerequisites::make_closest_point,
      prerequisites::make_circles,
      prerequisites::make_rectangles,
  };
}

}  // namespace lab
