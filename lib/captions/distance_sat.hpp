// Chapter "Distance and contact": GJK's and EPA's answers beside the separating axis test's on
// the same shapes (scenes gjk-overlap and epa), in words. UI-free; the numbers are the traces'
// values correctly rounded (true_number).
#pragma once
#include <string>

#include "collide/epa.hpp"
#include "collide/gjk.hpp"
#include "collide/sat.hpp"

namespace lab::captions {

/// GJK's count and why it stopped: "GJK: 3 iterations, the triangle holds the origin".
std::string gjk_overlap_count(const collide::GjkResult& gjk);

/// SAT's count, with the book's early exit: "SAT: 8 axes, no gap", "SAT: 2 of 8 axes, the last with a gap".
std::string sat_count(const collide::SatResult& sat);

/// The boolean GJK beside SAT: "GJK: 3 iterations, the triangle holds the origin; SAT: 8 axes,
/// no gap → they collide" ("→ they touch" when SAT's shadows only touch). When the two disagree
/// (GJK reads each corner a − b rounded to a double; SAT decides on the shapes exactly), each
/// gets its own verdict, SAT's last: "GJK: … → apart; SAT: 8 axes, no gap → they touch".
std::string gjk_overlap_sat_caption(const collide::GjkResult& gjk, const collide::SatResult& sat);

/// How EPA's penetration vector and SAT's MTV compare.
enum class EpaVsSat {
  Same,      ///< the very same doubles
  Rounding,  ///< one direction; the computed vectors differ by rounding only
  OtherWay,  ///< as deep, but another way out (the shapes tie between two or more)
  Verdict,   ///< one finds them overlapping and the other not (near touching: rounded corners)
};
/// EPA and SAT compared: the difference |EPA − SAT| of the computed vectors sets `difference`.
/// Two vectors are one direction when their difference is under 1e−9 of the depth (then any
/// difference is rounding: both are exact to 1e−15 of the figure's size), and as deep when the
/// depths differ by less than that.
EpaVsSat compare_epa_sat(const collide::EpaResult& epa, const collide::SatResult& sat, double& difference);

/// The epa scene's verdict: "EPA: 4 steps; B leaves A by (1, 0), depth 1, as SAT's MTV → they
/// collide"; "…; SAT's MTV (0, 1) is as deep → they collide" (a tie); "EPA: they only touch,
/// depth 0, as SAT → they touch"; apart as captions::epa_caption.
std::string epa_sat_caption(const collide::EpaResult& epa, const collide::SatResult& sat);

/// Why the two differ, for the panel, with the difference printed: "" when they are the same.
/// Names EPA's stopping rule and its tolerance (none: the support point is beyond the nearest
/// edge or not, decided exactly on the corners as doubles hold them).
std::string epa_sat_difference_words(const collide::EpaResult& epa, const collide::SatResult& sat);

/// The printed |EPA − SAT| in those words ("2.2e−16"), or "" when none is printed.
std::string epa_sat_difference_text(const collide::EpaResult& epa, const collide::SatResult& sat);

}  // namespace lab::captions
