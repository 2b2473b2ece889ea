// The glyphs a panel drew, read back from its draw list (four vertices a glyph, the first at the
// glyph's corner in the font atlas), each with its place, its character and its colour: for tests
// that check what a panel shows, not what it meant to show; and the panel's lines read back from
// them, for the colour-blind checks that every vermillion line carries its mark (▶ or ⚠).
#pragma once
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "scenes/palette.hpp"

namespace lab::testing {

struct Glyph {
  float x0, x1, y;  ///< left, right, and the top of its line
  unsigned c;       ///< the character
  ImU32 color = 0;  ///< as drawn (ImGui's packed RGBA)
};

// The glyphs a draw list holds: four vertices a glyph, in the order ImFont::RenderText writes
// them ((x0, y0), (x1, y0), (x1, y1), (x0, y1)), the first at the glyph's atlas corner (U0, V0).
inline std::vector<Glyph> glyphs_of(const ImDrawList& list, const ImFont& font) {
  std::map<std::pair<float, float>, const ImFontGlyph*> by_corner;
  for (const ImFontGlyph& g : font.Glyphs)
    if (g.Visible) by_corner[{g.U0, g.V0}] = &g;
  std::vector<Glyph> out;
  const auto& v = list.VtxBuffer;
  for (int i = 0; i + 3 < v.Size;) {
    const ImDrawVert &a = v[i], &b = v[i + 1], &c = v[i + 2], &d = v[i + 3];
    const auto it = by_corner.find({a.uv.x, a.uv.y});
    const bool quad = a.pos.y == b.pos.y && b.pos.x == c.pos.x && c.pos.y == d.pos.y && d.pos.x == a.pos.x &&
                      a.uv.y == b.uv.y && b.uv.x == c.uv.x && a.pos.x < b.pos.x;
    if (quad && it != by_corner.end()) {
      // The line's top: the quad's top less the glyph's own offset below it (the atlas trims
      // blank rows, so tops differ glyph by glyph).
      out.push_back({a.pos.x, b.pos.x, a.pos.y - it->second->Y0, it->second->Codepoint, a.col});
      i += 4;
    } else {
      ++i;
    }
  }
  return out;
}

/// The glyphs of every draw list of the frame just rendered (ImGui::Render), in `font`.
inline std::vector<Glyph> glyphs_drawn(const ImFont& font) {
  std::vector<Glyph> out;
  const ImDrawData* data = ImGui::GetDrawData();
  for (int k = 0; k < data->CmdListsCount; ++k) {
    const auto more = glyphs_of(*data->CmdLists[k], font);
    out.insert(out.end(), more.begin(), more.end());
  }
  return out;
}

/// The glyphs of every draw list of the frame just rendered, in any of the atlas's fonts (the
/// app's panel writes in several).
inline std::vector<Glyph> glyphs_drawn_in_any_font() {
  std::vector<Glyph> out;
  for (const ImFont* font : ImGui::GetIO().Fonts->Fonts) {
    const auto more = glyphs_drawn(*font);
    out.insert(out.end(), more.begin(), more.end());
  }
  return out;
}

// [The marks] A vermillion line's second channel (scenes/panel.hpp): ▶ the deciding row, ⚠ a warning.
constexpr unsigned kDecidingMark = 0x25B6, kWarningMark = 0x26A0;

/// One line of a panel: its top, its glyphs left to right.
struct PanelLine {
  float top;
  std::vector<Glyph> glyphs;
};

/// Glyphs in lines: a new line where a glyph's top is half a text height below the line's.
inline std::vector<PanelLine> lines_of(std::vector<Glyph> glyphs) {
  std::sort(glyphs.begin(), glyphs.end(), [](const Glyph& a, const Glyph& b) { return a.y < b.y; });
  std::vector<PanelLine> out;
  for (const Glyph& g : glyphs) {
    if (out.empty() || g.y - out.back().top >= ImGui::GetFontSize() / 2) out.push_back({g.y, {}});
    out.back().glyphs.push_back(g);
  }
  for (PanelLine& line : out)
    std::sort(line.glyphs.begin(), line.glyphs.end(), [](const Glyph& a, const Glyph& b) { return a.x0 < b.x0; });
  return out;
}

/// The line's text: ASCII as is, the marks as themselves, anything else "~".
inline std::string text_of(const PanelLine& line) {
  std::string out;
  for (const Glyph& g : line.glyphs)
    out += g.c == kDecidingMark  ? std::string("\u25B6")
           : g.c == kWarningMark ? std::string("\u26A0")
           : g.c < 0x80          ? std::string(1, char(g.c))
                                 : "~";
  return out;
}

inline bool is_rgb(ImU32 c, Color want) {
  return (c & 0xFF) == want.r && ((c >> 8) & 0xFF) == want.g && ((c >> 16) & 0xFF) == want.b;
}
inline bool has(const PanelLine& line, Color color) {
  return std::any_of(line.glyphs.begin(), line.glyphs.end(), [&](const Glyph& g) { return is_rgb(g.color, color); });
}
inline bool marked(const PanelLine& line) {
  return std::any_of(line.glyphs.begin(), line.glyphs.end(),
                     [](const Glyph& g) { return g.c == kDecidingMark || g.c == kWarningMark; });
}

/// The lines written in vermillion with no mark on them, unless they go on from the vermillion
/// line just above (a text wrapped: `line_height` down, no row or item between); `vermillion`
/// counts the vermillion lines.
inline std::vector<std::string> unmarked_lines(const std::vector<PanelLine>& lines, int& vermillion,
                                               float line_height = ImGui::GetFontSize()) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (!has(lines[i], palette::deciding)) continue;
    ++vermillion;
    const bool goes_on = i > 0 && has(lines[i - 1], palette::deciding) &&
                         std::fabs(lines[i].top - lines[i - 1].top - line_height) < 0.5f;
    if (!marked(lines[i]) && !goes_on) out.push_back(text_of(lines[i]));
  }
  return out;
}

}  // namespace lab::testing
