// A Dear ImGui context for panel tests, with no window: a display size, no imgui.ini written,
// and the font atlas built (NewFrame needs it). Gone at the end of the scope, also when a
// REQUIRE fails half-way.
#pragma once
#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cfloat>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

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

/// `text` without its spaces, which draw nothing: what drawn_characters can read back.
inline std::string without_spaces(std::string text) {
  text.erase(std::remove(text.begin(), text.end(), ' '), text.end());
  return text;
}

/// The characters the window named `name` drew this frame, in the order drawn, read back from
/// its draw list (four vertices a glyph, the first at the glyph's corner in the font atlas);
/// spaces draw nothing and are not there. Empty when the window was not drawn this frame.
inline std::string drawn_characters(const char* name) {
  const ImGuiWindow* window = ImGui::FindWindowByName(name);
  if (!window || !window->Active) return {};
  std::map<std::pair<float, float>, unsigned> by_corner;
  for (const ImFont* font : ImGui::GetIO().Fonts->Fonts)
    for (const ImFontGlyph& g : font->Glyphs)
      if (g.Visible) by_corner[{g.U0, g.V0}] = g.Codepoint;
  std::string out;
  const auto& v = window->DrawList->VtxBuffer;
  for (int i = 0; i + 3 < v.Size;) {
    const ImDrawVert &a = v[i], &b = v[i + 1], &c = v[i + 2], &d = v[i + 3];
    const auto it = by_corner.find({a.uv.x, a.uv.y});
    const bool quad = a.pos.y == b.pos.y && b.pos.x == c.pos.x && c.pos.y == d.pos.y && d.pos.x == a.pos.x &&
                      a.uv.y == b.uv.y && b.uv.x == c.uv.x && a.pos.x < b.pos.x;
    if (quad && it != by_corner.end() && it->second < 0x80) {
      out += static_cast<char>(it->second);
      i += 4;
    } else {
      ++i;
    }
  }
  return out;
}

/// The middle of each framed widget the window named `name` drew this frame (a button, a field,
/// a slider): each run of draw-list vertices in the button or frame colour, as its box's middle.
inline std::vector<ImVec2> framed_widgets(const char* name) {
  std::vector<ImVec2> middles;
  const ImGuiWindow* window = ImGui::FindWindowByName(name);
  if (!window) return middles;
  const ImU32 button = ImGui::GetColorU32(ImGuiCol_Button), frame = ImGui::GetColorU32(ImGuiCol_FrameBg);
  ImVec2 lo{FLT_MAX, FLT_MAX}, hi{-FLT_MAX, -FLT_MAX};
  for (const ImDrawVert& v : window->DrawList->VtxBuffer) {
    if (v.col == button || v.col == frame) {
      lo = {std::min(lo.x, v.pos.x), std::min(lo.y, v.pos.y)};
      hi = {std::max(hi.x, v.pos.x), std::max(hi.y, v.pos.y)};
    } else if (lo.x <= hi.x) {
      middles.push_back({(lo.x + hi.x) / 2, (lo.y + hi.y) / 2});
      lo = {FLT_MAX, FLT_MAX}, hi = {-FLT_MAX, -FLT_MAX};
    }
  }
  if (lo.x <= hi.x) middles.push_back({(lo.x + hi.x) / 2, (lo.y + hi.y) / 2});
  return middles;
}

/// The tooltips shown when the mouse rests on each framed widget of the window named `window`
/// (framed_widgets): each tooltip's characters once (drawn_characters: no spaces). `frame` builds
/// one frame's windows (it is called between NewFrame and Render). For asserting that a widget
/// has its tooltip: its words are among these.
template <class Frame>
std::set<std::string> tooltips_over(const char* window, Frame&& frame) {
  ImGuiIO& io = ImGui::GetIO();
  const auto tooltip_at = [&](ImVec2 mouse) {
    io.MousePos = mouse;
    ImGui::NewFrame();
    frame();
    std::string shown = drawn_characters("##Tooltip_00");
    ImGui::Render();
    return shown;
  };
  tooltip_at({-FLT_MAX, -FLT_MAX});  // twice: a window that fits its contents takes its size
  tooltip_at({-FLT_MAX, -FLT_MAX});
  std::set<std::string> seen;
  for (const ImVec2 at : framed_widgets(window))
    for (int i = 0; i < 2; ++i)  // the first frame there finds the widget under the mouse
      if (std::string shown = tooltip_at(at); !shown.empty()) seen.insert(shown);
  return seen;
}
