// GJK and EPA beside the separating axis test (distance_sat.hpp).
#include "captions/distance_sat.hpp"

#include <algorithm>
#include <cmath>

#include "captions/distance.hpp"
#include "captions/text.hpp"

namespace lab::captions {
namespace {

constexpr int kComparePlaces = 4;  // as captions/distance.cpp prints GJK's and EPA's numbers

// SAT's verdict in the chapter's words: touching shadows make a touch.
std::string sat_verdict_words(const collide::SatResult& sat) {
  if (!sat.collide) return "→ apart";
  return std::string(meeting_verdict(sat.touching > 0));
}

}  // namespace

std::string gjk_overlap_count(const collide::GjkResult& gjk) {
  return "GJK: " + count_of(gjk.iterations, "iteration", "iterations") + ", " + stop_words(gjk.stop);
}

std::string sat_count(const collide::SatResult& sat) {
  const std::string of = count_of(sat.axes, "axis", "axes");
  if (sat.collide) return "SAT: " + (sat.tested == sat.axes ? of : count_number(sat.tested) + " of " + of) + ", no gap";
  // The book's early exit stops at the first gap: the last axis tried is the one with the gap.
  return "SAT: " + count_number(sat.tested) + " of " + of + ", the last with a gap";
}

std::string gjk_overlap_sat_caption(const collide::GjkResult& gjk, const collide::SatResult& sat) {
  if (gjk.stop == collide::GjkStop::Empty) return "a shape has no vertices → apart";
  if (gjk.overlap != sat.collide)
    return gjk_overlap_count(gjk) + (gjk.overlap ? " → they collide; " : " → apart; ") + sat_count(sat) + " " +
           sat_verdict_words(sat);
  return gjk_overlap_count(gjk) + "; " + sat_count(sat) + " " + sat_verdict_words(sat);
}

EpaVsSat compare_epa_sat(const collide::EpaResult& epa, const collide::SatResult& sat, double& difference) {
  difference = std::hypot(epa.mtv.x - sat.mtv.x, epa.mtv.y - sat.mtv.y);
  if (epa.overlap != sat.collide) return EpaVsSat::Verdict;
  if (epa.mtv == sat.mtv) return EpaVsSat::Same;
  const double sat_depth = std::hypot(sat.mtv.x, sat.mtv.y);
  const double slack = 1e-9 * std::max(epa.depth, sat_depth);
  if (difference <= slack) return EpaVsSat::Rounding;
  return std::fabs(epa.depth - sat_depth) <= slack ? EpaVsSat::OtherWay : EpaVsSat::Verdict;
}

std::string epa_sat_caption(const collide::EpaResult& epa, const collide::SatResult& sat) {
  double difference = 0;
  const EpaVsSat how = compare_epa_sat(epa, sat, difference);
  if (epa.overlap != sat.collide) {  // near touching: the rounded corners and the exact shapes differ
    const std::string words = epa_caption(epa);
    return words.substr(0, words.rfind(" →")) + "; SAT: " + (sat.collide ? "no gap on any axis " : "a gap ") +
           sat_verdict_words(sat);
  }
  if (!epa.overlap) return epa_caption(epa);
  if (epa.depth == 0 && sat.mtv == collide::Vec2{0, 0})
    return "EPA: they only touch, depth 0, as SAT " + std::string(meeting_verdict(true));
  const std::string said = "EPA: " + count_of(epa.steps, "step", "steps") + "; B leaves A by " +
                           true_point(epa.mtv, kComparePlaces) + ", depth " + true_number(epa.depth, kComparePlaces);
  if (how == EpaVsSat::OtherWay)
    return said + "; SAT's MTV " + true_point(sat.mtv, kComparePlaces) + " is as deep " +
           std::string(meeting_verdict(false));
  if (how == EpaVsSat::Verdict)
    return said + "; SAT's MTV " + true_point(sat.mtv, kComparePlaces) + " differs " +
           std::string(meeting_verdict(false));
  return said + ", as SAT's MTV " + std::string(meeting_verdict(false));
}

std::string epa_sat_difference_text(const collide::EpaResult& epa, const collide::SatResult& sat) {
  double difference = 0;
  const EpaVsSat how = compare_epa_sat(epa, sat, difference);
  if (how == EpaVsSat::Same || !epa.overlap || !sat.collide) return "";
  return format_number(difference, kComparePlaces);
}

std::string epa_sat_difference_words(const collide::EpaResult& epa, const collide::SatResult& sat) {
  double difference = 0;
  const EpaVsSat how = compare_epa_sat(epa, sat, difference);
  const std::string by = epa_sat_difference_text(epa, sat);
  switch (how) {
    case EpaVsSat::Same: return "";
    case EpaVsSat::Rounding:
      return "The two differ by " + by +
             " (|EPA − SAT|): rounding, not a different answer. EPA stops with no "
             "tolerance: the support point is beyond the nearest edge or not, decided exactly on the corners "
             "a − b as doubles hold them. Each corner is rounded once, and the edge's normal and distance are "
             "computed in doubles; SAT divides its overlap by the axis's length in doubles.";
    case EpaVsSat::OtherWay:
      return "The two differ by " + by +
             " (|EPA − SAT|) but are as deep: A − B has two or more edges equally "
             "near the origin, and each test took the first it found.";
    case EpaVsSat::Verdict:
      if (epa.overlap != sat.collide)
        return "They disagree: GJK and EPA read each corner a − b rounded to a double, SAT decides on the "
               "shapes exactly; here the rounding moves the origin across A − B's edge.";
      return "They differ by " + by + " (|EPA − SAT|), more than rounding explains.";
  }
  return "";
}

}  // namespace lab::captions
