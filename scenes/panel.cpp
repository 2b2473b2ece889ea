#include "panel.hpp"

#include "panel_text.hpp"
#include "scene.hpp"

namespace lab {

ImVec4 imgui_color(Color c) { return {c.r / 255.f, c.g / 255.f, c.b / 255.f, c.a / 255.f}; }

bool option_checkbox(SceneState& state, const char* option, const char* label, double fallback) {
  bool on = state.option(option, fallback) != 0;
  const bool changed = fit_checkbox(label, &on);  // ellipsised when the panel is narrow
  // The whole label, and the option's name as a state file or lesson step gives it.
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("%s (now %s)\nIn a state file: \"options\": {\"%s\": %d}", label, on ? "on" : "off", option,
                      on ? 1 : 0);
  if (!changed) return false;
  state.options[option] = on ? 1 : 0;
  return true;
}

void colored_text(Color color, const std::string& text) { fit_text(color, text); }

void whole_text(Color color, const std::string& text) {
  count_deciding_mark(text);
  ImGui::PushStyleColor(ImGuiCol_Text, imgui_color(color));
  ImGui::TextUnformatted(text.c_str());
  ImGui::PopStyleColor();
}

void colored_wrapped_text(Color color, const std::string& text) {
  ImGui::PushStyleColor(ImGuiCol_Text, imgui_color(color));
  wrapped_text(text);  // at spaces only: never inside a number
  ImGui::PopStyleColor();
}

const char* const deciding_mark_meaning = "the line that decides (stepping: the step shown)";

namespace {
long long deciding_mark_count = 0;  // texts drawn holding ▶ so far
}  // namespace

long long deciding_marks_drawn() { return deciding_mark_count; }

void count_deciding_mark(std::string_view text) {
  if (text.find(deciding_mark) != std::string_view::npos) ++deciding_mark_count;
}

std::string with_deciding_mark(const std::string& text) { return std::string(deciding_mark) + " " + text; }

std::string with_warning_mark(const std::string& text) { return "\u26A0 " + text; }

void scene_panel(Scene& scene) {
  const long long before = deciding_marks_drawn();
  scene.panel();
  if (deciding_marks_drawn() == before) return;
  // Said where it is read, once: a class does not have docs/using.md open. Under the panel: a
  // line on top pushed the separating-axis table's last rows out of sight at 1280 × 800 (issue
  // 25 has the whole table in view); the SAT tables' note under them names the marked row too.
  ImGui::Spacing();
  colored_wrapped_text(palette::muted, with_deciding_mark(deciding_mark_meaning));
}

void panel_warnings(const std::vector<std::string>& warnings) {
  for (const auto& w : warnings) colored_wrapped_text(palette::deciding, with_warning_mark("Warning: " + w));
}

bool begin_table(const char* id, std::initializer_list<const char*> columns, bool stretch_last) {
  ImGuiTableFlags flags = ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg;
  if (stretch_last) flags |= ImGuiTableFlags_SizingFixedFit;
  if (!ImGui::BeginTable(id, static_cast<int>(columns.size()), flags)) return false;
  int left = static_cast<int>(columns.size());
  for (const char* name : columns)
    ImGui::TableSetupColumn(name, --left == 0 && stretch_last ? ImGuiTableColumnFlags_WidthStretch : 0);
  ImGui::TableHeadersRow();
  return true;
}

}  // namespace lab
