#include "panel.hpp"

#include <imgui_internal.h>

#include <algorithm>
#include <vector>

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
long long deciding_mark_count = 0;   // texts drawn holding ▶ so far
std::vector<ImGuiID> marked_tables;  // the tables that held one, in the panel being drawn
}  // namespace

long long deciding_marks_drawn() { return deciding_mark_count; }

void count_deciding_mark(std::string_view text) {
  if (text.find(deciding_mark) == std::string_view::npos) return;
  ++deciding_mark_count;
  const ImGuiTable* table = ImGui::GetCurrentContext() ? ImGui::GetCurrentTable() : nullptr;
  if (table && std::find(marked_tables.begin(), marked_tables.end(), table->ID) == marked_tables.end())
    marked_tables.push_back(table->ID);
}

std::string with_deciding_mark(const std::string& text) { return std::string(deciding_mark) + " " + text; }

std::string with_warning_mark(const std::string& text) { return "\u26A0 " + text; }

namespace {

// The short form of ▶'s meaning, right in the header of a table whose rows it marks, after the
// last column's name ("result   ▶ decides"): seen with the table, with no line of its own (a
// line above the separating-axis table pushed its last rows out of view at 1280×800, one under
// the panel was seen only by scrolling). Left out where the header has no room for it; the whole
// meaning is its tooltip, and the line under the panel.
void header_note(ImGuiID id, const std::string& note) {
  const ImGuiTable* table = ImGui::TableFindByID(id);
  if (!table || table->ColumnsCount < 1 || table->LastFrameActive != ImGui::GetFrameCount()) return;
  const ImGuiTableColumn& last = table->Columns[table->ColumnsCount - 1];
  const ImVec2 size = ImGui::CalcTextSize(note.c_str());
  const ImVec2 at{last.WorkMaxX - size.x, table->OuterRect.Min.y + table->CellPaddingY};
  if (!last.IsVisibleX || at.x < last.ContentMaxXHeadersIdeal + ImGui::GetStyle().ItemSpacing.x) return;
  ImGui::GetWindowDrawList()->AddText(at, ImGui::GetColorU32(ImGuiCol_Text),
                                      note.c_str());  // as the names: 3.8:1 in grey
  if (ImGui::IsWindowHovered() && ImGui::IsMouseHoveringRect(at, {at.x + size.x, at.y + size.y}))
    ImGui::SetTooltip("%s", with_deciding_mark(deciding_mark_meaning).c_str());
}

}  // namespace

void scene_panel(Scene& scene) {
  const long long before = deciding_marks_drawn();
  marked_tables.clear();
  scene.panel();
  if (deciding_marks_drawn() == before) return;
  // Walking a test step by step (SAT's and EPA's "step", GJK's "iteration"), ▶ marks the step
  // shown, not the deciding one.
  const bool stepping = scene.state().option("step", 0) != 0 || scene.state().option("iteration", 0) != 0;
  for (const ImGuiID table : marked_tables) header_note(table, with_deciding_mark(stepping ? "step shown" : "decides"));
  // Said where it is read, once: a class does not have docs/using.md open.
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
