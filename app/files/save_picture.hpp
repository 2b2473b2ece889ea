// Save picture (Ctrl+E, or the panel's button): the figure and its caption as a PNG (the pixels
// the window just drew) and an SVG (the same view through SvgCanvas), named after the scene and
// the time, in pictures_dir(). The shell shows where they went, or why they could not be saved.
#pragma once
#include <filesystem>
#include <span>
#include <string>
#include <string_view>

#include <imgui.h>

#include "window/fonts.hpp"
#include "shell/shell.hpp"

namespace lab {

struct PictureOutcome {
  std::string message;  ///< "Saved … in …", or what went wrong
  bool ok = false;
};

/// Write STEM.png and STEM.svg into `dir`, creating it; each file atomically.
PictureOutcome save_picture_files(const std::filesystem::path& dir, const std::string& stem,
                                  std::span<const unsigned char> png, std::string_view svg);

/// The frame's figure alone, after ImGui::Render: the canvas window's draw list (grid, figure,
/// caption) without the windows drawn over it (a tooltip, the predict strip, a dialog, the help).
/// Points into this frame's lists: use it before the next ImGui::NewFrame.
class FigureOnly {
 public:
  FigureOnly();
  FigureOnly(const FigureOnly&) = delete;  // data_ points at list_
  FigureOnly& operator=(const FigureOnly&) = delete;
  /// Nothing when this frame drew no canvas.
  const ImDrawData* data() const { return list_ ? &data_ : nullptr; }

 private:
  ImDrawList* list_ = nullptr;
  ImDrawData data_;
};

/// The window's part, after the frame is rendered and before the buffers are swapped: draw the
/// figure alone (FigureOnly) and read the canvas's rectangle back, draw the whole frame again for
/// the screen, make the SVG of the same view, save both and tell the shell.
/// `framebuffer_scale`: drawable pixels per ImGui pixel (HiDPI screens).
void save_window_picture(Shell& shell, const Fonts& fonts, ImVec2 framebuffer_scale, int drawable_height);

}  // namespace lab
