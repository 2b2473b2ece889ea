#include "shell/path_dialog.hpp"

#include <algorithm>
#include <cfloat>
#include <cstring>
#include <string_view>

#include <imgui.h>

#include "window/imgui_canvas.hpp"
#include "scenes/palette.hpp"
#include "scenes/panel.hpp"

namespace lab {

namespace fs = std::filesystem;

namespace {

// The text after the last '/': the name being typed.
std::string_view name_part(std::string_view text) {
  const std::size_t slash = text.find_last_of('/');
  return slash == std::string_view::npos ? text : text.substr(slash + 1);
}

// `c` (a character of ImGui's 16-bit input queue) as UTF-8.
std::string utf8(unsigned c) {
  if (c < 0x80) return std::string(1, static_cast<char>(c));
  if (c < 0x800) return {static_cast<char>(0xC0 | c >> 6), static_cast<char>(0x80 | (c & 0x3F))};
  return {static_cast<char>(0xE0 | c >> 12), static_cast<char>(0x80 | (c >> 6 & 0x3F)),
          static_cast<char>(0x80 | (c & 0x3F))};
}

}  // namespace

void PathDialog::show(Purpose purpose, const std::string& path) {
  purpose_ = purpose;
  ++showing_;
  visible_ = focus_ = true;
  cursor_ = Cursor::SelectName;
  highlighted_ = -1;
  early_keys_.clear();
  early_enter_ = false;
  problem.clear();
  base_ = resolve_typed(path, {}).parent_path();
  if (base_.empty()) base_ = ".";
  listed_.clear();  // listed afresh: the folder may have changed since the last showing
  set_text(path);
}

void PathDialog::set_text(const std::string& text) {
  std::strncpy(text_, text.c_str(), sizeof text_ - 1);
  text_[sizeof text_ - 1] = '\0';
}

fs::path PathDialog::typed_folder(const std::string& text) const {
  const std::size_t slash = text.find_last_of('/');
  if (slash == std::string::npos) return base_;
  return resolve_typed(text.substr(0, slash + 1), base_).lexically_normal();
}

// The folder the field names, listed again only when the field names another (not every frame).
void PathDialog::refresh_listing() {
  const fs::path folder = typed_folder(text_);
  if (!listed_.empty() && folder == listed_) return;
  listed_ = folder;
  listing_ = list_folder(folder, name_part(text_).starts_with('.'));
  if (folder.has_relative_path()) listing_.insert(listing_.begin(), FolderEntry{"..", true});
  highlighted_ = -1;
}

// The field's callback: the cursor placed when it takes the keys, Tab, Up and Down, an edit.
int PathDialog::on_input(ImGuiInputTextCallbackData* data) {
  auto* dialog = static_cast<PathDialog*>(data->UserData);
  const std::string_view text(data->Buf, static_cast<std::size_t>(data->BufTextLen));
  const int name_start = static_cast<int>(text.size() - name_part(text).size());
  if (data->EventFlag == ImGuiInputTextFlags_CallbackAlways && dialog->cursor_ != Cursor::Keep) {
    int end = data->BufTextLen;
    if (dialog->cursor_ == Cursor::SelectName) end -= static_cast<int>(kind_extension_size(text.substr(name_start)));
    data->SelectionStart = dialog->cursor_ == Cursor::SelectName ? name_start : end;
    data->SelectionEnd = data->CursorPos = end;
    dialog->cursor_ = Cursor::Keep;
    if (!dialog->early_keys_.empty()) {  // typed before the field took the keys: they replace the selection
      data->DeleteChars(data->SelectionStart, data->SelectionEnd - data->SelectionStart);
      data->InsertChars(data->CursorPos, dialog->early_keys_.c_str());
      dialog->early_keys_.clear();
    }
  } else if (data->EventFlag == ImGuiInputTextFlags_CallbackCompletion) {
    // The listing is of the folder the text names (refresh_listing ran on this text's frame).
    const std::string completed = complete_name(dialog->listing_, name_part(text));
    data->DeleteChars(name_start, data->BufTextLen - name_start);
    data->InsertChars(name_start, completed.c_str());
  } else if (data->EventFlag == ImGuiInputTextFlags_CallbackHistory) {
    const int count = static_cast<int>(dialog->listing_.size());
    const int step = data->EventKey == ImGuiKey_UpArrow ? -1 : 1;
    if (count > 0) dialog->highlighted_ = std::clamp(dialog->highlighted_ + step, 0, count - 1);
  } else if (data->EventFlag == ImGuiInputTextFlags_CallbackEdit) {
    dialog->highlighted_ = -1;  // typing takes back what Up/Down chose
  }
  return 0;
}

// A folder entered (its path in the field, a save's name kept), or a file picked: an opened
// file is the answer; a saved one's name goes in the field, for Enter to confirm.
std::optional<std::string> PathDialog::pick(const FolderEntry& entry) {
  const fs::path path = (listed_ / entry.name).lexically_normal();
  focus_ = true;
  cursor_ = Cursor::End;
  highlighted_ = -1;
  if (entry.folder) {
    const std::string keep = purpose_ == Purpose::SaveState ? std::string(name_part(text_)) : "";
    set_text((path / "").string() + keep);
    if (!keep.empty()) cursor_ = Cursor::SelectName;
    return std::nullopt;
  }
  set_text(path.string());
  if (purpose_ == Purpose::Open) return path.string();
  cursor_ = Cursor::SelectName;
  return std::nullopt;
}

// Enter on the field's text: a folder is entered; a save's name without ".json" gets a state
// file's extension; an opened name without one finds the file that has it.
std::optional<std::string> PathDialog::confirm(std::string typed) {
  if (typed.empty()) return std::nullopt;
  fs::path path = resolve_typed(typed, base_);
  std::error_code ec;
  if (typed.ends_with('/') || fs::is_directory(path, ec)) {
    if (!fs::is_directory(path, ec)) {
      problem = "There is no folder " + path.string();
      return std::nullopt;
    }
    set_text((path.lexically_normal() / "").string());
    focus_ = true;
    cursor_ = Cursor::End;
    return std::nullopt;
  }
  path = purpose_ == Purpose::SaveState ? with_state_extension(path) : existing_with_extension(path);
  // Should the path not work, the field takes the keys again (they never reach the scene behind),
  // its cursor at the end to fix the path.
  focus_ = true;
  cursor_ = Cursor::End;
  return path.string();
}

// The listing under the field; true when an entry was clicked (its index in highlighted_).
bool PathDialog::list_entries() {
  ImGui::TextDisabled("In %s", listed_.empty() ? "." : listed_.c_str());
  const float rows = std::min(8.0f, static_cast<float>(std::max<std::size_t>(listing_.size(), 1)));
  const float padding = ImGui::GetStyle().WindowPadding.y * 2;
  ImGui::BeginChild("##listing", {0, rows * ImGui::GetTextLineHeightWithSpacing() + padding}, true);
  bool clicked = false;
  if (listing_.empty()) ImGui::TextDisabled("(no folders or .json files here)");
  for (int i = 0; i < static_cast<int>(listing_.size()); ++i) {
    const auto& e = listing_[i];
    const std::string label = e.folder ? e.name + "/" : e.name;
    ImGui::PushID(i);
    if (ImGui::Selectable(label.c_str(), i == highlighted_)) {
      highlighted_ = i;
      clicked = true;
    }
    if (ImGui::IsItemHovered())
      ImGui::SetTooltip("%s", e.folder                    ? "Go into this folder"
                              : purpose_ == Purpose::Open ? "Open this file"
                                                          : "Take this name: Save (Enter) then replaces the file");
    if (i == highlighted_ && !clicked) ImGui::SetScrollHereY();
    ImGui::PopID();
  }
  ImGui::EndChild();
  return clicked;
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
  refresh_listing();
  if (focus_) ImGui::SetKeyboardFocusHere();
  focus_ = false;
  ImGui::SetNextItemWidth(-FLT_MIN);
  const ImGuiInputTextFlags flags = ImGuiInputTextFlags_EnterReturnsTrue | ImGuiInputTextFlags_CallbackAlways |
                                    ImGuiInputTextFlags_CallbackCompletion | ImGuiInputTextFlags_CallbackHistory |
                                    ImGuiInputTextFlags_CallbackEdit;
  // Characters typed between the showing and the field taking the keys (a frame or two; ImGui
  // 1.86 drops what comes on the frame a field is activated) are kept for the field.
  // So is Enter, confirming them once they are in the field.
  if (cursor_ != Cursor::Keep) {
    auto& queue = ImGui::GetIO().InputQueueCharacters;
    for (ImWchar c : queue) early_keys_ += utf8(c);
    queue.resize(0);
    early_enter_ = early_enter_ || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter), false);
  }
  // A field of its own each showing: ImGui keeps an active field's text, cursor and selection by
  // its id, and the last showing's must never take the keys typed into this one.
  ImGui::PushID(showing_);
  bool entered = ImGui::InputText("##path", text_, sizeof text_, flags, on_input, this);
  ImGui::PopID();
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip(saving ? "Where to save: a name alone goes in the folder listed below; Tab completes a name"
                             : "The file to open: a name alone is in the folder listed below; Tab completes a name");
  if (early_enter_ && cursor_ == Cursor::Keep) {
    entered = true;
    early_enter_ = false;
  }
  const int chosen = highlighted_;
  const bool clicked = list_entries();
  std::error_code ec;
  if (saving && text_[0] != '\0' && fs::is_regular_file(with_state_extension(resolve_typed(text_, base_)), ec))
    ImGui::TextDisabled("A file is already there: saving replaces it.");
  if (!problem.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(to_imgui(palette::deciding)));
    ImGui::TextWrapped("%s", with_warning_mark(problem).c_str());
    ImGui::PopStyleColor();
  }
  const bool button = ImGui::Button(saving ? "Save (Enter)" : "Open (Enter)");
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip(saving ? "Save the state to the file named above; a folder named is entered instead"
                             : "Open the file named above; a folder named is entered instead");
  ImGui::SameLine();
  if (ImGui::Button("Cancel (Esc)") || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false)) open = false;
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip(saving ? "Close this dialog; nothing is saved" : "Close this dialog; nothing is opened");
  ImGui::TextDisabled("Tab completes a name; Up and Down walk the list.");
  ImGui::End();
  if (!open) {
    visible_ = false;
    return std::nullopt;
  }
  if (clicked) return pick(listing_[highlighted_]);
  if (entered && chosen >= 0 && chosen < static_cast<int>(listing_.size())) return pick(listing_[chosen]);
  if (entered || button) return confirm(text_);
  return std::nullopt;
}

}  // namespace lab
