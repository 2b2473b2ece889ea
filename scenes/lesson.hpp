// Lessons: a teacher's walk through the scenes, prepared at home and stepped through in class.
//
//   {
//     "title": "The separating axis theorem",
//     "steps": [
//       { "scene": "separating-axis",                     a scene id (--list-scenes)
//         "state": { "shapes": {...}, "options": {...} }, optional: a state, as in a state file
//         "note": "One **gap** is enough.\nSo...",         the teacher's words: **bold**, line breaks
//         "ask": "collide or apart?",                     optional: a question for the class
//         "view": [x, y, w, h] }                          optional: the world rectangle shown
//                                                         (the zoom); without it the view fits
//     ]
//   }
//
// A lesson with an error opens nothing: the loader throws StateError naming the file, the step,
// the field and the problem ("l.json: steps[2].scene: unknown scene \"nope\"").
#pragma once
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "formats/state.hpp"

namespace lab {

struct LessonStep {
  std::string scene;  ///< the scene's id
  SceneState state;   ///< the scene's start state with the step's shapes and options applied
  std::string note;   ///< the teacher's words, with **bold** marks and '\n' line breaks
  std::string ask;    ///< a question for the class, or empty
  std::optional<collide::Rect> view;  ///< the world rectangle the step shows, or fit the figure
};

struct Lesson {
  std::string title;
  std::vector<LessonStep> steps;  ///< never empty
};

/// The lesson `j` describes; `source` names the file in messages. Throws StateError.
Lesson parse_lesson(const nlohmann::json& j, std::string_view source);

/// Read and check a lesson file (read_json_file's limits apply). Throws StateError.
Lesson load_lesson(const std::filesystem::path& file);

/// (id, file text) of every lesson bundled from assets/lessons/*.json, in file-name order.
const std::vector<std::pair<std::string_view, std::string_view>>& bundled_lesson_files();

/// A bundled lesson by id (the file's stem, "separating-axis"); throws StateError if unknown.
Lesson bundled_lesson(std::string_view id);

/// One run of a note's text: bold or not. A run holding "\n" alone is a line break.
struct NoteRun {
  std::string text;
  bool bold = false;
  bool operator==(const NoteRun&) const = default;
};

/// A note split at its ** marks and line breaks. An unpaired ** is kept as text.
std::vector<NoteRun> note_runs(std::string_view note);

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
