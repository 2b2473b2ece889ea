#include "window/gl_window.hpp"

#include <algorithm>

#include <imgui.h>

#include "window/driver_allocations.hpp"
#include "scenes/palette.hpp"

namespace lab {

GlWindow::~GlWindow() {
  if (context_) SDL_GL_DeleteContext(context_);
  if (window_) SDL_DestroyWindow(window_);
  // SDL's video stays initialised until exit: quitting it unloads the GL driver, and the
  // driver's own allocations would then show up as leaks with no module to blame.
}

bool GlWindow::open(const char* title, int x, int y, int w, int h, Uint32 flags, std::string& error) {
  const DriverAllocations driver;
  if (SDL_InitSubSystem(SDL_INIT_VIDEO) != 0) {
    error = SDL_GetError();
    return false;
  }
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_FLAGS, 0);
#ifdef __EMSCRIPTEN__
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);  // WebGL 2
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
#else
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_CORE);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 3);
#endif
  SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
  SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 0);
  SDL_GL_SetAttribute(SDL_GL_STENCIL_SIZE, 0);
  window_ = SDL_CreateWindow(title, x, y, w, h, flags | SDL_WINDOW_OPENGL);
  if (!window_) {
    error = SDL_GetError();
    return false;
  }
  context_ = SDL_GL_CreateContext(window_);
  if (!context_) {
    error = std::string("cannot create the OpenGL context (3.3 core, or WebGL 2 in a browser): ") + SDL_GetError();
    return false;
  }
  SDL_GL_MakeCurrent(window_, context_);
  return true;
}

void apply_style(float scale) {
  ImGuiStyle style;
  ImGui::StyleColorsLight(&style);
  style.WindowRounding = 0;
  style.FrameRounding = 3;
  style.GrabRounding = 3;
  style.WindowBorderSize = 1;
  style.FramePadding = {7, 4};
  style.ItemSpacing = {8, 6};
  style.WindowPadding = {12, 12};
  const auto bg = palette::background;
  style.Colors[ImGuiCol_WindowBg] = {bg.r / 255.f * 0.97f, bg.g / 255.f * 0.97f, bg.b / 255.f * 0.97f, 1};
  style.ScaleAllSizes(scale);
  ImGui::GetStyle() = style;
}

float display_scale(SDL_Window* window) {
  float dpi = 0;
  const int display = window ? SDL_GetWindowDisplayIndex(window) : 0;
  if (SDL_GetDisplayDPI(display < 0 ? 0 : display, &dpi, nullptr, nullptr) != 0 || !(dpi > 0)) return 1;
  return std::clamp(dpi / 96.0f, 1.0f, 3.0f);
}

}  // namespace lab
