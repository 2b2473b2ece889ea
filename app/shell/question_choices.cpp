#include "shell/question_choices.hpp"

#include <algorithm>

#include "files/report.hpp"
#include "query/query.hpp"
#include "shell/predict.hpp"

namespace lab {

using Kind = LessonQuestion::Kind;

std::vector<LessonQuestion> askable_questions(const Scene& scene) {
  std::vector<LessonQuestion> out;
  // Offered only when predict mode can grade it here: the editor never makes a step the loader refuses.
  auto keep = [&](Kind kind, std::string test = {}, std::string of = {}) {
    const LessonQuestion q{kind, std::move(test), std::move(of), default_tolerance(kind)};
    if (std::find(out.begin(), out.end(), q) == out.end() && predict_question(scene, q)) out.push_back(q);
  };
  keep(Kind::Verdict);
  const auto questions = report_questions(scene.info().id, scene.state());
  std::vector<std::string> tests;  // each once: tunnelling asks one test per frame
  for (const auto& q : questions)
    if (std::find(tests.begin(), tests.end(), q["test"]) == tests.end()) tests.push_back(q["test"].get<std::string>());
  // With one test, it is the figure's: the file need not name it.
  const auto named = [&](const std::string& test) { return tests.size() > 1 ? test : std::string(); };
  if (tests.size() > 1)
    for (const std::string& test : tests) keep(Kind::Verdict, test);
  for (const std::string& test : tests) {
    const auto first =
        std::find_if(questions.begin(), questions.end(), [&](const auto& q) { return q["test"] == test; });
    const auto answer = answer_question(*first);
    for (const auto& [key, value] : answer.items())
      if (value.is_number_integer() && key != "id" && key != "result") keep(Kind::Count, named(test), key);
  }
  keep(Kind::Time);
  keep(Kind::Push);
  for (const Named& n : scene.named())
    if (n.edge >= 0) keep(Kind::Feature, {}, n.role);
  return out;
}

std::string question_label(const LessonQuestion& q) {
  switch (q.kind) {
    case Kind::Verdict: return q.test.empty() ? "the figure's verdict" : "verdict of " + q.test;
    case Kind::Count: return q.of + (q.test.empty() ? "" : " (" + q.test + ")");
    case Kind::Time: return "time of impact";
    case Kind::Push: return "push (an arrow)";
    case Kind::Feature: return "edge: " + q.of;
  }
  return "?";
}

}  // namespace lab
