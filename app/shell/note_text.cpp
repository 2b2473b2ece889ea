#include "shell/note_text.hpp"

#include <algorithm>
#include <cfloat>
#include <span>
#include <string>
#include <vector>

#include <imgui_internal.h>

#include "formats/line_breaks.hpp"

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

namespace {

// A piece of a run that a line may start with: a word and the spaces after it, or one Chinese or
// Japanese character (line_may_break), or a run's own start. A '\n' run is a piece with no font.
struct Piece {
  std::string_view text;
  ImFont* font;
  bool break_before;  ///< a line may break before it; else it continues the piece before
};

std::vector<Piece> pieces_of(const std::vector<NoteRun>& runs, ImFont* regular, ImFont* bold) {
  std::vector<Piece> pieces;
  unsigned int before = 0;  // the character before, across runs ("**边**。" keeps its "。")
  for (const NoteRun& run : runs) {
    if (run.text == "\n") {
      pieces.push_back({"\n", nullptr, true});
      before = 0;
      continue;
    }
    const char* const text = run.text.data();
    const char* const end = text + run.text.size();
    const char* from = text;
    bool from_breaks = true;  // whether a line may break before the piece that starts at `from`
    for (const char* p = text; p < end;) {
      unsigned int c = 0;
      const char* next = p + ImTextCharFromUtf8(&c, p, end);
      const bool here = before == 0 || (c != ' ' && (before == ' ' || line_may_break(before, c)));
      if (p == from) {
        from_breaks = here;
      } else if (here) {
        pieces.push_back({{from, static_cast<std::size_t>(p - from)}, run.bold ? bold : regular, from_breaks});
        from = p;
        from_breaks = true;
      }
      before = c;
      p = next;
    }
    if (end > from)
      pieces.push_back({{from, static_cast<std::size_t>(end - from)}, run.bold ? bold : regular, from_breaks});
  }
  return pieces;
}

}  // namespace

NoteLayout note_layout(const std::vector<NoteRun>& runs, ImFont* regular, ImFont* bold, float px, float width) {
  NoteLayout layout;
  float x = 0;
  auto measure = [&](const ImFont* font, std::string_view text) {
    return font->CalcTextSizeA(px, FLT_MAX, 0, text.data(), text.data() + text.size()).x;
  };
  auto place = [&](ImFont* font, std::string_view text) {
    layout.texts.push_back({font, text, x, layout.lines - 1});
    x += measure(font, text);
  };
  // A note past max_note_lines ends in "…" there: more than any screen shows, and a frame's
  // layout stays bounded however long the file's note is. False: the note ends here.
  auto new_line = [&] {
    if (layout.lines == max_note_lines) return false;
    x = 0;
    ++layout.lines;
    return true;
  };
  auto cut_here = [&] {
    place(regular, "\u2026");
    return layout;
  };
  // Pieces wider than a whole line together: broken between any two characters, none lost.
  auto break_anywhere = [&](std::span<const Piece> cluster) {
    for (const Piece& piece : cluster) {
      for (std::size_t at = 0; at < piece.text.size();) {
        std::size_t next = at + 1;
        while (next < piece.text.size() && (static_cast<unsigned char>(piece.text[next]) & 0xC0) == 0x80) ++next;
        const std::string_view character = piece.text.substr(at, next - at);
        if (character != " " && x > 0 && x + measure(piece.font, character) > width && !new_line()) return false;
        place(piece.font, character);
        at = next;
      }
    }
    return true;
  };
  const std::vector<Piece> pieces = pieces_of(runs, regular, bold);
  for (std::size_t i = 0; i < pieces.size();) {
    if (!pieces[i].font) {  // the teacher's own line break
      if (!new_line()) return cut_here();
      ++i;
      continue;
    }
    std::size_t j = i + 1;  // pieces i…j-1 stay on one line: "**bold**." keeps its full stop
    while (j < pieces.size() && pieces[j].font && !pieces[j].break_before) ++j;
    const std::span<const Piece> cluster(pieces.data() + i, j - i);
    float ink = 0;  // the cluster's width without the spaces it ends in
    for (const Piece& piece : cluster)
      ink += measure(piece.font, &piece == &cluster.back() ? piece.text.substr(0, piece.text.find_last_not_of(' ') + 1)
                                                           : piece.text);
    if (x > 0 && x + ink > width && !new_line()) return cut_here();
    if (x + ink <= width) {
      for (const Piece& piece : cluster) place(piece.font, piece.text);
    } else if (!break_anywhere(cluster)) {
      return cut_here();
    }
    i = j;
  }
  return layout;
}

void note_text(const std::vector<NoteRun>& runs, ImFont* regular, ImFont* bold, float px, float width, ImU32 color) {
  ImDrawList& list = *ImGui::GetWindowDrawList();
  const ImVec2 start = ImGui::GetCursorScreenPos();
  const float line = px * 1.3f;
  const NoteLayout layout = note_layout(runs, regular, bold, px, width);
  for (const PlacedText& t : layout.texts)
    list.AddText(t.font, px, {start.x + t.x, start.y + t.line * line}, color, t.text.data(),
                 t.text.data() + t.text.size());
  ImGui::Dummy({width, layout.lines * line});
}

}  // namespace lab
