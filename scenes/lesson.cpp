// Lessons with the scenes (lesson.hpp): the format (formats/lesson.hpp) read against the table
// of contents, the bundled lessons, the player.
#include "lesson.hpp"

#include "formats/json_checked.hpp"
#include "formats/state_json.hpp"
#include "registry.hpp"

namespace lab {

namespace detail {
// Defined in the file CMake generates from scenes/embedded_assets.cpp.in.
const std::vector<std::pair<std::string_view, std::string_view>>& embedded_lesson_files();
}  // namespace detail

std::optional<SceneState> scene_start_state(std::string_view scene_id) {
  const auto scene = make_scene(scene_id);
  if (!scene) return std::nullopt;
  return scene->state();
}

Lesson parse_lesson(const nlohmann::json& j, std::string_view source) {
  return parse_lesson(j, source, scene_start_state);
}

Lesson load_lesson(const std::filesystem::path& file) { return load_lesson(file, scene_start_state); }

const std::vector<std::pair<std::string_view, std::string_view>>& bundled_lesson_files() {
  return detail::embedded_lesson_files();
}

Lesson bundled_lesson(std::string_view id) {
  for (const auto& [stem, text] : bundled_lesson_files()) {
    if (stem != id) continue;
    const std::string source = "assets/lessons/" + std::string(stem) + ".json";
    return parse_lesson(parse_state_text(text, source), source);
  }
  std::string known;
  for (const auto& [stem, text] : bundled_lesson_files()) known += (known.empty() ? "" : ", ") + std::string(stem);
  throw StateError("no bundled lesson \"" + json_checked::excerpt(id) + "\" (bundled: " + known + ")");
}

std::string LessonPlayer::position() const {
  return "step " + std::to_string(index_ + 1) + " of " + std::to_string(count());
}

bool LessonPlayer::go(int index) {
  if (index < 0 || index >= count()) return false;
  index_ = index;
  return true;
}

}  // namespace lab
