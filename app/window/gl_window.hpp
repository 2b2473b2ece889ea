// An SDL window with an OpenGL 3.3 core context (in the browser: WebGL 2, OpenGL ES 3.0), and
// Dear ImGui on top of it. Used by the interactive window, the headless screenshot and the page.
#pragma once
#include <string>

#include <SDL.h>

namespace lab {

/// The shaders' GLSL version for ImGui's OpenGL backend: the context's.
#ifdef __EMSCRIPTEN__
inline constexpr const char* glsl_version = "#version 300 es";
#else
inline constexpr const char* glsl_version = "#version 330 core";
#endif

/// Owns the SDL window and its GL context; closes both when destroyed.
class GlWindow {
 public:
  GlWindow() = default;
  GlWindow(const GlWindow&) = delete;
  GlWindow& operator=(const GlWindow&) = delete;
  ~GlWindow();

  /// Initialise SDL video and open the window. On failure returns false and sets `error`
  /// to SDL's reason.
  bool open(const char* title, int x, int y, int w, int h, Uint32 flags, std::string& error);

  SDL_Window* window() const { return window_; }
  SDL_GLContext context() const { return context_; }

 private:
  SDL_Window* window_ = nullptr;
  SDL_GLContext context_ = nullptr;
};

/// The light ImGui style in our palette, sizes multiplied by `scale`.
void apply_style(float scale);

/// The display's DPI relative to 96, between 1 and 3 (1 when SDL cannot tell).
float display_scale(SDL_Window* window);

}  // namespace lab
