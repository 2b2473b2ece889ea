// The "Concave polygons" chapter's edge-walking scenes (ray casting and the tests built on it),
// one factory per book section, listed in chapter.cpp.
#pragma once
#include <memory>

#include "scene.hpp"

namespace lab::concave {

std::unique_ptr<Scene> make_point_in_polygon();       ///< "point-in-polygon"
std::unique_ptr<Scene> make_concave_polygon_line();   ///< "concave-polygon-line"
std::unique_ptr<Scene> make_polygon_segment();        ///< "concave-polygon-segment" (the convex chapter has "polygon-segment")
std::unique_ptr<Scene> make_polygon_circle();         ///< "concave-polygon-circle" (the convex chapter has "polygon-circle")
std::unique_ptr<Scene> make_polygon_polygon();        ///< "polygon-polygon"

}  // namespace lab::concave
