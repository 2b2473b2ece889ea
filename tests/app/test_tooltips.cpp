// Issue 27: every option and button says what it does when the mouse rests on it. One frame of
// the shell is drawn with every interactive item recorded as ImGui adds it (its id, window and
// rectangle: ImGui::ItemAdd is wrapped at link time, tests/CMakeLists.txt); then the fake mouse
// rests on the middle of each item in turn and, where ImGui reports that item hovered, a tooltip
// window must be shown in that same frame. Collapsing headers and table headers are not options
// and are let through.
#include <doctest/doctest.h>
#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "app_screen.hpp"
#include "shell/question_choices.hpp"

namespace test_tooltips {

/// An item as ImGui added it in the recorded frame.
struct Item {
  ImGuiID id;
  ImGuiWindow* window;
  ImRect rect;
};

/// Where ItemAdd records items (null: not recording; every other test runs with it null).
std::vector<Item>* recording = nullptr;

}  // namespace test_tooltips

// ImGui 1.86 as Debian builds it has no per-item hook (IMGUI_ENABLE_TEST_ENGINE is off), so the
// linker's --wrap sends the widgets' calls of ImGui::ItemAdd here first.
extern "C" bool __real__ZN5ImGui7ItemAddERK6ImRectjPS1_i(const ImRect& bb, ImGuiID id, const ImRect* nav_bb,
                                                         ImGuiItemFlags flags);
extern "C" bool __wrap__ZN5ImGui7ItemAddERK6ImRectjPS1_i(const ImRect& bb, ImGuiID id, const ImRect* nav_bb,
                                                         ImGuiItemFlags flags);
bool __wrap__ZN5ImGui7ItemAddERK6ImRectjPS1_i(const ImRect& bb, ImGuiID id, const ImRect* nav_bb,
                                              ImGuiItemFlags flags) {
  const bool shown = __real__ZN5ImGui7ItemAddERK6ImRectjPS1_i(bb, id, nav_bb, flags);
  if (test_tooltips::recording && shown && id != 0)
    test_tooltips::recording->push_back({id, ImGui::GetCurrentWindow(), bb});
  return shown;
}

namespace test_tooltips {

using lab::testing::AppScreen;

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

/// The items of window `name` (and of its child windows) drawn in one frame, each with the part
/// of it inside the window's visible area.
std::vector<Item> items_of(const AppScreen& screen, lab::Shell& shell, const char* name) {
  screen.io().MousePos = {-FLT_MAX, -FLT_MAX};
  screen.frames(shell, 2);
  std::vector<Item> all;
  recording = &all;
  screen.frames(shell, 1);
  recording = nullptr;
  ImGuiWindow* window = ImGui::FindWindowByName(name);
  REQUIRE_MESSAGE((window && window->Active), name << " is not drawn");
  std::vector<Item> out;
  for (Item item : all) {
    if (item.window->RootWindow != window) continue;
    item.rect.ClipWith(item.window->InnerClipRect);  // the title bar's close button is not in it
    if (item.rect.GetWidth() >= 1 && item.rect.GetHeight() >= 1) out.push_back(item);
  }
  return out;
}

/// The items of window `name` where the mouse at the middle showed no tooltip, one line each (""
/// when every one did). `headers` are let through; with `has_items`, the window must have one.
std::string bare_items(const AppScreen& screen, lab::Shell& shell, const char* name,
                       const std::set<std::string>& headers = {}, bool has_items = true) {
  const std::vector<Item> items = items_of(screen, shell, name);
  ImGuiWindow* window = ImGui::FindWindowByName(name);
  std::set<ImGuiID> allowed;
  for (const auto& h : headers) allowed.insert(ImHashStr(h.c_str(), 0, window->ID));
  ImGuiContext& g = *ImGui::GetCurrentContext();
  std::string out;
  int hovered = 0;
  for (const Item& item : items) {
    const ImVec2 middle = item.rect.GetCenter();
    if (allowed.count(item.id) || in_table_header(item.window, middle.y)) continue;
    screen.io().MousePos = middle;
    screen.frames(shell, 1);
    if (g.HoveredId != item.id) continue;  // under another item
    ++hovered;
    if (!tooltip_shown())
      out += "\n  no tooltip at (" + std::to_string(static_cast<int>(middle.x)) + ", " +
             std::to_string(static_cast<int>(middle.y)) + ") in " + name;
  }
  screen.io().MousePos = {-FLT_MAX, -FLT_MAX};
  if (has_items) CHECK_MESSAGE(hovered > 0, std::string(name) << ": no item was hovered at all");
  return out;
}

/// Clicks the item `label` of window `name`.
void click(const AppScreen& screen, lab::Shell& shell, const char* name, const char* label) {
  ImGuiWindow* window = ImGui::FindWindowByName(name);
  REQUIRE_MESSAGE(window, name);
  const ImGuiID id = ImHashStr(label, 0, window->ID);
  for (const Item& item : items_of(screen, shell, name)) {
    if (item.id != id) continue;
    screen.io().MousePos = item.rect.GetCenter();
    screen.frames(shell, 1);
    screen.io().MouseDown[0] = true;
    screen.frames(shell, 1);
    screen.io().MouseDown[0] = false;
    screen.frames(shell, 1);
    return;
  }
  FAIL("no item " << label << " in " << name);
}

}  // namespace

TEST_CASE("every scene's panel at the desk and in predict mode: each option and button shows a tooltip" *
          doctest::test_suite("screens")) {
  const AppScreen screen({.size = {1280, 800}, .font_path = "/no/such/font.ttf"});
  lab::Shell shell(0);
  std::string problems;
  const auto scenes = lab::scene_list();
  for (int i = 0; i < static_cast<int>(scenes.size()); ++i) {
    shell.open(i);
    const std::string desk = bare_items(screen, shell, "Panel", {"Piece pairs tested", "Corners examined"}, false);
    if (!desk.empty()) problems += "\n" + scenes[i].id + desk;
    shell.command(lab::Command::TogglePredict);
    const std::string predict = bare_items(screen, shell, "##predict");
    if (!predict.empty()) problems += "\n" + scenes[i].id + " (predict)" + predict;
    shell.command(lab::Command::TogglePredict);
  }
  CHECK_MESSAGE(problems.empty(), problems);
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
  const std::string full = bare_items(screen, shell, name, {"#", "step", "move"});
  CHECK_MESSAGE(full.empty(), "with steps:" << full);
}

}  // namespace test_tooltips
