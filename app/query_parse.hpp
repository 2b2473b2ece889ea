// Reading one line of `collision-lab query` input into JSON, catching what plain parsing lets
// through: numbers a double cannot hold (1e999, 1e-400) and nesting deep enough to hurt.
#pragma once
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

namespace lab::query {

/// Insertion-ordered, so answers list "id", "test", "result", "caption" in that order.
using Json = nlohmann::ordered_json;

/// A line that cannot be answered; what() is the reason the caller sees.
struct Error : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// Objects and arrays may nest this deep in one line (a polygon needs 2).
inline constexpr int max_nesting = 32;

/// The line as JSON. A number that overflows or underflows a double is kept as a marker that
/// out_of_range_number() recognises, so the argument holding it can be named in the error.
/// Throws Error for malformed JSON and for nesting deeper than max_nesting.
Json parse_line(std::string_view line);

/// The number's text and what is wrong with it ("too large for a double", …) when `value` is
/// such a marker; nothing otherwise.
std::optional<std::string> out_of_range_number(const Json& value);

/// Some value inside `value` (e.g. an "id") is such a marker.
bool holds_out_of_range_number(const Json& value);

}  // namespace lab::query
