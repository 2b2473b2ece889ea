// Lessons with the scenes: a lesson file read against the book's table of contents (each step's
// scene must be one of its scenes, and its state starts from that scene's start), the lessons
// bundled with the app, and the player that steps through one. The format itself (reading,
// checking, writing) is formats/lesson.hpp.
#pragma once
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "formats/lesson.hpp"

namespace lab {

/// A scene's start state by id, from the table of contents (nothing for an unknown id).
std::optional<SceneState> scene_start_state(std::string_view scene_id);

/// The lesson `j` describes, its steps' scenes from the table of contents. Throws StateError.
Lesson parse_lesson(const nlohmann::json& j, std::string_view source);

/// Read and check a lesson file against the table of contents. Throws StateError.
Lesson load_lesson(const std::filesystem::path& file);

/// (id, file text) of every lesson bundled from assets/lessons/*.json, in file-name order.
const std::vector<std::pair<std::string_view, std::string_view>>& bundled_lesson_files();

/// A bundled lesson by id (the file's stem, "separating-axis"); throws StateError if unknown.
Lesson bundled_lesson(std::string_view id);

/// Where a class is in a lesson: which step; moving on and back. No window, no scene.
class LessonPlayer {
 public:
  explicit LessonPlayer(Lesson lesson) : lesson_(std::move(lesson)) {}

  const Lesson& lesson() const { return lesson_; }
  int index() const { return index_; }  ///< 0-based
  int count() const { return static_cast<int>(lesson_.steps.size()); }
  const LessonStep& step() const { return lesson_.steps[static_cast<std::size_t>(index_)]; }
  /// "step 3 of 8"
  std::string position() const;

  /// Each returns false (and stays) when there is nowhere to go.
  bool next() { return go(index_ + 1); }
  bool previous() { return go(index_ - 1); }
  bool first() { return go(0); }
  bool go(int index);

 private:
  Lesson lesson_;
  int index_ = 0;
};

}  // namespace lab
