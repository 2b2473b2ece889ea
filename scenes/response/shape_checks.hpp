// The chapter's input checks, one place for every scene: each named shape checked as its test
// takes it (a polygon: enough vertices and numbers the exact tests take, then convex; a circle:
// a finite centre and a radius ≥ 0), with the full words for the panel and a short line each for
// the figure.
#pragma once
#include <span>
#include <string>
#include <vector>

#include "scenes/figures/label_layout.hpp"
#include "formats/state.hpp"

namespace lab::response {

struct ShapeChecks {
  std::vector<std::string> problems;     ///< in full: the panel, warnings() and the caption
  std::vector<std::string> short_lines;  ///< the same, one short line each, across the figure
  bool valid = false;                    ///< every shape is usable (a concave polygon still is: see convex)
  bool convex = true;                    ///< every polygon is convex, so the convex tests' verdict holds
  /// Per name checked: the vertices its convexity words cite ("turns clockwise at vertex 3"),
  /// for the figure to name them where they are (figures/cited_vertices.hpp).
  std::vector<std::vector<std::size_t>> cited;
};

/// The named shapes of `state`, in order; convexity is checked once all of them are usable.
ShapeChecks check_shapes(const SceneState& state, const std::vector<std::string>& names);

/// Names each vertex the checks cite ("vertex 3", in the shape's colour, with a dot), so the
/// panel's convexity words point at something in the figure; `polygons` and `colors` are in the
/// order the names were checked.
void draw_cited_vertices(figures::LabelLayout& layout, const ShapeChecks& checks,
                         std::span<const std::span<const Vec2>> polygons, std::span<const Color> colors);

}  // namespace lab::response
