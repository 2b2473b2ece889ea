// Whether the last item is under the mouse, not only lit by the keyboard. ImGui 1.86 counts an
// item lit by keyboard navigation as hovered, so a tooltip asked for on hover showed for the
// keyboard's item too: in menus (GTK's and Qt's show none there) and in predict's strip, over the
// button below it. The mouse moved onto the item shows it again.
#pragma once
#include <imgui.h>
#include <imgui_internal.h>

namespace lab {

inline bool mouse_on_item(ImGuiHoveredFlags flags = 0) {
  return ImGui::IsItemHovered(flags) && !GImGui->NavDisableMouseHover;
}

}  // namespace lab
