#include "window/fonts.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <vector>

#include "formats/text_scripts.hpp"

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

// A character worth a glyph: not a control character (a note's '\n'), and one ImWchar can hold.
bool drawable(char32_t c) { return c >= 0x20 && !(c >= 0x7F && c < 0xA0) && c <= 0xFFFF; }

// The blocks Noto Sans CJK is merged in for: Hangul, CJK symbols, kana, ideographs, full width.
bool cjk(char32_t c) {
  return (c >= 0x1100 && c <= 0x11FF) || (c >= 0x2E80 && c <= 0x9FFF) || (c >= 0xA960 && c <= 0xA97F) ||
         (c >= 0xAC00 && c <= 0xD7FF) || (c >= 0xF900 && c <= 0xFAFF) || (c >= 0xFE30 && c <= 0xFE4F) ||
         (c >= 0xFF00 && c <= 0xFFEF);
}

// The chapters' ranges plus `characters` (ranges_for(…, true): the CJK ones only). The arrays
// live until the next build, as the atlas reads them whenever it builds.
const ImWchar* ranges_for(std::u32string_view characters, bool cjk_only) {
  static ImVector<ImWchar> stores[2];
  ImVector<ImWchar>& ranges = stores[cjk_only];
  ranges.clear();
  ImFontGlyphRangesBuilder b;
  if (!cjk_only) b.AddRanges(glyph_ranges());
  for (const char32_t c : characters)
    if (drawable(c) && (!cjk_only || cjk(c))) b.AddChar(static_cast<ImWchar>(c));
  b.BuildRanges(&ranges);
  return ranges.Data;
}

// A file's bytes, or none.
std::vector<char> file_bytes(const char* path) {
  std::error_code ec;
  const auto size = std::filesystem::file_size(path, ec);
  std::vector<char> read(ec ? 0 : size);
  std::ifstream in(path, std::ios::binary);
  if (!in.read(read.data(), static_cast<std::streamsize>(read.size()))) read.clear();
  return read;
}

// Noto Sans CJK's bytes (Regular, or Bold for the note's bold words), each read once (20 MB) when
// first merged, and shared by every font it is merged into.
const std::vector<char>& noto_cjk_bytes(bool bold) {
  if (bold) {
    static const std::vector<char> bytes = file_bytes(noto_cjk_bold_path);
    return bytes;
  }
  static const std::vector<char> bytes = file_bytes(noto_cjk_path);
  return bytes;
}

// ImGui sizes a font by its line (ascent + descent), not its em: Noto Sans CJK's line is 1.448 em
// (hhea 1160 + 288 of 1000 units), DejaVu Sans's 1.164 em (1901 + 483 of 2048). At the same
// size an ideograph would come out a fifth smaller than a Latin capital beside it.
constexpr float cjk_size_factor = 1.448f / 1.164f;

// Merge Noto Sans CJK's glyphs for `ranges` into the font added last, at `pixels` (DejaVu's): the
// Bold face into a bold font, where fonts-noto-cjk has it (else the Regular, as bold DejaVu is).
void merge_cjk(ImGuiIO& io, float pixels, const ImWchar* ranges, bool bold) {
  const std::vector<char>& bytes = bold && !noto_cjk_bytes(true).empty() ? noto_cjk_bytes(true) : noto_cjk_bytes(false);
  if (bytes.empty()) return;
  ImFontConfig config;
  config.MergeMode = true;
  config.FontNo = noto_cjk_face;
  config.FontDataOwnedByAtlas = false;  // the bytes are ours, shared
  config.OversampleH = 1;               // ideographs are dense: no sub-pixel copies
  io.Fonts->AddFontFromMemoryTTF(const_cast<char*>(bytes.data()), static_cast<int>(bytes.size()),
                                 pixels * cjk_size_factor, &config, ranges);
}

// The characters asked for that the built fonts have no glyph for.
std::u32string glyphs_missing(const ImFont& font, std::u32string_view characters) {
  std::u32string missing;
  for (const char32_t c : characters) {
    // A script drawn wrong even with glyphs is said already, by its name (unshaped_text).
    const bool control = c < 0x20 || (c >= 0x7F && c < 0xA0);
    if (!control && unshaped_script(c).empty() && (c > 0xFFFF || !font.FindGlyphNoFallback(static_cast<ImWchar>(c))))
      missing += c;
  }
  return missing;
}

}  // namespace

Fonts build_fonts(ImGuiIO& io, float scale, std::string& warning, const char* path, std::u32string_view characters) {
  io.Fonts->Clear();
  Fonts f;
  f.scale = scale;
  f.characters = characters;
  const bool have_file = std::filesystem::exists(path);
  const ImWchar* ranges = ranges_for(characters, false);
  const bool with_cjk = std::any_of(characters.begin(), characters.end(), cjk);
  const ImWchar* cjk_ranges = with_cjk ? ranges_for(characters, true) : nullptr;
  auto load = [&](float size, const char* file = nullptr, bool bold = false) -> ImFont* {
    if (!file) file = path;
    ImFont* font = nullptr;
    if (have_file) {
      font = io.Fonts->AddFontFromFileTTF(file, size * scale, nullptr, ranges);
    } else {
      ImFontConfig config;
      config.SizePixels = size * scale;
      font = io.Fonts->AddFontDefault(&config);
    }
    if (with_cjk) merge_cjk(io, size * scale, cjk_ranges, bold);
    return font;
  };
  if (!have_file)
    warning = std::string("font ") + path +
              " not found (install fonts-dejavu-core); using ImGui's built-in font, "
              "which lacks symbols such as → and −";
  f.ui = load(16);  // first font added = ImGui's default
  f.heading = load(21);
  f.labels = {load(13), load(16), load(22)};
  f.caption = load(Fonts::caption_size);
  f.note = load(Fonts::note_size);
  // The bold face sits beside the regular one (…/DejaVuSans-Bold.ttf); without it, bold is regular.
  std::filesystem::path bold = std::filesystem::path(path).replace_filename("DejaVuSans-Bold.ttf");
  const std::string bold_file = bold.string();
  f.note_bold = have_file && std::filesystem::exists(bold) ? load(Fonts::note_size, bold_file.c_str(), true) : f.note;
  io.Fonts->Build();
  f.missing = glyphs_missing(*f.note, characters);
  return f;
}

bool fonts_lack(const Fonts& fonts, std::u32string_view characters) {
  return !std::includes(fonts.characters.begin(), fonts.characters.end(), characters.begin(), characters.end());
}

std::string missing_glyphs_message(std::u32string_view missing, std::string_view of) {
  if (missing.empty()) return {};
  const bool cjk_missing = std::any_of(missing.begin(), missing.end(), cjk);
  return "No installed font has " + code_point_list(missing) + (of.empty() ? "" : " of " + std::string(of)) +
         ": each shows as '?'" +
         (cjk_missing ? " (Chinese, Japanese and Korean need the package fonts-noto-cjk)" : "") + ".";
}

std::string missing_glyphs_message(const Fonts& fonts) { return missing_glyphs_message(fonts.missing); }

}  // namespace lab
