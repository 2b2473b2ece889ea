// Predict, then reveal, and presenter mode, as the class sees them on the screen (issue 14, after
// looking at them in a real window): the buttons as large as the rest of presenter mode, the
// result in a band of the caption strip where it covers no label of the figure and is read whole
// (never cut off at the figure's edge), a saved picture that is the figure alone (without the
// strip, a tooltip or any other window drawn over it), and the lesson's SAT step with its shadows
// inside the view; and each of the strip's answer buttons saying what it does under the mouse; a
// time question's strip within the figure at 800 × 600.
// Index of this file:
//   [SECTION] the strip and the result's band: their size, their words, their place
//   [SECTION] a saved picture, the lesson's shadows in view
//   [SECTION] the buttons' tooltips, the note hidden until the reveal
#include <doctest/doctest.h>

#include <imgui.h>
#include <imgui_internal.h>

#include <cfloat>
#include <string>
#include <set>
#include <utility>
#include <vector>

#include <glm/geometric.hpp>

#include "app_screen.hpp"
#include "headless_imgui.hpp"
#include "shell/camera.hpp"
#include "window/fonts.hpp"
#include "scenes/lesson.hpp"
#include "shell/presenter.hpp"
#include "recording_canvas.hpp"
#include "scenes/registry.hpp"
#include "files/save_picture.hpp"
#include "shell/shell.hpp"
#include "window/screenshot.hpp"

namespace test_predict_screen {

using lab::testing::AppScreen;
using lab::testing::scene_index;

// The height of the predict strip's buttons: the rows of its draw list in the button colour.
float button_height() {
  const ImGuiWindow* strip = ImGui::FindWindowByName("##predict");
  REQUIRE(strip);
  REQUIRE(strip->Active);
  const ImU32 colour = ImGui::GetColorU32(ImGuiCol_Button);
  float top = FLT_MAX, bottom = -FLT_MAX;
  for (const ImDrawVert& v : strip->DrawList->VtxBuffer)
    if (v.col == colour) top = std::min(top, v.pos.y), bottom = std::max(bottom, v.pos.y);
  REQUIRE(bottom > top);
  return bottom - top;
}

}  // namespace test_predict_screen

// [SECTION] the strip and the result's band: their size, their words, their place

TEST_CASE("presenter mode draws the predict buttons presenter_zoom times bigger, as big as its note") {
  test_predict_screen::AppScreen screen;
  lab::Shell shell(test_predict_screen::scene_index("separating-axis"));
  shell.interactive = false;
  shell.command(lab::Command::TogglePredict);
  screen.frames(shell);
  const float normal = test_predict_screen::button_height();
  shell.set_presenting(true);
  screen.frames(shell);
  const float presenting = test_predict_screen::button_height();
  // A button is its words and its padding, both scaled: 22 + 2·8 px at 1280x800, 1.25 times that
  // in presenter mode (the words as large as the lesson note beside the figure).
  CHECK(normal == doctest::Approx(lab::Fonts::note_size + 16).epsilon(0.05));
  CHECK(presenting == doctest::Approx(normal * lab::presenter_zoom).epsilon(0.05));
}

TEST_CASE("after the reveal the result has a band above the caption: no window and no label of the figure on it") {
  test_predict_screen::AppScreen screen;
  lab::Shell shell(test_predict_screen::scene_index("separating-axis"));
  shell.interactive = false;
  // The lesson's step 4 in presenter mode: the deciding axis #2 with its label above the shapes,
  // where a banner at the top of the figure used to cover it.
  shell.open_lesson(lab::bundled_lesson("separating-axis"), 3);
  shell.set_presenting(true);
  shell.command(lab::Command::TogglePredict);
  shell.prediction().reveal_choice(0);  // the class said "collide"; the pentagon and triangle are apart
  screen.frames(shell);
  const ImGuiWindow* banner = ImGui::FindWindowByName("##revealed");
  CHECK_FALSE((banner && banner->Active));
  const float scale = lab::presenter_zoom;
  const auto question = shell.question();
  REQUIRE(question);
  const std::string result = lab::reveal_text(*question, shell.prediction().guess());
  const float width = ImGui::FindWindowByName("Canvas")->Size.x;
  const float band_top =
      800 - shell.caption_height(scale) - lab::reveal_band_height(screen.fonts, scale, result, width);
  REQUIRE_FALSE(shell.label_boxes().empty());
  for (const lab::ScreenBox& box : shell.label_boxes()) CHECK(box.max.y <= band_top + 1);
}

