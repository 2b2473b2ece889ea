// The pointer as SDL's events tell it, handed to ImGui each frame.
//
// ImGui 1.86's SDL backend polls the pointer once per frame instead: SDL_GetGlobalMouseState
// minus the window's corner, and SDL_GetMouseState's buttons. On X11, SDL refreshes its global
// pointer only on XInput2 raw motion, which an absolute move (VNC, a tablet, xdotool's
// `mousemove`) does not send: a held drag saw the pointer stay where the button went down.
// Polling also loses order: when a press, some motion and the release arrive between two
// frames, the buttons polled are already up. Here each event updates the pointer in turn, and
// a press or release ends the batch of events a frame is drawn for.
#pragma once
#include <SDL.h>
#include <imgui.h>

namespace lab {

class MouseInput {
 public:
  /// Note what `event` says of the pointer. True for a button pressed or released: the window
  /// draws a frame before reading further events, so ImGui sees the button change where it was.
  bool on_event(const SDL_Event& event);
  /// The pointer and buttons into ImGui: after ImGui_ImplSDL2_NewFrame, before ImGui::NewFrame.
  void apply(ImGuiIO& io) const;

  ImVec2 position() const { return position_; }
  bool down(int imgui_button) const { return down_[imgui_button]; }

 private:
  bool any_down() const { return down_[0] || down_[1] || down_[2]; }

  ImVec2 position_{-FLT_MAX, -FLT_MAX};   ///< ImGui's "no pointer" until the first event
  bool down_[3] = {false, false, false};  ///< ImGui's order: left, right, middle
};

}  // namespace lab
