// The view follows the window: a resize re-fits the figure until the user pans or zooms, and
// then leaves their view alone.
#include <doctest/doctest.h>

#include <imgui.h>

#include <string>

#include "window/fonts.hpp"
#include "window/gl_window.hpp"
#include "shell/shell.hpp"

namespace test_resize {

namespace {

void frames(lab::Shell& shell, const lab::Fonts& fonts, ImVec2 display, int n = 2) {
  ImGuiIO& io = ImGui::GetIO();
  io.DisplaySize = display;
  for (int i = 0; i < n; ++i) {
    io.DeltaTime = 1.0f / 60;
    ImGui::NewFrame();
    shell.frame(fonts, 1);
    ImGui::Render();
  }
}

}  // namespace

TEST_CASE("a resized window re-fits the figure until the user pans or zooms") {
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;
  io.MousePos = {-FLT_MAX, -FLT_MAX};
  std::string warning;
  const lab::Fonts fonts = lab::build_fonts(io, 1, warning);
  lab::apply_style(1);
  lab::Shell shell(0);
  shell.interactive = false;

  frames(shell, fonts, {1280, 800});
  const double small = shell.camera().scale;
  frames(shell, fonts, {1920, 1200});  // larger: the figure grows with the window
  const double large = shell.camera().scale;
  CHECK(large > small * 1.3);
  frames(shell, fonts, {1280, 800});  // and back
  CHECK(shell.camera().scale == doctest::Approx(small));

  shell.command(lab::Command::ZoomIn);  // the user's own view: kept through a resize
  const double zoomed = shell.camera().scale;
  frames(shell, fonts, {1920, 1200});
  CHECK(shell.camera().scale == doctest::Approx(zoomed));
  shell.command(lab::Command::Fit);  // F: fitted again, and following the window again
  frames(shell, fonts, {1920, 1200});
  frames(shell, fonts, {1280, 800});
  CHECK(shell.camera().scale == doctest::Approx(small));
  ImGui::DestroyContext();
}

}  // namespace test_resize
