// ImGui pieces every scene's panel uses: palette colours in ImGui's terms, a checkbox bound to a
// 0/1 option of the state, text in a palette colour, the warnings list, and a table's header.
#pragma once
#include <imgui.h>

#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "palette.hpp"
#include "formats/state.hpp"

namespace lab {

class Scene;

/// A palette colour as ImGui takes it.
ImVec4 imgui_color(Color c);

/// A checkbox bound to a 0/1 option of the state (`fallback` when the state lacks it); true when
/// it changed.
bool option_checkbox(SceneState& state, const char* option, const char* label, double fallback = 0);

/// One line of panel text in a palette colour.
void colored_text(Color color, const std::string& text);
/// Text in a colour, never shortened: for numbers in a table column that fits itself to them.
void whole_text(Color color, const std::string& text);
/// The same, wrapped at the edge of the panel (or of a table column).
void colored_wrapped_text(Color color, const std::string& text);

/// `text` after the mark that begins a panel's row or line in the deciding step's vermillion: "▶ ".
/// Under tritanopia vermillion is ΔE₀₀ 16 from orange and under deuteranopia 19 from green (no
/// palette that keeps the contrast limits puts them 20 apart), so the row says it is the one by a
/// mark too, as the SAT tables' marked rows do.
std::string with_deciding_mark(const std::string& text);

/// The mark that begins a panel's line in the deciding step's vermillion (with_deciding_mark).
inline constexpr std::string_view deciding_mark = "\u25B6";
/// How many texts holding deciding_mark fit_text, wrapped_text and whole_text have drawn since
/// the program started: scene_panel says what the mark means under a panel that drew one.
long long deciding_marks_drawn();
/// Counts `text` for deciding_marks_drawn when it holds deciding_mark.
void count_deciding_mark(std::string_view text);

/// What ▶ means, as scene_panel writes it under a panel with a ▶ line.
/// (Walking a test step by step, the SAT tables mark the step shown.)
extern const char* const deciding_mark_meaning;

/// The scene's panel, and under it, when it wrote a line marked ▶, what ▶ means, once, in the
/// muted grey (with_deciding_mark(deciding_mark_meaning)). ⚠ needs no such
/// line: its lines say "Warning:" or are the error itself.
void scene_panel(Scene& scene);

/// `text` after the mark of a warning or an error written in vermillion: "⚠ " (the same second
/// channel as with_deciding_mark's, for the same reason; its own glyph, since it decides nothing).
std::string with_warning_mark(const std::string& text);

/// Warnings in the panel, in the warning colour and marked ⚠; nothing when there are none. The
/// shell writes a scene's warnings() so for every scene, once: a scene's panel() does not.
void panel_warnings(const std::vector<std::string>& warnings);

/// Begin a table with borders and striped rows, and its header row of `columns`. With
/// `stretch_last`, each column is as wide as its words and the last takes the rest of the panel
/// (its text wraps there). When it returns false, draw no rows and do not call EndTable.
bool begin_table(const char* id, std::initializer_list<const char*> columns, bool stretch_last = false);

}  // namespace lab
