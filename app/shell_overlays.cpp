// The shell's overlays over the figure: predict mode's strip and result (presenter.hpp draws them; here the shell says what to show and acts on a click).
#include "presenter.hpp"
#include "shell.hpp"

namespace lab {

void Shell::overlays(const Fonts& fonts, float scale, ImVec2 pos, ImVec2 size) {
  if (!predict_.on()) return;
  // Asked afresh each frame: a drag while the class thinks changes the answer too.
  const auto question = predict_question(*scene_);
  if (predict_.asking()) {
    const std::string ask = lesson_ ? lesson_->step().ask : std::string();
    const PredictClick click = predict_strip(fonts, scale, question, ask, pos, size);
    if (click.reveal) predict_.reveal(click.choice);
  } else if (question) {
    reveal_banner(fonts, scale, reveal_text(*question, predict_.guess()), predict_.guess() == question->answer, pos,
                  size);
  }
}

}  // namespace lab
