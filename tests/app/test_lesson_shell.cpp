// A lesson in the shell, without a window: the keys, stepping between scenes, R and moving back
// restoring the step's state rather than what was dragged.
#include <doctest/doctest.h>

#include <imgui.h>

#include <cfloat>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

#include "app_screen.hpp"
#include "window/fonts.hpp"
#include "shell/keys.hpp"
#include "files/settings.hpp"
#include "scenes/lesson.hpp"
#include "shell/shell.hpp"

namespace test_lesson_shell {

using lab::Command;
using lab::KeyAction;

namespace {

// A two-scene, three-step lesson: P at (1, 1) and (2, 2) in point-in-polygon, then circles.
lab::Lesson small_lesson() {
  return lab::parse_lesson(nlohmann::json::parse(R"({"title": "t", "steps": [
    {"scene": "point-in-polygon", "state": {"shapes": {"P": {"points": [[1, 1]]}}}, "note": "a"},
    {"scene": "point-in-polygon", "state": {"shapes": {"P": {"points": [[2, 2]]}}}, "note": "b"},
    {"scene": "circles", "note": "c"}]})"),
                           "small.json");
}

lab::Vec2 point_p(const lab::Shell& shell) {
  for (const auto& s : shell.scene().state().shapes)
    if (s.name == "P") return s.points.at(0);
  FAIL("the scene has no P");
  return {};
}

}  // namespace

TEST_CASE("in a lesson the arrows, Space, Home and Backspace step; outside one they do not") {
  CHECK(lab::action_for_key(SDLK_RIGHT, 0, true) == KeyAction{Command::NextStep});
  // Space reveals a hidden answer first (test_teaching.cpp), else steps.
  CHECK(lab::action_for_key(SDLK_SPACE, 0, true) == KeyAction{Command::RevealOrNextStep});
  CHECK(lab::action_for_key(SDLK_LEFT, 0, true) == KeyAction{Command::PreviousStep});
  CHECK(lab::action_for_key(SDLK_HOME, 0, true) == KeyAction{Command::FirstStep});
  CHECK(lab::action_for_key(SDLK_BACKSPACE, 0, true) == KeyAction{Command::StepBackOrDeleteVertex});
  CHECK(lab::action_for_key(SDLK_DELETE, 0, true) == KeyAction{Command::DeleteVertex});
  CHECK(lab::action_for_key(SDLK_r, 0, true) == KeyAction{Command::Reset});
  CHECK(lab::action_for_key(SDLK_RIGHT, 0) == KeyAction{Command::PanRight});
  CHECK(lab::action_for_key(SDLK_BACKSPACE, 0) == KeyAction{Command::DeleteVertex});
}

TEST_CASE("stepping opens each step's scene with the step's state") {
  lab::Shell shell(0);
  shell.open_lesson(small_lesson());
  REQUIRE(shell.lesson());
  CHECK(shell.scene().info().id == "point-in-polygon");
  CHECK(point_p(shell) == lab::Vec2{1, 1});
  shell.command(Command::NextStep);
  CHECK(point_p(shell) == lab::Vec2{2, 2});
  shell.command(Command::NextStep);
  CHECK(shell.scene().info().id == "circles");
  CHECK(shell.lesson()->position() == "step 3 of 3");
  shell.command(Command::NextStep);  // at the end: stays
  CHECK(shell.lesson()->index() == 2);
  shell.command(Command::FirstStep);
  CHECK(shell.scene().info().id == "point-in-polygon");
  CHECK(point_p(shell) == lab::Vec2{1, 1});
  shell.command(Command::StepBackOrDeleteVertex);  // nothing hovered, at the start: stays
  CHECK(shell.lesson()->index() == 0);
}

TEST_CASE("R and moving on and back restore the step, not the drags") {
  lab::Shell shell(0);
  shell.open_lesson(small_lesson(), 1);
  CHECK(point_p(shell) == lab::Vec2{2, 2});
  auto dragged = shell.scene().state();
  for (auto& s : dragged.shapes)
    if (s.name == "P") s.points[0] = {7, -3};  // a student drags P away
  shell.set_state(dragged);
  CHECK(point_p(shell) == lab::Vec2{7, -3});
  shell.command(Command::Reset);
  CHECK(point_p(shell) == lab::Vec2{2, 2});
  shell.set_state(dragged);
  shell.command(Command::NextStep);
  shell.command(Command::PreviousStep);
  CHECK(point_p(shell) == lab::Vec2{2, 2});
  shell.set_state(dragged);
  shell.command(Command::StepBackOrDeleteVertex);  // no vertex under the mouse: the previous step
  CHECK(shell.lesson()->index() == 0);
  CHECK(point_p(shell) == lab::Vec2{1, 1});
}

TEST_CASE("changing scene by Page Down leaves the lesson") {
  lab::Shell shell(0);
  shell.open_lesson(small_lesson());
  shell.command(Command::NextScene);
  CHECK_FALSE(shell.lesson());
  shell.command(Command::NextStep);  // nothing to step
  CHECK_FALSE(shell.lesson());
}

TEST_CASE("every step of every bundled lesson draws a frame, sidebar and lesson panel included") {
  const lab::testing::AppScreen screen;
  CHECK(screen.fonts.note != nullptr);
  CHECK(screen.fonts.note_bold != nullptr);
  lab::Shell shell(0);
  shell.interactive = false;
  for (const auto& file : lab::bundled_lesson_files()) {
    const std::string_view id = file.first;
    shell.open_lesson(lab::bundled_lesson(id));
    for (int i = 0; i < shell.lesson()->count(); ++i) {
      CAPTURE(id);
      CAPTURE(i);
      CHECK(shell.lesson()->index() == i);
      CHECK(shell.scene().info().id == shell.lesson()->step().scene);
      screen.frames(shell, 1);
      shell.command(Command::NextStep);
    }
    CHECK(shell.lesson()->index() == shell.lesson()->count() - 1);
  }
}

TEST_CASE("a lesson file that cannot be used opens nothing and says why; a good one opens") {
  const auto bad = std::filesystem::temp_directory_path() / "collision-lab-test-lesson-bad.json";
  std::ofstream(bad) << R"({"title": "t", "steps": [{"scene": "nope", "note": "n"}]})";
  lab::Shell shell(0);
  CHECK_FALSE(shell.open_lesson_file(bad));
  CHECK_FALSE(shell.lesson());
  CHECK(shell.notice() == bad.string() + ": steps[0].scene: unknown scene \"nope\"");
  const auto good = std::filesystem::temp_directory_path() / "collision-lab-test-lesson-good.json";
  std::ofstream(good) << R"({"title": "t", "steps": [{"scene": "circles", "note": "n"}]})";
  CHECK(shell.open_lesson_file(good));
  REQUIRE(shell.lesson());
  CHECK(shell.scene().info().id == "circles");
  CHECK(shell.notice().empty());
  std::filesystem::remove(bad);
  std::filesystem::remove(good);
}

TEST_CASE("the teacher's own lessons live under $XDG_DATA_HOME/collision-lab/lessons") {
  const char* old = std::getenv("XDG_DATA_HOME");
  const std::string saved = old ? old : "";
  setenv("XDG_DATA_HOME", "/srv/data", 1);
  CHECK(lab::lessons_dir() == std::filesystem::path("/srv/data/collision-lab/lessons"));
  if (old)
    setenv("XDG_DATA_HOME", saved.c_str(), 1);
  else
    unsetenv("XDG_DATA_HOME");
}

}  // namespace test_lesson_shell
