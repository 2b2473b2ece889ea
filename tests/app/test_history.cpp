// Undo and redo in the shell, driven the way the mouse and the keys drive it: the drag
// controller's press, move and release, double-clicks, Delete, R, presets, options. The record
// each test compares against is the state file text taken after every change, not the history.
#include <doctest/doctest.h>

#include <imgui.h>

#include <cfloat>
#include <random>
#include <string>
#include <vector>

#include "window/fonts.hpp"
#include "scenes/handles.hpp"
#include "shell/history.hpp"
#include "history_support.hpp"
#include "shell/keys.hpp"
#include "shell/shell.hpp"

namespace test_history {

using history_test::scene_index;
using history_test::state_text;
using lab::Command;
using lab::KeyAction;
using lab::Vec2;

namespace {

// The camera every test uses: 50 px per unit, world (0, 0) at screen (400, 300).
void fix_camera(lab::Shell& shell) {
  shell.camera().center = {0, 0};
  shell.camera().scale = 50;
  shell.camera().origin = {0, 0};
  shell.camera().size = {800, 600};
}

Vec2 screen_of(lab::Shell& shell, Vec2 world) { return shell.camera().to_screen(world); }

// A whole drag from `from` to `to` in `steps` mouse moves, then the frame's end.
void drag(lab::Shell& shell, Vec2 from, Vec2 to, int steps) {
  auto& d = shell.drag();
  if (!d.press(shell.scene(), shell.camera(), screen_of(shell, from))) return;
  for (int i = 1; i <= steps; ++i) {
    d.move(shell.scene(), shell.camera(), screen_of(shell, from + (to - from) * (double(i) / steps)), false);
    shell.commit();  // every frame of the drag ends with a commit: none may count until the release
  }
  d.release();
  shell.commit();
}

// One random edit of the kinds a user makes.
void random_edit(lab::Shell& shell, std::mt19937& rng) {
  std::uniform_real_distribution<double> coord(-5, 5);
  const auto& shapes = shell.scene().state().shapes;
  const auto& shape = shapes[std::uniform_int_distribution<std::size_t>(0, shapes.size() - 1)(rng)];
  const auto points = lab::handle_points(shape);
  const Vec2 at = points[std::uniform_int_distribution<std::size_t>(0, points.size() - 1)(rng)];
  switch (std::uniform_int_distribution<int>(0, 9)(rng)) {
    case 0: {  // double-click the middle of an edge: a new vertex, on an editable polygon
      if (shape.kind != lab::ShapeKind::Polygon || points.size() < 2) break;
      const Vec2 mid = (points[0] + points[1]) * 0.5;
      shell.drag().double_click(shell.scene(), shell.camera(), screen_of(shell, mid));
      shell.commit();
      break;
    }
    case 1:  // Delete on a vertex
      shell.drag().hover(shell.scene(), shell.camera(), screen_of(shell, at));
      shell.command(Command::DeleteVertex);
      break;
    case 2: shell.command(Command::Reset); break;
    case 3: {  // a preset from the panel's "Start from…"
      const auto presets = shell.scene().presets();
      shell.set_state(presets[std::uniform_int_distribution<std::size_t>(0, presets.size() - 1)(rng)].state);
      shell.commit();
      break;
    }
    case 4: {  // an option, as a checkbox changes it
      auto state = shell.scene().state();
      if (state.options.empty()) break;
      auto it = state.options.begin();
      std::advance(it, std::uniform_int_distribution<std::size_t>(0, state.options.size() - 1)(rng));
      it->second = it->second == 0 ? 1 : 0;
      shell.set_state(state);
      shell.commit();
      break;
    }
    default: drag(shell, at, {coord(rng), coord(rng)}, 5); break;
  }
}

}  // namespace

TEST_CASE("Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo, Ctrl+S saves, Ctrl+O opens") {
  CHECK(lab::action_for_key(SDLK_z, KMOD_LCTRL) == KeyAction{Command::Undo});
  CHECK(lab::action_for_key(SDLK_z, KMOD_LCTRL | KMOD_LSHIFT) == KeyAction{Command::Redo});
  CHECK(lab::action_for_key(SDLK_y, KMOD_RCTRL) == KeyAction{Command::Redo});
  CHECK(lab::action_for_key(SDLK_s, KMOD_LCTRL) == KeyAction{Command::SaveState});
  CHECK(lab::action_for_key(SDLK_o, KMOD_LCTRL) == KeyAction{Command::OpenFile});
  CHECK(lab::action_for_key(SDLK_z, KMOD_LCTRL, true) == KeyAction{Command::Undo});  // in a lesson too
  CHECK_FALSE(lab::action_for_key(SDLK_z, 0));
}

TEST_CASE("one drag of P in 30 mouse moves is one undo step; undo puts P back, redo moves it again") {
  lab::Shell shell(scene_index("polygon-point"));
  fix_camera(shell);
  const std::string start = state_text(shell);
  REQUIRE(shell.scene().state().shape("P").points[0] == Vec2{4, 2.6});
  drag(shell, {4, 2.6}, {0.5, 0.5}, 30);
  CHECK(shell.scene().state().shape("P").points[0].x == doctest::Approx(0.5));
  CHECK(shell.history().undo_steps() == 1);
  const std::string moved = state_text(shell);
  CHECK(shell.undo());
  CHECK(state_text(shell) == start);
  CHECK_FALSE(shell.undo());  // nothing before the start
  CHECK(shell.redo());
  CHECK(state_text(shell) == moved);
  CHECK_FALSE(shell.redo());
}

TEST_CASE("undo while the mouse still holds a shape does nothing; the drag counts once it ends") {
  lab::Shell shell(scene_index("polygon-point"));
  fix_camera(shell);
  auto& d = shell.drag();
  REQUIRE(d.press(shell.scene(), shell.camera(), screen_of(shell, {4, 2.6})));
  d.move(shell.scene(), shell.camera(), screen_of(shell, {1, 1}), false);
  shell.commit();
  CHECK_FALSE(shell.undo());
  CHECK(shell.scene().state().shape("P").points[0].x == doctest::Approx(1));
  d.release();
  shell.command(Command::Undo);
  CHECK(shell.scene().state().shape("P").points[0] == Vec2{4, 2.6});
}

TEST_CASE("a vertex added, a vertex removed, R and a preset are one undo step each") {
  lab::Shell shell(scene_index("polygon-point"));
  fix_camera(shell);
  const auto count = [&] { return shell.scene().state().shape("pentagon").points.size(); };
  REQUIRE(count() == 5);
  // The pentagon's first edge runs from (0, 3) to (−2.9, 0.9): a double-click at its middle.
  REQUIRE(shell.drag().double_click(shell.scene(), shell.camera(), screen_of(shell, {-1.45, 1.95})));
  shell.commit();
  CHECK(count() == 6);
  shell.drag().hover(shell.scene(), shell.camera(), screen_of(shell, {0, 3}));
  shell.command(Command::DeleteVertex);
  CHECK(count() == 5);
  shell.command(Command::Reset);
  CHECK(shell.history().undo_steps() == 3);
  shell.command(Command::Undo);  // back before R: vertex (0, 3) still gone
  CHECK(count() == 5);
  CHECK(shell.scene().state().shape("pentagon").points[0] != Vec2{0, 3});
  shell.command(Command::Undo);
  CHECK(count() == 6);
  shell.command(Command::Undo);
  CHECK(count() == 5);
  CHECK(shell.scene().state().shape("pentagon").points[0] == Vec2{0, 3});
}

TEST_CASE("a new change after an undo drops what could be redone") {
  lab::Shell shell(scene_index("polygon-point"));
  fix_camera(shell);
  drag(shell, {4, 2.6}, {1, 1}, 3);
  shell.command(Command::Undo);
  CHECK(shell.history().can_redo());
  drag(shell, {4, 2.6}, {-1, -1}, 3);
  CHECK_FALSE(shell.history().can_redo());
  CHECK(shell.history().undo_steps() == 1);
}

TEST_CASE("random edit sequences: undone to the start give the start state exactly, redone the end state" *
          doctest::test_suite("screens")) {
  for (const char* id : {"polygon-point", "separating-axis", "circles", "point-in-polygon", "convex-pieces"}) {
    CAPTURE(id);
    REQUIRE(scene_index(id) >= 0);
    lab::Shell shell(scene_index(id));
    fix_camera(shell);
    std::mt19937 rng(20261203);
    std::vector<std::string> seen{state_text(shell)};  // each state once, as the edits left them
    for (int i = 0; i < 150; ++i) {
      random_edit(shell, rng);
      if (std::string now = state_text(shell); now != seen.back()) seen.push_back(std::move(now));
    }
    REQUIRE(seen.size() > 100);
    REQUIRE(seen.size() - 1 <= lab::History::default_steps);
    CHECK(shell.history().undo_steps() == seen.size() - 1);
    for (std::size_t k = seen.size() - 1; k-- > 0;) {
      REQUIRE(shell.undo());
      CHECK(state_text(shell) == seen[k]);
    }
    CHECK_FALSE(shell.undo());
    for (std::size_t k = 1; k < seen.size(); ++k) REQUIRE(shell.redo());
    CHECK(state_text(shell) == seen.back());
  }
}

TEST_CASE("the history keeps its last 200 steps: the 201st change drops the oldest") {
  lab::SceneState s;
  s.options["x"] = 0;
  lab::History h(s);
  for (int i = 1; i <= 201; ++i) {
    s.options["x"] = i;
    CHECK(h.record(s));
  }
  CHECK_FALSE(h.record(s));  // the same state again is no change
  CHECK(h.undo_steps() == 200);
  while (h.can_undo()) h.undo();
  CHECK(h.current().option("x") == 1);  // x = 0 was the oldest and is gone
}

TEST_CASE("switching scenes and back keeps each scene's edits and its history") {
  lab::Shell shell(scene_index("polygon-point"));
  fix_camera(shell);
  drag(shell, {4, 2.6}, {0.5, 0.5}, 4);
  const std::string edited = state_text(shell);
  shell.command(Command::NextScene);
  CHECK(shell.scene().info().id != "polygon-point");
  fix_camera(shell);
  const std::string other_start = state_text(shell);
  shell.command(Command::Reset);  // no change: the next scene was at its start
  CHECK(shell.history().undo_steps() == 0);
  shell.command(Command::PreviousScene);
  CHECK(shell.scene().info().id == "polygon-point");
  CHECK(state_text(shell) == edited);
  CHECK(shell.history().undo_steps() == 1);
  shell.command(Command::Undo);
  CHECK(shell.scene().state().shape("P").points[0] == Vec2{4, 2.6});
  shell.command(Command::NextScene);
  CHECK(state_text(shell) == other_start);
}

TEST_CASE("in a lesson undo goes back as far as the step; closing it keeps the view, one undo from the scene's own") {
  lab::Shell shell(scene_index("point-in-polygon"));
  fix_camera(shell);
  const std::string own = state_text(shell);
  shell.open_lesson(lab::parse_lesson(nlohmann::json::parse(R"({"title": "t", "steps": [
    {"scene": "point-in-polygon", "state": {"shapes": {"P": {"points": [[1, 1]]}}}, "note": "a"}]})"),
                                      "t.json"));
  fix_camera(shell);
  const std::string step = state_text(shell);
  CHECK_FALSE(shell.history().can_undo());  // the step itself is not an edit to undo
  drag(shell, {1, 1}, {3, -2}, 3);
  CHECK(shell.undo());
  CHECK(state_text(shell) == step);
  CHECK_FALSE(shell.undo());
  shell.close_lesson();
  CHECK(state_text(shell) == step);
  CHECK(shell.undo());
  CHECK(state_text(shell) == own);
}

