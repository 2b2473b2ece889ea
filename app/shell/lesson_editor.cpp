#include "shell/lesson_editor.hpp"

#include <algorithm>
#include <cctype>
#include <cstring>
#include <iterator>
#include <utility>

#include <sstream>

#include "files/folder_listing.hpp"
#include "files/handout.hpp"
#include "files/state_files.hpp"
#include "formats/state_json.hpp"
#include "formats/text_scripts.hpp"
#include "scenes/registry.hpp"
#include "shell/predict.hpp"
#include "shell/question_choices.hpp"

namespace lab {

namespace {

// A character of a word in any script: not ASCII (file_slug keeps ASCII letters and digits
// itself), nor punctuation, a symbol, an emoji or a control character. Without a Unicode
// database, by the blocks that hold those.
bool word_character(char32_t c) {
  constexpr std::pair<char32_t, char32_t> not_words[] = {{0x0000, 0x00BF}, {0x00D7, 0x00D7},   {0x00F7, 0x00F7},
                                                         {0x2000, 0x2BFF}, {0x3000, 0x3004},   {0x3007, 0x303F},
                                                         {0xD800, 0xF8FF}, {0xFE10, 0xFE6F},   {0xFF00, 0xFF0F},
                                                         {0xFF1A, 0xFF20}, {0xFF3B, 0xFF40},   {0xFF5B, 0xFF65},
                                                         {0xFFF0, 0xFFFF}, {0x1F000, 0x1FAFF}, {0xE0000, 0x10FFFF}};
  return std::none_of(std::begin(not_words), std::end(not_words),
                      [c](const auto& r) { return c >= r.first && c <= r.second; });
}

}  // namespace

std::string file_slug(std::string_view title) {
  std::string slug;
  for (std::size_t i = 0; i < title.size();) {
    const auto u = static_cast<unsigned char>(title[i]);
    std::size_t next = i + 1;  // one UTF-8 character: a word's letter is kept whole
    while (next < title.size() && (static_cast<unsigned char>(title[next]) & 0xC0) == 0x80) ++next;
    if (u < 128 && std::isalnum(u))
      slug += static_cast<char>(std::tolower(u));
    else if (u >= 128 && word_character(code_points(title.substr(i, next - i)).front()))
      slug.append(title.substr(i, next - i));  // Cyrillic, Chinese, …: any file system takes UTF-8 names
    else if (!slug.empty() && slug.back() != '-')
      slug += '-';
    if (slug.size() >= 60) break;  // bytes: 20 ideographs, and room for the extension
    i = next;
  }
  while (!slug.empty() && slug.back() == '-') slug.pop_back();
  return slug.empty() ? "lesson" : slug;
}

void LessonEditor::add_step(std::string scene, SceneState state, std::string note, std::string ask,
                            std::optional<collide::Rect> view, std::optional<LessonQuestion> question,
                            std::string ask_on_paper) {
  draft.steps.push_back({std::move(scene), std::move(state), std::move(note), std::move(ask), view, std::move(question),
                         std::move(ask_on_paper)});
}

std::u32string LessonEditor::characters() const {
  std::u32string all =
      lesson_characters(draft) + code_points(title_) + code_points(note_) + code_points(ask_) + code_points(paper_);
  std::sort(all.begin(), all.end());
  all.erase(std::unique(all.begin(), all.end()), all.end());
  return all;
}

namespace {

template <std::size_t N>
void type_into(char (&buffer)[N], std::string_view text) {
  const std::size_t n = std::min(text.size(), N - 1);
  std::memcpy(buffer, text.data(), n);
  buffer[n] = '\0';
}

}  // namespace

void LessonEditor::type_note(std::string_view text) { type_into(note_, text); }
void LessonEditor::type_ask(std::string_view text) { type_into(ask_, text); }
void LessonEditor::type_ask_on_paper(std::string_view text) { type_into(paper_, text); }

bool LessonEditor::add_typed_step(std::string scene, SceneState state, std::optional<collide::Rect> view) {
  message_is_error_ = true;
  if (note_[0] == '\0') {
    message_ = "Write the step's note first.";
    return false;
  }
  // Text the app would draw wrong is refused here, where it can still be rewritten.
  for (const auto& [what, text] :
       {std::pair{"note", note_}, std::pair{"question", ask_}, std::pair{"question's words for paper", paper_}})
    if (std::string why = unshaped_text(text); !why.empty()) {
      message_ = std::string("Not added, the ") + what + ": " + why + ".";
      return false;
    }
  if (paper_[0] != '\0' && ask_[0] == '\0') {
    message_ = "Not added: the words for paper need the question they print.";
    return false;
  }
  std::optional<LessonQuestion> question;
  if (ask_[0] != '\0') {  // what the reveal grades, checked as the loader will check it
    const auto figure = make_scene(scene);
    if (!figure) {
      message_ = "Not added: no scene \"" + scene + "\".";
      return false;
    }
    figure->set_state(state);
    std::string why;
    if (!predict_question(*figure, asked_, &why)) {
      message_ = "Not added, the question (" + question_label(asked_) + "): " + why + ".";
      return false;
    }
    question = asked_;
  }
  add_step(std::move(scene), std::move(state), note_, ask_, view, std::move(question), paper_);
  note_[0] = ask_[0] = paper_[0] = '\0';
  message_.clear();
  message_is_error_ = false;
  return true;
}

bool LessonEditor::move_step(int index, int by) {
  const int n = static_cast<int>(draft.steps.size()), to = index + by;
  if (index < 0 || index >= n || to < 0 || to >= n || by == 0) return false;
  const auto from = draft.steps.begin() + index;
  if (by < 0)
    std::rotate(draft.steps.begin() + to, from, from + 1);
  else
    std::rotate(from, from + 1, draft.steps.begin() + to + 1);
  return true;
}

bool LessonEditor::remove_step(int index) {
  if (index < 0 || index >= static_cast<int>(draft.steps.size())) return false;
  draft.steps.erase(draft.steps.begin() + index);
  return true;
}

void LessonEditor::load(const Lesson& lesson) {
  draft = lesson;
  file_name = file_slug(lesson.title);
}

namespace {

// Whether `file` holds a lesson other than one titled `title`: another title, or not a lesson
// this app reads (kept too: it may be a teacher's half-mended file).
bool holds_another_lesson(const std::filesystem::path& file, const std::string& title) {
  std::error_code ec;
  if (!std::filesystem::exists(file, ec)) return false;
  try {
    return load_lesson(file).title != title;
  } catch (const std::exception&) { return true; }
}

}  // namespace

std::filesystem::path LessonEditor::file_in(const std::filesystem::path& dir) const {
  // A name typed with an extension ("mine.json") keeps only its name: the extension is the lesson's.
  const std::string_view typed(file_name);
  const std::string name = typed.empty() ? file_slug(draft.title)
                                         : file_slug(typed.substr(0, typed.size() - kind_extension_size(typed)));
  // The extension the desktop knows a lesson by (assets/…mime.xml): a double-click opens it here.
  const std::string extension = ".collision-lesson.json";
  auto file = dir / (name + extension);
  if (!typed.empty()) return file;  // the name the teacher chose: replaced, as the window says
  // Named from the title: another lesson of that name (two titles with one slug) is never
  // replaced; this one goes beside it as name-2, name-3, …. The same title is this lesson again.
  std::error_code ec;
  const auto stamp = std::filesystem::last_write_time(file, ec);
  if (checked_.file == file && checked_.title == draft.title && checked_.stamp == stamp) return checked_.free;
  auto free = file;
  for (int n = 2; holds_another_lesson(free, draft.title) && n < 1000; ++n)
    free = dir / (name + "-" + std::to_string(n) + extension);
  checked_ = {file, draft.title, stamp, free};
  return free;
}

std::optional<std::filesystem::path> LessonEditor::save(const std::filesystem::path& dir, std::string& error) {
  if (dir.empty()) {
    error = "no folder for lessons: set HOME or XDG_DATA_HOME";
    return std::nullopt;
  }
  const auto file = file_in(dir);
  const auto j = lesson_to_json(draft);
  try {  // what the loader would refuse or flag is not written: a saved lesson always opens
    const Lesson read = parse_lesson(j, file.filename().string());
    check_lesson_questions(read, file.filename().string());
    if (std::string why = unshaped_lesson_text(read); !why.empty()) {
      error = "Not saved, the " + why + ".";
      return std::nullopt;
    }
  } catch (const StateError& e) {
    error = e.what();
    return std::nullopt;
  }
  if (!save_json_file(j, file, error)) return std::nullopt;
  return file;
}

bool LessonEditor::write_handout(const std::filesystem::path& file, std::string& error) const {
  if (draft.steps.empty()) {
    error = "the lesson has no steps yet";
    return false;
  }
  Lesson lesson = draft;
  if (lesson.title.empty()) lesson.title = "Lesson";
  // What Save refuses is not printed either: the editor makes only lessons the app can show.
  if (std::string why = unshaped_lesson_text(lesson); !why.empty()) {
    error = "the " + why;
    return false;
  }
  std::error_code ec;
  if (file.has_parent_path()) std::filesystem::create_directories(file.parent_path(), ec);
  std::ostringstream said;
  const bool written = lab::write_handout(lesson, file, said) == 0;
  // "collision-lab: cannot write …: why\n", or what it printed as boxes: as lines for the window.
  error = said.str();
  for (std::size_t at; (at = error.find("collision-lab: ")) != std::string::npos;) error.erase(at, 15);
  while (!error.empty() && error.back() == '\n') error.pop_back();
  return written;
}

}  // namespace lab
