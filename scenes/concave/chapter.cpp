// The chapter's scenes in book order: one line per scene.
#include "concave/edge_scenes.hpp"
#include "concave/sat_scenes.hpp"
#include "registry.hpp"

namespace lab {

std::vector<SceneFactory> concave_scenes() {
  return {
      concave::make_sat_breaks,
      concave::make_convex_pieces,
      concave::make_point_in_polygon,
      concave::make_concave_polygon_line,
      concave::make_polygon_segment,
      concave::make_polygon_circle,
      concave::make_polygon_polygon,
      concave::make_which_approach,
  };
}

}  // namespace lab
