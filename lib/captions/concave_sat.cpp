#include "captions/concave_sat.hpp"

#include <optional>

#include "captions/text.hpp"

namespace lab::captions {

std::string sat_words(const collide::SatResult& r) {
  const std::string skipped =
      r.duplicates_skipped > 0 ? " (" + count_number(r.duplicates_skipped) + " parallel skipped)" : "";
  if (r.collide) return "SAT: all " + count_number(r.tested) + " axes overlap" + skipped + " → collide";
  return "SAT: " + count_number(r.with_gap) + " of " + count_number(r.tested) +
         (r.with_gap == 1 ? " axes shows a gap" : " axes show a gap") + skipped + " → apart";
}

std::string sat_walk_words(const collide::SatResult& all, const collide::SatResult& walked, bool early_exit) {
  if (all.collide) return sat_words(all);
  if (!early_exit || walked.collide || walked.deciding < 0)
    return "SAT, trying every axis: " + sat_words(all).substr(5);  // after "SAT: "
  // The stop's axis is not cited by number: while walking, the figure shows the step at hand.
  return "SAT stops at its first gap (" + count_number(walked.tested) + " of " + count_number(all.tested) +
         " axes tried) → apart";
}

namespace {

// The edge test's verdict in the figure's names: the first crossing pair, or which one is inside.
std::string edge_words(int edge_a, int edge_b, const std::optional<collide::RayTrace>& containment_a,
                       const std::optional<collide::RayTrace>& containment_b, std::string_view a, std::string_view b) {
  if (edge_a >= 0)
    return "edges: " + std::string(a) + " e" + std::to_string(edge_a) + " × " + std::string(b) + " e" +
           std::to_string(edge_b) + " cross → collide";
  const bool a_in_b = containment_a && containment_a->location != collide::Location::Outside;
  const bool b_in_a = containment_b && containment_b->location != collide::Location::Outside;
  std::string text = "edges: none cross, ";
  if (a_in_b) return text + std::string(a) + " inside " + std::string(b) + " → collide";
  if (b_in_a) return text + std::string(b) + " inside " + std::string(a) + " → collide";
  return text + "neither inside → apart";
}

}  // namespace

std::string edge_words(const collide::EdgeTestTrace& t, std::string_view a, std::string_view b) {
  const auto* hit = t.first_hit >= 0 ? &t.checks[static_cast<std::size_t>(t.first_hit)] : nullptr;
  return edge_words(hit ? hit->edge : -1, hit ? hit->other_edge : -1, t.containment_a, t.containment_b, a, b);
}

std::string edge_words(const collide::EdgePairCount& count, std::string_view a, std::string_view b) {
  return edge_words(count.edge_a, count.edge_b, count.containment_a, count.containment_b, a, b);
}

std::string piece_name(std::string_view letter, int index) { return std::string(letter) + std::to_string(index); }

std::string pair_axis_owner(const collide::PiecePair& pair, const collide::AxisStep& step, std::string_view a_letter,
                            std::string_view b_letter) {
  const bool of_a = step.owner == collide::AxisOwner::A;
  return piece_name(of_a ? a_letter : b_letter, of_a ? pair.piece_a : pair.piece_b) + " e" + std::to_string(step.edge);
}

std::string piece_pair_words(const collide::PiecePair& pair, std::string_view a_letter, std::string_view b_letter) {
  const auto& r = pair.result;
  std::string text = piece_name(a_letter, pair.piece_a) + " vs " + piece_name(b_letter, pair.piece_b) + ": ";
  if (r.collide) {
    const bool touching = r.mtv == collide::Vec2{0, 0};  // the least overlap is zero
    return text + "all " + count_number(r.tested) + " axes overlap" + (touching ? " → they touch" : " → collide");
  }
  text += "a gap on axis #" + std::to_string(r.deciding + 1);
  if (r.deciding >= 0 && static_cast<std::size_t>(r.deciding) < pair.steps.size())
    text += " (" + pair_axis_owner(pair, pair.steps[static_cast<std::size_t>(r.deciding)], a_letter, b_letter) + ")";
  return text + " → apart";
}

std::string pieces_caption(const collide::PiecesTrace& t, int pairs, std::string_view a_letter,
                           std::string_view b_letter) {
  return pieces_caption(static_cast<long long>(t.pairs.size()), pairs,
                        t.collide && !t.pairs.empty() ? &t.pairs.back() : nullptr, a_letter, b_letter);
}

std::string pieces_caption(long long tested, long long pairs, const collide::PiecePair* colliding,
                           std::string_view a_letter, std::string_view b_letter) {
  if (colliding)
    return count_number(tested) + " of " + count_of(pairs, "piece pair", "piece pairs") + " tested, piece " +
           piece_name(a_letter, colliding->piece_a) + " meets piece " + piece_name(b_letter, colliding->piece_b) +
           " → they collide";
  return "none of the " + count_of(pairs, "piece pair", "piece pairs") + " collide → apart";
}

std::string pieces_axes_note(long long counted_pairs) {
  return "; axes counted in the first " + count_of(counted_pairs, "pair", "pairs") + " only";
}

std::string ear_clip_caption(int vertices, const collide::Triangulation& pieces, const collide::EarClipTrace& trace) {
  collide::EarClipCount count;
  for (const auto& candidate : trace.candidates) {
    ++count.candidates;
    count.rejected += candidate.verdict != collide::EarVerdict::Ear;
  }
  return ear_clip_caption(vertices, pieces, count);
}

std::string ear_clip_caption(int vertices, const collide::Triangulation& pieces, const collide::EarClipCount& count) {
  return count_of(vertices, "vertex", "vertices") + " → " +
         count_of(static_cast<long long>(pieces.triangles.size()), "triangle", "triangles") + " (" +
         count_of(count.candidates, "candidate ear", "candidate ears") + ", " + count_number(count.rejected) +
         " rejected)";
}

}  // namespace lab::captions