TEST_CASE("the revealed result is whole: a push answer's \"Right!\" or \"Not this time.\" is not cut off") {
  // The separating-axis lesson's last step: B sinks 0.5 into A's right side, pushed (0.5, 0). Its
  // result, "Prediction: (0.5, 0), 0.5 long. Answer: (0.5, 0), 0.5 long (± 0.25). Right!", was
  // drawn on one line in full size, wider than the figure: the projector showed "… (± 0.2" and no
  // verdict. A wrong arrow's result is longer still, and the desk's figure narrower.
  struct Case {
    lab::testing::ScreenSetup setup;
    bool present;
    lab::Vec2 arrow;   ///< the class's arrow
    const char* ends;  ///< the result's last words, as drawn (no spaces)
  };
  const Case cases[] = {{{.size = {1920, 1080}, .scale = 1.35f}, true, {0.5, 0}, "(0.25).Right!"},
                        {{.size = {1280, 800}}, false, {1.5, -1}, "(0.25).Notthistime."},
                        {{.size = {800, 600}, .scale = 0.75f}, false, {1.5, -1}, "(0.25).Notthistime."}};
  for (const Case& c : cases) {
    CAPTURE(c.setup.size.x);
    test_predict_screen::AppScreen screen(c.setup);
    lab::Shell shell(0);
    shell.interactive = false;
    shell.open_lesson(lab::bundled_lesson("separating-axis"), 9);
    shell.set_presenting(c.present);
    REQUIRE(shell.prediction().asking());
    lab::Guess arrow;
    arrow.arrow = c.arrow;
    shell.prediction().reveal(arrow);
    screen.frames(shell);
    const std::string drawn = drawn_characters("Canvas");  // ASCII only: "±" is not read back
    CHECK(drawn.find("Prediction:") != std::string::npos);
    CHECK(drawn.find(c.ends) != std::string::npos);
  }
}

TEST_CASE("the predict strip says how close counts before the class answers, as the reveal grades it") {
  // A time is right within ± 0.05 and a push within ± 0.25, but the strip only asked "Set t on
  // the slider" / "Draw the arrow": the class learned the tolerance from "Not this time". Said for
  // "never" too (fast-objects step 9), else its absence would give that answer away; not for a verdict.
  struct Case {
    const char* lesson;
    int step;            ///< 0-based
    const char* within;  ///< in the strip, as drawn (no spaces; "±" is not read back)
  };
  const Case cases[] = {{"fast-objects", 6, "countsascorrectwithin0.05"},
                        {"fast-objects", 8, "countsascorrectwithin0.05"},
                        {"fast-objects", 1, "countsascorrectwithin0.25"},
                        {"separating-axis", 9, "countsascorrectwithin0.25"},
                        {"separating-axis", 2, nullptr}};
  for (const bool present : {true, false}) {
    const lab::testing::ScreenSetup setup = present ? lab::testing::ScreenSetup{.size = {1920, 1080}, .scale = 1.35f}
                                                    : lab::testing::ScreenSetup{.size = {800, 600}, .scale = 0.75f};
    test_predict_screen::AppScreen screen(setup);
    for (const Case& c : cases) {
      const std::string lesson = c.lesson;
      CAPTURE(lesson);
      CAPTURE(c.step);
      CAPTURE(present);
      lab::Shell shell(0);
      shell.interactive = false;
      shell.open_lesson(lab::bundled_lesson(c.lesson), c.step);
      shell.set_presenting(present);
      REQUIRE(shell.prediction().asking());
      screen.frames(shell);
      const std::string strip = drawn_characters("##predict");
      REQUIRE(strip.find("Predict:") != std::string::npos);
      CAPTURE(strip);
      if (c.within) CHECK(strip.find(c.within) != std::string::npos);
      if (!c.within) CHECK(strip.find("within") == std::string::npos);
    }
  }
}

