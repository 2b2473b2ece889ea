// Big outlines (issue 15): nobody reads 2,000 edge names or 4,000 axes, and placing them would
// stall the window. Past a size, a figure names or draws only what its caption and table cite and
// an even sample of the rest, and says so on the figure ("naming 24 of 2,000 edges"), so what is
// shown stays true and the reader knows the rest was left out on purpose.
#pragma once
#include <cstddef>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "scenes/figures/label_layout.hpp"

namespace lab::figures {

/// How many items (edge names, axes, vertex numbers) a figure shows of one kind, at most.
inline constexpr std::size_t kMaxShown = 24;

/// Which of `n` items to show, in increasing order: all of them when n ≤ `limit`; else every one
/// of `cited` (indices < n; these are never dropped) and items spread evenly over the rest, up to
/// `limit` in all (more only when more are cited).
std::vector<std::size_t> shown_sample(std::size_t n, std::span<const std::size_t> cited, std::size_t limit = kMaxShown);

/// Whether item `i` is in a sorted `sample`.
bool in_sample(std::span<const std::size_t> sample, std::size_t i);

/// "naming 24 of 2,000 edges", "showing 25 of 4,000 axes": `verb`, the counts (thousands
/// separated) and `what` in the plural. Empty when nothing was left out.
std::string sample_note(std::string_view verb, std::size_t shown, std::size_t total, std::string_view what);

/// Draws `note` (when not empty) along the top-left of the view, under any labels already there
/// (the warnings), in the muted colour: the figure's own word that it shows a sample.
void draw_sample_note(LabelLayout& layout, std::string_view note);

}  // namespace lab::figures
