// JSON numbers beyond a double's range: nlohmann rejects 1e999 for the whole line (the id would
// be lost) and rounds 1e-400 to 0 without a word. We find such numbers before parsing and put
// null in their place; the checked reader (json_checked.hpp) turns exactly those nulls, by their
// position, into binary markers, a value no JSON text can spell, so a user's string can never be
// mistaken for one. The error can then name the argument, and the line keeps its id.
#include "query_parse.hpp"

#include <cctype>
#include <climits>
#include <cmath>
#include <cstdlib>
#include <string>
#include <utility>
#include <vector>

#include "formats/json_checked.hpp"

namespace lab::query {
namespace {

constexpr std::string_view too_large = "is too large for a double";
constexpr std::string_view too_small = "is too small for a double (it would round to 0)";

bool number_char(char c) {
  return std::isdigit(static_cast<unsigned char>(c)) || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E';
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
  const std::string_view fraction = point == std::string_view::npos ? std::string_view{} : mantissa.substr(point + 1);
  const auto zeros = fraction.find_first_of("123456789");
  return exponent - static_cast<long long>(zeros) - 1;
}

// The reason a well-formed number token does not fit a double, or empty when it fits.
std::string_view range_problem(std::string_view token) {
  std::string_view digits = token;
  if (!digits.empty() && digits.front() == '-') digits.remove_prefix(1);
  // Out of range as std::from_chars says it: infinite, or zero from digits that are not all zero.
  // Read by strtod, since the browser build's C++ library has no from_chars for a double.
  const std::string text(digits);
  char* end = nullptr;
  const double value = std::strtod(text.c_str(), &end);
  const std::string_view mantissa = digits.substr(0, digits.find_first_of("eE"));
  const bool out_of_range = std::isinf(value) ||
                            (value == 0 && mantissa.find_first_of("123456789") != std::string_view::npos);
  if (!out_of_range || end != text.c_str() + text.size()) return {};
  return decimal_order(digits) > 0 ? too_large : too_small;
}

// The JSON grammar of a number: -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?. Only such a
// token may be marked; anything else (--1e999, 01e999) is left for the parser to call malformed.
bool json_number(std::string_view t) {
  std::size_t i = 0;
  auto digits = [&] {
    const std::size_t from = i;
    while (i < t.size() && std::isdigit(static_cast<unsigned char>(t[i]))) ++i;
    return i > from;
  };
  if (i < t.size() && t[i] == '-') ++i;
  if (i < t.size() && t[i] == '0')
    ++i;
  else if (!digits())
    return false;
  if (i < t.size() && t[i] == '.' && (++i, !digits())) return false;
  if (i < t.size() && (t[i] == 'e' || t[i] == 'E')) {
    ++i;
    if (i < t.size() && (t[i] == '+' || t[i] == '-')) ++i;
    if (!digits()) return false;
  }
  return i == t.size();
}

// A number token a double cannot hold: where it is in the line, and the null it becomes.
struct Unreadable {
  std::size_t at, size;
  std::pair<std::size_t, std::string> mark;  // which null (counted from 0), and what to say
};

// The line's numbers that do not fit a double, checking the nesting depth on the way.
std::vector<Unreadable> unreadable_numbers(std::string_view line) {
  int depth = 0;
  bool in_string = false;
  std::size_t nulls = 0;  // null literals so far, the replaced numbers among them
  std::vector<Unreadable> found;
  for (std::size_t i = 0; i < line.size(); ++i) {
    const char c = line[i];
    if (in_string) {
      if (c == '\\')
        ++i;
      else if (c == '"')
        in_string = false;
      continue;
    }
    if (c == '"') in_string = true;
    if ((c == '[' || c == '{') && ++depth > max_nesting)
      throw WellFormed("arrays and objects nest more than " + std::to_string(max_nesting) + " deep in this line");
    if (c == ']' || c == '}') --depth;
    if (line.substr(i).starts_with("null")) ++nulls;
    if (c != '-' && !std::isdigit(static_cast<unsigned char>(c))) continue;
    std::size_t end = i;
    while (end < line.size() && number_char(line[end])) ++end;
    const std::string_view token = line.substr(i, end - i);
    // Without an exponent, 300 characters cannot reach 1e308 nor come below 1e-300: no need to read it.
    const bool may_not_fit = token.find_first_of("eE") != std::string_view::npos || token.size() > 300;
    const auto problem = may_not_fit && json_number(token) ? range_problem(token) : std::string_view{};
    if (!problem.empty())
      found.push_back({i, token.size(), {nulls++, std::string(token) + " " + std::string(problem)}});
    i = end - 1;
  }
  return found;
}

}  // namespace

Json parse_line(std::string_view line) {
  if (const auto at = json_checked::nul_at(line))
    throw Error("malformed JSON: byte " + std::to_string(*at + 1) + " is a NUL character, which JSON text cannot hold");
  const std::vector<Unreadable> unreadable = unreadable_numbers(line);
  // The parser sees null in place of each; the Builder turns those nulls back into markers.
  std::string text;
  std::vector<std::pair<std::size_t, std::string>> marks;
  std::size_t copied = 0;
  for (const Unreadable& u : unreadable) {
    text.append(line.substr(copied, u.at - copied)).append("null");
    copied = u.at + u.size;
    marks.push_back(u.mark);
  }
  if (!unreadable.empty()) text.append(line.substr(copied));
  Json out;
  if (auto problem = json_checked::parse(unreadable.empty() ? line : std::string_view(text), out, max_nesting,
                                         std::move(marks), true)) {
    if (problem->path.empty()) throw Error("malformed JSON: " + problem->what);
    if (problem->well_formed) throw WellFormed(problem->path + ": " + problem->what);
    throw Error(problem->path + ": " + problem->what);
  }
  return out;
}

namespace {

// Scans JSON text from `at`, never recursing: past whitespace, a string, or one whole value.
struct Scanner {
  std::string_view text;
  std::size_t at = 0;

