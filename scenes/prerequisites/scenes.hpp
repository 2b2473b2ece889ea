// The chapter "Before polygons": one factory per scene, listed in book order in chapter.cpp.
#pragma once
#include <memory>

#include "scene.hpp"

namespace lab::prerequisites {

/// "side-of-line": which side of the line through P₁ and P₂ the point P is on.
std::unique_ptr<Scene> make_side_of_line();
/// "segments-crossing": the four orientation tests that decide whether AB and CD cross.
std::unique_ptr<Scene> make_segments_crossing();
/// "closest-point": P's projection on the line through A and B, clamped to the segment.
std::unique_ptr<Scene> make_closest_point();
/// "circles": point in circle, circle vs circle, segment vs circle, by squared distances.
std::unique_ptr<Scene> make_circles();
/// "rectangles": rectangle vs rectangle and vs a point by x and y overlap; circle vs rectangle by clamping.
std::unique_ptr<Scene> make_rectangles();

}  // namespace lab::prerequisites
