// Scenes with modes (circles, rectangles): each mode tests other shapes (C₁ and C₂; C and P; …).
// The scene's first preset names the shapes of every mode, so a state file can set any of them
// (and `{"options": {"mode": 1}}` alone finds mode 1's shapes); update() then keeps the shapes of
// the current mode only, so nothing hidden can be dragged.
#pragma once
#include <span>

#include "formats/state.hpp"

namespace lab::prerequisites {

/// `first` with the shapes of `others` (each mode's start) that it has no shape of that name for.
SceneState with_every_mode(SceneState first, std::span<const SceneState> others);

/// The state's shapes narrowed to those the mode's start has, in its order; a shape the state
/// lacks comes from the start.
void keep_mode_shapes(SceneState& state, const SceneState& start);

}  // namespace lab::prerequisites
