// Predict asks the question the step asks, and grades that (issue 26): each bundled lesson
// stepped through in the shell, every question revealed with its hand-worked answer; counts,
// times and pushes graded within the step's tolerance; old lessons' asks grade the main verdict;
// a question a step's state cannot answer is refused, naming the step and the field.
//
// Index of this file:
//   [SECTION] Stepping through a lesson's questions
//   [SECTION] Each lesson's questions
//   [SECTION] The free scenes' strips
//   [SECTION] Grading: times, counts, pushes, features
//   [SECTION] Questions in lesson files
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <iterator>
#include <string>
#include <vector>

#include <imgui.h>

#include "app_screen.hpp"
#include "scenes/lesson.hpp"
#include "shell/predict.hpp"
#include "scenes/registry.hpp"
#include "scene_test_support.hpp"
#include "shell/shell.hpp"
#include "files/state_files.hpp"
#include "formats/state_json.hpp"

namespace test_predict_questions {

using lab::Command;
using Kind = lab::LessonQuestion::Kind;

namespace {

// [SECTION] Stepping through a lesson's questions

// What a step asks, as a reader of the lesson works it out by hand.
struct Expected {
  int step;  ///< 0-based
  Kind kind;
  std::string answer;  ///< answer_words
};

// The ask's words name the kind the reveal grades: "How many" a count, "collide or apart" or
// "inside or outside" a verdict, "which way" a push, "when" a time.
bool words_fit(const std::string& ask, Kind kind) {
  auto has = [&](const char* w) { return ask.find(w) != std::string::npos; };
  switch (kind) {
    case Kind::Count: return has("How many");
    case Kind::Verdict:
      return has("collide or apart") || has("inside or outside") || has("collide, or are they apart") ||
             has("hit or miss");
    case Kind::Push: return has("Which way");
    case Kind::Time: return has("When");
    case Kind::Feature: return has("Click");
  }
  return false;
}

// Steps through lesson `id` in the shell with Space: every step that asks opens with the answer
// hidden, its question is the expected one, and the right answer is graded right; a step that
// asks nothing shows the whole figure.
void step_through(const char* id, const std::vector<Expected>& expected) {
  lab::Shell shell(0);
  shell.open_lesson(lab::bundled_lesson(id));
  std::size_t asked = 0;
  for (int i = 0; i < shell.lesson()->count(); ++i) {
    CAPTURE(i);
    REQUIRE(shell.lesson()->index() == i);
    const lab::LessonStep& step = shell.lesson()->step();
    if (step.ask.empty()) {
      CHECK_FALSE(shell.prediction().on());
      shell.command(Command::RevealOrNextStep);
      continue;
    }
    REQUIRE(asked < expected.size());
    const Expected& e = expected[asked++];
    CHECK(e.step == i);
    CHECK(shell.prediction().asking());
    CAPTURE(step.ask);
    CHECK(step.question);  // every bundled ask says what it grades
    const auto q = shell.question();
    REQUIRE(q);
    CHECK(q->kind == e.kind);
    CHECK(words_fit(step.ask, q->kind));
    // On paper nothing is clicked or dragged: the handout prints printed_ask.
    const std::string printed = lab::printed_ask(*q, step.ask);
    CHECK(printed.find("Click") == std::string::npos);
    CHECK(printed.find("Drag") == std::string::npos);
    CHECK(lab::answer_words(*q) == e.answer);
    // The class gives the true answer: graded right, and the answer shown beside it.
    lab::Guess right{q->answer, q->value, q->push, q->shape, q->edge};
    shell.prediction().reveal(right);
    CHECK(lab::reveal_text(*q, right).ends_with(" Right!"));
    CHECK(lab::reveal_text(*q, right).find("Answer: " + e.answer) != std::string::npos);
    shell.command(Command::RevealOrNextStep);  // revealed: Space steps on
  }
  CHECK(asked == expected.size());
}

std::optional<lab::PredictQuestion> asked_of(const std::string& scene_id, const std::string& preset,
                                             const lab::LessonQuestion& q) {
  const auto scene = lab::testing::PresetsOf(scene_id)(preset);
  return lab::predict_question(*scene, q);
}

// The message check_lesson_questions gives for a lesson's text, or "".
std::string refusal(const std::string& text) {
  try {
    lab::check_lesson_questions(lab::parse_lesson(lab::parse_state_text(text, "l.json"), "l.json"), "l.json");
  } catch (const lab::StateError& e) { return e.what(); }
  return "";
}

}  // namespace

// [SECTION] Each lesson's questions

TEST_CASE("the ray-casting lesson asks what its notes ask, and grades that") {
  // Step 2: P = (2, 1.2) in the comb's right-hand gap; the ray to its right crosses the walls at
  // x = 3 and x = 5: 2 crossings. Step 4: P = (0, 0) inside the pentagon, the ray through the
  // corner (6, 0): inside.
  step_through("ray-casting", {{1, Kind::Count, "2"}, {3, Kind::Verdict, "inside"}});
}

TEST_CASE("the sat-breaks lesson asks what SAT says, and counts the edge pairs") {
  // Step 2: the square in the C's notch; SAT sees only the C's convex outline, so every shadow
  // overlaps: it says collide (the edge test, the figure's truth, says apart).
  // Step 8: the square [−2, 0] × [−1, 1] across the C's back wall x = −1. The C's edges in order:
  // e0 y = −3, e1 x = 3, e2 y = −1.5 (x from −1 to 3) miss the square: 3 × 4 = 12 pairs; e3, the
  // wall x = −1, crosses the square's first edge y = −1: the 13th pair.
  step_through("sat-breaks", {{1, Kind::Verdict, "collide"}, {7, Kind::Count, "13"}});
}

TEST_CASE("the separating-axis lesson asks the verdict, the axes tried and the push") {
  // Step 3: apart (the axis of e1 shows a gap). Step 5: the triangle near the pentagon's upper
  // right. On e0's normal (−2.1, 2.9) the pentagon spans up to 8.7 and the triangle −2.12 … 5.84:
  // overlap. On e1's, (−3.3, −1.1), the pentagon reaches down to −10.56 at (2.9, 0.9) and the
  // triangle only up to −11 at (2.2, 3.4): a gap, so the test stops at the pentagon's e1.
  // Step 7: the triangle pushed into the pentagon's side: no axis has a gap, so all 5 + 3 = 8 are
  // tried. Step 10: B sinks 0.5 into A's right side: pushed 0.5 to the right.
  step_through("separating-axis", {{2, Kind::Verdict, "apart"},
                                   {4, Kind::Feature, "pentagon's e1"},
                                   {6, Kind::Count, "8"},
                                   {9, Kind::Push, "(0.5, 0), 0.5 long"}});
}

TEST_CASE("the fast-objects lesson asks a push, hit or miss, and two times of impact") {
  // A is [−3, 3] × [−2, 2]. Step 2: B = [2.4, 4.4] × [1.45, 3.45] on A's top right corner overlaps
  // it by 3 − 2.4 = 0.6 across x and 2 − 1.45 = 0.55 up y: the smaller, up by 0.55.
  // Step 5: the ball (radius 0.25) from x = −5 at 120 units/s, 60 fps: 2 a frame, so its frames
  // sit at −5, −3, −1, 1, …: −1 + 0.25 < 0 and 1 − 0.25 > 0.25, the wall [0, 0.25] between: a miss.
  // Step 7: B = [3, 4] × [0.5, 1.5] moves by (−5, −1.5) (its middle (3.5, 1) to (−1.5, −0.5)); A is
  // [−1, 1] × [−2, 2]. Across x B's left side reaches A's right side at 3 − 5t = 1, t = 0.4; up y B
  // spans [0.5 − 1.5t, 1.5 − 1.5t], inside A's y shadow all step long: first touch at t = 0.4.
  // Step 9: B = [5, 6] × [−0.5, 0.5] moves by (−2, 0): its left side would reach x = 1 at t = 2,
  // after the step's end: never.
  step_through("fast-objects", {{1, Kind::Push, "(0, 0.55), 0.55 long"},
                                {4, Kind::Verdict, "miss"},
                                {6, Kind::Time, "t = 0.4"},
                                {8, Kind::Time, "never"}});
}

TEST_CASE("sat-breaks' notch: the SAT question grades SAT's verdict, an old ask the edge test's") {
  // The issue: "What will SAT say?" graded by the edge test told a class that said "collide"
  // "Not this time". Asked of SAT, collide is right.
  const lab::Lesson lesson = lab::bundled_lesson("sat-breaks");
  auto scene = lab::make_scene("sat-breaks");
  scene->set_state(lesson.steps.at(1).state);
  const auto sat = lab::predict_question(*scene, lesson.steps.at(1).question);
  REQUIRE(sat);
  CHECK(lab::reveal_text(*sat, lab::Guess{0}) == "Prediction: collide. Answer: collide. Right!");
  // A lesson written before questions had kinds: its ask grades the main verdict, the edge test.
  const auto old = lab::parse_lesson(nlohmann::json::parse(R"({"title": "t", "steps": [
    {"scene": "sat-breaks", "note": "n", "ask": "Collide or apart?"}]})"),
                                     "old.json");
  CHECK_FALSE(old.steps.at(0).question);
  scene->set_state(old.steps.at(0).state);
  const auto main = lab::predict_question(*scene, old.steps.at(0).question);
  REQUIRE(main);
  CHECK(lab::reveal_text(*main, lab::Guess{0}) == "Prediction: collide. Answer: apart. Not this time.");
}

