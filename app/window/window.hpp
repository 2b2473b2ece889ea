// The interactive window: SDL events → keys and ImGui → the shell's frame → the screen.
#pragma once
#include <ostream>
#include <string>

#include "files/settings.hpp"
#include "shell/shell.hpp"

namespace lab {

/// True when SDL would open a window nobody can see (offscreen or dummy driver).
bool video_driver_is_headless();

/// Open the window on the shell's scene and run until quit. Settings are read from and saved
/// to config_dir(). Returns 0, or 2 with one line on `err` when there is no display.
int run_window(Shell& shell, const Settings& settings, std::ostream& err);

/// The line printed when no window can be opened.
std::string no_display_message(const std::string& reason);

}  // namespace lab
