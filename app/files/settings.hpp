// What the app remembers between runs, under $XDG_CONFIG_HOME/collision-lab/
// (default ~/.config/collision-lab/): settings.json and ImGui's imgui.ini.
// A missing or corrupt file means defaults, never a crash.
#pragma once
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace lab {

struct Settings {
  std::string last_scene;  ///< empty: the first scene
  int x = -1, y = -1;      ///< window position; -1: let the system place it
  int width = 1280, height = 800;
  bool maximized = false;
  float ui_scale = 1.0f;   ///< 0.5 … 3, on top of the display's DPI scale
  std::string lesson;      ///< the lesson open at exit, as --lesson takes it; empty: none
  int lesson_step = 1;     ///< its step then, 1-based
  bool scene_list = true;  ///< the scene list shown on the left (View → Scene list)
  bool panel = true;       ///< the scene's panel shown on the right (View → Panel)
  /// What load_settings could not use, in words ("ui_scale 1e+308 is outside 0.5 … 3; using 3"),
  /// for the app to say once. Never saved.
  std::vector<std::string> ignored;

  static constexpr float min_ui_scale = 0.5f;
  static constexpr float max_ui_scale = 3.0f;
};

/// The settings folder: $XDG_CONFIG_HOME/collision-lab, or $HOME/.config/collision-lab;
/// empty when neither variable is set (then nothing is saved).
std::filesystem::path config_dir();

/// The teacher's own lessons: $XDG_DATA_HOME/collision-lab/lessons, or
/// $HOME/.local/share/collision-lab/lessons; empty when neither variable is set.
std::filesystem::path lessons_dir();

/// Why nothing can be saved in the settings folder `dir` (made if missing), in words
/// ("/home/u/.config/collision-lab: Permission denied", "…: Not a directory"); empty when it can.
std::string settings_folder_problem(const std::filesystem::path& dir);

/// Settings from `file`; defaults for anything missing, unreadable or out of range. A file
/// that is there but cannot be used (a folder, a FIFO, a device, too big) is said in `ignored`.
Settings load_settings(const std::filesystem::path& file);

/// The settings a file's text holds; `name` names the file in `ignored`. Never throws.
Settings settings_from_text(std::string_view text, std::string_view name);

/// Write `s` to `file` atomically, creating the folder. False with the reason in `error`
/// ("/ro/settings.json: Permission denied"), for the app to say; it does not stop the app.
bool save_settings(const Settings& s, const std::filesystem::path& file, std::string& error);

}  // namespace lab
