// A lesson step keeps its zoom: "view": [x, y, w, h] is the world rectangle the step shows (the
// editor stores the one on screen when the teacher adds the step); F fits the figure again.
#include <doctest/doctest.h>

#include <imgui.h>

#include <cfloat>
#include <cmath>
#include <string>

#include "app_screen.hpp"
#include "window/fonts.hpp"
#include "scenes/lesson.hpp"
#include "shell/shell.hpp"
#include "files/state_files.hpp"
#include "formats/state_json.hpp"

namespace test_lesson_view {

namespace {

lab::Lesson lesson_with_view(const std::string& view) {
  return lab::parse_lesson(nlohmann::json::parse(R"({"title": "t", "steps": [
    {"scene": "circles", "note": "zoomed in", "view": )" +
                                                 view + R"(},
    {"scene": "circles", "note": "fitted"}]})"),
                           "zoom.json");
}

std::string error_of(const std::string& view) {
  try {
    lesson_with_view(view);
  } catch (const lab::StateError& e) { return e.what(); }
  return "";
}

// The camera shows all of `r` and, along one side, no more: the fit is edge to edge.
void shows_exactly(lab::Shell& shell, const collide::Rect& r) {
  const auto v = shell.camera().view();
  CHECK(v.x <= r.x + 1e-9);
  CHECK(v.y <= r.y + 1e-9);
  CHECK(v.x + v.w >= r.x + r.w - 1e-9);
  CHECK(v.y + v.h >= r.y + r.h - 1e-9);
  const bool width_fits = std::abs(v.w - r.w) < 1e-6, height_fits = std::abs(v.h - r.h) < 1e-6;
  CHECK((width_fits || height_fits));
}

}  // namespace

TEST_CASE("a lesson step's view: read, written back, and refused with the field named") {
  const lab::Lesson lesson = lesson_with_view("[-1, -2, 4, 3]");
  REQUIRE(lesson.steps[0].view);
  CHECK(lesson.steps[0].view->x == -1);
  CHECK(lesson.steps[0].view->h == 3);
  CHECK_FALSE(lesson.steps[1].view);
  const auto j = lab::lesson_to_json(lesson);
  CHECK(j["steps"][0]["view"] == nlohmann::json::parse("[-1.0, -2.0, 4.0, 3.0]"));
  CHECK_FALSE(j["steps"][1].contains("view"));
  CHECK(lab::lesson_to_json(lab::parse_lesson(j, "again.json")) == j);

  CHECK(error_of("[1, 2, 3]").find("steps[0].view: expected [x, y, w, h]") != std::string::npos);
  CHECK(error_of("[0, 0, \"4\", 3]").find("steps[0].view[2]: expected a number") != std::string::npos);
  CHECK(error_of("[0, 0, 0, 3]").find("steps[0].view: the width and height must be more than 0") != std::string::npos);
  CHECK(error_of("{\"x\": 0}").find("steps[0].view") != std::string::npos);
}

TEST_CASE("a step with a view opens zoomed to it; F and a step without one fit the figure") {
  const lab::testing::AppScreen screen;  // 1280×800, as the window would draw it
  auto frames = [&](lab::Shell& shell) { screen.frames(shell); };
  lab::Shell shell(0);
  frames(shell);
  const collide::Rect zoom{-1, -2, 4, 3};
  shell.open_lesson(lesson_with_view("[-1, -2, 4, 3]"));
  frames(shell);
  shows_exactly(shell, zoom);

  shell.command(lab::Command::Fit);  // F: the figure, not the saved zoom
  frames(shell);
  const double fitted_width = shell.camera().view().w;
  CHECK(fitted_width > zoom.w + 1);

  shell.command(lab::Command::NextStep);  // no view: fitted as usual
  frames(shell);
  CHECK(shell.camera().view().w == doctest::Approx(fitted_width));
  shell.command(lab::Command::PreviousStep);  // back: the step's zoom again
  frames(shell);
  shows_exactly(shell, zoom);
}

}  // namespace test_lesson_view
