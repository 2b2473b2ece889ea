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

/// A well-formed line refused for its shape (arrays and objects nested deeper than max_nesting,
/// a key given twice), so its id, read from the text, is kept.
struct WellFormed : Error {
  using Error::Error;
};

/// Objects and arrays may nest this deep in one line (a polygon needs 2).
inline constexpr int max_nesting = 32;

/// The line as JSON. A number that overflows or underflows a double is kept as a marker (a
/// binary value, which no JSON text can produce) that out_of_range_number() recognises, so the
/// argument holding it can be named in the error. Throws Error for malformed JSON (also a NUL
/// byte, after which nlohmann would stop reading) and WellFormed for nesting deeper than max_nesting
/// or a key given twice.
/// A number that names an integer its double is not (9007199254740993.0, 1e23 written out in
/// digits) is a marker too, saying so.
Json parse_line(std::string_view line);

/// The top-level "id" value exactly as the line spells it (none when it is given twice), when it
/// is JSON a double can hold (no 1e999) nested at most max_nesting deep; found by scanning the
/// text, so an id survives a line refused for nesting or a key given twice elsewhere.
std::optional<std::string> id_text(std::string_view line);

/// What is wrong with `value` as a double: a marker's number and why ("1e999 is too large for
/// a double"), or an integer a double would round (9007199254740993); nothing otherwise.
std::optional<std::string> out_of_range_number(const Json& value);

/// Some value inside `value` (e.g. an "id") is a marker: it could not be echoed.
bool holds_out_of_range_number(const Json& value);

}  // namespace lab::query