TEST_CASE("undo that would leave a shape out of sight refits the view; undoing a drag keeps it") {
  const lab::testing::AppScreen screen;
  auto frame = [&](lab::Shell& shell) { screen.frames(shell, 1); };
  auto in_view = [](lab::Shell& shell, Vec2 p) {
    const auto v = shell.camera().view();
    return v.x <= p.x && p.x <= v.x + v.w && v.y <= p.y && p.y <= v.y + v.h;
  };
  {
    lab::Shell shell(scene_index("polygon-point"));
    frame(shell);
    auto far = shell.scene().state();
    far.shape("P").points[0] = {40, 30};  // as a state file might put it: the view refits to it
    shell.set_state(far);
    frame(shell);
    REQUIRE(in_view(shell, {40, 30}));
    shell.camera().zoom_at(shell.camera().to_screen({40, 30}), 8);  // zoomed in on P
    frame(shell);
    REQUIRE_FALSE(in_view(shell, {0, 3}));
    const auto zoomed = shell.camera().scale;
    CHECK(shell.undo());  // back to the start: the pentagon is out of sight, so the view refits
    frame(shell);
    CHECK(in_view(shell, {4, 2.6}));
    CHECK(in_view(shell, {0, 3}));
    CHECK(shell.camera().scale < zoomed);
    CHECK(shell.redo());
    frame(shell);
    auto near = shell.scene().state();
    near.shape("P").points[0] = {40.5, 30};
    shell.set_state(near);
    shell.commit();
    frame(shell);
    const auto scale = shell.camera().scale;
    const auto center = shell.camera().center;
    CHECK(shell.undo());  // P moves back a little, still in view: the camera stays
    frame(shell);
    CHECK(shell.camera().scale == scale);
    CHECK(shell.camera().center == center);
  }
}

}  // namespace test_history
