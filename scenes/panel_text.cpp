#include "panel_text.hpp"

#include "panel.hpp"

#include <imgui_internal.h>
#include "line_wrap.hpp"

#include <algorithm>
#include <cctype>
#include <cfloat>
#include <cstdarg>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

namespace lab {

namespace {

// "…" where the font has it (DejaVu does), else three full stops.
std::string_view ellipsis(const ImFont* font) { return font->FindGlyphNoFallback(0x2026) ? "\u2026" : "..."; }

const char* next_character(const char* s, const char* end) {
  ++s;
  while (s < end && (static_cast<unsigned char>(*s) & 0xC0) == 0x80) ++s;
  return s;
}

}  // namespace

std::string clipped_lines(ImFont* font, float px, float width, std::string_view text, int max_lines) {
  const float scale = px / font->FontSize;
  const std::string_view mark = ellipsis(font);
  const float mark_width = font->CalcTextSizeA(px, FLT_MAX, 0, mark.data(), mark.data() + mark.size()).x;
  const char* s = text.data();
  const char* const end = s + text.size();
  std::string out;
  for (int line = 0; line < max_lines && s < end; ++line) {
    const char* eol = static_cast<const char*>(std::memchr(s, '\n', static_cast<std::size_t>(end - s)));
    if (!eol) eol = end;
    const char* stop = std::min(wrap_position(font, scale, s, eol, width), eol);
    if (stop == s) stop = next_character(s, eol);  // one glyph wider than the line: shown anyway
    const char* next = stop;
    while (next < eol && blank(*next)) ++next;
    if (next == eol && eol < end) ++next;  // the text's own line break
    const char* rest = next;
    while (rest < end && (blank(*rest) || *rest == '\n')) ++rest;
    if (!out.empty()) out += '\n';
    if (line + 1 == max_lines && rest < end) {  // the last line the room holds, and text left over
      const char* fits = std::min(wrap_position(font, scale, s, eol, std::max(width - mark_width, 0.f)), stop);
      while (fits > s && blank(fits[-1])) --fits;
      out.append(s, fits).append(mark);
      break;
    }
    const char* ink = stop;
    while (ink > s && blank(ink[-1])) --ink;
    out.append(s, ink);
    s = rest == end ? end : next;
  }
  return out;
}

void text_tooltip(std::string_view text) {
  ImGui::BeginTooltip();
  const float width = ImGui::GetFontSize() * 40;
  ImGui::TextUnformatted(clipped_lines(ImGui::GetFont(), ImGui::GetFontSize(), width, text, 12).c_str());
  ImGui::EndTooltip();
}

std::string shortened(std::string_view text, float width) {
  const std::string_view mark = ellipsis(ImGui::GetFont());
  const float mark_width = ImGui::CalcTextSize(mark.data(), mark.data() + mark.size()).x;
  std::size_t fits = 0;
  for (std::size_t i = 0; i < text.size();) {  // one UTF-8 character at a time
    std::size_t next = i + 1;
    while (next < text.size() && (static_cast<unsigned char>(text[next]) & 0xC0) == 0x80) ++next;
    if (ImGui::CalcTextSize(text.data(), text.data() + next).x + mark_width > width) break;
    fits = i = next;
  }
  // "5.28 … 9.1" cut after its own "…" would end in two: drop trailing spaces and marks first.
  std::string out(text.substr(0, fits));
  for (bool trimmed = true; trimmed;) {
    trimmed = false;
    if (!out.empty() && out.back() == ' ') out.pop_back(), trimmed = true;
    if (out.size() >= mark.size() && std::string_view(out).substr(out.size() - mark.size()) == mark)
      out.resize(out.size() - mark.size()), trimmed = true;
  }
  return out + std::string(mark);
}

namespace {
long long fit_text_cut_count = 0;  // fit_text's cuts so far
}  // namespace

long long fit_text_cuts() { return fit_text_cut_count; }

void fit_text(std::string_view text) {
  count_deciding_mark(text);
  const char* begin = text.data();
  const char* end = begin + text.size();
  const ImVec2 size = ImGui::CalcTextSize(begin, end);
  const float room = ImGui::GetContentRegionAvail().x;
  if (size.x <= room || room <= 0) {
    ImGui::TextUnformatted(begin, end);
    return;
  }
  ImGuiWindow* window = ImGui::GetCurrentWindow();
  // Placed as ImGui's own Text places it: lowered to sit beside a frame on the same line.
  const ImVec2 at{window->DC.CursorPos.x, window->DC.CursorPos.y + window->DC.CurrLineTextBaseOffset};
  const ImRect box(at, {at.x + room, at.y + size.y});
  ImGui::ItemSize(box.GetSize(), 0);
  if (!ImGui::ItemAdd(box, 0)) return;
  ImGui::RenderText(at, shortened(text, room).c_str());
  ++fit_text_cut_count;
  if (ImGui::GetCurrentContext()->LogEnabled) ImGui::LogRenderedText(&at, begin, end);  // whole, as Text logs it
  if (ImGui::IsItemHovered()) text_tooltip(text);
}

namespace {

// A word that opens a point: "(", a number and "," ("(−3.81,"), not yet closed ("(3 of 8
// edges tested)" is words, free to break).
bool opens_point(std::string_view word) {
  if (word.size() < 3 || word[0] != '(' || word.back() != ',' || word.find(')') != std::string_view::npos) return false;
  return std::isdigit(static_cast<unsigned char>(word[1])) || word[1] == '-' || word.substr(1).starts_with("\u2212");
}

// The paragraph's words, joined by one space where a line should not break: inside a point
// ("(−3.81, −2.36)"), on either side of " = " ("|PQ| = 4.44": a value stays with its name) and
// after a row's mark or a warning's ("▶ compare", "⚠ Warning:": the mark stays with what it marks).
std::vector<std::string> unbroken_words(std::string_view paragraph) {
  std::vector<std::string> out;
  bool in_point = false, glue = false;
  for (std::size_t i = 0; i < paragraph.size();) {
    const std::size_t end = std::min(paragraph.find(' ', i), paragraph.size());
    const std::string_view word = paragraph.substr(i, end - i);
    i = end + 1;
    if (word.empty()) continue;
    if (!out.empty() && (in_point || glue || word == "="))
      out.back().append(" ").append(word);  // not " " + std::string(word): GCC 12 -O3 misread it
    else
      out.emplace_back(word);
    in_point = in_point ? word.find(')') == std::string_view::npos : opens_point(word);
    glue = word == "=" || word == "\u25B6" || word == "\u26A0";
  }
  return out;
}

}  // namespace

std::string wrap_at_spaces(std::string_view text, float width, const std::function<float(std::string_view)>& measure) {
  std::string out, line;
  const auto flush = [&] {
    if (!out.empty()) out += '\n';
    out += line;
    line.clear();
  };
  std::size_t start = 0;
  for (bool first_paragraph = true; start <= text.size(); first_paragraph = false) {
    const std::size_t newline = std::min(text.find('\n', start), text.size());
    if (!first_paragraph) flush();
    for (const std::string& unit : unbroken_words(text.substr(start, newline - start))) {
      // A unit wider than a whole line (a point in a narrow cell) breaks at its spaces after all.
      const bool whole = unit.find(' ') == std::string::npos || measure(unit) <= width;
      for (std::size_t i = 0; i < unit.size();) {
        const std::size_t end = whole ? unit.size() : std::min(unit.find(' ', i), unit.size());
        const std::string word = unit.substr(i, end - i);
        i = end + 1;
        const std::string longer = line.empty() ? word : line + " " + word;
        if (!line.empty() && measure(longer) > width) {
          flush();
          line = word;
        } else {
          line = longer;
        }
      }
    }
    start = newline + 1;
  }
  flush();
  return out;
}

std::string wrap_at_spaces(std::string_view text, float width, const ImFont* font, float size) {
  return wrap_at_spaces(text, width, [font, size](std::string_view part) {
    return font->CalcTextSizeA(size, FLT_MAX, 0, part.data(), part.data() + part.size()).x;
  });
}

namespace {
float widest_line(std::string_view lines) {
  float widest = 0;
  for (std::size_t from = 0; from <= lines.size();) {
    const std::size_t end = std::min(lines.find('\n', from), lines.size());
    widest = std::max(widest, ImGui::CalcTextSize(lines.data() + from, lines.data() + end).x);
    from = end + 1;
  }
  return widest;
}
}  // namespace

void wrapped_text(std::string_view text) {
  count_deciding_mark(text);
  const std::string lines =
      wrap_at_spaces(text, ImGui::GetContentRegionAvail().x, ImGui::GetFont(), ImGui::GetFontSize());
  // Logged whole, as TextWrapped logs it: the line breaks are only where the panel's edge fell.
  ImGuiContext& g = *ImGui::GetCurrentContext();
  const bool logging = g.LogEnabled;
  const ImVec2 at = ImGui::GetCurrentWindow()->DC.CursorPos;
  g.LogEnabled = false;
  if (widest_line(lines) <= ImGui::GetContentRegionAvail().x) {
    ImGui::TextUnformatted(lines.data(), lines.data() + lines.size());
  } else {  // a word wider than the cell (a narrow window, large text): that line ends in "…"
    for (std::size_t from = 0; from <= lines.size();) {
      const std::size_t end = std::min(lines.find('\n', from), lines.size());
      fit_text(std::string_view(lines).substr(from, end - from));
      from = end + 1;
    }
  }
  g.LogEnabled = logging;
  if (logging) ImGui::LogRenderedText(&at, text.data(), text.data() + text.size());
}

void fit_text(Color color, std::string_view text) {
  ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(color.r, color.g, color.b, color.a));
  fit_text(text);
  ImGui::PopStyleColor();
}

