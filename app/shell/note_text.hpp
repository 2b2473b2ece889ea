// A lesson note laid out in large type: its runs word by word (Chinese and Japanese character by
// character, never a line starting with "，": formats/line_breaks.hpp), **bold** runs in the bold
// face, line breaks where the teacher put them. For the panel and for presenter mode.
#pragma once
#include <string_view>
#include <vector>

#include <imgui.h>

#include "scenes/lesson.hpp"

namespace lab {

/// A note shows at most this many lines; the last then ends in "…".
inline constexpr int max_note_lines = 120;

/// The start of `note` that note_text can show: up to its (max_note_lines + 1)-th line break and
/// at most 64 KiB (cut between characters), so a frame never reads more of a huge note than
/// a screen holds.
std::string_view note_head(std::string_view note);

/// A part of a note placed on a line: `x` pixels from the line's start, on line `line` (from 0).
/// `text` views the runs it was laid out from.
struct PlacedText {
  ImFont* font;
  std::string_view text;
  float x;
  int line;
};

/// Where note_text puts each part of `runs`, and how many lines they take.
struct NoteLayout {
  std::vector<PlacedText> texts;
  int lines = 1;
};
NoteLayout note_layout(const std::vector<NoteRun>& runs, ImFont* regular, ImFont* bold, float px, float width);

/// Lay out `runs` in `width` pixels from the window's cursor at `px` pixels, and reserve the
/// space they took (ImGui::Dummy), so what follows goes under them. A word wider than the whole
/// line is broken between its characters: no part of a note or a question is cut off.
void note_text(const std::vector<NoteRun>& runs, ImFont* regular, ImFont* bold, float px, float width, ImU32 color);

/// A lesson step's question, "**Ask:** …" in vermillion, with a "?" badge (paper on a vermillion
/// disc) in a gutter left of it, its lines hanging beside the badge: vermillion is ΔE₀₀ < 20 from
/// orange and green under the dichromats' simulations, so the question is marked by a shape too,
/// as ▶ marks the deciding line and ⚠ a warning.
void ask_text(std::string_view ask, ImFont* regular, ImFont* bold, float px, float width);

/// The badge's gutter: its disc and the gap after it, at `px` pixels of text.
inline float ask_gutter(float px) { return px * 1.4f; }

}  // namespace lab
