// A Dear ImGui context for panel tests, with no window: a display size, no imgui.ini written,
// and the font atlas built (NewFrame needs it). Gone at the end of the scope, also when a
// REQUIRE fails half-way.
#pragma once
#include <imgui.h>
#include <imgui_internal.h>

#include <string>

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

/// Every piece of text a panel writes in one frame (labels, table cells, wrapped lines), as
/// ImGui's own log captures it: for asserting on the words a panel shows. `panel` is called
/// between Begin and End of a 420-pixel-wide window.
template <class Panel>
std::string panel_text(Panel&& panel) {
  ImGui::NewFrame();
  ImGui::SetNextWindowSize({420, 760});
  ImGui::Begin("panel");
  ImGui::LogToBuffer();
  panel();
  std::string text = ImGui::GetCurrentContext()->LogBuffer.c_str();
  ImGui::LogFinish();
  ImGui::End();
  ImGui::Render();
  return text;
}
