// Reading the numbers back out of a sentence the response scenes print, so that what they list
// in printed() is the very text shown: the caption's "t = 0.73", the panel's "up to 33 units/s".
#pragma once
#include <string>
#include <string_view>
#include <vector>

namespace lab::response {

/// The number written right after each `before` in `text`, in order: "t = 0.5 … t = 1" with
/// before "t = " gives {"0.5", "1"}. A number is digits, "." , "e", "+" and the minus sign "−".
inline std::vector<std::string> numbers_after(std::string_view text, std::string_view before) {
  std::vector<std::string> out;
  const std::string_view minus = "\u2212";
  for (std::size_t at = text.find(before); at != std::string_view::npos; at = text.find(before, at + 1)) {
    std::size_t end = at + before.size();
    std::string number;
    while (end < text.size()) {
      if (text.substr(end).starts_with(minus)) {
        number += minus, end += minus.size();
        continue;
      }
      const char c = text[end];
      // "e" only inside a number ("2e−40"), never the start of a word after it.
      const bool digit = c >= '0' && c <= '9';
      if (!(digit || c == '.' || ((c == 'e' || c == '+') && !number.empty()))) break;
      number += c, ++end;
    }
    while (!number.empty() && (number.back() == '.' || number.back() == 'e'))
      number.pop_back();  // "t = 1." ends a sentence
    if (!number.empty()) out.push_back(number);
  }
  return out;
}

}  // namespace lab::response
