#include "formats/text_scripts.hpp"

#include <algorithm>
#include <cstdio>
#include <iterator>
#include <vector>

namespace lab {
namespace {

// A block of code points and why it needs what ImGui does not do.
struct Block {
  char32_t first, last;
  std::string_view script;
  bool right_to_left;  ///< else: letters join, reorder or stack
};

// From the Unicode block list; only scripts that need shaping or right-to-left layout.
constexpr Block unshaped_blocks[] = {
    {0x0590, 0x05FF, "Hebrew", true},
    {0x0600, 0x06FF, "Arabic", true},
    {0x0700, 0x074F, "Syriac", true},
    {0x0750, 0x077F, "Arabic", true},
    {0x0780, 0x07BF, "Thaana", true},
    {0x07C0, 0x07FF, "N'Ko", true},
    {0x0800, 0x085F, "Samaritan and Mandaic", true},
    {0x0860, 0x086F, "Syriac", true},
    {0x0870, 0x08FF, "Arabic", true},
    {0x0900, 0x097F, "Devanagari", false},
    {0x0980, 0x09FF, "Bengali", false},
    {0x0A00, 0x0A7F, "Gurmukhi", false},
    {0x0A80, 0x0AFF, "Gujarati", false},
    {0x0B00, 0x0B7F, "Odia", false},
    {0x0B80, 0x0BFF, "Tamil", false},
    {0x0C00, 0x0C7F, "Telugu", false},
    {0x0C80, 0x0CFF, "Kannada", false},
    {0x0D00, 0x0D7F, "Malayalam", false},
    {0x0D80, 0x0DFF, "Sinhala", false},
    {0x0E00, 0x0E7F, "Thai", false},
    {0x0E80, 0x0EFF, "Lao", false},
    {0x0F00, 0x0FFF, "Tibetan", false},
    {0x1000, 0x109F, "Myanmar", false},
    {0x1780, 0x17FF, "Khmer", false},
    {0x1800, 0x18AF, "Mongolian", false},
    {0x1A00, 0x1AAF, "Buginese and Tai Tham", false},
    {0x1B00, 0x1C4F, "Balinese, Sundanese, Batak or Lepcha", false},
    {0x19E0, 0x19FF, "Khmer", false},
    {0xA800, 0xAAFF, "Indic or Southeast Asian", false},
    {0xABC0, 0xABFF, "Meetei Mayek", false},
    {0xFB1D, 0xFB4F, "Hebrew", true},
    {0xFB50, 0xFDFF, "Arabic", true},
    {0xFE70, 0xFEFE, "Arabic", true},
    {0x10800, 0x10FFF, "right-to-left", true},
    {0x11000, 0x11FFF, "Brahmic", false},
    {0x1E800, 0x1EFFF, "right-to-left", true},
};

const Block* block_of(char32_t c) {
  for (const Block& b : unshaped_blocks)
    if (c >= b.first && c <= b.last) return &b;
  return nullptr;
}

// How many bytes follow a lead byte, and the smallest code point that many may encode.
int continuation_bytes(unsigned char lead, char32_t& value) {
  if (lead >= 0xF0 && lead <= 0xF4) return value = lead & 0x07, 3;
  if (lead >= 0xE0) return lead <= 0xEF ? (value = lead & 0x0F, 2) : -1;
  if (lead >= 0xC2) return value = lead & 0x1F, 1;
  return -1;
}

}  // namespace

std::u32string code_points(std::string_view text) {
  std::u32string out;
  for (std::size_t i = 0; i < text.size();) {
    const auto lead = static_cast<unsigned char>(text[i++]);
    char32_t value = lead;
    const int more = lead < 0x80 ? 0 : continuation_bytes(lead, value);
    bool ok = more >= 0;
    for (int k = 0; ok && k < more; ++k, ++i) {
      ok = i < text.size() && (static_cast<unsigned char>(text[i]) & 0xC0) == 0x80;
      if (ok) value = (value << 6) | (static_cast<unsigned char>(text[i]) & 0x3F);
    }
    static constexpr char32_t least[] = {0, 0x80, 0x800, 0x10000};
    ok = ok && value >= least[std::max(more, 0)] && value <= 0x10FFFF && (value < 0xD800 || value > 0xDFFF);
    out += ok ? value : U'\uFFFD';
  }
  return out;
}

std::string code_point_name(char32_t c) {
  char name[16];
  std::snprintf(name, sizeof name, "U+%04X", static_cast<unsigned>(c));
  return name;
}

std::string code_point_list(std::u32string_view codes, std::size_t most) {
  std::string list;
  // Two appends: GCC 12 -O3 misreads (i ? " " : "") + code_point_name(…) as a 2^63-byte memcpy.
  for (std::size_t i = 0; i < std::min(codes.size(), most); ++i) {
    if (i) list += ' ';
    list += code_point_name(codes[i]);
  }
  if (codes.size() > most) list += " and " + std::to_string(codes.size() - most) + " more";
  return list;
}

std::string_view unshaped_script(char32_t c) {
  const Block* b = block_of(c);
  return b ? b->script : std::string_view{};
}

namespace {

// A script the app cannot draw as written, and its characters in a text, each once, in order.
struct ScriptUsed {
  const Block* block;
  std::u32string named;
};

// Every such script of `codes`, in order of first appearance (blocks of one script together).
std::vector<ScriptUsed> unshaped_scripts(std::u32string_view codes) {
  std::vector<ScriptUsed> used;
  for (const char32_t c : codes) {
    const Block* b = block_of(c);
    if (!b) continue;
    auto it = std::find_if(used.begin(), used.end(), [&](const ScriptUsed& u) { return u.block->script == b->script; });
    if (it == used.end()) it = used.insert(used.end(), {b, {}});
    if (it->named.find(c) == std::u32string::npos) it->named += c;
  }
  return used;
}

}  // namespace

std::string unshaped_text(std::string_view text) {
  const std::vector<ScriptUsed> scripts = unshaped_scripts(code_points(text));
  if (scripts.empty()) return {};
  std::string said;
  for (const ScriptUsed& s : scripts)
    said += std::string(said.empty() ? "" : ", and ") + std::string(s.block->script) + " (" + code_point_list(s.named) +
            ") " + (s.block->right_to_left ? "is written right to left" : "needs its letters joined and reordered");
  return said +
         ", which this app cannot draw; use a script it draws (Latin, Greek, Cyrillic, Chinese, Japanese, Korean)";
}

namespace {

// What the app draws of `script`'s characters: as written, letter by letter, or '?'. The first
// script a text is in says why ("This note is in Arabic (…), which this app cannot draw right to
// left: …"); each other one, shorter, only what shows ("Also in Devanagari (…): …").
std::string unshaped_sentence(std::string_view what, const ScriptUsed& script, bool first, bool drawn) {
  const Block& block = *script.block;
  const std::string named = std::string(block.script) + " (" + code_point_list(script.named, 4) + ")";
  if (!first)
    return "Also in " + named + ": " +
           (drawn
                ? block.right_to_left ? "shown left to right, its letters apart" : "its letters shown apart, not joined"
                : "no installed font has them, and each shows as '?'");
  std::string said = "This " + std::string(what) + " is in " + named + ", ";
  if (block.right_to_left)
    said += "which this app cannot draw right to left: ";
  else
    said += "whose letters this app cannot join and reorder: ";
  return said + (drawn
                     ? "shown as written, its letters apart" + std::string(block.right_to_left ? ", left to right" : "")
                     : "no installed font has them either, and each shows as '?'");
}

}  // namespace

std::string shown_not_as_written(std::string_view what, std::string_view text,
                                 const std::function<bool(char32_t)>& has_glyph) {
  if (std::all_of(text.begin(), text.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; })) return {};
  const std::u32string codes = code_points(text);
  std::u32string missing;  // characters of no font, in no unshaped script
  for (const char32_t c : codes)
    if (c >= 0x80 && !block_of(c) && !has_glyph(c) && missing.find(c) == std::u32string::npos) missing += c;
  std::string said;
  for (const ScriptUsed& s : unshaped_scripts(codes))
    said += std::string(said.empty() ? "" : " ") +
            unshaped_sentence(what, s, said.empty(), std::all_of(s.named.begin(), s.named.end(), has_glyph)) + ".";
  if (!missing.empty())
    said += std::string(said.empty() ? "" : " ") + "No installed font has " + code_point_list(missing, 4) +
            " of this " + std::string(what) + ": each shows as '?'.";
  return said;
}

}  // namespace lab
