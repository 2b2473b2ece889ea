// The contact points' captions (distance_contact.hpp). Numbers are printed with true_number: the
// value the core computed, correctly rounded at the places shown.
#include "captions/distance_contact.hpp"

#include "captions/text.hpp"

namespace lab::captions {
namespace {

constexpr int kContactPlaces = 4;

/// "2 points, separations −0.5 and −0.25", "1 point, separation −0.5".
std::string points_words(const collide::ContactResult& r) {
  if (r.count == 1) return "1 point, separation " + separation_text(r.points[0].separation);
  return "2 points, separations " + separation_text(r.points[0].separation) + " and " +
         separation_text(r.points[1].separation);
}

}  // namespace

std::string contact_edge_name(bool on_a, int edge) {
  return std::string(on_a ? "A's e" : "B's e") + std::to_string(edge);
}

std::string separation_text(double separation) { return true_number(separation, kContactPlaces); }

std::string contact_caption(const collide::ContactTrace& trace) {
  const collide::ContactResult& r = trace.result;
  if (trace.face_a.edge < 0 || trace.face_b.edge < 0) return "a polygon has no area: no edge to clip against → apart";
  if (!r.touching) {
    const bool on_a = trace.face_a.separation >= trace.face_b.separation;
    const collide::ContactFace& gap = on_a ? trace.face_a : trace.face_b;
    return contact_edge_name(on_a, gap.edge) + " shows a gap of " + true_number(gap.separation, kContactPlaces) +
           ": no contact points → apart";
  }
  const std::string edges = "reference edge " + contact_edge_name(r.reference_on_a, r.reference_edge) +
                            ", incident edge " + contact_edge_name(!r.reference_on_a, r.incident_edge) + ": ";
  if (r.count == 0) return edges + "no end lies beside and below the reference edge → they touch";
  bool deep = false;
  for (int i = 0; i < r.count; ++i) deep = deep || r.points[static_cast<std::size_t>(i)].separation < 0;
  return edges + points_words(r) + (deep ? " → they collide" : " → they touch");
}

}  // namespace lab::captions
