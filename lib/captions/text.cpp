// Numbers and small words shared by every caption, panel and `query` answer: one format, so a
// number printed in the figure, the panel and `query` is the same text.
//
// Index of this file:
//   [SECTION] plain numbers: format_scientific, format_number; a value in units of its last place
//   [SECTION] the true value correctly rounded: true_number, true_places, places_apart, told_apart, true_point
//   [SECTION] a row's ends and amount: end_text, row_places, row_amount, depth_text
//   [SECTION] signs and comparisons: format_signed, format_compared
//   [SECTION] points, signs, subscripts, counts: format_point, sign_glyph, ascii_minus, subscript, verdict_words, count_number, count_of
#include "captions/text.hpp"
#include "captions/joined.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace lab::captions {

// [SECTION] plain numbers: format_scientific, format_number; a value in units of its last place
// "8e−100", "1.0000000002e+80": `significant` digits at most, trailing zeros dropped.
std::string format_scientific(double value, int significant) {
  char buffer[48];
  std::snprintf(buffer, sizeof buffer, "%.*e", significant - 1, value);
  std::string text = buffer;
  const auto e = text.find('e');
  std::string mantissa = text.substr(0, e), exponent = text.substr(e + 1);  // "-100" or "+80"
  if (mantissa.find('.') != std::string::npos) {
    while (mantissa.back() == '0') mantissa.pop_back();
    if (mantissa.back() == '.') mantissa.pop_back();
  }
  const char sign = exponent.front();
  exponent.erase(0, 1);
  while (exponent.size() > 1 && exponent.front() == '0') exponent.erase(0, 1);
  if (mantissa.front() == '-') mantissa = "−" + mantissa.substr(1);
  return mantissa + "e" + (sign == '-' ? "−" : "+") + exponent;
}

namespace {

// "2.50e+09" as "2.5e+09", but "2.00e+12" stays for 1999997000000: a mantissa without its end
// zeros reads as the value itself, so they go only when the value is that number (to within the
// 1e−12 relative its computation may have left).
std::string without_zeros_unless_rounded(std::string text, double value) {
  if (std::fabs(std::strtod(text.c_str(), nullptr) - value) <= 1e-12 * std::fabs(value)) {
    const auto e = text.find('e');
    std::string mantissa = text.substr(0, e);
    while (mantissa.back() == '0') mantissa.pop_back();
    if (mantissa.back() == '.') mantissa.pop_back();
    text = mantissa + text.substr(e);
  }
  if (text.front() == '-') text = "−" + text.substr(1);
  return text;
}

}  // namespace

std::string format_number(double value, int decimals) {
  if (std::isnan(value)) return "NaN";
  if (std::isinf(value)) return value > 0 ? "∞" : "−∞";
  if (decimals < 0) decimals = 0;
  if (decimals > 9) decimals = 9;
  char buffer[64];
  // Very large or very small magnitudes would print as long digit strings; keep them short.
  const bool scientific = std::fabs(value) >= 1e7;
  std::snprintf(buffer, sizeof buffer, scientific ? "%.*e" : "%.*f", scientific ? 2 : decimals, value);
  std::string text = buffer;
  if (scientific) return without_zeros_unless_rounded(text, value);
  if (text.find('.') != std::string::npos) {
    while (text.back() == '0') text.pop_back();
    if (text.back() == '.') text.pop_back();
  }
  // A value that is not 0 never reads "0": at tiny scales (shapes 1e−40 across) every number
  // would. It gets its magnitude instead.
  if (text == "0" || text == "-0") return value == 0 ? "0" : format_scientific(value, 2);
  if (text.front() == '-') text = "−" + text.substr(1);
  return text;
}

namespace {

// A value in units of 10^−decimals (hundredths by default), so the printed ends and their
// difference agree exactly.
bool in_units(double x, int decimals, long long& out) {
  const double scale = std::pow(10.0, decimals);
  if (!std::isfinite(x) || std::fabs(x) * scale > 1e15) return false;
  out = std::llround(x * scale);
  return true;
}

}  // namespace

