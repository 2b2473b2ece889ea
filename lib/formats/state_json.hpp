// Scene states as JSON files: what `--state FILE.json` loads and what "Save state" writes.
//
//   {
//     "scene": "polygon-point",                       optional: the scene the state is for
//     "shapes": {                                     only the shapes you want to change
//       "pentagon": { "points": [[0, 0], [4, 0], [5, 3], [2, 5], [-1, 3]] },
//       "P":        { "points": [[6, 1]] },
//       "circle":   { "points": [[0, 0]], "radius": 2 }
//     },
//     "options": { "show_normals": 1 }                optional: numbers or true/false
//   }
//
// A shape's kind comes from the scene; "kind" may be given and must then match.
// Every error names the file, the field and the problem.
#pragma once
#include <filesystem>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "formats/state.hpp"

namespace lab {

/// A state file that cannot be used; what() reads "FILE: FIELD: PROBLEM".
class StateError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// Refuse a file: throws StateError("SOURCE: FIELD: PROBLEM").
[[noreturn]] void fail_state(std::string_view source, const std::string& field, const std::string& problem);

/// A JSON value's type as messages name it: "string", "object", "number".
std::string json_type_name(const nlohmann::json& j);

/// Objects and arrays may nest this deep in a state file (a polygon's points need 4).
inline constexpr int max_state_nesting = 32;

/// Read and parse a JSON file. Throws StateError naming the file, and the line on a syntax
/// error or the field on a number a double cannot hold (1e999, 1e-400); refuses anything but a
/// regular file of at most max_user_file_bytes (a folder, a FIFO, a device: user_file.hpp),
/// a NUL byte and nesting deeper than max_state_nesting.
nlohmann::json read_json_file(const std::filesystem::path& file);

/// What read_json_file does once the bytes are read: `text` parsed, `source` naming it in messages.
nlohmann::json parse_state_text(std::string_view text, std::string_view source);

/// The "scene" field, if the file names one (throws StateError if it is not a string).
std::optional<std::string> state_scene_id(const nlohmann::json& j, std::string_view source);

/// `base` (a scene's start state) with the shapes and options of `j` applied.
/// `source` names the file in messages. Throws StateError.
SceneState apply_state_json(const nlohmann::json& j, const SceneState& base, std::string_view source);

/// The whole state as JSON in the format above, with "kind" on every shape.
nlohmann::json state_to_json(const SceneState& state, std::string_view scene_id);

/// The name used in files for a shape kind: "point", "polygon", "segment", "line", "circle", "rect".
std::string_view kind_name(ShapeKind kind);

}  // namespace lab
