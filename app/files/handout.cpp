#include "files/handout.hpp"

#include <algorithm>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <tuple>
#include <utility>

#include "shell/predict.hpp"
#include "window/screenshot.hpp"
#include "shell/shell.hpp"
#include "window/svg_screenshot.hpp"
#include "files/atomic_file.hpp"
#include "formats/text_scripts.hpp"

namespace lab {
namespace {

// The pictures are laid out as a 1280×800 screenshot's figure: the size the app's text is made for.
constexpr Size picture_size{1280, 800};

std::string escaped(std::string_view text) {
  std::string out;
  for (char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      default: out += c;
    }
  }
  return out;
}

// The note's **bold** runs as pango's <b>; its line breaks stay.
std::string note_markup(std::string_view note) {
  std::string out;
  for (const NoteRun& run : note_runs(note)) out += run.bold ? "<b>" + escaped(run.text) + "</b>" : escaped(run.text);
  return out;
}

// The step's question and its answer in words, as predict mode asks and reveals them.
std::optional<std::pair<std::string, std::string>> question_and_answer(const Scene& scene, const LessonStep& step) {
  const auto question = predict_question(scene, step.question);
  if (!question) return std::nullopt;
  const std::string ask = step.ask_on_paper.empty() ? printed_ask(*question, step.ask) : step.ask_on_paper;
  return std::pair{asked_text(*question, ask), answer_words(*question)};
}

// A question answered on the figure in the window (an edge clicked, an arrow dragged) whose ask
// printed_ask could not reword for paper (it knows English wording only) and that has no
// ask_on_paper: named, so the teacher can give it one; the handout prints it as written.
void say_window_ask(const PredictQuestion& q, const LessonStep& step, int i, std::ostream& err) {
  using Kind = LessonQuestion::Kind;
  if ((q.kind != Kind::Feature && q.kind != Kind::Push) || !step.ask_on_paper.empty() || step.ask.empty() ||
      printed_ask(q, step.ask) != step.ask)
    return;
  // In English words a click is reworded; one with none ("Which edge? Name it.") reads on paper.
  if (std::all_of(step.ask.begin(), step.ask.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; }))
    return;
  err << "collision-lab: steps[" << i << "].ask: printed on the handout as written; a question answered by "
      << (q.kind == Kind::Feature ? "clicking an edge" : "dragging an arrow")
      << " is reworded for paper in English only: give the step an ask_on_paper\n";
}

// The note as printed: its runs without their "**".
std::string note_text_of(std::string_view note) {
  std::string out;
  for (const NoteRun& run : note_runs(note)) out += run.text;
  return out;
}

// Each text the handout prints with a character no font has, named once, as --lesson names a
// field ("steps[1].note: …"): the PDF is written, with a box for each of them.
void say_unprintable(const Lesson& lesson, std::ostream& err) {
  const auto look = [&](const std::string& place, std::string_view text) {
    if (const std::u32string missing = unprintable_characters(text); !missing.empty())
      err << "collision-lab: " << place << ": no installed font has " << code_point_list(missing)
          << ": the handout prints each as a box (install a font that has them)\n";
  };
  look("title", lesson.title);
  for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
    const std::string at = "steps[" + std::to_string(i) + "].";
    look(at + "note", note_text_of(lesson.steps[i].note));
    look(at + "ask", lesson.steps[i].ask);
    look(at + "ask_on_paper", lesson.steps[i].ask_on_paper);
  }
}

// What drawing the figures said, each line once; not which characters the window's fonts lack:
// the figures hold no note, and the handout's text is pango's (say_unprintable).
void forward_once(const std::string& said, std::ostream& err) {
  std::istringstream lines(said);
  std::set<std::string> seen;
  for (std::string line; std::getline(lines, line);)
    if (!line.starts_with("collision-lab: No installed font has") && seen.insert(line).second) err << line << '\n';
}

}  // namespace

Handout make_handout(const Lesson& lesson, std::ostream& err) {
  Handout out{lesson.title, {}};
  say_unprintable(lesson, err);
  std::ostringstream figures;  // what drawing them says, once (forward_once)
  Shell shell(0);
  // Drawn as for a projector: its key inside the figure (no panel on paper holds it) and its
  // labels the presenter's size, which read at 8 points or more on the page (the desk's read at 5-6).
  shell.set_presenting(true);
  const int count = static_cast<int>(lesson.steps.size());
  for (int i = 0; i < count; ++i) {
    shell.open_lesson(lesson, i);
    shell.scene().set_on_paper(true);  // its caption asks for no key (captions/playing.hpp)
    const LessonStep& step = lesson.steps[static_cast<std::size_t>(i)];
    HandoutStep page;
    page.position = "Step " + std::to_string(i + 1) + " of " + std::to_string(count);
    page.note_markup = note_markup(step.note);
    // A step that asks the class opens with its answer hidden, in the window as here (the
    // shell decides); its question is the step's own, its answer the one predict mode reveals.
    const auto asked = question_and_answer(shell.scene(), step);
    if (const auto question = predict_question(shell.scene(), step.question)) say_window_ask(*question, step, i, err);
    if (shell.prediction().asking() && asked)
      std::tie(page.question, page.answer) = *asked;
    else
      shell.prediction().off();  // a step that asks nothing is pictured whole
    page.asked_svg = still_figure_svg(shell, picture_size, figures);
    shell.prediction().off();  // as --screenshot: the whole figure
    page.answer_svg = still_figure_svg(shell, picture_size, figures);
    out.steps.push_back(std::move(page));
  }
  forward_once(figures.str(), err);
  return out;
}

int write_handout(const Lesson& lesson, const std::filesystem::path& out, std::ostream& err) {
  std::string error;
  const auto pdf = handout_pdf(make_handout(lesson, err), error);
  if (!pdf) {
    err << "collision-lab: cannot make the handout: " << error << '\n';
    return 2;
  }
  return write_picture(out, {reinterpret_cast<const unsigned char*>(pdf->data()), pdf->size()}, err);
}

}  // namespace lab
