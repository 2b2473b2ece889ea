#include "prerequisites/panel_parts.hpp"

#include <imgui.h>

namespace lab::prerequisites {

namespace {
ImVec4 to_imgui(Color c) { return {c.r / 255.0f, c.g / 255.0f, c.b / 255.0f, c.a / 255.0f}; }
}  // namespace

void verdict_line(const std::string& text, Color color) {
  ImGui::PushStyleColor(ImGuiCol_Text, to_imgui(color));
  ImGui::TextWrapped("%s", text.c_str());
  ImGui::PopStyleColor();
}

bool option_checkbox(SceneState& state, const char* option, const char* label) {
  bool on = state.flag(option);
  if (!ImGui::Checkbox(label, &on)) return false;
  state.options[option] = on ? 1 : 0;
  return true;
}

void steps_table(const char* id, std::span<const StepRow> rows, int highlight) {
  constexpr ImGuiTableFlags flags = ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit;
  if (!ImGui::BeginTable(id, 3, flags)) return;
  ImGui::TableSetupColumn("step");
  ImGui::TableSetupColumn("how");
  ImGui::TableSetupColumn("value");
  ImGui::TableHeadersRow();
  for (std::size_t i = 0; i < rows.size(); ++i) {
    ImGui::TableNextRow();
    const bool marked = static_cast<int>(i) == highlight;
    if (marked) ImGui::PushStyleColor(ImGuiCol_Text, to_imgui(palette::deciding));
    ImGui::TableSetColumnIndex(0);
    ImGui::TextUnformatted(rows[i].step.c_str());
    ImGui::TableSetColumnIndex(1);
    ImGui::TextUnformatted(rows[i].formula.c_str());
    ImGui::TableSetColumnIndex(2);
    ImGui::TextUnformatted(rows[i].value.c_str());
    if (marked) ImGui::PopStyleColor();
  }
  ImGui::EndTable();
}

void note(const std::string& text) {
  ImGui::PushStyleColor(ImGuiCol_Text, to_imgui(palette::muted));
  ImGui::TextWrapped("%s", text.c_str());
  ImGui::PopStyleColor();
}

}  // namespace lab::prerequisites
