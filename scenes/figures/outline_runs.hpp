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

  std::span<const std::vector<collide::Vec2>> outlines() const { return outlines_; }

  /// rect_crosses(box, outlines), testing only the edges of runs whose box meets `box`.
  bool crosses(const collide::Rect& box) const;

  /// collide::point_in_polygon(p, outline) for a closed outline given alone, reading only the
  /// edges of runs that straddle P's row to its right: the same answer (collide::ray_flips).
  bool holds(collide::Vec2 p) const;

  /// Whether `near(a, b)` holds for some edge a → b, asked only of the edges of runs whose box
  /// meets `box`: for a test no edge wholly outside `box` can pass (a point's distance to an
  /// edge within a reach: `box` the point's square of that reach).
  template <class Near>
  bool any_edge(const collide::Rect& box, Near&& near) const {
    const auto misses = [&](const Bounds& b) {
      return b.finite && (b.hi.x < box.x || b.lo.x > box.x + box.w || b.hi.y < box.y || b.lo.y > box.y + box.h);
    };
    return any_run(misses, [&](const Run& run) {
      const auto& outline = *run.outline;
      for (std::size_t i = run.first; i < run.last; ++i)
        if (near(outline[i], outline[(i + 1) % outline.size()])) return true;
      return false;
    });
  }

 private:
  static constexpr std::size_t kRun = 32;  // edges a run, and at least this many a block
  struct Bounds {
    collide::Vec2 lo, hi;  // the box round some edges
    bool finite = true;    // every coordinate finite (else the box decides nothing)
    void add(collide::Vec2 v);
  };
  struct Run {
    const std::vector<collide::Vec2>* outline;
    std::size_t first, last;  // edges first … last − 1 (edge i runs from vertex i to the next)
    Bounds bounds;
  };
  /// Runs next to each other in the list, kRun edges or more between them: a figure's ink is
  /// thousands of small outlines (a 2,000-gon's edges, each two offset lines and a dot's square),
  /// one box for many of them.
  struct Block {
    std::size_t first_run, last_run;
    Bounds bounds;
  };
  /// Whether `read(run)` holds for a run that neither it nor its block may `skip` (by its bounds),
  /// asked in order until one does.
  template <class Skip, class Read>
  bool any_run(Skip&& skip, Read&& read) const {
    for (const Block& block : blocks_) {
      if (skip(block.bounds)) continue;
      for (std::size_t r = block.first_run; r < block.last_run; ++r)
        if (!skip(runs_[r].bounds) && read(runs_[r])) return true;
    }
    return false;
  }

  std::span<const std::vector<collide::Vec2>> outlines_;
  std::vector<Run> runs_;
  std::vector<Block> blocks_;
};

}  // namespace lab::figures
