// The shell's overlays over the figure: predict mode's strip and, after the reveal, the result
// (presenter.hpp draws them; here the shell says what to show and acts on a click).
#include "shell/presenter.hpp"
#include "shell/shell.hpp"

namespace lab {

void Shell::overlays(const Fonts& fonts, float scale, ImVec2 pos, ImVec2 size) {
  if (present_ && scene_->plays()) play_keys(fonts, scale, scene_->playing(), pos, size);
  if (!predict_.asking()) return;
  // Asked afresh each frame: a drag while the class thinks changes the answer too.
  const auto question = predict_question(*scene_);
  const std::string ask = lesson_ ? lesson_->step().ask : std::string();
  const PredictClick click = predict_strip(fonts, scale, question, ask, pos, size);
  if (click.reveal) predict_.reveal(click.choice);
}

// After the reveal, the result in words (drawn in the caption strip, not over the figure); none
// in a saved picture, which is the figure and its caption only.
std::optional<std::pair<std::string, bool>> Shell::revealed_result() const {
  if (predict_.phase() != Prediction::Phase::Revealed || picture_requested_) return std::nullopt;
  const auto question = predict_question(*scene_);
  if (!question) return std::nullopt;
  return std::pair{reveal_text(*question, predict_.guess()), predict_.guess() == question->answer};
}

}  // namespace lab
