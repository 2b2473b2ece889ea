// Which scripts the app can draw. ImGui 1.86 draws text one glyph after another, left to right,
// each glyph as the font has it alone: no shaping. Latin, Greek, Cyrillic and the CJK scripts
// read right that way; right-to-left scripts (Arabic, Hebrew) and those whose letters join,
// reorder or stack (Devanagari and the other Indic scripts, Thai, Khmer, Tibetan) do not. Such
// text is refused by the lesson editor and named when a lesson opens, never drawn as "???".
#pragma once
#include <cstddef>
#include <functional>
#include <string>
#include <string_view>

namespace lab {

/// The code points of UTF-8 `text`, in order; a malformed sequence gives U+FFFD.
std::u32string code_points(std::string_view text);

/// "U+0645": how a message names a character.
std::string code_point_name(char32_t c);

/// "U+0645 U+0631", at most `most` of `codes` named, then "and 3 more".
std::string code_point_list(std::u32string_view codes, std::size_t most = 8);

/// The script `c` belongs to when the app cannot draw it right ("Arabic", "Devanagari"), or "".
std::string_view unshaped_script(char32_t c);

/// Empty when every character of `text` can be drawn as written; else one sentence naming every
/// such script and its characters: "Arabic (U+0645 U+0631) is written right to left, and
/// Devanagari (U+092C) needs its letters joined and reordered, which this app cannot draw; …".
std::string unshaped_text(std::string_view text);

/// Empty when `text` (a lesson's `what`: "title", "note", "question") is drawn as written; else
/// what the class sees instead, said where the text is shown (presenter mode, a screenshot, the
/// predict strip), naming its characters, every script in turn: "This note is in Arabic (U+0623
/// …), which this app cannot draw right to left: shown as written, its letters apart, left to
/// right. Also in Devanagari (U+092C …): no installed font has them, and each shows as '?'", "No installed font has U+1200 U+1F600
/// of this note: each shows as '?'". `has_glyph` says whether the fonts it is drawn with have a
/// character.
std::string shown_not_as_written(std::string_view what, std::string_view text,
                                 const std::function<bool(char32_t)>& has_glyph);

}  // namespace lab
