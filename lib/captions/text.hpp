// The caption module's text helpers: how every number and count is written, in the figures, the
// panels and `query` alike. UI-free (no ImGui, no canvas): `query` links it without the scenes.
#pragma once
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "collide/shapes.hpp"

namespace lab::captions {

/// A number as a reader writes it: at most `decimals` decimals, trailing zeros dropped, a real
/// minus sign "−" (U+2212), never "−0"; "0" only for 0, a smaller number in two significant digits.
/// 1.25 → "1.25", 3.0 → "3", −0.004 → "−4e−3", 2e−40 → "2e−40", 2.5e9 → "2.5e+09"; from 10⁷ up, three
/// significant digits whose end zeros are dropped only when the value is that number (1999997000000
/// → "2.00e+12", not "2e+12").
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

/// An end of a shadow as a table prints it: true_number at `decimals` places ("2.5", "−3.00" for
/// −2.9996); an end below the last place but not 0 in two significant digits of its own, never a
/// signed zero ("−0.0012" at 2 places, "4e−6"); a row's places come from row_places. An end
/// within 1000 times `error` (how far the computed end may be from the exact one) of 0 reads
/// "0.00": its digits and its sign are the computation's rounding, not the value's.
std::string end_text(double x, int decimals = 2, double error = 0);

/// The places a row of shadows of about `span` long is printed to: 2 from a tenth up, one more
/// for each tenth less (a shadow 0.005 long: 4 places, "0.0036…0.0051"), at most 9.
int decimals_for(double span);

/// The places a row prints its shadows' ends and the amount between two of them to, so that each
/// number is its value correctly rounded and the amount reads as the difference of the printed ends.
/// `approximate`: no number of places up to 9 does both (the amount is then marked "≈").
struct RowPlaces {
  int decimals = 2;
  bool approximate = false;
  double error = 0;  ///< how far the computed ends may be from the exact ones (a bound with margin)
};

/// From decimals_for(span) places up, the first at which: no end and not the amount hi − lo lies
/// within rounding error of a tie (`scale`: the size of the coordinates the ends were computed
/// from, so an end that is 3.255 in exact arithmetic is not printed from a double just below it);
/// a non-zero amount does not round to 0; and the printed ends subtract to the printed amount.
/// A printed gap of 3.25 beside ends that subtract to 3.25, for a true gap of 3.2571, is exactly
/// what this rules out: that row prints 3.257.
/// When no places from there up to 9 hold (ends known to a few places only: coordinates of 10⁶
/// on a short edge's axis), the most places below it that do, down to whole numbers; when none
/// does, `approximate`, at as many places from decimals_for(span) up to 9 as the rounding error
/// leaves digits for.
RowPlaces row_places(std::span<const double> ends, double lo, double hi, double span, double scale);

/// The amount hi − lo (≥ 0) at the row's places: "3.257", "0"; "≈3.26" when the row is
/// approximate. An amount below the last place: in two significant digits ("3e−12") when the
/// computed ends are that exact, else only what is certain: "< 1e−9".
std::string row_amount(double lo, double hi, RowPlaces places);

/// `value` at `places` decimals (up to 14), correctly rounded, with a real minus sign; its trailing zeros
/// are dropped only when what they stand for is zero (to within 1e−12 relative: the rounding a computation leaves), so
/// a short number is the value itself: 2.5 → "2.5", −3.0001 → "−3.00" at 2 places, "−3.0001" at 4.
/// A value that rounds to zero but is not zero reads as format_number writes it ("1e−5").
std::string true_number(double value, int places);

/// The fewest places, up to `most`, at which `value` prints as itself (to within the rounding its
/// computation left, 1e−12 relative): 2.5 → 1, −3.0001 → 4, 1/3 → most.
int true_places(double value, int most);

/// The fewest places from `least` up to `most` at which the distinct values print distinct.
int places_apart(const std::vector<double>& values, int least, int most);

/// The fewest decimal places, from 2, at which `a` and `b` (≥ 0, each already the true value or
/// within a unit of its 17th digit) print so that they compare as `comparison` says (the exact
/// sign of a − b), each correctly rounded and neither non-zero one as "0": "2.0000000001" and "2"
/// need 10. −1 when that takes more than 14 significant digits, or a number is too large
/// (10⁷ up) or too small (under 10⁻⁴) for fixed places: format_compared's scientific form then.
int places_to_tell(long double a, long double b, int comparison);
/// The pair at places_to_tell's places, each as true_number writes it; when they are closer than
/// 14 significant digits show, b at 14 digits and a as "b + ε" or "b − ε" (slightly more or
/// less); outside fixed places' range, as format_compared prints it.
std::pair<std::string, std::string> told_apart(long double a, long double b, int comparison);

/// "(0, −2.0001)": each coordinate as true_number writes it.
std::string true_point(collide::Vec2 p, int places);

/// "8e−100", "1.25e+9", "−3e−40": `significant` digits at most, trailing zeros dropped, real minus
/// signs, the exponent without leading zeros.
std::string format_scientific(double value, int significant);

/// "(1.5, −2)" with format_number on each coordinate.
std::string format_point(collide::Vec2 p, int decimals = 2);

/// "+" for a positive sign, "−" (U+2212) for a negative one, "0" for zero. Takes the sign the
/// core computed (e.g. side_sign), never a rounded value, so the glyph agrees with the verdict.
std::string_view sign_glyph(int sign);

/// `text` with each minus sign "−" (U+2212, as the captions print it) as "-", which strtod reads.
std::string ascii_minus(std::string_view text);

/// The comparison a sign stands for, for captions: "> 0", "< 0", "= 0".
std::string_view sign_comparison(int sign);

/// "₀" … "₉" digits for names such as P₁, C₂ (any non-negative integer).
std::string subscript(int n);

/// "→ collide" or "→ apart": a verdict's last words.
std::string_view verdict_words(bool collide);

/// A count as words print it: plain up to 9,999 ("2000"), grouped in thousands from 10,000 on
/// ("4,000,000"), as the lessons and the figures' sample notes write big counts. Words only:
/// `--report`'s and `query`'s JSON fields keep their counts plain numbers.
std::string count_number(long long n);

/// "1 vertex", "3 vertices", "4,000,000 edge pairs": the count (count_number) and the word that
/// goes with it.
std::string count_of(long long n, std::string_view singular, std::string_view plural);

}  // namespace lab::captions
