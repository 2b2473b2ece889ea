// The glyphs a panel drew, read back from its draw list (four vertices a glyph, the first at the
// glyph's corner in the font atlas), each with its place, its character and its colour: for tests
// that check what a panel shows, not what it meant to show.
#pragma once
#include <imgui.h>

#include <map>
#include <utility>
#include <vector>

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

}  // namespace lab::testing
