// The fonts: DejaVu Sans with the glyphs the chapters write (→ − ± ≤ ≥ · × ² ₀–₉ …),
// at sizes scaled with the display DPI and the UI scale.
#pragma once
#include <string>

#include <imgui.h>

#include "window/imgui_canvas.hpp"

namespace lab {

struct Fonts {
  ImFont* ui = nullptr;       ///< sidebar and panel
  ImFont* heading = nullptr;  ///< the scene title in the panel
  LabelFonts labels{};        ///< canvas labels: Small, Normal, Large
  ImFont* caption = nullptr;  ///< the verdict under the figure: readable from the back of a room
  ImFont* note = nullptr;       ///< a lesson step's note: large, beside the figure
  ImFont* note_bold = nullptr;  ///< its **bold** words (DejaVu Sans Bold when installed)
  static constexpr float note_size = 22;  ///< note pixels at scale 1
  float scale = 1;            ///< the scale they were built at
  static constexpr float caption_size = 30;  ///< caption pixels at scale 1
};

/// Where DejaVu Sans lives on Debian (fonts-dejavu-core).
inline constexpr const char* dejavu_sans_path = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";

/// Clear io.Fonts and load every font at `scale`. When the file is missing, ImGui's default
/// font is used instead and `warning` says so (the caller prints it once).
Fonts build_fonts(ImGuiIO& io, float scale, std::string& warning, const char* path = dejavu_sans_path);

}  // namespace lab
