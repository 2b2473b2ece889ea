// Preset shapes (assets/shapes/*.json: the C-shape, an L-shape, a star, a level's floor plan,
// a triangle, a square, a pentagon) that any polygon slot of any scene can load.
// The JSON files are embedded at build time, so nothing here reads files.
//
// File format: {"name": "C-shape", "about": "one line", "points": [[x, y], ...]}
// (at least 3 vertices, in order around the outline, either winding, finite coordinates).
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "formats/state.hpp"

namespace lab {

/// One preset outline, in the coordinates its file gives (centred near the origin).
struct ShapePreset {
  std::string id;     ///< the file's stem: "c-shape"
  std::string name;   ///< as a menu shows it: "C-shape"
  std::string about;  ///< one line: what the shape is good for
  std::vector<Vec2> points;
};

/// Parse one preset file. Throws std::invalid_argument naming `source`, the field and the
/// problem (e.g. "c-shape.json: points[3] has a non-finite y").
ShapePreset parse_shape_preset(std::string_view id, std::string_view json);

/// Every embedded preset, in file-name order. Parsed once; a bad file is a build-time mistake
/// that the tests catch, so this throws on it rather than skipping it silently.
const std::vector<ShapePreset>& shape_presets();

/// The preset with this id, or nullptr.
const ShapePreset* find_shape_preset(std::string_view id);

/// The preset's points, moved so their bounding box is centred on `centre`.
std::vector<Vec2> preset_points_at(const ShapePreset& preset, Vec2 centre);

/// Replace a polygon shape's vertices by the preset, centred where the shape's bounding box
/// was centred, so a loaded shape appears in place. Returns false (and leaves the shape alone)
/// when the shape is not a polygon or the preset has fewer vertices than shape.min_vertices.
bool load_shape_preset(Shape& shape, const ShapePreset& preset);

/// ImGui: a "Load shape" combo for one polygon slot. Choosing a preset loads it into `shape`
/// and returns true; the caller then runs the scene's update().
bool shape_preset_combo(const char* label, Shape& shape);

}  // namespace lab
