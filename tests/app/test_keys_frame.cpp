// Issue 26 §3: the window that has the keys is framed in the focus colour (docs/using.md, F6):
// predict's strip when F6 gives its buttons the keys (it had no frame), and the lesson editor when
// it has them, not the scene list that had them before (it kept its frame). Headless, the keys
// mapped as the SDL backend maps them: ImGui navigates only with keys mapped.
#include <doctest/doctest.h>

#include <imgui.h>
#include <imgui_internal.h>

#include <SDL_scancode.h>

#include <cfloat>

#include "app_screen.hpp"
#include "scenes/palette.hpp"
#include "window/imgui_canvas.hpp"

namespace test_keys_frame {

namespace {

// The box round every vertex the last frame drew in the focus colour over every window (ImGui's
// foreground list, drawn last), or an empty box (lo > hi) when there is none.
ImRect focus_frame() {
  const ImU32 focus = lab::to_imgui(lab::palette::focus);
  ImRect box{{FLT_MAX, FLT_MAX}, {-FLT_MAX, -FLT_MAX}};
  for (const ImDrawVert& v : ImGui::GetForegroundDrawList()->VtxBuffer)
    if (v.col == focus) box.Add(v.pos);
  return box;
}

// The frame lies along the window's edges (its stroke inside them).
bool frames(const ImRect& frame, const char* window) {
  const ImGuiWindow* w = ImGui::FindWindowByName(window);
  REQUIRE(w);
  const auto near = [](float a, float b) { return std::abs(a - b) <= 4; };
  return near(frame.Min.x, w->Pos.x) && near(frame.Min.y, w->Pos.y) && near(frame.Max.x, w->Pos.x + w->Size.x) &&
         near(frame.Max.y, w->Pos.y + w->Size.y);
}

}  // namespace

}  // namespace test_keys_frame

TEST_CASE("F6 to predict's buttons frames its strip; the lesson editor with the keys is framed, not the list") {
  using namespace test_keys_frame;
  const lab::testing::AppScreen screen({.size = {1280, 800}, .font_path = "/no/such/font.ttf"});
  screen.io().KeyMap[ImGuiKey_Space] = SDL_SCANCODE_SPACE;
  lab::Shell shell(lab::testing::scene_index("polygon-point"));
  screen.frames(shell);
  CHECK(focus_frame().Min.x > focus_frame().Max.x);  // the figure has the keys: no frame
  shell.command(lab::Command::TogglePredict);
  while (shell.pane() != lab::Pane::Predict) shell.command(lab::Command::NextPane);
  screen.frames(shell);
  CHECK(frames(focus_frame(), "##predict"));

  shell.command(lab::Command::TogglePredict);
  while (shell.pane() != lab::Pane::Scenes) shell.command(lab::Command::NextPane);
  screen.frames(shell);
  CHECK(frames(focus_frame(), "Scenes"));
  shell.lesson_editor().visible = true;
  screen.frames(shell, 1);
  ImGui::SetWindowFocus("Make a lesson###lesson-editor");  // a click on it, between two frames
  screen.frames(shell);
  CHECK(frames(focus_frame(), "Make a lesson###lesson-editor"));
  CHECK_FALSE(frames(focus_frame(), "Scenes"));
}
