// A figure's outlines in runs of edges, each run with the box round it, so that asking "does this
// label's box cross an outline?" for the many places tried for one label skips the runs whose box
// it misses: rect_crosses (draw.hpp) tests every edge, 4,000 for two 2,000-vertex outlines, for
// each place. The same answers: an edge that meets a box lies in its run's box. Unlike EdgeIndex
// (edge_index.hpp) it takes one pass to make, no grid: worth making for one label's places.
#pragma once
#include <span>
#include <vector>

#include "collide/shapes.hpp"

namespace lab::figures {

class OutlineRuns {
 public:
  /// The edges of `outlines` (closed; a two-point one is a segment), which must outlive this.
  explicit OutlineRuns(std::span<const std::vector<collide::Vec2>> outlines);

  /// rect_crosses(box, outlines), testing only the edges of runs whose box meets `box`.
  bool crosses(const collide::Rect& box) const;

  /// Whether `near(a, b)` holds for some edge a → b, asked only of the edges of runs whose box
  /// meets `box`: for a test no edge wholly outside `box` can pass (a point's distance to an
  /// edge within a reach: `box` the point's square of that reach).
  template <class Near>
  bool any_edge(const collide::Rect& box, Near&& near) const {
    for (const Run& run : runs_) {
      if (run.finite && (run.hi.x < box.x || run.lo.x > box.x + box.w || run.hi.y < box.y || run.lo.y > box.y + box.h))
        continue;
      const auto& outline = *run.outline;
      for (std::size_t i = run.first; i < run.last; ++i)
        if (near(outline[i], outline[(i + 1) % outline.size()])) return true;
    }
    return false;
  }

 private:
  static constexpr std::size_t kRun = 32;  // edges a run
  struct Run {
    const std::vector<collide::Vec2>* outline;
    std::size_t first, last;  // edges first … last − 1 (edge i runs from vertex i to the next)
    collide::Vec2 lo, hi;     // the box round them
    bool finite;              // every coordinate finite (else the box decides nothing)
  };
  std::vector<Run> runs_;
};

}  // namespace lab::figures
