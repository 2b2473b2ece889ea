#include "shell/presenter.hpp"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <initializer_list>

#include "window/imgui_canvas.hpp"
#include "formats/text_scripts.hpp"
#include "shell/mouse_hover.hpp"
#include "shell/note_text.hpp"
#include "scenes/palette.hpp"
#include "scenes/panel.hpp"
#include "scenes/panel_text.hpp"

namespace lab {
namespace {

constexpr ImGuiWindowFlags overlay = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                     ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing |
                                     ImGuiWindowFlags_NoNav;

// Text in `font` at `px` pixels, wrapped at `width`, at most `max_lines` lines (then "…").
void wrapped(ImFont* font, float px, float width, Color color, const std::string& text, int max_lines) {
  ImDrawList& list = *ImGui::GetWindowDrawList();
  const ImVec2 at = ImGui::GetCursorScreenPos();
  const std::string lines = clipped_lines(font, px, width, text, max_lines);
  const ImVec2 extent = font->CalcTextSizeA(px, FLT_MAX, 0, lines.c_str());
  list.AddText(font, px, at, to_imgui(color), lines.c_str());
  ImGui::Dummy({std::min(width, extent.x), extent.y});
}

}  // namespace

Fonts presenter_fonts(const Fonts& fonts) {
  Fonts big = fonts;
  big.labels = {fonts.labels[1], fonts.labels[2], fonts.caption};
  return big;
}

float lesson_column_width(float width, float scale) { return std::min(width * 0.3f, 460 * scale); }

std::string note_shown(const LessonStep& step, bool asking) {
  if (!asking || !step.ask.empty()) return step.note;
  return "This step's note shows after the reveal: it may give the answer away.";
}

std::string shown_not_as_written(const Fonts& fonts, std::string_view what, std::string_view text) {
  // Asked every frame: the start of a long text, as much as a column shows, is read.
  std::size_t end = std::min<std::size_t>(text.size(), 16 * 1024);
  while (end < text.size() && end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) --end;
  return shown_not_as_written(what, text.substr(0, end), [&](char32_t c) {
    return c <= 0xFFFF && fonts.note->FindGlyphNoFallback(static_cast<ImWchar>(c)) != nullptr;
  });
}

std::vector<std::string> step_flags(const Fonts& fonts, const std::string& title, const LessonStep& step, bool asking) {
  std::vector<std::string> flags;
  const std::string note = note_shown(step, asking);
  for (const auto& [what, text] : {std::pair<const char*, std::string_view>{"title", title},
                                   {"note", note_head(note)},
                                   {"question", note_head(step.ask)}})
    if (std::string flag = shown_not_as_written(fonts, what, text); !flag.empty())
      flags.push_back(with_warning_mark(flag));
  return flags;
}

void lesson_column(const Fonts& fonts, float scale, const LessonPlayer& lesson, float width, bool asking) {
  ImGui::SetNextWindowPos({0, 0});
  ImGui::SetNextWindowSize({width, ImGui::GetIO().DisplaySize.y});
  ImGui::Begin("##presenter", nullptr, overlay | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoBringToFrontOnFocus);
  const float inner = ImGui::GetContentRegionAvail().x;
  const float px = Fonts::note_size * scale;
  // First, what the class will not see as the teacher wrote it (Arabic unjoined, '?'s).
  for (const std::string& flag : step_flags(fonts, lesson.lesson().title, lesson.step(), asking))
    wrapped(fonts.note, px * 0.8f, inner, palette::deciding, flag, 12), ImGui::Spacing();  // every script named
  wrapped(fonts.note_bold, px, inner, palette::text, lesson.lesson().title, 4);
  wrapped(fonts.note, px * 0.9f, inner, palette::muted, lesson.position(), 1);
  ImGui::Spacing();
  ImGui::Separator();
  ImGui::Spacing();
  note_text(note_runs(note_head(note_shown(lesson.step(), asking))), fonts.note, fonts.note_bold, px, inner,
            to_imgui(palette::text));
  if (!lesson.step().ask.empty()) {
    ImGui::Spacing();
    ask_text(lesson.step().ask, fonts.note, fonts.note_bold, px, inner);
  }
  ImGui::Spacing();
  // While the class predicts, Space reveals (the strip's key), not the next step.
  wrapped(fonts.ui, 16 * scale, inner, palette::muted,
          asking ? "Space: reveal.  \u2192, \u2190: steps.  F5 or Esc: leave presenter mode"
                 : "\u2192 / Space, \u2190: steps.  F5 or Esc: leave presenter mode",
          3);
  ImGui::End();
}

namespace {

std::string play_words(bool playing) {
  return std::string(playing ? "Enter: pause" : "Enter: play") + "     comma / full stop: one step back / on";
}

float play_pixels(float scale) { return Fonts::note_size * scale * 0.8f; }

}  // namespace

ScreenBox play_keys_box(const Fonts& fonts, float scale, ImVec2 pos, ImVec2 size) {
  // Sized for the longer words, "pause": the box does not move when the figure starts playing.
  const float px = play_pixels(scale), room = size.x * 0.6f;
  const std::string lines = clipped_lines(fonts.note, px, room, play_words(true), 2);
  const ImVec2 extent = fonts.note->CalcTextSizeA(px, FLT_MAX, 0, lines.c_str());
  const ImVec2 pad = ImGui::GetStyle().WindowPadding;
  const float right = pos.x + size.x - 8 * scale, top = pos.y + 8 * scale;
  return {{right - std::min(room, extent.x) - 2 * pad.x, top}, {right, top + extent.y + 2 * pad.y}};
}

void play_keys(const Fonts& fonts, float scale, bool playing, ImVec2 pos, ImVec2 size) {
  const ScreenBox box = play_keys_box(fonts, scale, pos, size);
  ImGui::SetNextWindowPos(box.min);
  ImGui::SetNextWindowSize({box.max.x - box.min.x, box.max.y - box.min.y});
  ImGui::SetNextWindowBgAlpha(0.9f);
  ImGui::Begin("##play", nullptr, overlay | ImGuiWindowFlags_NoResize);
  wrapped(fonts.note, play_pixels(scale), size.x * 0.6f, palette::text, play_words(playing), 2);
  ImGui::End();
}

namespace {

// The last widget's tooltip, in the interface's font: the strip's own is the caption's, larger.
void strip_tip(const Fonts& fonts, const std::string& text) {
  if (!mouse_on_item()) return;  // not for a button lit by the keyboard
  ImGui::PushFont(fonts.ui);
  ImGui::SetTooltip("%s", text.c_str());
  ImGui::PopFont();
}

// The width of a row of buttons with these words, side by side, in the current font and padding.
float buttons_width(std::initializer_list<const char*> words) {
  const ImGuiStyle& style = ImGui::GetStyle();
  float w = 0;
  for (const char* word : words) w += ImGui::CalcTextSize(word).x + 2 * style.FramePadding.x + style.ItemSpacing.x;
  return w;
}

// The answer widgets of a question that is not a verdict: a count, a time, a push. True when
// the class commits to what it entered. `room`: the row's width in the strip, "reveal (Space)" too.
bool entry_widgets(const Fonts& fonts, const PredictQuestion& q, Guess& draft, bool arrow_drawn, float scale,
                   float room) {
  switch (q.kind) {
    case LessonQuestion::Kind::Count: {
      int n = static_cast<int>(draft.number);
      ImGui::SetNextItemWidth(160 * scale);
      if (ImGui::InputInt("##count", &n)) draft.number = std::max(0, n);
      strip_tip(fonts, "The count the class predicts: type it, or press - and +");
      ImGui::SameLine();
      const bool chosen = ImGui::Button("that many");
      strip_tip(fonts, "Predict this count, then see the answer");
      return chosen;
    }
    case LessonQuestion::Kind::Time: {
      if (std::isnan(draft.number)) draft.number = 0;
      float t = static_cast<float>(draft.number);
      // As narrow as it must be for its buttons to fit beside it (at 800 × 600 "reveal (Space)"
      // ran past the figure's edge, cut off), down to 100 pixels.
      const float buttons = buttons_width({"at this t", "never", "reveal (Space)"});
      ImGui::SetNextItemWidth(std::clamp(room - buttons, 100 * scale, 320 * scale));
      if (ImGui::SliderFloat("##t", &t, 0, 1, "t = %.2f")) draft.number = t;
      strip_tip(fonts, "When B first touches A: 0 is the path's start, 1 its end");
      ImGui::SameLine();
      const bool at_t = ImGui::Button("at this t");
      strip_tip(fonts, "Predict that B first touches at this t, then see the answer");
      ImGui::SameLine();
      const bool never = ImGui::Button("never");
      strip_tip(fonts, "Predict that B never touches A on its path, then see the answer");
      if (never) draft.number = std::nan("");
      return at_t || never;
    }
    case LessonQuestion::Kind::Push:
      if (!arrow_drawn) {
        ImGui::TextUnformatted("drag on the figure (or Tab, then the arrow keys)");
        return false;
      }
      if (ImGui::Button("this arrow (Enter)")) return true;
      strip_tip(fonts, "Predict the push drawn on the figure, then see the answer");
      return false;
    case LessonQuestion::Kind::Feature:
      if (draft.shape.empty()) {
        ImGui::TextUnformatted("click an edge on the figure");
        return false;
      }
      if (ImGui::Button((draft.shape + "'s e" + std::to_string(draft.edge)).c_str())) return true;
      strip_tip(fonts, "Predict the edge clicked on the figure, then see the answer");
      return false;
    case LessonQuestion::Kind::Verdict: break;
  }
  return false;
}

}  // namespace

PredictClick predict_strip(const Fonts& fonts, float scale, const std::optional<PredictQuestion>& question,
                           const std::string& why, const std::string& ask, Guess& draft, bool arrow_drawn, ImVec2 pos,
                           ImVec2 size) {
  PredictClick click;
  ImGui::SetNextWindowPos({pos.x + size.x / 2, pos.y + size.y - 8 * scale}, ImGuiCond_Always, {0.5f, 1.0f});
  ImGui::SetNextWindowBgAlpha(0.95f);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, {12 * scale, 10 * scale});
  // Unlike the other overlays, its buttons take the keyboard (F6 brings it there).
  ImGui::Begin("##predict", nullptr, (overlay & ~ImGuiWindowFlags_NoNav) | ImGuiWindowFlags_AlwaysAutoResize);
  ImGui::PopStyleVar();
  const float px = Fonts::caption_size * scale * 0.8f;
  const std::string words = !question     ? "Nothing to predict here: " + why
                            : ask.empty() ? "Predict: " + question_text(*question)
                                          : "Predict: " + ask;
  wrapped(fonts.caption, px, size.x * 0.8f, palette::text, words, 3);
  if (const std::string flag = shown_not_as_written(fonts, "question", ask); !flag.empty())
    wrapped(fonts.note, Fonts::note_size * scale * 0.8f, size.x * 0.8f, palette::deciding, with_warning_mark(flag), 4);
  // How close counts, on its own line: a long question's last line is cut off with "…".
  if (const std::string within = question ? within_words(*question) : ""; !within.empty())
    wrapped(fonts.caption, px, size.x * 0.8f, palette::text, within, 1);
  // The buttons' words as large as the note beside the figure, at the figure's scale (presenter
  // mode draws it presenter_zoom larger): from the caption's font, the largest built, scaled down.
  ImGui::PushFont(fonts.caption);
  ImGui::SetWindowFontScale(Fonts::note_size * scale / fonts.caption->FontSize);
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, {14 * scale, 8 * scale});
  if (question && question->kind == LessonQuestion::Kind::Verdict) {
    for (std::size_t i = 0; i < question->choices.size(); ++i) {
      if (i > 0) ImGui::SameLine();
      if (ImGui::Button(question->choices[i].c_str())) {
        click.reveal = true;
        click.guess = Guess{static_cast<int>(i), 0, {0, 0}};
      }
      strip_tip(fonts, "Predict \"" + question->choices[i] + "\", then see the answer");
    }
  } else if (question && entry_widgets(fonts, *question, draft, arrow_drawn, scale, size.x - 40 * scale)) {
    click.reveal = true;
    click.guess = draft;
  }
  if (question) ImGui::SameLine();
  if (ImGui::Button("reveal (Space)")) click.reveal = true;
  strip_tip(fonts, "Show the answer without a prediction");
  ImGui::PopStyleVar();
  ImGui::SetWindowFontScale(1);
  ImGui::PopFont();
  click.top = ImGui::GetWindowPos().y;
  ImGui::End();
  return click;
}

