// Issue 27: every option and button says what it does when the mouse rests on it. One frame of
// the shell is drawn with every interactive item recorded as ImGui adds it (its id, window and
// rectangle: ImGui::ItemAdd is wrapped at link time, tests/CMakeLists.txt); then the fake mouse
// rests on the middle of each item in turn and, where ImGui reports that item hovered, a tooltip
// window must be shown in that same frame. Collapsing headers, table headers and a submenu's
// name are not options and are let through; a combo box is opened and each entry of its list
// hovered too.
//
// Index of this file:
//   [SECTION] Recording and hovering items
//   [SECTION] At the start: panels, predict strips, help, About, the lesson editor
//   [SECTION] Past the start: other starts, options moved, lessons, predict mode revealed
//   [SECTION] The menu bar, the scene list and the in-app file dialog
#include <doctest/doctest.h>
#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>
#include <string>
#include <vector>

#include "app_screen.hpp"
#include "recorded_items.hpp"
#include "history_support.hpp"
#include "shell/question_choices.hpp"

// [SECTION] Recording and hovering items

// ImGui 1.86 as Debian builds it has no per-item hook (IMGUI_ENABLE_TEST_ENGINE is off), so the
// linker's --wrap sends the widgets' calls of ImGui::ItemAdd here first.
extern "C" bool __real__ZN5ImGui7ItemAddERK6ImRectjPS1_i(const ImRect& bb, ImGuiID id, const ImRect* nav_bb,
                                                         ImGuiItemFlags flags);
extern "C" bool __wrap__ZN5ImGui7ItemAddERK6ImRectjPS1_i(const ImRect& bb, ImGuiID id, const ImRect* nav_bb,
                                                         ImGuiItemFlags flags);
bool __wrap__ZN5ImGui7ItemAddERK6ImRectjPS1_i(const ImRect& bb, ImGuiID id, const ImRect* nav_bb,
                                              ImGuiItemFlags flags) {
  const bool shown = __real__ZN5ImGui7ItemAddERK6ImRectjPS1_i(bb, id, nav_bb, flags);
  if (lab::testing::items::recording && shown && id != 0)
    lab::testing::items::recording->push_back({id, ImGui::GetCurrentWindow(), bb, nav_bb != nullptr && flags == 0});
  return shown;
}

