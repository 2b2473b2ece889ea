// Save picture (Ctrl+E, or the panel's button): the figure and its caption as a PNG (the pixels
// the window just drew) and an SVG (the same view through SvgCanvas), named after the scene and
// the time, in pictures_dir(). The shell shows where they went, or why they could not be saved.
#pragma once
#include <filesystem>
#include <span>
#include <string>
#include <string_view>

#include "fonts.hpp"
#include "shell.hpp"

namespace lab {

struct PictureOutcome {
  std::string message;  ///< "Saved … in …", or what went wrong
  bool ok = false;
};

/// Write STEM.png and STEM.svg into `dir`, creating it; each file atomically.
PictureOutcome save_picture_files(const std::filesystem::path& dir, const std::string& stem,
                                  std::span<const unsigned char> png, std::string_view svg);

/// The window's part: read the canvas's rectangle back from the frame just rendered (call before
/// the buffers are swapped), make the SVG of the same view, save both and tell the shell.
/// `framebuffer_scale`: drawable pixels per ImGui pixel (HiDPI screens).
void save_window_picture(Shell& shell, const Fonts& fonts, ImVec2 framebuffer_scale, int drawable_height);

}  // namespace lab
