// The help sheet (H): every key and what the mouse does, in five groups laid out in two columns,
// so that at 800 × 600 it fits without scrolling. When the text is larger than that (Ctrl + =), it
// scrolls by keys as well as by the wheel: Page Up / Page Down and ↑ / ↓ while it is open.
// Presenting, it is written at the lesson note's size, to be read from the back of the room.
#include <algorithm>
#include <cfloat>
#include <span>

#include <imgui.h>

#include "shell/shell.hpp"

namespace lab {
namespace {

struct KeyHelp {
  const char* keys;
  const char* what;
};

struct KeyGroup {
  const char* title;
  std::span<const KeyHelp> keys;
};

constexpr KeyHelp mouse_keys[] = {
    {"Drag", "move a point, a vertex, a shape, a rim (Shift: on the grid)"},
    {"Double-click an edge", "add a vertex"},
    {"Right-click, Delete", "remove the vertex under the mouse"},
    {"Wheel; right drag", "zoom about the mouse; pan (middle drag too)"},
};

constexpr KeyHelp keyboard_keys[] = {
    {"Arrows", "pan, while nothing is focused"},
    {"Tab / Shift + Tab", "focus the next / previous handle: a ring"},
    {"Arrows on it", "move it (Shift 10×, Alt ÷10); → ↑ grow a rim"},
    {"Insert; Delete", "add a vertex after the focused one; remove it"},
    {"+ / −;  F", "zoom about the middle; fit the figure"},
    {"F6;  F10 or Alt", "keys to the scene list, figure, predict, panel; the menu bar: arrows move, Space presses"},
};

constexpr KeyHelp window_keys[] = {
    {"Ctrl + = / − / 0", "larger / smaller / normal text"},
    {"F11;  Ctrl + Q", "full screen; quit"},
    {"Esc", "close the help, else drop the focus, else leave presenter mode"},
    {"H or F1", "this help (Page Up / Down, ↑ / ↓ scroll it)"},
};

constexpr KeyHelp scene_keys[] = {
    {"R;  G", "reset the scene; snap to the grid (toggle)"},
    {"Page Up / Down", "previous / next scene"},
    {"Ctrl + Z;  Ctrl + Y", "undo; redo (also Ctrl + Shift + Z)"},
    {"Ctrl + S;  Ctrl + O", "save the state; open a state or lesson"},
    {"Ctrl + V;  Ctrl + E", "open a state link; save the picture"},
};

constexpr KeyHelp class_keys[] = {
    {"→ / Space, ←", "a lesson's next / previous step"},
    {"Home;  R", "its first step; back to this step's start"},
    {"Backspace", "previous step (or remove the focused vertex)"},
    {"F5", "presenter mode: the figure fills the screen"},
    {"P", "predict: hide the answer; P again asks again"},
    {"Space", "reveal the answer (then the next step)"},
    {"F6, arrows, Space", "answer a verdict or a count"},
    {"Tab on a vertex", "an edge question: its edge is the pick"},
    {"Tab, asked a push", "its arrow: arrows move the tip (G rounds), Enter or Space answers"},
    {"Enter;  , / .", "play or pause; one step back / on"},
};

constexpr KeyGroup left_groups[] = {
    {"Mouse", mouse_keys}, {"Keyboard on the figure", keyboard_keys}, {"The window", window_keys}};
constexpr KeyGroup right_groups[] = {{"The scene", scene_keys}, {"Lessons and the class", class_keys}};

// A group's title in bold at the text's size (the heading font is a line taller: it would not fit).
void group_title(const Fonts& fonts, const char* title) {
  const float px = ImGui::GetFontSize();
  const ImVec2 at = ImGui::GetCursorScreenPos();
  ImGui::GetWindowDrawList()->AddText(fonts.note_bold, px, at, ImGui::GetColorU32(ImGuiCol_Text), title);
  ImGui::Dummy(fonts.note_bold->CalcTextSizeA(px, FLT_MAX, 0, title));
}

// One column of the sheet: each group's title, then its keys and what they do, both wrapped to the
// column's width so nothing is cut at any window size.
void key_column(const Fonts& fonts, std::span<const KeyGroup> groups, float width) {
  float keys_width = 0;
  for (const KeyGroup& g : groups)
    for (const KeyHelp& k : g.keys) keys_width = std::max(keys_width, ImGui::CalcTextSize(k.keys).x);
  keys_width = std::min(keys_width, width * 0.42f);
  ImGui::PushStyleVar(ImGuiStyleVar_CellPadding, {ImGui::GetStyle().CellPadding.x, 1});  // rows close: it must fit
  for (const KeyGroup& g : groups) {
    group_title(fonts, g.title);
    if (!ImGui::BeginTable(g.title, 2, ImGuiTableFlags_RowBg, {width, 0})) continue;
    ImGui::TableSetupColumn("keys", ImGuiTableColumnFlags_WidthFixed, keys_width);
    ImGui::TableSetupColumn("what", ImGuiTableColumnFlags_WidthStretch);
    for (const KeyHelp& k : g.keys) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextWrapped("%s", k.keys);
      ImGui::TableNextColumn();
      ImGui::TextWrapped("%s", k.what);
    }
    ImGui::EndTable();
  }
  ImGui::PopStyleVar();
}

}  // namespace

