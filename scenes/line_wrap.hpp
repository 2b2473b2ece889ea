// Where a line of text ends in a width, for text that ImGui 1.86 wraps as if it were English:
// Chinese and Japanese break between their characters (formats/line_breaks.hpp), not only at
// spaces, and never before a "，" or after a "（".
#pragma once
#include <imgui.h>

namespace lab {

/// A space between words on one line (a tab, a stray '\r' too): where a line may end.
inline bool blank(char c) { return c == ' ' || c == '\t' || c == '\r'; }

/// Where the line that starts at `s` (and ends at `eol` at the latest) ends in `width` pixels in
/// `font` drawn at `scale` times its size: as ImGui's CalcWordWrapPositionA, which breaks at
/// spaces and after . , ; ! ?, or later between two CJK characters that may part; a word wider
/// than the line is cut where it overflows, but not just before a closing mark.
const char* wrap_position(const ImFont* font, float scale, const char* s, const char* eol, float width);

}  // namespace lab
