// A Dear ImGui context for panel tests, with no window: a display size, no imgui.ini written,
// and the font atlas built (NewFrame needs it). Gone at the end of the scope, also when a
// REQUIRE fails half-way.
#pragma once
#include <imgui.h>

class HeadlessImGui {
 public:
  HeadlessImGui() {
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.DisplaySize = {1280, 800};
    io.DeltaTime = 1.0f / 60;
    io.IniFilename = nullptr;  // a test leaves no imgui.ini behind
    unsigned char* pixels = nullptr;
    int width = 0, height = 0;
    io.Fonts->GetTexDataAsRGBA32(&pixels, &width, &height);
  }
  ~HeadlessImGui() { ImGui::DestroyContext(); }
  HeadlessImGui(const HeadlessImGui&) = delete;
  HeadlessImGui& operator=(const HeadlessImGui&) = delete;
};