// fast-objects steps 7 and 9 ask for a time: a slider 320 pixels wide (at UI scale 1) and three
// buttons. Presenting at 800 × 600 that row was wider than the figure (560 pixels): the strip
// ran under the lesson's column and past the window's right edge, "reveal (Space)" cut off. The
// slider narrows so the strip lies within the figure, at both screens the reviewer used.
TEST_CASE("presenting, a time question's predict strip lies within the figure, its buttons whole") {
  for (const ImVec2 size : {ImVec2{800, 600}, ImVec2{1920, 1080}}) {
    CAPTURE(size.x);
    test_predict_screen::AppScreen screen({.size = size, .scale = lab::screenshot_scale({int(size.x), int(size.y)})});
    for (const int step : {6, 8}) {
      CAPTURE(step);
      lab::Shell shell(0);
      shell.interactive = false;
      shell.set_presenting(true);
      shell.open_lesson(lab::bundled_lesson("fast-objects"), step, "fast-objects");
      REQUIRE(shell.prediction().asking());
      screen.frames(shell);
      const ImGuiWindow* strip = ImGui::FindWindowByName("##predict");
      const ImGuiWindow* figure = ImGui::FindWindowByName("Canvas");
      REQUIRE(strip);
      REQUIRE(figure);
      CHECK(strip->Pos.x >= figure->Pos.x);
      CHECK(strip->Pos.x + strip->Size.x <= figure->Pos.x + figure->Size.x);
      CHECK(drawn_characters("##predict").find("reveal(Space)") != std::string::npos);
    }
  }
}

// [SECTION] a saved picture, the lesson's shadows in view

TEST_CASE("a saved picture is the canvas alone: no predict strip, tooltip or other window over it") {
  test_predict_screen::AppScreen screen;
  lab::Shell shell(test_predict_screen::scene_index("sat-breaks"));
  shell.interactive = false;
  shell.command(lab::Command::TogglePredict);  // its strip is a window over the figure
  ImGui::GetIO().DeltaTime = 1.0f / 60;
  ImGui::NewFrame();
  shell.frame(screen.fonts, 1);
  ImGui::SetTooltip("a tooltip over the figure");
  ImGui::Render();
  const ImDrawData* whole = ImGui::GetDrawData();
  REQUIRE(whole->CmdListsCount >= 3);  // the canvas, the strip, the tooltip (and the side panes)
  const lab::FigureOnly figure;
  REQUIRE(figure.data());
  REQUIRE(figure.data()->CmdListsCount == 1);
  CHECK(figure.data()->CmdLists[0] == ImGui::FindWindowByName("Canvas")->DrawList);
  CHECK(figure.data()->TotalVtxCount == figure.data()->CmdLists[0]->VtxBuffer.Size);
  CHECK(figure.data()->DisplaySize.x == whole->DisplaySize.x);
}

TEST_CASE("presenter mode, the separating-axis lesson's step 4: every shadow bar inside the view") {
  // The deciding axis #2 runs nearly level above the shapes; its bars used to reach past the top
  // edge, as the extra room given to the marked axis pushed its line out of the drawn figure.
  const lab::Lesson lesson = lab::bundled_lesson("separating-axis");
  const lab::LessonStep& step = lesson.steps.at(3);
  auto scene = lab::make_scene(step.scene);
  REQUIRE(scene);
  scene->set_state(step.state);
  // The camera as the shell sets it in presenter mode: right of the lesson column, fitted with
  // the margins at presenter_zoom, the caption strip cut from the bottom of the view.
  const float scale = lab::presenter_zoom;
  const float strip = lab::Shell(test_predict_screen::scene_index(step.scene)).caption_height(scale);
  lab::Camera camera;
  camera.size = {1280 - lab::lesson_column_width(1280, scale), 800};
  REQUIRE(scene->frame());
  camera.fit(*scene->frame(), 50 * scale, strip);
  lab::testing::RecordingCanvas canvas;
  canvas.visible = camera.view_above(strip);
  canvas.units_per_pixel = scale / camera.scale;
  scene->draw(canvas);
  // A bar is up to 18 pixels thick (a gap's): each end at least 12 pixels inside the view, so the
  // whole bar shows.
  const double margin = 12 * canvas.pixel();
  const collide::Rect v = canvas.visible;
  const auto bars = canvas.of("interval");
  REQUIRE(bars.size() >= 4);  // two axes, two shadows each
  for (const auto& bar : bars) {
    const lab::Vec2 unit = glm::normalize(bar.points.at(1));
    for (double t : {bar.value, bar.value2}) {
      const lab::Vec2 end = bar.points.at(0) + unit * t;
      CHECK(end.x >= v.x + margin);
      CHECK(end.x <= v.x + v.w - margin);
      CHECK(end.y >= v.y + margin);
      CHECK(end.y <= v.y + v.h - margin);
    }
  }
}

