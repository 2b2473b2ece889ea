// Parsing a window or screenshot size such as "1280x800".
#pragma once
#include <optional>
#include <string>
#include <string_view>

namespace lab {

struct Size {
  int w = 0, h = 0;
};

/// "WxH" with 64 ≤ W, H ≤ 8192; otherwise an explanation in `error`.
std::optional<Size> parse_size(std::string_view text, std::string& error);

}  // namespace lab
