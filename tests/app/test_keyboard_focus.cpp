// Issue 26 §3, keyboard-only use, headless: Tab walks the handles, the arrows nudge the focused
// one, Insert and Delete add and remove vertices on it, F6 moves the keyboard between the panes,
// and the focus ring is drawn where the focus is, in presenter mode too.
// "Polygon vs point" starts with the pentagon (0, 3), (−2.9, 0.9), (−1.8, −2.4), (1.8, −2.4),
// (2.9, 0.9) and P = (4, 2.6). At 50 px per unit the grid lines (at least 40 px apart) are 1 unit
// apart, so a nudge is 0.1, with Shift 1, with Alt 0.01.
//
// Index of this file:
//   [SECTION] Handles by keyboard: Tab, arrows, Insert, Delete, a circle's rim
//   [SECTION] The focus ring
//   [SECTION] Questions by keyboard: a feature, a push
#include <doctest/doctest.h>

#include <imgui.h>

#include <cmath>

#include "app_screen.hpp"
#include "scenes/palette.hpp"
#include "shell/keys.hpp"
#include "shell/presenter.hpp"
#include "window/imgui_canvas.hpp"

namespace test_keyboard_focus {

using lab::Command;
using lab::Handle;
using lab::HandleKind;
using lab::NudgeSize;
using lab::Pane;
using lab::Vec2;

namespace {

const lab::testing::ScreenSetup quick{.size = {1280, 800}, .font_path = "/no/such/font.ttf"};

// [SECTION] Handles by keyboard: Tab, arrows, Insert, Delete, a circle's rim

// The shell on polygon-point after two frames, its camera at 50 px per unit.
void at_fifty(lab::Shell& shell, const lab::testing::AppScreen& screen) {
  screen.frames(shell);
  shell.camera().scale = 50;
}

const std::vector<Vec2>& pentagon(lab::Shell& shell) { return shell.scene().state().shape("pentagon").points; }

}  // namespace

TEST_CASE("Tab walks the figure's handles in drawing order, then to nothing; Shift+Tab walks back") {
  const lab::testing::AppScreen screen(quick);
  lab::Shell shell(lab::testing::scene_index("polygon-point"));
  screen.frames(shell);
  CHECK_FALSE(shell.focused_handle());
  // The pentagon whole, its five vertices, then P (a point has no body apart from itself).
  const Handle order[] = {{0, HandleKind::Body, 0},   {0, HandleKind::Vertex, 0}, {0, HandleKind::Vertex, 1},
                          {0, HandleKind::Vertex, 2}, {0, HandleKind::Vertex, 3}, {0, HandleKind::Vertex, 4},
                          {1, HandleKind::Vertex, 0}};
  for (const Handle& h : order) {
    shell.command(Command::FocusNextHandle);
    REQUIRE(shell.focused_handle());
    CHECK(*shell.focused_handle() == h);
  }
  shell.command(Command::FocusNextHandle);  // past P: nothing, and the arrows pan again
  CHECK_FALSE(shell.focused_handle());
  CHECK_FALSE(std::holds_alternative<lab::Nudge>(*lab::action_for_key(SDLK_LEFT, 0, false, false)));
  shell.command(Command::FocusPreviousHandle);  // from nothing, back to the last: P
  CHECK(*shell.focused_handle() == Handle{1, HandleKind::Vertex, 0});
  shell.command(Command::CloseHelp);  // Esc drops the focus before it leaves presenter mode
  CHECK_FALSE(shell.focused_handle());
}

TEST_CASE(
    "arrows nudge the focused vertex 0.1 at 1 unit a grid line, Shift 1, Alt 0.01, G snaps; a held key is one undo") {
  const lab::testing::AppScreen screen(quick);
  lab::Shell shell(lab::testing::scene_index("polygon-point"));
  at_fifty(shell, screen);
  shell.command(Command::FocusNextHandle);
  shell.command(Command::FocusNextHandle);  // vertex 0, at (0, 3)
  const std::size_t steps = shell.history().undo_steps();
  shell.nudge(1, 0, NudgeSize::Normal);  // →, held: three key-downs, one key-up
  shell.nudge(1, 0, NudgeSize::Normal);
  shell.nudge(1, 0, NudgeSize::Normal);
  screen.frames(shell, 1);  // a frame between repeats records nothing
  shell.end_nudge();
  CHECK(pentagon(shell)[0].x == doctest::Approx(0.3).epsilon(1e-12));
  CHECK(pentagon(shell)[0].y == 3);
  CHECK(shell.history().undo_steps() == steps + 1);
  shell.nudge(0, 1, NudgeSize::Coarse);  // Shift+↑: a whole grid step
  shell.end_nudge();
  CHECK(pentagon(shell)[0].y == doctest::Approx(4).epsilon(1e-12));
  shell.nudge(-1, 0, NudgeSize::Fine);  // Alt+←
  shell.end_nudge();
  CHECK(pentagon(shell)[0].x == doctest::Approx(0.29).epsilon(1e-12));
  CHECK(shell.history().undo_steps() == steps + 3);
  // With the grid snap on (G) a nudge lands on a multiple of its own length: 0.29 + 0.1 → 0.4.
  shell.command(Command::ToggleSnap);
  shell.nudge(1, 0, NudgeSize::Normal);
  shell.end_nudge();
  CHECK(pentagon(shell)[0].x == doctest::Approx(0.4).epsilon(1e-12));
  CHECK(pentagon(shell)[0].y == doctest::Approx(4).epsilon(1e-12));
  shell.command(Command::ToggleSnap);
  shell.command(Command::Undo);
  // Only that vertex moved; undoing the held → takes it back to (0, 3) in one step after two more.
  CHECK(pentagon(shell)[1] == Vec2{-2.9, 0.9});
  shell.command(Command::Undo);
  shell.command(Command::Undo);
  shell.command(Command::Undo);
  CHECK(pentagon(shell)[0] == Vec2{0, 3});
  // The whole pentagon (Shift+Tab twice from vertex 0: the body) moves every vertex.
  shell.command(Command::FocusPreviousHandle);
  REQUIRE(shell.focused_handle()->kind == HandleKind::Body);
  shell.nudge(0, -1, NudgeSize::Coarse);
  shell.end_nudge();
  CHECK(pentagon(shell)[0] == Vec2{0, 2});
  CHECK(pentagon(shell)[3] == Vec2{1.8, -3.4});
}

TEST_CASE("Insert adds a vertex at the middle of the focused vertex's edge, Delete removes it, never below 3") {
  const lab::testing::AppScreen screen(quick);
  lab::Shell shell(lab::testing::scene_index("polygon-point"));
  screen.frames(shell);
  shell.command(Command::AddVertex);  // nothing focused: nothing added, and the panel says why
  CHECK(pentagon(shell).size() == 5);
  shell.command(Command::FocusNextHandle);
  shell.command(Command::FocusNextHandle);  // vertex 0, (0, 3); its edge runs to (−2.9, 0.9)
  shell.command(Command::AddVertex);
  REQUIRE(pentagon(shell).size() == 6);
  CHECK(pentagon(shell)[1].x == doctest::Approx(-1.45).epsilon(1e-15));  // on the edge or a hair outside:
  CHECK(pentagon(shell)[1].y == doctest::Approx(1.95).epsilon(1e-15));   // test_insert_on_edge.cpp
  CHECK(*shell.focused_handle() == Handle{0, HandleKind::Vertex, 1});    // the new vertex
  CHECK(shell.scene().caption().find("of the 6 edges") != std::string::npos);
  shell.command(Command::DeleteVertex);
  CHECK(pentagon(shell).size() == 5);
  CHECK(pentagon(shell)[1] == Vec2{-2.9, 0.9});
  CHECK(*shell.focused_handle() == Handle{0, HandleKind::Vertex, 0});
  shell.command(Command::DeleteVertex);
  shell.command(Command::DeleteVertex);
  CHECK(pentagon(shell).size() == 3);
  shell.command(Command::DeleteVertex);  // the minimum: it stays
  CHECK(pentagon(shell).size() == 3);
  // P is a point: Insert on it adds nothing. (Esc drops the focus; Shift+Tab from nothing is the last handle.)
  shell.command(Command::CloseHelp);
  shell.command(Command::FocusPreviousHandle);
  REQUIRE(shell.focused_handle()->shape == 1);
  shell.command(Command::AddVertex);
  CHECK(shell.scene().state().shape("P").points.size() == 1);
}

TEST_CASE("a circle's rim is a handle: → grows the radius, ← shrinks it, never below 0") {
  const lab::testing::AppScreen screen(quick);
  lab::Shell shell(lab::testing::scene_index("circles"));
  at_fifty(shell, screen);
  shell.command(Command::FocusNextHandle);
  REQUIRE(shell.focused_handle());
  CHECK(*shell.focused_handle() == Handle{0, HandleKind::Rim, 0});
  const double r = shell.scene().state().shapes[0].radius;
  shell.nudge(1, 0, NudgeSize::Coarse);
  shell.end_nudge();
  CHECK(shell.scene().state().shapes[0].radius == doctest::Approx(r + 1).epsilon(1e-12));
  for (int i = 0; i < 20; ++i) shell.nudge(0, -1, NudgeSize::Coarse);
  shell.end_nudge();
  CHECK(shell.scene().state().shapes[0].radius == 0);
}

TEST_CASE(
    "F6 moves the keyboard: figure, panel, scene list; predict's strip while it asks; presenter keeps the figure") {
  const lab::testing::AppScreen screen(quick);
  screen.io().KeyMap[ImGuiKey_Space] = 44;  // as the SDL backend maps it: ImGui navigates only with keys mapped
  lab::Shell shell(lab::testing::scene_index("polygon-point"));
  screen.frames(shell);
  CHECK(shell.pane() == Pane::Figure);
  shell.command(Command::NextPane);
  CHECK(shell.pane() == Pane::Panel);
  shell.command(Command::NextPane);
  CHECK(shell.pane() == Pane::Scenes);
  screen.frames(shell, 1);
  CHECK((ImGui::GetIO().ConfigFlags & ImGuiConfigFlags_NavEnableKeyboard) != 0);  // ImGui's navigation there
  shell.command(Command::NextPane);
  CHECK(shell.pane() == Pane::Figure);
  screen.frames(shell, 1);
  CHECK((ImGui::GetIO().ConfigFlags & ImGuiConfigFlags_NavEnableKeyboard) == 0);  // the app's keys here
  shell.command(Command::PreviousPane);
  CHECK(shell.pane() == Pane::Scenes);
  shell.command(Command::TogglePredict);
  shell.command(Command::NextPane);
  shell.command(Command::NextPane);
  CHECK(shell.pane() == Pane::Predict);
  shell.command(Command::TogglePresent);  // presenter mode: no list, no panel
  screen.frames(shell, 1);
  CHECK(shell.pane() == Pane::Predict);
  shell.command(Command::NextPane);
  CHECK(shell.pane() == Pane::Figure);
  shell.command(Command::TogglePredict);
  shell.command(Command::NextPane);
  CHECK(shell.pane() == Pane::Figure);
  // In the list or the panel the arrows, Tab, Space and Enter are ImGui's; F6, H and P stay the app's.
  for (SDL_Keycode k : {SDLK_UP, SDLK_DOWN, SDLK_LEFT, SDLK_RIGHT, SDLK_TAB, SDLK_SPACE, SDLK_RETURN})
    CHECK(lab::navigation_key(k));
  for (SDL_Keycode k : {SDLK_F6, SDLK_h, SDLK_p, SDLK_F5, SDLK_ESCAPE, SDLK_PAGEDOWN})
    CHECK_FALSE(lab::navigation_key(k));
}

// [SECTION] The focus ring

TEST_CASE("the focus ring: dark indigo round the focused vertex, 3:1 on the paper, in presenter mode too") {
  const lab::testing::AppScreen screen(quick);
  lab::Shell shell(lab::testing::scene_index("polygon-point"));
  shell.command(Command::TogglePresent);
  screen.frames(shell);
  shell.command(Command::FocusNextHandle);
  shell.command(Command::FocusNextHandle);  // vertex 0, (0, 3)
  screen.frames(shell, 1);
  const Vec2 at = shell.camera().to_screen({0, 3});
  const ImU32 ring = lab::to_imgui(lab::palette::focus);
  // Vertices in the ring's colour, all 16 presenter pixels (± the stroke) from the vertex.
  const float radius = 16 * lab::presenter_zoom;
  int on_ring = 0, elsewhere = 0;
  const ImDrawData* data = ImGui::GetDrawData();
  for (int l = 0; l < data->CmdListsCount; ++l)
    for (const ImDrawVert& v : data->CmdLists[l]->VtxBuffer) {
      if (v.col != ring) continue;
      const double d = std::hypot(v.pos.x - at.x, v.pos.y - at.y);
      (std::abs(d - radius) < 4 * lab::presenter_zoom ? on_ring : elsewhere)++;
    }
  CHECK(on_ring >= 24);
  CHECK(elsewhere == 0);
}

}  // namespace test_keyboard_focus

