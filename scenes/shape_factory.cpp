#include "shape_factory.hpp"

namespace lab {

Shape polygon_shape(std::string name, std::vector<Vec2> vertices, int min_vertices) {
  return {.name = std::move(name),
          .kind = ShapeKind::Polygon,
          .points = std::move(vertices),
          .editable = true,
          .min_vertices = min_vertices};
}

Shape point_shape(std::string name, Vec2 p) {
  return {.name = std::move(name), .kind = ShapeKind::Point, .points = {p}};
}

Shape line_shape(std::string name, Vec2 p1, Vec2 p2) {
  return {.name = std::move(name), .kind = ShapeKind::Line, .points = {p1, p2}};
}

Shape segment_shape(std::string name, Vec2 a, Vec2 b) {
  return {.name = std::move(name), .kind = ShapeKind::Segment, .points = {a, b}};
}

Shape circle_shape(std::string name, Vec2 centre, double radius) {
  return {.name = std::move(name), .kind = ShapeKind::Circle, .points = {centre}, .radius = radius};
}

Shape rect_shape(std::string name, Vec2 corner, Vec2 opposite) {
  return {.name = std::move(name), .kind = ShapeKind::Rect, .points = {corner, opposite}};
}

}  // namespace lab