namespace {

// The result as drawn in a band `width` wide: on one line, shrunk to fit down to 70 % (as the
// caption is); past that, wrapped at spaces, so its end ("Right!") is never cut off.
struct RevealLines {
  float px;
  std::string lines;
  ImVec2 extent;
};

RevealLines reveal_lines(const Fonts& fonts, float scale, const std::string& text, float width) {
  const float room = std::max(width - 16 * scale, 1.0f);
  float px = Fonts::note_size * scale;
  const float one_line = fonts.note_bold->CalcTextSizeA(px, FLT_MAX, 0, text.c_str()).x;
  if (one_line > room) px = std::max(px * 0.7f, px * room / one_line);
  std::string lines = wrap_at_spaces(text, room, fonts.note_bold, px);
  const ImVec2 extent = fonts.note_bold->CalcTextSizeA(px, FLT_MAX, 0, lines.c_str());
  return {px, std::move(lines), extent};
}

}  // namespace

float reveal_band_height(const Fonts& fonts, float scale, const std::string& text, float width) {
  const float line = Fonts::note_size * scale;
  return std::max(line * 1.8f, reveal_lines(fonts, scale, text, width).extent.y + line * 0.8f);
}

void reveal_line(ImDrawList& list, const Fonts& fonts, float scale, const std::string& text, bool right,
                 ImVec2 top_left, float width) {
  const RevealLines shown = reveal_lines(fonts, scale, text, width);
  const ImVec2 at{top_left.x + std::max(8 * scale, (width - shown.extent.x) / 2),
                  top_left.y + (reveal_band_height(fonts, scale, text, width) - shown.extent.y) / 2};
  list.AddText(fonts.note_bold, shown.px, at, to_imgui(right ? palette::collide : palette::text), shown.lines.c_str());
}

}  // namespace lab
