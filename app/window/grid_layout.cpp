#include "window/grid_layout.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "captions/text.hpp"

namespace lab {

namespace {

// Steps under a thousandth or from a million up: "2e−40", "1.25e+9", not forty zeros, with the
// digits it takes to tell a number from its neighbours (v is a whole number of `step`s).
std::string grid_number_scientific(double v, double step) {
  const double steps = std::abs(v) / std::pow(10.0, std::floor(std::log10(step)));
  const int digits = std::clamp(static_cast<int>(std::floor(std::log10(std::max(steps, 1.0)) + 1e-9)), 0, 16);
  return captions::format_scientific(v, digits + 1);
}

}  // namespace

std::string grid_number(double v, double step) {
  if (std::abs(v) < step * 1e-6) v = 0;
  if (v != 0 && (step < 1e-3 || step >= 1e6)) return grid_number_scientific(v, step);
  const int decimals = std::max(0, static_cast<int>(std::ceil(-std::log10(step) - 1e-9)));
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
  std::string s = buf;
  if (s.find('.') != std::string::npos) {
    while (s.back() == '0') s.pop_back();
    if (s.back() == '.') s.pop_back();
  }
  if (s[0] == '-') s = "\u2212" + s.substr(1);  // a real minus sign
  return s;
}

namespace {

float screen_x(const Camera& camera, double x) { return static_cast<float>(camera.to_screen({x, 0}).x); }
float screen_y(const Camera& camera, double y) { return static_cast<float>(camera.to_screen({0, y}).y); }

}  // namespace

GridLayout grid_layout(const Camera& camera, float scale, float caption_height, const std::vector<ScreenBox>& labels,
                       const TextMeasure& measure) {
  GridLayout g;
  const double step = grid_step(camera.scale, 40 * scale);
  const auto v = camera.view();
  const float left = static_cast<float>(camera.origin.x), top = static_cast<float>(camera.origin.y);
  const float right = left + static_cast<float>(camera.size.x), bottom = top + static_cast<float>(camera.size.y);
  // Past 10¹⁵ steps from the origin, neighbouring grid lines are no longer distinct doubles (nor
  // their indices integers a long long holds): no grid there.
  constexpr double far_index = 1e15;
  for (const double edge : {v.x, v.x + v.w, v.y, v.y + v.h})
    if (!(std::abs(edge / step) < far_index)) return g;
  const long long x0 = static_cast<long long>(std::ceil(v.x / step));
  const long long x1 = static_cast<long long>(std::floor((v.x + v.w) / step));
  const long long y0 = static_cast<long long>(std::ceil(v.y / step));
  const long long y1 = static_cast<long long>(std::floor((v.y + v.h) / step));
  if (x1 - x0 > 2000 || y1 - y0 > 2000) return g;  // cannot happen with a 40-pixel step; stay safe
  for (long long i = x0; i <= x1; ++i)
    g.lines.push_back({{screen_x(camera, i * step), top}, {screen_x(camera, i * step), bottom}, i == 0});
  for (long long j = y0; j <= y1; ++j)
    g.lines.push_back({{left, screen_y(camera, j * step)}, {right, screen_y(camera, j * step)}, j == 0});

  // A number that would sit on one of the figure's labels or shadow bars is left out: the figure
  // says more, and the numbers either side still give the scale.
  const float size = Canvas::font_pixels(TextSize::Small) * scale;
  auto number_at = [&](ImVec2 at, std::string text) {
    const float width = measure(text, size);
    const ScreenBox box{{at.x - 2 * scale, at.y}, {at.x + width + 2 * scale, at.y + size}};
    for (const auto& label : labels)
      if (box.overlaps(label)) return;
    g.numbers.push_back({at, std::move(text), box});
  };
  const Vec2 o = camera.to_screen({0, 0});
  const float ax_y = std::clamp(static_cast<float>(o.y) + 3 * scale, top + 3 * scale, bottom - caption_height - size);
  const float ax_x = std::clamp(static_cast<float>(o.x) + 4 * scale, left + 4 * scale, right - 40 * scale);
  const int every = step * camera.scale < 70 * scale ? 2 : 1;  // keep numbers from touching
  for (long long i = x0; i <= x1; ++i) {
    if (i == 0 || i % every != 0) continue;
    number_at({screen_x(camera, i * step) + 3 * scale, ax_y}, grid_number(i * step, step));
  }
  for (long long j = y0; j <= y1; ++j) {
    if (j == 0 || j % every != 0) continue;
    const float y = screen_y(camera, j * step);
    if (y > bottom - caption_height) continue;  // under the caption strip
    number_at({ax_x, y - size - 1 * scale}, grid_number(j * step, step));
  }
  if (v.x <= 0 && 0 <= v.x + v.w && v.y <= 0 && 0 <= v.y + v.h)
    number_at({static_cast<float>(o.x) + 4 * scale, static_cast<float>(o.y) + 3 * scale}, "0");
  return g;
}

}  // namespace lab