// [SECTION] The free scenes' strips

// Each scene's predict strip at its start, outside a lesson: the question names the test it grades
// (sat-breaks' SAT and edge test disagree there), and the answer is that test's verdict, as the
// scene's caption reads it out (`--report`'s caption at the start, checked by hand against it).
TEST_CASE("every free scene's predict strip names the test it grades, and grades that test") {
  struct Strip {
    const char* scene;
    const char* question;
    const char* answer;
  };
  const Strip strips[] = {
      // ax + by + c = 16 > 0.
      {"side-of-line", "P is on the + side, on the line or \u2212 side?", "+ side"},
      // C and D either side of AB, A and B either side of CD.
      {"segments-crossing", "Will the opposite-sides test say collide or apart?", "collide"},
      // t = 1.23 > 1: clamped to B.
      {"closest-point", "The point of AB nearest P: at A, between A and B or at B?", "at B"},
      // |C₁C₂|² = 18.25 < (r₁ + r₂)² = 25.
      {"circles", "Will the distance test say collide or apart?", "collide"},
      // The y shadows have a gap of 1.
      {"rectangles", "Will the shadow test say collide or apart?", "apart"},
      // P on the outer side of 2 of the 5 edges.
      {"polygon-point", "Will the edge-side test say inside or outside?", "outside"},
      // All 5 vertices on the − side.
      {"polygon-line", "Will the vertex-side test say collide or apart?", "apart"},
      {"separating-axis", "Will SAT say collide or apart?", "apart"},  // 6 of 8 axes show a gap
      {"polygon-rect", "Will SAT say collide or apart?", "apart"},     // 6 of 9
      {"polygon-segment", "Will SAT say collide or apart?", "apart"},  // 5 of 7
      {"polygon-circle", "Will SAT say collide or apart?", "apart"},   // 5 of 6
      // The square in the C's notch: SAT (all 12 axes overlap) would say collide; the edge test,
      // the one asked, says apart: no edges cross and neither shape is inside the other.
      {"sat-breaks", "Will the edge test say collide or apart?", "apart"},
      {"convex-pieces", "Will SAT on the convex pieces say collide or apart?", "apart"},       // none of 12 pairs
      {"point-in-polygon", "Will ray casting say inside or outside?", "inside"},               // 3 crossings
      {"concave-polygon-line", "Will the vertex-side test say collide or apart?", "collide"},  // 4 +, 4 −
      {"concave-polygon-segment", "Will the edge test say collide or apart?", "apart"},        // no edge met, a outside
      {"concave-polygon-circle", "Will the edge test say collide or apart?", "apart"},  // no edge, centre outside
      {"polygon-polygon", "Will the edge test say collide or apart?", "apart"},         // no pair of 32 meets
      // Pieces and edges both say apart; the strip asks the first the figure shows.
      {"which-approach", "Will SAT on the convex pieces say collide or apart?", "apart"},
      {"push-apart", "Will SAT say collide or apart?", "collide"},            // least overlap 0.5
      {"minkowski-difference", "Will SAT say collide or apart?", "collide"},  // A − B holds the origin
      {"tunnelling", "Will the test at each frame say hit or miss?", "hit"},  // frame 6 overlaps the wall
      {"swept-test", "Will the swept test say hit or miss?", "hit"},          // t = 0.4
      // d = A's v2 − B's v0: A's farthest vertex along d is its v2.
      {"support-point", "A's farthest vertex along d: v0, v1, v2 or v3?", "v2"},
      {"gjk-distance", "Will GJK say collide or apart?", "apart"},     // distance 3.638
      {"gjk-overlap", "Will GJK say collide or apart?", "collide"},    // the triangle holds the origin
      {"epa", "Will EPA say collide or apart?", "collide"},            // depth 1.2649
      {"ray-cast", "Will the ray cast at A say hit or miss?", "hit"},  // enters A through e1
      {"contact-points", "Will the contact-point test say collide or apart?", "collide"},  // separations −0.5
  };
  std::size_t listed = 0;
  for (const auto& entry : lab::scene_list()) {
    CAPTURE(entry.id);
    const auto scene = lab::make_scene(entry.id);
    const auto q = lab::predict_question(*scene);
    REQUIRE(q);
    const auto row =
        std::find_if(std::begin(strips), std::end(strips), [&](const Strip& s) { return entry.id == s.scene; });
    REQUIRE_MESSAGE(row != std::end(strips), "a scene with no row: its strip is " << lab::question_text(*q));
    CHECK(lab::question_text(*q) == row->question);
    CHECK(lab::answer_words(*q) == row->answer);
    ++listed;
  }
  CHECK(listed == std::size(strips));
}

