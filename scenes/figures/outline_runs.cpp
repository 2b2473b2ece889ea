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
  // edge_crosses_rect's own first test is the runs' box test: every edge in a run it skips misses.
  return any_edge(box, [&](collide::Vec2 a, collide::Vec2 b) { return edge_crosses_rect(a, b, box); });
}

}  // namespace lab::figures
