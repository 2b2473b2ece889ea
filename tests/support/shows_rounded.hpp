// Test-only: whether a number a figure prints is the exact value correctly rounded, for the scene
// tests that hold the exact value in a long double (the ray cast's cuts, the support point's
// distances along d).
#pragma once
#include <cmath>
#include <string>

namespace lab::testing {

/// Whether `text`, a plain number with the real minus sign ("−2.375"), is `exact` correctly rounded
/// at the places it shows: within half a unit of its last place (and a hair for the double's own
/// rounding).
inline bool shows_rounded(const std::string& text, long double exact) {
  std::string ascii = text;  // the real minus signs as ASCII ones, for stold
  for (std::size_t at; (at = ascii.find("\u2212")) != std::string::npos;) ascii.replace(at, 3, "-");
  const std::size_t dot = ascii.find('.');
  const int places = dot == std::string::npos ? 0 : static_cast<int>(ascii.size() - dot - 1);
  return std::fabs(std::stold(ascii) - exact) <=
         0.5L * std::pow(10.0L, -places) * (1 + 1e-9L) + 1e-15L * std::fabs(exact);
}

}  // namespace lab::testing
