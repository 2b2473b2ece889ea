// Big shapes for the frame-cost benchmark and the scene tests (issue 15, item 7): a scene's state
// with every polygon replaced by one of many vertices and the same size (same centre, same
// farthest vertex), so a figure can be checked and timed on an outline nobody could label.
#pragma once
#include <algorithm>
#include <cmath>
#include <cstddef>
#include <numbers>
#include <string_view>

#include "scenes/scene.hpp"

namespace lab::testing {

/// A regular n-gon (convex) or, with `star`, an n-vertex star whose inner vertices are at 0.6 of
/// the radius (concave), round `centre`, counter-clockwise.
inline std::vector<Vec2> big_polygon(Vec2 centre, double radius, std::size_t n, bool star) {
  std::vector<Vec2> out;
  out.reserve(n);
  for (std::size_t i = 0; i < n; ++i) {
    const double a = 2 * std::numbers::pi * static_cast<double>(i) / static_cast<double>(n);
    const double r = star && i % 2 == 1 ? radius * 0.6 : radius;
    out.push_back(centre + Vec2{r * std::cos(a), r * std::sin(a)});
  }
  return out;
}

/// `state` with each polygon replaced by a big_polygon of `n` vertices round the mean of its
/// vertices, reaching as far as its farthest vertex. Stars for the concave chapter's scenes.
inline SceneState with_big_polygons(SceneState state, std::size_t n, bool star) {
  for (Shape& s : state.shapes) {
    if (s.kind != ShapeKind::Polygon || s.points.empty()) continue;
    Vec2 centre{0, 0};
    for (Vec2 p : s.points) centre += p;
    centre /= static_cast<double>(s.points.size());
    double radius = 0;
    for (Vec2 p : s.points) radius = std::max(radius, std::hypot(p.x - centre.x, p.y - centre.y));
    s.points = big_polygon(centre, radius, n, star);
  }
  return state;
}

/// Whether the scene's polygons are meant to be concave (its big polygon is a star).
inline bool takes_concave_polygons(const Scene& scene) { return scene.info().chapter == "Concave polygons"; }

/// Whether the scene has a polygon at all (only those are measured with a big one).
inline bool has_polygon(const SceneState& state) {
  return std::any_of(state.shapes.begin(), state.shapes.end(),
                     [](const Shape& s) { return s.kind == ShapeKind::Polygon; });
}

}  // namespace lab::testing
