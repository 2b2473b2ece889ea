// Presenter mode and predict-then-reveal in the shell, without a window: the keys, the question
// and its answer for scenes a reader can check by hand, the phases, a lesson step that asks, and
// a presenter frame with neither sidebar nor panel.
#include <doctest/doctest.h>

#include <imgui.h>
#include <imgui_internal.h>

#include <cfloat>
#include <string>

#include "app_screen.hpp"
#include "window/fonts.hpp"
#include "scene_test_support.hpp"
#include "shell/keys.hpp"
#include "shell/predict.hpp"
#include "shell/presenter.hpp"
#include "scenes/registry.hpp"
#include "shell/shell.hpp"

namespace test_teaching {

using lab::Command;
using lab::KeyAction;

namespace {

using lab::testing::scene_index;

// The scene `id` at the preset called `name`.
std::unique_ptr<lab::Scene> at_preset(const std::string& id, const std::string& name) {
  return lab::testing::PresetsOf(id)(name);
}

std::string answer_word(const lab::Scene& scene) {
  const auto q = lab::predict_question(scene);
  REQUIRE(q);
  return q->choices.at(static_cast<std::size_t>(q->answer));
}

}  // namespace

TEST_CASE("F5 presents, P predicts, Space reveals (and in a lesson, then steps)") {
  CHECK(lab::action_for_key(SDLK_F5, 0) == KeyAction{Command::TogglePresent});
  CHECK(lab::action_for_key(SDLK_p, 0) == KeyAction{Command::TogglePredict});
  CHECK(lab::action_for_key(SDLK_SPACE, 0) == KeyAction{Command::RevealOrNextStep});
  CHECK(lab::action_for_key(SDLK_SPACE, 0, true) == KeyAction{Command::RevealOrNextStep});
  CHECK(lab::action_for_key(SDLK_RIGHT, 0, true) == KeyAction{Command::NextStep});
  CHECK(lab::action_for_key(SDLK_ESCAPE, 0) == KeyAction{Command::CloseHelp});
}

TEST_CASE("the answer predict mode checks is the core test's verdict, worded by the test") {
  // P = (0.5, 0.2) in the chapter's pentagon: inside.
  CHECK(answer_word(*at_preset("polygon-point", "P inside")) == "inside");
  CHECK(answer_word(*at_preset("polygon-point", "P beyond a corner: outside 2 edges")) == "outside");
  // The square in the C's notch touches nothing: SAT (warned, the C is concave) says collide,
  // the edge test says apart, and the edge test is the truth.
  const auto notch = lab::make_scene("sat-breaks");
  CHECK(answer_word(*notch) == "apart");
  // Circles at (−2, −1) r 2 and (3, 3) r 3: 25 + 16 = 41 > 25, apart.
  CHECK(answer_word(*at_preset("circles", "circles apart")) == "apart");
  CHECK(answer_word(*at_preset("circles", "circles touch")) == "collide");
  // P = (4.5, −2) past B of A(−4, −1)B(2, 1): t = 49/40 > 1, so Q = B.
  CHECK(answer_word(*at_preset("closest-point", "past B: clamped")) == "at B");
  CHECK(answer_word(*at_preset("closest-point", "between A and B")) == "between A and B");
  // Swapping P₁ and P₂ flips the side: −2x + 6y − 6 at (2, −1) is −16.
  CHECK(answer_word(*at_preset("side-of-line", "P₁ and P₂ swapped")) == "\u2212 side");
  CHECK(answer_word(*at_preset("side-of-line", "P on the line")) == "on the line");
  // Every scene has a question in its start position.
  for (const auto& entry : lab::scene_list()) {
    const auto scene = lab::make_scene(entry.id);
    CAPTURE(entry.id);
    CHECK(lab::predict_question(*scene));
  }
}

TEST_CASE("the question and the reveal in words") {
  const lab::PredictQuestion q{{"collide", "apart"}, 0, ""};
  CHECK(lab::question_text(q) == "Collide or apart?");
  CHECK(lab::question_text({{"at A", "between A and B", "at B"}, 1, "The point of AB nearest P:"}) ==
        "The point of AB nearest P: at A, between A and B or at B?");
  CHECK(lab::reveal_text(q, lab::Guess{0}) == "Prediction: collide. Answer: collide. Right!");
  CHECK(lab::reveal_text(q, lab::Guess{1}) == "Prediction: apart. Answer: collide. Not this time.");
  CHECK(lab::reveal_text(q, std::nullopt) == "No prediction. Answer: collide.");
}

TEST_CASE("predict mode: P asks, a choice or Space reveals, P asks again, P leaves") {
  lab::Shell shell(scene_index("polygon-point"));
  CHECK_FALSE(shell.prediction().on());
  shell.command(Command::TogglePredict);
  CHECK(shell.prediction().asking());
  shell.prediction().reveal_choice(1);
  CHECK(shell.prediction().phase() == lab::Prediction::Phase::Revealed);
  REQUIRE(shell.prediction().guess());
  CHECK(shell.prediction().guess()->choice == 1);
  shell.command(Command::TogglePredict);  // after a reveal, P asks again (issue 26)
  CHECK(shell.prediction().asking());
  CHECK_FALSE(shell.prediction().guess());
  shell.command(Command::RevealOrNextStep);  // Space: revealed without a guess
  CHECK(shell.prediction().phase() == lab::Prediction::Phase::Revealed);
  CHECK_FALSE(shell.prediction().guess());
  shell.command(Command::TogglePredict);
  shell.command(Command::TogglePredict);  // asking: P leaves
  CHECK_FALSE(shell.prediction().on());
}

TEST_CASE("predict mode ends with the scene it was started in, and with its lesson") {
  lab::Shell shell(scene_index("polygon-point"));
  shell.command(Command::TogglePredict);
  shell.command(Command::NextScene);  // it used to carry on, hiding the next scene's answer
  CHECK_FALSE(shell.prediction().on());
  shell.command(Command::TogglePredict);
  shell.command(Command::PreviousScene);
  CHECK_FALSE(shell.prediction().on());
  // Started in a lesson, on a step that asks nothing: it ends when the lesson is left.
  shell.open_lesson(lab::parse_lesson(nlohmann::json::parse(R"({"title": "t", "steps": [
    {"scene": "circles", "note": "a"}]})"),
                                      "t.json"));
  shell.command(Command::TogglePredict);
  CHECK(shell.prediction().asking());
  shell.close_lesson();
  CHECK_FALSE(shell.prediction().on());
}

