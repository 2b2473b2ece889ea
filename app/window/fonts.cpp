#include "window/fonts.hpp"

#include <filesystem>

namespace lab {
namespace {

// Latin, Greek, and the punctuation, arrows, sub/superscripts and operators the captions use.
const ImWchar* glyph_ranges() {
  static ImVector<ImWchar> ranges;
  if (ranges.empty()) {
    ImFontGlyphRangesBuilder b;
    b.AddRanges(ImGui::GetIO().Fonts->GetGlyphRangesDefault());
    static const ImWchar extra[] = {
        0x0370, 0x03FF,  // Greek: θ, α
        0x2000, 0x206F,  // punctuation: – — ‖ …
        0x2070, 0x209F,  // superscripts and subscripts: ⁰ ₀–₉
        0x2190, 0x21FF,  // arrows: →
        0x2200, 0x22FF,  // operators: − ≤ ≥ ± · ⊥ ≈
        0x25A0, 0x25FF,  // shapes: ■ ●
        0x2600, 0x26FF,  // ⚠
        0,
    };
    b.AddRanges(extra);
    b.AddText("±·×²³°");
    b.BuildRanges(&ranges);
  }
  return ranges.Data;
}

}  // namespace

Fonts build_fonts(ImGuiIO& io, float scale, std::string& warning, const char* path) {
  io.Fonts->Clear();
  Fonts f;
  f.scale = scale;
  const bool have_file = std::filesystem::exists(path);
  auto load = [&](float size, const char* file = nullptr) -> ImFont* {
    if (!file) file = path;
    if (have_file) return io.Fonts->AddFontFromFileTTF(file, size * scale, nullptr, glyph_ranges());
    ImFontConfig config;
    config.SizePixels = size * scale;
    return io.Fonts->AddFontDefault(&config);
  };
  if (!have_file)
    warning = std::string("font ") + path + " not found (install fonts-dejavu-core); using ImGui's built-in font, "
              "which lacks symbols such as → and −";
  f.ui = load(16);  // first font added = ImGui's default
  f.heading = load(21);
  f.labels = {load(13), load(16), load(22)};
  f.caption = load(Fonts::caption_size);
  f.note = load(Fonts::note_size);
  // The bold face sits beside the regular one (…/DejaVuSans-Bold.ttf); without it, bold is regular.
  std::filesystem::path bold = std::filesystem::path(path).replace_filename("DejaVuSans-Bold.ttf");
  const std::string bold_file = bold.string();
  f.note_bold = have_file && std::filesystem::exists(bold) ? load(Fonts::note_size, bold_file.c_str()) : f.note;
  io.Fonts->Build();
  return f;
}

}  // namespace lab
