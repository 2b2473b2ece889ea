#include "shell/about.hpp"

#include <SDL_version.h>
#include <algorithm>
#include <initializer_list>
#include <imgui.h>
#include <zlib.h>

#ifndef __EMSCRIPTEN__  // the web page has no command line and no PDF handout (app/window/web_*)
#include <cairo.h>
#include <librsvg/rsvg.h>
#include <pango/pango-features.h>

#include <CLI/Version.hpp>
#endif
#include <glm/detail/setup.hpp>
#include <nlohmann/json.hpp>

#include "shell/shell.hpp"

namespace lab {
namespace {

// The numbers with "." between them. Appended one by one: GCC 12 -O3 misread
// (out.empty() ? "" : ".") + std::to_string(part) as a 2^63-byte memcpy.
std::string version_text(std::initializer_list<int> parts) {
  std::string out;
  for (const int part : parts) {
    if (!out.empty()) out += '.';
    out += std::to_string(part);
  }
  return out;
}

}  // namespace

std::string about_version() { return std::string("Collision Lab ") + LAB_VERSION; }

std::string about_licence() {
  return "No licence has been chosen yet: the app may be installed and used, and all other rights are "
         "reserved by the authors (the package's copyright file says the same).";
}

std::vector<AboutLibrary> about_libraries() {
  return {
      {"SDL 2", version_text({SDL_MAJOR_VERSION, SDL_MINOR_VERSION, SDL_PATCHLEVEL}), "the window, keys, mouse"},
      {"Dear ImGui", IMGUI_VERSION, "menus, panels and the figure's drawing"},
#ifdef __EMSCRIPTEN__
      {"WebGL 2", "", "drawing in the page"},
#else
      {"OpenGL 3.3", "", "drawing on the screen"},
#endif
      {"GLM", version_text({GLM_VERSION_MAJOR, GLM_VERSION_MINOR, GLM_VERSION_PATCH, GLM_VERSION_REVISION}),
       "vectors in the core"},
      {"JSON for Modern C++ (nlohmann)",
       version_text({NLOHMANN_JSON_VERSION_MAJOR, NLOHMANN_JSON_VERSION_MINOR, NLOHMANN_JSON_VERSION_PATCH}),
       "state, lesson and settings files, query"},
#ifndef __EMSCRIPTEN__
      {"CLI11", CLI11_VERSION, "the command line"},
#endif
      {"zlib", ZLIB_VERSION, "state links"},
      {"stb_image_write", "", "PNG pictures"},
#ifndef __EMSCRIPTEN__
      {"cairo", CAIRO_VERSION_STRING, "handouts (PDF)"},
      {"Pango", PANGO_VERSION_STRING, "handouts' text"},
      {"librsvg", LIBRSVG_VERSION, "handouts' figures"},
#endif
      {"DejaVu fonts", "", "every text"},
  };
}

// The About window: a movable window over the figure, closed by its ×.
void Shell::about_window(float scale) {
  if (!about_) return;
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  ImGui::SetNextWindowPos({display.x / 2, display.y / 2}, ImGuiCond_Appearing, {0.5f, 0.5f});
  // As wide as the text reads well, as tall as it is (0: fitted every frame).
  ImGui::SetNextWindowSize({std::min(520 * scale, display.x - 20), 0}, ImGuiCond_Always);
  ImGui::Begin("About Collision Lab", &about_, ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse);
  ImGui::TextUnformatted(about_version().c_str());
  ImGui::TextWrapped("An interactive textbook of 2D collision detection: every figure is a live scene.");
  ImGui::Spacing();
  ImGui::TextWrapped("Licence: %s", about_licence().c_str());
  ImGui::Spacing();
  ImGui::TextUnformatted("Built with:");
  if (ImGui::BeginTable("libraries", 3, ImGuiTableFlags_RowBg)) {
    ImGui::TableSetupColumn("library", ImGuiTableColumnFlags_WidthFixed);
    ImGui::TableSetupColumn("version", ImGuiTableColumnFlags_WidthFixed);
    ImGui::TableSetupColumn("for", ImGuiTableColumnFlags_WidthStretch);
    for (const auto& l : about_libraries()) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(l.name.c_str());
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(l.version.c_str());
      ImGui::TableNextColumn();
      ImGui::TextWrapped("%s", l.use.c_str());
    }
    ImGui::EndTable();
  }
  if (ImGui::Button("Close")) about_ = false;
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Close this window and go back to the figure");
  ImGui::End();
}

}  // namespace lab
