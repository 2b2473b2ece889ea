#include "shell/history.hpp"

namespace lab {

namespace {

bool same_shape(const Shape& a, const Shape& b) {
  return a.name == b.name && a.kind == b.kind && a.points == b.points && a.radius == b.radius &&
         a.editable == b.editable && a.min_vertices == b.min_vertices;
}

std::size_t points_in(const SceneState& s) {
  std::size_t n = 0;
  for (const auto& shape : s.shapes) n += shape.points.size();
  return n;
}

}  // namespace

bool same_state(const SceneState& a, const SceneState& b) {
  if (a.shapes.size() != b.shapes.size() || a.options != b.options) return false;
  for (std::size_t i = 0; i < a.shapes.size(); ++i)
    if (!same_shape(a.shapes[i], b.shapes[i])) return false;
  return true;
}

History::History(SceneState start, std::size_t steps) : steps_(steps) {
  points_ = points_in(start);
  states_.push_back(std::move(start));
}

bool History::record(const SceneState& now) {
  if (same_state(now, current())) return false;
  while (states_.size() > at_ + 1) {  // a new change forgets what could be redone
    points_ -= points_in(states_.back());
    states_.pop_back();
  }
  states_.push_back(now);
  points_ += points_in(now);
  ++at_;
  trim();
  return true;
}

const SceneState* History::undo() {
  if (!can_undo()) return nullptr;
  return &states_[--at_];
}

const SceneState* History::redo() {
  if (!can_redo()) return nullptr;
  return &states_[++at_];
}

// Oldest first: past steps_ undo steps always, past min_steps only when over the point budget.
void History::trim() {
  while (at_ > steps_ || (at_ > min_steps && points_ > point_budget)) {
    points_ -= points_in(states_.front());
    states_.pop_front();
    --at_;
  }
}

}  // namespace lab
