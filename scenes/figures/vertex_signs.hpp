// The polygon-vs-line test's vertex signs, shown alike in both chapters (the convex chapter's
// test serves a dented polygon unchanged): a glyph beside each vertex, and the panel's table.
// Both read the core's trace; neither decides anything.
#pragma once
#include <string>
#include <vector>

#include "collide/convex.hpp"

namespace lab::figures {

/// "+", "−" or "0" for each vertex in order (sign_glyph of its exact sign): the figure's vertex labels.
std::vector<std::string> sign_glyphs(const collide::PolygonLineTrace& trace);

/// ImGui table of every vertex: its number, a·x + b·y + c there, and its sign. `vertex_word`
/// heads the first column ("vertex", "corner"); `fit_columns` sizes each column to its text
/// instead of sharing the width. `id` must be unique in the panel.
void vertex_signs_table(const char* id, const collide::PolygonLineTrace& trace, const char* vertex_word,
                        bool fit_columns = false);

}  // namespace lab::figures
