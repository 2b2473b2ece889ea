// One line of panel text that never runs past the room it has. ImGui 1.86's Text has no
// ellipsis: a narrow table cell or a large UI scale cut words mid-word at the clip edge. Here
// text that does not fit is cut at a glyph, ends in "…", and shows whole in a tooltip on hover.
#pragma once
#include <imgui.h>

#include <functional>
#include <string>
#include <string_view>

#include "palette.hpp"

namespace lab {

/// `text` on one line in the room left on this line (a table cell's width, the panel's).
void fit_text(std::string_view text);
void fit_text(Color color, std::string_view text);
/// How many times fit_text has cut a text short, since the program started (for tests: a table
/// whose cells are cut reads "mis…" for "misses").
long long fit_text_cuts();
/// The longest start of `text` that fits in `width` pixels (the current font) followed by "…".
std::string shortened(std::string_view text, float width);
/// The same with printf formatting.
void fit_textf(const char* format, ...) IM_FMTARGS(1);

/// `text` as at most `max_lines` lines of at most `width` pixels in `font` at `px` pixels, joined
/// by '\n': broken at spaces (inside a word longer than a line), and at the text's own line
/// breaks; the last line ends in "…" when text is left over. It reads only as much of `text` as it
/// shows, so a title of 20,000 characters costs a frame what a short one does, and ImGui is never
/// handed more glyphs than a draw list's 16-bit indices hold (16,384 in one call).
std::string clipped_lines(ImFont* font, float px, float width, std::string_view text, int max_lines);

/// A tooltip showing `text` whole, or as much as a few lines hold when it is long.
void text_tooltip(std::string_view text);

/// `text` broken into lines ('\n') at its spaces only, each no wider than `width` by `measure`
/// where it can be: ImGui's own wrap also breaks after "." and ",", which splits a number
/// ("|PQ| = 3." / "2"). Nor at the spaces inside a point ("(−3.81, −2.36)") or round " = "
/// ("|PQ| = 4.44": a value stays with its name), unless that much is wider than a line. A word
/// wider than `width` keeps a line to itself, whole.
std::string wrap_at_spaces(std::string_view text, float width, const std::function<float(std::string_view)>& measure);
/// The same, measured in `font` at `size` pixels.
std::string wrap_at_spaces(std::string_view text, float width, const ImFont* font, float size);
/// Text wrapped at spaces (wrap_at_spaces) to the room left on this line: a panel's or a table
/// cell's width. Use it for anything that holds numbers, in place of ImGui::TextWrapped.
void wrapped_text(std::string_view text);

}  // namespace lab

namespace lab {

/// A Selectable whose label is ellipsised like fit_text when it does not fit (the whole label
/// then shows on hover). Returns whether it was clicked.
bool fit_selectable(std::string_view label, bool selected);
/// A Checkbox whose label is ellipsised when it does not fit; clicking the label toggles too. The
/// box and its label are one item after it (IsItemHovered covers both).
bool fit_checkbox(std::string_view label, bool* value);
/// SameLine() when a button labelled `next_label` fits after the last item; else a new line.
void same_line_if_button_fits(std::string_view next_label);

}  // namespace lab
