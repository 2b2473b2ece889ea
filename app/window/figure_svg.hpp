// The figure as an SVG picture: the paper, the grid, the scene's drawing through SvgCanvas and
// the caption strip under it, laid out as the window lays out its canvas (not the panels).
#pragma once
#include <string>

#include "shell/camera.hpp"
#include "scenes/scene.hpp"
#include "window/svg_canvas.hpp"

namespace lab {

/// The canvas as the window showed it: the camera (whose origin and size are the canvas's place
/// on screen), the UI scale, and the height of a one-line caption strip (a caption that wraps
/// makes it taller, and the figure's area leaves out the strip as drawn).
struct FigureView {
  Camera camera;
  float scale = 1;
  float caption_height = 0;
  bool hide_answer = false;    ///< predict mode: only the shapes, in one ink, and no caption
  bool key_in_figure = false;  ///< presenting (no panel): the colour key inside the figure, as in the window
};

/// The lines of `text` wrapped at `room` pixels at `px`, word by word (a word longer than
/// `room` stays whole on its line).
std::vector<std::string> wrap_words(std::string_view text, float px, float room, const TextMeasure& measure);

/// A complete SVG document, camera.size pixels large, of `scene` seen through `view`.
std::string figure_svg(const Scene& scene, const FigureView& view, const TextMeasure& measure);

}  // namespace lab