// [SECTION] Questions by keyboard: a feature, a push

namespace test_keyboard_focus {

// The separating-axis lesson's step 5 asks which edge's normal the test stops at: the pentagon's
// e1, from (−2.9, 0.9) to (−1.8, −2.4) (hand-worked in test_predict_questions.cpp). Tab to the
// pentagon's vertex 1 picks the edge that starts there, as a click on it would (the strip's button,
// F6 then Space, answers with it).
TEST_CASE("a feature question by keyboard: the focused vertex's edge is the class's pick") {
  const lab::testing::AppScreen screen(quick);
  lab::Shell shell(0);
  shell.open_lesson(lab::bundled_lesson("separating-axis"), 4);
  screen.frames(shell);
  REQUIRE(shell.prediction().asking());
  shell.command(Command::FocusNextHandle);  // the pentagon whole: no edge yet
  CHECK(shell.prediction().draft().shape.empty());
  shell.command(Command::FocusNextHandle);
  shell.command(Command::FocusNextHandle);  // vertex 1, (−2.9, 0.9)
  REQUIRE(*shell.focused_handle() == Handle{0, HandleKind::Vertex, 1});
  CHECK(shell.prediction().draft().shape == "pentagon");
  CHECK(shell.prediction().draft().edge == 1);
  const auto q = shell.question();
  REQUIRE(q);
  CHECK(lab::guessed_right(*q, shell.prediction().draft()));
  shell.command(Command::FocusNextHandle);  // vertex 2: e2, not the answer
  CHECK(shell.prediction().draft().edge == 2);
  CHECK_FALSE(lab::guessed_right(*q, shell.prediction().draft()));
}

}  // namespace test_keyboard_focus

