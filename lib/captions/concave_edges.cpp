// The concave chapter's edge tests in words (see concave_edges.hpp). Every count and edge named
// here is read from a core trace.
#include "captions/concave_edges.hpp"

#include <algorithm>
#include <limits>
#include <tuple>

#include "captions/text.hpp"

namespace lab::captions {

using collide::EdgeTestTrace;
using collide::RayTrace;

// Appended: GCC 12 -O3 misreads "e" + std::to_string(edge) as a 2^63-byte memcpy (-Wstringop-overflow).
std::string edge_name(int edge) { return std::string("e").append(std::to_string(edge)); }

std::string ray_count_words(const RayTrace& trace) {
  return count_of(trace.count, "crossing", "crossings") + ", " + (trace.count % 2 ? "odd" : "even") + " → " +
         (trace.inside ? "inside" : "outside");
}

std::string_view location_name(collide::Location location) {
  switch (location) {
    case collide::Location::Inside: return "inside";
    case collide::Location::Outside: return "outside";
    case collide::Location::Boundary: return "boundary";
  }
  return "outside";
}

std::string_view location_words(collide::Location location) {
  return location == collide::Location::Boundary ? "on the boundary" : location_name(location);
}

std::string boundary_words(const RayTrace& trace) {
  if (trace.boundary_vertex < 0) return edge_name(trace.boundary_edge);
  // A vertex is the end of two edges, and P is on both.
  return "vertex " + std::to_string(trace.boundary_vertex) + ", where " + edge_name(trace.arriving_edge) + " and " +
         edge_name(trace.leaving_edge) + " meet";
}

std::string point_in_polygon_caption(const RayTrace& trace) {
  if (trace.location != collide::Location::Boundary)
    return count_of(trace.count, "crossing", "crossings") + " to P's right, " +
           (trace.count % 2 ? "odd → inside" : "even → outside");
  // On an edge the parity could go either way: both answers are told, each for what it is. The
  // ray rule's (query's "result": even is false) in brackets, then the exact check's (query's
  // "location"), which the lesson counts as a hit. It said "→ on the boundary, counted as on the
  // polygon", as if that were the rule's verdict, where query answered false.
  return "P lies on " + boundary_words(trace) + ": the ray rule alone says " +
         count_of(trace.count, "crossing", "crossings") + " (" + (trace.count % 2 ? "odd: inside" : "even: outside") +
         "); the exact check puts P on the boundary, which counts as touching";
}

namespace {

// The caption of a one-shape edge test: the first hit, or the containment ray's answer.
std::string one_shape_caption(const EdgeTestTrace& book, std::string_view shape, std::string_view verb,
                              std::string_view past, std::string_view ray_name) {
  const std::string tested =
      count_number(book.checks.size()) + " of " + count_of(book.total, "edge", "edges") + " tested";
  if (book.first_hit >= 0) {
    const auto& hit = book.checks[static_cast<std::size_t>(book.first_hit)];
    return std::string(shape) + " " + std::string(verb) + " " + edge_name(hit.edge) + " (" + tested + ") " +
           std::string(verdict_words(true));
  }
  std::string text = "0 of " + count_of(book.total, "edge", "edges") + " " + std::string(past);
  if (book.containment_a) text += "; " + std::string(ray_name) + ": " + ray_count_words(*book.containment_a);
  return text + " " + std::string(verdict_words(book.collide));
}

}  // namespace

std::string polygon_segment_caption(const EdgeTestTrace& book) {
  return one_shape_caption(book, "the segment", "meets", "met", "end a's ray");
}

std::string polygon_circle_caption(const EdgeTestTrace& book) {
  return one_shape_caption(book, "the circle", "touches", "touched", "the centre's ray");
}

namespace {

// The two-polygon verdict from its counts: the first pair that meets, or the containment rays.
std::string polygons_words(long long tested, long long total, int edge_a, int edge_b,
                           const std::optional<RayTrace>& ray_a, const std::optional<RayTrace>& ray_b, bool collide) {
  if (edge_a >= 0)
    return count_number(tested) + " of " + count_of(total, "edge pair", "edge pairs") + " tested; A's " +
           edge_name(edge_a) + " meets B's " + edge_name(edge_b) + " " + std::string(verdict_words(true));
  std::string text = "none of " + count_of(total, "edge pair", "edge pairs") + " meet; ";
  const auto where = [](const std::optional<RayTrace>& ray) { return std::string(location_words(ray->location)); };
  if (ray_a) text += "A's vertex 0 is " + where(ray_a) + " B";
  if (ray_a && ray_a->inside) return text + " " + std::string(verdict_words(true));
  if (ray_b) text += ", B's vertex 0 is " + where(ray_b) + " A";
  return text + " " + std::string(verdict_words(collide));
}

}  // namespace

std::string polygons_caption(const EdgeTestTrace& book) {
  const auto* hit = book.first_hit >= 0 ? &book.checks[static_cast<std::size_t>(book.first_hit)] : nullptr;
  return polygons_words(static_cast<long long>(book.checks.size()), book.total, hit ? hit->edge : -1,
                        hit ? hit->other_edge : -1, book.containment_a, book.containment_b, book.collide);
}

std::string polygons_caption(const collide::EdgePairCount& count) {
  return polygons_words(count.tested, count.total, count.edge_a, count.edge_b, count.containment_a, count.containment_b,
                        count.collide);
}

namespace {

// The decimals a fixed-point number shows ("4.25" → 2); none for "7" and scientific forms.
int decimals_shown(const std::string& text) {
  const auto dot = text.find('.');
  if (dot == std::string::npos || text.find('e') != std::string::npos) return 0;
  return static_cast<int>(text.find_first_not_of("0123456789", dot + 1) == std::string::npos ? text.size() - dot - 1
                                                                                             : 0);
}

}  // namespace

std::string with_own_zeros(const std::string& text, double value, int places) {
  if (text.find_first_not_of("0123456789.−") != std::string::npos) return text;  // "1e−7", "… + ε"
  std::string kept = true_number(value, places);
  if (kept.find('.') == std::string::npos) return text;
  std::string bare = kept;
  while (bare.back() == '0') bare.pop_back();
  if (bare.back() == '.') bare.pop_back();
  return bare == text ? kept : text;
}

void format_apart(double a, double b, std::string& first, std::string& second) {
  std::tie(first, second) = format_compared(a, b, a < b ? -1 : a > b ? 1 : 0);
  // format_compared drops a rounding's trailing zeros, so 4.0004 beside 1.44 read "4": the pair
  // was printed at 2 places (or at the most either shows), and a zero the value lacks stays.
  const int places = std::max({2, decimals_shown(first), decimals_shown(second)});
  first = with_own_zeros(first, a, places);
  second = with_own_zeros(second, b, places);
}

RayRowWords ray_row_words(const collide::RayCrossing& c, double p_x) {
  RayRowWords words;
  std::string x, start;
  format_apart(c.point.x, p_x, x, start);
  words.x = x;
  // The exact flags decide the words; the printed numbers are made to agree with them.
  if (c.at_p) {
    words.x = start;
    words.relation = "= " + start;
    words.counts = "no: at the start itself (it lies on this edge)";
  } else if (c.toggled) {
    words.relation = "> " + start;
    words.counts = "yes: right of the start";
  } else {
    words.relation = "< " + start;
    words.counts = "no: left of the start";
  }
  return words;
}

namespace {

// d² and r², printed apart, and the sign between them: "≤" for a hit, ">" for a miss, "≈" when
// rounding would print the opposite of the exact answer. A d² that is only rounding is "≈ 0".
void circle_parts(const collide::EdgeCheck& check, double noise, std::string& d2, std::string& relation,
                  std::string& r2) {
  const bool only_rounding = check.distance_squared <= noise;
  format_apart(only_rounding ? 0.0 : check.distance_squared, check.limit_squared, d2, r2);
  if (only_rounding) d2 = "≈ 0";
  const bool printed_within = only_rounding || check.distance_squared <= check.limit_squared;
  if (check.hit == printed_within)
    relation = check.hit ? " ≤ " : " > ";
  else
    relation = " ≈ ";  // rounding hid the exact answer; `hit` (exact) says which side
}

}  // namespace

std::string circle_comparison(const collide::EdgeCheck& check, double noise) {
  std::string d2, relation, r2;
  circle_parts(check, noise, d2, relation, r2);
  return (d2.starts_with("≈") ? "d² " : "d² = ") + d2 + relation + "r² = " + r2;
}

std::string circle_numbers(const collide::EdgeCheck& check, double noise) {
  std::string d2, relation, r2;
  circle_parts(check, noise, d2, relation, r2);
  return d2 + relation + r2;
}

std::string circle_check_words(const collide::EdgeCheck& check, double noise) {
  return edge_name(check.edge) + ": " + circle_comparison(check, noise) +
         (check.hit ? " → touches" : " → out of reach");
}

std::string edge_names(const std::vector<int>& edges) {
  std::string out;
  for (std::size_t k = 0; k < edges.size(); ++k)
    out += (k == 0 ? "" : k + 1 == edges.size() ? " and " : ", ") + edge_name(edges[k]);
  return out;
}

std::string circle_nearest_miss_words(const EdgeTestTrace& book, double noise) {
  if (book.first_hit >= 0 || book.nearest.empty()) return {};
  std::vector<int> edges;
  for (int k : book.nearest) edges.push_back(book.checks[static_cast<std::size_t>(k)].edge);
  // Tied edges are exactly as near, so the first one's comparison is every one's.
  const collide::EdgeCheck& first = book.checks[static_cast<std::size_t>(book.nearest.front())];
  const std::string head = edges.size() == 1 ? "Nearest miss: " : "Nearest misses, equally near: ";
  return head + edge_names(edges) + ": " + circle_comparison(first, noise) + " → out of reach";
}

double squared_distance_noise(double scale) {
  // The nearest point is off by a few units in the last place of the coordinates; squared, that
  // is what a d² of a centre on the edge can come out as.
  const double off = 16 * std::numeric_limits<double>::epsilon() * scale;
  return off * off;
}

}  // namespace lab::captions