TEST_CASE("every preset's free verdict question names its test, in every mode") {
  // The modes' own tests: circles' P in C and C against AB, rectangles' P and the circle,
  // push-apart's circles.
  for (const auto& entry : lab::scene_list()) {
    const lab::testing::PresetsOf presets(entry.id);
    for (const auto& preset : lab::make_scene(entry.id)->presets()) {
      CAPTURE(entry.id);
      CAPTURE(preset.name);
      const auto q = lab::predict_question(*presets(preset.name));
      if (!q || q->kind != Kind::Verdict) continue;
      CHECK_FALSE(q->topic.empty());
    }
  }
}

// [SECTION] Grading: times, counts, pushes, features

TEST_CASE("a time question: t within the tolerance, or never") {
  lab::LessonQuestion when{Kind::Time, "", "", 0.05};
  // B heads straight at A's right side and touches at t = 0.4 (the preset's hand-worked value).
  const auto hit = asked_of("swept-test", "Head on: B hits A's right side at t = 0.4", when);
  REQUIRE(hit);
  CHECK(hit->value == doctest::Approx(0.4));
  CHECK(lab::guessed_right(*hit, {-1, 0.44, {0, 0}}));
  CHECK_FALSE(lab::guessed_right(*hit, {-1, 0.46, {0, 0}}));
  CHECK_FALSE(lab::guessed_right(*hit, {-1, std::nan(""), {0, 0}}));
  CHECK(lab::reveal_text(*hit, lab::Guess{-1, 0.3, {0, 0}}) ==
        "Prediction: t = 0.3. Answer: t = 0.4 (\u00b1 0.05). Not this time.");
  // Passing above A: it never touches, and "never" is the right answer.
  const auto miss = asked_of("swept-test", "Passing just above A: a miss", when);
  REQUIRE(miss);
  CHECK(std::isnan(miss->value));
  CHECK(lab::guessed_right(*miss, {-1, std::nan(""), {0, 0}}));
  CHECK_FALSE(lab::guessed_right(*miss, {-1, 1, {0, 0}}));
  // Only "never" is right, so no tolerance stands beside it.
  CHECK(lab::reveal_text(*miss, lab::Guess{-1, std::nan(""), {0, 0}}) == "Prediction: never. Answer: never. Right!");
  CHECK(lab::reveal_text(*miss, lab::Guess{-1, 0.5, {0, 0}}) == "Prediction: t = 0.5. Answer: never. Not this time.");
}

