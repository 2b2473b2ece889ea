// The numbers of a "no verdict: …" caption, for `--report`'s "printed" (printed_count.hpp).
#include "printed_count.hpp"

#include <cctype>
#include <cstdlib>
#include <string_view>

#include "captions/text.hpp"

namespace lab {
namespace {

constexpr std::string_view kMinus = "\u2212";

bool digit_at(const std::string& s, std::size_t at) {
  return at < s.size() && std::isdigit(static_cast<unsigned char>(s[at]));
}

// Where the number starting at `at` ends: digits, a decimal part, an exponent ("e+51", "e−5").
std::size_t number_end(const std::string& s, std::size_t at) {
  while (digit_at(s, at)) ++at;
  if (at + 1 < s.size() && s[at] == '.' && digit_at(s, at + 1))
    for (++at; digit_at(s, at);) ++at;
  if (at < s.size() && s[at] == 'e') {
    std::size_t e = at + 1;
    if (s.compare(e, kMinus.size(), kMinus) == 0)
      e += kMinus.size();
    else if (e < s.size() && (s[e] == '+' || s[e] == '-'))
      ++e;
    if (digit_at(s, e)) at = number_end(s, e);
  }
  return at;
}

}  // namespace

std::vector<Printed> problem_numbers(const std::string& caption) {
  std::vector<Printed> out;
  for (std::size_t i = 0; i < caption.size();) {
    const bool unicode_minus = caption.compare(i, kMinus.size(), kMinus) == 0;
    const std::size_t sign = unicode_minus ? kMinus.size() : caption[i] == '-' ? 1 : 0;
    const char before = i > 0 ? caption[i - 1] : ' ';
    // A name's digits ("e3", "#2", "C2") are not numbers; nor is a decimal part on its own.
    const bool in_name = std::isalnum(static_cast<unsigned char>(before)) || before == '#' || before == '.' ||
                         before == '_';
    if (!digit_at(caption, i + sign) || (sign == 0 && in_name)) {
      i += unicode_minus ? kMinus.size() : 1;
      continue;
    }
    const std::size_t end = number_end(caption, i + sign);
    const std::string text = caption.substr(i, end - i);
    const std::string ascii = captions::ascii_minus(text);  // strtod reads "-5e-5", not "−5e−5"
    out.push_back({"caption", text, "value", std::strtod(ascii.c_str(), nullptr), "in the input's problem"});
    i = end;
  }
  return out;
}

void add_line_caption_counts(std::vector<Printed>& out, const collide::PolygonLineTrace& trace, const char* all_of) {
  if (!trace.collide) {
    add_count(out, "caption", static_cast<long long>(trace.vertices.size()), all_of);
  } else if (trace.plus == 0 || trace.minus == 0) {
    add_count(out, "caption", trace.zero, "vertices on the line");
  } else {
    add_count(out, "caption", trace.plus, "vertices on the + side");
    add_count(out, "caption", trace.minus, "vertices on the − side");
    if (trace.zero) add_count(out, "caption", trace.zero, "vertices on the line");
  }
}

}  // namespace lab
