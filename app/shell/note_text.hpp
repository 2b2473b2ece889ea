// A lesson note laid out in large type: its runs word by word, **bold** runs in the bold face,
// line breaks where the teacher put them. For the panel and for presenter mode.
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

/// Lay out `runs` in `width` pixels from the window's cursor at `px` pixels, and reserve the
/// space they took (ImGui::Dummy), so what follows goes under them.
void note_text(const std::vector<NoteRun>& runs, ImFont* regular, ImFont* bold, float px, float width, ImU32 color);

/// A lesson step's question, "**Ask:** …" in vermillion, with a "?" badge (paper on a vermillion
/// disc) in a gutter left of it, its lines hanging beside the badge: vermillion is ΔE₀₀ < 20 from
/// orange and green under the dichromats' simulations, so the question is marked by a shape too,
/// as ▶ marks the deciding line and ⚠ a warning.
void ask_text(std::string_view ask, ImFont* regular, ImFont* bold, float px, float width);

/// The badge's gutter: its disc and the gap after it, at `px` pixels of text.
inline float ask_gutter(float px) { return px * 1.4f; }

}  // namespace lab
