// The pointer from SDL's events (app/shell/mouse_input.hpp): each event moves it in turn, a press or a
// release ends the burst of events a frame is drawn for, and a drag follows the events to the
// very place the button was let go.
#include <doctest/doctest.h>

#include <imgui.h>

#include <cfloat>
#include <string>

#include "window/fonts.hpp"
#include "window/gl_window.hpp"
#include "shell/mouse_input.hpp"
#include "shell/shell.hpp"

namespace test_mouse_input {

namespace {

SDL_Event motion(int x, int y) {
  SDL_Event e{};
  e.type = SDL_MOUSEMOTION;
  e.motion.x = x;
  e.motion.y = y;
  return e;
}

SDL_Event button(bool down, int x, int y, Uint8 which = SDL_BUTTON_LEFT) {
  SDL_Event e{};
  e.type = down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP;
  e.button.button = which;
  e.button.x = x;
  e.button.y = y;
  return e;
}

SDL_Event window_event(Uint8 what) {
  SDL_Event e{};
  e.type = SDL_WINDOWEVENT;
  e.window.event = what;
  return e;
}

bool at(const lab::MouseInput& m, float x, float y) { return m.position().x == x && m.position().y == y; }

}  // namespace

TEST_CASE("mouse input: the pointer is where the last event put it, buttons as pressed and let go") {
  lab::MouseInput m;
  CHECK(m.position().x == -FLT_MAX);         // nothing known before the first event
  CHECK_FALSE(m.on_event(motion(100, 50)));  // motion is drawn in one frame with what follows
  CHECK(at(m, 100, 50));
  CHECK(m.on_event(button(true, 102, 51)));  // a press ends the burst, at its own place
  CHECK(at(m, 102, 51));
  CHECK(m.down(ImGuiMouseButton_Left));
  CHECK_FALSE(m.on_event(motion(300, 200)));  // an absolute jump, as VNC or a tablet sends
  CHECK(at(m, 300, 200));
  CHECK_FALSE(m.on_event(window_event(SDL_WINDOWEVENT_LEAVE)));  // dragged out: still followed
  CHECK(at(m, 300, 200));
  CHECK(m.on_event(button(false, 310, 205)));
  CHECK_FALSE(m.down(ImGuiMouseButton_Left));
  CHECK(at(m, 310, 205));
  m.on_event(window_event(SDL_WINDOWEVENT_LEAVE));  // left with no button held: over nothing
  CHECK(m.position().x == -FLT_MAX);

  CHECK(m.on_event(button(true, 5, 5, SDL_BUTTON_RIGHT)));
  CHECK(m.down(ImGuiMouseButton_Right));
  CHECK_FALSE(m.on_event(button(true, 5, 5, SDL_BUTTON_X1)));  // ImGui is not told of extra buttons
  m.on_event(window_event(SDL_WINDOWEVENT_FOCUS_LOST));        // its release goes to another window
  CHECK_FALSE(m.down(ImGuiMouseButton_Right));
}

// "Polygon vs point" at 1280×800: the pentagon's vertex 0 at (0, 3). Frames as the window draws
// them: the press alone, motion halfway, then the release 40 px right and 30 px down of the
// press, in a frame of its own. The vertex ends 40 px right and 30 px down, not halfway.
TEST_CASE("mouse input: a drag ends where the button was let go, not at the last motion's frame") {
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;
  io.DisplaySize = {1280, 800};
  std::string warning;
  const lab::Fonts fonts = lab::build_fonts(io, 1, warning, "/no/such/font.ttf");  // fast; same layout
  lab::apply_style(1);
  lab::Shell shell(0);
  shell.open(0);
  for (int i = 0; i < static_cast<int>(lab::scene_list().size()); ++i)
    if (lab::scene_list()[i].id == "polygon-point") shell.open(i);
  REQUIRE(std::string(shell.scene().info().id) == "polygon-point");
  lab::MouseInput mouse;
  auto frame = [&] {
    io.DeltaTime = 1.0f / 60;
    mouse.apply(io);
    ImGui::NewFrame();
    shell.frame(fonts, 1);
    ImGui::Render();
  };
  frame();
  frame();
  const lab::Vec2 v = shell.camera().to_screen({0, 3});
  const int x = static_cast<int>(std::lround(v.x)), y = static_cast<int>(std::lround(v.y));
  mouse.on_event(motion(x, y));
  frame();
  mouse.on_event(button(true, x, y));
  frame();
  REQUIRE(shell.drag().grabbed());
  mouse.on_event(motion(x + 20, y + 15));
  frame();
  mouse.on_event(button(false, x + 40, y + 30));
  frame();
  CHECK_FALSE(shell.drag().grabbed());
  const double s = shell.camera().scale;
  const lab::Vec2 moved = shell.scene().state().shape("pentagon").points[0];
  CHECK(moved.x == doctest::Approx(40 / s));
  CHECK(moved.y == doctest::Approx(3 - 30 / s));
  ImGui::DestroyContext();
}

}  // namespace test_mouse_input
