// Strings put together out of line (joined.hpp says why). noinline: were a build to inline these
// across files (LTO), GCC 12's false warnings would come back with them.
#include "captions/joined.hpp"

namespace lab::captions {

[[gnu::noinline]] std::string joined(std::initializer_list<std::string_view> parts) {
  std::size_t size = 0;
  for (const std::string_view part : parts) size += part.size();
  std::string out;
  out.reserve(size);
  for (const std::string_view part : parts) out.append(part);
  return out;
}

[[gnu::noinline]] std::string numbered(std::string_view name, long long number) {
  return joined({name, std::to_string(number)});
}

}  // namespace lab::captions