  void space() {
    while (at < text.size() && (text[at] == ' ' || text[at] == '\t' || text[at] == '\r' || text[at] == '\n')) ++at;
  }
  bool string() {
    if (at >= text.size() || text[at] != '"') return false;
    for (++at; at < text.size(); ++at) {
      if (text[at] == '\\')
        ++at;
      else if (text[at] == '"')
        return ++at, true;
    }
    return false;
  }
  bool value() {
    if (at < text.size() && text[at] == '"') return string();
    int depth = 0;
    while (at < text.size()) {
      const char c = text[at];
      if (c == '"') {
        if (!string()) return false;
        continue;
      }
      if (c == '[' || c == '{') ++depth;
      if (c == ']' || c == '}') {
        if (depth == 0) return true;  // the end of the object holding this scalar
        if (--depth == 0) return ++at, true;
      }
      if (depth == 0 && (c == ',' || c == ' ' || c == '\t' || c == '\r')) return true;
      ++at;
    }
    return depth == 0;
  }
};

}  // namespace

std::optional<std::string> id_text(std::string_view line) {
  Scanner s{line};
  s.space();
  if (s.at >= line.size() || line[s.at] != '{') return std::nullopt;
  ++s.at;
  std::optional<std::string_view> found;
  for (;;) {
    s.space();
    const std::size_t key_from = s.at;
    if (!s.string()) break;
    const std::string_view key = line.substr(key_from, s.at - key_from);
    s.space();
    if (s.at >= line.size() || line[s.at] != ':') break;
    ++s.at;
    s.space();
    const std::size_t value_from = s.at;
    if (!s.value()) break;
    Json name;
    if (!json_checked::parse(key, name, 1) && name == "id") {
      if (found) return std::nullopt;  // two ids: the line is refused, and names neither
      found = line.substr(value_from, s.at - value_from);
    }
    s.space();
    if (s.at >= line.size() || line[s.at] != ',') break;
    ++s.at;
  }
  Json id;
  if (!found || json_checked::parse(*found, id, max_nesting, {}, true)) return std::nullopt;
  return std::string(*found);
}

std::optional<std::string> out_of_range_number(const Json& value) {
  if (auto text = json_checked::marked_text(value)) return text;
  return json_checked::inexact_integer(value);
}

bool holds_out_of_range_number(const Json& value) {
  if (json_checked::marked_text(value, json_checked::beyond_range)) return true;
  if (!value.is_structured()) return false;
  for (const auto& item : value) {
    if (holds_out_of_range_number(item)) return true;
  }
  return false;
}

}  // namespace lab::query
