// For the app tests that read a figure as the window drew it: the shell's last frame drawn again
// into a recording canvas with its view, pixel size, UI scale and the app's fonts, through the
// canvases the app draws every figure through (figure_chain.hpp).
#pragma once
#include <imgui.h>

#include <cfloat>
#include <string_view>

#include "recording_canvas.hpp"
#include "scenes/figure_chain.hpp"
#include "shell/shell.hpp"
#include "window/fonts.hpp"

namespace lab::testing {

/// The figure the shell just drew, drawn again with its view (above the caption strip), its
/// pixel size and its fonts' measure.
inline RecordingCanvas drawn_in_frame(const Shell& shell, const Fonts& fonts) {
  RecordingCanvas canvas;
  canvas.panel_hidden = shell.presenting();
  const float scale = shell.figure_scale();
  canvas.visible = shell.figure_view();
  canvas.units_per_pixel = scale / shell.camera().scale;
  canvas.scale = scale;
  canvas.measure = [labels = fonts.labels](std::string_view text, TextSize size) {
    ImFont* font = labels[static_cast<std::size_t>(size)];
    return double(font->CalcTextSizeA(Canvas::font_pixels(size), FLT_MAX, 0, text.data(), text.data() + text.size()).x);
  };
  draw_figure(shell.scene(), canvas);
  return canvas;
}

}  // namespace lab::testing
