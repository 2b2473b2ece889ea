// Issue 26: presenter mode on a 1920×1080 projector, read from the back of a room. Every label of
// every scene's figure (edge, axis, frame and shape names, the numbers on the figure) and every
// number on the grid is at least 18 px high, measured on the frame the shell draws. And the step
// controls of a figure that plays (convex-pieces' Play, <, >) are keys, which work without the panel.
#include <doctest/doctest.h>

#include <imgui.h>
#include <imgui_internal.h>

#include <cmath>
#include <vector>

#include "app_screen.hpp"
#include "shell/keys.hpp"
#include "shell/presenter.hpp"
#include "scenes/registry.hpp"
#include "shell/shell.hpp"
#include "window/screenshot.hpp"

namespace test_presenter_labels {

TEST_CASE("presenter frames at 1920x1080: every scene's labels and grid numbers are 18 px or more" *
          doctest::test_suite("screens")) {
  const lab::testing::AppScreen screen({.size = {1920, 1080}});
  const auto scenes = lab::scene_list();
  for (int i = 0; i < static_cast<int>(scenes.size()); ++i) {
    CAPTURE(scenes[static_cast<std::size_t>(i)].id);
    lab::Shell shell(i);
    shell.interactive = false;
    shell.set_presenting(true);
    screen.frames(shell);
    CHECK(shell.label_pixels().size() > 1);
    for (float px : shell.label_pixels()) CHECK(px >= 17.99f);  // 18, to float rounding
    for (const lab::ScreenBox& box : shell.tick_boxes()) CHECK(box.max.y - box.min.y >= 17.99f);
  }
}

TEST_CASE("presenter at 1920x1080: which-approach's column titles clear the counts above them" *
          doctest::test_suite("screens")) {
  // The edge tests' title sat on the pieces' count line ("12 pairs, 18 axes, 108 vertices"): no
  // two of the figure's texts may share a pixel, at any start position. The shell's boxes hold the
  // shadow bars too, which lie on one another by design: a line of text is a box as high as the
  // size it was drawn at (label_pixels), a bar is not.
  // At the UI scale a 1920×1080 screenshot takes (screenshot_scale: 1.35).
  const lab::testing::AppScreen screen({.size = {1920, 1080}, .scale = lab::screenshot_scale({1920, 1080})});
  lab::Shell shell(lab::testing::scene_index("which-approach"));
  shell.interactive = false;
  shell.set_presenting(true);
  for (const auto& preset : shell.scene().presets()) {
    CAPTURE(preset.name);
    shell.set_state(preset.state);
    screen.frames(shell);
    std::vector<lab::ScreenBox> texts;
    for (const lab::ScreenBox& box : shell.label_boxes())
      for (const float px : shell.label_pixels())
        if (std::abs(box.max.y - box.min.y - px) < 0.01f) {
          texts.push_back(box);
          break;
        }
    CHECK(texts.size() > 10);
    for (std::size_t i = 0; i < texts.size(); ++i)
      for (std::size_t j = i + 1; j < texts.size(); ++j) {
        CAPTURE(texts[i].min.y);
        CAPTURE(texts[j].min.y);
        CHECK_FALSE(texts[i].overlaps(texts[j]));
      }
  }
}

TEST_CASE("Enter plays a figure that plays, '.' and ',' step it: convex-pieces in presenter mode") {
  using lab::Command;
  using lab::KeyAction;
  CHECK(lab::action_for_key(SDLK_RETURN, 0) == KeyAction{Command::PlayPause});
  CHECK(lab::action_for_key(SDLK_KP_ENTER, 0) == KeyAction{Command::PlayPause});
  CHECK(lab::action_for_key(SDLK_PERIOD, 0) == KeyAction{Command::PlayStepOn});
  CHECK(lab::action_for_key(SDLK_COMMA, 0) == KeyAction{Command::PlayStepBack});
  CHECK(lab::action_for_key(SDLK_PERIOD, 0, true) == KeyAction{Command::PlayStepOn});  // in a lesson too

  const lab::testing::AppScreen screen({.size = {1920, 1080}});
  lab::Shell shell(lab::testing::scene_index("convex-pieces"));
  shell.interactive = false;
  shell.set_presenting(true);
  auto step = [&] { return static_cast<int>(shell.scene().state().option("step", -1)); };
  CHECK(shell.scene().plays());
  // It opens at the end (step −1, the verdict at once); ',' goes one step back from the end.
  CHECK(step() == -1);
  shell.command(Command::PlayStepBack);
  const int last = step() + 1;  // the end is the step after
  CHECK(last > 10);             // the C's ear-clipping steps, then the piece pairs
  shell.command(Command::PlayStepOn);
  CHECK(step() == last);
  // Enter at the end plays from the start: step 0, then one step each 0.9 s.
  shell.command(Command::PlayPause);
  CHECK(shell.scene().playing());
  CHECK(step() == 0);
  // Its caption names the key that pauses it here, where the panel's Pause button is hidden
  // (test_play_caption: it said "press Play (Enter)" while playing).
  CHECK(shell.scene().caption().ends_with(": playing: step 0 of " + std::to_string(last) + " — Enter pauses"));
  screen.io().DeltaTime = 0.5f;
  ImGui::NewFrame();
  shell.frame(screen.fonts, screen.scale);
  ImGui::Render();
  CHECK(step() == 0);
  for (int frame = 0; frame < 2; ++frame) {  // 1.0 s more: one step (at 0.9 s)
    ImGui::NewFrame();
    shell.frame(screen.fonts, screen.scale);
    ImGui::Render();
  }
  CHECK(step() == 1);
  // The keys are on screen while presenting, as the panel is not.
  const ImGuiWindow* keys = ImGui::FindWindowByName("##play");
  REQUIRE(keys != nullptr);
  CHECK(keys->Active);
  // Enter pauses; the step stays.
  shell.command(Command::PlayPause);
  CHECK_FALSE(shell.scene().playing());
  CHECK(step() == 1);
}

}  // namespace test_presenter_labels
