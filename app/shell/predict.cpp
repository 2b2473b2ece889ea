// Predict mode (predict.hpp): the question asked, the class's guess, and the reveal.
//
// Index of this file:
//   [SECTION] questions: from a query answer, a lesson's test or a named feature
//   [SECTION] words: the choices in words; a lesson step's question; lessons' questions checked
//   [SECTION] grading: guessed_right, answer_words
//   [SECTION] the arrow and the edge: a push drawn, an edge picked
//   [SECTION] public: predict_question, question_text, reveal_text
#include "shell/predict.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <string>
#include <variant>
#include <vector>

#include <glm/common.hpp>
#include <glm/geometric.hpp>

#include "captions/text.hpp"
#include "collide/rect.hpp"
#include "collide/segment.hpp"
#include "collide/vec.hpp"
#include "files/report.hpp"
#include "formats/json_checked.hpp"
#include "formats/state_json.hpp"
#include "query/query.hpp"
#include "scenes/registry.hpp"

namespace lab {
namespace {

using json = nlohmann::ordered_json;

// [SECTION] questions: from a query answer, a lesson's test or a named feature
// Which test a verdict is asked of, as the figures' captions name it: where a scene runs two
// (sat-breaks: SAT is fooled by the notch, the edge test is not) the class must know which.
struct TestName {
  std::string_view test, name;
};
constexpr TestName kTestNames[] = {
    {"segments_intersect", "the opposite-sides test"},
    {"circles_collide", "the distance test"},
    {"point_in_circle", "the distance test"},
    {"circle_segment_collide", "the nearest-point test"},
    {"rects_collide", "the shadow test"},
    {"point_in_rect", "the shadow test"},
    {"circle_rect_collide", "the nearest-point test"},
    {"point_in_convex_polygon", "the edge-side test"},
    {"polygon_line_collide", "the vertex-side test"},
    {"convex_polygons_collide", "SAT"},
    {"convex_polygon_rect_collide", "SAT"},
    {"convex_polygon_segment_collide", "SAT"},
    {"convex_polygon_circle_collide", "SAT"},
    {"polygons_collide", "the edge test"},
    {"polygon_rect_collide", "the edge test"},
    {"polygon_segment_collide", "the edge test"},
    {"polygon_circle_collide", "the edge test"},
    {"convex_pieces_collide", "SAT on the convex pieces"},
    {"point_in_polygon", "ray casting"},
    {"convex_polygons_time_of_impact", "the swept test"},
    {"circle_polygon_time_of_impact", "the swept test"},
    {"gjk_distance", "GJK"},
    {"gjk_overlap", "GJK"},
    {"epa_penetration", "EPA"},
    {"ray_cast_polygon", "the ray cast at A"},
    {"ray_cast_circle", "the ray cast at C"},
    {"polygon_contact_points", "the contact-point test"},
};

// "Will SAT say", before the choices; "" for a test not in the table.
std::string who_says(const std::string& test) {
  for (const TestName& t : kTestNames)
    if (t.test == test) return "Will " + std::string(t.name) + " say";
  return "";
}

// The choices for one core test's result, by what the test returns (not by scene).
std::optional<PredictQuestion> from_answer(const std::string& test, const json& answer) {
  if (!answer.contains("result")) return std::nullopt;
  const json& result = answer["result"];
  if (result.is_boolean()) {
    const int choice = result.get<bool>() ? 0 : 1;
    if (test.starts_with("point_in")) return PredictQuestion{{"inside", "outside"}, choice, who_says(test)};
    if (test.ends_with("time_of_impact") || test.starts_with("ray_cast"))
      return PredictQuestion{{"hit", "miss"}, choice, who_says(test)};
    return PredictQuestion{{"collide", "apart"}, choice, who_says(test)};
  }
  if (test == "side" && result.is_number_integer()) {
    const int sign = result.get<int>();
    return PredictQuestion{{"+ side", "on the line", "\u2212 side"}, sign > 0 ? 0 : sign == 0 ? 1 : 2, "P is on the"};
  }
  if (test == "support" && answer.contains("along_a")) {  // which of A's vertices is farthest along d
    std::vector<std::string> vertices;
    for (std::size_t i = 0; i < answer["along_a"].size(); ++i) vertices.push_back("v" + std::to_string(i));
    return PredictQuestion{vertices, answer["a"].get<int>(), "A's farthest vertex along d:"};
  }
  if (test == "closest_point_on_segment" && answer.contains("clamped_to")) {
    const json& end = answer["clamped_to"];
    const int at = end.is_null() ? 1 : end == "a" ? 0 : 2;
    return PredictQuestion{{"at A", "between A and B", "at B"}, at, "The point of AB nearest P:"};
  }
  return std::nullopt;
}

// A figure that runs one test at several places (tunnelling: once per frame) asks whether any of
// them finds a hit; nullopt when its questions are not all one boolean test.
std::optional<PredictQuestion> any_of_repeated(const std::vector<json>& questions) {
  if (questions.size() < 2) return std::nullopt;
  bool any = false;
  for (const json& question : questions) {
    if (question["test"] != questions[0]["test"]) return std::nullopt;
    const json answer = answer_question(question);
    if (!answer.contains("result") || !answer["result"].is_boolean() || answer.contains("warning")) return std::nullopt;
    any = any || answer["result"].get<bool>();
  }
  return PredictQuestion{{"hit", "miss"}, any ? 0 : 1, "Will the test at each frame say"};
}

using Kind = LessonQuestion::Kind;

// Why a step's question has no answer: the question's field to blame, and the reason.
struct Unanswered {
  std::string field, why;
};
using Asked = std::variant<PredictQuestion, Unanswered>;

// The names of the tests the report asks, "a, b", for a message.
std::string test_names(const std::vector<json>& questions) {
  std::string names;
  for (const json& q : questions) names += (names.empty() ? "" : ", ") + q["test"].get<std::string>();
  return names.empty() ? "none" : names;
}

// The question the step's test names; unnamed, the main one (as predict_question(scene) picks it),
// or for a time, the first time-of-impact test.
const json* chosen_test(const std::vector<json>& questions, const LessonQuestion& asked) {
  for (const json& q : questions) {
    const std::string test = q["test"].get<std::string>();
    if (!asked.test.empty()        ? test == asked.test
        : asked.kind == Kind::Time ? test.ends_with("time_of_impact")
                                   : !answer_question(q).contains("warning"))
      return &q;
  }
  return nullptr;
}

// The integer fields of a test's answer, "axes, axes_with_gap", for a message.
std::string count_names(const json& answer) {
  std::string names;
  for (const auto& [key, value] : answer.items())
    if (value.is_number_integer() && key != "id") names += (names.empty() ? "" : ", ") + key;
  return names.empty() ? "none" : names;
}

Asked from_test(const Scene& scene, const LessonQuestion& asked) {
  const auto questions = report_questions(scene.info().id, scene.state());
  const json* question = chosen_test(questions, asked);
  if (!question)
    return Unanswered{asked.test.empty() ? "kind" : "test",
                      (asked.test.empty() ? std::string("no test of the scene answers it")
                                          : "the scene runs no test \"" + json_checked::excerpt(asked.test) + "\"") +
                          " in this state (its tests: " + test_names(questions) + ")"};
  const std::string test = (*question)["test"].get<std::string>();
  const json answer = answer_question(*question);
  if (answer.contains("error"))
    return Unanswered{"test", test + " gives no answer: " + answer["error"].get<std::string>()};
  PredictQuestion q;
  q.kind = asked.kind;
  q.tolerance = asked.tolerance;
  if (asked.kind == Kind::Verdict) {
    auto verdict = from_answer(test, answer);
    if (!verdict) return Unanswered{"test", test + " gives no verdict to predict"};
    return *verdict;
  }
  if (asked.kind == Kind::Count) {
    if (!answer.contains(asked.of) || !answer[asked.of].is_number_integer())
      return Unanswered{"of", test + " counts no \"" + json_checked::excerpt(asked.of) +
                                  "\" (its counts: " + count_names(answer) + ")"};
    q.value = answer[asked.of].get<double>();
    return q;
  }
  if (!answer.contains("toi")) return Unanswered{"kind", test + " gives no time of impact"};
  q.value = answer["toi"].is_number() ? answer["toi"].get<double>() : std::nan("");
  return q;
}

// "a, b, c".
std::string joined(const std::vector<std::string>& words) {
  std::string out;
  for (const std::string& w : words) out += (out.empty() ? "" : ", ") + w;
  return out;
}

// A feature question: the edge the scene names in the asked role.
Asked from_named(const Scene& scene, const LessonQuestion& asked) {
  std::vector<std::string> roles;  // each once: a figure may name two crossings "ray_left"
  for (const Named& n : scene.named()) {
    if (n.role != asked.of) {
      if (std::find(roles.begin(), roles.end(), n.role) == roles.end()) roles.push_back(n.role);
      continue;
    }
    if (n.edge < 0) return Unanswered{"of", "the " + asked.of + " is a vertex here, not an edge to click"};
    PredictQuestion q;
    q.kind = Kind::Feature;
    q.shape = n.shape;
    q.edge = n.edge;
    return q;
  }
  return Unanswered{"of", "the figure names no \"" + json_checked::excerpt(asked.of) + "\" in this state (it names: " +
                              (roles.empty() ? std::string("none") : joined(roles)) + ")"};
}

Asked asked_question(const Scene& scene, const std::optional<LessonQuestion>& asked) {
  if (!asked || (asked->kind == Kind::Verdict && asked->test.empty())) {
    if (auto q = predict_question(scene)) return *q;
    return Unanswered{"kind", "the scene gives no verdict in this state"};
  }
  if (asked->kind == Kind::Feature) return from_named(scene, *asked);
  if (asked->kind != Kind::Push) return from_test(scene, *asked);
  for (const Answer& a : scene.answers())
    if (a.name == "push") {
      PredictQuestion q;
      q.kind = Kind::Push;
      q.push = a.vector;
      q.tolerance = asked->tolerance;
      return q;
    }
  return Unanswered{"kind", "the scene shows no push in this state"};
}

// [SECTION] words: the choices in words; a lesson step's question; lessons' questions checked
// A guess or an answer of the question's kind in words.
std::string words(const PredictQuestion& q, int choice, double number, Vec2 arrow, const std::string& shape, int edge) {
  switch (q.kind) {
    case Kind::Verdict:
      return choice >= 0 && choice < static_cast<int>(q.choices.size()) ? q.choices[static_cast<std::size_t>(choice)]
                                                                        : "?";
    case Kind::Count: return captions::true_number(number, 0);
    case Kind::Time: return std::isnan(number) ? "never" : "t = " + captions::true_number(number, 2);
    case Kind::Push:
      return captions::true_point(arrow, 2) + ", " + captions::true_number(glm::length(arrow), 2) + " long";
    case Kind::Feature: return shape.empty() ? "no edge" : shape + "'s e" + std::to_string(edge);
  }
  return "?";
}

}  // namespace

std::optional<PredictQuestion> predict_question(const Scene& scene, const std::optional<LessonQuestion>& asked,
                                                std::string* why) {
  Asked a = asked_question(scene, asked);
  if (auto* q = std::get_if<PredictQuestion>(&a)) return *q;
  if (why) *why = std::get<Unanswered>(a).why;
  return std::nullopt;
}

void check_lesson_questions(const Lesson& lesson, std::string_view source) {
  for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
    const LessonStep& step = lesson.steps[i];
    if (!step.question) continue;
    const auto scene = make_scene(step.scene);
    if (!scene) continue;  // parse_lesson has refused an unknown scene already
    scene->set_state(step.state);
    const Asked a = asked_question(*scene, step.question);
    if (const auto* u = std::get_if<Unanswered>(&a))
      fail_state(source, "steps[" + std::to_string(i) + "].question." + u->field, u->why);
  }
}

