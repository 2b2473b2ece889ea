// The chapter's input checks, one place for every scene: each named shape checked as its test
// takes it (a polygon: enough vertices and numbers the exact tests take, then convex; a circle:
// a finite centre and a radius ≥ 0), with the full words for the panel and a short line each for
// the figure.
#pragma once
#include <string>
#include <vector>

#include "state.hpp"

namespace lab::response {

struct ShapeChecks {
  std::vector<std::string> problems;     ///< in full: the panel, warnings() and the caption
  std::vector<std::string> short_lines;  ///< the same, one short line each, across the figure
  bool valid = false;  ///< every shape is usable (a concave polygon still is: see convex)
  bool convex = true;  ///< every polygon is convex, so the convex tests' verdict holds
};

/// The named shapes of `state`, in order; convexity is checked once all of them are usable.
ShapeChecks check_shapes(const SceneState& state, const std::vector<std::string>& names);

}  // namespace lab::response
