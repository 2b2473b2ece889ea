#include "formats/state_link.hpp"

#include <array>
#include <cctype>

#include <zlib.h>

#include "formats/json_checked.hpp"
#include "formats/state_json.hpp"

namespace lab {
namespace {

constexpr std::string_view source = "link";
constexpr char alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

std::string_view trimmed(std::string_view text) {
  const auto first = text.find_first_not_of(" \t\r\n");
  if (first == std::string_view::npos) return {};
  return text.substr(first, text.find_last_not_of(" \t\r\n") - first + 1);
}

// Whether `text` starts with `start` in any case: a URI's scheme and host are case-insensitive
// (RFC 3986 §3.1, §3.2.2), so COLLISION-LAB://State/ is the same link; the code after is not.
bool starts_with_any_case(std::string_view text, std::string_view start) {
  if (text.size() < start.size()) return false;
  for (std::size_t i = 0; i < start.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(text[i])) != static_cast<unsigned char>(start[i])) return false;
  return true;
}

// "64 MB", or "1000 bytes" for a limit that is no whole number of megabytes.
std::string size_in_words(std::size_t bytes) {
  if (bytes % (std::size_t{1} << 20) == 0) return std::to_string(bytes >> 20) + " MB";
  return std::to_string(bytes) + " bytes";
}

// Three bytes to four characters of 6 bits each; a last group of 1 or 2 bytes gives 2 or 3.
std::string base64url(std::string_view bytes) {
  std::string out;
  for (std::size_t i = 0; i < bytes.size(); i += 3) {
    const std::size_t n = std::min<std::size_t>(3, bytes.size() - i);
    std::uint32_t group = 0;
    for (std::size_t k = 0; k < 3; ++k) group = group << 8 | (k < n ? static_cast<unsigned char>(bytes[i + k]) : 0u);
    for (std::size_t k = 0; k <= n; ++k) out += alphabet[(group >> (18 - 6 * k)) & 63];
  }
  return out;
}

std::string from_base64url(std::string_view code) {
  while (code.ends_with('=')) code.remove_suffix(1);  // padding, if a tool added it
  if (code.empty()) fail_state(source, "code", "the code is empty (expected collision-lab://state/CODE)");
  std::array<int, 256> value{};
  value.fill(-1);
  for (int i = 0; i < 64; ++i) value[static_cast<unsigned char>(alphabet[i])] = i;
  std::string out;
  std::uint32_t bits = 0;
  int count = 0;
  for (std::size_t i = 0; i < code.size(); ++i) {
    const int v = value[static_cast<unsigned char>(code[i])];
    if (v < 0)
      fail_state(source, "code",
                 "character " + std::to_string(i + 1) + " (\"" + json_checked::excerpt(code.substr(i, 1)) +
                     "\") is not URL-safe base64 (A-Z, a-z, 0-9, - and _)");
    bits = bits << 6 | static_cast<std::uint32_t>(v);
    if ((count += 6) >= 8) {
      count -= 8;
      out += static_cast<char>((bits >> count) & 0xff);
    }
  }
  if (code.size() % 4 == 1) fail_state(source, "code", "the code is cut short (its length cannot be base64)");
  return out;
}

// zlib's inflate, stopped as soon as the text would pass the limit.
std::string inflated(std::string_view packed, std::size_t limit) {
  z_stream z{};
  if (inflateInit(&z) != Z_OK) fail_state(source, "code", "zlib could not start");
  z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(packed.data()));
  z.avail_in = static_cast<uInt>(packed.size());
  std::string text;
  std::array<char, 1 << 16> chunk;
  int status = Z_OK;
  while (status == Z_OK) {
    z.next_out = reinterpret_cast<Bytef*>(chunk.data());
    z.avail_out = static_cast<uInt>(chunk.size());
    status = inflate(&z, Z_NO_FLUSH);
    text.append(chunk.data(), chunk.size() - z.avail_out);
    if (text.size() > limit) status = Z_MEM_ERROR;
  }
  const bool whole = status == Z_STREAM_END && z.avail_in == 0;
  const std::string zlib_says = z.msg ? z.msg : "";
  inflateEnd(&z);
  if (text.size() > limit)
    fail_state(source, "code", "the code unpacks to more than " + size_in_words(limit) + " of text: refused");
  if (whole) return text;
  if (status == Z_BUF_ERROR) fail_state(source, "code", "the code is cut short (the compressed state ends early)");
  if (status == Z_STREAM_END) fail_state(source, "code", "the code has extra characters after the state");
  fail_state(source, "code",
             "the code is damaged" + (zlib_says.empty() ? std::string() : " (zlib: " + zlib_says + ")"));
}

}  // namespace

std::string state_link(const SceneState& state, std::string_view scene_id) {
  return link_to_text(json_checked::write_exact(state_to_json(state, scene_id).dump()));
}

std::string link_to_text(std::string_view text) {
  uLongf size = compressBound(static_cast<uLong>(text.size()));
  std::string packed(size, '\0');
  // Zlib's best level for a link a person shares; past 64 KB (a 10⁵-gon's 7 MB) its default,
  // which packs such number lists as short (within 0.1 %) in a third of the time.
  const int level = text.size() > (std::size_t{1} << 16) ? Z_DEFAULT_COMPRESSION : Z_BEST_COMPRESSION;
  compress2(reinterpret_cast<Bytef*>(packed.data()), &size, reinterpret_cast<const Bytef*>(text.data()),
            static_cast<uLong>(text.size()), level);
  packed.resize(size);
  return std::string(state_link_prefix) + base64url(packed);
}

bool looks_like_state_link(std::string_view text) { return starts_with_any_case(trimmed(text), "collision-lab:"); }

nlohmann::json read_state_link(std::string_view link, std::size_t limit) {
  link = trimmed(link);
  if (!starts_with_any_case(link, state_link_prefix))
    fail_state(source, "\"" + json_checked::excerpt(link) + "\"",
               "not a state link (expected " + std::string(state_link_prefix) + "CODE)");
  std::string_view code = link.substr(state_link_prefix.size());
  if (code.ends_with('/')) code.remove_suffix(1);  // as a browser or a chat may end a link
  if (code.size() / 2 > limit)  // text that packs into more than twice its size is no text a state holds
    fail_state(source, "code", "the code is longer than " + size_in_words(2 * limit) + ": refused");
  const std::string text = inflated(from_base64url(code), limit);
  std::size_t resume = 0;
  const auto bad = first_bad_byte(text, resume);  // a character cut short at the end is bad too
  if (bad || resume < text.size())
    fail_state(source, "not valid JSON", "byte " + std::to_string(bad.value_or(resume) + 1) + " is not UTF-8 text");
  return parse_state_text(text, source);
}

}  // namespace lab
