#include "line_wrap.hpp"

#include <imgui_internal.h>

#include <cstring>

#include "formats/line_breaks.hpp"

namespace lab {

const char* wrap_position(const ImFont* font, float scale, const char* s, const char* eol, float width) {
  const char* stop = font->CalcWordWrapPositionA(scale, s, eol, width);
  if (stop >= eol) return eol;
  const bool cut = stop > s && !blank(stop[-1]) && !blank(*stop) && !std::strchr(".,;!?\"", stop[-1]);
  const char* best = cut ? nullptr : stop;
  float x = 0;
  unsigned int before = 0, c = 0;
  for (const char* p = s; p < eol; before = c) {
    const char* next = p + ImTextCharFromUtf8(&c, p, eol);
    if (p > s && line_may_break(before, c) && (!best || p > best)) best = p;  // s…p fits: x is its width
    x += font->GetCharAdvance(static_cast<ImWchar>(c)) * scale;
    if (x > width) break;
    p = next;
  }
  if (best) return best;
  // A word cut where it overflows: not just before a closing mark ("射线" / "，…").
  while (stop > s) {
    const char* back = stop - 1;
    while (back > s && (static_cast<unsigned char>(*back) & 0xC0) == 0x80) --back;
    unsigned int at = 0;
    ImTextCharFromUtf8(&at, stop, eol);
    if (!closes_line_break(at)) break;
    stop = back;
  }
  return stop;
}

}  // namespace lab
