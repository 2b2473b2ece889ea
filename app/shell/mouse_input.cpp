#include "shell/mouse_input.hpp"

namespace lab {
namespace {

// SDL's button number as ImGui's index; -1 for the extra buttons ImGui is not told about.
int imgui_button(Uint8 sdl_button) {
  switch (sdl_button) {
    case SDL_BUTTON_LEFT: return ImGuiMouseButton_Left;
    case SDL_BUTTON_RIGHT: return ImGuiMouseButton_Right;
    case SDL_BUTTON_MIDDLE: return ImGuiMouseButton_Middle;
    default: return -1;
  }
}

}  // namespace

bool MouseInput::on_event(const SDL_Event& event) {
  switch (event.type) {
    case SDL_MOUSEMOTION:
      position_ = {static_cast<float>(event.motion.x), static_cast<float>(event.motion.y)};
      return false;
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP: {
      position_ = {static_cast<float>(event.button.x), static_cast<float>(event.button.y)};
      const int i = imgui_button(event.button.button);
      if (i < 0) return false;
      down_[i] = event.type == SDL_MOUSEBUTTONDOWN;
      return true;
    }
    case SDL_WINDOWEVENT:
      // Gone from the window: nothing is hovered, unless a drag holds the pointer (SDL keeps
      // reporting it outside the window until the button is let go).
      if (event.window.event == SDL_WINDOWEVENT_LEAVE && !any_down()) position_ = {-FLT_MAX, -FLT_MAX};
      // Another window took the keyboard (Alt+Tab mid-drag): its release never reaches us.
      if (event.window.event == SDL_WINDOWEVENT_FOCUS_LOST) down_[0] = down_[1] = down_[2] = false;
      return false;
    default: return false;
  }
}

void MouseInput::apply(ImGuiIO& io) const {
  io.MousePos = position_;
  for (int i = 0; i < 3; ++i) io.MouseDown[i] = down_[i];
}

}  // namespace lab
