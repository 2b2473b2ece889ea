// Every preset of the five edge-walking scenes builds its panel without a window: the ImGui
// calls are balanced (ImGui asserts otherwise) and nothing throws. The caption is never empty.
#include <doctest/doctest.h>
#include <imgui.h>

#include "headless_imgui.hpp"
#include "registry.hpp"

namespace test_concave_edges_panels {

TEST_CASE("concave edge scenes: every preset's panel and caption") {
  const HeadlessImGui imgui;
  for (const char* id : {"point-in-polygon", "concave-polygon-line", "concave-polygon-segment",
                         "concave-polygon-circle", "polygon-polygon"}) {
    auto scene = lab::make_scene(id);
    REQUIRE_MESSAGE(scene, id);
    CHECK(scene->info().chapter == "Concave polygons");
    CHECK_FALSE(scene->info().how_to.empty());
    for (const auto& preset : scene->presets()) {
      CAPTURE(preset.name);
      scene->set_state(preset.state);
      CHECK_FALSE(scene->caption().empty());
      CHECK(scene->caption().find("no verdict") == std::string::npos);
      ImGui::NewFrame();
      ImGui::Begin("panel");
      scene->panel();
      ImGui::End();
      ImGui::Render();
    }
  }
}

}  // namespace test_concave_edges_panels
