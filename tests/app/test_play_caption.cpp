// Issue 26: a figure that plays says what is true at each moment. convex-pieces' caption said
// "press Play (Enter)" at step 0 while the steps already played (Enter at the end plays from the
// start): the caption was built from the state alone, which does not hold whether it plays. Now
// the caption module is told the step and whether it plays (captions::PlayMoment), so the figure,
// the panel and --report word the same moment the same way: "press Play (Enter)" only paused at
// the start, "playing: step 3 of 21 — Enter pauses" while it plays. (The C and the square in the
// notch: 8 candidate ears, 12 piece pairs and the verdict, 21 steps.)
#include <doctest/doctest.h>

#include <string>

#include "app_screen.hpp"
#include "files/report.hpp"
#include "scenes/registry.hpp"

namespace test_play_caption {

using lab::Command;

bool asks_to_press_play(const std::string& caption) { return caption.find("press Play") != std::string::npos; }

TEST_CASE("convex-pieces: while the steps play, the caption says so and never asks to press Play" *
          doctest::test_suite("screens")) {
  const lab::testing::AppScreen screen({.size = {1280, 800}});
  lab::Shell shell(lab::testing::scene_index("convex-pieces"));
  shell.interactive = false;
  const auto caption = [&] { return shell.scene().caption(); };
  // At the end (the verdict), Enter plays from the start: step 0, playing.
  shell.command(Command::PlayPause);
  REQUIRE(shell.scene().playing());
  CHECK(shell.scene().state().option("step") == 0);
  CHECK_FALSE(asks_to_press_play(caption()));
  CHECK(caption() ==
        "Ear clipping: 8 vertices → 6 triangles (8 candidate ears, 2 rejected): playing: step 0 of 21 — Enter pauses");
  // One step each 0.9 s: after a second, step 1, still playing.
  screen.io().DeltaTime = 0.5f;
  for (int frame = 0; frame < 2; ++frame) {
    ImGui::NewFrame();
    shell.frame(screen.fonts, screen.scale);
    ImGui::Render();
  }
  CHECK(shell.scene().state().option("step") == 1);
  CHECK(caption() ==
        "Step 1: corner 0 (7–0–1): corner 3 lies inside → not an ear · playing: step 1 of 21 — Enter pauses");
  // Enter pauses: the step's words alone; ',' back to the start: press Play again.
  shell.command(Command::PlayPause);
  CHECK_FALSE(shell.scene().playing());
  CHECK(caption() == "Step 1: corner 0 (7–0–1): corner 3 lies inside → not an ear");
  shell.command(Command::PlayStepBack);
  CHECK(caption() == "Ear clipping: 8 vertices → 6 triangles (8 candidate ears, 2 rejected): press Play (Enter)");
}

// --report reads the scene's caption: stepped to step 3 and played, it says so there too, and
// lists the caption's two new numbers as printed; paused, the step's words alone.
TEST_CASE("convex-pieces: --report of a figure that plays says so, its numbers listed") {
  auto scene = lab::make_scene("convex-pieces");
  auto state = scene->state();
  state.options["step"] = 2;
  scene->set_state(state);
  scene->play(lab::Scene::Play::StepOn);  // step 3, paused
  scene->play(lab::Scene::Play::Toggle);  // plays from there
  REQUIRE(scene->playing());
  const auto report = lab::scene_report(*scene);
  CHECK(report["caption"] ==
        "Step 3: corner 2 (0–2–3): convex, nothing inside → an ear: clip it · playing: step 3 of 21 — Enter pauses");
  int listed = 0;
  for (const auto& p : report["printed"])
    if (p["where"] == "caption" &&
        ((p["of"] == "the step playing" && p["value"] == 3) || (p["of"] == "steps in all" && p["value"] == 21)))
      ++listed;
  CHECK(listed == 2);
  scene->play(lab::Scene::Play::Toggle);  // paused: nothing to press, the user is stepping
  CHECK(lab::scene_report(*scene)["caption"] == "Step 3: corner 2 (0–2–3): convex, nothing inside → an ear: clip it");
}

}  // namespace test_play_caption
