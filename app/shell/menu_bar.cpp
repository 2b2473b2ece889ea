// The menu bar, as a desktop app has one: File, Edit, View, Scene, Lesson, Help, each item with
// its key beside it and a tooltip saying what it does. Every item runs the command its key runs
// (Shell::command), so a menu and a key never do two different things. Also the window's title
// and the words Undo and Redo show.
#include <imgui.h>
#include <imgui_internal.h>

#include "formats/json_checked.hpp"
#include "formats/state_json.hpp"
#include "formats/state_link.hpp"
#include "shell/change_words.hpp"
#include "shell/shell.hpp"
#include "shell/shell_files.hpp"

namespace lab {
namespace {

// The item is under the mouse. A menu item lit by the keyboard has no tooltip, as in GTK's and
// Qt's menus (ImGui counts a lit item hovered); the mouse moved onto it again shows it.
bool mouse_on_item() {
  return ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled) && !GImGui->NavDisableMouseHover;
}

// One item: its key shown beside it, a tooltip, and whether it was chosen.
bool menu_item(const char* label, const char* keys, const char* tip, bool enabled = true, bool checked = false) {
  const bool chosen = ImGui::MenuItem(label, keys, checked, enabled);
  if (tip && mouse_on_item()) ImGui::SetTooltip("%s", tip);
  return chosen;
}

// A title cut to `limit` characters: a lesson's title may be 20,000 long.
std::string menu_title(std::string_view text, std::size_t limit = 60) { return json_checked::excerpt(text, limit); }

}  // namespace

std::string Shell::undo_words() const {
  const History& h = history();
  return h.before() ? "Undo: " + change_words(*h.before(), h.current()) : std::string();
}

std::string Shell::redo_words() const {
  const History& h = history();
  return h.after() ? "Redo: " + change_words(h.current(), *h.after()) : std::string();
}

std::string Shell::window_title() const {
  const std::string dash = " - ";  // ASCII: WM_NAME, which some window managers read, holds it too
  std::string title = scene_ ? std::string(scene_->info().title) + dash : std::string();
  if (lesson_)
    title = menu_title(lesson_->lesson().title) + " (" + lesson_->position() + ")" + dash + title;
  else if (!file_.empty())
    title = menu_title(file_.filename().string()) + dash + title;
  return title + "Collision Lab";
}

float Shell::menu_bar(const Fonts& fonts, float scale) {
  (void)fonts, (void)scale;
  if (!ImGui::BeginMainMenuBar()) return 0;
  const float height = ImGui::GetWindowSize().y;
  menu_headers_.clear();
  const auto menu = [&](const char* name, void (Shell::*items)()) {
    const bool open = ImGui::BeginMenu(name);
    menu_headers_.push_back({name, ImGui::GetItemRectMin(), ImGui::GetItemRectMax()});
    if (!open) return;
    (this->*items)();
    ImGui::EndMenu();
  };
  menu("File", &Shell::file_menu);
  menu("Edit", &Shell::edit_menu);
  menu("View", &Shell::view_menu);
  menu("Scene", &Shell::scene_menu);
  menu("Lesson", &Shell::lesson_menu);
  menu("Help", &Shell::help_menu);
  ImGui::EndMainMenuBar();
  return height;
}

void Shell::file_menu() {
  if (menu_item("Open\u2026", "Ctrl+O", "Open a state file or a lesson")) command(Command::OpenFile);
  const bool any_recent = !recent_.files().empty();
  const bool recent_open = ImGui::BeginMenu("Open recent", any_recent);
  if (!any_recent && mouse_on_item()) ImGui::SetTooltip("No file yet: the files you open or save are listed here");
  if (recent_open) {
    std::filesystem::path chosen;
    for (const auto& file : recent_.files()) {
      ImGui::PushID(file.string().c_str());
      if (menu_item(menu_title(recent_label(recent_, file)).c_str(), nullptr, recent_tooltip(recent_, file).c_str()))
        chosen = file;
      ImGui::PopID();
    }
    ImGui::EndMenu();
    if (!chosen.empty()) open_file(chosen);  // after the list: opening reorders it
  }
  if (menu_item("Save state\u2026", "Ctrl+S", "Save the shapes and options as a file, as --state reads"))
    command(Command::SaveState);
  if (menu_item("Save picture", "Ctrl+E", "The figure and caption as PNG and SVG, into Pictures/Collision Lab"))
    command(Command::SavePicture);
  ImGui::Separator();
  if (menu_item("Copy state", nullptr, "Copy the shapes as JSON, for --state FILE.json")) {
    copied_ = state_text();
    ImGui::SetClipboardText(copied_.c_str());
  }
  if (menu_item("Copy link", nullptr, "Copy the state as a link, collision-lab://state/\u2026"))
    ImGui::SetClipboardText(state_link(scene_->state(), scene_->info().id).c_str());
  if (menu_item("Open link", "Ctrl+V", "Open the state link on the clipboard")) command(Command::PasteLink);
  ImGui::Separator();
  if (menu_item("Quit", "Ctrl+Q", "Close the window; the scene and its state are kept for next time"))
    window_request_ = WindowAction::Quit;
}

