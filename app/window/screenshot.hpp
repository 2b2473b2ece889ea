// One frame of the app rendered with no display (SDL's offscreen driver, Mesa EGL) to a PNG.
#pragma once
#include <filesystem>
#include <ostream>
#include <span>
#include <vector>

#include "shell/shell.hpp"
#include "window/size.hpp"

namespace lab {

/// The UI scale a screenshot of this size uses: 1 at 1280×800, larger for larger images.
float screenshot_scale(Size size);

/// What both kinds of screenshot set up before their frames: ImGui with no imgui.ini, the UI
/// scale for `size` and fonts at that scale (a missing font is reported on `err`), and the shell
/// as a still picture of that size (no sidebar, no interaction, the mouse nowhere).
struct StillFrame {
  float scale;
  Fonts fonts;
};
StillFrame start_still_frame(Shell& shell, Size size, std::ostream& err);

/// Write a finished picture to `out` atomically. Returns 0, or 2 after one line on `err`.
int write_picture(const std::filesystem::path& out, std::span<const unsigned char> bytes, std::ostream& err);

/// `pixels` (RGB rows bottom-up, as OpenGL reads them) as PNG bytes; empty if encoding failed.
std::vector<unsigned char> encode_png(Size size, const std::vector<unsigned char>& pixels);

/// Render the shell's scene (canvas, panel, caption; no sidebar) at `size` and write `out`
/// as a PNG, or as an SVG of the figure and caption when `out` ends in .svg. Returns 0, or 2 after writing the reason to `err`.
int render_screenshot(Shell& shell, Size size, const std::filesystem::path& out, std::ostream& err);

}  // namespace lab
