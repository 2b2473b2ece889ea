// Issue 27: every option and button says what it does when the mouse rests on it. The shell
// draws real frames with the mouse moved over a grid of points in a window; wherever ImGui
// reports an interactive item hovered (its HoveredId), a tooltip window must be shown in that
// same frame. Collapsing headers and table headers are not options and are let through.
// Skipped by default: at this grid, under ASan, the cases take 25-40 s each, far over the test
// budget (run them with --no-skip).
#include <doctest/doctest.h>
#include <imgui.h>
#include <imgui_internal.h>

#include <set>
#include <string>

#include "app_screen.hpp"

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
    if (!table || table->OuterWindow != window || table->LastFrameActive != g.FrameCount) continue;
    if (y >= table->OuterRect.Min.y && y < table->OuterRect.Min.y + table->LastFirstRowHeight) return true;
  }
  return false;
}

/// The points of window `name` where a hovered item showed no tooltip, one line each ("" when
/// every one did), scanned every `dx` × `dy` pixels. `headers` are let through; with `has_items`, the scan must meet one.
std::string bare_items(const AppScreen& screen, lab::Shell& shell, const char* name,
                       const std::set<std::string>& headers = {}, bool has_items = true, float dx = 10, float dy = 8) {
  screen.frames(shell, 3);
  ImGuiWindow* window = ImGui::FindWindowByName(name);
  REQUIRE_MESSAGE(window, name);
  const ImRect area = window->InnerClipRect;
  std::set<ImGuiID> allowed, reported;
  for (const auto& h : headers) allowed.insert(ImHashStr(h.c_str(), 0, window->ID));
  const ImGuiID resize = ImHashStr("#RESIZE", 0, window->ID);
  for (int n = 0; n < 8; ++n) allowed.insert(ImHashData(&n, sizeof n, resize));  // the grips and borders
  std::string out;
  ImGuiContext& g = *ImGui::GetCurrentContext();
  int hovered = 0;
  for (float y = area.Min.y + 2; y < area.Max.y; y += dy)
    for (float x = area.Min.x + 2; x < area.Max.x; x += dx) {
      screen.io().MousePos = {x, y};
      screen.frames(shell, 1);
      if (g.HoveredId == 0 || !g.HoveredWindow || g.HoveredWindow->RootWindow != window) continue;
      ++hovered;
      if (allowed.count(g.HoveredId) || in_table_header(window, y) || tooltip_shown() ||
          !reported.insert(g.HoveredId).second)
        continue;
      out += "\n  no tooltip at (" + std::to_string(static_cast<int>(x)) + ", " + std::to_string(static_cast<int>(y)) +
             ") in " + name;
    }
  screen.io().MousePos = {-FLT_MAX, -FLT_MAX};
  if (has_items) CHECK_MESSAGE(hovered > 0, std::string(name) << ": the scan met no item at all");
  return out;
}

/// Clicks the item `label` of window `name`, found by moving the mouse until it is hovered.
void click(const AppScreen& screen, lab::Shell& shell, const char* name, const char* label) {
  ImGuiWindow* window = ImGui::FindWindowByName(name);
  REQUIRE_MESSAGE(window, name);
  const ImGuiID id = ImHashStr(label, 0, window->ID);
  const ImRect area = window->InnerClipRect;
  for (float y = area.Min.y + 2; y < area.Max.y; y += 8)
    for (float x = area.Min.x + 2; x < area.Max.x; x += 10) {
      screen.io().MousePos = {x, y};
      screen.frames(shell, 1);
      if (ImGui::GetCurrentContext()->HoveredId != id) continue;
      screen.io().MouseDown[0] = true;
      screen.frames(shell, 1);
      screen.io().MouseDown[0] = false;
      screen.frames(shell, 1);
      return;
    }
  FAIL("no item " << label << " in " << name);
}

}  // namespace

// The scenes whose controls had no tooltip before issue 27, on the desk and presenting. (All
// scenes at this grid take minutes: too long for the test budget.)
TEST_CASE("stepping scenes' panels: each option and button shows a tooltip, on the desk and presenting" *
          doctest::test_suite("screens") * doctest::skip(true)) {
  const AppScreen screen({.size = {1280, 800}, .font_path = "/no/such/font.ttf"});
  std::string problems;
  for (const char* id : {"gjk-distance", "gjk-overlap", "epa", "contact-points", "convex-pieces"}) {
    lab::Shell shell(lab::testing::scene_index(id));
    shell.show_sidebar = false;
    for (bool present : {false, true}) {
      shell.set_presenting(present);
      const std::string found =
          bare_items(screen, shell, "Panel", {"Piece pairs tested", "Corners examined"}, !present);
      if (!found.empty()) problems += std::string("\n") + id + (present ? " (presenting)" : "") + found;
    }
  }
  CHECK_MESSAGE(problems.empty(), problems);
}

TEST_CASE("the help sheet's buttons and the About window's Close show a tooltip" * doctest::test_suite("screens") *
          doctest::skip(true)) {
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

}  // namespace test_tooltips