bool Shell::scroll_help(Command c) {
  const bool scrolls = c == Command::PreviousScene || c == Command::NextScene || c == Command::PanUp ||
                       c == Command::PanDown;
  if (!help_ || !scrolls || !ImGui::GetCurrentContext()) return false;  // other keys act as ever
  const float page = ImGui::GetIO().DisplaySize.y * 0.8f, line = ImGui::GetTextLineHeightWithSpacing() * 3;
  switch (c) {
    case Command::PreviousScene: help_scroll_ -= page; return true;
    case Command::NextScene: help_scroll_ += page; return true;
    case Command::PanUp: help_scroll_ -= line; return true;
    case Command::PanDown: help_scroll_ += line; return true;
    default: return false;
  }
}

void Shell::help(const Fonts& fonts, float scale) {
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  ImFont* font = present_ && fonts.note ? fonts.note : ImGui::GetFont();  // presenting: ≥ 18 px
  const float grow = font->FontSize / ImGui::GetFontSize();
  const float width = std::min(display.x - 24 * scale, 1040 * scale * grow);
  ImGui::PushFont(font);
  ImGui::SetNextWindowPos({display.x / 2, display.y / 2}, ImGuiCond_Always, {0.5f, 0.5f});
  ImGui::SetNextWindowSize({width, 0}, ImGuiCond_Always);  // the height fits the sheet, up to the window's
  ImGui::SetNextWindowBgAlpha(0.97f);
  bool open = true;
  ImGui::Begin("Keys and mouse (H or Esc to close)", &open,
               ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse);
  if (help_scroll_ != 0)
    ImGui::SetScrollY(std::clamp(ImGui::GetScrollY() + help_scroll_, 0.0f, ImGui::GetScrollMaxY()));
  help_scroll_ = 0;
  const float gap = ImGui::GetStyle().ItemSpacing.x * 3;
  const float half = (ImGui::GetContentRegionAvail().x - gap) / 2;
  ImGui::BeginGroup();
  key_column(fonts, left_groups, half);
  ImGui::EndGroup();
  ImGui::SameLine(0, gap);
  ImGui::BeginGroup();
  key_column(fonts, right_groups, half);
  // Under the shorter column: the menu bar holds every command; the editor and About are here too.
  ImGui::Spacing();
  ImGui::TextWrapped("Every command is also in the menu bar (F10).");
  if (ImGui::Button("Lesson editor\u2026")) editor_.visible = true, help_ = false;
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Build a lesson from views of the scenes, each with a note");
  ImGui::SameLine();
  if (ImGui::Button("About Collision Lab")) about_ = true, help_ = false;
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Version, licence and the libraries it uses");
  ImGui::EndGroup();
  ImGui::End();
  ImGui::PopFont();
  if (!open) help_ = false;
}

}  // namespace lab
