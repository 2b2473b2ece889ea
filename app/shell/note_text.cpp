#include "shell/note_text.hpp"

#include <algorithm>
#include <cfloat>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include <imgui_internal.h>

#include "formats/line_breaks.hpp"
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

namespace {

// A piece of a run that a line may start with: a word and the spaces after it, or one Chinese or
// Japanese character (line_may_break), or a run's own start. A '\n' run is a piece with no font.
struct Piece {
  std::string_view text;
  ImFont* font;
  bool break_before;  ///< a line may break before it; else it continues the piece before
};

// The runs' pieces one after another, read as the layout asks for them: a note cut after its
// 120th line is read no further.
class Pieces {
 public:
  Pieces(const std::vector<NoteRun>& runs, ImFont* regular, ImFont* bold)
      : runs_(runs), regular_(regular), bold_(bold) {}

  /// The next piece, read but not taken.
  const std::optional<Piece>& peek() {
    if (!peeked_) next_ = read(), peeked_ = true;
    return next_;
  }
  std::optional<Piece> take() {
    peek();
    peeked_ = false;
    return next_;
  }

 private:
  std::optional<Piece> read() {
    for (; run_ < runs_.size(); ++run_, at_ = 0) {
      const NoteRun& run = runs_[run_];
      if (run.text == "\n") {
        ++run_;
        before_ = 0;
        return Piece{"\n", nullptr, true};
      }
      const char* const text = run.text.data();
      const char* const end = text + run.text.size();
      const char* const from = text + at_;
      ImFont* font = run.bold ? bold_ : regular_;
      bool from_breaks = true;  // whether a line may break before the piece
      for (const char* p = from; p < end;) {
        unsigned int c = 0;
        const char* next = p + ImTextCharFromUtf8(&c, p, end);
        const bool here = before_ == 0 || (c != ' ' && (before_ == ' ' || line_may_break(before_, c)));
        if (p == from) {
          from_breaks = here;
        } else if (here) {
          at_ = static_cast<std::size_t>(p - text);
          return Piece{{from, static_cast<std::size_t>(p - from)}, font, from_breaks};
        }
        before_ = c;  // across runs too: "**边**。" keeps its "。"
        p = next;
      }
      if (end > from) {
        at_ = run.text.size();
        return Piece{{from, static_cast<std::size_t>(end - from)}, font, from_breaks};
      }
    }
    return std::nullopt;
  }

  const std::vector<NoteRun>& runs_;
  ImFont *regular_, *bold_;
  std::size_t run_ = 0, at_ = 0;  ///< where reading goes on: a run, a byte in it
  unsigned int before_ = 0;       ///< the character read last; 0 at a line's start
  std::optional<Piece> next_;
  bool peeked_ = false;
};

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
  Pieces pieces(runs, regular, bold);
  std::vector<Piece> cluster;  // pieces that stay on one line: "**bold**." keeps its full stop
  while (const auto first = pieces.take()) {
    if (!first->font) {  // the teacher's own line break
      if (!new_line()) return cut_here();
      continue;
    }
    cluster.assign(1, *first);
    while (pieces.peek() && pieces.peek()->font && !pieces.peek()->break_before) cluster.push_back(*pieces.take());
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
