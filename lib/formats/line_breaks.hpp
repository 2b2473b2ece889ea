// Where a line of text may break besides its spaces. Chinese and Japanese are written without
// spaces between words, so a line breaks between any two of their characters (Korean too: its
// syllables break as a browser breaks them by default), except before the punctuation that
// closes (。，、？！：」）…) and after the punctuation that opens (「（《…): a line never starts
// with a comma nor ends with an opening bracket.
#pragma once

namespace lab {

/// Whether a line may break between `before` and `after`, two characters written side by side,
/// neither a space (a line breaks after spaces anyway).
bool line_may_break(char32_t before, char32_t after);

/// Whether no line may start with `c`: closing punctuation, small kana, the long-vowel mark.
bool closes_line_break(char32_t c);

}  // namespace lab
