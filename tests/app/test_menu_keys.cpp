// Issue 26 §3, the menu bar by keyboard, headless: F10 (or Alt pressed and let go alone) lights
// the menu bar's first menu; → → walks to View, ↓ opens it, ↓ walks to "Scene list" and Space
// chooses it, which hides the scene list (a command with no key of its own), and the keys go back
// to the figure. Esc in an open menu closes it and leaves its title lit; Esc on the bar leaves it,
// as F10 again does; Enter chooses as Space does. An item lit by the keyboard shows no tooltip.
// The keys are mapped as the SDL backend maps them (scancodes): ImGui navigates only with keys mapped.
#include <doctest/doctest.h>

#include <imgui.h>
#include <imgui_internal.h>

#include <SDL_scancode.h>

#include "app_screen.hpp"
#include "shell/keys.hpp"

namespace test_menu_keys {

using lab::Command;
using lab::Pane;

namespace {

const lab::testing::ScreenSetup quick{.size = {1280, 800}, .font_path = "/no/such/font.ttf"};

/// A key held down for one frame and let go in the next, as a person presses it.
void press(const lab::testing::AppScreen& screen, lab::Shell& shell, SDL_Scancode key) {
  screen.io().KeysDown[key] = true;
  screen.frames(shell, 1);
  screen.io().KeysDown[key] = false;
  screen.frames(shell, 1);
}

/// Enter pressed as the window's frame takes it: between the backend's frame and ImGui's.
void press_enter(const lab::testing::AppScreen& screen, lab::Shell& shell) {
  for (const bool down : {true, false}) {
    screen.io().KeysDown[SDL_SCANCODE_RETURN] = down;
    shell.menu_enter(screen.io());
    ImGui::NewFrame();
    shell.frame(screen.fonts, screen.scale);
    ImGui::Render();
  }
}

void map_keys(ImGuiIO& io) {
  io.KeyMap[ImGuiKey_Space] = SDL_SCANCODE_SPACE;
  io.KeyMap[ImGuiKey_Enter] = SDL_SCANCODE_RETURN;
  io.KeyMap[ImGuiKey_Escape] = SDL_SCANCODE_ESCAPE;
  io.KeyMap[ImGuiKey_Tab] = SDL_SCANCODE_TAB;
  io.KeyMap[ImGuiKey_UpArrow] = SDL_SCANCODE_UP;
  io.KeyMap[ImGuiKey_DownArrow] = SDL_SCANCODE_DOWN;
  io.KeyMap[ImGuiKey_LeftArrow] = SDL_SCANCODE_LEFT;
  io.KeyMap[ImGuiKey_RightArrow] = SDL_SCANCODE_RIGHT;
}

/// The keys mapped and a first frame of `shell` drawn, then F10: the menu bar has the keys.
void menu_keys_on(const lab::testing::AppScreen& screen, lab::Shell& shell) {
  map_keys(screen.io());
  screen.frames(shell);
  shell.command(Command::MenuKeys);
  screen.frames(shell);
}

const ImGuiWindow* menu_bar() { return ImGui::FindWindowByName("##MainMenuBar"); }

/// The menu bar's header `name` has the keyboard's focus (BeginMenuBar pushes "##menubar").
bool lit_header(const char* name) {
  const ImGuiWindow* bar = menu_bar();
  REQUIRE(bar);
  return GImGui->NavWindow == bar && GImGui->NavLayer == ImGuiNavLayer_Menu &&
         GImGui->NavId == ImHashStr(name, 0, ImHashStr("##menubar", 0, bar->ID));
}

/// Item `label` of the menu open under the keyboard has its focus.
bool lit_item(const char* label) {
  const ImGuiWindow* menu = GImGui->NavWindow;
  return menu && (menu->Flags & ImGuiWindowFlags_ChildMenu) && GImGui->NavId == ImHashStr(label, 0, menu->ID);
}

/// A tooltip window was drawn in the last frame.
bool tooltip_shown() {
  for (const ImGuiWindow* w : GImGui->Windows)
    if ((w->Flags & ImGuiWindowFlags_Tooltip) && w->Active) return true;
  return false;
}

}  // namespace

}  // namespace test_menu_keys

