// LessonEditor::frame: the "Make a lesson" window around the draft.
//
// Index of this file:
//   [SECTION] helpers: tooltips, a text buffer kept in step, a note's preview, a scene's title
//   [SECTION] the steps table: one row per step, moved and deleted
//   [SECTION] the window: LessonEditor::frame
//   [SECTION] a new step: from the scene on screen
//   [SECTION] the question picker: the kinds, the tolerance
//   [SECTION] the handout button
//   [SECTION] the save row
#include <algorithm>
#include <cfloat>
#include <cstring>

#include <imgui.h>

#include "window/imgui_canvas.hpp"
#include "shell/lesson_editor.hpp"
#include "shell/history.hpp"
#include "shell/predict.hpp"
#include "shell/question_choices.hpp"
#include "scenes/palette.hpp"
#include "scenes/panel.hpp"
#include "scenes/panel_text.hpp"
#include "shell/shell_files.hpp"
#include "shell/shell.hpp"

namespace lab {
// [SECTION] helpers: tooltips, a text buffer kept in step, a note's preview, a scene's title
namespace {

// What the last item does, when the mouse rests on it; greyed out too, where the tip says what
// it waits for.
void tip(const char* text) {
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) ImGui::SetTooltip("%s", text);
}

// A button with a tooltip saying what it does.
bool lesson_button(const char* label, const char* text) {
  const bool clicked = ImGui::Button(label);
  tip(text);
  return clicked;
}

}  // namespace

namespace {

template <std::size_t N>
void sync(char (&buffer)[N], const std::string& text) {
  if (text == buffer) return;
  std::strncpy(buffer, text.c_str(), N - 1);
  buffer[N - 1] = '\0';
}

std::string preview(const std::string& note) {
  std::string line = note.substr(0, note.find('\n'));
  std::string out;
  for (char c : line)
    if (c != '*') out += c;
  return out.size() > 40 ? out.substr(0, 37) + "..." : out;
}

// A scene's title as the sidebar shows it ("Polygon vs point"), or its id if unknown.
std::string scene_title(std::string_view id) {
  static const std::vector<SceneEntry> scenes = scene_list();
  for (const auto& e : scenes)
    if (e.id == id) return e.title;
  return std::string(id);
}

}  // namespace

// [SECTION] the steps table: one row per step, moved and deleted
// One row per step: its number, scene and note, with up, down and delete buttons.
void LessonEditor::steps_table(float scale) {
  if (draft.steps.empty()) {
    ImGui::TextDisabled("No steps yet: set up a view, write its note, add it.");
    return;
  }
  if (!ImGui::BeginTable("steps", 3, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH)) return;
  ImGui::TableSetupColumn("#", ImGuiTableColumnFlags_WidthFixed, 24 * scale);
  ImGui::TableSetupColumn("step", ImGuiTableColumnFlags_WidthStretch);
  const ImGuiStyle& style = ImGui::GetStyle();
  const float buttons = 2 * ImGui::GetFrameHeight() + ImGui::CalcTextSize("Delete").x + 2 * style.FramePadding.x +
                        2 * style.ItemSpacing.x;
  ImGui::TableSetupColumn("move", ImGuiTableColumnFlags_WidthFixed, buttons);
  int move_from = -1, move_by = 0, remove = -1;
  for (int i = 0; i < static_cast<int>(draft.steps.size()); ++i) {
    const auto& step = draft.steps[static_cast<std::size_t>(i)];
    ImGui::PushID(i);
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::Text("%d", i + 1);
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(scene_title(step.scene).c_str());
    ImGui::TextDisabled("%s", preview(step.note).c_str());
    if (!step.ask.empty())
      ImGui::TextDisabled("asks: %s", question_label(step.question.value_or(LessonQuestion{})).c_str());
    ImGui::TableNextColumn();
    ImGui::BeginDisabled(i == 0);
    if (ImGui::ArrowButton("up", ImGuiDir_Up)) move_from = i, move_by = -1;
    tip(i == 0 ? "The first step already" : "Move this step up");
    ImGui::EndDisabled();
    ImGui::SameLine();
    ImGui::BeginDisabled(i + 1 == static_cast<int>(draft.steps.size()));
    if (ImGui::ArrowButton("down", ImGuiDir_Down)) move_from = i, move_by = 1;
    tip(i + 1 == static_cast<int>(draft.steps.size()) ? "The last step already" : "Move this step down");
    ImGui::EndDisabled();
    ImGui::SameLine();
    if (ImGui::SmallButton("Delete")) remove = i;
    tip("Remove this step from the lesson");
    ImGui::PopID();
  }
  ImGui::EndTable();
  if (move_from >= 0) move_step(move_from, move_by);
  if (remove >= 0) remove_step(remove);
}

