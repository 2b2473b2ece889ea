#include "figures/sat_walk.hpp"

namespace lab::figures {

collide::SatTrace stopped_at_first_gap(const collide::SatTrace& all) {
  collide::SatTrace walked;
  stopped_at_first_gap(all, walked);
  return walked;
}

void stopped_at_first_gap(const collide::SatTrace& all, collide::SatTrace& walked) {
  walked.steps.clear();
  walked.result = {};
  collide::SatResult& r = walked.result;
  r.axes = all.result.axes;
  bool stopped = false;
  for (const collide::AxisStep& step : all.steps) {
    if (step.along_line) continue;  // only tried when no axis shows a gap: never after an early exit
    if (stopped) {                  // listed, as the core lists the axes after the stop
      collide::AxisStep listed;
      listed.owner = step.owner;
      listed.edge = step.edge;
      listed.axis = step.axis;
      walked.steps.push_back(listed);
      continue;
    }
    walked.steps.push_back(step);
    if (step.duplicate) ++r.duplicates_skipped;
    if (!step.tested) continue;
    ++r.tested;
    if (step.touching) ++r.touching;
    if (step.gap) {
      ++r.with_gap;
      r.deciding = static_cast<int>(walked.steps.size()) - 1;
      stopped = true;
    }
  }
  if (!stopped) walked = all;  // no gap: the early exit never fires
}

}  // namespace lab::figures
