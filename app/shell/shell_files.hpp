// Where the shell's file dialogs start: Ctrl+S in the documents folder under a name with the
// scene and the time, Ctrl+O in the folder of the file used last.
#pragma once
#include <string>
#include <string_view>

#include "files/recent_files.hpp"

namespace lab {

/// "~/Documents/Collision Lab/polygon-point-2026-12-03-141502.json" (the XDG documents folder).
std::string default_state_path(std::string_view scene_id);

/// The folder of the most recent file, or the documents folder's "Collision Lab", with a '/'.
std::string default_open_path(const RecentFiles& recent);

}  // namespace lab