TEST_CASE("F10 is the menu bar's key; Alt counts only pressed and let go alone (Alt+→ is the fine nudge)") {
  using lab::Command;
  CHECK(lab::action_for_key(SDLK_F10, 0) == lab::KeyAction{Command::MenuKeys});
  lab::AltTap alt;
  CHECK_FALSE(alt.on_key(SDLK_LALT, true));
  CHECK_FALSE(alt.on_key(SDLK_LALT, true));  // held: the key repeats
  CHECK(alt.on_key(SDLK_LALT, false));       // a lone tap
  CHECK_FALSE(alt.on_key(SDLK_RALT, true));
  CHECK_FALSE(alt.on_key(SDLK_RIGHT, true));  // Alt+→: a fine nudge, no tap
  CHECK_FALSE(alt.on_key(SDLK_RIGHT, false));
  CHECK_FALSE(alt.on_key(SDLK_RALT, false));
  CHECK_FALSE(alt.on_key(SDLK_LALT, true));
  CHECK_FALSE(alt.on_key(SDLK_TAB, true));  // Alt+Tab: another window's
  CHECK_FALSE(alt.on_key(SDLK_LALT, false));
  CHECK_FALSE(alt.on_key(SDLK_LALT, false));  // a release with no press
}

TEST_CASE("by keyboard alone: F10, → → to View, ↓ opens it, ↓ to Scene list, Space hides the scene list") {
  using namespace test_menu_keys;
  using lab::Command;
  using lab::Pane;
  const lab::testing::AppScreen screen(quick);
  map_keys(screen.io());
  lab::Shell shell(lab::testing::scene_index("polygon-point"));
  screen.frames(shell);
  REQUIRE(shell.show_scene_list);

  shell.command(Command::MenuKeys);  // F10
  screen.frames(shell);
  REQUIRE(shell.pane() == Pane::Menu);
  CHECK(lit_header("File"));
  press(screen, shell, SDL_SCANCODE_RIGHT);
  press(screen, shell, SDL_SCANCODE_RIGHT);
  CHECK(lit_header("View"));
  press(screen, shell, SDL_SCANCODE_DOWN);  // opens View at its first item
  CHECK(lit_item("Fit"));
  int downs = 0;
  while (!lit_item("Scene list") && downs < 12) press(screen, shell, SDL_SCANCODE_DOWN), ++downs;
  REQUIRE(lit_item("Scene list"));
  CHECK(downs == 3);  // Fit, Zoom in, Zoom out, then the separator is passed over
  CHECK(shell.show_scene_list);
  press(screen, shell, SDL_SCANCODE_SPACE);  // ImGui 1.86 presses with Space, as in the panel
  screen.frames(shell);
  CHECK_FALSE(shell.show_scene_list);
  CHECK(shell.pane() == Pane::Figure);  // the item chosen: the keys are the figure's again
  CHECK(GImGui->NavWindow == ImGui::FindWindowByName("Canvas"));
}

TEST_CASE("in the menu bar Enter chooses as Space does: F10, ↓ opens File, Enter on Save picture asks for one") {
  using namespace test_menu_keys;
  const lab::testing::AppScreen screen(quick);
  lab::Shell shell(lab::testing::scene_index("polygon-point"));
  menu_keys_on(screen, shell);
  press_enter(screen, shell);  // opens File, as ↓ does
  REQUIRE(lit_item("Open\u2026"));
  int downs = 0;
  while (!lit_item("Save picture") && downs < 8) press(screen, shell, SDL_SCANCODE_DOWN), ++downs;
  REQUIRE(lit_item("Save picture"));
  CHECK_FALSE(shell.take_picture_request());
  press_enter(screen, shell);
  CHECK(shell.take_picture_request());  // Ctrl+E's command, chosen by Enter
  screen.frames(shell);
  CHECK(shell.pane() == lab::Pane::Figure);
}

