// A nudge or a grid step is a decimal (0.1, 0.25, 2) and so are the values a user types, saves or
// nudges from; doubles hold neither exactly, and their sum can miss the decimal a user expects by
// an ulp (3.5 + 0.1 = 3.5999999999999996, 3 × 0.1 = 0.30000000000000004). These land on it.
#pragma once

namespace lab {

/// `x` as the double nearest the decimal of 15 significant digits it is within an ulp or so of,
/// when it is one (15 digits always read back the same double); else `x` itself.
double short_decimal(double x);

/// `v` moved by `by`: when both are decimals of at most 15 significant digits (short_decimal leaves
/// them be), the double nearest their decimal sum (3.5 + 0.1 = 3.6); else the plain sum, as a
/// value from a rounded cosine (17 digits) must not be rounded.
double decimal_sum(double v, double by);

/// The multiple of `step` nearest `v`, as the double nearest the decimal multiple (step > 0).
double nearest_multiple(double v, double step);

}  // namespace lab