void Shell::edit_menu() {
  const std::string undo = undo_words(), redo = redo_words();
  if (menu_item("Undo", "Ctrl+Z", undo.empty() ? "Nothing to undo" : undo.c_str(), !undo.empty()))
    command(Command::Undo);
  if (menu_item("Redo", "Ctrl+Shift+Z", redo.empty() ? "Nothing to redo" : redo.c_str(), !redo.empty()))
    command(Command::Redo);
  ImGui::Separator();
  if (menu_item("Reset", "R", lesson_ ? "Back to this step's start" : "Back to the scene's start"))
    command(Command::Reset);
  if (menu_item("Snap to grid", "G", "Dragged points land on the grid (hold Shift for the other way)", true, snap_))
    command(Command::ToggleSnap);
}

void Shell::view_menu() {
  if (menu_item("Fit", "F", "Fit the figure to the view")) command(Command::Fit);
  if (menu_item("Zoom in", nullptr, "Zoom in about the centre (or the wheel, about the mouse)"))
    command(Command::ZoomIn);
  if (menu_item("Zoom out", nullptr, "Zoom out about the centre")) command(Command::ZoomOut);
  ImGui::Separator();
  if (menu_item("Scene list", nullptr, "Show the chapters and scenes on the left; hide it to give the figure room",
                true, show_scene_list))
    show_scene_list = !show_scene_list;
  if (menu_item("Panel", nullptr, "Show the scene's panel on the right; hide it to give the figure room", true,
                show_panel))
    show_panel = !show_panel;
  ImGui::Separator();
  if (menu_item("Larger text", "Ctrl+=", "Every text and the figure's lines larger"))
    window_request_ = WindowAction::ScaleUp;
  if (menu_item("Smaller text", "Ctrl+\u2212", "Every text and the figure's lines smaller"))
    window_request_ = WindowAction::ScaleDown;
  if (menu_item("Normal text", "Ctrl+0", "Text at its normal size")) window_request_ = WindowAction::ScaleReset;
  ImGui::Separator();
  if (menu_item("Full screen", "F11", "The window fills the screen")) window_request_ = WindowAction::ToggleFullscreen;
  if (menu_item("Presenter mode", "F5", "The figure fills the window, its text larger (Esc leaves it)", true, present_))
    command(Command::TogglePresent);
  if (menu_item("Predict mode", "P", "Hide the answer until the class has guessed", true, predict_.on()))
    command(Command::TogglePredict);
}

void Shell::scene_menu() {
  if (menu_item("Previous scene", "Page Up", "The scene before this one in the book")) command(Command::PreviousScene);
  if (menu_item("Next scene", "Page Down", "The scene after this one in the book")) command(Command::NextScene);
  const auto presets = scene_->presets();
  if (presets.size() > 1 && ImGui::BeginMenu("Start from")) {
    for (const auto& p : presets)
      if (menu_item(p.name.c_str(), nullptr, "Put the shapes where this start has them")) set_state(p.state), commit();
    ImGui::EndMenu();
  }
  ImGui::Separator();
  std::string chapter;
  bool in_menu = false;
  for (int i = 0; i < static_cast<int>(entries_.size()); ++i) {
    if (entries_[i].chapter != chapter) {
      if (in_menu) ImGui::EndMenu();
      chapter = entries_[i].chapter;
      in_menu = ImGui::BeginMenu(chapter.c_str());
    }
    if (in_menu &&
        menu_item(entries_[i].title.c_str(), nullptr, entries_[i].id.c_str(), true, i == index_ && !lesson_)) {
      close_lesson();
      open(i);
    }
  }
  if (in_menu) ImGui::EndMenu();
}

void Shell::lesson_menu() {
  for (const auto& e : bundled_lesson_entries()) {
    if (!e.error.empty()) continue;
    ImGui::PushID(std::string(e.id).c_str());
    if (menu_item(menu_title(e.title).c_str(), nullptr, "Open this lesson at its first step", true,
                  lesson_ && lesson_->lesson().title == e.title))
      open_lesson(bundled_lesson(e.id), 0, std::string(e.id));
    ImGui::PopID();
  }
  std::filesystem::path own;
  for (const auto& [file, title] : own_lessons_) {
    ImGui::PushID(file.string().c_str());
    if (menu_item(menu_title(own_lesson_label(title)).c_str(), nullptr, own_lesson_tooltip(title, file).c_str()))
      own = file;
    ImGui::PopID();
  }
  if (!own.empty()) open_lesson_file(own);
  ImGui::Separator();
  const bool in = lesson_.has_value();
  if (menu_item("Next step", "\u2192 or Space", "The lesson's next step", in)) command(Command::NextStep);
  if (menu_item("Previous step", "\u2190", "The lesson's previous step", in)) command(Command::PreviousStep);
  if (menu_item("First step", "Home", "Back to the lesson's first step", in)) command(Command::FirstStep);
  if (menu_item("Close lesson", nullptr, "Leave the lesson; the scene stays as it is", in)) close_lesson();
  ImGui::Separator();
  if (menu_item("Lesson editor\u2026", nullptr, "Build a lesson from views of the scenes, each with a note", true,
                editor_.visible))
    editor_.visible = !editor_.visible;
  if (menu_item("Edit this lesson\u2026", nullptr, "Open the lesson shown in the lesson editor", in)) {
    editor_.load(lesson_->lesson());
    editor_.visible = true;
  }
}

void Shell::help_menu() {
  if (menu_item("Keys and mouse", "H or F1", "Every key and what the mouse does", true, help_))
    command(Command::ToggleHelp);
  if (menu_item("About Collision Lab", nullptr, "Version, licence and the libraries it uses")) about_ = true;
}

}  // namespace lab
