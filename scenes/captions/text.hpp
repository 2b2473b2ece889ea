// The caption module's text helpers: how every number and count is written, in the figures, the
// panels and `query` alike. UI-free (no ImGui, no canvas): `query` links it without the scenes.
#pragma once
#include <string>
#include <string_view>
#include <utility>

#include "collide/shapes.hpp"

namespace lab::captions {

/// A number as a reader writes it: at most `decimals` decimals, trailing zeros dropped, a real
/// minus sign "−" (U+2212), never "−0"; "0" only for 0, a smaller number in two significant digits.
/// 1.25 → "1.25", 3.0 → "3", −0.004 → "−4e−3", 2e−40 → "2e−40", 2.5e9 → "2.5e+09".
std::string format_number(double value, int decimals = 2);

/// A rounded value printed so it never contradicts its exact sign (from the core's predicates):
/// sign 0 → "0" even if rounding left a residue; a tiny non-zero value reads as format_number
/// writes it ("1.2e−17"), so "> 0" never follows a "0";
/// a rounded value of 0 or of the wrong sign reads "ε" or "−ε" (tiny, of the exact sign).
std::string format_signed(double value, int sign, int decimals = 2);

/// A depth, gap or length the trace measured (≥ 0): "0" only when it is 0, so a sliver of an
/// overlap never reads as "overlap 0" ("5e−4" instead, as format_signed writes it).
std::string depth_text(double amount);

/// Two numbers a verdict compares (`comparison`: the exact sign of a − b from the core), printed
/// so that the comparison reads true as printed: 2 … 9 decimals, or scientific notation with as
/// many significant digits as it takes when the numbers are tiny, huge or very close
/// ("8e−100 > 1e−100", "1.0000000002e+80 > 1e+80"); a non-zero number never prints as "0".
/// Only when the rounded numbers themselves are equal or in the wrong order (the exact sign
/// decided otherwise) does the first get " + ε" or " − ε": slightly more or less than printed.
std::pair<std::string, std::string> format_compared(double a, double b, int comparison);

/// An end of a shadow as a table prints it: rounded to hundredths first ("2.5", "−3"), or to
/// `decimals` places, so a length printed beside two ends (stretch_text) is their difference as
/// printed.
std::string end_text(double x, int decimals = 2);

/// The length from `lo` to `hi` as the difference of their printed ends (end_text): "1.6";
/// "< 0.01" (less than one unit of the last place) when the printed ends are equal but lo ≠ hi;
/// "0" when lo = hi.
std::string stretch_text(double lo, double hi, int decimals = 2);

/// The places a row of shadows of about `span` long is printed to: 2 from a tenth up, one more
/// for each tenth less (a shadow 0.005 long: 4 places, "0.0036…0.0051"), at most 9.
int decimals_for(double span);

/// "8e−100", "1.25e+9", "−3e−40": `significant` digits at most, trailing zeros dropped, real minus
/// signs, the exponent without leading zeros.
std::string format_scientific(double value, int significant);

/// "(1.5, −2)" with format_number on each coordinate.
std::string format_point(collide::Vec2 p, int decimals = 2);

/// "+" for a positive sign, "−" (U+2212) for a negative one, "0" for zero. Takes the sign the
/// core computed (e.g. side_sign), never a rounded value, so the glyph agrees with the verdict.
std::string_view sign_glyph(int sign);

/// The comparison a sign stands for, for captions: "> 0", "< 0", "= 0".
std::string_view sign_comparison(int sign);

/// "₀" … "₉" digits for names such as P₁, C₂ (any non-negative integer).
std::string subscript(int n);

/// "→ collide" or "→ apart": a verdict's last words.
std::string_view verdict_words(bool collide);

/// "1 vertex", "3 vertices": the count and the word that goes with it.
std::string count_of(long long n, std::string_view singular, std::string_view plural);

}  // namespace lab::captions
