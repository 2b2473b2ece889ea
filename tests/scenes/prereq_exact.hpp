// Test-only: reading a printed number ("−6.1e−16", "4.0000000004", "25 + ε", "1 − 2.2e−16") as an
// exact rational with the half unit of its last printed place, and checking it is an exact value
// correctly rounded. Independent of the code that printed it (no captions:: call).
#pragma once
#include "exact_numbers.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <utility>
#include <optional>
#include <string>

namespace prereq_exact {

// Exact rationals and integers (exact_numbers.hpp: GMP's on the desktop, Boost's in the browser).
using Rational = exact_numbers::Rational;
using Integer = exact_numbers::Integer;

/// A printed number: its value, half a unit of its last place, and the "+ ε" / "− ε" it may carry
/// (`hair`: +1, −1, or 0 for none). "ε" alone is 0 with hair +1.
struct Shown {
  Rational value, half;
  int hair = 0;
};

inline std::string ascii_minus(std::string text) {
  for (std::size_t at; (at = text.find("\u2212")) != std::string::npos;) text.replace(at, 3, "-");
  return text;
}

/// One plain decimal, fixed or scientific ("-2.5", "1.4e-17", "2.5e+09"); nothing if not one.
inline std::optional<Shown> plain(const std::string& text) {
  std::string t = text;
  int exponent = 0;
  if (const auto e = t.find('e'); e != std::string::npos) {
    try {
      exponent = std::stoi(t.substr(e + 1));
    } catch (...) { return std::nullopt; }
    t = t.substr(0, e);
  }
  const bool negative = !t.empty() && t[0] == '-';
  if (negative) t = t.substr(1);
  if (t.empty() || t.find_first_not_of("0123456789.") != std::string::npos) return std::nullopt;
  const auto dot = t.find('.');
  std::string digits = dot == std::string::npos ? t : t.substr(0, dot) + t.substr(dot + 1);
  if (digits.empty()) return std::nullopt;
  // Without leading zeros: cpp_int reads "053" as octal.
  digits.erase(0, std::min(digits.find_first_not_of('0'), digits.size() - 1));
  const int places = dot == std::string::npos ? 0 : static_cast<int>(t.size() - dot - 1);
  Rational unit = 1;
  for (int i = 0; i < places; ++i) unit /= 10;
  for (int i = 0; i < (exponent < 0 ? -exponent : exponent); ++i)
    unit = exponent > 0 ? Rational(unit * 10) : Rational(unit / 10);
  const Rational v = Rational(Integer(digits)) * unit;
  return Shown{negative ? Rational(-v) : v, unit / 2, 0};
}

/// A printed number in any of the forms the scenes print; nothing for anything else.
inline std::optional<Shown> parse(const std::string& shown) {
  const std::string text = ascii_minus(shown);
  if (text == "ε" || text == "-ε") return Shown{0, 0, text == "ε" ? 1 : -1};
  for (const char* sign : {" + ", " - "}) {
    const auto at = text.find(sign);
    if (at == std::string::npos) continue;
    auto head = plain(text.substr(0, at));
    const std::string tail = text.substr(at + 3);
    if (!head) return std::nullopt;
    if (tail == "ε") {
      head->hair = sign[1] == '+' ? 1 : -1;
      return head;
    }
    auto rest = plain(tail);  // "1 + 2.2e−16": 1 and a small amount
    if (!rest) return std::nullopt;
    return Shown{sign[1] == '+' ? Rational(head->value + rest->value) : Rational(head->value - rest->value), rest->half,
                 0};
  }
  return plain(text);
}

inline int sign(const Rational& v) { return v > 0 ? 1 : v < 0 ? -1 : 0; }

inline Rational magnitude(const Rational& v) { return v < 0 ? Rational(-v) : v; }

/// For messages: the rational to 17 digits.
inline std::string approx(const Rational& v) {
  char buffer[40];
  std::snprintf(buffer, sizeof buffer, "%.17g", v.convert_to<double>());
  return buffer;
}

/// A plain printed number in doubles: its value and half a unit of its last place (a quick first
/// look: both within a few units of their last bit).
inline std::optional<std::pair<double, double>> quick(const std::string& shown) {
  const std::string text = ascii_minus(shown);
  if (text.empty() || text.find_first_not_of("0123456789.-+e") != std::string::npos) return std::nullopt;
  char* end = nullptr;
  const double value = std::strtod(text.c_str(), &end);
  if (end != text.c_str() + text.size()) return std::nullopt;
  const auto e = text.find('e');
  const std::string mantissa = text.substr(0, e);
  const auto dot = mantissa.find('.');
  const int places = dot == std::string::npos ? 0 : static_cast<int>(mantissa.size() - dot - 1);
  const int exponent = e == std::string::npos ? 0 : std::atoi(text.c_str() + e + 1);
  return std::pair{value, 0.5 * std::pow(10.0, exponent - places)};
}

/// A double within one unit in the last place of `v` (GMP truncates: a quick look only).
inline double near_double(const Rational& v) { return v.convert_to<double>(); }

/// Whether `text` is `exact` correctly rounded at the places it shows: within half a unit of its
/// last place (a tie either way, and a hair more where the exact value lies within 1e−12 relative
/// of a tie, where the value the scene rounded may be a rounding away from it). A "+ ε" or "− ε"
/// says the exact value is a hair above or below the number shown: that sign must hold too.
inline std::string untrue(const std::string& text, const Rational& exact) {
  // Clearly within half a unit even allowing for the doubles' own rounding (far below 1e−13 of
  // the numbers): true without exact arithmetic. Anything nearer the edge is worked exactly.
  if (const auto q = quick(text)) {
    const double x = near_double(exact);
    if (std::fabs(x - q->first) + 1e-13 * (std::fabs(x) + std::fabs(q->first)) < q->second) return "";
  }
  const auto shown = parse(text);
  if (!shown) return "not a number: " + text;
  const Rational off = exact - shown->value;
  // "b + ε": the number is the other one of a compared pair, and this one a hair more (the
  // order is the caller's to check); "ε" alone claims only its sign.
  if (shown->hair != 0 && shown->half == 0)
    return sign(exact) == shown->hair ? "" : "the sign of " + text + " is wrong";
  if (magnitude(off) <= shown->half) return "";
  if (magnitude(magnitude(off) - shown->half) <= magnitude(exact) / 1000000000000) return "";
  return text + " is not the exact " + approx(exact) + " rounded";
}

/// The same for a length printed from its square: `text` is √square correctly rounded.
inline std::string untrue_root(const std::string& text, const Rational& square) {
  if (const auto q = quick(text)) {  // clearly within, as in untrue
    const double x = std::sqrt(near_double(square));
    if (std::fabs(x - q->first) + 1e-13 * (std::fabs(x) + std::fabs(q->first)) < q->second) return "";
  }
  const auto shown = parse(text);
  if (!shown || shown->hair != 0) return shown ? "" : "not a number: " + text;
  const Rational lo = shown->value - shown->half, hi = shown->value + shown->half;
  const Rational slack = square / 1000000000000;
  if ((lo <= 0 || lo * lo <= square + slack) && square <= hi * hi + slack) return "";
  return text + " is not the root of " + approx(square) + " rounded";
}

}  // namespace prereq_exact