namespace test_tooltips {

using lab::testing::AppScreen;
using lab::testing::items::click;
using lab::testing::items::click_at;
using lab::testing::items::Item;
using lab::testing::items::items_of;

namespace {

/// True when a tooltip window was drawn in the last frame.
bool tooltip_shown() {
  for (ImGuiWindow* w : ImGui::GetCurrentContext()->Windows)
    if ((w->Flags & ImGuiWindowFlags_Tooltip) && w->Active) return true;
  return false;
}

/// True when height `y` of `window` is in the header row of one of its tables (a column's name,
/// not an option).
bool in_table_header(const ImGuiWindow* window, float y) {
  ImGuiContext& g = *ImGui::GetCurrentContext();
  for (int t = 0; t < g.Tables.GetMapSize(); ++t) {
    const ImGuiTable* table = g.Tables.TryGetMapData(t);
    if (!table || (table->OuterWindow != window && table->InnerWindow != window) ||
        table->LastFrameActive != g.FrameCount)
      continue;
    if (y >= table->OuterRect.Min.y && y < table->OuterRect.Min.y + table->LastFirstRowHeight) return true;
  }
  return false;
}

/// What bare_items skips: `headers` by label (not options), the items in `seen` (tried before in
/// another state; those tried now are added); with `has_items`, the window must have an item.
struct Skip {
  std::set<std::string> headers{};
  std::set<ImGuiID>* seen = nullptr;
  bool has_items = true;
};

/// The items of window `name` where the mouse at the middle showed no tooltip, one line each (""
/// when every one did).
std::string bare_items(const AppScreen& screen, lab::Shell& shell, const char* name, const Skip& skip = {}) {
  const std::vector<Item> items = items_of(screen, shell, name);
  ImGuiWindow* window = ImGui::FindWindowByName(name);
  std::set<ImGuiID> allowed;
  for (const auto& h : skip.headers) allowed.insert(ImHashStr(h.c_str(), 0, window->ID));
  ImGuiContext& g = *ImGui::GetCurrentContext();
  std::string out;
  int hovered = 0;
  for (const Item& item : items) {
    const ImVec2 middle = item.rect.GetCenter();
    if (allowed.count(item.id) || in_table_header(item.window, middle.y)) continue;
    if (skip.seen && skip.seen->count(item.id)) continue;
    screen.io().MousePos = middle;
    screen.frames(shell, 1);
    if (g.HoveredId != item.id) continue;  // under another item (or a child window's frame)
    ++hovered;
    if (skip.seen) skip.seen->insert(item.id);
    if (!tooltip_shown())
      out += "\n  no tooltip at (" + std::to_string(static_cast<int>(middle.x)) + ", " +
             std::to_string(static_cast<int>(middle.y)) + ") in " + name;
  }
  screen.io().MousePos = {-FLT_MAX, -FLT_MAX};
  if (skip.has_items) CHECK_MESSAGE(hovered > 0, std::string(name) << ": no item was hovered at all");
  return out;
}

/// Closes every popup (a combo's list, a menu) between frames, as a click elsewhere would.
void close_popups() {
  if (ImGui::GetCurrentContext()->OpenPopupStack.Size > 0) ImGui::ClosePopupToLevel(0, false);
}

/// Each combo box of window `name` opened in turn: the entries of its list with no tooltip.
/// Combos in `seen` (tried in an earlier scene: the shell's Start from, a shape's presets) are
/// not opened again.
std::string bare_combo_entries(const AppScreen& screen, lab::Shell& shell, const char* name,
                               std::set<ImGuiID>* seen = nullptr) {
  std::string out;
  for (const Item& combo : items_of(screen, shell, name)) {
    if (!combo.combo || (seen && !seen->insert(combo.id).second)) continue;
    click_at(screen, shell, combo.rect.GetCenter());
    out += bare_items(screen, shell, "##Combo_00");
    close_popups();
  }
  return out;
}

}  // namespace

// [SECTION] At the start: panels, predict strips, help, About, the lesson editor

TEST_CASE("every scene's panel at the desk and in predict mode: each option and button shows a tooltip" *
          doctest::test_suite("screens")) {
  const AppScreen screen({.size = {1280, 800}, .font_path = "/no/such/font.ttf"});
  lab::Shell shell(0);
  std::string problems;
  std::set<ImGuiID> combos;
  const auto scenes = lab::scene_list();
  for (int i = 0; i < static_cast<int>(scenes.size()); ++i) {
    shell.open(i);
    const std::string desk = bare_items(screen, shell, "Panel",
                                        {.headers = {"Piece pairs tested", "Corners examined"}, .has_items = false}) +
                             bare_combo_entries(screen, shell, "Panel", &combos);
    if (!desk.empty()) problems += "\n" + scenes[i].id + desk;
    shell.command(lab::Command::TogglePredict);
    const std::string predict = bare_items(screen, shell, "##predict");
    if (!predict.empty()) problems += "\n" + scenes[i].id + " (predict)" + predict;
    shell.command(lab::Command::TogglePredict);
  }
  CHECK_MESSAGE(problems.empty(), problems);
  CHECK(combos.size() >= 5);  // Start from, the shapes' presets, segments-crossing's whole triangle
}

TEST_CASE("the help sheet's buttons and the About window's Close show a tooltip" * doctest::test_suite("screens")) {
  const AppScreen screen({.size = {1280, 800}, .font_path = "/no/such/font.ttf"});
  lab::Shell shell(0);
  shell.command(lab::Command::ToggleHelp);
  const char* help = "Keys and mouse (H or Esc to close)";
  const std::string bare = bare_items(screen, shell, help);
  CHECK_MESSAGE(bare.empty(), bare);
  click(screen, shell, help, "About Collision Lab");
  REQUIRE(shell.about_visible());
  const std::string found = bare_items(screen, shell, "About Collision Lab");
  CHECK_MESSAGE(found.empty(), found);
}

// "Make a lesson" empty (its buttons greyed out, the question's picker too) and with a step, a
// note and a question graded as a count (the tolerance field shown, every button live).
TEST_CASE("the lesson editor's fields and buttons show a tooltip, empty and with a step" *
          doctest::test_suite("screens")) {
  const AppScreen screen({.size = {1280, 800}, .font_path = "/no/such/font.ttf"});
  lab::Shell shell(lab::testing::scene_index("point-in-polygon"));
  lab::LessonEditor& editor = shell.lesson_editor();
  editor.visible = true;
  const char* name = "Make a lesson###lesson-editor";
  const std::string empty = bare_items(screen, shell, name);
  CHECK_MESSAGE(empty.empty(), "empty:" << empty);

  const auto askable = lab::askable_questions(shell.scene());
  const auto count = std::find_if(askable.begin(), askable.end(),
                                  [](const auto& q) { return q.kind == lab::LessonQuestion::Kind::Count; });
  REQUIRE(count != askable.end());
  editor.draft.title = "Crossings";
  editor.add_step("point-in-polygon", shell.scene().state(), "Count the crossings");
  editor.add_step("point-in-polygon", shell.scene().state(), "Again");
  editor.type_note("Where is P?");
  editor.type_ask("How many crossings?");
  editor.pick_question(*count);
  const std::string full =
      bare_items(screen, shell, name, {.headers = {"#", "step", "move"}}) + bare_combo_entries(screen, shell, name);
  CHECK_MESSAGE(full.empty(), "with steps:" << full);
}

// [SECTION] Past the start: other starts, options moved, lessons, predict mode revealed

namespace {

/// The ids of the items window `name` draws now (one frame after a change: enough to see which
/// ones are new).
std::set<ImGuiID> item_ids(const AppScreen& screen, lab::Shell& shell, const char* name) {
  std::set<ImGuiID> ids;
  for (const Item& item : items_of(screen, shell, name, 0)) ids.insert(item.id);
  return ids;
}

/// The panel's items not tried before (`seen`) with no tooltip, if the state now shown has any.
std::string bare_new_items(const AppScreen& screen, lab::Shell& shell, const char* name, std::set<ImGuiID>& seen) {
  const std::set<ImGuiID> ids = item_ids(screen, shell, name);
  if (std::includes(seen.begin(), seen.end(), ids.begin(), ids.end())) return {};
  return bare_items(screen, shell, name,
                    {.headers = {"Piece pairs tested", "Corners examined"}, .seen = &seen, .has_items = false});
}

/// The state with every option that has a range moved to its other end (a step slider to the
/// last step, a box ticked).
lab::SceneState options_moved(lab::SceneState state) {
  for (const auto& [option, range] : state.option_ranges)
    state.options[option] = state.option(option) == range.max ? range.min : range.max;
  return state;
}

}  // namespace

// The desk's test sees the panel as far as 1280×800 shows it. Here the window is tall enough for
// every panel whole (what is below the fold there), and each scene is drawn in each of its starts
// (the shapes overlapping, apart, touching) and with every option moved to its other end (a step
// slider at its last step, a box ticked): the controls not hovered at the desk are hovered.
TEST_CASE("every scene's panel whole, in each of its starts and with its options moved: each control shows a tooltip" *
          doctest::test_suite("screens")) {
  const AppScreen screen({.size = {1280, 800}, .font_path = "/no/such/font.ttf"});
  lab::Shell shell(0);
  std::string problems;
  int added = 0;  // controls the desk's test did not hover
  const auto scenes = lab::scene_list();
  for (int i = 0; i < static_cast<int>(scenes.size()); ++i) {
    shell.open(i);
    screen.io().DisplaySize = {1280, 800};
    std::set<ImGuiID> seen = item_ids(screen, shell, "Panel");  // what the desk's test hovers
    const auto desk = static_cast<int>(seen.size());
    screen.io().DisplaySize = {1280, 3000};
    std::vector<lab::SceneState> states;
    for (const auto& preset : shell.scene().presets()) states.push_back(preset.state);
    states.push_back(options_moved(shell.scene().state()));
    for (std::size_t k = 0; k < states.size(); ++k) {
      shell.set_state(states[k]);
      const std::string bare = bare_new_items(screen, shell, "Panel", seen);
      if (!bare.empty()) problems += "\n" + scenes[i].id + " (state " + std::to_string(k) + ")" + bare;
    }
    added += static_cast<int>(seen.size()) - desk;
  }
  CHECK(added > 0);  // 26 controls below the fold at 1280×800 (2026-12-06)
  CHECK_MESSAGE(problems.empty(), problems);
}

// Every bundled lesson at each step that asks: the lesson's controls in the panel, the predict
// strip for each kind of question (with the arrow drawn or the edge clicked that its button
// waits for), and the panel once the answer is revealed.
TEST_CASE("the lessons' steps, their questions' strips and the panel after a reveal show a tooltip on each control" *
          doctest::test_suite("screens")) {
  const AppScreen screen({.size = {1280, 800}, .font_path = "/no/such/font.ttf"});
  lab::Shell shell(0);
  std::string problems;
  std::set<ImGuiID> panel, strip;
  for (const auto& entry : lab::bundled_lesson_entries()) {
    REQUIRE(entry.error.empty());
    const lab::Lesson lesson = lab::bundled_lesson(entry.id);
    for (int step = 0; step < static_cast<int>(lesson.steps.size()); ++step) {
      shell.open_lesson(lesson, step, std::string(entry.id));
      const std::string where = "\n" + std::string(entry.id) + " step " + std::to_string(step + 1);
      const std::string shown = bare_new_items(screen, shell, "Panel", panel);
      if (!shown.empty()) problems += where + shown;
      if (!shell.prediction().asking()) continue;
      if (const auto q = shell.question()) {
        if (q->kind == lab::LessonQuestion::Kind::Push) shell.prediction().set_arrow({0, 0}, {1, 0});
        if (q->kind == lab::LessonQuestion::Kind::Feature) shell.prediction().draft().shape = q->shape;
        if (q->kind == lab::LessonQuestion::Kind::Feature) shell.prediction().draft().edge = q->edge;
      }
      const std::string asked = bare_new_items(screen, shell, "##predict", strip);
      if (!asked.empty()) problems += where + " (asking)" + asked;
      shell.prediction().reveal();
      const std::string revealed = bare_new_items(screen, shell, "Panel", panel);
      if (!revealed.empty()) problems += where + " (revealed)" + revealed;
    }
  }
  shell.close_lesson();
  CHECK(strip.size() >= 12);  // the verdicts' buttons, a count's field, a time's slider, never, an arrow's, an edge's
  CHECK_MESSAGE(problems.empty(), problems);
}

// [SECTION] The menu bar, the scene list and the in-app file dialog

namespace {

/// Each menu opened from the bar in turn (or only the first `menus`): its items with no tooltip,
/// and those of each submenu (a submenu's own name is not an option). `submenus` counts the
/// submenus opened.
std::string bare_menu_items(const AppScreen& screen, lab::Shell& shell, int& submenus, std::size_t menus = 99) {
  ImGuiContext& g = *ImGui::GetCurrentContext();
  std::string out;
  std::vector<Item> headers = items_of(screen, shell, "##MainMenuBar");
  headers.resize(std::min(headers.size(), menus));
  for (const Item& header : headers) {
    click_at(screen, shell, header.rect.GetCenter());
    for (const Item& item : items_of(screen, shell, "##Menu_00")) {
      screen.io().MousePos = item.rect.GetCenter();
      screen.frames(shell, 2);
      const ImGuiWindow* sub = ImGui::FindWindowByName("##Menu_01");
      if (sub && sub->Active) {  // a submenu's name: its items instead
        ++submenus;
        out += bare_items(screen, shell, "##Menu_01");
      } else if (g.HoveredId == item.id && !tooltip_shown()) {
        out += "\n  no tooltip at (" + std::to_string(static_cast<int>(item.rect.GetCenter().x)) + ", " +
               std::to_string(static_cast<int>(item.rect.GetCenter().y)) + ") in a menu";
      }
    }
    close_popups();
  }
  return out;
}

}  // namespace

// Every menu, with Open recent greyed out (it must say what it waits for) and then with a file.
TEST_CASE("every menu's items and its submenus' items show a tooltip" * doctest::test_suite("screens")) {
  const history_test::ScratchDir dir("tooltips-menus");
  const history_test::EnvVar config("XDG_CONFIG_HOME", dir.path.string());  // the recent files' list
  const AppScreen screen({.size = {1280, 800}, .font_path = "/no/such/font.ttf"});
  lab::Shell shell(lab::testing::scene_index("polygon-polygon"));  // more than one start: Start from
  REQUIRE(shell.recent().files().empty());
  int submenus = 0;
  const std::string empty = bare_menu_items(screen, shell, submenus);
  CHECK_MESSAGE(empty.empty(), "no recent file:" << empty);
  CHECK(submenus == 6);  // Start from and the five chapters
  REQUIRE(shell.recent().add(dir.path / "two circles.json"));
  submenus = 0;
  const std::string recent = bare_menu_items(screen, shell, submenus, 1);  // File
  CHECK_MESSAGE(recent.empty(), "a recent file:" << recent);
  CHECK(submenus == 1);  // Open recent
}

TEST_CASE("the scene list's scenes, lessons and buttons show a tooltip" * doctest::test_suite("screens")) {
  const AppScreen screen({.size = {1280, 1600}, .font_path = "/no/such/font.ttf"});  // all of it in view
  lab::Shell shell(0);
  const std::string bare = bare_items(screen, shell, "Scenes");
  CHECK_MESSAGE(bare.empty(), bare);
}

TEST_CASE("the in-app Open and Save dialogs: the field, each file and folder listed and the buttons show a tooltip" *
          doctest::test_suite("screens")) {
  const history_test::ScratchDir dir("tooltips-dialog");
  std::filesystem::create_directory(dir.path / "lessons");
  std::ofstream(dir.path / "two circles.json") << "{}";
  const AppScreen screen({.size = {1280, 800}, .font_path = "/no/such/font.ttf"});
  lab::Shell shell(0);
  for (const auto purpose : {lab::PathDialog::Purpose::Open, lab::PathDialog::Purpose::SaveState}) {
    shell.path_dialog().show(purpose, (dir.path / "a.json").string());
    const std::string bare = bare_items(screen, shell, "###path");
    CHECK_MESSAGE(bare.empty(), bare);
    shell.path_dialog().hide();
  }
}

}  // namespace test_tooltips