TEST_CASE("a count's and a push's tolerance") {
  // The pentagon and the triangle pushed into its side: 8 axes tried.
  const lab::Lesson lesson = lab::bundled_lesson("separating-axis");
  auto scene = lab::make_scene("separating-axis");
  scene->set_state(lesson.steps.at(6).state);
  const auto exact = lab::predict_question(*scene, lab::LessonQuestion{Kind::Count, "", "axes", 0});
  const auto loose = lab::predict_question(*scene, lab::LessonQuestion{Kind::Count, "", "axes", 1});
  REQUIRE(exact);
  REQUIRE(loose);
  CHECK(lab::guessed_right(*exact, {-1, 8, {0, 0}}));
  CHECK_FALSE(lab::guessed_right(*exact, {-1, 7, {0, 0}}));
  CHECK(lab::guessed_right(*loose, {-1, 7, {0, 0}}));
  CHECK_FALSE(lab::guessed_right(*loose, {-1, 6, {0, 0}}));
  // B sinks 0.5 into A's right side: the push is (0.5, 0). An arrow ending 0.2 off is within
  // 0.25; one the wrong way is not.
  const auto push = asked_of("push-apart", "Flat: B sinks 0.5 into A's right side", {Kind::Push, "", "", 0.25});
  REQUIRE(push);
  CHECK(push->push.x == doctest::Approx(0.5));
  CHECK(push->push.y == doctest::Approx(0).epsilon(1e-12));
  CHECK(lab::guessed_right(*push, {-1, 0, {0.6, 0.15}}));
  CHECK_FALSE(lab::guessed_right(*push, {-1, 0, {-0.5, 0}}));
  CHECK(lab::reveal_text(*push, lab::Guess{-1, 0, {-0.5, 0}}) ==
        "Prediction: (\u22120.5, 0), 0.5 long. Answer: (0.5, 0), 0.5 long (\u00b1 0.25). Not this time.");
}

