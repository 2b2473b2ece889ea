#include "shell/predict.hpp"

#include <cctype>

#include "query.hpp"
#include "files/report.hpp"

namespace lab {
namespace {

using json = nlohmann::ordered_json;

// The choices for one core test's result, by what the test returns (not by scene).
std::optional<PredictQuestion> from_answer(const std::string& test, const json& answer) {
  if (!answer.contains("result")) return std::nullopt;
  const json& result = answer["result"];
  if (result.is_boolean()) {
    const bool yes = result.get<bool>();
    if (test.starts_with("point_in")) return PredictQuestion{{"inside", "outside"}, yes ? 0 : 1, ""};
    if (test.ends_with("time_of_impact")) return PredictQuestion{{"hit", "miss"}, yes ? 0 : 1, ""};
    return PredictQuestion{{"collide", "apart"}, yes ? 0 : 1, ""};
  }
  if (test == "side" && result.is_number_integer()) {
    const int sign = result.get<int>();
    return PredictQuestion{{"+ side", "on the line", "\u2212 side"}, sign > 0 ? 0 : sign == 0 ? 1 : 2, "P is on the"};
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
  return PredictQuestion{{"hit", "miss"}, any ? 0 : 1, ""};
}

}  // namespace

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
  std::string text;
  for (std::size_t i = 0; i < q.choices.size(); ++i)
    text += (i == 0 ? "" : i + 1 == q.choices.size() ? " or " : ", ") + q.choices[i];
  if (!q.topic.empty()) return q.topic + " " + text + "?";
  if (!text.empty() && std::islower(static_cast<unsigned char>(text[0])))
    text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
  return text + "?";
}

std::string reveal_text(const PredictQuestion& q, std::optional<int> guess) {
  const std::string answer = "Answer: " + q.choices.at(static_cast<std::size_t>(q.answer)) + ".";
  if (!guess || *guess < 0 || *guess >= static_cast<int>(q.choices.size())) return "No prediction. " + answer;
  return "Prediction: " + q.choices[static_cast<std::size_t>(*guess)] + ". " + answer +
         (*guess == q.answer ? " Right!" : " Not this time.");
}

}  // namespace lab
