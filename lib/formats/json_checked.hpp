// Parsing JSON text that may be hostile, for state files and `query` lines. nlohmann's own
// parse() stops the program on a number too large for a double (an uncaught out_of_range),
// rounds 1e-400 to 0 without a word, reads a NUL byte as the end of the text, keeps only the
// last value of a key given twice, and recurses on deep nesting when the value is later printed. This reader is nlohmann's parser driven through
// a SAX handler that builds the value itself and refuses each of those, saying where:
// the path of the offending value ("shapes.P.points[0][0]") and what is wrong with it.
//
// Index of this file:
//   [SECTION] Problem: where and what
//   [SECTION] text: an excerpt, a NUL byte
//   [SECTION] numbers: underflow, inexact integers, exact decimals
//   [SECTION] Builder: the SAX handler that builds the value and refuses what is wrong
//   [SECTION] parse: and marked_text
#pragma once
#include <bit>
#include <charconv>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

namespace lab::json_checked {

// [SECTION] Problem: where and what
/// Why the text was refused: where (empty at the top level) and what.
struct Problem {
  std::string path;
  std::string what;
  bool well_formed = false;  ///< the text is JSON, refused for what it holds (a key given twice)
};

// [SECTION] text: an excerpt, a NUL byte
/// A short, printable excerpt of `text` for a message: at most `limit` characters, control
/// characters shown as \uXXXX, "…" when cut. Never the whole of a huge value.
inline std::string excerpt(std::string_view text, std::size_t limit = 40) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (out.size() >= limit && (c & 0xC0) != 0x80) return out + "…";  // cut between characters
    if (c < 0x20 || c == 0x7f) {
      static constexpr char hex[] = "0123456789abcdef";
      out += "\\u00";
      out += hex[c >> 4];
      out += hex[c & 15];
    } else {
      out += static_cast<char>(c);
    }
  }
  return out;
}

/// The first NUL byte's offset in `text`, if any: JSON text cannot hold one, and nlohmann
/// would silently stop reading there.
inline std::optional<std::size_t> nul_at(std::string_view text) {
  const auto at = text.find('\0');
  if (at == std::string_view::npos) return std::nullopt;
  return at;
}

// [SECTION] numbers: underflow, inexact integers, exact decimals
/// A number token that reads as 0 although a digit of it is not 0 (1e-400): it underflowed.
inline bool underflowed(double value, std::string_view token) {
  if (value != 0) return false;
  const auto e = token.find_first_of("eE");
  return token.substr(0, e).find_first_of("123456789") != std::string_view::npos;
}

/// An integer value a double would round (9007199254740993 → …992: more than 53 significant
/// bits): what to say about it; nothing for any other value.
template <class BasicJson>
std::optional<std::string> inexact_integer(const BasicJson& value) {
  if (!value.is_number_integer()) return std::nullopt;
  const std::uint64_t magnitude = value.is_number_unsigned() ? value.template get<std::uint64_t>()
                                  : value.template get<std::int64_t>() < 0
                                      ? 0 - static_cast<std::uint64_t>(value.template get<std::int64_t>())
                                      : static_cast<std::uint64_t>(value.template get<std::int64_t>());
  if (magnitude == 0 || std::bit_width(magnitude) - std::countr_zero(magnitude) <= 53) return std::nullopt;
  char rounded[32];  // an integral double in full, without an exponent
  std::snprintf(rounded, sizeof rounded, "%.0f", value.template get<double>());
  return value.dump() + " cannot be held exactly by a double (it would round to " + rounded + ")";
}

/// The kinds of marker the Builder leaves where a number cannot be read (binary subtypes).
inline constexpr std::uint8_t beyond_range = 1;  ///< 1e999, 1e-400: a marked null
inline constexpr std::uint8_t rounded = 2;       ///< an integer its double is not (9007199254740993.0)

/// A decimal number token as digits × 10^scale, digits without leading or trailing zeros
/// ("0012.50e1" → 125 × 10^0); empty digits for zero. The scale saturates far beyond a double.
struct Decimal {
  std::string digits;
  long long scale = 0;
};

inline Decimal decimal_of(std::string_view token) {
  Decimal d;
  long long exponent = 0;
  const auto e = token.find_first_of("eE");
  if (e != std::string_view::npos) {
    std::string_view x = token.substr(e + 1);
    const bool negative = !x.empty() && x.front() == '-';
    if (!x.empty() && (x.front() == '-' || x.front() == '+')) x.remove_prefix(1);
    for (char c : x) exponent = std::min(exponent * 10 + (c - '0'), 1000000000LL);
    if (negative) exponent = -exponent;
  }
  bool after_point = false;
  for (char c : token.substr(0, e)) {
    if (c == '.') after_point = true;
    if (c < '0' || c > '9') continue;
    if (after_point) --exponent;
    if (!d.digits.empty() || c != '0') d.digits += c;
  }
  while (!d.digits.empty() && d.digits.back() == '0') d.digits.pop_back(), ++exponent;
  d.scale = exponent;
  return d;
}

