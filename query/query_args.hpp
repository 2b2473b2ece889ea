// The arguments of one `collision-lab query` line, read by the chapters' names and checked
// before any test sees them.
#pragma once
#include <map>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "collide/shapes.hpp"
#include "query_parse.hpp"

namespace lab::query {

/// What an argument must be in JSON.
enum class Kind {
  Point,    ///< [x, y]
  Polygon,  ///< [[x, y], …]
  Circle,   ///< {"x", "y", "r"}
  Rect,     ///< {"x", "y", "w", "h"}
  Line,     ///< {"a", "b", "c"} or {"through": [[x1, y1], [x2, y2]]}
};

/// One argument a test takes.
struct Param {
  std::string_view name;
  Kind kind;
  int min_vertices = 3;   ///< polygons only
  bool optional = false;  ///< may be left out (the test checks which of its options were given)
};

/// A line as given: by its coefficients, or through two points (the tests then use their
/// exact two-point overloads, so the rounding of a, b, c never decides).
struct LineArg {
  collide::Line line;
  bool through = false;
  collide::Vec2 p1{}, p2{};
};

/// The checked arguments of one line.
class Args {
 public:
  /// Reads `params` from `request`; throws Error for a missing, unexpected, mistyped or
  /// invalid argument, naming it. Keys every line may carry ("id", "test", "want") are allowed.
  Args(const Json& request, std::string_view test, std::span<const Param> params);

  collide::Vec2 point(std::string_view name) const;
  collide::Polygon polygon(std::string_view name) const;
  collide::Circle circle(std::string_view name) const;
  collide::Rect rect(std::string_view name) const;
  const LineArg& line(std::string_view name) const;
  /// Whether the line gave this argument (an optional one may be absent).
  bool has(std::string_view name) const;

 private:
  using Value = std::variant<collide::Vec2, std::vector<collide::Vec2>, collide::Circle, collide::Rect, LineArg>;
  template <class T>
  const T& get(std::string_view name) const;

  std::map<std::string, Value, std::less<>> values_;
};

/// How an argument of this kind is written, for messages: e.g. "a point [x, y]".
std::string_view describe(Kind kind);

/// A JSON value's type in words, for messages: "a string", "an array of 3".
std::string describe(const Json& value);

}  // namespace lab::query