// [SECTION] the window: LessonEditor::frame
std::optional<std::filesystem::path> LessonEditor::frame(const Fonts& fonts, float scale, const Scene& scene,
                                                         const collide::Rect& view, const std::filesystem::path& dir) {
  if (!visible) return std::nullopt;
  // Over the scene list, which is not needed while writing: the figure stays in view.
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  ImGui::SetNextWindowPos({8 * scale, 48 * scale}, ImGuiCond_Appearing);
  ImGui::SetNextWindowSize({std::min(display.x * 0.45f, 460 * scale), std::min(display.y * 0.85f, 600 * scale)},
                           ImGuiCond_Appearing);
  ImGui::Begin("Make a lesson###lesson-editor", &visible,
               ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings);
  sync(title_, draft.title);
  ImGui::SetNextItemWidth(-FLT_MIN);
  ImGui::InputTextWithHint("##title", "The lesson's title", title_, sizeof title_);
  tip("The lesson's title, as the Lesson menu and the handout show it");
  draft.title = title_;

  ImGui::PushFont(fonts.heading);
  ImGui::Text("Steps (%d)", static_cast<int>(draft.steps.size()));
  ImGui::PopFont();
  steps_table(scale);

  ImGui::Separator();
  new_step(scale, scene, view);
  ImGui::Separator();
  const auto saved = save_row(scale, dir);
  ImGui::End();
  return saved;
}

// [SECTION] a new step: from the scene on screen
void LessonEditor::new_step(float scale, const Scene& scene, const collide::Rect& view) {
  const std::string_view scene_id = scene.info().id;
  ImGui::Text("This view: %s", scene_title(scene_id).c_str());
  ImGui::TextDisabled("Note: **bold**, Enter breaks the line");
  ImGui::InputTextMultiline("##note", note_, sizeof note_, {-FLT_MIN, 80 * scale});
  tip("The note shown beside the figure at this step");
  ImGui::SetNextItemWidth(-FLT_MIN);
  ImGui::InputTextWithHint("##ask", "A question for the class (optional)", ask_, sizeof ask_);
  tip("Asked at this step in predict mode: the class guesses, then the answer is revealed");
  ImGui::BeginDisabled(ask_[0] == '\0');
  ImGui::SetNextItemWidth(-FLT_MIN);
  ImGui::InputTextWithHint("##paper", "The question on a handout, if worded otherwise (optional)", paper_,
                           sizeof paper_);
  tip("On paper nothing is clicked or dragged: \"Mark that edge on the picture.\" for \"Click that edge.\" "
      "Left empty, an English question's last sentence is reworded so");
  ImGui::EndDisabled();
  question_picker(scale, scene);
  ImGui::BeginDisabled(note_[0] == '\0');
  if (lesson_button("Add this view as a step",
                    note_[0] == '\0' ? "Write the step's note first"
                                     : "The scene, its shapes and this zoom, with the note and question above, "
                                       "as the next step"))
    add_typed_step(std::string(scene_id), scene.state(), view);
  ImGui::EndDisabled();
  if (note_[0] == '\0') {
    ImGui::SameLine();
    ImGui::TextDisabled("(write its note first)");
  }
}