namespace test_keyboard_focus {

// The separating-axis lesson's step 10 asks which way and how far B is pushed: B = [2.5, 5.5] ×
// [−1, 1] sinks 0.5 into A's right side x = 3, so the push is (0.5, 0). By keys: Tab gives the
// class's arrow the keys, starting on B's middle (4, 0); at 50 px a unit a nudge is 0.1, so → five
// times draws (0.5, 0); Shift+↑ adds a whole unit, Shift+↓ takes it back; Enter answers.
TEST_CASE("a push question by keyboard: Tab takes the arrow, the arrow keys move its tip, Enter or Space answers") {
  const lab::testing::AppScreen screen(quick);
  lab::Shell shell(0);
  const lab::Lesson lesson = lab::bundled_lesson("separating-axis");
  shell.open_lesson(lesson, 9);
  at_fifty(shell, screen);
  REQUIRE(shell.prediction().asking());
  CHECK_FALSE(shell.prediction().arrow_focused());
  // With nothing focused, → in a lesson is the next step; with the arrow focused, a nudge.
  CHECK(lab::action_for_key(SDLK_RIGHT, 0, true, false) == lab::KeyAction{Command::NextStep});
  shell.command(Command::FocusNextHandle);
  REQUIRE(shell.prediction().arrow_focused());
  CHECK_FALSE(shell.focused_handle());  // the arrow, not a shape: a push question moves no shape
  REQUIRE(shell.prediction().arrow_tail());
  CHECK(*shell.prediction().arrow_tail() == Vec2{4, 0});
  CHECK(shell.prediction().draft().arrow == Vec2{0, 0});
  CHECK(lab::action_for_key(SDLK_RIGHT, 0, true, true) == lab::KeyAction{lab::Nudge{1, 0, NudgeSize::Normal}});
  for (int i = 0; i < 5; ++i) shell.nudge(1, 0, NudgeSize::Normal);
  shell.end_nudge();
  CHECK(shell.prediction().draft().arrow.x == doctest::Approx(0.5).epsilon(1e-12));
  shell.nudge(0, 1, NudgeSize::Coarse);  // Shift+↑
  CHECK(shell.prediction().draft().arrow.y == doctest::Approx(1).epsilon(1e-12));
  shell.nudge(0, -1, NudgeSize::Coarse);  // Shift+↓
  shell.nudge(1, 0, NudgeSize::Fine);     // Alt+→: 0.51
  CHECK(shell.prediction().draft().arrow.x == doctest::Approx(0.51).epsilon(1e-12));
  shell.command(Command::ToggleSnap);  // G: the tip lands on a multiple of the nudge, 0.5 + 0.1
  shell.nudge(1, 0, NudgeSize::Normal);
  shell.command(Command::ToggleSnap);
  CHECK(shell.prediction().draft().arrow.x == doctest::Approx(0.6).epsilon(1e-12));
  shell.nudge(-1, 0, NudgeSize::Normal);
  for (std::size_t i = 0; i < lesson.steps[9].state.shapes.size(); ++i)
    CHECK(shell.scene().state().shapes[i].points == lesson.steps[9].state.shapes[i].points);
  screen.frames(shell, 1);            // the ring at the tip is drawn; nothing moves
  shell.command(Command::PlayPause);  // Enter: answers with the arrow
  CHECK(shell.prediction().phase() == lab::Prediction::Phase::Revealed);
  CHECK_FALSE(shell.prediction().arrow_focused());
  const auto q = shell.question();
  REQUIRE(q);
  REQUIRE(shell.prediction().guess());
  CHECK(lab::reveal_text(*q, shell.prediction().guess()) ==
        "Prediction: (0.5, 0), 0.5 long. Answer: (0.5, 0), 0.5 long (\u00b1 0.25). Right!");
  // Asked again (P): Tab, ← five times (the wrong way), then Space answers with that arrow.
  shell.command(Command::TogglePredict);
  REQUIRE(shell.prediction().asking());
  shell.command(Command::FocusNextHandle);
  for (int i = 0; i < 5; ++i) shell.nudge(-1, 0, NudgeSize::Normal);
  shell.command(Command::RevealOrNextStep);
  REQUIRE(shell.prediction().guess());
  CHECK(lab::reveal_text(*q, shell.prediction().guess()) ==
        "Prediction: (\u22120.5, 0), 0.5 long. Answer: (0.5, 0), 0.5 long (\u00b1 0.25). Not this time.");
  CHECK(shell.lesson()->index() == 9);  // Space answered; it did not step on
  // Tab again, or Esc, lets the arrow go: the arrows step the lesson again.
  shell.command(Command::TogglePredict);
  shell.command(Command::FocusNextHandle);
  shell.command(Command::FocusNextHandle);
  CHECK_FALSE(shell.prediction().arrow_focused());
  shell.command(Command::FocusNextHandle);
  shell.command(Command::CloseHelp);
  CHECK_FALSE(shell.prediction().arrow_focused());
  CHECK(shell.prediction().asking());
}

}  // namespace test_keyboard_focus
