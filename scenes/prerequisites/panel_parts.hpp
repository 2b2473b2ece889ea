// ImGui pieces the "Before polygons" panels share: the verdict line, the mode buttons, and the
// per-step table (step, how it is computed, its value). Option toggles: panel.hpp.
#pragma once
#include <initializer_list>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "scenes/palette.hpp"
#include "scenes/panel.hpp"
#include "scenes/scene.hpp"

namespace lab::prerequisites {

/// One row of a per-step table.
struct StepRow {
  // Out of line (panel_parts.cpp): GCC 12 -O3 misread the inlined strings of a braced list of rows
  // (a literal put in front of a temporary, a temporary's destructor) as faults in its own headers.
  StepRow(std::string_view step, std::string_view formula, std::string_view value);
  std::string step;     ///< "a", "|C₁C₂|²", "clamp t"
  std::string formula;  ///< how it is computed, in the book's notation
  std::string value;    ///< the result, already formatted
};

/// The verdict in words, coloured (the words carry the meaning; the colour only repeats it).
void verdict_line(const std::string& text, Color color);
/// One radio button per mode of the scene (its option "mode" is 0, 1, 2 … in the labels' order);
/// choosing another mode loads the scene's first preset of that mode.
void mode_buttons(Scene& scene, int mode, std::initializer_list<const char*> labels);
/// A three-column table (step, formula, value); `highlight` rows get the deciding colour.
void steps_table(const char* id, std::span<const StepRow> rows, int highlight = -1);
/// Wrapped text in the muted colour: the "why" notes under a table.
void note(const std::string& text);

}  // namespace lab::prerequisites
