// The "Convex polygons" chapter's scenes, one factory per book section (listed in chapter.cpp).
#pragma once
#include <memory>

#include "scene.hpp"

namespace lab::convex {

std::unique_ptr<Scene> make_polygon_point();    ///< "polygon-point"
std::unique_ptr<Scene> make_polygon_line();     ///< "polygon-line"
std::unique_ptr<Scene> make_separating_axis();  ///< "separating-axis"
std::unique_ptr<Scene> make_polygon_rect();     ///< "polygon-rect"
std::unique_ptr<Scene> make_polygon_segment();  ///< "polygon-segment"
std::unique_ptr<Scene> make_polygon_circle();   ///< "polygon-circle"

}  // namespace lab::convex