TEST_CASE("a lesson step that asks opens with the answer hidden; Space reveals, then steps") {
  lab::Shell shell(0);
  shell.open_lesson(lab::parse_lesson(nlohmann::json::parse(R"({"title": "t", "steps": [
    {"scene": "circles", "note": "a", "ask": "Do they touch?"},
    {"scene": "point-in-polygon", "note": "b"}]})"),
                                      "ask.json"));
  CHECK(shell.prediction().asking());
  shell.command(Command::RevealOrNextStep);
  CHECK(shell.prediction().phase() == lab::Prediction::Phase::Revealed);
  CHECK(shell.lesson()->index() == 0);
  shell.command(Command::RevealOrNextStep);
  CHECK(shell.lesson()->index() == 1);
  CHECK_FALSE(shell.prediction().on());  // this step asks nothing
  shell.command(Command::PreviousStep);
  CHECK(shell.prediction().asking());
}

TEST_CASE("presenter mode: F5 on, Esc off (the help first when it is open)") {
  lab::Shell shell(0);
  shell.command(Command::TogglePresent);
  CHECK(shell.presenting());
  shell.command(Command::ToggleHelp);
  shell.command(Command::CloseHelp);
  CHECK_FALSE(shell.help_visible());
  CHECK(shell.presenting());
  shell.command(Command::CloseHelp);
  CHECK_FALSE(shell.presenting());
}

TEST_CASE("a presenter frame has the figure only, its smallest text no smaller than the panel's") {
  const lab::testing::AppScreen screen;
  lab::Shell shell(scene_index("sat-breaks"));
  shell.interactive = false;
  shell.set_presenting(true);
  shell.command(Command::TogglePredict);
  auto frames = [&] { screen.frames(shell); };
  auto shown = [](const char* name) {
    const ImGuiWindow* w = ImGui::FindWindowByName(name);
    return w && w->Active;
  };
  frames();
  CHECK_FALSE(shown("Scenes"));
  CHECK_FALSE(shown("Panel"));
  CHECK_FALSE(shown("##presenter"));  // no lesson: no lesson column
  CHECK(shown("##predict"));
  // In a lesson, its column left of the figure; the figure starts where the column ends.
  shell.open_lesson(lab::bundled_lesson("separating-axis"), 3);
  frames();
  CHECK(shown("##presenter"));
  CHECK_FALSE(shown("##predict"));  // step 4 asks nothing
  CHECK(ImGui::FindWindowByName("##presenter")->Size.x ==
        doctest::Approx(lab::lesson_column_width(1280, lab::presenter_zoom)));
  // The figure's smallest labels (13 px at scale 1) are drawn presenter_zoom larger: 18 px, more
  // than the panel's body text (16 px); presenter_labels_test measures every scene's.
  CHECK(lab::Canvas::font_pixels(lab::TextSize::Small) * lab::presenter_zoom == doctest::Approx(18));
}

}  // namespace test_teaching