// [SECTION] the true value correctly rounded: true_number, true_places, places_apart, told_apart, true_point
namespace {

// Whether `value` is a number with `places` decimals, to within the rounding its computation
// left (1e−12 relative), and by no more than `most_off` (far inside the last place printed): a
// shadow end of 3035786.5537604 printed to 7 places is not 3035786.55376, though 1e−12 of it is 3e−6.
template <class Real>
bool true_at_places(Real value, int places, Real most_off = Real(HUGE_VAL)) {
  const Real scale = std::pow(Real(10), places), rounded = std::round(value * scale) / scale;
  return std::fabs(rounded - value) <= std::min(Real(1e-12) * std::fabs(value), most_off);
}

// true_number's text, from a long double (a compared pair's squares carry more than a double's
// digits) and at up to 14 places.
std::string true_text(long double value, int places) {
  if (!std::isfinite(value) || std::fabs(value) >= 1e7L) return format_number(static_cast<double>(value), places);
  int shown = places;  // fewer places only when the ones dropped are zeros of the value itself
  while (shown > 0 && true_at_places(value, shown - 1, 1e-4L * std::pow(10.0L, -places))) --shown;
  char buffer[96];
  std::snprintf(buffer, sizeof buffer, "%.*Lf", shown, value);
  std::string text = buffer;
  if (text.find_first_not_of("-0.") == std::string::npos)  // it rounds to zero
    return value == 0 ? "0" : format_number(static_cast<double>(value), places);
  if (text.front() == '-') text = "−" + text.substr(1);
  return text;
}

}  // namespace

std::string true_number(double value, int places) { return true_text(value, std::clamp(places, 0, 14)); }

int true_places(double value, int most) {
  int places = 0;
  while (places < most && !true_at_places(value, places)) ++places;
  return places;
}

int places_apart(const std::vector<double>& values, int least, int most) {
  std::vector<double> sorted = values;
  std::sort(sorted.begin(), sorted.end());
  sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
  for (int places = least; places < most; ++places) {
    // Apart when no two neighbours round to the same number ("−2" and "−2.00" are one number).
    const double scale = std::pow(10.0, places);
    bool apart = true;
    for (std::size_t i = 1; i < sorted.size() && apart; ++i)
      apart = std::round(sorted[i] * scale) != std::round(sorted[i - 1] * scale);
    if (apart) return places;
  }
  return most;
}

namespace {

// The most places a pair of values from a trace can be printed to and still be their exact values'
// rounding: 14 significant digits (a double carries 15.9, and a traced square is a few roundings
// away from the exact one).
int most_places(long double a, long double b) {
  const long double larger = std::max(std::fabs(a), std::fabs(b));
  const int whole = larger >= 1 ? static_cast<int>(std::floor(std::log10(larger))) + 1 : 0;
  return 14 - whole;
}

// Within the range fixed places print: 0, or from 10⁻⁴ up to 10⁷.
bool fits_places(long double x) { return x == 0 || (std::fabs(x) >= 1e-4L && std::fabs(x) < 1e7L); }

// A printed number without the zeros that end its decimals: "2.00" and "2" are one number.
std::string without_end_zeros(std::string text) {
  if (text.find('.') == std::string::npos) return text;
  while (text.back() == '0') text.pop_back();
  if (text.back() == '.') text.pop_back();
  return text;
}

}  // namespace

int places_to_tell(long double a, long double b, int comparison) {
  if (!fits_places(a) || !fits_places(b)) return -1;
  // Rounding keeps the order, so the printed pair can show the exact one only when the values
  // themselves are in it (a rounded value a hair off: format_compared's "+ ε").
  if ((a > b ? 1 : a < b ? -1 : 0) != comparison) return -1;
  for (int places = 2; places <= most_places(a, b); ++places) {
    const std::string l = true_text(a, places), r = true_text(b, places);
    // A non-zero number that rounds to 0 here reads in scientific form: more places.
    if (l.find('e') != std::string::npos || r.find('e') != std::string::npos) continue;
    const bool same = without_end_zeros(l) == without_end_zeros(r);
    if (comparison == 0 ? same : !same) return places;
  }
  return -1;
}

std::pair<std::string, std::string> told_apart(long double a, long double b, int comparison) {
  if (comparison == 0) a = b;  // exactly equal: whatever rounding left in a, the truth is b twice
  const int places = places_to_tell(a, b, comparison);
  if (places >= 0) return {true_text(a, places), true_text(b, places)};
  if (!fits_places(a) || !fits_places(b) || most_places(a, b) < 2)
    return format_compared(static_cast<double>(a), static_cast<double>(b), comparison);
  // Closer than 14 digits can show: b as far as it is known, a as a hair more or less than it.
  const std::string shown = true_text(b, most_places(a, b));
  return {shown + (comparison > 0 ? " + ε" : " − ε"), shown};
}

