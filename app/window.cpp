#include "window.hpp"

#include <algorithm>
#include <cstdlib>
#include <cstring>

#include <SDL_opengl.h>
#include <backends/imgui_impl_opengl3.h>
#include <backends/imgui_impl_sdl.h>
#include <imgui.h>

#include "driver_allocations.hpp"
#include "gl_window.hpp"
#include "keys.hpp"

namespace lab {

bool video_driver_is_headless() {
  const char* driver = std::getenv("SDL_VIDEODRIVER");
  return driver && (std::strcmp(driver, "offscreen") == 0 || std::strcmp(driver, "dummy") == 0);
}

std::string no_display_message(const std::string& reason) {
  return "collision-lab: no display to open a window on (" + reason +
         "); render a PNG with --screenshot OUT.png, or run the window under xvfb-run";
}

int run_window(Shell& shell, const Settings& start, std::ostream& err) {
  if (video_driver_is_headless()) {
    err << no_display_message(std::string("SDL_VIDEODRIVER=") + std::getenv("SDL_VIDEODRIVER")) << '\n';
    return 2;
  }
  Settings settings = start;
  const auto dir = config_dir();
  std::error_code ec;
  if (!dir.empty()) std::filesystem::create_directories(dir, ec);

  GlWindow gl;
  std::string error;
  const int x = settings.x >= 0 ? settings.x : static_cast<int>(SDL_WINDOWPOS_CENTERED);
  const int y = settings.y >= 0 ? settings.y : static_cast<int>(SDL_WINDOWPOS_CENTERED);
  Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
  if (settings.maximized) flags |= SDL_WINDOW_MAXIMIZED;
  if (!gl.open("Collision Lab", x, y, settings.width, settings.height, flags, error)) {
    err << no_display_message(error) << '\n';
    return 2;
  }
  SDL_GL_SetSwapInterval(1);

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  // ImGui keeps the pointer: the string must outlive the context.
  static std::string ini;
  ini = dir.empty() ? std::string() : (dir / "imgui.ini").string();
  io.IniFilename = ini.empty() ? nullptr : ini.c_str();
  ImGui_ImplSDL2_InitForOpenGL(gl.window(), gl.context());
  {
    const DriverAllocations driver;
    ImGui_ImplOpenGL3_Init("#version 330 core");
  }

  const float dpi = display_scale(gl.window());
  std::string font_warning;
  Fonts fonts;
  bool uploaded = false;  // the backend uploads the first atlas itself on its first frame
  auto rebuild = [&] {
    const float scale = dpi * settings.ui_scale;
    if (uploaded) ImGui_ImplOpenGL3_DestroyFontsTexture();
    fonts = build_fonts(io, scale, font_warning);
    if (uploaded) ImGui_ImplOpenGL3_CreateFontsTexture();
    uploaded = true;
    apply_style(scale);
  };
  rebuild();
  if (!font_warning.empty()) err << "collision-lab: " << font_warning << '\n';

  bool quit = false, rescale = false;
  while (!quit) {
    SDL_Event event;
    // Sleep until something happens (a projector laptop should not spin), then drain the queue.
    bool have = SDL_WaitEventTimeout(&event, 250) != 0;
    while (have) {
      ImGui_ImplSDL2_ProcessEvent(&event);
      if (event.type == SDL_QUIT) quit = true;
      if (event.type == SDL_WINDOWEVENT && event.window.event == SDL_WINDOWEVENT_CLOSE) quit = true;
      if (event.type == SDL_KEYDOWN && !io.WantTextInput) {
        if (auto action = action_for_key(event.key.keysym.sym, event.key.keysym.mod)) {
          if (auto* c = std::get_if<Command>(&*action)) {
            shell.command(*c);
          } else {
            switch (std::get<WindowAction>(*action)) {
              case WindowAction::Quit: quit = true; break;
              case WindowAction::ToggleFullscreen: {
                const bool full = SDL_GetWindowFlags(gl.window()) & SDL_WINDOW_FULLSCREEN_DESKTOP;
                SDL_SetWindowFullscreen(gl.window(), full ? 0 : SDL_WINDOW_FULLSCREEN_DESKTOP);
                break;
              }
              case WindowAction::ScaleUp: settings.ui_scale *= 1.1f; rescale = true; break;
              case WindowAction::ScaleDown: settings.ui_scale /= 1.1f; rescale = true; break;
              case WindowAction::ScaleReset: settings.ui_scale = 1; rescale = true; break;
            }
          }
        }
      }
      have = SDL_PollEvent(&event) != 0;
    }
    if (rescale) {
      settings.ui_scale = std::clamp(settings.ui_scale, Settings::min_ui_scale, Settings::max_ui_scale);
      rebuild();
      rescale = false;
    }

    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplSDL2_NewFrame();
    ImGui::NewFrame();
    shell.frame(fonts, fonts.scale);
    ImGui::Render();
    int w = 0, h = 0;
    SDL_GL_GetDrawableSize(gl.window(), &w, &h);
    const DriverAllocations driver;  // from here on every call is the GL driver's
    glViewport(0, 0, w, h);
    const auto bg = palette::background;
    glClearColor(bg.r / 255.f, bg.g / 255.f, bg.b / 255.f, 1);
    glClear(GL_COLOR_BUFFER_BIT);
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
    SDL_GL_SwapWindow(gl.window());
  }

  const Uint32 wf = SDL_GetWindowFlags(gl.window());
  settings.maximized = (wf & SDL_WINDOW_MAXIMIZED) != 0;
  if (!(wf & (SDL_WINDOW_FULLSCREEN_DESKTOP | SDL_WINDOW_MAXIMIZED))) {
    SDL_GetWindowPosition(gl.window(), &settings.x, &settings.y);
    SDL_GetWindowSize(gl.window(), &settings.width, &settings.height);
  }
  settings.last_scene = shell.scene().info().id;
  if (!dir.empty()) save_settings(settings, dir / "settings.json");

  ImGui_ImplOpenGL3_Shutdown();
  ImGui_ImplSDL2_Shutdown();
  ImGui::DestroyContext();
  return 0;
}

}  // namespace lab
