#include "formats/state.hpp"

#include <glm/common.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <stdexcept>
#include <utility>

namespace lab {

collide::Rect Shape::rect() const {
  const Vec2 lo = glm::min(points.at(0), points.at(1));
  const Vec2 hi = glm::max(points.at(0), points.at(1));
  return {lo.x, lo.y, hi.x - lo.x, hi.y - lo.y};
}

bool Shape::answers_to(std::string_view typed) const {
  if (typed == name) return true;
  // The name with "₀" … "₉" (U+2080 … U+2089: E2 82 80 … E2 82 89) written as "0" … "9".
  std::string plain;
  for (std::size_t i = 0; i < name.size(); ++i) {
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(name[k]); };
    if (i + 2 < name.size() && byte(i) == 0xE2 && byte(i + 1) == 0x82 && byte(i + 2) >= 0x80 && byte(i + 2) <= 0x89) {
      plain += static_cast<char>('0' + (byte(i + 2) - 0x80));
      i += 2;
    } else {
      plain += name[i];
    }
  }
  return typed == plain;
}

Shape& SceneState::shape(const std::string& name) { return const_cast<Shape&>(std::as_const(*this).shape(name)); }

const Shape& SceneState::shape(const std::string& name) const {
  auto it = std::find_if(shapes.begin(), shapes.end(), [&](const Shape& s) { return s.name == name; });
  if (it == shapes.end()) throw std::out_of_range("no shape named \"" + name + "\" in this scene");
  return *it;
}

bool SceneState::flag(const std::string& name) const { return option(name) != 0; }

double SceneState::option(const std::string& name, double fallback) const {
  auto it = options.find(name);
  return it == options.end() ? fallback : it->second;
}

namespace {

// A range's end as a message prints it: 2147483647, 0.001, 1e+06 would read badly.
std::string bound(double v) {
  char text[64];
  std::snprintf(text, sizeof text, "%.15g", v);
  if (std::string_view(text).find('e') != std::string_view::npos) std::snprintf(text, sizeof text, "%.0f", v);
  return text;
}

}  // namespace

std::string OptionRange::describe() const {
  if (whole && min == 0 && max == 1) return "0 or 1";
  return std::string(whole ? "a whole number" : "a number") + " from " + bound(min) + " to " + bound(max);
}

bool OptionRange::holds(double value) const {
  return value >= min && value <= max && (!whole || std::floor(value) == value);
}

OptionRange SceneState::option_range(const std::string& name) const {
  auto it = option_ranges.find(name);
  return it == option_ranges.end() ? OptionRange{} : it->second;
}

}  // namespace lab
