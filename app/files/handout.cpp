#include "files/handout.hpp"

#include <optional>
#include <string>
#include <tuple>
#include <utility>

#include "shell/predict.hpp"
#include "window/screenshot.hpp"
#include "shell/shell.hpp"
#include "window/svg_screenshot.hpp"
#include "files/atomic_file.hpp"

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
  return std::pair{asked_text(*question, step.ask), answer_words(*question)};
}

}  // namespace

Handout make_handout(const Lesson& lesson, std::ostream& err) {
  Handout out{lesson.title, {}};
  Shell shell(0);
  const int count = static_cast<int>(lesson.steps.size());
  for (int i = 0; i < count; ++i) {
    shell.open_lesson(lesson, i);
    const LessonStep& step = lesson.steps[static_cast<std::size_t>(i)];
    HandoutStep page;
    page.position = "Step " + std::to_string(i + 1) + " of " + std::to_string(count);
    page.note_markup = note_markup(step.note);
    // A step that asks the class opens with its answer hidden, in the window as here (the
    // shell decides); its question is the step's own, its answer the one predict mode reveals.
    const auto asked = question_and_answer(shell.scene(), step);
    if (shell.prediction().asking() && asked)
      std::tie(page.question, page.answer) = *asked;
    else
      shell.prediction().off();  // a step that asks nothing is pictured whole
    page.asked_svg = still_figure_svg(shell, picture_size, err);
    shell.prediction().off();  // as --screenshot: the whole figure
    page.answer_svg = still_figure_svg(shell, picture_size, err);
    out.steps.push_back(std::move(page));
  }
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
