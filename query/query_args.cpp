// Reading and checking arguments. Shapes are checked by the core's validators
// (collide/validate.hpp), so the query and the scenes reject the same inputs with the same words.
#include "query_args.hpp"

#include <algorithm>

#include "collide/validate.hpp"

namespace lab::query {
namespace {

using collide::Vec2;

// Appended: GCC 12 -O3 misreads "\"" + std::string(name) as a 2^63-byte memcpy (-Wstringop-overflow).
std::string in_quotes(std::string_view name) { return std::string("\"").append(name).append("\""); }

// Throws when the core's validator found a problem.
void require(const collide::Problem& problem) {
  if (problem) throw Error(*problem);
}

// One coordinate or radius: a JSON number that fits a double. `where` names it for messages.
double read_number(const Json& value, const std::string& where) {
  if (const auto problem = out_of_range_number(value)) throw Error(where + ": " + *problem);
  if (!value.is_number()) throw Error(where + " must be a number, got " + describe(value));
  return value.get<double>();
}

Vec2 read_point(const Json& value, const std::string& where) {
  if (!value.is_array() || value.size() != 2) throw Error(where + " must be a point [x, y], got " + describe(value));
  return {read_number(value[0], where + " x"), read_number(value[1], where + " y")};
}

// The fields of an object argument, exactly: none missing, none extra.
void require_fields(const Json& value, const std::string& where, Kind kind,
                    std::initializer_list<std::string_view> fields) {
  if (!value.is_object()) throw Error(where + " must be " + std::string(describe(kind)) + ", got " + describe(value));
  for (auto field : fields) {
    if (!value.contains(field))
      throw Error(where + " is missing " + in_quotes(field) + "; it must be " + std::string(describe(kind)));
  }
  for (const auto& [key, item] : value.items()) {
    if (std::find(fields.begin(), fields.end(), key) == fields.end())
      throw Error(where + " has an unexpected field " + in_quotes(key) + "; it must be " + std::string(describe(kind)));
  }
}

double field(const Json& value, const std::string& where, std::string_view name) {
  return read_number(value.at(std::string(name)), where + " " + in_quotes(name));
}

std::vector<Vec2> read_polygon(const Json& value, const std::string& where, std::string_view name, int min_vertices) {
  if (!value.is_array())
    throw Error(where + " must be " + std::string(describe(Kind::Polygon)) + ", got " + describe(value));
  std::vector<Vec2> vertices;
  for (std::size_t i = 0; i < value.size(); ++i)
    vertices.push_back(read_point(value[i], where + " vertex " + std::to_string(i)));
  require(collide::check_polygon(name, vertices, min_vertices));
  return vertices;
}

LineArg read_line(const Json& value, const std::string& where, std::string_view name) {
  LineArg line;
  if (value.is_object() && value.contains("through")) {
    require_fields(value, where, Kind::Line, {"through"});
    const Json& through = value["through"];
    if (!through.is_array() || through.size() != 2)
      throw Error(where + " \"through\" must be two points [[x1, y1], [x2, y2]], got " + describe(through));
    line.through = true;
    line.p1 = read_point(through[0], where + " point 1");
    line.p2 = read_point(through[1], where + " point 2");
    require(collide::check_line_points(name, line.p1, line.p2));
    return line;
  }
  require_fields(value, where, Kind::Line, {"a", "b", "c"});
  line.line = {field(value, where, "a"), field(value, where, "b"), field(value, where, "c")};
  require(collide::check_line(name, line.line));
  return line;
}

}  // namespace

std::string_view describe(Kind kind) {
  switch (kind) {
    case Kind::Point: return "a point [x, y]";
    case Kind::Polygon: return "a polygon [[x, y], …]";
    case Kind::Circle: return "a circle {\"x\", \"y\", \"r\"}";
    case Kind::Rect: return "a rectangle {\"x\", \"y\", \"w\", \"h\"}";
    case Kind::Line: return "a line {\"a\", \"b\", \"c\"} or {\"through\": [[x1, y1], [x2, y2]]}";
  }
  return "?";
}

std::string describe(const Json& value) {
  if (out_of_range_number(value)) return "a number outside a double's range";
  switch (value.type()) {
    case Json::value_t::null: return "null";
    case Json::value_t::boolean: return value.get<bool>() ? "true" : "false";
    case Json::value_t::string: return "a string";
    case Json::value_t::number_integer:
    case Json::value_t::number_unsigned:
    case Json::value_t::number_float: return "a number";
    case Json::value_t::object: return "an object";
    case Json::value_t::array: return value.empty() ? "an empty array" : "an array of " + std::to_string(value.size());
    default: return "a value of another kind";
  }
}

Args::Args(const Json& request, std::string_view test, std::span<const Param> params) {
  for (const auto& [key, item] : request.items()) {
    if (key == "id" || key == "test" || key == "want") continue;
    const std::string& name = key;  // clang before 16 cannot capture a structured binding
    const bool known = std::any_of(params.begin(), params.end(), [&](const Param& p) { return p.name == name; });
    if (known) continue;
    std::string takes;
    for (const auto& p : params) takes += (takes.empty() ? "" : ", ") + in_quotes(p.name);
    throw Error("unexpected argument " + in_quotes(key) + ": " + std::string(test) + " takes " + takes);
  }
  for (const auto& param : params) {
    const std::string name(param.name);
    if (param.optional && !request.contains(name)) continue;
    if (!request.contains(name))
      throw Error("missing argument " + in_quotes(name) + ": " + std::string(test) + " needs " +
                  std::string(describe(param.kind)) + " there");
    const Json& value = request[name];
    const std::string where = in_quotes(name);
    switch (param.kind) {
      case Kind::Point: {
        const Vec2 p = read_point(value, where);
        require(collide::check_point(name, p));
        values_.emplace(name, p);
        break;
      }
      case Kind::Polygon: values_.emplace(name, read_polygon(value, where, name, param.min_vertices)); break;
      case Kind::Circle: {
        require_fields(value, where, Kind::Circle, {"x", "y", "r"});
        const collide::Circle c{{field(value, where, "x"), field(value, where, "y")}, field(value, where, "r")};
        require(collide::check_circle(name, c));
        values_.emplace(name, c);
        break;
      }
      case Kind::Rect: {
        require_fields(value, where, Kind::Rect, {"x", "y", "w", "h"});
        const collide::Rect r{field(value, where, "x"), field(value, where, "y"), field(value, where, "w"),
                              field(value, where, "h")};
        require(collide::check_rect(name, r));
        values_.emplace(name, r);
        break;
      }
      case Kind::Line: values_.emplace(name, read_line(value, where, name)); break;
    }
  }
}

template <class T>
const T& Args::get(std::string_view name) const {
  // The test table and the parameters come from the same entry, so a miss is a bug in the table.
  const auto it = values_.find(name);
  if (it == values_.end() || !std::holds_alternative<T>(it->second))
    throw Error("internal error: the test asked for an argument " + in_quotes(name) + " it does not declare");
  return std::get<T>(it->second);
}

Vec2 Args::point(std::string_view name) const { return get<Vec2>(name); }
collide::Polygon Args::polygon(std::string_view name) const { return get<std::vector<Vec2>>(name); }
collide::Circle Args::circle(std::string_view name) const { return get<collide::Circle>(name); }
collide::Rect Args::rect(std::string_view name) const { return get<collide::Rect>(name); }
const LineArg& Args::line(std::string_view name) const { return get<LineArg>(name); }
bool Args::has(std::string_view name) const { return values_.contains(name); }

}  // namespace lab::query
