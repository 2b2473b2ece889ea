#include "figures/outline_runs.hpp"

#include <algorithm>
#include <cmath>

#include "collide/concave.hpp"
#include "figures/draw.hpp"

namespace lab::figures {

void OutlineRuns::Bounds::add(collide::Vec2 v) {
  finite = finite && std::isfinite(v.x) && std::isfinite(v.y);
  lo = {std::min(lo.x, v.x), std::min(lo.y, v.y)};
  hi = {std::max(hi.x, v.x), std::max(hi.y, v.y)};
}

OutlineRuns::OutlineRuns(std::span<const std::vector<collide::Vec2>> outlines) : outlines_(outlines) {
  std::size_t edges = 0;  // in the block being made
  for (const auto& outline : outlines)
    for (std::size_t first = 0; first < outline.size(); first += kRun) {
      Run run{&outline, first, std::min(first + kRun, outline.size()), {outline[first], outline[first]}};
      for (std::size_t i = first; i <= run.last; ++i)  // each edge's two ends: vertex last closes the run
        run.bounds.add(outline[i % outline.size()]);
      if (blocks_.empty() || edges >= kRun) {
        blocks_.push_back({runs_.size(), runs_.size(), run.bounds});
        edges = 0;
      }
      Block& block = blocks_.back();
      block.bounds.add(run.bounds.lo);
      block.bounds.add(run.bounds.hi);
      block.bounds.finite = block.bounds.finite && run.bounds.finite;
      block.last_run = runs_.size() + 1;
      edges += run.last - run.first;
      runs_.push_back(run);
    }
}

bool OutlineRuns::crosses(const collide::Rect& box) const {
  // edge_crosses_rect's own first test is the runs' box test: every edge in a run it skips misses.
  return any_edge(box, [&](collide::Vec2 a, collide::Vec2 b) { return edge_crosses_rect(a, b, box); });
}

bool OutlineRuns::holds(collide::Vec2 p) const {
  // No edge of a run straddles P's row (every end at or below it, or every end above), or every
  // end lies left of P: none flips the count. NaN compares false: such runs are read.
  const auto passes_by = [&](const Bounds& b) { return b.finite && (b.hi.y <= p.y || b.lo.y > p.y || b.hi.x < p.x); };
  bool inside = false;
  any_run(passes_by, [&](const Run& run) {
    const auto& outline = *run.outline;
    for (std::size_t i = run.first; i < run.last; ++i)
      inside ^= collide::ray_flips(p, outline[i], outline[(i + 1) % outline.size()]);
    return false;  // every run that may flip the count is read
  });
  return inside;
}

}  // namespace lab::figures