TEST_CASE("Esc leaves the menu bar, and F10 pressed again gives the keys back where they were (the panel)") {
  using namespace test_menu_keys;
  using lab::Command;
  using lab::Pane;
  const lab::testing::AppScreen screen(quick);
  lab::Shell shell(lab::testing::scene_index("polygon-point"));
  menu_keys_on(screen, shell);
  REQUIRE(lit_header("File"));
  press(screen, shell, SDL_SCANCODE_ESCAPE);
  screen.frames(shell);
  CHECK(shell.pane() == Pane::Figure);
  CHECK(GImGui->NavWindow == ImGui::FindWindowByName("Canvas"));

  shell.command(Command::NextPane);  // F6: the panel
  screen.frames(shell);
  REQUIRE(shell.pane() == Pane::Panel);
  shell.command(Command::MenuKeys);
  screen.frames(shell);
  CHECK(lit_header("File"));
  shell.command(Command::MenuKeys);  // F10 again
  screen.frames(shell);
  CHECK(shell.pane() == Pane::Panel);
  CHECK(GImGui->NavWindow == ImGui::FindWindowByName("Panel"));
  // Presenter mode shows no menu bar: F10 leaves the keys where they are.
  shell.command(Command::TogglePresent);
  shell.command(Command::MenuKeys);
  screen.frames(shell);
  CHECK(shell.pane() == Pane::Figure);
}

TEST_CASE("Esc in an open menu closes it and leaves its title lit, as desktop menus do; a second Esc leaves the bar") {
  using namespace test_menu_keys;
  using lab::Command;
  const lab::testing::AppScreen screen(quick);
  lab::Shell shell(lab::testing::scene_index("polygon-point"));
  menu_keys_on(screen, shell);
  press(screen, shell, SDL_SCANCODE_RIGHT);
  press(screen, shell, SDL_SCANCODE_RIGHT);
  press(screen, shell, SDL_SCANCODE_DOWN);
  REQUIRE(lit_item("Fit"));  // View open
  press(screen, shell, SDL_SCANCODE_ESCAPE);
  screen.frames(shell);
  CHECK(shell.pane() == lab::Pane::Menu);
  CHECK(lit_header("View"));  // closed, its title lit (ImGui 1.86 alone left the bar: keys to the figure)
  CHECK(GImGui->OpenPopupStack.empty());
  press(screen, shell, SDL_SCANCODE_RIGHT);  // the bar walks on from there
  CHECK(lit_header("Scene"));
  press(screen, shell, SDL_SCANCODE_LEFT);
  press(screen, shell, SDL_SCANCODE_DOWN);  // and opens View again
  CHECK(lit_item("Fit"));
  press(screen, shell, SDL_SCANCODE_ESCAPE);
  press(screen, shell, SDL_SCANCODE_ESCAPE);  // the second Esc leaves the bar
  screen.frames(shell);
  CHECK(shell.pane() == lab::Pane::Figure);
  CHECK(GImGui->NavWindow == ImGui::FindWindowByName("Canvas"));
}

TEST_CASE("a menu item lit by the keyboard shows no tooltip (GTK and Qt show them under the mouse only)") {
  using namespace test_menu_keys;
  const lab::testing::AppScreen screen(quick);
  lab::Shell shell(lab::testing::scene_index("polygon-point"));
  menu_keys_on(screen, shell);
  press(screen, shell, SDL_SCANCODE_DOWN);  // File open, "Open…" lit
  REQUIRE(lit_item("Open\u2026"));
  screen.frames(shell);
  CHECK_FALSE(tooltip_shown());
  int downs = 0;
  while (!lit_item("Save state\u2026") && downs < 8) press(screen, shell, SDL_SCANCODE_DOWN), ++downs;
  REQUIRE(lit_item("Save state\u2026"));
  CHECK_FALSE(tooltip_shown());
  // The mouse moved onto the lit item: its tooltip, as a hover shows it.
  const ImGuiWindow* menu = GImGui->NavWindow;
  const ImRect item = menu->NavRectRel[0];
  const ImVec2 middle{menu->Pos.x + (item.Min.x + item.Max.x) / 2, menu->Pos.y + (item.Min.y + item.Max.y) / 2};
  for (const float dx : {-4.0f, 0.0f}) {  // ImGui sees a mouse move from a point on the screen
    screen.io().MousePos = {middle.x + dx, middle.y};
    screen.frames(shell, 1);
  }
  screen.frames(shell);
  CHECK(lit_item("Save state\u2026"));
  CHECK(tooltip_shown());
}