TEST_CASE("a feature question: the edge clicked, graded against the edge the figure names") {
  const lab::Lesson lesson = lab::bundled_lesson("separating-axis");
  auto scene = lab::make_scene("separating-axis");
  scene->set_state(lesson.steps.at(4).state);
  const auto q = lab::predict_question(*scene, lab::LessonQuestion{Kind::Feature, "", "deciding_axis", 0});
  REQUIRE(q);
  CHECK(q->shape == "pentagon");  // hand-worked in the lesson's test above
  CHECK(q->edge == 1);
  // A click at the middle of e1, from (−2.9, 0.9) to (−1.8, −2.4), picks it; far away, nothing.
  const auto e1 = lab::edge_at(scene->state(), {-2.35, -0.75}, 0.1);
  REQUIRE(e1);
  CHECK(*e1 == std::pair<std::string, int>{"pentagon", 1});
  CHECK_FALSE(lab::edge_at(scene->state(), {10, 10}, 0.1));
  CHECK(lab::guessed_right(*q, {-1, 0, {0, 0}, "pentagon", 1}));
  CHECK_FALSE(lab::guessed_right(*q, {-1, 0, {0, 0}, "triangle", 1}));
  CHECK(lab::reveal_text(*q, lab::Guess{-1, 0, {0, 0}, "pentagon", 4}) ==
        "Prediction: pentagon's e4. Answer: pentagon's e1. Not this time.");
}

