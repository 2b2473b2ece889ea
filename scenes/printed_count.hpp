// A count a scene shows, as an entry of its `printed()` list (scene.hpp's Printed).
#pragma once
#include <string>
#include <utility>
#include <vector>

#include "scene.hpp"

namespace lab {

/// A count as shown ("3" of "3 crossings"): quantity "value", what it counts in `of`.
inline void add_count(std::vector<Printed>& out, const char* where, long long n, std::string of) {
  out.push_back({where, std::to_string(n), "value", static_cast<double>(n), std::move(of)});
}

}  // namespace lab
