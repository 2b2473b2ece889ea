// The circles and rectangles scenes switch mode by their panel's radio buttons: clicking the
// second one loads the scene's first preset of mode 1. Driven without a window: the panel sits
// at the top-left of the display, and the mouse presses and releases on the second button.
#include <doctest/doctest.h>
#include <imgui.h>

#include <algorithm>

#include "headless_imgui.hpp"
#include "scenes/registry.hpp"
#include "scene_test_support.hpp"

namespace test_prereq_mode_buttons {

namespace {

/// One frame of `scene`'s panel in a window at (0, 0), with the mouse at `at`, pressed or not.
void panel_frame(lab::Scene& scene, ImVec2 at, bool pressed) {
  ImGuiIO& io = ImGui::GetIO();
  io.DeltaTime = 1.0f / 60;
  io.MousePos = at;
  io.MouseDown[0] = pressed;
  ImGui::NewFrame();
  ImGui::SetNextWindowPos({0, 0});
  ImGui::SetNextWindowSize({500, 700});
  ImGui::Begin("panel", nullptr, ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoMove);
  scene.panel();
  ImGui::End();
  ImGui::Render();
}

/// Clicks the second of the mode buttons at the top of the scene's panel.
void click_second_mode(lab::Scene& scene) {
  panel_frame(scene, {-1, -1}, false);  // the font size is known from the first frame on
  const ImGuiStyle& style = ImGui::GetStyle();
  const float line = ImGui::GetFontSize() + 2 * style.FramePadding.y;  // a radio button's height
  const ImVec2 second{style.WindowPadding.x + line / 2, style.WindowPadding.y + line + style.ItemSpacing.y + line / 2};
  panel_frame(scene, second, false);  // hover first, as a hand would
  panel_frame(scene, second, true);
  panel_frame(scene, second, false);
}

}  // namespace

TEST_CASE("circles and rectangles: the second mode button loads the first preset of mode 1") {
  const HeadlessImGui imgui;
  for (const std::string id : {"circles", "rectangles"}) {
    CAPTURE(id);
    auto scene = lab::testing::scene_named(id);
    REQUIRE(scene->state().option("mode") == 0);
    click_second_mode(*scene);
    CHECK(scene->state().option("mode") == 1);
    // Mode 1 is a point against the shape: the state now has P.
    const auto& shapes = scene->state().shapes;
    CHECK(std::any_of(shapes.begin(), shapes.end(), [](const lab::Shape& s) { return s.name == "P"; }));
  }
}

}  // namespace test_prereq_mode_buttons
