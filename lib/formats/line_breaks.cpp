#include "formats/line_breaks.hpp"

#include <algorithm>
#include <iterator>

namespace lab {
namespace {

// Characters written one to a square: CJK punctuation, kana, Hangul, ideographs, full-width forms.
bool ideographic(char32_t c) {
  return (c >= 0x1100 && c <= 0x11FF) || (c >= 0x2E80 && c <= 0x9FFF) || (c >= 0xA960 && c <= 0xA97F) ||
         (c >= 0xAC00 && c <= 0xD7FF) || (c >= 0xF900 && c <= 0xFAFF) || (c >= 0xFE30 && c <= 0xFE4F) ||
         (c >= 0xFF00 && c <= 0xFFEF) || (c >= 0x20000 && c <= 0x3FFFF);
}

// Sorted: no line starts with these (the kinsoku rule of Chinese and Japanese typesetting).
constexpr char32_t closing[] = {U'!',   U')',   U',',   U'.',   U':',   U';',   U'?',   U']',   U'}',   0x2019,
                                0x201D, 0x2025, 0x2026, 0x3001, 0x3002, 0x3005, 0x3009, 0x300B, 0x300D, 0x300F,
                                0x3011, 0x3015, 0x3017, 0x3019, 0x301B, 0x301E, 0x301F, 0x3041, 0x3043, 0x3045,
                                0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E, 0x309D, 0x309E, 0x30A1,
                                0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE, 0x30F5,
                                0x30F6, 0x30FB, 0x30FC, 0x30FD, 0x30FE, 0xFF01, 0xFF09, 0xFF0C, 0xFF0E, 0xFF1A,
                                0xFF1B, 0xFF1F, 0xFF3D, 0xFF5D, 0xFF60, 0xFF61, 0xFF63, 0xFF64};

// Sorted: no line ends with these.
constexpr char32_t opening[] = {U'(',   U'[',   U'{',   0x2018, 0x201C, 0x3008, 0x300A, 0x300C, 0x300E, 0x3010,
                                0x3014, 0x3016, 0x3018, 0x301A, 0x301D, 0xFF08, 0xFF3B, 0xFF5B, 0xFF5F, 0xFF62};

bool in(const char32_t* first, const char32_t* last, char32_t c) { return std::binary_search(first, last, c); }

}  // namespace

bool closes_line_break(char32_t c) { return in(std::begin(closing), std::end(closing), c); }

bool line_may_break(char32_t before, char32_t after) {
  if (!ideographic(before) && !ideographic(after)) return false;  // Latin, Cyrillic, …: at spaces only
  return !closes_line_break(after) && !in(std::begin(opening), std::end(opening), before);
}

}  // namespace lab
