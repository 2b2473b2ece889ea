// One frame of the app rendered with no display (SDL's offscreen driver, Mesa EGL) to a PNG.
#pragma once
#include <filesystem>
#include <ostream>
#include <vector>

#include "shell.hpp"
#include "size.hpp"

namespace lab {

/// The UI scale a screenshot of this size uses: 1 at 1280×800, larger for larger images.
float screenshot_scale(Size size);

/// `pixels` (RGB rows bottom-up, as OpenGL reads them) as PNG bytes; empty if encoding failed.
std::vector<unsigned char> encode_png(Size size, const std::vector<unsigned char>& pixels);

/// Render the shell's scene (canvas, panel, caption; no sidebar) at `size` and write `out`
/// as a PNG, or as an SVG of the figure and caption when `out` ends in .svg. Returns 0, or 2 after writing the reason to `err`.
int render_screenshot(Shell& shell, Size size, const std::filesystem::path& out, std::ostream& err);

}  // namespace lab
