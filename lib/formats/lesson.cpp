// The lesson file format (lesson.hpp): read, checked field by field, and written.
// Index of this file:
//   [SECTION] reading a step, field by field
//   [SECTION] the lesson: read and written
//   [SECTION] its text: scripts, characters, bold runs
#include "formats/lesson.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <iterator>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "formats/json_checked.hpp"
#include "formats/state_json.hpp"
#include "formats/text_scripts.hpp"

namespace lab {

// [SECTION] reading a step, field by field
namespace {

using json = nlohmann::json;

// The string at `key` of `j`: required, or "" when absent and not required.
std::string text_field(const json& j, const char* key, bool required, std::string_view source,
                       const std::string& field) {
  const auto it = j.find(key);
  if (it == j.end()) {
    if (required) fail_state(source, field, "missing (expected a string)");
    return {};
  }
  if (!it->is_string()) fail_state(source, field, "expected a string, found " + json_type_name(*it));
  std::string s = it->get<std::string>();
  if (required && s.empty()) fail_state(source, field, "the text is empty");
  return s;
}

// A step's view: [x, y, w, h], the world rectangle to show, finite with a positive width and height.
collide::Rect view_field(const json& v, std::string_view source, const std::string& field) {
  if (!v.is_array() || v.size() != 4)
    fail_state(source, field, "expected [x, y, w, h] (the world rectangle to show), found " + json_type_name(v));
  double n[4];
  for (std::size_t i = 0; i < 4; ++i) {
    if (!v[i].is_number())
      fail_state(source, field + "[" + std::to_string(i) + "]", "expected a number, found " + json_type_name(v[i]));
    n[i] = v[i].get<double>();
    if (!std::isfinite(n[i])) fail_state(source, field + "[" + std::to_string(i) + "]", "not a finite number");
  }
  if (!(n[2] > 0 && n[3] > 0)) fail_state(source, field, "the width and height must be more than 0");
  return {n[0], n[1], n[2], n[3]};
}

constexpr LessonQuestion::Kind kinds[] = {LessonQuestion::Kind::Verdict, LessonQuestion::Kind::Count,
                                          LessonQuestion::Kind::Time, LessonQuestion::Kind::Push,
                                          LessonQuestion::Kind::Feature};

// A step's question: its kind, the test and count it reads, its tolerance, each checked.
LessonQuestion question_field(const json& j, std::string_view source, const std::string& field) {
  if (!j.is_object())
    fail_state(source, field,
               "expected an object with kind (verdict, count, time, push or feature), found " + json_type_name(j));
  for (const auto& [key, value] : j.items()) {
    (void)value;
    if (key != "kind" && key != "test" && key != "of" && key != "tolerance")
      fail_state(source, field + "." + json_checked::excerpt(key),
                 "unknown field (expected kind, test, of or tolerance)");
  }
  LessonQuestion q;
  const std::string kind = text_field(j, "kind", true, source, field + ".kind");
  const auto known = std::find_if(std::begin(kinds), std::end(kinds), [&](auto k) { return kind_word(k) == kind; });
  if (known == std::end(kinds))
    fail_state(source, field + ".kind",
               "unknown kind \"" + json_checked::excerpt(kind) + "\" (expected verdict, count, time, push or feature)");
  q.kind = *known;
  q.test = text_field(j, "test", false, source, field + ".test");
  const bool names = q.kind == LessonQuestion::Kind::Count || q.kind == LessonQuestion::Kind::Feature;
  q.of = text_field(j, "of", names, source, field + ".of");
  if (!q.of.empty() && !names)
    fail_state(source, field + ".of", "only a count or a feature question names what it asks for");
  if (!q.test.empty() && (q.kind == LessonQuestion::Kind::Push || q.kind == LessonQuestion::Kind::Feature))
    fail_state(source, field + ".test", "a push or feature question grades what the scene shows: it names no test");
  q.tolerance = default_tolerance(q.kind);
  if (const auto t = j.find("tolerance"); t != j.end()) {
    const std::string at = field + ".tolerance";
    if (q.kind == LessonQuestion::Kind::Verdict || q.kind == LessonQuestion::Kind::Feature)
      fail_state(source, at, "a " + std::string(kind_word(q.kind)) + " is right or wrong: it takes no tolerance");
    if (!t->is_number()) fail_state(source, at, "expected a number, found " + json_type_name(*t));
    q.tolerance = t->get<double>();
    if (!std::isfinite(q.tolerance) || q.tolerance < 0) fail_state(source, at, "must be a finite number, 0 or more");
    if (q.kind == LessonQuestion::Kind::Count && q.tolerance != std::floor(q.tolerance))
      fail_state(source, at, "a count's tolerance is a whole number");
  }
  return q;
}

// One step: its scene must exist, its state must be a good state for that scene.
LessonStep parse_step(const json& j, std::string_view source, const std::string& at, const StartState& start) {
  if (!j.is_object())
    fail_state(source, at, "expected an object with scene, state and note, found " + json_type_name(j));
  for (const auto& [key, value] : j.items()) {
    (void)value;
    if (key != "scene" && key != "state" && key != "note" && key != "ask" && key != "ask_on_paper" &&
        key != "question" && key != "view")
      fail_state(source, at + "." + json_checked::excerpt(key),
                 "unknown field (expected scene, state, note, ask, ask_on_paper, question or view)");
  }
  LessonStep step;
  step.scene = text_field(j, "scene", true, source, at + ".scene");
  const std::optional<SceneState> scene_start = start(step.scene);
  if (!scene_start) fail_state(source, at + ".scene", "unknown scene \"" + json_checked::excerpt(step.scene) + "\"");
  step.state = *scene_start;
  if (const auto s = j.find("state"); s != j.end()) {
    const std::string state_source = std::string(source) + ": " + at + ".state";
    if (const auto id = state_scene_id(*s, state_source); id && *id != step.scene)
      fail_state(state_source, "scene",
                 "the state is for scene \"" + json_checked::excerpt(*id) + "\", not \"" + step.scene + "\"");
    step.state = apply_state_json(*s, step.state, state_source);
  }
  step.note = text_field(j, "note", true, source, at + ".note");
  step.ask = text_field(j, "ask", false, source, at + ".ask");
  step.ask_on_paper = text_field(j, "ask_on_paper", false, source, at + ".ask_on_paper");
  if (!step.ask_on_paper.empty() && step.ask.empty())
    fail_state(source, at + ".ask_on_paper", "the paper's wording of a question needs the step's ask");
  if (const auto v = j.find("view"); v != j.end()) step.view = view_field(*v, source, at + ".view");
  if (const auto q = j.find("question"); q != j.end()) {
    step.question = question_field(*q, source, at + ".question");
    if (step.ask.empty())
      fail_state(source, at + ".question", "a question needs the step's ask, the words the class reads");
  }
  return step;
}

}  // namespace

// [SECTION] the lesson: read and written
std::string_view kind_word(LessonQuestion::Kind kind) {
  switch (kind) {
    case LessonQuestion::Kind::Verdict: return "verdict";
    case LessonQuestion::Kind::Count: return "count";
    case LessonQuestion::Kind::Time: return "time";
    case LessonQuestion::Kind::Push: return "push";
    case LessonQuestion::Kind::Feature: return "feature";
  }
  return "verdict";
}

double default_tolerance(LessonQuestion::Kind kind) {
  switch (kind) {
    case LessonQuestion::Kind::Time: return 0.05;
    case LessonQuestion::Kind::Push: return 0.25;
    default: return 0;
  }
}

Lesson parse_lesson(const json& j, std::string_view source, const StartState& start) {
  if (!j.is_object())
    fail_state(source, "(top level)", "expected a JSON object with title and steps, found " + json_type_name(j));
  for (const auto& [key, value] : j.items()) {
    (void)value;
    if (key != "title" && key != "steps")
      fail_state(source, json_checked::excerpt(key), "unknown field (expected title or steps)");
  }
  Lesson lesson;
  lesson.title = text_field(j, "title", true, source, "title");
  const auto steps = j.find("steps");
  if (steps == j.end()) fail_state(source, "steps", "missing (expected an array of steps)");
  if (!steps->is_array()) fail_state(source, "steps", "expected an array of steps, found " + json_type_name(*steps));
  if (steps->empty()) fail_state(source, "steps", "the lesson has no steps");
  // Each scene's start is asked for once: building a scene per step made a 10⁴-step lesson take
  // half a minute to load (issue 27).
  std::map<std::string, std::optional<SceneState>, std::less<>> starts;
  const StartState start_once = [&](std::string_view id) {
    auto at = starts.find(id);
    if (at == starts.end()) at = starts.emplace(std::string(id), start(id)).first;
    return at->second;
  };
  lesson.steps.reserve(steps->size());
  for (std::size_t i = 0; i < steps->size(); ++i)
    lesson.steps.push_back(parse_step((*steps)[i], source, "steps[" + std::to_string(i) + "]", start_once));
  return lesson;
}

Lesson load_lesson(const std::filesystem::path& file, const StartState& start) {
  return parse_lesson(read_json_file(file), file.string(), start);
}

nlohmann::json lesson_to_json(const Lesson& lesson) {
  nlohmann::json steps = nlohmann::json::array();
  for (const auto& step : lesson.steps) {
    nlohmann::json s{{"scene", step.scene}, {"state", state_to_json(step.state, step.scene)}, {"note", step.note}};
    if (!step.ask.empty()) s["ask"] = step.ask;
    if (!step.ask_on_paper.empty()) s["ask_on_paper"] = step.ask_on_paper;
    if (step.question) {
      nlohmann::json q{{"kind", std::string(kind_word(step.question->kind))}};
      if (!step.question->test.empty()) q["test"] = step.question->test;
      if (!step.question->of.empty()) q["of"] = step.question->of;
      if (step.question->tolerance != default_tolerance(step.question->kind)) q["tolerance"] = step.question->tolerance;
      s["question"] = std::move(q);
    }
    if (step.view) s["view"] = {step.view->x, step.view->y, step.view->w, step.view->h};
    steps.push_back(std::move(s));
  }
  return {{"title", lesson.title}, {"steps", std::move(steps)}};
}

bool looks_like_lesson(const nlohmann::json& j) {
  return j.is_object() && (j.contains("steps") || j.contains("title"));
}

// [SECTION] its text: scripts, characters, bold runs
std::string unshaped_lesson_text(const Lesson& lesson) {
  // The first place in full; the others by name, so a teacher mends them all in one go.
  std::string first;
  std::vector<std::string> others;
  std::size_t more = 0;
  const auto look = [&](const std::string& place, const std::string& text) {
    std::string why = unshaped_text(text);
    if (why.empty()) return;
    if (first.empty())
      first = place + ": " + why;
    else if (others.size() < 3)
      others.push_back(place);
    else
      ++more;
  };
  look("title", lesson.title);
  for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
    const std::string at = "steps[" + std::to_string(i) + "].";
    look(at + "note", lesson.steps[i].note);
    look(at + "ask", lesson.steps[i].ask);
    look(at + "ask_on_paper", lesson.steps[i].ask_on_paper);
  }
  if (others.empty()) return first;
  first += "; also in ";
  for (std::size_t i = 0; i < others.size(); ++i)
    first += (i == 0 ? "" : i + 1 < others.size() || more > 0 ? ", " : " and ") + others[i];
  if (more > 0) first += " and " + std::to_string(more) + (more == 1 ? " more place" : " more places");
  return first;
}

