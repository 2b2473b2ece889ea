// What a change to a scene's state was, in words, for Undo's and Redo's tooltips and menu items
// ("move vertex 3 of A", "add a vertex to pentagon", "change the option step"). Found by comparing
// the two snapshots the history keeps, so it names what undo will actually restore.
#pragma once
#include <string>

#include "formats/state.hpp"

namespace lab {

/// The change that turned `from` into `to`, as a short verb phrase; "change the shapes" when
/// several things changed at once (a preset, a reset, a file opened).
std::string change_words(const SceneState& from, const SceneState& to);

}  // namespace lab
