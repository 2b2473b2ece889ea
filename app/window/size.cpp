#include "window/size.hpp"

#include <charconv>

#include "formats/json_checked.hpp"

namespace lab {

std::optional<Size> parse_size(std::string_view text, std::string& error) {
  const auto x = text.find_first_of("xX");
  Size s;
  auto number = [](std::string_view part, int& out) {
    auto [end, ec] = std::from_chars(part.data(), part.data() + part.size(), out);
    return ec == std::errc() && end == part.data() + part.size() && !part.empty();
  };
  if (x == std::string_view::npos || !number(text.substr(0, x), s.w) || !number(text.substr(x + 1), s.h)) {
    error = "size \"" + json_checked::excerpt(text) + "\" is not WIDTHxHEIGHT in pixels, e.g. 1280x800";
    return std::nullopt;
  }
  if (s.w < 64 || s.h < 64 || s.w > 8192 || s.h > 8192) {
    error = "size \"" + json_checked::excerpt(text) + "\" is out of range: each side must be 64 to 8192 pixels";
    return std::nullopt;
  }
  return s;
}

}  // namespace lab
