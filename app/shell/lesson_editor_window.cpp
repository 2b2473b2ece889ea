// LessonEditor::frame: the "Make a lesson" window around the draft.
#include <algorithm>
#include <cfloat>
#include <cstring>

#include <imgui.h>

#include "window/imgui_canvas.hpp"
#include "shell/lesson_editor.hpp"
#include "palette.hpp"
#include "panel_text.hpp"
#include "shell/shell_files.hpp"
#include "shell/shell.hpp"

namespace lab {
namespace {

// A button with a tooltip saying what it does.
bool lesson_button(const char* label, const char* tip) {
  const bool clicked = ImGui::Button(label);
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tip);
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
    ImGui::TableNextColumn();
    ImGui::BeginDisabled(i == 0);
    if (ImGui::ArrowButton("up", ImGuiDir_Up)) move_from = i, move_by = -1;
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Move this step up");
    ImGui::EndDisabled();
    ImGui::SameLine();
    ImGui::BeginDisabled(i + 1 == static_cast<int>(draft.steps.size()));
    if (ImGui::ArrowButton("down", ImGuiDir_Down)) move_from = i, move_by = 1;
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Move this step down");
    ImGui::EndDisabled();
    ImGui::SameLine();
    if (ImGui::SmallButton("Delete")) remove = i;
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Remove this step from the lesson");
    ImGui::PopID();
  }
  ImGui::EndTable();
  if (move_from >= 0) move_step(move_from, move_by);
  if (remove >= 0) remove_step(remove);
}

std::optional<std::filesystem::path> LessonEditor::frame(const Fonts& fonts, float scale, std::string_view scene_id,
                                                         const SceneState& state, const collide::Rect& view,
                                                         const std::filesystem::path& dir) {
  if (!visible) return std::nullopt;
  // Over the scene list, which is not needed while writing: the figure stays in view.
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  ImGui::SetNextWindowPos({8 * scale, 48 * scale}, ImGuiCond_Appearing);
  ImGui::SetNextWindowSize({std::min(display.x * 0.45f, 460 * scale), std::min(display.y * 0.85f, 600 * scale)},
                          ImGuiCond_Appearing);
  ImGui::Begin("Make a lesson###lesson-editor", &visible, ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings);
  sync(title_, draft.title);
  ImGui::SetNextItemWidth(-FLT_MIN);
  ImGui::InputTextWithHint("##title", "The lesson's title", title_, sizeof title_);
  draft.title = title_;

  ImGui::PushFont(fonts.heading);
  ImGui::Text("Steps (%d)", static_cast<int>(draft.steps.size()));
  ImGui::PopFont();
  steps_table(scale);

  ImGui::Separator();
  new_step(scale, scene_id, state, view);
  ImGui::Separator();
  const auto saved = save_row(scale, dir);
  ImGui::End();
  return saved;
}

void LessonEditor::new_step(float scale, std::string_view scene_id, const SceneState& state, const collide::Rect& view) {
  ImGui::Text("This view: %s", scene_title(scene_id).c_str());
  ImGui::TextDisabled("Note: **bold**, Enter breaks the line");
  ImGui::InputTextMultiline("##note", note_, sizeof note_, {-FLT_MIN, 80 * scale});
  ImGui::SetNextItemWidth(-FLT_MIN);
  ImGui::InputTextWithHint("##ask", "A question for the class (optional)", ask_, sizeof ask_);
  ImGui::BeginDisabled(note_[0] == '\0');
  if (lesson_button("Add this view as a step",
                    "The scene, its shapes and this zoom, with the note and question above, as the next step"))
    add_typed_step(std::string(scene_id), state, view);
  ImGui::EndDisabled();
  if (note_[0] == '\0') {
    ImGui::SameLine();
    ImGui::TextDisabled("(write its note first)");
  }
}

void LessonEditor::handout_button() {
  same_line_if_button_fits("Handout (PDF)");
  ImGui::BeginDisabled(draft.steps.empty());
  if (ImGui::Button("Handout (PDF)")) {
    const auto file = handout_path(draft.title);
    std::string error;
    message_is_error_ = !write_handout(file, error);
    message_ = message_is_error_ ? "No handout: " + error : "Handout written to " + file.string();
  }
  ImGui::EndDisabled();
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
    ImGui::SetTooltip("A page per step to print (the answer hidden where a step asks), then the answer key");
}

std::optional<std::filesystem::path> LessonEditor::save_row(float scale, const std::filesystem::path& dir) {
  sync(name_, file_name);
  ImGui::SetNextItemWidth(200 * scale);
  ImGui::InputTextWithHint("##file", file_slug(draft.title).c_str(), name_, sizeof name_);
  file_name = name_;
  ImGui::SameLine();
  std::optional<std::filesystem::path> saved;
  ImGui::BeginDisabled(draft.steps.empty() || draft.title.empty());
  if (lesson_button("Save", "Save the lesson into your lessons folder; it appears in the Lesson menu")) {
    std::string error;
    saved = save(dir, error);
    message_ = saved ? "Saved to " + saved->string() + "; it is in the Lessons list" : error;
    message_is_error_ = !saved;
  }
  ImGui::EndDisabled();
  handout_button();
  std::error_code ec;
  if (!dir.empty() && std::filesystem::exists(file_in(dir), ec)) ImGui::TextDisabled("(%s is there: Save replaces it)", file_in(dir).filename().c_str());
  if (!message_.empty()) {
    const Color c = message_is_error_ ? palette::deciding : palette::muted;
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(to_imgui(c)));
    ImGui::TextWrapped("%s", message_.c_str());
    ImGui::PopStyleColor();
  }
  return saved;
}

}  // namespace lab
