#include "shape_library.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <utility>

namespace lab {

namespace detail {
// Defined in the file CMake generates from scenes/embedded_assets.cpp.in.
const std::vector<std::pair<std::string_view, std::string_view>>& embedded_shape_files();
}  // namespace detail

namespace {

[[noreturn]] void fail(std::string_view id, const std::string& problem) {
  throw std::invalid_argument(std::string(id) + ".json: " + problem);
}

double coordinate(std::string_view id, const nlohmann::json& point, std::size_t i, int axis) {
  const char* which = axis == 0 ? "x" : "y";
  const auto& value = point[static_cast<std::size_t>(axis)];
  if (!value.is_number()) fail(id, "points[" + std::to_string(i) + "] has a " + which + " that is not a number");
  const double v = value.get<double>();
  if (!std::isfinite(v)) fail(id, "points[" + std::to_string(i) + "] has a non-finite " + which);
  return v;
}

std::string text_field(std::string_view id, const nlohmann::json& doc, const char* field) {
  if (!doc.contains(field)) fail(id, std::string("missing field \"") + field + "\"");
  if (!doc[field].is_string()) fail(id, std::string("field \"") + field + "\" is not a string");
  return doc[field].get<std::string>();
}

// The centre of the points' bounding box.
Vec2 box_centre(const std::vector<Vec2>& points) {
  Vec2 lo{std::numeric_limits<double>::infinity()}, hi{-std::numeric_limits<double>::infinity()};
  for (Vec2 p : points) {
    lo = {std::min(lo.x, p.x), std::min(lo.y, p.y)};
    hi = {std::max(hi.x, p.x), std::max(hi.y, p.y)};
  }
  return (lo + hi) * 0.5;
}

}  // namespace

ShapePreset parse_shape_preset(std::string_view id, std::string_view json) {
  const auto doc = nlohmann::json::parse(json.begin(), json.end(), nullptr, /*allow_exceptions=*/false);
  if (doc.is_discarded()) fail(id, "not valid JSON");
  if (!doc.is_object()) fail(id, "expected an object with \"name\", \"about\" and \"points\"");

  ShapePreset preset;
  preset.id = std::string(id);
  preset.name = text_field(id, doc, "name");
  preset.about = text_field(id, doc, "about");
  if (!doc.contains("points") || !doc["points"].is_array())
    fail(id, "missing field \"points\" (an array of [x, y] pairs)");
  const auto& points = doc["points"];
  if (points.size() < 3) fail(id, "a polygon needs at least 3 points, found " + std::to_string(points.size()));
  for (std::size_t i = 0; i < points.size(); ++i) {
    const auto& p = points[i];
    if (!p.is_array() || p.size() != 2) fail(id, "points[" + std::to_string(i) + "] is not an [x, y] pair");
    preset.points.push_back({coordinate(id, p, i, 0), coordinate(id, p, i, 1)});
  }
  return preset;
}

const std::vector<ShapePreset>& shape_presets() {
  static const std::vector<ShapePreset> presets = [] {
    std::vector<ShapePreset> all;
    for (const auto& [id, text] : detail::embedded_shape_files()) all.push_back(parse_shape_preset(id, text));
    return all;
  }();
  return presets;
}

const ShapePreset* find_shape_preset(std::string_view id) {
  const auto& all = shape_presets();
  auto it = std::find_if(all.begin(), all.end(), [&](const ShapePreset& p) { return p.id == id; });
  return it == all.end() ? nullptr : &*it;
}

std::vector<Vec2> preset_points_at(const ShapePreset& preset, Vec2 centre) {
  const Vec2 shift = centre - box_centre(preset.points);
  std::vector<Vec2> out;
  out.reserve(preset.points.size());
  for (Vec2 p : preset.points) out.push_back(p + shift);
  return out;
}

bool load_shape_preset(Shape& shape, const ShapePreset& preset) {
  if (shape.kind != ShapeKind::Polygon) return false;
  if (static_cast<int>(preset.points.size()) < shape.min_vertices) return false;
  const Vec2 centre = shape.points.empty() ? Vec2{0, 0} : box_centre(shape.points);
  shape.points = preset_points_at(preset, centre);
  return true;
}

bool shape_preset_combo(const char* label, Shape& shape) {
  bool changed = false;
  // The combo takes what the label leaves of the row, so a long label is never cut off.
  const float label_width = ImGui::CalcTextSize(label, nullptr, true).x + ImGui::GetStyle().ItemInnerSpacing.x;
  const float room = ImGui::GetContentRegionAvail().x - label_width;
  ImGui::SetNextItemWidth(std::max(ImGui::GetFontSize() * 6, room));
  const bool open = ImGui::BeginCombo(label, "choose a preset…");
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Replace the shape's outline by a preset one (Undo brings it back)");
  if (!open) return false;
  for (const auto& preset : shape_presets()) {
    const bool fits = static_cast<int>(preset.points.size()) >= shape.min_vertices;
    if (!fits) ImGui::BeginDisabled();
    if (ImGui::Selectable(preset.name.c_str(), false)) changed = load_shape_preset(shape, preset);
    if (!fits) ImGui::EndDisabled();
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
      ImGui::SetTooltip("%s (%d vertices)", preset.about.c_str(), static_cast<int>(preset.points.size()));
  }
  ImGui::EndCombo();
  return changed;
}

}  // namespace lab
