// What presenter mode and predict mode draw over the figure, as small ImGui windows:
//   * presenter mode's lesson column, left of the figure: the lesson's title, "step 3 of 8", the
//     note and the question in large type, and how to leave;
//   * predict mode's strip under the figure: the question, a button per choice, "Space: reveal";
//   * after the reveal, the prediction against the answer, in a band above the caption.
// No state of their own: the shell says what to show and acts on what was clicked.
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <imgui.h>

#include "window/fonts.hpp"
#include "window/imgui_canvas.hpp"  // ScreenBox
#include "scenes/lesson.hpp"
#include "shell/predict.hpp"

namespace lab {

/// Presenter mode draws the figure at this many times the UI scale, so its smallest labels
/// (13 px: edge, axis and frame names, the grid's numbers) are 18 px, read from the back of a
/// room on a 1920×1080 projector; the others 22 and 30.5 px.
inline constexpr float presenter_zoom = 18.0f / 13.0f;

/// The fonts presenter mode draws the figure with: each label size one step up, so text drawn
/// presenter_zoom times larger comes from a font built near that size.
Fonts presenter_fonts(const Fonts& fonts);

/// The width of presenter mode's lesson column in a window `width` pixels wide.
float lesson_column_width(float width, float scale);

/// A lesson step's note as the class may see it: while predict mode asks on a step that asks
/// nothing of its own (P pressed there: the scene's own question), the note may tell the answer
/// ("…so SAT says apart"), so it waits for the reveal and a line says so.
std::string note_shown(const LessonStep& step, bool asking);

/// shown_not_as_written (formats/text_scripts.hpp) for the fonts drawn with.
std::string shown_not_as_written(const Fonts& fonts, std::string_view what, std::string_view text);

/// A "⚠ …" line for each of a lesson step's title, note (as note_shown shows it) and question
/// that the fonts cannot draw as written, said where they are shown: in presenter mode, in a
/// screenshot and in the panel, not only in the notice the lesson opened with (dismissed by OK).
std::vector<std::string> step_flags(const Fonts& fonts, const std::string& title, const LessonStep& step, bool asking);

/// Presenter mode's lesson column: the whole height of the window, `width` wide, at the left;
/// `asking`: predict mode hides the answer (note_shown).
void lesson_column(const Fonts& fonts, float scale, const LessonPlayer& lesson, float width, bool asking);

/// Presenter mode's keys for a figure that plays (Scene::plays), at the figure's top right, as
/// large as the note: the panel's Play, < and > are not on screen.
void play_keys(const Fonts& fonts, float scale, bool playing, ImVec2 pos, ImVec2 size);

/// Where play_keys draws its window on screen, for a figure at `pos`, `size`: the same box
/// whether it plays or not, so the figure's area (kept clear of it) stays put at Enter.
ScreenBox play_keys_box(const Fonts& fonts, float scale, ImVec2 pos, ImVec2 size);

/// What the class did in the predict strip this frame.
struct PredictClick {
  bool reveal = false;         ///< revealed, with `guess` or without one
  std::optional<Guess> guess;  ///< the class's answer: a button, a count, a time, an arrow
  float top = 0;               ///< the strip's top edge on screen, this frame
};

/// The strip at the bottom of the figure while the answer is hidden. `question` is empty when
/// the scene gives no answer in this state (then `why` says so and only "reveal" is offered);
/// `ask` replaces the question's words when a lesson step asks its own. A verdict gets a button
/// per choice; a count a field with − and +, a time a slider and "never", a push the arrow
/// drawn on the figure (`draft` holds what is being entered).
PredictClick predict_strip(const Fonts& fonts, float scale, const std::optional<PredictQuestion>& question,
                           const std::string& why, const std::string& ask, Guess& draft, bool arrow_drawn, ImVec2 pos,
                           ImVec2 size);

/// After the reveal, the class's result `text` (reveal_text) has a band of its own at the top of
/// the caption strip, `width` wide, so it covers no part of the figure: the band's height (a
/// line, or more when the result does not fit on one even shrunk).
float reveal_band_height(const Fonts& fonts, float scale, const std::string& text, float width);

/// The result `text`, centred in the band whose top-left is `top_left`, `width` wide, shrunk or
/// wrapped to fit it whole; green when the class was `right` (the words say it too).
void reveal_line(ImDrawList& list, const Fonts& fonts, float scale, const std::string& text, bool right,
                 ImVec2 top_left, float width);

}  // namespace lab
