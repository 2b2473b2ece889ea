// Strings put together out of line. GCC 12 at -O3 misreads std::string's inlined copies in code as
// plain as `"e" + std::to_string(i)` (a literal put in front of a temporary string) as a memcpy of
// 2^63 bytes (-Wstringop-overflow, a false alarm reported inside the standard library's headers).
// Built here, in a function of its own, the same words draw no warning.
#pragma once
#include <initializer_list>
#include <string>
#include <string_view>

namespace lab::captions {

/// The parts one after another: joined({"(", x, ", ", y, ")"}).
std::string joined(std::initializer_list<std::string_view> parts);

/// A name and its number, as the figures name edges, vertices and steps: "e3", "v0", "vertex 2", "#4".
std::string numbered(std::string_view name, long long number);

}  // namespace lab::captions
