// Where the canvas's grid goes: its lines, and the numbers along the axes that keep clear of
// the figure's labels and of what it drew. Pure arithmetic over the camera, so the window (ImDrawList) and the SVG
// picture draw the same grid.
#pragma once
#include <string>
#include <vector>

#include "shell/camera.hpp"
#include "window/figure_marks.hpp"
#include "window/imgui_canvas.hpp"  // ScreenBox
#include "window/svg_canvas.hpp"    // TextMeasure

namespace lab {

struct GridLine {
  ImVec2 a, b;
  bool axis = false;  ///< x = 0 or y = 0: drawn darker and thicker
};

struct GridNumber {
  ImVec2 at;         ///< the text's top-left corner
  std::string text;  ///< "2", "0.5", "−1" (a real minus sign)
  ScreenBox box;     ///< the room it takes, with a little margin
};

struct GridLayout {
  std::vector<GridLine> lines;
  std::vector<GridNumber> numbers;
};

/// A grid number without noise: 0.1 not 0.1000000001, 2 not 2.0, a real minus sign.
std::string grid_number(double v, double step);

/// The grid of `camera`'s view at UI scale `scale`, lines at least 40 scaled pixels apart, each
/// broken where it would pass under the words of one of `labels` (2 scaled pixels round them).
/// Numbers sit along the axes (held inside the view when an axis scrolls out), above the
/// caption strip `caption_height` pixels tall, clear of `labels` and of the figure's `marks`: on
/// the axis's other side, else left out, but two at least on each axis (on a mark if they must,
/// never on a label). `measure` gives a number's width at the small label size.
GridLayout grid_layout(const Camera& camera, float scale, float caption_height, const std::vector<ScreenBox>& labels,
                       const FigureMarks& marks, const TextMeasure& measure);

/// The grid of a figure whose coordinates mean nothing (several pictures side by side, each moved
/// into its cell: Scene::grid_numbers): no numbers, and no axis drawn darker than the other lines.
void without_coordinates(GridLayout& g);

/// The parts of the screen where grid_layout may put a number (the rows beside the x axis and
/// along the bottom edge, the columns beside the y axis and along the left edge), with room for
/// the widest number: the only marks the numbers need to know of (FigureMarks keeps no others).
std::vector<ScreenBox> number_rooms(const Camera& camera, float scale, float caption_height);

}  // namespace lab
