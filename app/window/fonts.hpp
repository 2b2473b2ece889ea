// The fonts: DejaVu Sans with the glyphs the chapters write (→ − ± ≤ ≥ · × ² ₀–₉ …),
// at sizes scaled with the display DPI and the UI scale. ImGui 1.86 rasterises every glyph it
// may draw into one atlas up front, so the characters a lesson writes beyond those (Cyrillic,
// Chinese) are added when it opens: the atlas is built again with them, and Noto Sans CJK is
// merged in only when some are Chinese, Japanese or Korean (start-up stays fast).
#pragma once
#include <string>
#include <string_view>

#include <imgui.h>

#include "window/imgui_canvas.hpp"

namespace lab {

struct Fonts {
  ImFont* ui = nullptr;                      ///< sidebar and panel
  ImFont* heading = nullptr;                 ///< the scene title in the panel
  LabelFonts labels{};                       ///< canvas labels: Small, Normal, Large
  ImFont* caption = nullptr;                 ///< the verdict under the figure: readable from the back of a room
  ImFont* note = nullptr;                    ///< a lesson step's note: large, beside the figure
  ImFont* note_bold = nullptr;               ///< its **bold** words (DejaVu Sans Bold, Noto Sans CJK Bold)
  static constexpr float note_size = 22;     ///< note pixels at scale 1
  float scale = 1;                           ///< the scale they were built at
  static constexpr float caption_size = 30;  ///< caption pixels at scale 1
  std::u32string characters;                 ///< the characters asked for beyond the chapters' (sorted, once each)
  std::u32string missing;                    ///< of those, the ones no installed font has: drawn as '?'
};

/// Where DejaVu Sans lives on Debian (fonts-dejavu-core).
inline constexpr const char* dejavu_sans_path = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";

/// Where Noto Sans CJK lives on Debian (fonts-noto-cjk): a collection whose face 2 is Simplified
/// Chinese (its kana and hangul serve Japanese and Korean).
inline constexpr const char* noto_cjk_path = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc";
inline constexpr int noto_cjk_face = 2;
/// Its bold collection (the same package, the same faces): merged into the note's bold font.
inline constexpr const char* noto_cjk_bold_path = "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc";

/// Clear io.Fonts and load every font at `scale`, with glyphs for `characters` too (a lesson's:
/// lesson_characters()). When the file is missing, ImGui's default font is used instead and
/// `warning` says so (the caller prints it once).
Fonts build_fonts(ImGuiIO& io, float scale, std::string& warning, const char* path = dejavu_sans_path,
                  std::u32string_view characters = {});

/// True when `characters` holds one the fonts were not built with: build them again.
bool fonts_lack(const Fonts& fonts, std::u32string_view characters);

/// "" or the line that names what `fonts.missing` holds: "No installed font has U+1F600; …".
std::string missing_glyphs_message(const Fonts& fonts);
/// The same for `missing`, written in `of` when given: "No installed font has U+1230 of the title
/// of the lesson file selam.json: each shows as '?'."
std::string missing_glyphs_message(std::u32string_view missing, std::string_view of = {});

}  // namespace lab