/// An integral double's exact digits, with its sign, without an exponent (glibc prints them exactly).
inline std::string whole_digits(double value) {
  char text[400];
  std::snprintf(text, sizeof text, "%.0f", value);
  return text;
}

/// A number token that names an integer the double `value` it reads as is not: what to say
/// about it. However it is written ("9007199254740993", "9007199254740993.0", "1e23",
/// "9.007199254740993e15"), a whole number must be its double exactly: 1e23 names
/// 100000000000000000000000, which no double is (the nearest is 99999999999999991611392), so it
/// is refused, where 1e22 is read. Nothing for a fraction (0.1, 1.5e-3: read as the nearest
/// double) or a value that fits. The app writes such doubles out in digits (write_exact).
inline std::optional<std::string> inexact_integer_token(std::string_view token, double value) {
  const Decimal d = decimal_of(token);
  if (d.digits.empty() || d.scale < 0) return std::nullopt;                            // zero, or not a whole number
  if (d.digits.size() + static_cast<std::size_t>(d.scale) <= 15) return std::nullopt;  // below 2^53: exact
  if (d.scale < 400 && whole_digits(std::abs(value)) == d.digits + std::string(static_cast<std::size_t>(d.scale), '0'))
    return std::nullopt;
  return excerpt(token) + " cannot be held exactly by a double (it would round to " + excerpt(whole_digits(value), 60) +
         ")";
}

/// JSON text that reads back as the same doubles through this reader: nlohmann writes a whole
/// double in its shortest form (99999999999999991611392 as 1e+23, which names another integer),
/// so each such number is written out in digits instead. Strings are left as they are.
inline std::string write_exact(std::string text) {
  std::string out;
  out.reserve(text.size());
  std::size_t i = 0;
  while (i < text.size()) {
    const char c = text[i];
    if (c == '"') {  // a string or a key, to its closing quote (escapes skipped whole)
      std::size_t end = i + 1;
      while (end < text.size() && text[end] != '"') end += text[end] == '\\' ? 2 : 1;
      end = std::min(end + 1, text.size());
      out.append(text, i, end - i);
      i = end;
      continue;
    }
    if (c != '-' && (c < '0' || c > '9')) {
      out += c;
      ++i;
      continue;
    }
    const std::size_t end = std::min(text.find_first_not_of("0123456789+-.eE", i), text.size());
    const std::string_view token = std::string_view(text).substr(i, end - i);
    const double value =
        std::strtod(std::string(token).c_str(), nullptr);  // no to/from_chars for doubles in the browser build
    if (inexact_integer_token(token, value))
      out += whole_digits(value);
    else
      out += token;
    i = end;
  }
  return out;
}

// [SECTION] Builder: the SAX handler that builds the value and refuses what is wrong
/// nlohmann's SAX interface, building a BasicJson value. Refuses nesting deeper than
/// `max_depth`, numbers beyond a double's range, and (if `marked_nulls` is given) turns the
/// nulls at those positions, counted from 0 in reading order, into binary values holding the
/// matching text of `marks`: the caller replaced an unreadable token by null and wants it back
/// as a value no JSON text can produce.
template <class BasicJson>
class Builder {
 public:
  using number_integer_t = typename BasicJson::number_integer_t;
  using number_unsigned_t = typename BasicJson::number_unsigned_t;
  using number_float_t = typename BasicJson::number_float_t;
  using string_t = typename BasicJson::string_t;
  using binary_t = typename BasicJson::binary_t;

  Builder(BasicJson& root, int max_depth, std::vector<std::pair<std::size_t, std::string>> marks = {},
          bool mark_inexact = false)
      : root_(root), max_depth_(max_depth), marks_(std::move(marks)), mark_inexact_(mark_inexact) {}

  std::optional<Problem> problem;

  bool null() {
    const std::size_t n = nulls_++;
    for (const auto& [at, text] : marks_) {
      if (at == n) { return add(marker(text, beyond_range)); }
    }
    return add(nullptr);
  }
  bool boolean(bool v) { return add(v); }
  bool number_integer(number_integer_t v) { return add(v); }
  bool number_unsigned(number_unsigned_t v) { return add(v); }
  bool number_float(number_float_t v, const string_t& token) {
    if (underflowed(static_cast<double>(v), token))
      return refuse(excerpt(token) + " is too small for a double (it would round to 0)");
    if (auto why = inexact_integer_token(token, static_cast<double>(v)))
      return mark_inexact_ ? add(marker(*why, rounded)) : refuse(std::move(*why));
    return add(v);
  }
  bool string(string_t& s) { return add(std::move(s)); }
  bool binary(binary_t& b) { return add(BasicJson::binary(std::move(b))); }
  bool start_object(std::size_t) { return open(BasicJson::object()); }
  bool end_object() { return close(); }
  bool start_array(std::size_t) { return open(BasicJson::array()); }
  bool end_array() { return close(); }
  bool key(string_t& k) {
    keys_.back() = k;
    // nlohmann would keep the last value given for a key; which one the writer meant is unknown.
    if (stack_.back()->contains(k)) {
      problem = Problem{path(), "this key is given twice in its object; give it once", true};
      return false;
    }
    return true;
  }

