#include "presenter.hpp"

#include <algorithm>
#include <cfloat>

#include "imgui_canvas.hpp"
#include "note_text.hpp"
#include "palette.hpp"

namespace lab {
namespace {

constexpr ImGuiWindowFlags overlay = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                     ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing |
                                     ImGuiWindowFlags_NoNav;

ImVec4 vec4(Color c) { return ImGui::ColorConvertU32ToFloat4(to_imgui(c)); }

// Text in `font` at `px` pixels, wrapped at `width`.
void wrapped(ImFont* font, float px, float width, Color color, const std::string& text) {
  ImDrawList& list = *ImGui::GetWindowDrawList();
  const ImVec2 at = ImGui::GetCursorScreenPos();
  const ImVec2 extent = font->CalcTextSizeA(px, FLT_MAX, width, text.c_str());
  list.AddText(font, px, at, to_imgui(color), text.c_str(), nullptr, width);
  ImGui::Dummy({std::min(width, extent.x), extent.y});
}

}  // namespace

Fonts presenter_fonts(const Fonts& fonts) {
  Fonts big = fonts;
  big.labels = {fonts.labels[1], fonts.labels[2], fonts.caption};
  return big;
}

void presenter_header(const Fonts& fonts, float scale, const LessonPlayer* lesson, const std::string& scene_title,
                      ImVec2 pos, float width) {
  const float pad = 14 * scale;
  const float w = std::min(560 * scale, width * 0.42f);
  ImGui::SetNextWindowPos({pos.x + pad, pos.y + pad});
  ImGui::SetNextWindowSize({w, 0});
  ImGui::SetNextWindowBgAlpha(0.92f);
  // Drags pass through it to the figure beneath.
  ImGui::Begin("##presenter", nullptr, overlay | ImGuiWindowFlags_NoInputs | ImGuiWindowFlags_AlwaysAutoResize);
  const float inner = w - 2 * ImGui::GetStyle().WindowPadding.x;
  const float heading = Fonts::note_size * scale;  // the largest text but the caption's
  if (lesson) {
    wrapped(fonts.note_bold, heading, inner, palette::text, lesson->lesson().title);
    wrapped(fonts.note, Fonts::note_size * 0.9f * scale, inner, palette::muted, lesson->position());
    ImGui::Spacing();
    note_text(note_runs(lesson->step().note), fonts.note, fonts.note_bold, Fonts::note_size * scale, inner,
              to_imgui(palette::text));
    if (!lesson->step().ask.empty())
      note_text(note_runs("**Ask:** " + lesson->step().ask), fonts.note, fonts.note_bold, Fonts::note_size * scale,
                inner, to_imgui(palette::deciding));
  } else {
    wrapped(fonts.note_bold, heading, inner, palette::text, scene_title);
  }
  wrapped(fonts.ui, 16 * scale, inner, palette::muted, "F5 or Esc: leave presenter mode");
  ImGui::End();
}

PredictClick predict_strip(const Fonts& fonts, float scale, const std::optional<PredictQuestion>& question,
                           const std::string& ask, ImVec2 pos, ImVec2 size) {
  PredictClick click;
  ImGui::SetNextWindowPos({pos.x + size.x / 2, pos.y + size.y - 8 * scale}, ImGuiCond_Always, {0.5f, 1.0f});
  ImGui::SetNextWindowBgAlpha(0.95f);
  ImGui::Begin("##predict", nullptr, overlay | ImGuiWindowFlags_AlwaysAutoResize);
  const float px = Fonts::caption_size * scale * 0.8f;
  const std::string words = !question ? "No verdict in this state: nothing to predict"
                            : ask.empty() ? "Predict: " + question_text(*question)
                                          : "Predict: " + ask;
  wrapped(fonts.caption, px, size.x * 0.8f, palette::text, words);
  ImGui::PushFont(fonts.heading);
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, {14 * scale, 8 * scale});
  if (question)
    for (std::size_t i = 0; i < question->choices.size(); ++i) {
      if (i > 0) ImGui::SameLine();
      if (ImGui::Button(question->choices[i].c_str())) {
        click.reveal = true;
        click.choice = static_cast<int>(i);
      }
    }
  if (question) ImGui::SameLine();
  ImGui::PushStyleColor(ImGuiCol_Text, vec4(palette::muted));
  if (ImGui::Button("reveal (Space)")) click.reveal = true;
  ImGui::PopStyleColor();
  ImGui::PopStyleVar();
  ImGui::PopFont();
  ImGui::End();
  return click;
}

void reveal_banner(const Fonts& fonts, float scale, const std::string& text, bool right, ImVec2 pos, ImVec2 size) {
  ImGui::SetNextWindowPos({pos.x + size.x / 2, pos.y + 12 * scale}, ImGuiCond_Always, {0.5f, 0.0f});
  ImGui::SetNextWindowBgAlpha(0.95f);
  ImGui::Begin("##revealed", nullptr, overlay | ImGuiWindowFlags_NoInputs | ImGuiWindowFlags_AlwaysAutoResize);
  // The words carry the result; the colour repeats it (green: right).
  wrapped(fonts.note_bold, Fonts::note_size * scale, size.x * 0.8f, right ? palette::collide : palette::text, text);
  ImGui::End();
}

}  // namespace lab
