#include "figures/outline_runs.hpp"

#include <algorithm>
#include <cmath>

#include "figures/draw.hpp"

namespace lab::figures {

OutlineRuns::OutlineRuns(std::span<const std::vector<collide::Vec2>> outlines) {
  for (const auto& outline : outlines)
    for (std::size_t first = 0; first < outline.size(); first += kRun) {
      Run run{&outline, first, std::min(first + kRun, outline.size()), outline[first], outline[first], true};
      for (std::size_t i = first; i <= run.last; ++i) {  // each edge's two ends: vertex last closes the run
        const collide::Vec2 v = outline[i % outline.size()];
        run.finite = run.finite && std::isfinite(v.x) && std::isfinite(v.y);
        run.lo = {std::min(run.lo.x, v.x), std::min(run.lo.y, v.y)};
        run.hi = {std::max(run.hi.x, v.x), std::max(run.hi.y, v.y)};
      }
      runs_.push_back(run);
    }
}

bool OutlineRuns::crosses(const collide::Rect& box) const {
  for (const Run& run : runs_) {
    // edge_crosses_rect's own first test, for the run's box: every edge in it misses too.
    if (run.finite && (run.hi.x < box.x || run.lo.x > box.x + box.w || run.hi.y < box.y || run.lo.y > box.y + box.h))
      continue;
    const auto& outline = *run.outline;
    for (std::size_t i = run.first; i < run.last; ++i)
      if (edge_crosses_rect(outline[i], outline[(i + 1) % outline.size()], box)) return true;
  }
  return false;
}

}  // namespace lab::figures