// [SECTION] the question picker: the kinds, the tolerance
namespace {

using Kind = LessonQuestion::Kind;

// The kinds as the picker names them, in LessonQuestion::Kind's order.
constexpr const char* kind_names[] = {"verdict", "count", "time of impact", "push (an arrow)", "edge (a click)"};
// What the class does for each kind, for the picker's tooltips.
constexpr const char* kind_tips[] = {"The class picks the test's verdict (collide or apart, inside or outside, \u2026)",
                                     "The class gives a count: axes tried, edge pairs tested, crossings, \u2026",
                                     "The class gives the t at which B first touches A on its path (or never)",
                                     "The class draws the push that moves B out of A as an arrow on the figure",
                                     "The class clicks the edge the figure names"};

// The same question apart from its tolerance: the picker's choices carry the default one.
bool same_ask(const LessonQuestion& a, const LessonQuestion& b) {
  return a.kind == b.kind && a.test == b.test && a.of == b.of;
}

// How far off still counts as right, in the units of the question's kind.
void tolerance_field(LessonQuestion& q, float scale) {
  if (q.kind == Kind::Verdict || q.kind == Kind::Feature) return;
  ImGui::SetNextItemWidth(140 * scale);
  if (q.kind == Kind::Count) {
    int n = static_cast<int>(q.tolerance);
    if (ImGui::InputInt("correct within \u00b1 (whole)", &n)) q.tolerance = std::max(0, n);
    tip("A guess this far from the count still counts as right");
    return;
  }
  const bool time = q.kind == Kind::Time;
  if (ImGui::InputDouble(time ? "correct within \u00b1 (t)" : "correct within (units, at the tip)", &q.tolerance,
                         time ? 0.01 : 0.05, time ? 0.1 : 0.25, "%.2f"))
    q.tolerance = std::max(0.0, q.tolerance);
  tip(time ? "A guess this far from the time of impact still counts as right"
           : "An arrow whose tip lands this far from the push's still counts as right");
}

}  // namespace

