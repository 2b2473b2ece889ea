// Shapes as a scene's start state holds them, one factory per kind: the name the figure labels
// it with, and its points in the order ShapeKind documents.
#pragma once
#include <string>
#include <vector>

#include "formats/state.hpp"

namespace lab {

/// An editable polygon (vertices may be added and removed, never below min_vertices).
Shape polygon_shape(std::string name, std::vector<Vec2> vertices, int min_vertices = 3);
Shape point_shape(std::string name, Vec2 p);
/// The infinite line through p1 and p2.
Shape line_shape(std::string name, Vec2 p1, Vec2 p2);
Shape segment_shape(std::string name, Vec2 a, Vec2 b);
Shape circle_shape(std::string name, Vec2 centre, double radius);
/// A rectangle by two opposite corners (any two: Shape::rect() sorts them).
Shape rect_shape(std::string name, Vec2 corner, Vec2 opposite);

}  // namespace lab
