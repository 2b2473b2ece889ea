#include "files/save_picture.hpp"

#include <SDL_opengl.h>
#include <backends/imgui_impl_opengl3.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <ctime>
#include <vector>

#include "files/atomic_file.hpp"
#include "window/driver_allocations.hpp"
#include "files/pictures_dir.hpp"
#include "window/screenshot.hpp"
#include "window/svg_screenshot.hpp"

namespace lab {
namespace {

// The canvas's pixels (figure and caption) from the back buffer, rows bottom-up.
std::vector<unsigned char> read_canvas(const Camera& camera, ImVec2 fb_scale, int drawable_height, Size& size) {
  const int x = static_cast<int>(std::lround(camera.origin.x * fb_scale.x));
  const int top = static_cast<int>(std::lround(camera.origin.y * fb_scale.y));
  size = {std::max(1, static_cast<int>(std::lround(camera.size.x * fb_scale.x))),
          std::max(1, std::min(drawable_height - top, static_cast<int>(std::lround(camera.size.y * fb_scale.y))))};
  std::vector<unsigned char> pixels(static_cast<std::size_t>(size.w) * size.h * 3);
  const DriverAllocations driver;
  glFinish();
  glPixelStorei(GL_PACK_ALIGNMENT, 1);
  glReadBuffer(GL_BACK);
  glReadPixels(x, drawable_height - top - size.h, size.w, size.h, GL_RGB, GL_UNSIGNED_BYTE, pixels.data());
  return pixels;
}

// The frame drawn into the back buffer (cleared first) from `data`.
void draw_frame(const ImDrawData& data) {
  const DriverAllocations driver;
  glClear(GL_COLOR_BUFFER_BIT);
  ImGui_ImplOpenGL3_RenderDrawData(const_cast<ImDrawData*>(&data));
}

// A folder under home as ~/…, the way the reader knows it (and short enough for the panel).
std::string home_as_tilde(const std::filesystem::path& dir) {
  const char* home = std::getenv("HOME");
  const std::string text = dir.string();
  if (!home || !*home) return text;
  const std::string prefix = std::filesystem::path(home).lexically_normal().string();
  if (text.starts_with(prefix) && text.size() > prefix.size() && text[prefix.size()] == '/' && prefix != "/")
    return std::string("~").append(text, prefix.size());  // not "~" + …: GCC 12 -O3 misread that
  return text;
}

std::tm local_now() {
  const std::time_t now = std::time(nullptr);
  std::tm t{};
  localtime_r(&now, &t);
  return t;
}

}  // namespace

PictureOutcome save_picture_files(const std::filesystem::path& dir, const std::string& stem,
                                  std::span<const unsigned char> png, std::string_view svg) {
  if (dir.empty()) return {"Could not save the picture: no Pictures folder (HOME is not set)", false};
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec) return {"Could not save the picture: cannot create " + dir.string() + ": " + ec.message(), false};
  const std::string name = unused_stem(dir, stem);
  std::string error;
  if (!write_file_atomically(dir / (name + ".png"), png, error))
    return {"Could not save the picture: cannot write " + (dir / (name + ".png")).string() + ": " + error, false};
  const auto* bytes = reinterpret_cast<const unsigned char*>(svg.data());
  if (!write_file_atomically(dir / (name + ".svg"), {bytes, svg.size()}, error))
    return {"Saved " + name + ".png, but cannot write " + (dir / (name + ".svg")).string() + ": " + error, false};
  return {"Saved " + name + ".png and .svg in " + home_as_tilde(dir), true};
}

FigureOnly::FigureOnly() {
  const ImGuiWindow* canvas = ImGui::FindWindowByName("Canvas");
  const ImDrawData* frame = ImGui::GetDrawData();
  if (!canvas || !canvas->Active || !frame) return;
  list_ = canvas->DrawList;
  data_.Valid = true;
  data_.CmdListsCount = 1;
  data_.CmdLists = &list_;
  data_.TotalVtxCount = list_->VtxBuffer.Size;
  data_.TotalIdxCount = list_->IdxBuffer.Size;
  data_.DisplayPos = frame->DisplayPos;
  data_.DisplaySize = frame->DisplaySize;
  data_.FramebufferScale = frame->FramebufferScale;
}

void save_window_picture(Shell& shell, const Fonts& fonts, ImVec2 framebuffer_scale, int drawable_height) {
  // The picture is the figure, not what happens to lie over it this frame (a tooltip, a menu,
  // predict mode's buttons): draw the canvas's list alone, read it, then the whole frame again.
  const FigureOnly figure;
  if (figure.data()) draw_frame(*figure.data());
  Size size;
  const auto pixels = read_canvas(shell.camera(), framebuffer_scale, drawable_height, size);
  if (figure.data()) draw_frame(*ImGui::GetDrawData());
  const auto png = encode_png(size, pixels);
  if (png.empty()) {
    shell.picture_saved("Could not save the picture: cannot encode it as PNG", false);
    return;
  }
  const std::string svg = shell_figure_svg(shell, fonts);
  const std::string stem = picture_stem(shell.scene().info().id, local_now());
  const PictureOutcome outcome = save_picture_files(pictures_dir(), stem, png, svg);
  shell.picture_saved(outcome.message, outcome.ok);
}

}  // namespace lab
