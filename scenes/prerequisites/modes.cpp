#include "prerequisites/modes.hpp"

#include <algorithm>
#include <utility>
#include <vector>

namespace lab::prerequisites {

namespace {
const Shape* find(const SceneState& s, const std::string& name) {
  auto it = std::find_if(s.shapes.begin(), s.shapes.end(), [&](const Shape& x) { return x.name == name; });
  return it == s.shapes.end() ? nullptr : &*it;
}
}  // namespace

SceneState with_every_mode(SceneState first, std::span<const SceneState> others) {
  for (const SceneState& other : others)
    for (const Shape& shape : other.shapes)
      if (!find(first, shape.name)) first.shapes.push_back(shape);
  return first;
}

void keep_mode_shapes(SceneState& state, const SceneState& start) {
  std::vector<Shape> kept;
  for (const Shape& wanted : start.shapes) {
    const Shape* have = find(state, wanted.name);
    kept.push_back(have && have->kind == wanted.kind ? *have : wanted);
  }
  state.shapes = std::move(kept);
}

}  // namespace lab::prerequisites
