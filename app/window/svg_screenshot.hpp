// `--screenshot OUT.svg`: the figure and its caption as an SVG picture, with no display and no
// OpenGL. The shell lays out one frame as the PNG screenshot does (same size, same UI scale,
// same camera fit); its fonts are built only to measure text.
#pragma once
#include <filesystem>
#include <ostream>

#include <imgui.h>

#include "shell/shell.hpp"
#include "window/size.hpp"
#include "window/svg_canvas.hpp"

namespace lab {

/// Whether `out` names an SVG file (the extension .svg, in any case).
bool is_svg_path(const std::filesystem::path& out);

/// Text widths as `font` measures them, scaled to any pixel size.
TextMeasure font_measure(ImFont* font);

/// The SVG of the shell's figure as it was last laid out and drawn (its camera and scale), text
/// measured with `fonts`.
std::string shell_figure_svg(const Shell& shell, const Fonts& fonts);

/// Lay out the shell at `size` as --screenshot does and write its figure to `out` as SVG (atomic
/// write). Returns 0, or 2 after writing the reason to `err` in one line.
int render_svg_screenshot(Shell& shell, Size size, const std::filesystem::path& out, std::ostream& err);

}  // namespace lab
