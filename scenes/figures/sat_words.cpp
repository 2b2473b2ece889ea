// A SAT figure's options, the runs they ask for, and its words: the caption, where the walk stops
// (sat_figure.hpp).
#include <algorithm>
#include <climits>
#include <string>

#include "captions/convex.hpp"
#include "figures/sat_figure.hpp"

namespace lab::figures {

using collide::AxisOwner;
using collide::AxisStep;

// [SECTION] options: the early exit and the runs they ask for

void add_sat_options(SceneState& state) {
  state.options[sat_option::early_exit] = 1;
  state.options[sat_option::skip_duplicates] = 0;
  state.options[sat_option::all_axes] = 0;
  state.options[sat_option::step] = 0;
  state.option_ranges[sat_option::step] = {0, INT_MAX};  // past the last axis reads as the last
}

collide::SatOptions tally_options(const SceneState& state) {
  return {.early_exit = false, .skip_parallel_duplicates = state.flag(sat_option::skip_duplicates)};
}

collide::SatOptions walk_options(const SceneState& state) {
  return {.early_exit = state.option(sat_option::early_exit, 1) != 0,
          .skip_parallel_duplicates = state.flag(sat_option::skip_duplicates)};
}

bool walk_is_tally(const SatRuns& runs, const SceneState& state) {
  return !walk_options(state).early_exit || runs.all.result.with_gap == 0;
}

// [SECTION] words: the caption, where the walk stops

std::string axis_owner(const AxisStep& step, const SatLayout& layout) {
  return captions::axis_owner(step, layout.a_name, layout.b_name);
}

int stop_index(const SatRuns& runs, const SceneState& state) {
  if (!state.option(sat_option::early_exit, 1) || runs.walked.result.collide) return -1;
  return runs.walked.result.deciding;
}

bool centre_on_vertex(const SatRuns& runs) {
  const auto& steps = runs.all.steps;
  return std::any_of(steps.begin(), steps.end(),
                     [](const AxisStep& s) { return s.degenerate && s.owner == AxisOwner::Circle; });
}

int decided_at(const SatRuns& runs) { return captions::deciding_step(runs.all); }

int walk_step(const SatRuns& runs, const SceneState& state) {
  return std::clamp(static_cast<int>(state.option(sat_option::step)), 0, static_cast<int>(runs.all.steps.size()));
}

std::string sat_scene_caption(const SatRuns& runs, const SatLayout& layout, const SceneState& state) {
  const int step = walk_step(runs, state);
  if (step == 0) return captions::sat_caption(runs.all);
  return captions::sat_step_caption(runs.all, step - 1, stop_index(runs, state), layout.a_name, layout.b_name);
}

}  // namespace lab::figures
