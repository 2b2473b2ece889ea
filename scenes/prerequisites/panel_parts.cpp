#include "panel_text.hpp"
#include "prerequisites/panel_parts.hpp"

#include <imgui.h>

namespace lab::prerequisites {

StepRow::StepRow(std::string_view step, std::string_view formula, std::string_view value)
    : step(step), formula(formula), value(value) {}

void verdict_line(const std::string& text, Color color) { colored_wrapped_text(color, text); }

void mode_buttons(Scene& scene, int mode, std::initializer_list<const char*> labels) {
  int chosen = mode, value = 0;
  bool changed = false;
  for (const char* label : labels) {
    changed |= ImGui::RadioButton(label, &chosen, value++);
    if (ImGui::IsItemHovered())
      ImGui::SetTooltip("Test against %s (the figure starts again from that mode's start)", label);
  }
  if (!changed || chosen == mode) return;
  for (const Preset& p : scene.presets())
    if (static_cast<int>(p.state.option("mode")) == chosen) {
      scene.set_state(p.state);
      return;
    }
}

void steps_table(const char* id, std::span<const StepRow> rows, int highlight) {
  // Stretch to the panel's width and wrap long cells at spaces (never inside a number), so a
  // narrow panel never clips a value.
  constexpr ImGuiTableFlags flags = ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp;
  if (!ImGui::BeginTable(id, 3, flags)) return;
  // The step's column wide enough for "▶ compare", the marked row's step, at 1280×800.
  ImGui::TableSetupColumn("step", ImGuiTableColumnFlags_WidthStretch, 1.3f);
  ImGui::TableSetupColumn("how", ImGuiTableColumnFlags_WidthStretch, 2.0f);
  ImGui::TableSetupColumn("value", ImGuiTableColumnFlags_WidthStretch, 1.5f);
  ImGui::TableHeadersRow();
  for (std::size_t i = 0; i < rows.size(); ++i) {
    ImGui::TableNextRow();
    const bool marked = static_cast<int>(i) == highlight;
    if (marked) ImGui::PushStyleColor(ImGuiCol_Text, imgui_color(palette::deciding));
    ImGui::TableSetColumnIndex(0);
    wrapped_text(marked ? with_deciding_mark(rows[i].step) : rows[i].step);
    ImGui::TableSetColumnIndex(1);
    wrapped_text(rows[i].formula);
    ImGui::TableSetColumnIndex(2);
    wrapped_text(rows[i].value);
    if (marked) ImGui::PopStyleColor();
  }
  ImGui::EndTable();
}

void note(const std::string& text) { colored_wrapped_text(palette::muted, text); }

}  // namespace lab::prerequisites
