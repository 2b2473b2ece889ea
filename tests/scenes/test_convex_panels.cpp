// Every convex scene's panel builds in a headless ImGui frame, for each preset and for a rejected
// input (ImGui asserts on unbalanced tables or windows, so a broken panel fails here).
#include <doctest/doctest.h>
#include <imgui.h>

#include <limits>

#include "headless_imgui.hpp"
#include "scenes/registry.hpp"
#include "scene_test_support.hpp"

namespace test_convex_panels {

namespace {

struct Frame {
  HeadlessImGui imgui;
  void panel(lab::Scene& scene) {
    ImGui::NewFrame();
    ImGui::Begin("panel");
    scene.panel();
    ImGui::End();
    ImGui::Render();
  }
};

constexpr const char* kScenes[] = {"polygon-point", "polygon-line",    "separating-axis",
                                   "polygon-rect",  "polygon-segment", "polygon-circle"};

}  // namespace

TEST_CASE("convex scenes: panels build for every preset, walking step, and a rejected input") {
  Frame frame;
  for (const char* id : kScenes) {
    CAPTURE(id);
    auto scene = lab::testing::scene_named(id);
    CHECK_FALSE(std::string(scene->info().how_to).empty());
    for (const auto& preset : scene->presets()) {
      scene->set_state(preset.state);
      frame.panel(*scene);
      scene->state().options["step"] = 2;
      scene->state().options["show_normals"] = 1;
      scene->update();
      frame.panel(*scene);
    }
    scene->reset();
    scene->state().shapes[0].points[0].x = std::numeric_limits<double>::infinity();
    scene->update();
    CHECK(scene->caption().rfind("no verdict: ", 0) == 0);
    frame.panel(*scene);
  }
}

TEST_CASE("convex scenes: the book's captions at the start positions") {
  const std::pair<const char*, const char*> expected[] = {
      {"polygon-point", "P is on the outer side of 2 of the 5 edges → outside"},
      {"polygon-line", "all 5 vertices on the − side → apart"},
      {"separating-axis", "6 of 8 axes show a gap; one is enough → apart"},
      {"polygon-rect", "6 of 9 axes show a gap; one is enough → apart"},
      {"polygon-segment", "5 of 7 axes show a gap; one is enough → apart"},
      {"polygon-circle", "5 of 6 axes show a gap; one is enough → apart"},
  };
  for (const auto& [name, caption] : expected) {
    const auto id = name;
    CAPTURE(id);
    auto scene = lab::testing::scene_named(id);
    CHECK(scene->info().chapter == "Convex polygons");
    CHECK(scene->caption() == caption);
  }
}

}  // namespace test_convex_panels
