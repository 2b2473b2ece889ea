#include "response/shape_checks.hpp"

#include "collide/convex.hpp"
#include "collide/validate.hpp"
#include "figures/cited_vertices.hpp"

namespace lab::response {

ShapeChecks check_shapes(const SceneState& state, const std::vector<std::string>& names) {
  ShapeChecks out;
  for (const std::string& name : names) {
    const Shape& s = state.shape(name);
    const collide::Problem bad = s.kind == ShapeKind::Circle ? collide::check_circle(name, s.circle())
                                                             : collide::check_polygon(name, s.points);
    if (!bad) continue;
    out.problems.push_back(*bad);
    out.short_lines.push_back(name + (s.kind == ShapeKind::Circle
                                          ? " is not a circle the test takes (see the panel)"
                                          : " is not a polygon the test takes (see the panel)"));
  }
  out.valid = out.problems.empty();
  out.cited.resize(names.size());
  if (!out.valid) return out;
  for (std::size_t i = 0; i < names.size(); ++i) {
    const Shape& s = state.shape(names[i]);
    if (s.kind != ShapeKind::Polygon) continue;
    if (auto bad = collide::check_convex(names[i], s.points)) {
      out.problems.push_back(*bad);
      out.short_lines.push_back(names[i] + " is not convex (see the panel)");
      out.convex = false;
      out.cited[i] = figures::cited_vertices(collide::convexity(s.points));
    }
  }
  return out;
}

void draw_cited_vertices(figures::LabelLayout& layout, const ShapeChecks& checks,
                         std::span<const std::span<const Vec2>> polygons, std::span<const Color> colors) {
  for (std::size_t k = 0; k < checks.cited.size() && k < polygons.size() && k < colors.size(); ++k)
    figures::name_vertices(layout, polygons[k], checks.cited[k], colors[k]);
}

}  // namespace lab::response