TEST_CASE("in the window a push is an arrow dragged on the figure, a feature an edge clicked") {
  const lab::testing::AppScreen screen;
  ImGuiIO& io = ImGui::GetIO();
  lab::Shell shell(0);
  // Press, move, let go at world points, a frame each (the first two fit the view and settle it).
  auto drag = [&](lab::Vec2 from, lab::Vec2 to) {
    screen.frames(shell, 2);
    for (const auto& [at, down] : {std::pair{from, false}, {from, true}, {to, true}, {to, false}}) {
      const lab::Vec2 p = shell.camera().to_screen(at);
      io.MousePos = {static_cast<float>(p.x), static_cast<float>(p.y)};
      io.MouseDown[0] = down;
      screen.frames(shell, 1);
    }
  };
  // Step 10: B sinks 0.5 into A's right side. An arrow 0.5 long to the right, drawn in the empty
  // space above the shapes, is the push; the shapes stay where the step put them.
  const lab::Lesson lesson = lab::bundled_lesson("separating-axis");
  shell.open_lesson(lesson, 9);
  REQUIRE(shell.prediction().asking());
  drag({4, 3}, {4.5, 3});
  // ImGui floors the mouse to whole pixels: the arrow is 0.5 to within a pixel or so.
  const double pixel = 1 / shell.camera().scale;
  CHECK(std::abs(shell.prediction().draft().arrow.x - 0.5) <= 1.5 * pixel);
  CHECK(std::abs(shell.prediction().draft().arrow.y) <= 1.5 * pixel);
  for (std::size_t i = 0; i < lesson.steps[9].state.shapes.size(); ++i)
    CHECK(shell.scene().state().shapes[i].points == lesson.steps[9].state.shapes[i].points);
  auto q = shell.question();
  REQUIRE(q);
  CHECK(lab::reveal_text(*q, shell.prediction().draft()).ends_with("Answer: (0.5, 0), 0.5 long (\u00b1 0.25). Right!"));
  // Step 5: a click at the middle of the pentagon's e1 picks that edge (and moves nothing).
  shell.open_lesson(lesson, 4);
  REQUIRE(shell.prediction().asking());
  drag({-2.35, -0.75}, {-2.35, -0.75});
  CHECK(shell.prediction().draft().shape == "pentagon");
  CHECK(shell.prediction().draft().edge == 1);
  q = shell.question();
  REQUIRE(q);
  CHECK(lab::guessed_right(*q, shell.prediction().draft()));
}

// [SECTION] Questions in lesson files