std::u32string lesson_characters(const Lesson& lesson) {
  // ASCII, most of any text, is marked in a table and only the rest is sorted: a 20,000-line
  // note sorted all its 1.6 million characters, about 2 s in the sanitizer build.
  std::array<bool, 128> ascii{};
  std::u32string rest;
  auto add = [&](std::string_view text) {
    for (const char32_t c : code_points(text))
      if (c < ascii.size())
        ascii[c] = true;
      else
        rest += c;
  };
  add(lesson.title);
  for (const LessonStep& step : lesson.steps) {
    add(step.note);
    add(step.ask);
    add(step.ask_on_paper);
  }
  std::sort(rest.begin(), rest.end());
  rest.erase(std::unique(rest.begin(), rest.end()), rest.end());
  std::u32string all;
  for (char32_t c = 0; c < ascii.size(); ++c)
    if (ascii[c]) all += c;
  return all + rest;
}

std::vector<NoteRun> note_runs(std::string_view note) {
  std::vector<NoteRun> runs;
  auto add = [&](std::string_view text, bool bold) {
    if (text.empty()) return;
    if (!runs.empty() && runs.back().bold == bold && runs.back().text != "\n" && text != "\n")
      runs.back().text += text;
    else
      runs.push_back({std::string(text), bold});
  };
  bool bold = false;
  std::size_t i = 0;
  // The next mark and line break at or after i, each found once: a 20,000-line note without a
  // mark once searched its whole rest for one on every line.
  std::size_t mark = note.find("**"), brk = note.find('\n');
  while (i < note.size()) {
    if (mark != std::string_view::npos && mark < i) mark = note.find("**", i);
    if (brk != std::string_view::npos && brk < i) brk = note.find('\n', i);
    const std::size_t stop = std::min(mark, brk);
    if (stop == std::string_view::npos) {
      add(note.substr(i), bold);
      break;
    }
    add(note.substr(i, stop - i), bold);
    if (stop == brk) {
      add("\n", false);
      i = brk + 1;
      continue;
    }
    const std::size_t next = note.find("**", mark + 2);
    if (bold || next != std::string_view::npos)
      bold = !bold;  // a pair of marks: toggle
    else
      add("**", bold);  // unpaired: keep it as text
    i = mark + 2;
    mark = next;
  }
  return runs;
}

}  // namespace lab
