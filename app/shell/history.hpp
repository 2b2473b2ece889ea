// Undo and redo for one scene: the states it went through, as whole snapshots (a state is a few
// shapes' points, so a snapshot is cheap and restoring one is exact, never a replayed edit).
// The shell records the state at the end of each change: a whole drag, an added or removed
// vertex, an option, a preset, a reset, a file opened. No SDL, no ImGui.
#pragma once
#include <cstddef>
#include <deque>

#include "formats/state.hpp"

namespace lab {

/// Whether two states are the same to the last bit of every coordinate (what undo must restore).
bool same_state(const SceneState& a, const SceneState& b);

class History {
 public:
  /// Undo keeps at least this many steps; older ones are dropped.
  static constexpr std::size_t default_steps = 200;
  /// Past min_steps, older steps are also dropped when the snapshots hold more points than this
  /// (a 46,000-vertex polygon dragged 200 times would otherwise keep 150 MB).
  static constexpr std::size_t point_budget = std::size_t{1} << 21;
  static constexpr std::size_t min_steps = 100;

  explicit History(SceneState start, std::size_t steps = default_steps);

  /// The state after a finished change. Returns whether it differs from current() (then it
  /// becomes an undo step and whatever could be redone is dropped).
  bool record(const SceneState& now);
  /// The state before the last change, or nullptr when there is none. It becomes current().
  const SceneState* undo();
  /// The state the last undo left, or nullptr. It becomes current().
  const SceneState* redo();

  const SceneState& current() const { return states_[at_]; }
  /// The state undo() or redo() would go to, without going there; nullptr when there is none.
  const SceneState* before() const { return can_undo() ? &states_[at_ - 1] : nullptr; }
  const SceneState* after() const { return can_redo() ? &states_[at_ + 1] : nullptr; }
  bool can_undo() const { return at_ > 0; }
  bool can_redo() const { return at_ + 1 < states_.size(); }
  std::size_t undo_steps() const { return at_; }

 private:
  void trim();

  std::deque<SceneState> states_;  ///< oldest first; states_[at_] is what the scene shows
  std::size_t at_ = 0;
  std::size_t steps_;
  std::size_t points_ = 0;  ///< points held by every snapshot
};

}  // namespace lab