// [SECTION] grading: guessed_right, answer_words
bool guessed_right(const PredictQuestion& q, const Guess& guess) {
  switch (q.kind) {
    case Kind::Verdict: return guess.choice == q.answer;
    case Kind::Count: return std::abs(guess.number - q.value) <= q.tolerance;
    case Kind::Time:
      if (std::isnan(q.value) || std::isnan(guess.number)) return std::isnan(q.value) && std::isnan(guess.number);
      return std::abs(guess.number - q.value) <= q.tolerance;
    case Kind::Push: return glm::length(guess.arrow - q.push) <= q.tolerance;
    case Kind::Feature: return guess.shape == q.shape && guess.edge == q.edge;
  }
  return false;
}

std::string answer_words(const PredictQuestion& q) { return words(q, q.answer, q.value, q.push, q.shape, q.edge); }

// [SECTION] the arrow and the edge: a push drawn, an edge picked
void Prediction::move_tip(Vec2 by, double grid) {
  draft_.arrow += by;
  if (grid > 0) draft_.arrow = glm::round(draft_.arrow / grid) * grid;
}

Vec2 arrow_start(const SceneState& state) {
  if (state.shapes.empty() || state.shapes.back().points.empty()) return {0, 0};
  const std::vector<Vec2>& points = state.shapes.back().points;
  Vec2 sum{0, 0};
  for (const Vec2& p : points) sum += p;
  return sum / static_cast<double>(points.size());
}

