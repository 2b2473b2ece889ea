// What the concave chapter's edge-test scenes print and name (see edge_printed.hpp). Every text
// here is cut from the string the panel, the table or the figure shows, never formatted again.
#include "concave/edge_printed.hpp"

#include <array>

#include "captions/concave_edges.hpp"
#include "captions/text.hpp"
#include "figures/ray_figure.hpp"

namespace lab::concave {
namespace {

// "d² = 2.56 > r² = 2.25" or "2.56 > 2.25" → {"2.56", "2.25"}; "d² ≈ 0 ≤ r² = 2.25" → {"≈ 0", "2.25"}:
// split at the first of the comparison signs the circle words use.
std::pair<std::string, std::string> circle_number_texts(std::string text) {
  for (std::string_view name : {"d² = ", "d² "})
    if (text.starts_with(name)) text = text.substr(name.size());
  std::size_t at = std::string::npos, length = 0;
  for (std::string_view sign : {" ≤ ", " > ", " ≈ "})
    if (const auto found = text.find(sign); found < at) at = found, length = sign.size();
  if (at == std::string::npos) return {};
  std::string r2 = text.substr(at + length);
  if (r2.starts_with("r² = ")) r2 = r2.substr(std::string_view("r² = ").size());
  return {text.substr(0, at), r2};
}

// "r² = 2.25" → "2.25"; text without the name is returned as it is.
std::string without_name(const std::string& text, std::string_view name) {
  return text.starts_with(name) ? text.substr(name.size()) : text;
}

}  // namespace

void add_ray_count(std::vector<Printed>& out, const char* where, const collide::RayTrace& ray,
                   const std::string& ray_name) {
  add_count(out, where, ray.count, ray_name + ": crossings counted");
}

void add_ray_table(std::vector<Printed>& out, const collide::RayTrace& ray, Vec2 start, const std::string& ray_name) {
  if (ray.crossings.empty()) return;  // the table is a sentence then, with no number but its "0 crossings"
  for (const auto& row : figures::ray_rows(ray)) {
    const auto words = captions::ray_row_words({row.edge, {row.x, start.y}, row.number > 0, row.at_p}, start.x);
    const std::string edge = ray_name + ", " + captions::edge_name(row.edge);
    // At the start itself the row prints the start's x for both.
    out.push_back({"table", words.x, "coordinate", row.at_p ? start.x : row.x, edge + ": x where it meets the line"});
    out.push_back({"table", without_name(words.relation, words.relation.substr(0, 2)), "coordinate", start.x,
                   edge + ": the start's x it is compared with"});
  }
  out.push_back({"table", captions::true_number(start.x, 2), "coordinate", start.x, ray_name + ": the start's x"});
}

void add_ray_named(std::vector<Named>& out, const collide::RayTrace& ray, const std::string& shape) {
  for (const auto& c : figures::counted_crossings(ray)) out.push_back({"ray_crossing", shape, c.edge});
  for (const auto& c : ray.crossings)
    if (!c.toggled) out.push_back({c.at_p ? "ray_through_start" : "ray_left", shape, c.edge});
}

void add_circle_numbers(std::vector<Printed>& out, const char* where, const std::string& shown,
                        const collide::EdgeCheck& check) {
  const auto [d2, r2] = circle_number_texts(shown);
  if (d2.empty()) return;
  const std::string edge = captions::edge_name(check.edge);
  out.push_back({where, d2, "distance", check.distance_squared,
                 edge + ": d², the squared distance from the centre to its nearest point"});
  out.push_back({where, r2, "value", check.limit_squared, edge + ": r², the radius squared"});
}

void add_point(std::vector<Printed>& out, const char* where, Vec2 p, const std::string& of, int places) {
  const std::string text = captions::true_point(p, places);
  const auto comma = text.find(", ");
  out.push_back({where, text.substr(1, comma - 1), "coordinate", p.x, of + ", x"});
  out.push_back({where, text.substr(comma + 2, text.size() - comma - 3), "coordinate", p.y, of + ", y"});
}

}  // namespace lab::concave
