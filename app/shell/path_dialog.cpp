#include "path_dialog.hpp"

#include <algorithm>
#include <cfloat>
#include <cstring>
#include <filesystem>

#include <imgui.h>

#include "imgui_canvas.hpp"
#include "palette.hpp"
#include "user_dirs.hpp"

namespace lab {

void PathDialog::show(Purpose purpose, const std::string& path) {
  purpose_ = purpose;
  visible_ = focus_ = true;
  problem.clear();
  std::strncpy(text_, path.c_str(), sizeof text_ - 1);
  text_[sizeof text_ - 1] = '\0';
}

std::optional<std::string> PathDialog::frame(float scale) {
  if (!visible_) return std::nullopt;
  const bool saving = purpose_ == Purpose::SaveState;
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  ImGui::SetNextWindowPos({display.x / 2, display.y / 3}, ImGuiCond_Always, {0.5f, 0.5f});
  ImGui::SetNextWindowSize({std::min(display.x * 0.9f, 640 * scale), 0});
  ImGui::SetNextWindowFocus();
  bool open = true;
  ImGui::Begin(saving ? "Save the scene's state###path" : "Open a state or lesson file###path", &open,
               ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoResize);
  ImGui::TextUnformatted(saving ? "Save to (a state file, as --state reads):" : "Open (a state file or a lesson):");
  if (focus_) ImGui::SetKeyboardFocusHere();
  focus_ = false;
  ImGui::SetNextItemWidth(-FLT_MIN);
  bool go = ImGui::InputText("##path", text_, sizeof text_, ImGuiInputTextFlags_EnterReturnsTrue);
  std::error_code ec;
  if (saving && text_[0] != '\0' && std::filesystem::is_regular_file(expand_home(text_), ec))
    ImGui::TextDisabled("A file is already there: saving replaces it.");
  if (!problem.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(to_imgui(palette::deciding)));
    ImGui::TextWrapped("%s", problem.c_str());
    ImGui::PopStyleColor();
  }
  go = ImGui::Button(saving ? "Save (Enter)" : "Open (Enter)") || go;
  ImGui::SameLine();
  if (ImGui::Button("Cancel (Esc)") || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false)) open = false;
  ImGui::End();
  if (!open) visible_ = false;
  if (!go || !open || text_[0] == '\0') return std::nullopt;
  return expand_home(text_).string();
}

}  // namespace lab