std::string true_point(collide::Vec2 p, int places) {
  return joined({"(", true_number(p.x, places), ", ", true_number(p.y, places), ")"});
}

// [SECTION] a row's ends and amount: end_text, row_places, row_amount, depth_text
std::string end_text(double x, int decimals, double error) {
  long long units = 0;
  // A tiny end (below the row's last place, but not 0) in two significant digits of its own:
  // "−0.0012", or past six places "−1.2e−9". A "−0.00" would be true at the row's places but
  // reads as a signed zero (a 10⁶ square's table in units of 10³ printed "−0.00" for −1). The
  // row's ends still subtract to its amount at the row's places: this one counts as 0 there.
  // An end no larger than its computation's error (an exact 0 computed as −8e−16) has no digits
  // or sign to vouch for: "0.00", true at the row's places whatever its sign.
  if (x != 0 && in_units(x, decimals, units) && units == 0) {
    if (std::fabs(x) <= 1e3 * error)
      return "0." + std::string(static_cast<std::size_t>(std::clamp(decimals, 1, 9)), '0');
    int places = decimals;
    while (places < 6 && in_units(x, places + 1, units) && units == 0) ++places;
    return places < 6 ? true_number(x, places + 2) : format_scientific(x, 2);
  }
  return true_number(x, decimals);
}

namespace {

// x at `decimals` places lies within `tol` of a tie (half a unit of the last place): the double may
// round one way where the exact value it stands for rounds the other.
bool near_tie(double x, int decimals, double tol) {
  const double scale = std::pow(10.0, decimals);
  const double units = std::fabs(x) * scale;
  return std::fabs(units - std::floor(units) - 0.5) <= tol * scale;
}

}  // namespace

RowPlaces row_places(std::span<const double> ends, double lo, double hi, double span, double scale) {
  const double amount = hi - lo;
  // The ends come from dot products of the coordinates: their rounding error is a few units in
  // the last place of the coordinates' size; a wide margin over that.
  const double tol = 1e-13 * std::max({scale, std::fabs(lo), std::fabs(hi)});
  // 0: the row holds at d places; 1: not; −1: d places overflow.
  const auto holds = [&](int d) {
    long long l = 0, h = 0, a = 0;
    if (!in_units(lo, d, l) || !in_units(hi, d, h) || !in_units(amount, d, a)) return -1;
    bool clear = !near_tie(amount, d, tol);
    for (double end : ends) clear = clear && !near_tie(end, d, tol);
    return clear && h - l == a && (a != 0 || amount == 0) ? 0 : 1;
  };
  const int first = decimals_for(span);
  for (int d = first; d <= 9; ++d)
    if (const int h = holds(d); h <= 0) return {d, h < 0, tol};
  // Ends known only to a few places (a square 10⁶ across beside a pentagon, on the pentagon's
  // short edge's axis): fewer places, down to whole numbers, rather than "≈" at nine.
  for (int d = first - 1; d >= 0; --d)
    if (holds(d) == 0) return {d, false, tol};
  // None: "≈" at as many places as the doubles vouch for (a tenth of the last place), from the
  // span's up to nine: not nine places of digits that are rounding.
  int vouched = first;
  while (vouched < 9 && tol * std::pow(10.0, vouched + 1) <= 0.05) ++vouched;
  return {vouched, true, tol};
}

std::string row_amount(double lo, double hi, RowPlaces places) {
  const double amount = hi - lo;
  if (amount == 0) return "0";
  long long units = 0;
  // Below the last place the ends can show: its own two digits when the ends are known far more
  // closely than that, else the bound (the double may be off by more than the amount itself).
  if (in_units(amount, places.decimals, units) && units == 0)
    return amount > 1e3 * places.error ? format_scientific(amount, 2)
                                       : "< " + format_scientific(std::pow(10.0, -places.decimals), 1);
  return (places.approximate ? "≈" : "") + true_number(amount, places.decimals);
}

int decimals_for(double span) {
  if (!(span > 0) || !std::isfinite(span)) return 2;
  return std::clamp(2 - static_cast<int>(std::floor(std::log10(span))) - 1, 2, 9);
}

