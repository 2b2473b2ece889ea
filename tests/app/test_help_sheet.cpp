// The help sheet (H) at the smallest window the app is made for, 800 × 600 at UI scale 1 with
// DejaVu Sans (issue 26 §3): every key on screen at once, nothing to scroll to. With the text
// made larger it no longer fits: then Page Up / Page Down and ↑ / ↓ scroll it, and change
// neither the scene nor the view. Presenting at 1920 × 1080 it is read from the back of the room:
// every letter at least 18 px, and still whole.
#include <doctest/doctest.h>

#include <imgui.h>
#include <imgui_internal.h>

#include "app_screen.hpp"
#include "panel_glyphs.hpp"

namespace test_help_sheet {

using lab::Command;

namespace {

constexpr const char* help_window = "Keys and mouse (H or Esc to close)";

}  // namespace

TEST_CASE("the help sheet fits an 800 x 600 window whole: no scrolling, inside the window" *
          doctest::test_suite("screens")) {
  const lab::testing::AppScreen screen({.size = {800, 600}, .scale = 1, .style = true});
  lab::Shell shell(0);
  shell.command(Command::ToggleHelp);
  screen.frames(shell, 3);
  const ImGuiWindow* help = ImGui::FindWindowByName(help_window);
  REQUIRE(help);
  CHECK(help->Active);
  CHECK(help->ScrollMax.y == 0);
  CHECK(help->ScrollMax.x == 0);
  CHECK(help->Pos.x >= 0);
  CHECK(help->Pos.y >= 0);
  CHECK(help->Pos.x + help->Size.x <= 800);
  CHECK(help->Pos.y + help->Size.y <= 600);
  // Its last line (Ctrl + Q) is drawn inside the window: the whole sheet is there.
  CHECK(help->ContentSize.y <= help->Size.y);
}

TEST_CASE("with larger text the help sheet scrolls by Page Down / Page Up and the arrows, not the scene" *
          doctest::test_suite("screens")) {
  const lab::testing::AppScreen screen({.size = {800, 600}, .scale = 1.6f, .style = true});
  lab::Shell shell(0);
  shell.command(Command::ToggleHelp);
  screen.frames(shell, 3);
  const ImGuiWindow* help = ImGui::FindWindowByName(help_window);
  REQUIRE(help);
  REQUIRE(help->ScrollMax.y > 0);  // 1.6 × the text does not fit 600 pixels
  CHECK(help->Scroll.y == 0);
  const int scene = shell.index();
  shell.command(Command::NextScene);  // Page Down
  screen.frames(shell, 2);            // the scroll asked in one frame is taken in the next
  CHECK(help->Scroll.y > 0);
  CHECK(shell.index() == scene);
  shell.command(Command::NextScene);
  shell.command(Command::NextScene);
  screen.frames(shell, 2);                         // the scroll asked in one frame is taken in the next
  CHECK(help->Scroll.y >= help->ScrollMax.y - 1);  // to the end (ImGui keeps whole pixels)
  shell.command(Command::PanUp);                   // ↑: a few lines back
  screen.frames(shell, 2);                         // the scroll asked in one frame is taken in the next
  CHECK(help->Scroll.y < help->ScrollMax.y);
  CHECK(help->Scroll.y > 0);
  shell.command(Command::PreviousScene);  // Page Up, twice: the top
  shell.command(Command::PreviousScene);
  screen.frames(shell, 2);  // the scroll asked in one frame is taken in the next
  CHECK(help->Scroll.y == 0);
  CHECK(shell.index() == scene);
  shell.command(Command::CloseHelp);  // closed, Page Down is the next scene again
  shell.command(Command::NextScene);
  CHECK(shell.index() == scene + 1);
}

TEST_CASE("presenting at 1920 x 1080, the help sheet's every letter is at least 18 px, and it is whole" *
          doctest::test_suite("screens")) {
  const lab::testing::AppScreen screen({.size = {1920, 1080}, .scale = 1, .style = true});
  lab::Shell shell(0);
  shell.command(Command::TogglePresent);
  shell.command(Command::ToggleHelp);
  screen.frames(shell, 3);
  const ImGuiWindow* help = ImGui::FindWindowByName(help_window);
  REQUIRE(help);
  CHECK(help->ScrollMax.y == 0);
  CHECK(help->Pos.y >= 0);
  CHECK(help->Pos.y + help->Size.y <= 1080);
  int letters = 0;
  float least = 1e9f;
  for (const ImFont* font : ImGui::GetIO().Fonts->Fonts) {
    const auto drawn = lab::testing::glyphs_of(*help->DrawList, *font);
    letters += static_cast<int>(drawn.size());
    if (!drawn.empty()) least = std::min(least, font->FontSize);
  }
  CHECK(letters > 500);  // the sheet's words, not a title alone
  CHECK(least >= 18);
}

}  // namespace test_help_sheet
