// Test-only: the counts the SAT panel's lines above the table print ("8 axes: 5 from the
// pentagon, 3 from the triangle", "Trying them all, 6 of 8 show a gap", "2 parallel duplicates
// skipped", "Early exit stops at axis #3, the first gap: 5 of 8 axes are never tried"), worked
// out from the shapes' coordinates with exact arithmetic (concave_sat_oracle's axes and walk),
// never from a trace; and the check that a scene's `printed()` lists exactly those counts.
#pragma once
#include <algorithm>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "concave_sat_oracle.hpp"
#include "scenes/scene.hpp"

namespace sat_tally_oracle {

using collide::Vec2;
using concave_sat_oracle::Axis;
using concave_sat_oracle::Walk;
using sat_exact::Dec;

/// The axes of a polygon `a` and a circle (centre c, radius r) in the book's order: a's edge
/// normals, then the circle's own axis from a's nearest vertex (the first of equally near ones)
/// to the centre; each with its exact shadows and whether they show a gap.
inline std::vector<Axis> circle_axes(const std::vector<Vec2>& a, Vec2 c, double r) {
  std::vector<Axis> out = concave_sat_oracle::axes(a, {});
  auto d2 = [&](Vec2 v) {
    return (Dec(c.x) - Dec(v.x)) * (Dec(c.x) - Dec(v.x)) + (Dec(c.y) - Dec(v.y)) * (Dec(c.y) - Dec(v.y));
  };
  std::size_t nearest = 0;
  for (std::size_t v = 1; v < a.size(); ++v)
    if (d2(a[v]) < d2(a[nearest])) nearest = v;
  Axis own;
  own.of_a = false, own.edge = static_cast<int>(nearest);
  own.nx = Dec(c.x) - Dec(a[nearest].x), own.ny = Dec(c.y) - Dec(a[nearest].y);
  out.push_back(own);
  for (Axis& x : out) {
    x.direction = x.nx != 0 || x.ny != 0;
    if (!x.direction) continue;
    x.duplicate = false;
    for (const Axis& before : out) {
      if (&before == &x) break;
      x.duplicate = x.duplicate || (before.direction && before.nx * x.ny - before.ny * x.nx == 0);
    }
    const Dec length = sqrt(x.nx * x.nx + x.ny * x.ny);
    x.a = sat_exact::shadow(a, x.nx, x.ny, length);
    const Dec centre = (Dec(c.x) * x.nx + Dec(c.y) * x.ny) / length;
    x.b = {centre - Dec(r), centre + Dec(r)};
    x.gap = x.b.lo > x.a.hi || x.a.lo > x.b.hi;
  }
  return out;
}

using Counts = std::multiset<std::pair<std::string, std::string>>;  // {what it counts, text}

/// What the tally lines print for these axes: `from_a` of them are A's (named `a_name`), the rest
/// B's (`b_word`: "triangle", "circle"); with the panel's options.
inline Counts expected(const std::vector<Axis>& all, int from_a, const std::string& a_name, const std::string& b_word,
                       bool skip_duplicates, bool early_exit) {
  const Walk w = concave_sat_oracle::walk(all, skip_duplicates);
  const long long n = static_cast<long long>(all.size());
  auto text = [](long long k) { return std::to_string(k); };
  Counts out{{"axes in all", text(n)},
             {"axes from the " + a_name, text(from_a)},
             {"axes from the " + b_word, text(n - from_a)},
             {"axes with a gap, trying them all", text(w.with_gap)},
             {"axes tried, trying them all", text(w.tested)}};
  if (w.skipped > 0) out.insert({"parallel duplicates skipped", text(w.skipped)});
  if (early_exit && w.first_gap >= 0) {
    out.insert({"the axis an early exit stops at", text(w.first_gap + 1)});
    out.insert({"axes an early exit never tries", text(n - 1 - w.first_gap)});
    out.insert({"axes in all", text(n)});
  }
  return out;
}

/// Whether `of` names one of the tally lines' counts.
inline bool is_tally(const std::string& of) {
  static const std::set<std::string> words{"axes in all",
                                           "axes with a gap, trying them all",
                                           "axes tried, trying them all",
                                           "parallel duplicates skipped",
                                           "the axis an early exit stops at",
                                           "axes an early exit never tries"};
  return words.count(of) > 0 || of.starts_with("axes from the ");
}

/// What differs between the tally counts `printed` lists (in the panel) and `want`, or "".
inline std::string untrue(const std::vector<lab::Printed>& printed, const Counts& want) {
  Counts got;
  std::string out;
  for (const lab::Printed& p : printed) {
    if (p.where != "panel" || !is_tally(p.of)) continue;
    got.insert({p.of, p.text});
    if (p.text != std::to_string(static_cast<long long>(p.value))) out += "text is not its value: " + p.of + "; ";
  }
  if (got == want) return out;
  out += "tally counts differ: listed";
  for (const auto& [of, text] : got) out += " [" + of + " " + text + "]";
  out += " but the shapes give";
  for (const auto& [of, text] : want) out += " [" + of + " " + text + "]";
  return out + "; ";
}

}  // namespace sat_tally_oracle
