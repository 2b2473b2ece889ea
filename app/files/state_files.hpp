// Scene states and lessons written by the app (Ctrl+S, the last scene kept between runs, a lesson
// made in the window), and files opened by Ctrl+O or a drop, which may be either kind.
// Every write is atomic: a failed one leaves the old file as it was.
#pragma once
#include <filesystem>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "scenes/lesson.hpp"
#include "formats/state.hpp"

namespace lab {

/// `j` pretty-printed into `file`, creating its folder. False with the reason in `error`
/// ("/ro/x.json: Permission denied").
bool save_json_file(const nlohmann::json& j, const std::filesystem::path& file, std::string& error);

/// The state as a state file (the format --state reads), into `file`.
bool save_state_file(const SceneState& state, std::string_view scene_id, const std::filesystem::path& file,
                     std::string& error);

/// The state file beside the settings that keeps the last scene's state between runs.
std::filesystem::path last_state_path(const std::filesystem::path& config);

/// The state kept in `file` for scene `scene_id` (whose start state is `start`), if there is
/// one for that scene. A damaged file (or a folder, a FIFO, a device in its place) gives
/// nothing and one line on `err`; no file, nothing and no line.
std::optional<SceneState> load_last_state(const std::filesystem::path& file, std::string_view scene_id,
                                          const SceneState& start, std::ostream& err);

/// The scene `file` keeps a state for, if it is readable and names one: where the app opens
/// when settings.json does not say (a damaged settings file must not lose the kept scene).
std::optional<std::string> last_state_scene(const std::filesystem::path& file);

}  // namespace lab
