#include "formats/state_json.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>

#include "formats/json_checked.hpp"
#include "formats/user_file.hpp"

namespace lab {

void fail_state(std::string_view source, const std::string& field, const std::string& problem) {
  throw StateError(std::string(source) + ": " + field + ": " + problem);
}

std::string json_type_name(const nlohmann::json& j) { return std::string(j.type_name()); }

namespace {

using nlohmann::json;


// A value as a message shows it: scalars as written (cut short), containers by their size only,
// so a huge or deeply nested value never lands whole in a message.
std::string short_value(const json& j) {
  const bool few_scalars = j.is_array() && j.size() <= 4 &&
                           std::none_of(j.begin(), j.end(), [](const json& item) { return item.is_structured(); });
  if (few_scalars) return json_checked::excerpt(j.dump());
  if (j.is_array()) return "an array of " + std::to_string(j.size()) + (j.size() == 1 ? " item" : " items");
  if (j.is_object()) return "an object of " + std::to_string(j.size()) + (j.size() == 1 ? " field" : " fields");
  if (j.is_string()) return "\"" + json_checked::excerpt(j.get_ref<const std::string&>()) + "\"";
  return json_checked::excerpt(j.dump());
}

// An integer the file spells that a double would round (9007199254740993 → …992): refused,
// since the figure would show another point than the file gives.
void check_exact(const json& j, std::string_view source, const std::string& field) {
  if (auto problem = json_checked::inexact_integer(j)) fail_state(source, field, *problem);
}

// The same limits the core checks: finite, and small enough for the exact predicates.
double number(const json& j, std::string_view source, const std::string& field) {
  if (!j.is_number()) fail_state(source, field, "expected a number, found " + json_type_name(j));
  check_exact(j, source, field);
  const double v = j.get<double>();
  if (!std::isfinite(v)) fail_state(source, field, "the number is not finite");
  if (v != 0 && (std::abs(v) > 1e50 || std::abs(v) < 1e-50))
    fail_state(source, field, "the number is outside the supported range (0 or 1e-50 to 1e50 in magnitude)");
  return v;
}

// An option's value: true/false, or a number in the option's range (checked here, once, so no
// scene casts a value that does not fit an int).
double option_value(const json& j, const OptionRange& range, std::string_view source, const std::string& field) {
  if (j.is_boolean()) return j.get<bool>() ? 1.0 : 0.0;
  if (!j.is_number()) fail_state(source, field, "expected a number or true/false, found " + json_type_name(j));
  const double v = j.get<double>();
  if (!range.holds(v))
    fail_state(source, field, short_value(j) + " is outside the option's range: " + range.describe());
  check_exact(j, source, field);
  return v;
}

// How many points a kind takes: exact, or at least `min` for polygons.
void check_count(const Shape& s, std::size_t n, std::string_view source, const std::string& field) {
  auto exactly = [&](std::size_t want, const char* what) {
    if (n != want)
      fail_state(source, field,
                 "a " + std::string(kind_name(s.kind)) + " takes " + std::to_string(want) + " " + what + ", found " +
                     std::to_string(n));
  };
  switch (s.kind) {
    case ShapeKind::Point: exactly(1, "point"); break;
    case ShapeKind::Circle: exactly(1, "point (the centre)"); break;
    case ShapeKind::Segment:
    case ShapeKind::Line: exactly(2, "points"); break;
    case ShapeKind::Rect: exactly(2, "points (opposite corners)"); break;
    case ShapeKind::Polygon:
      if (n < static_cast<std::size_t>(std::max(s.min_vertices, 1)))
        fail_state(source, field,
                   "the polygon needs at least " + std::to_string(s.min_vertices) + " vertices, found " +
                       std::to_string(n));
      break;
  }
}

std::string known_names(const SceneState& base) {
  std::string out;
  for (const auto& s : base.shapes) out += (out.empty() ? "" : ", ") + s.name;
  return out.empty() ? "(none)" : out;
}

void apply_shape(Shape& s, const json& j, std::string_view source, const std::string& field) {
  if (!j.is_object())
    fail_state(source, field, "expected an object such as {\"points\": [[0, 0]]}, found " + json_type_name(j));
  for (const auto& [key, value] : j.items()) {
    if (key != "points" && key != "radius" && key != "kind")
      fail_state(source, field + "." + json_checked::excerpt(key), "unknown field (expected points, radius or kind)");
  }
  if (auto k = j.find("kind"); k != j.end()) {
    if (!k->is_string() || k->get<std::string>() != kind_name(s.kind))
      fail_state(source, field + ".kind",
                 "this scene's shape \"" + s.name + "\" is a " + std::string(kind_name(s.kind)) + ", found " +
                     short_value(*k));
  }
  if (auto p = j.find("points"); p != j.end()) {
    const std::string pf = field + ".points";
    if (!p->is_array()) fail_state(source, pf, "expected an array of [x, y] pairs, found " + json_type_name(*p));
    std::vector<Vec2> points;
    for (std::size_t i = 0; i < p->size(); ++i) {
      const json& xy = (*p)[i];
      const std::string f = pf + "[" + std::to_string(i) + "]";
      if (!xy.is_array() || xy.size() != 2) fail_state(source, f, "expected [x, y], found " + short_value(xy));
      points.push_back({number(xy[0], source, f + "[0]"), number(xy[1], source, f + "[1]")});
    }
    check_count(s, points.size(), source, pf);
    s.points = std::move(points);
  }
  if (auto r = j.find("radius"); r != j.end()) {
    if (s.kind != ShapeKind::Circle) fail_state(source, field + ".radius", "only a circle has a radius");
    const double v = number(*r, source, field + ".radius");
    if (v < 0) fail_state(source, field + ".radius", "the radius is negative");
    s.radius = v;
  }
}

}  // namespace

std::string_view kind_name(ShapeKind kind) {
  switch (kind) {
    case ShapeKind::Point: return "point";
    case ShapeKind::Polygon: return "polygon";
    case ShapeKind::Segment: return "segment";
    case ShapeKind::Line: return "line";
    case ShapeKind::Circle: return "circle";
    case ShapeKind::Rect: return "rect";
  }
  return "shape";
}

json parse_state_text(std::string_view text, std::string_view source) {
  json out;
  if (const auto problem = json_checked::parse(text, out, max_state_nesting)) {
    if (problem->path.empty()) fail_state(source, "not valid JSON", problem->what);
    fail_state(source, problem->path, problem->what);
  }
  return out;
}

json read_json_file(const std::filesystem::path& file) {
  // Anything but a small regular file is refused before a byte is read (user_file.hpp).
  const UserFile r = read_user_file(file);
  if (r.status != UserFile::Status::read) throw StateError(file.string() + ": " + r.problem);
  json j = parse_state_text(r.bytes, file.string());
  // Reading stopped at a byte no JSON text holds, which the parser refuses: a prefix is never the file.
  if (r.bad_byte)
    fail_state(file.string(), "not valid JSON", "byte " + std::to_string(*r.bad_byte + 1) + " is not UTF-8 text");
  return j;
}

std::optional<std::string> state_scene_id(const json& j, std::string_view source) {
  if (!j.is_object()) fail_state(source, "(top level)", "expected a JSON object, found " + json_type_name(j));
  auto it = j.find("scene");
  if (it == j.end()) return std::nullopt;
  if (!it->is_string()) fail_state(source, "scene", "expected a scene id string, found " + json_type_name(*it));
  return it->get<std::string>();
}

SceneState apply_state_json(const json& j, const SceneState& base, std::string_view source) {
  if (!j.is_object()) fail_state(source, "(top level)", "expected a JSON object, found " + json_type_name(j));
  for (const auto& [key, value] : j.items())
    if (key != "scene" && key != "shapes" && key != "options")
      fail_state(source, json_checked::excerpt(key), "unknown field (expected scene, shapes or options)");
  SceneState out = base;
  if (auto shapes = j.find("shapes"); shapes != j.end()) {
    if (!shapes->is_object())
      fail_state(source, "shapes", "expected an object of shapes by name, found " + json_type_name(*shapes));
    for (const auto& item : shapes->items()) {
      const std::string& name = item.key();  // not a structured binding: clang 14 cannot capture one
      const json& value = item.value();
      auto it = std::find_if(out.shapes.begin(), out.shapes.end(), [&](const Shape& s) { return s.answers_to(name); });
      if (it == out.shapes.end())
        fail_state(source, "shapes." + json_checked::excerpt(name),
                   "this scene has no shape of that name (its shapes: " + known_names(base) + ")");
      apply_shape(*it, value, source, "shapes." + name);
    }
  }
  if (auto options = j.find("options"); options != j.end()) {
    if (!options->is_object())
      fail_state(source, "options", "expected an object of options by name, found " + json_type_name(*options));
    for (const auto& [name, value] : options->items()) {
      const std::string f = "options." + json_checked::excerpt(name);
      if (!base.options.contains(name)) {
        std::string known;
        for (const auto& [k, v] : base.options) known += (known.empty() ? "" : ", ") + k;
        fail_state(source, f,
                   "this scene has no option of that name (its options: " + (known.empty() ? "(none)" : known) + ")");
      }
      out.options[name] = option_value(value, base.option_range(name), source, f);
    }
  }
  return out;
}

json state_to_json(const SceneState& state, std::string_view scene_id) {
  json shapes = json::object();
  for (const auto& s : state.shapes) {
    json points = json::array();
    for (const auto& p : s.points) points.push_back({p.x, p.y});
    json shape{{"kind", kind_name(s.kind)}, {"points", points}};
    if (s.kind == ShapeKind::Circle) shape["radius"] = s.radius;
    shapes[s.name] = shape;
  }
  json out{{"scene", scene_id}, {"shapes", shapes}};
  if (!state.options.empty()) out["options"] = state.options;
  return out;
}

}  // namespace lab
