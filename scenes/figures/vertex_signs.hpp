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

/// A vertex's a·x + b·y + c as the table prints it: the rounded value at 2 places, its own zeros
/// kept ("−7.00" for −7.0004); "ε" or "−ε" (tiny, of the exact sign) when the value is within
/// `noise` of 0, the rounding its computation may leave (so 4.4e−16 is never printed for 1e−17).
std::string vertex_value_text(const collide::VertexSign& v, double noise = 0);

/// The vertices exactly on the line (sign 0), in order: the table rows a report's sample of
/// rows always keeps (figures::shown_sample), as the figure marks them.
std::vector<std::size_t> vertices_on_line(const collide::PolygonLineTrace& trace);

/// ImGui table of every vertex: its number, a·x + b·y + c there (vertex_value_text), and its
/// sign. `vertex_word` heads the first column ("vertex", "corner"); `fit_columns` sizes each
/// column to its text instead of sharing the width. `id` must be unique in the panel.
void vertex_signs_table(const char* id, const collide::PolygonLineTrace& trace, const char* vertex_word,
                        bool fit_columns = false, double noise = 0);

}  // namespace lab::figures
