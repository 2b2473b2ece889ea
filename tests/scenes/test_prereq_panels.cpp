// The chapter "Before polygons" as a whole: book order, and every panel in every preset built
// in a real ImGui frame (no window: a context, a display size and a font atlas are enough).
#include <doctest/doctest.h>

#include <imgui.h>

#include <string>
#include <vector>

#include "headless_imgui.hpp"
#include "scene_test_support.hpp"

namespace test_prereq_panels {

using namespace lab;
using namespace lab::testing;

TEST_CASE("Before polygons: five scenes in book order, each with a how-to and a touching preset") {
  const std::vector<std::string> expected{"side-of-line", "segments-crossing", "closest-point", "circles",
                                          "rectangles"};
  const auto factories = chapter_scenes("Before polygons");
  REQUIRE(factories.size() == expected.size());
  for (std::size_t i = 0; i < expected.size(); ++i) {
    const auto scene = factories[i]();
    CAPTURE(expected[i]);
    CHECK(scene->info().id == expected[i]);
    CHECK(scene->info().chapter == "Before polygons");
    CHECK_FALSE(scene->info().how_to.empty());
    bool touching = false;
    for (const auto& p : scene->presets()) {
      scene->set_state(p.state);
      CAPTURE(p.name);
      CHECK(scene->warnings().empty());
      CHECK(scene->caption().rfind("No verdict", 0) == std::string::npos);
      touching |= p.name.find("touch") != std::string::npos || p.name.find("on the") != std::string::npos;
    }
    CHECK(touching);
  }
}

TEST_CASE("Before polygons: every panel builds in every preset") {
  const HeadlessImGui imgui;
  for (const auto& factory : chapter_scenes("Before polygons")) {
    auto scene = factory();
    for (const auto& p : scene->presets()) {
      scene->set_state(p.state);
      ImGui::NewFrame();
      ImGui::SetNextWindowSize({420, 780});  // a sized window is drawn on its first frame
      ImGui::Begin("panel");
      scene->panel();
      ImGui::End();
      ImGui::Render();
      CHECK(ImGui::GetDrawData()->TotalVtxCount > 0);
    }
    // A broken state still gets a panel that says why.
    scene->set_state(SceneState{});
    ImGui::NewFrame();
    ImGui::Begin("panel");
    scene->panel();
    ImGui::End();
    ImGui::Render();
  }
}

}  // namespace test_prereq_panels
