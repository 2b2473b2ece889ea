// The SAT scenes of the concave chapter: every preset gives a verdict, and every panel (with the
// preset-shape combos, the step controls and the tables) builds without a window.
#include <doctest/doctest.h>
#include <imgui.h>

#include "headless_imgui.hpp"
#include "registry.hpp"

namespace test_concave_sat_panels {

TEST_CASE("concave SAT scenes: every preset has a verdict and a panel that builds") {
  const HeadlessImGui imgui;
  for (const char* id : {"sat-breaks", "convex-pieces", "which-approach"}) {
    auto scene = lab::make_scene(id);
    REQUIRE_MESSAGE(scene, id);
    CHECK(scene->info().chapter == "Concave polygons");
    CHECK_FALSE(scene->info().how_to.empty());
    for (const auto& preset : scene->presets()) {
      CAPTURE(preset.name);
      scene->set_state(preset.state);
      CHECK_FALSE(scene->caption().empty());
      CHECK(scene->caption().find("no verdict") == std::string::npos);
      CHECK(scene->warnings().empty());
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

}  // namespace test_concave_sat_panels
