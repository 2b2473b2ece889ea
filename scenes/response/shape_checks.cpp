#include "response/shape_checks.hpp"

#include "collide/validate.hpp"

namespace lab::response {

ShapeChecks check_shapes(const SceneState& state, const std::vector<std::string>& names) {
  ShapeChecks out;
  for (const std::string& name : names) {
    const Shape& s = state.shape(name);
    const collide::Problem bad =
        s.kind == ShapeKind::Circle ? collide::check_circle(name, s.circle()) : collide::check_polygon(name, s.points);
    if (!bad) continue;
    out.problems.push_back(*bad);
    out.short_lines.push_back(name + (s.kind == ShapeKind::Circle ? " is not a circle the test takes (see the panel)"
                                                                  : " is not a polygon the test takes (see the panel)"));
  }
  out.valid = out.problems.empty();
  if (!out.valid) return out;
  for (const std::string& name : names) {
    const Shape& s = state.shape(name);
    if (s.kind != ShapeKind::Polygon) continue;
    if (auto bad = collide::check_convex(name, s.points)) {
      out.problems.push_back(*bad);
      out.short_lines.push_back(name + " is not convex (see the panel)");
      out.convex = false;
    }
  }
  return out;
}

}  // namespace lab::response
