// The words of the concave chapter's SAT scenes (where SAT breaks, convex pieces, which
// approach) and of `query`'s ear_clip and convex_pieces_collide, written once: each turns a core
// trace into words, so a figure and `query` never word the same verdict differently.
// Names follow the figures: edges "e2", axes "#3" (counted from 1, as the panels' tables), pieces
// by a letter and their index ("T0" for the C's triangles, "S1" for the square's; "A0", "B1" in
// `query`).
#pragma once
#include <string>
#include <string_view>

#include "collide/concave.hpp"
#include "collide/ear_clip.hpp"
#include "collide/fast/first_crossing.hpp"
#include "collide/sat.hpp"

namespace lab::captions {

/// "SAT: all 12 axes overlap → collide" / "SAT: 1 of 12 axes shows a gap → apart", for a run
/// without early exit, with "(k parallel skipped)" when duplicates were skipped.
std::string sat_words(const collide::SatResult& result);
/// SAT's verdict in the words of the walk the figure draws: with early exit on and a gap found,
/// the walk that stopped there, "SAT stops at its first gap (3 of 12 axes tried) → apart"
/// (the figure marks the axes after it "not tried"); otherwise the tally, sat_words(all), with
/// "trying every axis" when some show a gap.
std::string sat_walk_words(const collide::SatResult& all, const collide::SatResult& walked, bool early_exit);

/// "edges: none cross, neither inside → apart" / "edges: C e2 × square e1 cross → collide" /
/// "edges: none cross, square inside C → collide", for polygons_collide(a, b).
std::string edge_words(const collide::EdgeTestTrace& trace, std::string_view a, std::string_view b);
/// The same words from the book's counts (first_crossing.hpp).
std::string edge_words(const collide::EdgePairCount& count, std::string_view a, std::string_view b);

/// A piece as the figure labels it: its letter and index, "T0", "S1".
std::string piece_name(std::string_view letter, int index);

/// Which edge an axis of a pair's SAT run is the normal of: "T0 e1", "S1 e2".
std::string pair_axis_owner(const collide::PiecePair& pair, const collide::AxisStep& step, std::string_view a_letter,
                            std::string_view b_letter);

/// One pair's SAT run (early exit, as the core tests pieces): "T0 vs S0: a gap on axis #1
/// (T0 e0) → apart", "T1 vs S0: all 6 axes overlap → collide" (or "→ they touch" when the least
/// overlap is zero).
std::string piece_pair_words(const collide::PiecePair& pair, std::string_view a_letter, std::string_view b_letter);

/// The verdict of SAT on pieces: "none of the 12 piece pairs collide → apart" /
/// "3 of 12 piece pairs tested, piece T0 meets piece S1 → they collide". `pairs` is the number of
/// pairs there are (pieces of A × pieces of B).
std::string pieces_caption(const collide::PiecesTrace& trace, int pairs, std::string_view a_letter,
                           std::string_view b_letter);
/// The same words from the counts alone (a big run keeps no list of pairs): `tested` pairs were
/// tried; `colliding`, when they collide, is the last of them.
std::string pieces_caption(long long tested, long long pairs, const collide::PiecePair* colliding,
                           std::string_view a_letter, std::string_view b_letter);

/// What follows the verdict when a big run counted the axes of its first pairs only
/// (piece_pairs.hpp): "; axes counted in the first 1000000 pairs only".
std::string pieces_axes_note(long long counted_pairs);

/// "8 vertices → 6 triangles (8 candidate ears, 2 rejected)".
std::string ear_clip_caption(int vertices, const collide::Triangulation& pieces, const collide::EarClipTrace& trace);
/// The same from the counts alone (`query`, any size: the walk keeps no list).
std::string ear_clip_caption(int vertices, const collide::Triangulation& pieces, const collide::EarClipCount& count);

}  // namespace lab::captions
