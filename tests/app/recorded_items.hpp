// The items of one frame of the shell as ImGui added them (id, window, rectangle), and clicks on
// them by label: for test_app only, whose link wraps ImGui::ItemAdd (tests/CMakeLists.txt; the
// wrapper is in test_tooltips.cpp) and records into `recording` while a test asks it to.
#pragma once
#include <doctest/doctest.h>
#include <imgui.h>
#include <imgui_internal.h>

#include <cfloat>
#include <string>
#include <vector>

#include "app_screen.hpp"

namespace lab::testing::items {

/// An item as ImGui added it in the recorded frame.
struct Item {
  ImGuiID id;
  ImGuiWindow* window;
  ImRect rect;
  bool combo;  ///< a combo box (BeginCombo is the one widget adding an item with a nav rectangle and no flags)
};

/// Where ItemAdd records items (null: not recording; every other test runs with it null).
inline std::vector<Item>* recording = nullptr;

/// True when `w` is `window` or a child window in it (a submenu is a child window too, but its
/// items are its own).
inline bool inside(const ImGuiWindow* w, const ImGuiWindow* window) {
  while (w != window && w && (w->Flags & ImGuiWindowFlags_ChildWindow) && !(w->Flags & ImGuiWindowFlags_ChildMenu))
    w = w->ParentWindow;
  return w == window;
}

/// The items of window `name` (and of its child windows) drawn in one frame, each with the part
/// of it inside the window's visible area; after `settle` frames with the mouse away.
inline std::vector<Item> items_of(const AppScreen& screen, Shell& shell, const char* name, int settle = 2) {
  screen.io().MousePos = {-FLT_MAX, -FLT_MAX};
  screen.frames(shell, settle);
  std::vector<Item> all;
  recording = &all;
  screen.frames(shell, 1);
  recording = nullptr;
  ImGuiWindow* window = ImGui::FindWindowByName(name);
  REQUIRE_MESSAGE((window && window->Active), name << " is not drawn");
  std::vector<Item> out;
  for (Item item : all) {
    if (!inside(item.window, window)) continue;
    // The title bar's close button is not in the inner rectangle; a menu bar's items are above it.
    const bool in_menu_bar = (item.window->Flags & ImGuiWindowFlags_MenuBar) &&
                             item.window->MenuBarRect().Overlaps(item.rect);
    item.rect.ClipWith(in_menu_bar ? item.window->MenuBarRect() : item.window->InnerClipRect);
    if (item.rect.GetWidth() >= 1 && item.rect.GetHeight() >= 1) out.push_back(item);
  }
  return out;
}

/// A click of the left button at `at`: pressed in one frame, let go in the next.
inline void click_at(const AppScreen& screen, Shell& shell, ImVec2 at) {
  screen.io().MousePos = at;
  screen.frames(shell, 1);
  screen.io().MouseDown[0] = true;
  screen.frames(shell, 1);
  screen.io().MouseDown[0] = false;
  screen.frames(shell, 1);
}

/// Clicks the item `label` of window `name` (of its menu bar with `in_menu_bar`: ImGui's
/// BeginMenuBar pushes the id "##menubar").
inline void click(const AppScreen& screen, Shell& shell, const char* name, const char* label,
                  bool in_menu_bar = false) {
  ImGuiWindow* window = ImGui::FindWindowByName(name);
  REQUIRE_MESSAGE(window, name);
  const ImGuiID seed = in_menu_bar ? ImHashStr("##menubar", 0, window->ID) : window->ID;
  const ImGuiID id = ImHashStr(label, 0, seed);
  for (const Item& item : items_of(screen, shell, name))
    if (item.id == id) return click_at(screen, shell, item.rect.GetCenter());
  FAIL("no item " << std::string(label) << " in " << std::string(name));
}

}  // namespace lab::testing::items
