// The concave chapter's scenes: every preset gives a verdict, and every panel (with the
// preset-shape combos, the step controls and the tables) builds without a window: the ImGui calls
// are balanced (ImGui asserts otherwise) and nothing throws.
#include <doctest/doctest.h>
#include <imgui.h>

#include <string>

#include "headless_imgui.hpp"
#include "scenes/registry.hpp"

namespace test_concave_panels {

TEST_CASE("concave scenes: every preset has a verdict and a panel that builds") {
  const HeadlessImGui imgui;
  for (const std::string id :
       {"sat-breaks", "convex-pieces", "which-approach", "point-in-polygon", "concave-polygon-line",
        "concave-polygon-segment", "concave-polygon-circle", "polygon-polygon"}) {
    CAPTURE(id);
    // The SAT scenes' shapes are simple in every preset; point-in-polygon has a self-crossing star.
    const bool sat_scene = id == "sat-breaks" || id == "convex-pieces" || id == "which-approach";
    auto scene = lab::make_scene(id);
    REQUIRE(scene);
    CHECK(scene->info().chapter == "Concave polygons");
    CHECK_FALSE(scene->info().how_to.empty());
    for (const auto& preset : scene->presets()) {
      CAPTURE(preset.name);
      scene->set_state(preset.state);
      CHECK_FALSE(scene->caption().empty());
      CHECK(scene->caption().find("no verdict") == std::string::npos);
      if (sat_scene) CHECK(scene->warnings().empty());
      for (int frame = 0; frame < 2; ++frame) {
        ImGui::NewFrame();
        ImGui::SetNextWindowSize({420, 760});
        ImGui::Begin("panel");
        scene->panel();
        ImGui::End();
        ImGui::Render();
      }
    }
  }
}

TEST_CASE("the concave chapter lists its scenes in book order, SAT's first two and last") {
  const auto& all = lab::all_scenes();
  std::vector<std::string> concave;
  for (const auto& factory : all) {
    auto scene = factory();
    if (scene->info().chapter == "Concave polygons") concave.emplace_back(scene->info().id);
  }
  REQUIRE(concave.size() >= 3);
  CHECK(concave[0] == "sat-breaks");
  CHECK(concave[1] == "convex-pieces");
  CHECK(concave.back() == "which-approach");
}

}  // namespace test_concave_panels
