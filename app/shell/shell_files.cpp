// The shell's history and files: undo and redo, each scene's edits kept for the session, state
// files saved and opened (Ctrl+S, Ctrl+O, a drop, the Recent list), the lesson editor's window.
//
// Index of this file:
//   [SECTION] paths: where files are saved and opened first
//   [SECTION] history: undo, redo, the session's edits per scene
//   [SECTION] state files: save, open, links, the last state
//   [SECTION] lessons: read, reopened, the teacher's own
//   [SECTION] the buttons: File, Lesson and Recent; the choosers and their windows
#include "shell/shell_files.hpp"

#include <algorithm>
#include <iostream>
#include <ostream>
#include <tuple>
#include <utility>

#include <imgui.h>

#include "formats/json_checked.hpp"
#include "scenes/panel.hpp"
#include "scenes/panel_text.hpp"
#include "scenes/registry.hpp"
#include "formats/state_link.hpp"
#include "files/folder_listing.hpp"
#include "files/settings.hpp"
#include "shell/predict.hpp"
#include "shell/shell.hpp"
#include "files/state_files.hpp"
#include "formats/state_json.hpp"
#include "formats/text_scripts.hpp"
#include "files/user_dirs.hpp"

namespace lab {

// [SECTION] paths: where files are saved and opened first
namespace {

std::filesystem::path documents() {
  const auto dir = user_dir("DOCUMENTS", "Documents");
  return dir.empty() ? std::filesystem::path("Collision Lab") : dir / "Collision Lab";
}

}  // namespace

std::string default_state_path(std::string_view scene_id) {
  // The extension the desktop knows a state file by (assets/…mime.xml): a double-click opens it here.
  return (documents() / (std::string(scene_id) + "-" + file_time_stamp() + ".collision-state.json")).string();
}

std::filesystem::path handout_path(std::string_view title) { return documents() / (file_slug(title) + "-handout.pdf"); }

// (A title cut to 80 characters, as the menus cut one: a lesson's title may be 20,000 long.)
std::string recent_label(const RecentFiles& recent, const std::filesystem::path& file) {
  const std::string title = recent.title(file);
  return title.empty() ? file.filename().string() : json_checked::excerpt(title, 80);
}

std::string recent_tooltip(const RecentFiles& recent, const std::filesystem::path& file) {
  const std::string title = recent.title(file);
  return title.empty() ? file.string() : "Lesson \"" + json_checked::excerpt(title, 80) + "\": " + file.string();
}

std::string default_open_path(const RecentFiles& recent) {
  const auto dir = recent.files().empty() ? documents() : recent.files().front().parent_path();
  return (dir / "").string();
}

// [SECTION] history: undo, redo, the session's edits per scene
namespace {

// Whether every shape (circles whole) lies in the world rectangle `view`.
bool all_in_view(const SceneState& state, const collide::Rect& view) {
  for (const auto& s : state.shapes) {
    const double r = s.kind == ShapeKind::Circle ? s.radius : 0;
    for (const auto& p : s.points)
      if (p.x - r < view.x || p.x + r > view.x + view.w || p.y - r < view.y || p.y + r > view.y + view.h) return false;
  }
  return true;
}

}  // namespace

// The state undo or redo went to; the view follows only when it would leave a shape unseen
// (undoing a file opened, a preset), not after every undone drag.
void Shell::show_history_state(const SceneState& state) {
  scene_->set_state(state);
  drag_.reset();
  drag_.clear_refusal();  // "vertex 2 of A stays" is about a state no longer shown
  if (!all_in_view(scene_->state(), camera_.view())) fit_pending_ = true;
}

History& Shell::history_now() {
  if (lesson_ && step_history_) return *step_history_;
  return histories_.at(std::string(scene_->info().id));
}

const History& Shell::history() const { return const_cast<Shell*>(this)->history_now(); }

void Shell::commit() {
  if (scene_ && !drag_.grabbed() && !nudging_) history_now().record(scene_->state());
}

bool Shell::undo() {
  if (drag_.grabbed()) return false;  // the drag is not over: nothing to go back to yet
  commit();
  const SceneState* before = history_now().undo();
  if (!before) return false;
  show_history_state(*before);
  return true;
}

bool Shell::redo() {
  if (drag_.grabbed()) return false;
  const SceneState* after = history_now().redo();
  if (!after) return false;
  show_history_state(*after);
  return true;
}

// The scene just made shows what it showed when it was left, or its start the first time.
void Shell::restore_session() {
  const std::string id(scene_->info().id);
  if (const auto kept = histories_.find(id); kept != histories_.end()) {
    scene_->set_state(kept->second.current());
    return;
  }
  scene_->reset();
  histories_.emplace(id, History(scene_->state()));
}

// [SECTION] state files: save, open, links, the last state
bool Shell::save_state(const std::filesystem::path& file) {
  std::string error = save_folder_problem(file, documents());
  if (!error.empty() || !save_state_file(scene_->state(), scene_->info().id, file, error)) {
    notice_ = "Not saved: " + error;
    message_.clear();
    return false;
  }
  notice_.clear();
  message_ = "Saved to " + file.string();
  file_ = file;
  recent_.add(file);
  return true;
}

bool Shell::open_file(const std::filesystem::path& file) {
  std::string title;  // a lesson's
  try {
    notice_.clear();  // before opening: a lesson with text the app cannot draw sets it again
    const auto j = read_json_file(file);
    if (looks_like_lesson(j)) {
      Lesson lesson = parse_lesson(j, file.string());
      check_lesson_questions(lesson, file.string());  // every step's question has an answer
      title = lesson.title;
      open_lesson(std::move(lesson), 0, lesson_source_of(file.string()));
    } else {
      open_state_json(j, file.string());
    }
  } catch (const StateError& e) {
    notice_ = e.what();
    return false;
  }
  message_ = "Opened " + file.string();
  if (!lesson_) file_ = file;  // a lesson's title names it instead
  recent_.add(file, title);    // the Recent list names a lesson by its title
  return true;
}

void Shell::open_state_json(const nlohmann::json& j, const std::string& source) {
  // Checked whole against a fresh scene first: a bad file changes nothing.
  const std::string id = state_scene_id(j, source).value_or(std::string(scene_->info().id));
  const auto fresh = make_scene(id);
  if (!fresh) throw StateError(source + ": scene: unknown scene \"" + json_checked::excerpt(id) + "\"");
  SceneState state = apply_state_json(j, fresh->presets().front().state, source);
  close_lesson();
  const auto it = std::find_if(entries_.begin(), entries_.end(), [&](const SceneEntry& e) { return e.id == id; });
  open(static_cast<int>(it - entries_.begin()));
  set_state(std::move(state));
  commit();
}

bool Shell::open_link(std::string_view link) {
  try {
    if (!looks_like_state_link(link))
      throw StateError("Ctrl+V opens a link such as collision-lab://state/…; the clipboard holds none");
    open_state_json(read_state_link(link), "link");
  } catch (const StateError& e) {
    notice_ = e.what();
    return false;
  }
  notice_.clear();
  message_ = "Opened the link's state";
  return true;
}

void Shell::restore_last_state(std::ostream& err) {
  const auto kept =
      load_last_state(last_state_path(config_dir()), scene_->info().id, scene_->presets().front().state, err);
  if (!kept) return;
  set_state(*kept);
  commit();
}

// [SECTION] lessons: read, reopened, the teacher's own
Lesson read_lesson(const std::string& name) {
  std::error_code ec;
  if (!std::filesystem::exists(name, ec))
    for (const auto& [id, text] : bundled_lesson_files())
      if (id == name) return bundled_lesson(id);
  Lesson lesson = load_lesson(name);
  check_lesson_questions(lesson, name);  // every step's question has an answer
  return lesson;
}

std::string lesson_source_of(const std::string& name) {
  std::error_code ec;
  if (!std::filesystem::exists(name, ec)) return name;
  const auto path = std::filesystem::absolute(name, ec);
  return ec ? name : path.string();
}

bool Shell::reopen_lesson(const std::string& source, int step, std::ostream& err) {
  try {
    Lesson lesson = read_lesson(source);
    const int last = static_cast<int>(lesson.steps.size()) - 1;
    open_lesson(std::move(lesson), std::clamp(step - 1, 0, last), source);
  } catch (const StateError& e) {
    err << "collision-lab: the lesson open last cannot be opened again: " << json_checked::excerpt(e.what(), 300)
        << '\n';
    return false;
  }
  return true;
}

namespace {

// A lesson file's title, read without checking its steps (that waits until it is opened); its
// file name when the file has no title to read.
std::string lesson_title(const std::filesystem::path& file) {
  try {
    const auto j = read_json_file(file);
    if (const auto t = j.find("title"); t != j.end() && t->is_string() && !t->get_ref<const std::string&>().empty())
      return t->get<std::string>();
  } catch (const StateError&) {}
  return file.stem().string();
}

}  // namespace

std::string own_lesson_label(const std::string& title) {
  return unshaped_text(title).empty() ? title : with_warning_mark(title);
}

std::string own_lesson_tooltip(const std::string& title, const std::filesystem::path& file) {
  const std::string why = unshaped_text(title);
  return (why.empty() ? "" : why + "\n") + file.string();
}

void Shell::scan_own_lessons() {
  own_lessons_.clear();
  std::error_code ec;
  // increment(ec), not ++: a folder that fails half-way (gone, unreadable) ends the list, not the app.
  if (const auto dir = lessons_dir(); !dir.empty() && std::filesystem::is_directory(dir, ec))
    for (auto f = std::filesystem::directory_iterator(dir, ec); !ec && f != std::filesystem::directory_iterator();
         f.increment(ec))
      if (f->path().extension() == ".json") own_lessons_.push_back({f->path(), lesson_title(f->path())});
  std::sort(own_lessons_.begin(), own_lessons_.end(), [](const OwnLesson& a, const OwnLesson& b) {
    return std::tie(a.title, a.file) < std::tie(b.title, b.file);
  });  // Their titles are listed in the sidebar before any opens: the fonts need their characters too.
  own_characters_.clear();
  for (const OwnLesson& own : own_lessons_) own_characters_ += code_points(std::string_view(own.title).substr(0, 1024));
  std::sort(own_characters_.begin(), own_characters_.end());
  own_characters_.erase(std::unique(own_characters_.begin(), own_characters_.end()), own_characters_.end());
}

// [SECTION] the buttons: File, Lesson and Recent; the choosers and their windows
// Undo, Redo, Save…, Open… under the panel's Reset row, and what the last save did.
void Shell::file_buttons() {
  ImGui::BeginDisabled(!history().can_undo());
  if (ImGui::Button("Undo")) command(Command::Undo);
  ImGui::EndDisabled();
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
    ImGui::SetTooltip("%s", history().can_undo() ? (undo_words() + " (Ctrl+Z)").c_str() : "Nothing to undo (Ctrl+Z)");
  same_line_if_button_fits("Redo");
  ImGui::BeginDisabled(!history().can_redo());
  if (ImGui::Button("Redo")) command(Command::Redo);
  ImGui::EndDisabled();
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
    ImGui::SetTooltip("%s", history().can_redo() ? (redo_words() + " (Ctrl+Shift+Z or Ctrl+Y)").c_str()
                                                 : "Nothing to redo (Ctrl+Shift+Z or Ctrl+Y)");
  same_line_if_button_fits("Save\u2026");
  if (ImGui::Button("Save\u2026")) command(Command::SaveState);
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Ctrl+S: save the state as a file (as --state reads)");
  same_line_if_button_fits("Open\u2026");
  if (ImGui::Button("Open\u2026")) command(Command::OpenFile);
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Ctrl+O: open a state file or a lesson");
  if (!message_.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    ImGui::TextWrapped("%s", message_.c_str());  // a path can be long: all of it, wrapped
    ImGui::PopStyleColor();
  }
}

// Under the Lessons heading: the lesson editor, empty or with the open lesson's steps.
void Shell::lesson_buttons() {
  // Short enough for the sidebar at 800×600 with larger text; the window it opens says the rest.
  if (ImGui::SmallButton("New lesson\u2026")) editor_.visible = !editor_.visible;
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Build a lesson from views of the scenes, each with a note");
  if (!lesson_) return;
  same_line_if_button_fits("Edit this one");
  if (ImGui::SmallButton("Edit this one")) {
    editor_.load(lesson_->lesson());
    editor_.visible = true;
  }
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Open the lesson shown in the lesson editor");
}

// The lesson editor's buttons, then the files opened or saved last, under the lessons.
void Shell::recent_list() {
  ImGui::Spacing();
  lesson_buttons();
  if (recent_.files().empty()) return;
  ImGui::Spacing();
  ImGui::Separator();
  ImGui::TextDisabled("Recent (Ctrl+O: open)");
  std::filesystem::path chosen;
  for (const auto& file : recent_.files()) {
    ImGui::PushID(file.string().c_str());
    if (fit_selectable(recent_label(recent_, file), false)) chosen = file;
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", recent_tooltip(recent_, file).c_str());
    ImGui::PopID();
  }
  if (!chosen.empty()) open_file(chosen);  // after the loop: opening reorders the list
}

// Ctrl+S, Ctrl+O: in a web page the browser's download or file picker; the desktop's chooser on
// its thread when the window has one, else (and when none answers, see chooser_answered) the
// in-app dialog.
void Shell::ask_for_file(PathDialog::Purpose purpose) {
  const bool saving = purpose == PathDialog::Purpose::SaveState;
  if (browser_files) return browser_files(saving);
  const std::string path = saving ? default_state_path(scene_->info().id) : default_open_path(recent_);
  const auto order = desktop_choosers && !no_chooser_ ? chooser_order() : std::vector<std::string>{};
  if (order.empty()) return dialog_.show(purpose, path);
  if (chooser_.running()) return;  // its window is open already, above this one
  const std::filesystem::path offered(path);
  ChooserRequest request{saving, saving ? "Save the scene's state" : "Open a state or lesson file",
                         offered.parent_path(), offered.filename().string(), chooser_parent};
  chooser_.start(std::move(request), order);
}

void Shell::chooser_answered(const ChooserRequest& request, const ChooserAnswer& answer) {
  using Status = ChooserAnswer::Status;
  if (answer.status == Status::Cancelled) return;
  if (answer.status == Status::Unavailable) {
    if (!std::exchange(no_chooser_, true))
      std::cerr << "collision-lab: no desktop file chooser (" << answer.problem
                << "); the window's own dialog is used\n";
    const auto purpose = request.save ? PathDialog::Purpose::SaveState : PathDialog::Purpose::Open;
    return dialog_.show(purpose, (request.folder / request.name).string());
  }
  std::error_code ec;
  std::filesystem::path file = answer.file;
  // A name typed without an extension gets a state file's, unless that would replace a file unasked.
  if (request.save && !file.has_extension() && !std::filesystem::exists(with_state_extension(file), ec))
    file = with_state_extension(file);
  request.save ? save_state(file) : open_file(file);
}

// The desktop chooser's answer, the path dialog (Ctrl+S, Ctrl+O) and the lesson editor.
void Shell::file_windows(const Fonts& fonts, float scale) {
  if (const auto answered = chooser_.take()) chooser_answered(answered->first, answered->second);
  if (const auto path = dialog_.frame(scale)) {
    const bool saving = dialog_.purpose() == PathDialog::Purpose::SaveState;
    if (saving ? save_state(*path) : open_file(*path))
      dialog_.hide();
    else
      dialog_.problem = std::exchange(notice_, {});  // said in the dialog, where the path is
  }
  const auto dir = lessons_dir();
  if (editor_.frame(fonts, scale, *scene_, uncovered_view(), dir)) scan_own_lessons();
}

}  // namespace lab
