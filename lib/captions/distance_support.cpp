// The support-point figure's words (distance_support.hpp). Numbers by true_number: the value the
// core computed, correctly rounded at the places shown.
#include "captions/distance_support.hpp"

#include <algorithm>
#include <utility>

#include "captions/distance.hpp"
#include "captions/joined.hpp"
#include "captions/text.hpp"

namespace lab::captions {
namespace {

std::string vertex(int i) { return numbered("v", i); }

/// "v1 and v2", "v1, v2 and v3".
std::string listed(const std::vector<int>& vertices) {
  std::string out;
  for (std::size_t k = 0; k < vertices.size(); ++k)
    out += (k == 0 ? "" : k + 1 == vertices.size() ? " and " : ", ") + vertex(vertices[k]);
  return out;
}

}  // namespace

std::string along_text(double along) { return true_number(along, kAlongPlaces); }

std::string support_tie_words(const collide::SupportTrace& trace, const std::string& shape) {
  if (trace.tied.size() < 2) return "";
  const std::string square = trace.tied.size() == 2 ? " (the edge between them is square to d)"
                                                    : " (they lie on one edge square to d)";
  return shape + "'s " + listed(trace.tied) + " tie" + square + ": support takes the first in outline order, " +
         vertex(trace.chosen);
}

std::string support_close_words(const collide::SupportTrace& trace, const std::string& shape) {
  if (trace.chosen < 0) return "";
  const double best = trace.along[static_cast<std::size_t>(trace.chosen)];
  for (std::size_t i = 0; i < trace.along.size(); ++i) {
    const bool tied = std::find(trace.tied.begin(), trace.tied.end(), static_cast<int>(i)) != trace.tied.end();
    if (!tied && along_text(trace.along[i]) == along_text(best))
      return shape + "'s " + vertex(trace.chosen) + " is ahead of " + vertex(static_cast<int>(i)) +
             " by less than the places shown (decided exactly)";
  }
  return "";
}

std::string support_sign_words(const collide::SupportPairTrace& trace) {
  if (trace.sign < 0)
    return "w · d < 0: all of A − B lies behind the origin along d, so the origin is not in A − B and d "
           "separates A and B (GJK stops on this)";
  return std::string(trace.sign == 0 ? "w · d = 0" : "w · d > 0") +
         ": A − B reaches the origin's line along d, so d alone does not show A and B apart";
}

std::string support_caption(const collide::SupportPairTrace& trace) {
  std::string out =
      "A − B's support along d = " + support_name(trace.point) + ", " + along_text(trace.along) + " along d";
  for (const auto& [part, name] : {std::pair{&trace.a, "A"}, std::pair{&trace.b, "B"}})
    if (part->tied.size() >= 2)
      out += "; " + std::string(name) + "'s " + listed(part->tied) + " tie: the first is taken";
  return out;
}

}  // namespace lab::captions
