#include "shell/path_dialog.hpp"

#include <algorithm>
#include <cfloat>
#include <cstring>
#include <filesystem>
#include <string>
#include <string_view>

#include <imgui.h>

#include "window/imgui_canvas.hpp"
#include "palette.hpp"
#include "files/user_dirs.hpp"

namespace lab {

void PathDialog::show(Purpose purpose, const std::string& path) {
  purpose_ = purpose;
  visible_ = focus_ = true;
  select_name_ = true;
  problem.clear();
  std::strncpy(text_, path.c_str(), sizeof text_ - 1);
  text_[sizeof text_ - 1] = '\0';
}

int PathDialog::place_selection(ImGuiInputTextCallbackData* data) {
  auto* dialog = static_cast<PathDialog*>(data->UserData);
  if (!dialog->select_name_) return 0;
  dialog->select_name_ = false;
  const std::string_view path(data->Buf, static_cast<std::size_t>(data->BufTextLen));
  const std::size_t slash = path.find_last_of('/');
  const int start = slash == std::string_view::npos ? 0 : static_cast<int>(slash) + 1;
  int end = data->BufTextLen;
  if (path.ends_with(".json") && end - 5 > start) end -= 5;
  data->SelectionStart = start;
  data->SelectionEnd = data->CursorPos = end;
  return 0;
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
  bool go = ImGui::InputText("##path", text_, sizeof text_,
                             ImGuiInputTextFlags_EnterReturnsTrue | ImGuiInputTextFlags_CallbackAlways, place_selection,
                             this);
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
  // Enter leaves the field; should the path not work, the dialog stays and the field takes the
  // keys again, so they never fall through to the scene's shortcuts behind it.
  focus_ = true;
  return expand_home(text_).string();
}

}  // namespace lab
