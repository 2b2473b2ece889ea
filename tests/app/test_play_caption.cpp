// Issue 26: a figure that plays says what is true at each moment. convex-pieces' caption said
// "press Play (Enter)" at step 0 while the steps already played (Enter at the end plays from the
// start): the caption was built from the state alone, which did not hold whether it plays. Now
// "playing" is an option of the state beside "step", so the scene, a state file and --report all
// word the same moment the same way: "press Play (Enter)" only paused at the start, "playing:
// step 3 of 21 — Enter pauses" while it plays. (The C and the square in the notch: 8 candidate
// ears, 12 piece pairs and the verdict, 21 steps.)
#include <doctest/doctest.h>

#include <string>

#include "app_screen.hpp"
#include "files/report.hpp"
#include "formats/state_json.hpp"
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

// A state file that says it plays (as the window's state does while it plays: Copy state, Save)
// reads the same in --report: its caption, and the two numbers listed as printed in the caption.
TEST_CASE("convex-pieces: a state that plays says so in --report, its numbers listed") {
  auto scene = lab::make_scene("convex-pieces");
  const auto json =
      lab::parse_state_text(R"({"scene": "convex-pieces", "options": {"step": 3, "playing": 1}})", "test");
  scene->set_state(lab::apply_state_json(json, scene->state(), "test"));
  CHECK(scene->playing());
  const auto report = lab::scene_report(*scene);
  CHECK(report["caption"] ==
        "Step 3: corner 2 (0–2–3): convex, nothing inside → an ear: clip it · playing: step 3 "
        "of 21 — Enter pauses");
  int listed = 0;
  for (const auto& p : report["printed"])
    if (p["where"] == "caption" &&
        ((p["of"] == "the step playing" && p["value"] == 3) || (p["of"] == "steps in all" && p["value"] == 21)))
      ++listed;
  CHECK(listed == 2);
  // Paused there, the step's words alone (nothing to press: the user is stepping).
  auto paused = scene->state();
  paused.options["playing"] = 0;
  scene->set_state(paused);
  CHECK(lab::scene_report(*scene)["caption"] == "Step 3: corner 2 (0–2–3): convex, nothing inside → an ear: clip it");
}

}  // namespace test_play_caption