std::vector<Vec2> edge_corners(const Shape& shape) {
  if (shape.kind == ShapeKind::Polygon) return shape.points;
  if (shape.kind != ShapeKind::Rect) return {};
  const auto r = collide::rect_to_polygon(shape.rect());
  return {r.begin(), r.end()};
}

std::optional<std::pair<std::string, int>> edge_at(const SceneState& state, Vec2 world, double reach) {
  std::optional<std::pair<std::string, int>> best;
  double nearest = reach * reach;
  for (const Shape& s : state.shapes) {
    const std::vector<Vec2> corners = edge_corners(s);
    for (std::size_t i = 0; i < corners.size(); ++i) {
      const Vec2 a = corners[i], b = corners[(i + 1) % corners.size()];
      const double d = collide::distance_squared(world, collide::closest_point_on_segment(world, a, b));
      if (d <= nearest) nearest = d, best = std::pair{s.name, static_cast<int>(i)};
    }
  }
  return best;
}

// [SECTION] public: predict_question, question_text, reveal_text
std::optional<PredictQuestion> predict_question(const Scene& scene) {
  const auto questions = report_questions(scene.info().id, scene.state());
  if (auto q = any_of_repeated(questions)) return q;
  for (const json& question : questions) {
    const json answer = answer_question(question);
    if (answer.contains("error") || answer.contains("warning")) continue;
    if (auto q = from_answer(question["test"].get<std::string>(), answer)) return q;
  }
  return std::nullopt;
}

