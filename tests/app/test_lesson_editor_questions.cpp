// The lesson editor's kind picker (issue 26 §1): a teacher picks what a step's question grades (a
// verdict of which test, a count, a time, a push, an edge) among what the view on screen answers;
// the step saves it, the file reads back the same, and a question the view cannot answer is not
// added, with the reason.
#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "app_screen.hpp"
#include "files/state_files.hpp"
#include "scenes/lesson.hpp"
#include "scenes/registry.hpp"
#include "scene_test_support.hpp"
#include "shell/lesson_editor.hpp"
#include "shell/question_choices.hpp"
#include "shell/shell.hpp"
#include "screenshot.hpp"  // temp_path

namespace test_lesson_editor_questions {

using Kind = lab::LessonQuestion::Kind;
using lab::LessonQuestion;

namespace {

// The scene `id` in the state of step `step` (0-based) of bundled lesson `lesson`.
std::unique_ptr<lab::Scene> at_step(const char* lesson, int step) {
  const lab::LessonStep s = lab::bundled_lesson(lesson).steps.at(static_cast<std::size_t>(step));
  auto scene = lab::make_scene(s.scene);
  scene->set_state(s.state);
  return scene;
}

std::vector<std::string> labels(const std::vector<LessonQuestion>& qs) {
  std::vector<std::string> out;
  for (const auto& q : qs) out.push_back(std::string(lab::kind_word(q.kind)) + ": " + lab::question_label(q));
  return out;
}

bool has(const std::vector<std::string>& all, const std::string& one) {
  return std::find(all.begin(), all.end(), one) != all.end();
}

std::string read_text(const std::filesystem::path& file) {
  std::ifstream in(file);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace

TEST_CASE("the kind picker offers what the view answers: a count of crossings, a push, a time, an edge") {
  // Ray casting with P = (2, 1.2) in the comb's right-hand gap: the figure's verdict and its
  // crossings; nothing moves, so no time and no push.
  const auto ray = labels(lab::askable_questions(*at_step("ray-casting", 1)));
  CAPTURE(ray.size());
  CHECK(ray.front() == "verdict: the figure's verdict");
  CHECK(has(ray, "count: crossings"));
  CHECK_FALSE(has(ray, "time: time of impact"));
  CHECK_FALSE(has(ray, "push: push (an arrow)"));
  // Where SAT breaks runs two tests: each one's verdict, and each one's counts named by test.
  const auto notch = labels(lab::askable_questions(*at_step("sat-breaks", 1)));
  CHECK(has(notch, "verdict: verdict of polygons_collide"));
  CHECK(has(notch, "verdict: verdict of convex_polygons_collide"));
  CHECK(has(notch, "count: edge_pairs_tested (polygons_collide)"));
  CHECK(has(notch, "count: axes (convex_polygons_collide)"));
  // The separating axis test's start: it stops at an axis, named as the pentagon's e1.
  const auto sat = labels(lab::askable_questions(*at_step("separating-axis", 4)));
  CHECK(has(sat, "feature: edge: deciding_axis"));
  CHECK(has(sat, "count: axes"));
  // Push apart shows a push; the swept test a time of impact.
  CHECK(has(labels(lab::askable_questions(*at_step("fast-objects", 1))), "push: push (an arrow)"));
  CHECK(has(labels(lab::askable_questions(*at_step("fast-objects", 6))), "time: time of impact"));
}

TEST_CASE("a step made in the editor saves the question picked, and reads back the same") {
  const auto dir = lab::testing::temp_path("editor-questions", "");
  lab::LessonEditor editor;
  editor.draft.title = "Kinds";
  // Ray casting's P in the gap: how many crossings, within 1.
  editor.type_note("Count the **crossings**.");
  editor.type_ask("How many edges does the ray cross?");
  editor.pick_question({Kind::Count, "", "crossings", 1});
  REQUIRE(editor.add_typed_step("point-in-polygon", at_step("ray-casting", 1)->state()));
  // The same pick is kept for the next step; a time question in a scene where nothing moves is
  // not added, and the message says why.
  editor.type_note("When?");
  editor.type_ask("When does B first touch?");
  editor.pick_question({Kind::Time, "", "", 0.1});
  CHECK_FALSE(editor.add_typed_step("point-in-polygon", at_step("ray-casting", 1)->state()));
  CHECK(editor.message() ==
        "Not added, the question (time of impact): no test of the scene answers it in this state "
        "(its tests: point_in_polygon).");
  CHECK(editor.draft.steps.size() == 1);
  // The swept test: the time, within 0.1.
  REQUIRE(editor.add_typed_step("swept-test", at_step("fast-objects", 6)->state()));
  // Push apart: the push, within 0.3; the separating axis: the edge it stops at; sat-breaks: SAT's verdict.
  editor.type_note("Push.");
  editor.type_ask("Which way?");
  editor.pick_question({Kind::Push, "", "", 0.3});
  REQUIRE(editor.add_typed_step("push-apart", at_step("fast-objects", 1)->state()));
  editor.type_note("Edge.");
  editor.type_ask("Which edge? Click it.");
  editor.type_ask_on_paper("Which edge? Circle it.");  // the handout's wording, kept with the step
  editor.pick_question({Kind::Feature, "", "deciding_axis", 0});
  REQUIRE(editor.add_typed_step("separating-axis", at_step("separating-axis", 4)->state()));
  editor.type_note("SAT.");
  editor.type_ask("What does SAT say?");
  editor.pick_question({Kind::Verdict, "convex_polygons_collide", "", 0});
  REQUIRE(editor.add_typed_step("sat-breaks", at_step("sat-breaks", 1)->state()));
  // A step without a question grades nothing: no question saved, whatever is picked. Words for
  // paper without the question they print are refused.
  editor.type_note("Just look.");
  editor.type_ask_on_paper("Circle it.");
  CHECK_FALSE(editor.add_typed_step("sat-breaks", at_step("sat-breaks", 1)->state()));
  CHECK(editor.message() == "Not added: the words for paper need the question they print.");
  editor.type_ask_on_paper("");
  REQUIRE(editor.add_typed_step("sat-breaks", at_step("sat-breaks", 1)->state()));
  std::string error;
  const auto file = editor.save(dir, error);
  REQUIRE_MESSAGE(file, error);
  const lab::Lesson back = lab::load_lesson(*file);
  REQUIRE(back.steps.size() == 6);
  const std::vector<std::optional<LessonQuestion>> expected{LessonQuestion{Kind::Count, "", "crossings", 1},
                                                            LessonQuestion{Kind::Time, "", "", 0.1},
                                                            LessonQuestion{Kind::Push, "", "", 0.3},
                                                            LessonQuestion{Kind::Feature, "", "deciding_axis", 0},
                                                            LessonQuestion{Kind::Verdict, "convex_polygons_collide", "",
                                                                           0},
                                                            std::nullopt};
  for (std::size_t i = 0; i < expected.size(); ++i) {
    CAPTURE(i);
    CHECK(back.steps[i].question == expected[i]);
    CHECK(back.steps[i].ask_on_paper == (i == 3 ? "Which edge? Circle it." : ""));
  }
  // In the file as a teacher would write it by hand.
  const std::string text = read_text(*file);
  CHECK(text.find(R"("question": {
        "kind": "count",
        "of": "crossings",
        "tolerance": 1.0
      })") != std::string::npos);
  CHECK(text.find(R"("kind": "time",
        "tolerance": 0.1)") != std::string::npos);
  std::error_code ec;
  std::filesystem::remove_all(dir, ec);
}

// The picker in frames, headless: it keeps the picked question to what the view answers.
TEST_CASE("the editor's window: the picker follows the view, and Add takes what it shows") {
  const lab::testing::AppScreen screen({.size = {1280, 800}, .font_path = "/no/such/font.ttf"});
  lab::Shell shell(lab::testing::scene_index("point-in-polygon"));
  lab::LessonEditor& editor = shell.lesson_editor();
  editor.visible = true;
  editor.type_note("n");
  editor.type_ask("How many?");
  editor.pick_question({Kind::Count, "", "crossings", 2});
  screen.frames(shell);
  CHECK(editor.picked_question() == LessonQuestion{Kind::Count, "", "crossings", 2});
  // Another scene has no crossings: the picker falls to a count it has, keeping the tolerance.
  shell.open(lab::testing::scene_index("separating-axis"));
  screen.frames(shell);
  CHECK(editor.picked_question().kind == Kind::Count);
  CHECK(editor.picked_question().of != "crossings");
  CHECK(editor.picked_question().tolerance == 2);
  // No push in the separating-axis figure: a push picked falls back to the figure's verdict.
  editor.pick_question({Kind::Push, "", "", 0.25});
  screen.frames(shell);
  CHECK(editor.picked_question() == LessonQuestion{Kind::Verdict, "", "", 0});
}

}  // namespace test_lesson_editor_questions