  bool parse_error(std::size_t, const std::string& token, const nlohmann::detail::exception& e) {
    if (e.id == 406) return refuse(excerpt(token) + " is too large for a double");
    // Keep nlohmann's explanation (line, column, what it expected), without its "[json.…] "
    // prefix, and cut: its "last read" may quote a whole huge token.
    std::string what = e.what();
    if (const auto bracket = what.find("] "); what.starts_with("[json.") && bracket != std::string::npos)
      what.erase(0, bracket + 2);
    problem = Problem{"", excerpt(what, 200)};
    return false;
  }

 private:
  // The path of the value about to be added: keys and indices from the top, cut after a few
  // steps (a message about deep nesting need not list every level).
  std::string path() const {
    constexpr std::size_t shown = 6;
    std::string out;
    // Appended piece by piece: GCC 12 -O3 misread "[" + std::to_string(n) as a 2^63-byte memcpy.
    for (std::size_t i = 0; i < stack_.size(); ++i) {
      if (i == shown) return out + "…";
      if (stack_[i]->is_object()) {
        if (!out.empty()) out += '.';
        out += excerpt(keys_[i]);
      } else {
        const std::size_t n = stack_[i]->size();
        out += '[';
        out += std::to_string(i + 1 == stack_.size() ? n : n - 1);
        out += ']';
      }
    }
    return out;
  }

  // A number the text held that a double cannot, with what to say about it.
  static BasicJson marker(const std::string& text, std::uint8_t kind) {
    return BasicJson::binary(typename binary_t::container_type(text.begin(), text.end()), kind);
  }

  bool refuse(std::string what) {
    problem = Problem{path(), std::move(what)};
    return false;
  }

  // Where the next value goes: the root, the end of the open array, or the open object's key.
  BasicJson* place(BasicJson&& value) {
    if (stack_.empty()) {
      root_ = std::move(value);
      return &root_;
    }
    BasicJson& parent = *stack_.back();
    if (parent.is_array()) {
      parent.push_back(std::move(value));
      return &parent.back();
    }
    BasicJson& slot = parent[keys_.back()];
    slot = std::move(value);
    return &slot;
  }

  bool add(BasicJson&& value) {
    place(std::move(value));
    return true;
  }

  bool open(BasicJson&& container) {
    if (static_cast<int>(stack_.size()) >= max_depth_)
      return refuse("arrays and objects nest more than " + std::to_string(max_depth_) + " deep");
    stack_.push_back(place(std::move(container)));
    keys_.emplace_back();
    return true;
  }

  bool close() {
    stack_.pop_back();
    keys_.pop_back();
    return true;
  }

  BasicJson& root_;
  int max_depth_;
  std::vector<std::pair<std::size_t, std::string>> marks_;
  bool mark_inexact_;
  std::size_t nulls_ = 0;
  std::vector<BasicJson*> stack_;
  std::vector<string_t> keys_;
};

// [SECTION] parse: and marked_text
/// Parse `text` into `out`; the problem when it is refused (then `out` is unspecified). A number
/// that names an integer its double is not (inexact_integer_token) is refused, or with
/// `mark_inexact` kept as a marker holding what to say, as `marks` are.
template <class BasicJson>
std::optional<Problem> parse(std::string_view text, BasicJson& out, int max_depth,
                             std::vector<std::pair<std::size_t, std::string>> marks = {}, bool mark_inexact = false) {
  if (const auto at = nul_at(text))
    return Problem{"", "byte " + std::to_string(*at + 1) + " is a NUL character, which JSON text cannot hold"};
  Builder<BasicJson> builder(out, max_depth, std::move(marks), mark_inexact);
  if (BasicJson::sax_parse(text, &builder)) return std::nullopt;
  if (builder.problem) return builder.problem;
  return Problem{"", "the text is not valid JSON"};
}

/// A binary value the Builder made (from a marked null, or a rounded integer): the text it holds,
/// when it is of the kind asked (either when none is).
template <class BasicJson>
std::optional<std::string> marked_text(const BasicJson& value, std::optional<std::uint8_t> kind = std::nullopt) {
  if (!value.is_binary() || !value.get_binary().has_subtype()) return std::nullopt;
  const auto subtype = value.get_binary().subtype();
  if (subtype != beyond_range && subtype != rounded) return std::nullopt;
  if (kind && subtype != *kind) return std::nullopt;
  const auto& bytes = value.get_binary();
  return std::string(bytes.begin(), bytes.end());
}

}  // namespace lab::json_checked
