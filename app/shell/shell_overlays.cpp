// The shell's overlays over the figure: predict mode's strip and, after the reveal, the result
// (presenter.hpp draws them; here the shell says what to show and acts on a click), and the
// arrow the class draws for a push question.
#include "presenter.hpp"
#include "shell.hpp"

#include "palette.hpp"

namespace lab {

std::optional<PredictQuestion> Shell::question(std::string* why) const {
  return predict_question(*scene_, lesson_ ? lesson_->step().question : std::nullopt, why);
}

void Shell::overlays(const Fonts& fonts, float scale, ImVec2 pos, ImVec2 size) {
  if (!predict_.asking()) return;
  // Asked afresh each frame: a drag while the class thinks changes the answer too.
  std::string why;
  const auto q = question(&why);
  const std::string ask = lesson_ ? lesson_->step().ask : std::string();
  const PredictClick click = predict_strip(fonts, scale, q, why, ask, predict_.draft(),
                                           predict_.arrow_tail().has_value(), pos, size);
  if (click.reveal) predict_.reveal(click.guess);
}

// After the reveal, the result in words (drawn in the caption strip, not over the figure); none
// in a saved picture, which is the figure and its caption only.
std::optional<std::pair<std::string, bool>> Shell::revealed_result() const {
  if (predict_.phase() != Prediction::Phase::Revealed || picture_requested_) return std::nullopt;
  const auto q = question();
  if (!q) return std::nullopt;
  const auto& guess = predict_.guess();
  return std::pair{reveal_text(*q, guess), guess && guessed_right(*q, *guess)};
}

// A push question: a left drag on the figure draws the class's arrow (the shapes stay put).
bool Shell::arrow_input(Vec2 at, bool hovered) {
  if (!predict_.asking()) return false;
  const auto q = question();
  if (!q || q->kind != LessonQuestion::Kind::Push) return false;
  const Vec2 world = camera_.to_world(at);
  if (hovered && ImGui::IsMouseClicked(ImGuiMouseButton_Left)) {
    predict_.set_arrow(world, world);
    drawing_arrow_ = true;
  }
  if (drawing_arrow_ && predict_.arrow_tail()) predict_.set_arrow(*predict_.arrow_tail(), world);
  if (!ImGui::IsMouseDown(ImGuiMouseButton_Left)) drawing_arrow_ = false;
  return true;
}

// The class's arrow, while they draw it and beside the true push after the reveal.
void Shell::guessed_arrow(Canvas& canvas) const {
  if (!predict_.on() || !predict_.arrow_tail()) return;
  if (predict_.phase() == Prediction::Phase::Revealed && !predict_.guess()) return;
  const Vec2 tail = *predict_.arrow_tail();
  canvas.arrow(tail, tail + predict_.draft().arrow, palette::text, 3);
  canvas.label(tail + predict_.draft().arrow, "prediction", palette::text, TextSize::Normal, {8, 8});
}

}  // namespace lab
