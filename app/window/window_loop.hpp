// What the desktop window (window.cpp) and the browser page (web_page.cpp) share: ImGui on the GL
// window, the fonts, what an SDL event asks of the loop, and one frame drawn. Each platform has
// its own loop around these: the desktop waits in SDL_WaitEvent, the page is called by the
// browser once per animation frame.
#pragma once
#include <filesystem>
#include <ostream>
#include <string>

#include <SDL.h>

#include "files/settings.hpp"
#include "shell/keys.hpp"
#include "shell/mouse_input.hpp"
#include "shell/pinch.hpp"
#include "shell/shell.hpp"
#include "window/fonts.hpp"
#include "window/gl_window.hpp"

namespace lab {

/// ImGui with its SDL and OpenGL backends on `gl`, the layout kept in `dir` (none if empty).
void init_imgui(GlWindow& gl, const std::filesystem::path& dir, std::ostream& err);

/// The fonts at the display's DPI times the UI scale, rebuilt when the scale changes and when a
/// lesson (or the lesson editor) writes a character they lack.
class FontAtlas {
 public:
  explicit FontAtlas(float dpi) : dpi_(dpi) {}
  void rebuild(float ui_scale, std::ostream& err, std::u32string characters);
  Fonts fonts;

 private:
  float dpi_;
  bool uploaded_ = false, warned_ = false;
};

/// Characters no font has, said in the panel after what it says already.
void say_missing(Shell& shell, const Fonts& fonts);

/// A lesson just opened, or the editor typed in, with characters the fonts lack: the fonts built
/// again with them, before the frame that draws them; what no font has is said in the panel.
void new_characters(Shell& shell, FontAtlas& atlas, float ui_scale, std::ostream& err);

/// What one event asks of the window loop, and the Alt key's taps, which span events.
struct Wants {
  bool quit = false, rescale = false;
  AltTap alt;
};

/// What a key or the menu asks of the window itself: quit, full screen, the UI scale.
void window_action(WindowAction action, GlWindow& gl, Settings& settings, Wants& wants);

/// One event to ImGui, the shell (keys, dropped files and links, a two-finger pinch's zoom) and the
/// window (fullscreen, scale).
void handle_event(const SDL_Event& event, Shell& shell, GlWindow& gl, Settings& settings, Pinch& pinch, Wants& wants);

/// A key pressed or let go while ImGui takes the keyboard (a text field, or F6's navigation in the
/// scene list or the panel) ends the batch of events: ImGui 1.86 reads keys as held or not once a
/// frame, so a press and its release in one batch (xdotool, VNC, a fast typist), or a release and
/// the same key again, would never reach it. The app's own keys act as they come.
bool key_for_imgui(const SDL_Event& event, const Shell& shell);

/// One frame of the shell drawn and shown; Save picture is answered from it.
void render_frame(GlWindow& gl, Shell& shell, const Fonts& fonts, const MouseInput& mouse);

}  // namespace lab