void fit_textf(const char* format, ...) {
  char buffer[512];
  va_list args;
  va_start(args, format);
  const int n = std::vsnprintf(buffer, sizeof buffer, format, args);
  va_end(args);
  if (n < 0) return;
  fit_text(std::string_view(buffer, std::min<std::size_t>(static_cast<std::size_t>(n), sizeof buffer - 1)));
}

}  // namespace lab

namespace lab {
namespace {

// Draw `label` ellipsised over the last item's rectangle, from `x`, with the tooltip.
void ellipsised_over_item(std::string_view label, float x) {
  const char* begin = label.data();
  const char* end = begin + label.size();
  const ImVec2 min = ImGui::GetItemRectMin(), max = ImGui::GetItemRectMax();
  const ImVec2 size = ImGui::CalcTextSize(begin, end);
  const float y = min.y + (max.y - min.y - size.y) / 2;
  ImGui::RenderText({x, y}, shortened(label, max.x - x).c_str());
  if (ImGui::IsItemHovered()) text_tooltip(label);
}

}  // namespace

bool fit_selectable(std::string_view label, bool selected) {
  const std::string text(label);
  if (ImGui::CalcTextSize(text.c_str()).x <= ImGui::GetContentRegionAvail().x)
    return ImGui::Selectable(text.c_str(), selected);
  const float x = ImGui::GetCursorScreenPos().x;
  const bool clicked = ImGui::Selectable(("##" + text).c_str(), selected);
  ellipsised_over_item(label, x);
  return clicked;
}

bool fit_checkbox(std::string_view label, bool* value) {
  const std::string text(label);
  const ImGuiStyle& style = ImGui::GetStyle();
  const float box = ImGui::GetFrameHeight();
  if (box + style.ItemInnerSpacing.x + ImGui::CalcTextSize(text.c_str()).x <= ImGui::GetContentRegionAvail().x)
    return ImGui::Checkbox(text.c_str(), value);
  // One group, so the caller's tooltip (IsItemHovered) covers the box as well as its words.
  ImGui::BeginGroup();
  bool changed = ImGui::Checkbox(("##" + text).c_str(), value);
  ImGui::SameLine(0, style.ItemInnerSpacing.x);
  ImGui::AlignTextToFramePadding();
  fit_text(label);
  if (ImGui::IsItemClicked()) {
    *value = !*value;
    changed = true;
  }
  ImGui::EndGroup();
  return changed;
}

void same_line_if_button_fits(std::string_view next_label) {
  const ImGuiStyle& style = ImGui::GetStyle();
  const std::string text(next_label);
  const float width = ImGui::CalcTextSize(text.c_str(), nullptr, true).x + 2 * style.FramePadding.x;
  const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  if (ImGui::GetItemRectMax().x + style.ItemSpacing.x + width <= right) ImGui::SameLine();
}

}  // namespace lab
