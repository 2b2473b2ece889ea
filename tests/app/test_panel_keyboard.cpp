// Issue 26, keyboard-only use of the panel, headless: F6 gives the panel the keys, ↓ walks its
// widgets (ImGui's navigation) to separating-axis's "Stop at the first gap (early exit)", and
// Space turns it off (the scene's option), and on again. The keys are mapped as
// the SDL backend maps them (scancodes): ImGui navigates only with keys mapped.
#include <doctest/doctest.h>

#include <imgui.h>
#include <imgui_internal.h>

#include <SDL_scancode.h>

#include <string>

#include "app_screen.hpp"
#include "shell/keys.hpp"

namespace test_panel_keyboard {

using lab::Command;

/// A key held down for one frame and let go in the next, as a person presses it.
void press(const lab::testing::AppScreen& screen, lab::Shell& shell, SDL_Scancode key) {
  screen.io().KeysDown[key] = true;
  screen.frames(shell, 1);
  screen.io().KeysDown[key] = false;
  screen.frames(shell, 1);
}

/// Whether `id` is the panel's checkbox `label` (fit_checkbox names it "##label" when the panel
/// is too narrow for its words). The panel pushes no id of its own around the scene's widgets.
bool is_checkbox(ImGuiID id, const char* label) {
  const ImGuiWindow* panel = ImGui::FindWindowByName("Panel");
  REQUIRE(panel);
  const std::string hidden = std::string("##") + label;
  return id != 0 && (id == ImHashStr(label, 0, panel->ID) || id == ImHashStr(hidden.c_str(), 0, panel->ID));
}

}  // namespace test_panel_keyboard

TEST_CASE("the panel by keyboard: F6, then ↓ to separating-axis's early exit, then Space turns it off") {
  using namespace test_panel_keyboard;
  const lab::testing::AppScreen screen({.size = {1280, 800}, .font_path = "/no/such/font.ttf"});
  ImGuiIO& io = screen.io();
  io.KeyMap[ImGuiKey_Space] = SDL_SCANCODE_SPACE;
  io.KeyMap[ImGuiKey_Tab] = SDL_SCANCODE_TAB;
  io.KeyMap[ImGuiKey_Enter] = SDL_SCANCODE_RETURN;
  io.KeyMap[ImGuiKey_UpArrow] = SDL_SCANCODE_UP;
  io.KeyMap[ImGuiKey_DownArrow] = SDL_SCANCODE_DOWN;
  io.KeyMap[ImGuiKey_LeftArrow] = SDL_SCANCODE_LEFT;
  io.KeyMap[ImGuiKey_RightArrow] = SDL_SCANCODE_RIGHT;
  CHECK(lab::action_for_key(SDLK_F6, 0) == lab::KeyAction{Command::NextPane});
  lab::Shell shell(lab::testing::scene_index("separating-axis"));
  screen.frames(shell);
  const auto early_exit = [&] { return shell.scene().state().option("early_exit", 1); };
  REQUIRE(early_exit() == 1);                                      // the book's loop: on
  const char* const label = "Stop at the first gap (early exit)";  // below the table: out of sight at first

  shell.command(Command::NextPane);  // F6: figure → panel
  screen.frames(shell);
  REQUIRE(shell.pane() == lab::Pane::Panel);
  // ↓ from the panel's first widget, one at a time, until the checkbox has the keyboard's focus.
  int downs = 0;
  while (!is_checkbox(GImGui->NavId, label) && downs < 60) {
    press(screen, shell, SDL_SCANCODE_DOWN);
    ++downs;
  }
  CAPTURE(downs);
  CHECK(downs >= 1);  // it starts above the table, at the panel's first widget
  REQUIRE(is_checkbox(GImGui->NavId, label));
  CHECK(GImGui->NavWindow == ImGui::FindWindowByName("Panel"));
  CHECK(early_exit() == 1);  // walking over the buttons above pressed none of them
  press(screen, shell, SDL_SCANCODE_SPACE);
  CHECK(early_exit() == 0);
  CHECK(shell.pane() == lab::Pane::Panel);   // Space was ImGui's, not the app's
  press(screen, shell, SDL_SCANCODE_SPACE);  // and back on
  CHECK(early_exit() == 1);
}