// The picked question, kept to what the scene on screen answers: of its kind if the view has one.
void LessonEditor::question_picker(float scale, const Scene& scene) {
  if (askable_scene_ != scene.info().id || !same_state(askable_state_, scene.state())) {
    askable_scene_ = scene.info().id;
    askable_state_ = scene.state();
    askable_ = askable_questions(scene);
  }
  auto of_kind = [&](Kind k) {
    return std::find_if(askable_.begin(), askable_.end(), [&](auto& q) { return q.kind == k; });
  };
  if (std::none_of(askable_.begin(), askable_.end(), [&](auto& q) { return same_ask(q, asked_); })) {
    const double tolerance = asked_.tolerance;
    if (const auto same_kind = of_kind(asked_.kind); same_kind != askable_.end()) {
      asked_ = *same_kind;
      asked_.tolerance = tolerance;
    } else if (!askable_.empty()) {
      asked_ = askable_.front();
    }
  }
  const bool asks = ask_[0] != '\0';
  ImGui::BeginDisabled(!asks);
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("The reveal grades");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(140 * scale);
  if (ImGui::BeginCombo("##kind", kind_names[static_cast<int>(asked_.kind)])) {
    for (int k = 0; k < 5; ++k) {
      const auto first = of_kind(static_cast<Kind>(k));
      ImGui::BeginDisabled(first == askable_.end());
      if (ImGui::Selectable(kind_names[k], static_cast<int>(asked_.kind) == k)) asked_ = *first;
      if (first == askable_.end() && ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
        ImGui::SetTooltip("This view has no %s to ask", kind_names[k]);
      else
        tip(kind_tips[k]);
      ImGui::EndDisabled();
    }
    ImGui::EndCombo();
  }
  tip(asks ? "What the reveal grades: the verdict, a count, a time, a push or an edge"
           : "Type a question first; then choose what its reveal grades");
  // Of which: a verdict's test, a count's field, an edge's role (when the view offers more than one).
  if (std::count_if(askable_.begin(), askable_.end(), [&](auto& q) { return q.kind == asked_.kind; }) > 1) {
    ImGui::SetNextItemWidth(-FLT_MIN);  // a line of its own: "axes (convex_polygons_collide)" is long
    if (ImGui::BeginCombo("##of", question_label(asked_).c_str())) {
      for (const LessonQuestion& q : askable_) {
        if (q.kind != asked_.kind) continue;
        if (ImGui::Selectable(question_label(q).c_str(), same_ask(q, asked_))) {
          const double tolerance = asked_.tolerance;
          asked_ = q;
          asked_.tolerance = tolerance;
        }
        if (!ImGui::IsItemHovered()) continue;
        std::string why;  // worked out only under the mouse
        const auto answer = predict_question(scene, q, &why);
        ImGui::SetTooltip("%s", answer ? ("In this view the answer is " + answer_words(*answer)).c_str()
                                       : ("No answer in this view: " + why).c_str());
      }
      ImGui::EndCombo();
    }
    tip("Which test's verdict, which count or which edge the reveal grades");
  }
  tolerance_field(asked_, scale);
  std::string why;
  if (const auto q = predict_question(scene, asked_, &why))
    ImGui::TextDisabled("In this view the answer is %s", answer_words(*q).c_str());
  else
    ImGui::TextDisabled("No answer in this view: %s", why.c_str());
  ImGui::EndDisabled();
  if (!asks) ImGui::TextDisabled("(type a question to choose what its reveal grades)");
}

// [SECTION] the handout button
void LessonEditor::handout_button() {
  same_line_if_button_fits("Handout (PDF)");
  ImGui::BeginDisabled(draft.steps.empty());
  if (ImGui::Button("Handout (PDF)")) {
    const auto file = handout_path(draft.title);
    std::string error;
    const bool written = write_handout(file, error);
    message_is_error_ = !written || !error.empty();
    message_ = !written ? "No handout: " + error
                        : "Handout written to " + file.string() + (error.empty() ? "" : ". But " + error);
  }
  ImGui::EndDisabled();
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
    ImGui::SetTooltip("A page per step to print (the answer hidden where a step asks), then the answer key");
}

// [SECTION] the save row
std::optional<std::filesystem::path> LessonEditor::save_row(float scale, const std::filesystem::path& dir) {
  sync(name_, file_name);
  ImGui::SetNextItemWidth(200 * scale);
  ImGui::InputTextWithHint("##file", file_slug(draft.title).c_str(), name_, sizeof name_);
  tip("The file's name in your lessons folder (empty: made from the title)");
  file_name = name_;
  ImGui::SameLine();
  std::optional<std::filesystem::path> saved;
  ImGui::BeginDisabled(draft.steps.empty() || draft.title.empty());
  const char* save_tip = draft.steps.empty() ? "Add a step first"
                         : draft.title.empty()
                             ? "Give the lesson a title first"
                             : "Save the lesson into your lessons folder; it appears in the Lesson menu";
  if (lesson_button("Save", save_tip)) {
    std::string error;
    saved = save(dir, error);
    message_ = saved ? "Saved to " + saved->string() + "; it is in the Lessons list" : error;
    message_is_error_ = !saved;
  }
  ImGui::EndDisabled();
  handout_button();
  std::error_code ec;
  if (!dir.empty() && std::filesystem::exists(file_in(dir), ec))
    ImGui::TextDisabled("(%s is there: Save replaces it)", file_in(dir).filename().c_str());
  if (!message_.empty()) {
    const Color c = message_is_error_ ? palette::deciding : palette::muted;
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(to_imgui(c)));
    ImGui::TextWrapped("%s", (message_is_error_ ? with_warning_mark(message_) : message_).c_str());
    ImGui::PopStyleColor();
  }
  return saved;
}

}  // namespace lab
