#include "window/screenshot.hpp"

#include <algorithm>
#include <cfloat>
#include <cstdlib>
#include <vector>

#include <SDL_opengl.h>
#include <backends/imgui_impl_opengl3.h>
#include <imgui.h>
#include <stb_image_write.h>

#include "files/atomic_file.hpp"
#include "window/driver_allocations.hpp"
#include "window/gl_window.hpp"
#include "window/svg_screenshot.hpp"

namespace lab {

namespace {

void append_bytes(void* context, void* data, int size) {
  auto* bytes = static_cast<std::vector<unsigned char>*>(context);
  const auto* p = static_cast<const unsigned char*>(data);
  bytes->insert(bytes->end(), p, p + size);
}

}  // namespace

std::vector<unsigned char> encode_png(Size size, const std::vector<unsigned char>& pixels) {
  std::vector<unsigned char> png;
  stbi_flip_vertically_on_write(1);  // OpenGL's rows run bottom-up; PNG's top-down
  if (!stbi_write_png_to_func(append_bytes, &png, size.w, size.h, 3, pixels.data(), size.w * 3)) return {};
  return png;
}

namespace {

// The PNG is made in memory, then written all at once (see atomic_file.hpp): a full disk or a
// killed run leaves the old file, never half a new one.
int write_png(const std::filesystem::path& out, Size size, const std::vector<unsigned char>& pixels,
              std::ostream& err) {
  const std::vector<unsigned char> png = encode_png(size, pixels);
  if (png.empty()) {
    err << "collision-lab: cannot encode the screenshot as PNG\n";
    return 2;
  }
  return write_picture(out, png, err);
}

}  // namespace

StillFrame start_still_frame(Shell& shell, Size size, std::ostream& err) {
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;  // a screenshot leaves nothing behind
  const float scale = screenshot_scale(size);
  std::string font_warning;
  StillFrame still{scale, build_fonts(io, scale, font_warning, dejavu_sans_path, shell.characters())};
  if (!font_warning.empty()) err << "collision-lab: " << font_warning << '\n';
  if (!still.fonts.missing.empty()) err << "collision-lab: " << missing_glyphs_message(still.fonts) << '\n';
  shell.show_sidebar = false;
  shell.show_menu = false;
  shell.interactive = false;
  io.DisplaySize = {static_cast<float>(size.w), static_cast<float>(size.h)};
  io.MousePos = {-FLT_MAX, -FLT_MAX};
  return still;
}

int write_picture(const std::filesystem::path& out, std::span<const unsigned char> bytes, std::ostream& err) {
  std::string error;
  if (!write_file_atomically(out, bytes, error)) {
    err << "collision-lab: cannot write " << out.string() << ": " << error << '\n';
    return 2;
  }
  return 0;
}

float screenshot_scale(Size size) { return std::clamp(std::min(size.w / 1280.0f, size.h / 800.0f), 0.6f, 4.0f); }

int render_screenshot(Shell& shell, Size size, const std::filesystem::path& out, std::ostream& err) {
  if (is_svg_path(out)) return render_svg_screenshot(shell, size, out, err);
  // No display needed: SDL's offscreen driver renders through EGL (set unless the caller chose).
  setenv("SDL_VIDEODRIVER", "offscreen", 0);
  GlWindow gl;
  std::string error;
  if (!gl.open("Collision Lab", 0, 0, size.w, size.h, SDL_WINDOW_HIDDEN, error)) {
    err << "collision-lab: cannot render a screenshot: " << error << '\n';
    return 2;
  }
  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  const auto [scale, fonts] = start_still_frame(shell, size, err);
  apply_style(scale);
  if (![] {
        const DriverAllocations driver;
        return ImGui_ImplOpenGL3_Init("#version 330 core");
      }()) {
    err << "collision-lab: cannot render a screenshot: the OpenGL 3.3 renderer did not start\n";
    ImGui::DestroyContext();
    return 2;
  }

  ImGuiIO& io = ImGui::GetIO();
  std::vector<unsigned char> pixels(static_cast<std::size_t>(size.w) * size.h * 3);
  // Windows settle their sizes over the first frames; capture the last.
  constexpr int frames = 3;
  for (int i = 0; i < frames; ++i) {
    io.DeltaTime = 1.0f / 60;
    ImGui_ImplOpenGL3_NewFrame();
    ImGui::NewFrame();
    shell.frame(fonts, scale);
    ImGui::Render();
    const DriverAllocations driver;  // from here on every call is the GL driver's
    glViewport(0, 0, size.w, size.h);
    const auto bg = palette::background;
    glClearColor(bg.r / 255.f, bg.g / 255.f, bg.b / 255.f, 1);
    glClear(GL_COLOR_BUFFER_BIT);
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
    if (i == frames - 1) {
      glFinish();
      glPixelStorei(GL_PACK_ALIGNMENT, 1);
      glReadBuffer(GL_BACK);
      glReadPixels(0, 0, size.w, size.h, GL_RGB, GL_UNSIGNED_BYTE, pixels.data());
    }
    SDL_GL_SwapWindow(gl.window());
  }
  ImGui_ImplOpenGL3_Shutdown();
  ImGui::DestroyContext();

  return write_png(out, size, pixels, err);
}

}  // namespace lab
