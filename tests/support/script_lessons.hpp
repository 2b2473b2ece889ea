// A lesson per script, for the tests of text in any script (formats/text_scripts.hpp): Russian
// and Chinese, which the app draws; Arabic and Hindi, which it cannot shape and so names.
#pragma once
#include <string>

namespace lab::testing {

// One step of side-of-line whose title, note and question are `title`, `note` and `ask`.
inline std::string lesson_in(const std::string& title, const std::string& note, const std::string& ask) {
  return R"({"title": ")" + title + R"(", "steps": [{"scene": "side-of-line", "note": ")" + note + R"(", "ask": ")" +
         ask + R"("}]})";
}

// "Side of a line" / "**Point** P lies to the left of the line" / "Which side?"
inline const std::string russian_lesson =
    lesson_in("Сторона прямой", "**Точка** P лежит слева от прямой.\\nПроверьте знак.", "С какой стороны?");
inline const std::string chinese_lesson = lesson_in("直线的哪一侧", "**点** P 在直线的左边。\\n看符号。", "在哪一侧？");
inline const std::string arabic_lesson = lesson_in("جانب الخط", "النقطة P على يسار الخط", "أي جانب؟");
inline const std::string hindi_lesson = lesson_in("रेखा का पक्ष", "बिंदु P रेखा के बाईं ओर है", "कौन सा पक्ष?");

}  // namespace lab::testing
