// Lessons: a teacher's walk through the scenes, prepared at home and stepped through in class.
//
//   {
//     "title": "The separating axis theorem",
//     "steps": [
//       { "scene": "separating-axis",                     a scene id (--list-scenes)
//         "state": { "shapes": {...}, "options": {...} }, optional: a state, as in a state file
//         "note": "One **gap** is enough.\nSo...",         the teacher's words: **bold**, line breaks
//         "ask": "collide or apart?",                     optional: a question for the class
//         "ask_on_paper": "Mark that edge.",              optional: the ask as a handout prints it
//         "question": {"kind": "count", "of": "axes"},    optional: what the reveal grades (below)
//         "view": [x, y, w, h] }                          optional: the world rectangle shown
//                                                         (the zoom), above the caption strip;
//                                                         without it the view fits
//     ]
//   }
//
// A step's "question" says what its `ask` asks, so the reveal grades that and not something else:
//   {"kind": "verdict", "test": T}            the verdict of core test T (a `query` test the scene runs)
//   {"kind": "count", "of": F, "tolerance": n} the count F of the test's answer ("crossings", "axes")
//   {"kind": "time", "tolerance": t}          when B first touches: the time of impact, t in [0, 1]
//   {"kind": "push", "tolerance": d}          which way and how far B is pushed out: the MTV
//   {"kind": "feature", "of": R}              the edge the figure names in role R (Scene::named:
//                                             "deciding_axis", "mtv_edge", "gap_edge"), clicked
// "test" may be given for any kind (default: the scene's main test, the one predict mode asks
// without a lesson); "tolerance" is how far from the true answer still counts as right (counts
// 0, times 0.05, pushes 0.25 units by default). A step with an `ask` and no "question" (every
// lesson written before questions had kinds) asks the verdict of the scene's main test.
// On paper nothing is clicked or dragged: a handout prints "ask_on_paper" where the step gives
// one; else it rewords an English ask's last sentence ("Click that edge." → "Mark that edge on the
// picture.", predict.hpp's printed_ask). A lesson in another language says its own paper wording.
//
// A lesson with an error opens nothing: the loader throws StateError naming the file, the step,
// the field and the problem ("l.json: steps[2].scene: unknown scene \"nope\"").
//
// The format only: reading, checking and writing lesson files. Which scenes exist and where each
// starts is the scenes' to say: the reader is handed it (StartState); scenes/lesson.hpp hands it
// the table of contents, and holds the bundled lessons and the player.
#pragma once
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "formats/state.hpp"

namespace lab {

/// What a step's question grades (see the head of this file).
struct LessonQuestion {
  enum class Kind { Verdict, Count, Time, Push, Feature };
  Kind kind = Kind::Verdict;
  std::string test;      ///< the core test whose answer is graded, or "" for the scene's main one
  std::string of;        ///< a count: the field of the test's answer ("crossings"); a feature: its role
  double tolerance = 0;  ///< how far from the true answer is still right (a count's: whole)
  bool operator==(const LessonQuestion&) const = default;
};

/// "verdict", "count", "time", "push", "feature": the kind's word in a lesson file.
std::string_view kind_word(LessonQuestion::Kind kind);

/// The tolerance a question of `kind` has when its step gives none.
double default_tolerance(LessonQuestion::Kind kind);

struct LessonStep {
  std::string scene;                  ///< the scene's id
  SceneState state;                   ///< the scene's start state with the step's shapes and options applied
  std::string note;                   ///< the teacher's words, with **bold** marks and '\n' line breaks
  std::string ask;                    ///< a question for the class, or empty
  std::optional<collide::Rect> view;  ///< the world rectangle the step shows, or fit the figure
  /// What the reveal grades when the step asks; nothing: the verdict of the scene's main test.
  std::optional<LessonQuestion> question{};
  std::string ask_on_paper{};  ///< the ask as a handout prints it, or empty: reworded from ask
};

struct Lesson {
  std::string title;
  std::vector<LessonStep> steps;  ///< never empty
};

/// The start state of the scene with this id, or nothing when there is no such scene: what a
/// step's state is applied to.
using StartState = std::function<std::optional<SceneState>(std::string_view scene_id)>;

/// The lesson `j` describes; `source` names the file in messages; `start` gives each step's
/// scene its start state. Throws StateError.
Lesson parse_lesson(const nlohmann::json& j, std::string_view source, const StartState& start);

/// Read and check a lesson file (read_json_file's limits apply). Throws StateError.
Lesson load_lesson(const std::filesystem::path& file, const StartState& start);

/// A lesson file: what load_lesson reads back as the same lesson (each step's whole state).
nlohmann::json lesson_to_json(const Lesson& lesson);

/// Whether a JSON file is a lesson (it has a title or steps) rather than a state file.
bool looks_like_lesson(const nlohmann::json& j);

/// Where the lesson's text (title, a step's note or question) is in a script the app cannot draw
/// (formats/text_scripts.hpp), the first such place named as the loader names fields:
/// "steps[2].note: Arabic (U+0645 …) is written right to left, …", then up to three more places
/// ("; also in steps[2].ask and steps[3].note", "… and 5 more places"). Empty when all can be drawn.
std::string unshaped_lesson_text(const Lesson& lesson);

/// Every character of the lesson's title, notes and questions, each once (for the fonts).
std::u32string lesson_characters(const Lesson& lesson);

/// One run of a note's text: bold or not. A run holding "\n" alone is a line break.
struct NoteRun {
  std::string text;
  bool bold = false;
  bool operator==(const NoteRun&) const = default;
};

/// A note split at its ** marks and line breaks. An unpaired ** is kept as text.
std::vector<NoteRun> note_runs(std::string_view note);

}  // namespace lab