TEST_CASE("a step's question is read from the file, and a bad one names the step and the field") {
  auto step = [](const std::string& question) {
    return R"({"title": "t", "steps": [{"scene": "polygon-polygon", "note": "n", "ask": "a?", "question": )" +
           question + "}]}";
  };
  const auto lesson = lab::parse_lesson(
      nlohmann::json::parse(step(R"({"kind": "count", "of": "edge_pairs_tested", "tolerance": 2})")), "l.json");
  REQUIRE(lesson.steps.at(0).question);
  CHECK(*lesson.steps.at(0).question == lab::LessonQuestion{Kind::Count, "", "edge_pairs_tested", 2});
  CHECK(refusal(step(R"({"kind": "count", "of": "edge_pairs_tested"})")) == "");
  CHECK(refusal(step(R"({"kind": "guess"})")) ==
        "l.json: steps[0].question.kind: unknown kind \"guess\" (expected verdict, count, time, push or feature)");
  CHECK(refusal(step(R"({"kind": "count"})")) == "l.json: steps[0].question.of: missing (expected a string)");
  CHECK(refusal(step(R"({"kind": "count", "of": "x", "tolerance": 0.5})")) ==
        "l.json: steps[0].question.tolerance: a count's tolerance is a whole number");
  CHECK(refusal(step(R"({"kind": "time", "tolerance": -1})")) ==
        "l.json: steps[0].question.tolerance: must be a finite number, 0 or more");
  CHECK(refusal(step(R"({"kind": "verdict", "tolerance": 1})")) ==
        "l.json: steps[0].question.tolerance: a verdict is right or wrong: it takes no tolerance");
  CHECK(refusal(step(R"({"kind": "push", "test": "polygons_collide"})")) ==
        "l.json: steps[0].question.test: a push or feature question grades what the scene shows: it names no test");
  CHECK(refusal(step(R"({"kind": "count", "of": "x", "colour": 1})")) ==
        "l.json: steps[0].question.colour: unknown field (expected kind, test, of or tolerance)");
  CHECK(
      refusal(step("3")) ==
      "l.json: steps[0].question: expected an object with kind (verdict, count, time, push or feature), found number");
  CHECK(refusal(R"({"title": "t", "steps": [{"scene": "circles", "note": "n", "question": {"kind": "verdict"}}]})") ==
        "l.json: steps[0].question: a question needs the step's ask, the words the class reads");
  // Questions the step's state has no answer to: named by the field to blame.
  CHECK(
      refusal(step(R"({"kind": "count", "of": "axes"})")) ==
      "l.json: steps[0].question.of: polygons_collide counts no \"axes\" (its counts: edge_pairs, edge_pairs_tested)");
  CHECK(refusal(step(R"({"kind": "verdict", "test": "rects_collide"})")) ==
        "l.json: steps[0].question.test: the scene runs no test \"rects_collide\" in this state (its tests: "
        "polygons_collide)");
  // A name of any length is cut short in the message, which stays one short line.
  CHECK(refusal(step(R"({"kind": "count", "of": ")" + std::string(5000, 'x') + R"("})")).size() < 200);
  CHECK(refusal(step(R"({"kind": "feature", "of": "mtv_edge"})")) ==
        "l.json: steps[0].question.of: the figure names no \"mtv_edge\" in this state (it names: ray_start, ray_left)");
  CHECK(refusal(step(R"({"kind": "feature"})")) == "l.json: steps[0].question.of: missing (expected a string)");
  CHECK(refusal(step(R"({"kind": "push"})")) ==
        "l.json: steps[0].question.kind: the scene shows no push in this state");
  CHECK(refusal(step(R"({"kind": "time"})")) ==
        "l.json: steps[0].question.kind: no test of the scene answers it in this state (its tests: polygons_collide)");
}

TEST_CASE("a lesson with questions saved by the app reads back the same") {
  const lab::Lesson lesson = lab::bundled_lesson("separating-axis");
  const auto again = lab::parse_lesson(lab::lesson_to_json(lesson), "again.json");
  REQUIRE(again.steps.size() == lesson.steps.size());
  for (std::size_t i = 0; i < lesson.steps.size(); ++i) CHECK(again.steps[i].question == lesson.steps[i].question);
}

}  // namespace test_predict_questions

// A handout's question (read27: separating-axis printed "Click that edge." and "Drag an arrow on the
// figure." on paper). The window's how-to sentence, last in the ask, gives way to the page's.
TEST_CASE("printed_ask: a click or a drag is asked on paper as a mark or an arrow drawn") {
  lab::PredictQuestion edge;
  edge.kind = test_predict_questions::Kind::Feature;
  CHECK(lab::printed_ask(edge, "Which edge's normal does the test stop at? Click that edge.") ==
        "Which edge's normal does the test stop at? Mark that edge on the picture.");
  CHECK(lab::printed_ask(edge, "") == "Which edge? Mark that edge on the picture.");
  CHECK(lab::printed_ask(edge, "Which edge of A? Name it.") == "Which edge of A? Name it.");  // no click: kept
  lab::PredictQuestion push;
  push.kind = test_predict_questions::Kind::Push;
  CHECK(lab::printed_ask(push, "Which way, and how far, must B move to leave A? Drag an arrow on the figure.") ==
        "Which way, and how far, must B move to leave A? Draw the arrow on the picture and write its length.");
  CHECK(lab::printed_ask(push, "Which way, and how far, will B be pushed? Draw the arrow.") ==
        "Which way, and how far, will B be pushed? Draw the arrow on the picture and write its length.");
  lab::PredictQuestion verdict;  // answered in words on the line under it
  CHECK(lab::printed_ask(verdict, "Collide or apart? Click one.") == "Collide or apart?");
  CHECK(lab::printed_ask(verdict, "Collide or apart?") == "Collide or apart?");
}