std::string depth_text(double amount) { return format_signed(amount, amount > 0 ? 1 : amount < 0 ? -1 : 0); }

// [SECTION] signs and comparisons: format_signed, format_compared
std::string format_signed(double value, int sign, int decimals) {
  if (sign == 0) return "0";
  // The rounded value lost the sign (it is 0 or has the wrong one): all we know is "tiny".
  if (value == 0 || (value > 0) != (sign > 0)) return sign > 0 ? "ε" : "−ε";
  return format_number(value, decimals);  // tiny: its magnitude, never "0"
}

namespace {

// Printed numbers that read as the exact comparison says: neither non-zero one reads "0", and
// they differ exactly when the comparison is not 0 (rounding is monotone, so the order holds).
bool reads_true(double a, double b, int comparison, const std::string& l, const std::string& r) {
  if ((a != 0 && l == "0") || (b != 0 && r == "0")) return false;
  // One number in two spellings ("4.00e+80" and "4e+80") reads as equal.
  const auto read = [](std::string_view text) { return std::strtod(ascii_minus(text).c_str(), nullptr); };
  const bool same = l == r || read(l) == read(r);
  return comparison == 0 ? same : !same;
}

}  // namespace

std::pair<std::string, std::string> format_compared(double a, double b, int comparison) {
  const int rounded = a < b ? -1 : a > b ? 1 : 0;
  // Exactly equal: whatever rounding left in a, the truth is b twice.
  if (comparison == 0 && a != b) return format_compared(b, b, 0);
  if (rounded != comparison) {
    // The rounded numbers cannot show what the exact sign says: print b, and a as a hair off it.
    std::pair<std::string, std::string> texts = format_compared(b, b, 0);
    texts.first += comparison > 0 ? " + ε" : " − ε";
    return texts;
  }
  for (int decimals = 2; decimals <= 9; ++decimals) {
    std::pair texts{format_number(a, decimals), format_number(b, decimals)};
    if (reads_true(a, b, comparison, texts.first, texts.second)) return texts;
  }
  for (int digits = 2;; ++digits) {
    std::pair texts{a == 0 ? std::string("0") : format_scientific(a, digits),
                    b == 0 ? std::string("0") : format_scientific(b, digits)};
    if (digits == 17 || reads_true(a, b, comparison, texts.first, texts.second)) return texts;
  }
}

// [SECTION] points, signs, subscripts, counts: format_point, sign_glyph, ascii_minus, subscript, verdict_words, count_number, count_of
std::string format_point(collide::Vec2 p, int decimals) {
  return joined({"(", format_number(p.x, decimals), ", ", format_number(p.y, decimals), ")"});
}

std::string_view sign_glyph(int sign) { return sign > 0 ? "+" : sign < 0 ? "−" : "0"; }

std::string ascii_minus(std::string_view text) {
  // Copied part by part: GCC 12 -O3 misread an inlined text.replace(at, 3, "-") as a 2^63-byte memcpy.
  constexpr std::string_view minus = "\u2212";
  std::string out;
  for (std::size_t at; (at = text.find(minus)) != std::string_view::npos; text.remove_prefix(at + minus.size()))
    out.append(text.substr(0, at)).append("-");
  return out.append(text);
}

std::string_view sign_comparison(int sign) { return sign > 0 ? "> 0" : sign < 0 ? "< 0" : "= 0"; }

std::string subscript(int n) {
  static constexpr std::array<std::string_view, 10> digits{"₀", "₁", "₂", "₃", "₄", "₅", "₆", "₇", "₈", "₉"};
  if (n < 0) return "₋" + subscript(-n);
  std::string out;
  const std::string decimal = std::to_string(n);
  for (char d : decimal) out += digits[static_cast<std::size_t>(d - '0')];
  return out;
}

std::string_view verdict_words(bool collide) { return collide ? "→ collide" : "→ apart"; }

std::string count_number(long long n) {
  const std::string digits = std::to_string(n);
  if (n < 0) return digits;  // no count is below zero
  std::string out;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    // Four digits stay together: "2000 edges" reads at a glance, "4000000" does not.
    if (i > 0 && digits.size() > 4 && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return out;
}

std::string count_of(long long n, std::string_view singular, std::string_view plural) {
  return count_number(n) + " " + std::string(n == 1 ? singular : plural);
}

}  // namespace lab::captions
