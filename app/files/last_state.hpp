// The scene's state as the app was left, written beside the settings as last-state.json in the
// state-file format (the same as --state and "Copy state"): a script, a test or the user can
// see what was dragged, and `collision-lab --state last-state.json` opens it again.
#pragma once
#include <filesystem>
#include <string>

#include "scenes/scene.hpp"

namespace lab {

/// The file's name in the settings folder.
inline constexpr const char* last_state_file = "last-state.json";

/// Write `scene`'s state to `file`, atomically. False with the reason in `error`, for the app
/// to say (losing it must not stop the app from closing).
bool save_last_state(const Scene& scene, const std::filesystem::path& file, std::string& error);

}  // namespace lab
