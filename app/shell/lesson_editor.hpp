// Making a lesson in the window: "Add this view as a step" (the scene and its state as they are
// now, with a note), steps reordered and deleted, a title, and Save into the lessons folder,
// where the sidebar's Lessons list finds it. The draft is plain data, so tests drive it without
// a frame; frame() is the window around it.
#pragma once
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "window/fonts.hpp"
#include "scenes/lesson.hpp"
#include "scenes/scene.hpp"

namespace lab {

class LessonEditor {
 public:
  bool visible = false;
  Lesson draft;  ///< the title and the steps so far (may be empty while it is being made)

  void add_step(std::string scene, SceneState state, std::string note, std::string ask = {},
                std::optional<collide::Rect> view = std::nullopt, std::optional<LessonQuestion> question = std::nullopt,
                std::string ask_on_paper = {});
  /// Move step `index` by `by` places (−1 up, +1 down). False when it cannot move.
  bool move_step(int index, int by);
  bool remove_step(int index);
  /// Start over from a lesson (to change one already made).
  void load(const Lesson& lesson);

  /// The file the draft saves to: "<name>.collision-lesson.json" in `dir`, name from the title
  /// unless typed. Named from the title, it never replaces another lesson (another title):
  /// "<name>-2.collision-lesson.json" then.
  std::filesystem::path file_in(const std::filesystem::path& dir) const;
  /// Write the draft into `dir` (atomic). It is checked first as the loader will read it, so a
  /// saved lesson always opens. Returns the file, or nothing with the reason in `error`.
  std::optional<std::filesystem::path> save(const std::filesystem::path& dir, std::string& error);
  /// Write the draft as a printable handout (handout.hpp) to `file`, making its folder if need
  /// be (atomic). False with the reason in `error`: what Save refuses (a script the app cannot
  /// draw) is refused here too. True with `error` naming what prints as boxes, if anything.
  bool write_handout(const std::filesystem::path& file, std::string& error) const;

  /// The window, for this frame: the scene on screen (its id and state) and `view` (the world
  /// rectangle on screen, the zoom) are what "Add" takes; the kind picker offers what the scene
  /// answers in that state. Returns the file when the lesson was saved this frame.
  std::optional<std::filesystem::path> frame(const Fonts& fonts, float scale, const Scene& scene,
                                             const collide::Rect& view, const std::filesystem::path& dir);

  std::string file_name;  ///< typed by the teacher; empty: from the title

  /// Every character of the draft and of the text being typed, sorted, each once (for the fonts).
  std::u32string characters() const;
  /// Type `text` into the new step's note or question box (what the keyboard does; for tests).
  void type_note(std::string_view text);
  void type_ask(std::string_view text);
  /// Type the question's words for paper (the handout's), where they differ from the window's.
  void type_ask_on_paper(std::string_view text);
  /// Choose in the kind picker what the new step's question grades (what the picker's clicks do;
  /// for tests). It stays chosen for the next step until another is picked.
  void pick_question(LessonQuestion q) { asked_ = std::move(q); }
  const LessonQuestion& picked_question() const { return asked_; }
  /// Press "Add this view as a step": false, with the reason in message(), when the note is
  /// empty, the note or the question is in a script the app cannot draw
  /// (formats/text_scripts.hpp), or the picked question has no answer in this state. A step with
  /// a question (its `ask`) saves what it grades, the picked question.
  bool add_typed_step(std::string scene, SceneState state, std::optional<collide::Rect> view = std::nullopt);
  const std::string& message() const { return message_; }

 private:
  void steps_table(float scale);
  /// The note and question for a new step, and the button that adds the view as one.
  void new_step(float scale, const Scene& scene, const collide::Rect& view);
  /// The kind picker: what the new step's question grades, with the fields its kind needs
  /// (which test, which count, which edge; the tolerance) and the answer in this state.
  void question_picker(float scale, const Scene& scene);
  /// The file name and Save; the path written, when Save was pressed and it worked.
  std::optional<std::filesystem::path> save_row(float scale, const std::filesystem::path& dir);
  /// The Handout button: the draft as a PDF in the documents folder.
  void handout_button();
  char title_[256] = {}, note_[2048] = {}, ask_[256] = {}, paper_[256] = {}, name_[128] = {};
  std::string message_;
  bool message_is_error_ = false;
  LessonQuestion asked_{};  ///< the kind picker's choice (the figure's verdict to start with)
  /// What the scene on screen answers (askable_questions), worked out again when it changes.
  std::vector<LessonQuestion> askable_;
  std::string askable_scene_;
  SceneState askable_state_;
  /// file_in's last answer, for the file as it was then: the window asks every frame.
  struct Checked {
    std::filesystem::path file;
    std::string title;
    std::filesystem::file_time_type stamp;
    std::filesystem::path free;
  };
  mutable Checked checked_;
};

/// A file name from a title: its letters and digits (ASCII ones lower-case, any script's kept:
/// "Бросание луча" → "бросание-луча"), other runs as '-' ("The SAT, 1" → "the-sat-1");
/// "lesson" when nothing is left.
std::string file_slug(std::string_view title);

}  // namespace lab
