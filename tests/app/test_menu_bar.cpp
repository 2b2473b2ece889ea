// Issue 27 section 3, a desktop app's manners: the menu bar and the room it leaves, side panes
// that collapse, a window title naming the scene and the file or lesson, Undo saying what it
// undoes, status lines that go when they stop being true, Help → About.
#include <doctest/doctest.h>

#include <imgui.h>
#include <imgui_internal.h>

#include <cfloat>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

#include "history_support.hpp"
#include "scenes/lesson.hpp"
#include "shell/about.hpp"
#include "shell/change_words.hpp"
#include "shell/shell.hpp"
#include "app_screen.hpp"

namespace test_menu_bar {

using lab::Command;
using lab::SceneState;
using lab::Shape;
using lab::ShapeKind;

namespace {

SceneState two_shapes() {
  SceneState s;
  Shape a{"A", ShapeKind::Polygon, {{0, 0}, {4, 0}, {4, 3}, {2, 5}, {0, 3}}};
  Shape c{"C", ShapeKind::Circle, {{8, 8}}, 1.5};
  s.shapes = {a, c};
  s.options = {{"all_axes", 0}};
  return s;
}

}  // namespace

TEST_CASE("change_words: the one edit between two states, as Undo's tooltip names it") {
  const SceneState before = two_shapes();
  SceneState after = before;
  after.shapes[0].points[3] = {2, 6};  // one vertex dragged
  CHECK(lab::change_words(before, after) == "move vertex 3 of A");
  after = before;
  for (auto& p : after.shapes[0].points) p += lab::Vec2{1, 1};  // the whole polygon dragged
  CHECK(lab::change_words(before, after) == "move A");
  after = before;
  after.shapes[0].points.insert(after.shapes[0].points.begin() + 2, {4, 1.5});  // a double-click on edge 1
  CHECK(lab::change_words(before, after) == "add vertex 2 to A");
  CHECK(lab::change_words(after, before) == "remove vertex 2 of A");
  after = before;
  after.shapes[1].radius = 2;  // the rim dragged
  CHECK(lab::change_words(before, after) == "change the radius of C");
  after = before;
  after.shapes[1].points[0] = {9, 9};  // the circle dragged by its centre
  CHECK(lab::change_words(before, after) == "move C");
  after = before;
  after.options["all_axes"] = 1;
  CHECK(lab::change_words(before, after) == "change the option all_axes");
  after.shapes[0].points[0] = {-1, 0};  // two things at once: a preset, a reset, a file
  CHECK(lab::change_words(before, after) == "change the shapes");
}

TEST_CASE("Undo and Redo say what they will do: a vertex dragged in polygon-point") {
  lab::Shell shell(history_test::scene_index("polygon-point"));
  CHECK(shell.undo_words().empty());
  auto& pentagon = shell.scene().state().shape("pentagon");
  REQUIRE(pentagon.points.size() == 5);
  pentagon.points[3] += lab::Vec2{0.5, 0.25};
  shell.scene().update();
  shell.commit();
  CHECK(shell.undo_words() == "Undo: move vertex 3 of pentagon");
  CHECK(shell.redo_words().empty());
  shell.command(Command::Undo);
  CHECK(shell.undo_words().empty());
  CHECK(shell.redo_words() == "Redo: move vertex 3 of pentagon");
}

TEST_CASE("the refusal to remove a vertex names the shape and its count, and goes with R, Undo and Redo") {
  lab::Shell shell(history_test::scene_index("polygon-point"));
  auto& pentagon = shell.scene().state().shape("pentagon");
  REQUIRE(pentagon.editable);
  // Down to three vertices, as two Deletes would leave it; a third Delete is refused.
  pentagon.points.erase(pentagon.points.begin() + 3, pentagon.points.end());
  shell.scene().update();
  shell.commit();
  const auto refuse = [&] {
    shell.camera().center = {0, 0};
    shell.camera().scale = 50;
    shell.camera().origin = {0, 0};
    shell.camera().size = {800, 600};
    const auto& p = shell.scene().state().shape("pentagon").points;
    shell.drag().hover(shell.scene(), shell.camera(), shell.camera().to_screen(p[1]));
    shell.command(Command::DeleteVertex);
  };
  refuse();
  CHECK(shell.drag().refusal() == "vertex 1 of pentagon stays: pentagon has 3 vertices, the fewest this figure allows");
  shell.command(Command::Undo);  // the pentagon has five again: the line is no longer true
  CHECK(shell.drag().refusal().empty());
  shell.command(Command::Redo);
  refuse();
  REQUIRE_FALSE(shell.drag().refusal().empty());
  shell.command(Command::Redo);  // nothing to redo: the state, and the line, stay
  shell.command(Command::Reset);
  CHECK(shell.drag().refusal().empty());
}

TEST_CASE("the window title names the scene, the file saved or opened, the lesson; 'Saved' stays with its scene") {
  history_test::ScratchDir dir("title");
  history_test::EnvVar config("XDG_CONFIG_HOME", (dir.path / "config").string());
  lab::Shell shell(history_test::scene_index("circles"));
  CHECK(shell.window_title() == "Circles - Collision Lab");
  REQUIRE(shell.save_state(dir.path / "two circles.json"));
  CHECK(shell.window_title() == "two circles.json - Circles - Collision Lab");
  CHECK(shell.message().starts_with("Saved to "));
  shell.command(Command::NextScene);  // the file and the message were this scene's, not the next one's
  CHECK(shell.window_title() == "Rectangles - Collision Lab");
  CHECK(shell.message().empty());
  REQUIRE(shell.open_file(dir.path / "two circles.json"));  // opened: back to its scene, named again
  CHECK(shell.window_title() == "two circles.json - Circles - Collision Lab");
  lab::Lesson lesson;
  lesson.title = std::string(20000, 'x');  // a title of any length: cut, the step still said
  lab::LessonStep step;
  step.scene = "circles";
  step.state = shell.scene().state();
  step.note = "n";
  lesson.steps = {step, step};
  shell.open_lesson(lesson, 1);
  CHECK(shell.window_title() == std::string(60, 'x') + "\u2026 (step 2 of 2) - Circles - Collision Lab");
  CHECK(shell.message().empty());
}

TEST_CASE("the menu bar sits above the panes; at 800x600 they collapse and the figure gets the width") {
  // ImGui's own font stands in for DejaVu (quicker under ASan): the sizes come from the scale.
  const lab::testing::AppScreen screen({.size = {800, 600}, .font_path = "/no/such/font.ttf", .style = true});
  lab::Shell shell(history_test::scene_index("separating-axis"));
  shell.interactive = false;
  screen.frames(shell);
  std::string menus;
  for (const auto& m : shell.menu_headers()) menus += m.name + " ";
  CHECK(menus == "File Edit View Scene Lesson Help ");
  const ImGuiWindow* bar = ImGui::FindWindowByName("##MainMenuBar");
  REQUIRE(bar != nullptr);
  const float top = bar->Size.y;
  CHECK(top > 15);
  CHECK(top < 40);
  CHECK(shell.camera().origin.y == doctest::Approx(top));  // the figure starts under the bar
  CHECK(shell.camera().size.y == doctest::Approx(600 - top));
  const double both = shell.camera().size.x;
  CHECK(both < 500);  // the scene list and the panel take the rest
  shell.show_scene_list = false;
  shell.show_panel = false;
  screen.frames(shell);
  CHECK(shell.camera().origin.x == 0);
  CHECK(shell.camera().size.x == 800);  // all of the window's width
  CHECK(ImGui::FindWindowByName("Panel")->Active == false);
  shell.show_menu = false;  // as a picture draws it: no bar
  screen.frames(shell);
  CHECK(shell.camera().origin.y == 0);
}

TEST_CASE("Help > About: the version, the licence the package states, the libraries with their versions") {
  CHECK(lab::about_version() == std::string("Collision Lab ") + LAB_VERSION);
  // The licence is the copyright file's, in other words: none chosen, all rights reserved.
  const char* source = std::getenv("LAB_SOURCE_DIR");
  REQUIRE_MESSAGE(source, "LAB_SOURCE_DIR is not set (ctest sets it)");
  std::ifstream in(std::string(source) + "/assets/package/copyright");
  std::stringstream copyright;
  copyright << in.rdbuf();
  REQUIRE(copyright.str().find("License: none-chosen-yet") != std::string::npos);
  CHECK(lab::about_licence().starts_with("No licence has been chosen yet"));
  CHECK(lab::about_licence().find("reserved by the authors") != std::string::npos);
  std::string names;
  for (const auto& l : lab::about_libraries()) {
    names += l.name + ";";
    CHECK_FALSE(l.use.empty());
  }
  CHECK(names ==
        "SDL 2;Dear ImGui;OpenGL 3.3;GLM;JSON for Modern C++ (nlohmann);CLI11;zlib;stb_image_write;cairo;"
        "Pango;librsvg;DejaVu fonts;");
  CHECK(lab::about_libraries()[1].version == "1.86");  // Debian bookworm's Dear ImGui
}

}  // namespace test_menu_bar
