// Chapter "Distance and contact", the support-point figure in words: which vertex is farthest
// along d, how far, and ties said as ties. UI-free, beside distance.hpp (GJK, EPA, ray casts).
#pragma once
#include <string>

#include "collide/support.hpp"

namespace lab::captions {

/// The places the support figure prints a distance along d to.
inline constexpr int kAlongPlaces = 4;

/// A distance along d as printed: true_number at kAlongPlaces.
std::string along_text(double along);

/// The vertices that tie for farthest, in words, or "" when one vertex is farthest alone:
/// "A's v1 and v2 tie (the edge between them is square to d): support takes the first in
/// outline order, v1". `shape` is "A" or "B"; for B the direction is −d.
std::string support_tie_words(const collide::SupportTrace& trace, const std::string& shape);

/// The vertex of `shape` that reads as far along d as the chosen one at kAlongPlaces without
/// tying with it exactly, in words, or "": "A's v2 is ahead of v0 by less than the places shown
/// (decided exactly)".
std::string support_close_words(const collide::SupportTrace& trace, const std::string& shape);

/// What the sign of w · d says (exact): below 0, all of A − B lies behind the origin along d, so
/// d separates A and B (GJK stops on this); else A − B reaches the origin's line.
std::string support_sign_words(const collide::SupportPairTrace& trace);

/// The figure's line: "A − B's support along d = A's v2 − B's v0, 4.5 along d", with the ties
/// after it: "; B's v0 and v1 tie: the first is taken".
std::string support_caption(const collide::SupportPairTrace& trace);

}  // namespace lab::captions
