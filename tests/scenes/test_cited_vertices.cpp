// Issue 11, item 7: when a shape is not convex, the panel's words cite its vertices ("it turns
// clockwise at vertex 2 but counter-clockwise at vertex 0"); every scene that says so names those
// vertices in the figure, beside the vertex itself. The dented shape is a 6 × 4 rectangle whose
// right side is pushed in to the origin: its corners, counter-clockwise from the bottom left, are
// (−3, −2), (3, −2), (0, 0), (3, 2), (−3, 2); it turns clockwise at vertex 2, the dent.
#include <doctest/doctest.h>

#include <optional>
#include <string>
#include <vector>

#include "scene_test_support.hpp"

namespace test_cited_vertices {

using lab::Vec2;

const std::vector<Vec2> dented{{-3, -2}, {3, -2}, {0, 0}, {3, 2}, {-3, 2}};

// The scene `id` with shape `name` made the dented rectangle (moved by `by`).
std::unique_ptr<lab::Scene> with_dent(const std::string& id, const std::string& name, Vec2 by = {0, 0}) {
  auto scene = lab::testing::scene_named(id);
  auto state = scene->state();
  std::vector<Vec2> points;
  for (Vec2 p : dented) points.push_back(p + by);
  state.shape(name).points = points;
  scene->set_state(state);
  return scene;
}

// The label that says `text` (anchored anywhere, or at `at` when given), or nullptr. (A warning
// wrapped across the view can put "vertex 0" at a line's start too.)
const lab::testing::DrawCall* label(const lab::testing::RecordingCanvas& canvas, const std::string& text,
                                    std::optional<Vec2> at = std::nullopt) {
  for (const auto& call : canvas.calls)
    if (call.kind == "label" && call.text == text && (!at || call.points.at(0) == *at)) return &call;
  return nullptr;
}

void check_names_the_dent(const std::string& id, const std::string& name, Vec2 by = {0, 0}) {
  CAPTURE(id);
  const auto scene = with_dent(id, name, by);
  const std::vector<std::string> warnings = scene->warnings();
  REQUIRE_FALSE(warnings.empty());
  CHECK(warnings.back().find("clockwise at vertex 2 but counter-clockwise at vertex 0") != std::string::npos);
  const auto canvas = lab::testing::drawn(*scene);
  // Each cited vertex: its name, anchored at the vertex, and nothing else called that.
  for (std::size_t v : {2, 0})
    CHECK_MESSAGE(label(canvas, "vertex " + std::to_string(v), dented[v] + by) != nullptr,
                  "no label at vertex " << v << " names it");
  // The vertices the words do not cite are not named.
  CHECK(label(canvas, "vertex 1") == nullptr);
  CHECK(label(canvas, "vertex 3") == nullptr);
}

TEST_CASE("a dented shape's cited vertices are named where they are, in every scene that checks convexity" *
          doctest::test_suite("slow")) {
  check_names_the_dent("minkowski-difference", "A");
  check_names_the_dent("push-apart", "A");
  check_names_the_dent("swept-test", "A");
  check_names_the_dent("polygon-point", "pentagon");
  check_names_the_dent("separating-axis", "pentagon");
  check_names_the_dent("polygon-rect", "pentagon");
  check_names_the_dent("polygon-circle", "pentagon");
  check_names_the_dent("sat-breaks", "square", {20, 0});
}

TEST_CASE("a convex shape has no vertex named") {
  for (const char* id : {"minkowski-difference", "push-apart", "swept-test", "polygon-point", "separating-axis"}) {
    CAPTURE(id);
    const auto canvas = lab::testing::drawn(*lab::testing::scene_named(id));
    for (int v = 0; v < 6; ++v) CHECK(label(canvas, "vertex " + std::to_string(v)) == nullptr);
  }
}

}  // namespace test_cited_vertices
