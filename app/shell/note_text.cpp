#include "shell/note_text.hpp"

#include <algorithm>
#include <cfloat>
#include <string>

#include "scenes/palette.hpp"
#include "scenes/panel_text.hpp"
#include "window/imgui_canvas.hpp"

namespace lab {

std::string_view note_head(std::string_view note) {
  std::size_t end = std::min<std::size_t>(note.size(), 64 * 1024);
  while (end < note.size() && end > 0 && (static_cast<unsigned char>(note[end]) & 0xC0) == 0x80) --end;
  std::size_t at = 0;
  for (int line = 0; line <= max_note_lines; ++line) {
    at = note.find('\n', at);
    if (at == std::string_view::npos || at >= end) return note.substr(0, end);
    ++at;
  }
  return note.substr(0, at);
}

void note_text(const std::vector<NoteRun>& runs, ImFont* regular, ImFont* bold, float px, float width, ImU32 color) {
  ImDrawList& list = *ImGui::GetWindowDrawList();
  const ImVec2 start = ImGui::GetCursorScreenPos();
  const float line = px * 1.3f;
  float x = 0, y = 0;
  int lines = 1;
  bool glued = false;  // the next word continues the last one ("**bold**." keeps its full stop)
  // A note past max_note_lines ends in "…" there: more than any screen shows, and a frame's
  // layout stays bounded however long the file's note is.
  auto new_line = [&] {
    x = 0;
    y += line;
    glued = false;
    ++lines;
  };
  auto cut_here = [&] {
    list.AddText(regular, px, {start.x + x, start.y + y}, color, "\u2026");
    ImGui::Dummy({width, y + line});
  };
  for (const auto& run : runs) {
    if (run.text == "\n") {
      if (lines == max_note_lines) return cut_here();
      new_line();
      continue;
    }
    ImFont* font = run.bold ? bold : regular;
    std::size_t i = 0;
    while (i < run.text.size()) {  // one word and the spaces after it at a time
      std::size_t end = run.text.find(' ', i);
      end = end == std::string::npos ? run.text.size() : run.text.find_first_not_of(' ', end);
      if (end == std::string::npos) end = run.text.size();
      std::string word = run.text.substr(i, end - i);
      const float ink = font->CalcTextSizeA(px, FLT_MAX, 0, word.substr(0, word.find_last_not_of(' ') + 1).c_str()).x;
      if (x > 0 && x + ink > width && !glued) {
        if (lines == max_note_lines) return cut_here();
        new_line();
      }
      // Whether a space ends the word, before clipping can drop it: a clipped ", " glued to a bold
      // word at the line's end once glued every word after it too, each clipped to nothing.
      glued = word.back() != ' ';
      if (x + ink > width) word = clipped_lines(font, px, width - x, word, 1);  // a word longer than the line
      list.AddText(font, px, {start.x + x, start.y + y}, color, word.c_str());
      x += font->CalcTextSizeA(px, FLT_MAX, 0, word.c_str()).x;
      i = end;
    }
  }
  ImGui::Dummy({width, y + line});
}

void ask_text(std::string_view ask, ImFont* regular, ImFont* bold, float px, float width) {
  ImDrawList& list = *ImGui::GetWindowDrawList();
  const ImVec2 at = ImGui::GetCursorScreenPos();
  // The disc a text height across, on the first line's middle (note_text's lines are 1.3 px).
  const float r = px * 0.5f, q_px = px * 0.8f;
  const ImVec2 centre{at.x + r, at.y + px * 0.65f};
  list.AddCircleFilled(centre, r, to_imgui(palette::deciding), 24);
  const ImVec2 q = bold->CalcTextSizeA(q_px, FLT_MAX, 0, "?");
  list.AddText(bold, q_px, {centre.x - q.x / 2, centre.y - q.y / 2}, to_imgui(palette::background), "?");
  ImGui::SetCursorScreenPos({at.x + ask_gutter(px), at.y});
  note_text(note_runs(note_head("**Ask:** " + std::string(ask))), regular, bold, px, width - ask_gutter(px),
            to_imgui(palette::deciding));
}

}  // namespace lab