std::string question_text(const PredictQuestion& q) {
  switch (q.kind) {
    case Kind::Count: return "How many?";
    case Kind::Time: return "When does B first touch? (t from 0 to 1, or never)";
    case Kind::Push: return "Which way, and how far, will B be pushed? Drag an arrow.";
    case Kind::Feature: return "Which edge? Click it.";
    case Kind::Verdict: break;
  }
  std::string text;
  for (std::size_t i = 0; i < q.choices.size(); ++i)
    text += (i == 0 ? "" : i + 1 == q.choices.size() ? " or " : ", ") + q.choices[i];
  if (!q.topic.empty()) return q.topic + " " + text + "?";
  if (!text.empty() && std::islower(static_cast<unsigned char>(text[0])))
    text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
  return text + "?";
}

std::string tolerance_words(const PredictQuestion& q) {
  if (q.kind == Kind::Verdict || q.kind == Kind::Feature || !(q.tolerance > 0)) return {};
  return "\u00b1 " + captions::true_number(q.tolerance, q.kind == Kind::Count ? 0 : 2);
}

std::string within_words(const PredictQuestion& q) {
  const std::string tolerance = tolerance_words(q);
  return tolerance.empty() ? "" : "counts as correct within " + tolerance;
}

std::string asked_text(const PredictQuestion& q, const std::string& ask) {
  const std::string within = within_words(q);
  return (ask.empty() ? question_text(q) : ask) + (within.empty() ? "" : " (" + within + ")");
}

std::string printed_ask(const PredictQuestion& q, const std::string& ask) {
  const std::string text = ask.empty() ? question_text(q) : ask;
  const std::size_t end = text.find_last_not_of(' ');
  const std::size_t stop = end == std::string::npos ? std::string::npos : text.find_last_of(".?!", end - 1);
  const std::size_t start = stop == std::string::npos ? 0 : text.find_first_not_of(' ', stop + 1);
  if (start == std::string::npos) return text;
  const std::string_view last = std::string_view(text).substr(start);
  if (!last.starts_with("Click") && !last.starts_with("Drag") && !last.starts_with("Draw")) return text;
  const std::string kept = text.substr(0, start);
  if (q.kind == Kind::Feature) return kept + "Mark that edge on the picture.";
  if (q.kind == Kind::Push) return kept + "Draw the arrow on the picture and write its length.";
  return kept.substr(0, kept.find_last_not_of(' ') + 1);  // the answer's line follows
}

std::string reveal_text(const PredictQuestion& q, const std::optional<Guess>& guess) {
  // The tolerance the step states, beside the true answer: "Answer: t = 0.4 (± 0.05)." Not beside
  // "never": only "never" is right then, and "never (± 0.05)" means nothing.
  const bool never = q.kind == Kind::Time && std::isnan(q.value);
  const std::string tolerance = never ? "" : tolerance_words(q);
  const std::string within = tolerance.empty() ? "" : " (" + tolerance + ")";
  const std::string answer = "Answer: " + answer_words(q) + within + ".";
  const bool none =
      !guess || (q.kind == Kind::Verdict && (guess->choice < 0 || guess->choice >= static_cast<int>(q.choices.size())));
  if (none) return "No prediction. " + answer;
  return "Prediction: " + words(q, guess->choice, guess->number, guess->arrow, guess->shape, guess->edge) + ". " +
         answer + (guessed_right(q, *guess) ? " Right!" : " Not this time.");
}

}  // namespace lab
