#include "decimal_steps.hpp"

#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace lab {

double short_decimal(double x) {
  if (!std::isfinite(x)) return x;
  char text[64];
  std::snprintf(text, sizeof text, "%.15g", x);
  return std::strtod(text, nullptr);
}

double decimal_sum(double v, double by) {
  const bool decimals = short_decimal(v) == v && short_decimal(by) == by;
  return decimals ? short_decimal(v + by) : v + by;
}

double nearest_multiple(double v, double step) {
  const double k = std::round(v / step);
  return short_decimal(step) == step ? short_decimal(k * step) : k * step;
}

}  // namespace lab
