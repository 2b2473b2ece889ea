// The shell's overlays over the figure: predict mode's strip and, after the reveal, the result
// (presenter.hpp draws them; here the shell says what to show and acts on a click), and the
// arrow the class draws for a push question.
#include <algorithm>

#include "shell/presenter.hpp"
#include "shell/shell.hpp"

#include "scenes/palette.hpp"

namespace lab {

std::optional<PredictQuestion> Shell::question(std::string* why) const {
  return predict_question(*scene_, lesson_ ? lesson_->step().question : std::nullopt, why);
}

void Shell::overlays(const Fonts& fonts, float scale, ImVec2 pos, ImVec2 size) {
  if (present_ && scene_->plays()) play_keys(fonts, scale, scene_->playing(), pos, size);
  predict_strip_ = 0;
  if (!predict_.asking()) return;
  // Asked afresh each frame: a drag while the class thinks changes the answer too.
  std::string why;
  const auto q = question(&why);
  const std::string ask = lesson_ ? lesson_->step().ask : std::string();
  const PredictClick click =
      predict_strip(fonts, scale, q, why, ask, predict_.draft(), predict_.arrow_tail().has_value(), pos, size);
  // What a step's view is fitted above while the class predicts (ImGui sizes the strip in its
  // first frame: the view follows once it has).
  predict_strip_ = std::max(0.0f, pos.y + size.y - click.top);
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

// A push question: a left drag on the figure draws the class's arrow; a feature question: a
// click picks the edge nearest it. The shapes stay put.
bool Shell::arrow_input(Vec2 at, bool hovered) {
  if (!predict_.asking()) return false;
  const auto q = question();
  if (!q || (q->kind != LessonQuestion::Kind::Push && q->kind != LessonQuestion::Kind::Feature)) return false;
  const Vec2 world = camera_.to_world(at);
  if (q->kind == LessonQuestion::Kind::Feature) {
    if (hovered && ImGui::IsMouseClicked(ImGuiMouseButton_Left))
      if (const auto e = edge_at(scene_->state(), world, camera_.to_world_length(12 * figure_scale_))) {
        predict_.draft().shape = e->first;
        predict_.draft().edge = e->second;
      }
    return true;
  }
  if (hovered && ImGui::IsMouseClicked(ImGuiMouseButton_Left)) {
    predict_.set_arrow(world, world);
    drawing_arrow_ = true;
  }
  if (drawing_arrow_ && predict_.arrow_tail()) predict_.set_arrow(*predict_.arrow_tail(), world);
  if (!ImGui::IsMouseDown(ImGuiMouseButton_Left)) drawing_arrow_ = false;
  return true;
}

// The class's arrow, while they draw it (by mouse or by keys) and beside the true push after the
// reveal; the edge they clicked for a feature question.
void Shell::guessed_arrow(Canvas& canvas) const {
  if (!predict_.on()) return;
  if (const Guess& g = predict_.draft(); !g.shape.empty() && (predict_.asking() || predict_.guess())) {
    for (const Shape& s : scene_->state().shapes) {
      if (s.name != g.shape) continue;
      const std::vector<Vec2> corners = edge_corners(s);
      if (g.edge < 0 || g.edge >= static_cast<int>(corners.size())) return;
      canvas.segment(corners[static_cast<std::size_t>(g.edge)],
                     corners[static_cast<std::size_t>(g.edge + 1) % corners.size()], palette::hover, 8);
    }
    return;
  }
  if (!predict_.arrow_tail()) return;
  if (predict_.phase() == Prediction::Phase::Revealed && !predict_.guess()) return;
  const Vec2 tail = *predict_.arrow_tail();
  const Vec2 tip = tail + predict_.draft().arrow;
  canvas.arrow(tail, tip, palette::text, 3);
  canvas.label(tip, "prediction", palette::text, TextSize::Normal, {8, 8});
  // Given the keys by Tab: the focus ring round the tip the arrow keys move (none in a picture).
  if (predict_.arrow_focused() && !picture_requested_)
    canvas.circle(tip, 16 * figure_scale_ / camera_.scale, palette::focus, 3);
}

}  // namespace lab