namespace test_predict_screen {

// The tooltips the predict strip shows under the mouse, for a question of `kind` (a verdict's
// choices are collide and apart; a feature's edge is A's e2, a push's arrow is drawn).
std::set<std::string> strip_tooltips(const AppScreen& screen, lab::LessonQuestion::Kind kind) {
  lab::PredictQuestion q;
  q.kind = kind;
  if (kind == lab::LessonQuestion::Kind::Verdict) q.choices = {"collide", "apart"};
  lab::Guess draft;
  draft.shape = "A";
  draft.edge = 2;
  const auto strip = [&] { lab::predict_strip(screen.fonts, 1, q, "", "", draft, true, {0, 0}, {1280, 800}); };
  return tooltips_over("##predict", strip);
}

}  // namespace test_predict_screen

// [SECTION] the buttons' tooltips, the note hidden until the reveal

TEST_CASE("every answer button of the predict strip says what it does under the mouse") {
  using Kind = lab::LessonQuestion::Kind;
  const test_predict_screen::AppScreen screen({.font_path = "/no/such/font.ttf"});
  const std::vector<std::pair<Kind, std::vector<std::string>>> expected{
      {Kind::Verdict, {"Predict \"collide\", then see the answer", "Predict \"apart\", then see the answer"}},
      {Kind::Count,
       {"The count the class predicts: type it, or press - and +", "Predict this count, then see the answer"}},
      {Kind::Time,
       {"When B first touches A: 0 is the path's start, 1 its end",
        "Predict that B first touches at this t, then see the answer",
        "Predict that B never touches A on its path, then see the answer"}},
      {Kind::Push, {"Predict the push drawn on the figure, then see the answer"}},
      {Kind::Feature, {"Predict the edge clicked on the figure, then see the answer"}}};
  for (const auto& question : expected) {
    const int kind = static_cast<int>(question.first);
    CAPTURE(kind);
    const auto seen = test_predict_screen::strip_tooltips(screen, question.first);
    for (const std::string& tip : question.second) {
      CAPTURE(tip);
      CHECK(seen.count(without_spaces(tip)) == 1);
    }
    CHECK(seen.count(without_spaces("Show the answer without a prediction")) == 1);  // reveal (Space), always there
  }
}

TEST_CASE("P on a lesson step that asks nothing hides the step's note until the reveal, which may give the answer") {
  // sat-breaks step 3's note says "every shadow overlaps and SAT says collide": with P pressed
  // there the strip asks the scene's own question beside it, answered on the same screen. A step
  // with its own ask keeps its note: the note sets the question up.
  for (const bool present : {true, false}) {
    CAPTURE(present);
    const lab::testing::ScreenSetup setup = present ? lab::testing::ScreenSetup{.size = {1920, 1080}, .scale = 1.35f}
                                                    : lab::testing::ScreenSetup{.size = {1280, 800}, .scale = 1.0f};
    test_predict_screen::AppScreen screen(setup);
    const char* column = present ? "##presenter" : "Panel";
    lab::Shell shell(0);
    shell.interactive = false;
    shell.open_lesson(lab::bundled_lesson("sat-breaks"), 2);
    shell.set_presenting(present);
    REQUIRE_FALSE(shell.prediction().on());  // the step asks nothing: predict is off
    screen.frames(shell);
    CHECK(drawn_characters(column).find("everyshadowoverlaps") != std::string::npos);
    shell.prediction().ask();  // P
    screen.frames(shell);
    std::string drawn = drawn_characters(column);
    CAPTURE(drawn);
    CHECK(drawn.find("everyshadowoverlaps") == std::string::npos);
    CHECK(drawn.find("noteshowsafterthereveal") != std::string::npos);
    if (present) CHECK(drawn.find("Space:reveal") != std::string::npos);  // the strip's key, not a step
    shell.prediction().reveal();
    screen.frames(shell);
    CHECK(drawn_characters(column).find("everyshadowoverlaps") != std::string::npos);
    shell.open_lesson(lab::bundled_lesson("sat-breaks"), 1);  // asks: its note stays
    shell.set_presenting(present);
    REQUIRE(shell.prediction().asking());
    screen.frames(shell);
    drawn = drawn_characters(column);
    CHECK(drawn.find("notch") != std::string::npos);
    CHECK(drawn.find("noteshowsafterthereveal") == std::string::npos);
  }
}
