// A count a scene shows, and the numbers of a caption that gives no verdict, as entries of its
// `printed()` list (scene.hpp's Printed).
#pragma once
#include <string>
#include <utility>
#include <vector>

#include "captions/text.hpp"
#include "collide/convex.hpp"
#include "scene.hpp"

namespace lab {

/// A count as shown ("3" of "3 crossings", "4,000,000" of "4,000,000 edge pairs": the captions'
/// count_number): quantity "value", what it counts in `of`.
inline void add_count(std::vector<Printed>& out, const char* where, long long n, std::string of) {
  out.push_back({where, captions::count_number(n), "value", static_cast<double>(n), std::move(of)});
}

/// The counts captions::polygon_line_caption words for `trace`: the vertices when all lie on one
/// side (`all_of` says what they count), else the vertices on the +, − side and on the line.
void add_line_caption_counts(std::vector<Printed>& out, const collide::PolygonLineTrace& trace, const char* all_of);

/// The numbers a "no verdict: …" caption shows, the input's problem in words ("has 2 vertices,
/// the test needs at least 3"; "the x coordinate of vertex 1 is 1e+51, too large: the limit is
/// 1e50"), each as shown: a count, a limit of the rule, a vertex's number, or an input's value
/// written to 17 digits (the double itself). The digits of a name ("e3", "#2") are not listed.
std::vector<Printed> problem_numbers(const std::string& caption);

}  // namespace lab
