// JSON numbers beyond a double's range: nlohmann rejects 1e999 for the whole line (the id would
// be lost) and rounds 1e-400 to 0 without a word. We find such numbers before parsing and put a
// marker string in their place, so the error can name the argument and the line keeps its id.
#include "query_parse.hpp"

#include <cctype>
#include <charconv>
#include <climits>
#include <string>

namespace lab::query {
namespace {

// Marks start with a control character, which JSON text can only spell as \u0001.
constexpr std::string_view marker_prefix = "\x01number ";
constexpr std::string_view too_large = "is too large for a double";
constexpr std::string_view too_small = "is too small for a double (it would round to 0)";

bool number_char(char c) {
  return std::isdigit(static_cast<unsigned char>(c)) || c == '-' || c == '+' || c == '.' ||
         c == 'e' || c == 'E';
}

// The power of ten of the token's first significant digit: "1e999" → 999, "0.05e-400" → −402.
// Only its sign matters here, so huge exponents saturate.
long long decimal_order(std::string_view token) {
  const auto e = token.find_first_of("eE");
  const std::string_view mantissa = token.substr(0, e);
  long long exponent = 0;
  if (e != std::string_view::npos) {
    std::string_view digits = token.substr(e + 1);
    const bool negative = !digits.empty() && digits.front() == '-';
    if (!digits.empty() && (digits.front() == '-' || digits.front() == '+')) digits.remove_prefix(1);
    for (char c : digits) exponent = std::min(exponent * 10 + (c - '0'), LLONG_MAX / 20);
    if (negative) exponent = -exponent;
  }
  const auto point = mantissa.find('.');
  const std::string_view whole = mantissa.substr(0, point);
  const auto first = whole.find_first_of("123456789");
  if (first != std::string_view::npos) return exponent + static_cast<long long>(whole.size() - first) - 1;
  const std::string_view fraction =
      point == std::string_view::npos ? std::string_view{} : mantissa.substr(point + 1);
  const auto zeros = fraction.find_first_of("123456789");
  return exponent - static_cast<long long>(zeros) - 1;
}

// The reason a well-formed number token does not fit a double, or empty when it fits.
std::string_view range_problem(std::string_view token) {
  std::string_view digits = token;
  if (!digits.empty() && digits.front() == '-') digits.remove_prefix(1);
  double value = 0;
  const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
  if (error != std::errc::result_out_of_range || end != digits.data() + digits.size()) return {};
  return decimal_order(digits) > 0 ? too_large : too_small;
}

void append_escaped(std::string& out, std::string_view text) {
  for (char c : text) {
    if (c == '\x01') out += "\\u0001";
    else out += c;
  }
}

}  // namespace

Json parse_line(std::string_view line) {
  std::string text;
  text.reserve(line.size());
  int depth = 0;
  bool in_string = false;
  for (std::size_t i = 0; i < line.size(); ++i) {
    const char c = line[i];
    if (in_string) {
      text += c;
      if (c == '\\' && i + 1 < line.size()) text += line[++i];
      else if (c == '"') in_string = false;
      continue;
    }
    if (c == '"') in_string = true;
    if (c == '[' || c == '{') {
      if (++depth > max_nesting)
        throw Error("arrays and objects nest more than " + std::to_string(max_nesting) +
                    " deep in this line");
    }
    if (c == ']' || c == '}') --depth;
    if (c == '-' || std::isdigit(static_cast<unsigned char>(c))) {
      std::size_t end = i;
      while (end < line.size() && number_char(line[end])) ++end;
      const std::string_view token = line.substr(i, end - i);
      if (const auto problem = range_problem(token); !problem.empty()) {
        text += '"';
        append_escaped(text, marker_prefix);
        text += token;
        text += ' ';
        text += problem;
        text += '"';
      } else {
        text += token;
      }
      i = end - 1;
      continue;
    }
    text += c;
  }
  try {
    return Json::parse(text);
  } catch (const Json::exception& e) {
    // Drop nlohmann's "[json.exception.parse_error.101] " prefix; keep its explanation.
    std::string what = e.what();
    if (const auto bracket = what.find("] "); what.starts_with("[json.") && bracket != std::string::npos)
      what.erase(0, bracket + 2);
    throw Error("malformed JSON: " + what);
  }
}

std::optional<std::string> out_of_range_number(const Json& value) {
  if (!value.is_string()) return std::nullopt;
  const auto& text = value.get_ref<const std::string&>();
  if (!text.starts_with(marker_prefix)) return std::nullopt;
  return text.substr(marker_prefix.size());
}

bool holds_out_of_range_number(const Json& value) {
  if (out_of_range_number(value)) return true;
  if (!value.is_structured()) return false;
  for (const auto& item : value) {
    if (holds_out_of_range_number(item)) return true;
  }
  return false;
}

}  // namespace lab::query
