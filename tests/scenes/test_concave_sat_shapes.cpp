// The preset shapes of assets/shapes/, embedded at build time, and loading them into a slot.
#include <doctest/doctest.h>

#include <stdexcept>
#include <string>

#include "scenes/shape_library.hpp"

namespace test_concave_sat_shapes {

using lab::Vec2;

namespace {

std::string error_of(std::string_view json) {
  try {
    lab::parse_shape_preset("bad", json);
  } catch (const std::invalid_argument& e) { return e.what(); }
  return "";
}

}  // namespace

TEST_CASE("every preset the concave chapter needs is embedded, with its vertex count") {
  struct Expected {
    const char* id;
    const char* name;
    std::size_t vertices;
  };
  // Counted by hand from the files: the C is a ring with a notch (8 corners), the L has 6,
  // the star 5 points + 5 dents, the floor plan 12.
  for (const Expected& e :
       {Expected{"c-shape", "C-shape", 8}, Expected{"l-shape", "L-shape", 6}, Expected{"star", "Star", 10},
        Expected{"level-floor", "Level floor", 12}, Expected{"triangle", "Triangle", 3},
        Expected{"square", "Square", 4}, Expected{"pentagon", "Pentagon", 5}}) {
    CAPTURE(e.id);
    const lab::ShapePreset* preset = lab::find_shape_preset(e.id);
    REQUIRE(preset != nullptr);
    CHECK(preset->name == e.name);
    CHECK(preset->points.size() == e.vertices);
    CHECK_FALSE(preset->about.empty());
  }
  CHECK(lab::shape_presets().size() == 7);
  CHECK(lab::find_shape_preset("no-such-shape") == nullptr);
}

TEST_CASE("the C-shape's notch is the gap x in [−1, 3], y in [−1.5, 1.5]") {
  const auto& c = lab::find_shape_preset("c-shape")->points;
  CHECK(c[2] == Vec2{3, -1.5});
  CHECK(c[3] == Vec2{-1, -1.5});
  CHECK(c[4] == Vec2{-1, 1.5});
  CHECK(c[5] == Vec2{3, 1.5});
}

TEST_CASE("loading a preset into a polygon slot keeps the slot where it was") {
  lab::Shape slot{"B", lab::ShapeKind::Polygon, {{10, 10}, {12, 10}, {12, 12}, {10, 12}}};
  REQUIRE(lab::load_shape_preset(slot, *lab::find_shape_preset("triangle")));
  // The triangle's bounding box [−1.5, 1.5] × [−1, 1.6] is centred on (0, 0.3); moved to (11, 11).
  REQUIRE(slot.points.size() == 3);
  CHECK(slot.points[0].x == doctest::Approx(9.5));
  CHECK(slot.points[0].y == doctest::Approx(9.7));
  CHECK(slot.points[2].x == doctest::Approx(11));
  CHECK(slot.points[2].y == doctest::Approx(12.3));
}

TEST_CASE("a preset is not loaded where it does not fit") {
  lab::Shape circle{"circle", lab::ShapeKind::Circle, {{0, 0}}, 1};
  CHECK_FALSE(lab::load_shape_preset(circle, *lab::find_shape_preset("square")));
  CHECK(circle.points.size() == 1);

  lab::Shape needs_four{"A", lab::ShapeKind::Polygon, {{0, 0}, {1, 0}, {1, 1}, {0, 1}}};
  needs_four.min_vertices = 4;
  CHECK_FALSE(lab::load_shape_preset(needs_four, *lab::find_shape_preset("triangle")));
  CHECK(needs_four.points.size() == 4);
}

TEST_CASE("a bad preset file is rejected with the file, the field and the problem") {
  CHECK(error_of("{") == "bad.json: not valid JSON");
  CHECK(error_of(R"({"about": "x", "points": []})") == "bad.json: missing field \"name\"");
  CHECK(error_of(R"({"name": "x", "about": "x", "points": [[0, 0], [1, 0]]})") ==
        "bad.json: a polygon needs at least 3 points, found 2");
  CHECK(error_of(R"({"name": "x", "about": "x", "points": [[0, 0], [1, 0], [1]]})") ==
        "bad.json: points[2] is not an [x, y] pair");
  CHECK(error_of(R"({"name": "x", "about": "x", "points": [[0, 0], [1, "a"], [1, 1]]})") ==
        "bad.json: points[1] has a y that is not a number");
  CHECK(error_of(R"({"name": "x", "about": "x", "points": [[0, 0], [1, 0], [1, 1e999]]})") ==
        "bad.json: not valid JSON");
}

}  // namespace test_concave_sat_shapes
