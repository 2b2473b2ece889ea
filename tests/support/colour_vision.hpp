// How a colour reads, computed from its sRGB bytes by public formulas, for the palette tests:
//   * WCAG 2.1 relative luminance and contrast ratio (the W3C's definitions);
//   * colour-blind vision simulated with the matrices of Machado, Oliveira and Fernandes (2009),
//     severity 1.0, applied to linear RGB;
//   * CIELAB (D65 white) and the CIEDE2000 colour difference ΔE₀₀, as Sharma, Wu and Dalal (2005)
//     write it out step by step (their test pairs check this code).
#pragma once
#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>

#include "scenes/palette.hpp"

namespace lab::testing::colour {

using Rgb = std::array<double, 3>;  ///< 0..1, linear light or encoded as the name says
using Matrix = std::array<Rgb, 3>;

/// An sRGB byte (encoded) as linear light.
inline double linear(double byte) {
  const double c = byte / 255;
  return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}
/// Linear light as an encoded sRGB value in 0..1 (clamped: a simulation can leave the gamut).
inline double encoded(double v) {
  v = std::clamp(v, 0.0, 1.0);
  return v <= 0.0031308 ? 12.92 * v : 1.055 * std::pow(v, 1 / 2.4) - 0.055;
}
inline Rgb linear_rgb(Color c) { return {linear(c.r), linear(c.g), linear(c.b)}; }

/// WCAG 2.1: relative luminance of an opaque colour.
inline double luminance(Color c) {
  const Rgb l = linear_rgb(c);
  return 0.2126 * l[0] + 0.7152 * l[1] + 0.0722 * l[2];
}
/// WCAG 2.1: (L1 + 0.05) / (L2 + 0.05), the lighter over the darker; 1 to 21.
inline double contrast(Color a, Color b) {
  const double la = luminance(a), lb = luminance(b);
  return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

/// Machado et al. 2009, severity 1.0: linear RGB → linear RGB as a dichromat sees it.
inline constexpr Matrix protanopia{
    {{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}}};
inline constexpr Matrix deuteranopia{
    {{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}}};
inline constexpr Matrix tritanopia{
    {{1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602}, {0.004733, 0.691367, 0.303900}}};

/// The colour as the matrix's viewer sees it, back as encoded sRGB (0..1).
inline Rgb simulate(Color c, const Matrix& m) {
  const Rgb l = linear_rgb(c);
  Rgb out{};
  for (int i = 0; i < 3; ++i) out[i] = encoded(m[i][0] * l[0] + m[i][1] * l[1] + m[i][2] * l[2]);
  return out;
}
inline Rgb unchanged(Color c) { return {c.r / 255.0, c.g / 255.0, c.b / 255.0}; }

struct Lab {
  double L, a, b;
};

/// Encoded sRGB (0..1) → CIELAB, D65 white.
inline Lab to_lab(const Rgb& encoded_rgb) {
  Rgb l{};
  for (int i = 0; i < 3; ++i) l[i] = linear(encoded_rgb[i] * 255);
  const double x = (0.4124564 * l[0] + 0.3575761 * l[1] + 0.1804375 * l[2]) / 0.95047;
  const double y = 0.2126729 * l[0] + 0.7151522 * l[1] + 0.0721750 * l[2];
  const double z = (0.0193339 * l[0] + 0.1191920 * l[1] + 0.9503041 * l[2]) / 1.08883;
  auto f = [](double t) { return t > 216.0 / 24389 ? std::cbrt(t) : (24389.0 / 27 * t + 16) / 116; };
  return {116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))};
}

/// CIEDE2000 (kL = kC = kH = 1), following Sharma et al. 2005, equations 1–22.
inline double delta_e00(Lab p, Lab q) {
  constexpr double deg = std::numbers::pi / 180;
  auto pow7 = [](double v) { return std::pow(v, 7); };
  const double c_mean = (std::hypot(p.a, p.b) + std::hypot(q.a, q.b)) / 2;
  const double g = 0.5 * (1 - std::sqrt(pow7(c_mean) / (pow7(c_mean) + pow7(25.0))));
  const double a1 = (1 + g) * p.a, a2 = (1 + g) * q.a;
  const double c1 = std::hypot(a1, p.b), c2 = std::hypot(a2, q.b);
  auto hue = [&](double a, double b) {
    if (a == 0 && b == 0) return 0.0;
    const double h = std::atan2(b, a) / deg;
    return h < 0 ? h + 360 : h;
  };
  const double h1 = hue(a1, p.b), h2 = hue(a2, q.b);
  double dh = 0;
  if (c1 * c2 != 0) {
    dh = h2 - h1;
    if (dh > 180) dh -= 360;
    if (dh < -180) dh += 360;
  }
  const double dL = q.L - p.L, dC = c2 - c1;
  const double dH = 2 * std::sqrt(c1 * c2) * std::sin(dh / 2 * deg);
  const double l_mean = (p.L + q.L) / 2, cp_mean = (c1 + c2) / 2;
  double h_mean = h1 + h2;
  if (c1 * c2 != 0) {
    if (std::fabs(h1 - h2) <= 180)
      h_mean = (h1 + h2) / 2;
    else
      h_mean = h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2;
  }
  const double t = 1 - 0.17 * std::cos((h_mean - 30) * deg) + 0.24 * std::cos(2 * h_mean * deg) +
                   0.32 * std::cos((3 * h_mean + 6) * deg) - 0.20 * std::cos((4 * h_mean - 63) * deg);
  const double d_theta = 30 * std::exp(-std::pow((h_mean - 275) / 25, 2));
  const double rc = 2 * std::sqrt(pow7(cp_mean) / (pow7(cp_mean) + pow7(25.0)));
  const double sl = 1 + 0.015 * std::pow(l_mean - 50, 2) / std::sqrt(20 + std::pow(l_mean - 50, 2));
  const double sc = 1 + 0.045 * cp_mean, sh = 1 + 0.015 * cp_mean * t;
  const double rt = -std::sin(2 * d_theta * deg) * rc;
  return std::sqrt(std::pow(dL / sl, 2) + std::pow(dC / sc, 2) + std::pow(dH / sh, 2) + rt * (dC / sc) * (dH / sh));
}

}  // namespace lab::testing::colour
