// Issue 25 for the concave chapter's SAT scenes, where SAT breaks and convex pieces: every number
// they print (Scene::printed) is checked against answers worked out again here in 100-digit
// arithmetic from the shapes' coordinates (concave_sat_oracle.hpp), never from the trace the
// figure drew; every feature they name (Scene::named) is checked geometrically; every number of
// their captions is listed; and their panels' legends name the colours their figures draw.
//
// Index of this file:
//   [SECTION] Where SAT breaks
//   [SECTION] Convex pieces, and the dragged audits
//   [SECTION] Every number of the caption is listed
//   [SECTION] Reproducers
//   [SECTION] Legends
#include <doctest/doctest.h>

#include <cctype>
#include <cmath>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "portable_random.hpp"
#include "collide/ear_clip.hpp"
#include "concave_sat_oracle.hpp"
#include "sat_tally_oracle.hpp"
#include "scene_test_support.hpp"

namespace test_concave_sat_printed {

using namespace concave_sat_oracle;
using lab::Named;
using lab::Printed;
using lab::Scene;

const std::vector<Vec2>& c_of(const Scene& s) { return s.state().shape("C").points; }
const std::vector<Vec2>& square_of(const Scene& s) { return s.state().shape("square").points; }

// [SECTION] Where SAT breaks

// Equal to within the rounding of the core's doubles (1e−12 relative): parallel axes of two edges
// give push-outs equal in exact arithmetic that the 100-digit square roots leave a hair apart, and
// the core compares doubles, so of two push-outs that close either may be named the least.
bool same(const Dec& x, const Dec& y) { return abs(x - y) <= Dec(1e-12) * (abs(x) + abs(y)); }

// What is untrue in one state of sat-breaks, or "".
std::string sat_breaks_problems(const Scene& scene) {
  const auto& c = c_of(scene);
  const auto& square = square_of(scene);
  const std::vector<Axis> all = axes(c, square);
  const bool skip = scene.state().flag("skip_duplicates");
  const Walk w = walk(all, skip);
  const FirstCrossing hit = first_crossing(c, square);
  std::string out;
  for (const Printed& p : scene.printed()) {
    const std::string where = p.where + " " + p.of + ": " + p.text + "; ";
    if (p.axis > 0) {  // a shadow's end or an amount of axis p.axis
      if (p.axis > static_cast<int>(all.size())) return "no such axis: " + where;
      const Axis& x = all[static_cast<std::size_t>(p.axis - 1)];
      Dec exact;
      if (p.quantity == "value") {
        const Exact& e = p.of.starts_with("C's") ? x.a : x.b;
        exact = p.of.ends_with("low end") ? e.lo : e.hi;
      } else if (p.quantity == "gap") {
        if (!x.gap) out += "a gap where the shadows overlap: " + where;
        exact = x.gap_width();
      } else {
        if (x.gap) out += "a push-out across a gap: " + where;
        exact = x.push_out();
      }
      if (!rounds_to(p.text, exact)) out += "not the exact value rounded: " + where;
      continue;
    }
    if (sat_tally_oracle::is_tally(p.of)) continue;  // the counts above the table: below
    long long expected = -1;
    if (p.of == "axes SAT tried, trying every axis" || p.of == "axes SAT tries")
      expected = w.tested;
    else if (p.of == "axes with a gap")
      expected = w.with_gap;
    else if (p.of == "axes the walk tried")
      expected = w.walked;
    else if (p.of == "parallel axes skipped")
      expected = w.skipped;
    else if (p.of == "edge pairs tested")
      expected = hit.tested;
    else if (p.of == "edge pairs in all")
      expected = static_cast<long long>(c.size() * square.size());
    else if (p.of.starts_with("crossings of the ray from C"))
      expected = ray_crossings(c[0], square).value_or(-1);
    else if (p.of.starts_with("crossings of the ray from the square"))
      expected = ray_crossings(square[0], c).value_or(-1);
    else
      out += "a number the audit does not know: " + where;
    if (p.text != std::to_string(expected) && expected >= 0) out += "wrong count: " + where;
  }
  out += sat_tally_oracle::untrue(scene.printed(),
                                  sat_tally_oracle::expected(all, static_cast<int>(c.size()), "C", "square", skip,
                                                             scene.state().option("early_exit", 1) != 0));
  const int step = static_cast<int>(scene.state().option("step"));
  for (const Named& n : scene.named()) {
    const std::string what = n.role + " " + n.shape + " e" + std::to_string(n.edge) + "; ";
    if (n.role == "deciding_axis" || n.role == "step_axis") {
      if (n.axis < 1 || n.axis > static_cast<int>(all.size())) return "no such axis: " + what;
      const Axis& x = all[static_cast<std::size_t>(n.axis - 1)];
      if ((x.of_a ? "C" : "square") != n.shape || x.edge != n.edge) out += "not that axis's edge: " + what;
      if (n.role == "step_axis" && n.axis != step) out += "not the step's axis: " + what;
      if (n.role != "deciding_axis") continue;
      if (w.first_gap >= 0) {
        if (n.axis != w.first_gap + 1) out += "not the first gap: " + what;
      } else {  // colliding: an axis of least push-out
        for (const Axis& other : all)
          if (other.direction && !(skip && other.duplicate) && !same(other.push_out(), x.push_out()) &&
              other.push_out() < x.push_out())
            out += "not the least push-out: " + what + " (#" + std::to_string(n.axis) + " " + x.push_out().str(8) +
                   " > e" + std::to_string(other.edge) + (other.of_a ? " of C " : " of square ") +
                   other.push_out().str(8) + "); ";
      }
    } else if (n.role == "first_hit") {
      if (n.shape == "C" ? n.edge != hit.i : n.edge != hit.j) out += "not the first pair that meets: " + what;
    }
  }
  return out;
}

// [SECTION] Convex pieces, and the dragged audits

struct Pieces {
  std::vector<std::vector<Vec2>> c, square;
};
Pieces pieces_of(const Scene& s) {
  Pieces p;
  for (const bool of_c : {true, false}) {
    const auto& poly = of_c ? c_of(s) : square_of(s);
    for (const auto& t : collide::ear_clip(poly).triangles) {
      const auto corners = collide::triangle_corners(poly, t);
      (of_c ? p.c : p.square).push_back({corners.begin(), corners.end()});
    }
  }
  return p;
}

// "T3 vs S1…" → {3, 1}.
std::pair<int, int> pair_named(const std::string& of) {
  const auto t = of.find('T'), s = of.find(" vs S");
  return {std::stoi(of.substr(t + 1)), std::stoi(of.substr(s + 5))};
}

// Twice the signed area of a polygon, exactly.
Dec twice_area(const std::vector<Vec2>& poly) {
  Dec sum = 0;
  for (std::size_t i = 0; i < poly.size(); ++i) {
    const Vec2 p = poly[i], q = poly[(i + 1) % poly.size()];
    sum += Dec(p.x) * Dec(q.y) - Dec(q.x) * Dec(p.y);
  }
  return sum;
}

std::string convex_pieces_problems(const Scene& scene) {
  const Pieces pieces = pieces_of(scene);
  const auto& c = c_of(scene);
  // The pieces tile the C: their areas add up to the C's (so the counts below are of a true split).
  Dec pieces_area = 0;
  for (const auto& t : pieces.c) pieces_area += abs(twice_area(t));
  if (pieces_area != abs(twice_area(c))) return "the pieces do not tile the C";
  // The book's run: pairs in order, each by exact SAT, up to the first that collides.
  std::vector<PairRun> runs;
  int colliding = -1;
  long long axes_tried = 0;
  for (std::size_t i = 0; i < pieces.c.size() && colliding < 0; ++i)
    for (std::size_t j = 0; j < pieces.square.size() && colliding < 0; ++j) {
      runs.push_back(pair_run(pieces.c[i], pieces.square[j]));
      axes_tried += runs.back().tried;
      if (runs.back().collide) colliding = static_cast<int>(runs.size()) - 1;
    }
  const long long total = static_cast<long long>(pieces.c.size() * pieces.square.size());
  const int n_square = static_cast<int>(pieces.square.size());
  long long clip_steps = -1;
  const auto printed = scene.printed();
  for (const Printed& p : printed)
    if (p.of == "corners examined") clip_steps = std::stoll(p.text);
  // The step the scene is on: the option, or the verdict (the last step) when it is past the end.
  const long long total_steps = clip_steps + static_cast<long long>(runs.size()) + 1;
  const long long option = scene.state().option("step", -1);
  const long long step = option < 0 || option > total_steps ? total_steps : option;
  std::string out;
  for (const Printed& p : printed) {
    const std::string where = p.where + " " + p.of + ": " + p.text + "; ";
    if (p.where == "figure") {  // the axis label's amount of the pair at hand
      const auto [i, j] = pair_named(p.of);
      const PairRun run = pair_run(pieces.c[static_cast<std::size_t>(i)], pieces.square[static_cast<std::size_t>(j)]);
      const Axis& x = run.axes[static_cast<std::size_t>(p.axis - 1)];
      if (run.collide ? !same(x.push_out(), run.least) : p.axis != run.deciding + 1)
        out += "not the pair's deciding axis: " + where;
      const Dec exact = p.quantity == "gap" ? x.gap_width() : x.push_out();
      if ((p.quantity == "gap") != x.gap) out += "the wrong kind of amount: " + where;
      if (!rounds_to(p.text, exact)) out += "not the exact value rounded: " + where;
      if (!short_only_when_exact(p.text, exact, 2)) out += "trailing digits dropped that are not zero: " + where;
      continue;
    }
    long long expected = -1;
    if (p.of == "vertices of C")
      expected = static_cast<long long>(c.size());
    else if (p.of == "triangles of C" || p.of == "ears")
      expected = static_cast<long long>(pieces.c.size());
    else if (p.of == "triangles of the square")
      expected = n_square;
    else if (p.of == "piece pairs tested")
      expected = static_cast<long long>(runs.size());
    else if (p.of == "piece pairs in all")
      expected = total;
    else if (p.of == "axes over the pairs tested")
      expected = axes_tried;
    else if (p.of == "axes SAT tries on the whole C")
      expected = static_cast<long long>(c.size() + square_of(scene).size());
    else if (p.of == "the step" || p.of == "the step slider")
      expected = step;
    else if (p.of == "the pair's number in the book's order")
      expected = step - clip_steps;
    else if (p.of.starts_with("axes tried on pair") || p.of == "axes tried on the pair") {
      const auto k = p.of == "axes tried on the pair" ? step - clip_steps - 1 : std::stoll(p.of.substr(19)) - 1;
      if (k < 0 || k >= static_cast<long long>(runs.size()))
        out += "no such pair: " + where;
      else
        expected = runs[static_cast<std::size_t>(k)].tried;
    } else if (p.of == "corners examined" || p.of == "candidate ears") {
      if (std::stoll(p.text) < static_cast<long long>(pieces.c.size())) out += "fewer corners than ears: " + where;
    } else if (p.of != "reflex corners" && p.of != "corners with a vertex inside" && p.of != "candidates rejected") {
      out += "a number the audit does not know: " + where;
    }
    if (expected >= 0 && p.text != std::to_string(expected)) out += "wrong count: " + where;
  }
  for (const Named& n : scene.named()) {
    const std::string what = n.role + " " + n.shape + "; ";
    if (n.role == "blocking_vertex") {
      // Inside or on the candidate's triangle: the named corner and its two neighbours.
      std::vector<int> tri;
      for (const Named& m : scene.named())
        if (m.role == "ear_candidate" || m.role == "ear_neighbour") tri.push_back(m.vertex);
      const Vec2 a = c[static_cast<std::size_t>(tri[1])], b = c[static_cast<std::size_t>(tri[0])],
                 d = c[static_cast<std::size_t>(tri[2])], v = c[static_cast<std::size_t>(n.vertex)];
      const int s1 = orient(a, b, v), s2 = orient(b, d, v), s3 = orient(d, a, v);
      if ((s1 < 0 || s2 < 0 || s3 < 0) && (s1 > 0 || s2 > 0 || s3 > 0))
        out += "the vertex named is not inside: " + what;
    } else if (n.role == "deciding_axis") {
      const long long k = step - clip_steps - 1;  // the pair at hand
      if (k < 0 || k >= static_cast<long long>(runs.size())) {
        out += "no pair at hand: " + what;
        continue;
      }
      const PairRun& run = runs[static_cast<std::size_t>(k)];
      const Axis& x = run.axes[static_cast<std::size_t>(n.axis - 1)];
      const int piece = std::stoi(n.shape.substr(1));
      const int expected_piece = static_cast<int>(x.of_a ? k / n_square : k % n_square);
      if (n.shape[0] != (x.of_a ? 'T' : 'S') || piece != expected_piece || n.edge != x.edge)
        out += "not the axis's edge: " + what;
      if (run.collide ? !same(x.push_out(), run.least) : n.axis != run.deciding + 1)
        out += "not the deciding axis: " + what;
    } else if (n.role == "colliding_pair") {
      const int piece = std::stoi(n.shape.substr(1));
      if (colliding < 0 || piece != (n.shape[0] == 'T' ? colliding / n_square : colliding % n_square))
        out += "not the first colliding pair: " + what;
    }
  }
  return out;
}

// A state dragged from the start: the square moved (half the time to a grid of tenths, where
// exact ties come up), sometimes turned, a corner of the C sometimes nudged.
void drag(Scene& scene, std::mt19937& rng, int k) {
  portable::uniform_real_distribution<double> offset(-4, 6), turn(-0.6, 0.6), nudge(-0.4, 0.4);
  lab::testing::change_state(scene, [&](lab::SceneState& state) {
    Vec2 centre{offset(rng), offset(rng) * 0.8};
    if (k % 2) centre = {std::round(centre.x * 10) / 10, std::round(centre.y * 10) / 10};
    auto& square = state.shape("square").points;
    square = lab::testing::square_at(centre);
    if (k % 3 == 0) {
      const double a = turn(rng), cs = std::cos(a), sn = std::sin(a);
      for (Vec2& p : square)
        p = centre + Vec2{cs * (p.x - centre.x) - sn * (p.y - centre.y), sn * (p.x - centre.x) + cs * (p.y - centre.y)};
    }
    if (k % 5 == 0) {
      auto& c = state.shape("C").points;
      Vec2& v = c[static_cast<std::size_t>(k) % c.size()];
      v += Vec2{nudge(rng), nudge(rng)};
      if (k % 2) v = {std::round(v.x * 10) / 10, std::round(v.y * 10) / 10};
    }
  });
}

TEST_CASE("audit: every number and name sat-breaks prints is the exact answer (1,000 dragged states)" *
          doctest::test_suite("slow")) {
  std::mt19937 rng(2531);
  portable::uniform_int_distribution<int> coin(0, 1), steps(0, 12), preset(0, 3);
  int states = 0, numbers = 0, amounts = 0, names = 0;
  for (int k = 0; k < 1000; ++k) {
    auto s = lab::testing::scene_at_preset("sat-breaks", static_cast<std::size_t>(preset(rng)));
    if (k >= 8) drag(*s, rng, k);  // the first states: the presets as they are (the reproducers)
    lab::testing::change_state(*s, [&](lab::SceneState& state) {
      state.options["early_exit"] = k < 4 ? 1 : coin(rng);
      state.options["skip_duplicates"] = k < 4 ? 0 : coin(rng);
      state.options["all_axes"] = coin(rng);
      state.options["show_axes"] = k % 7 != 0;
      state.options["step"] = k % 3 ? 0 : steps(rng);
    });
    if (!s->warnings().empty() || s->caption().starts_with("no verdict")) continue;
    const std::string found = sat_breaks_problems(*s);
    CAPTURE(k);
    CAPTURE(s->caption());
    CHECK_MESSAGE(found.empty(), found);
    ++states;
    for (const auto& p : s->printed()) ++numbers, amounts += p.axis > 0;
    names += static_cast<int>(s->named().size());
  }
  CHECK(states > 900);
  CHECK(amounts > 36000);  // about 12 rows of four ends and an amount a state (39,911 drawn)
  CHECK(numbers > amounts + 4000);
  CHECK(names > 1000);
}

TEST_CASE("audit: every number and name convex-pieces prints is the exact answer (1,000 dragged states, every step)" *
          doctest::test_suite("slow")) {
  std::mt19937 rng(2532);
  portable::uniform_int_distribution<int> preset(0, 2);
  int states = 0, amounts = 0, pair_steps = 0, clip_steps = 0;
  for (int k = 0; k < 1000; ++k) {
    auto s = lab::testing::scene_at_preset("convex-pieces", static_cast<std::size_t>(preset(rng)));
    if (k >= 6) drag(*s, rng, k);
    // Every step in turn over the states: ear clipping's candidates, each pair, the verdict.
    lab::testing::change_state(*s, [&](lab::SceneState& state) { state.options["step"] = k % 23 == 22 ? -1 : k % 23; });
    if (!s->warnings().empty() || s->caption().starts_with("no pieces")) continue;
    const std::string found = convex_pieces_problems(*s);
    CAPTURE(k);
    CAPTURE(s->caption());
    CHECK_MESSAGE(found.empty(), found);
    ++states;
    for (const auto& p : s->printed()) amounts += p.where == "figure";
    for (const auto& n : s->named()) pair_steps += n.role == "deciding_axis", clip_steps += n.role == "ear_candidate";
  }
  CHECK(states > 900);
  CHECK(amounts > 100);
  CHECK(pair_steps > 100);
  CHECK(clip_steps > 200);
}

// [SECTION] Every number of the caption is listed

// The numbers in `text` that are not part of a name ("e2", "#3", "T0", "S1"): digit runs with
// their decimals, minus sign and exponent.
std::vector<std::string> numbers_in(const std::string& text) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (!std::isdigit(static_cast<unsigned char>(text[i]))) continue;
    const bool name = i > 0 && (std::isalpha(static_cast<unsigned char>(text[i - 1])) || text[i - 1] == '#');
    std::size_t j = i;
    while (j < text.size() && (std::isdigit(static_cast<unsigned char>(text[j])) || text[j] == '.')) ++j;
    if (!name) out.push_back(text.substr(i, j - i));
    i = j;
  }
  return out;
}

void caption_is_covered(const Scene& s) {
  std::set<std::string> listed;
  for (const Printed& p : s.printed())
    if (p.where == "caption") listed.insert(p.text);
  for (const Named& n : s.named())
    if (n.vertex >= 0 && n.shape == "C") listed.insert(std::to_string(n.vertex));  // "corner 5 (4–5–6)"
  for (const std::string& number : numbers_in(s.caption())) {
    CAPTURE(s.caption());
    CAPTURE(number);
    CHECK(listed.count(number) == 1);
  }
}

TEST_CASE(
    "every number of sat-breaks' and convex-pieces' captions is listed in printed() (presets, steps and dragged "
    "states)" *
    doctest::test_suite("slow")) {
  std::mt19937 rng(2533);
  for (const char* id : {"sat-breaks", "convex-pieces"}) {
    auto scene = lab::testing::scene_named(id);
    const std::size_t presets = scene->presets().size();
    for (std::size_t p = 0; p < presets; ++p)
      for (int k = 0; k < 40; ++k) {
        auto s = lab::testing::scene_at_preset(id, p);
        if (k > 0) drag(*s, rng, k);
        lab::testing::change_state(*s, [&](lab::SceneState& state) {
          state.options["step"] = std::string(id) == "convex-pieces" ? k % 20 : k % 13;
          state.options["early_exit"] = k % 2;
          state.options["skip_duplicates"] = k % 4 == 1;
        });
        CAPTURE(id);
        CAPTURE(k);
        caption_is_covered(*s);
      }
  }
}

// [SECTION] Reproducers

TEST_CASE("sat-breaks pulled out, early exit on: the caption counts the walk the figure draws, and lists it") {
  auto s = lab::testing::scene_at_preset("sat-breaks", "Square pulled out: both say apart");
  REQUIRE(s->state().option("early_exit", 1) == 1);
  // The figure marks #4, #6, … "not tried": the caption counts the two axes the walk tried (#1
  // and #2, the first gap), not the 6 of 12 a walk over every axis finds.
  CHECK(s->caption().starts_with("SAT stops at its first gap (2 of 12 axes tried) → apart"));
  int two = 0, twelve = 0;
  for (const Printed& p : s->printed()) {
    if (p.where != "caption") continue;
    two += p.text == "2" && p.of == "axes the walk tried";
    twelve += p.text == "12" && p.of == "axes SAT tries";
  }
  CHECK(two == 1);
  CHECK(twelve == 1);
  // The tally's words say which walk they count: "trying every axis".
  bool tally = false;
  for (const Printed& p : s->printed())
    tally = tally || (p.where == "panel" && p.of == "axes with a gap" && p.text == "6");
  CHECK(tally);
  // The axis the figure dashes is the first gap, the C's e1 (x = 3 facing the square's x = 4).
  const auto named = s->named();
  REQUIRE(!named.empty());
  CHECK(named[0].role == "deciding_axis");
  CHECK(named[0].shape == "C");
  CHECK(named[0].edge == 1);
  CHECK(named[0].axis == 2);
}

TEST_CASE("sat-breaks in the notch: the square's axis #9 shadow row is listed as the table prints it") {
  // Square [0, 2] × [−1, 1], axis #9 the square's e0 (normal (0, −2)): shadows on the unit axis
  // (0, −1): the C's −3…3, the square's −1…1. B leaves the C's shadow by moving 3 − (−1) = 4 one
  // way or 1 − (−3) = 4 the other: the push-out is 4.
  auto s = lab::testing::scene_named("sat-breaks");
  std::vector<std::string> row;
  for (const Printed& p : s->printed())
    if (p.axis == 9) row.push_back(p.text);
  CHECK(row == std::vector<std::string>{"\u22123", "3", "\u22121", "1", "4"});
}

TEST_CASE("convex-pieces: the pair's axis label keeps the zeros its amount has, 2.50 for 2.5003, not 2.5") {
  // The label printed format_number(separation): at hundredths with trailing zeros dropped, so a
  // gap of 2.5003 read "2.5", as if exact. It now prints the amount as an axes table's row would.
  int amounts = 0, tenths = 0;
  for (double x = 5.0003; x < 9; x += 0.37)
    for (double y : {-0.5003, 0.0, 0.7003}) {
      auto s = lab::testing::scene_at_preset("convex-pieces", "Square pulled out");
      lab::testing::move_square(*s, {x, y});
      for (int step = 1; step < 30; ++step) {
        lab::testing::change_state(*s, [&](lab::SceneState& state) { state.options["step"] = step; });
        for (const Printed& p : s->printed()) {
          if (p.where != "figure") continue;
          CAPTURE(p.of);
          CHECK(short_only_when_exact(p.text, Dec(p.value), 2));
          ++amounts;
          // Hundredths that end in 0 for a value that is not: where the old label dropped a digit.
          const double hundredths = std::round(p.value * 100);
          tenths += std::fmod(hundredths, 10) == 0 && std::fabs(hundredths / 100 - p.value) > 1e-9;
        }
      }
    }
  CHECK(amounts > 100);
  CHECK(tenths > 3);
}

// [SECTION] Legends

// The colours the figure's key names (issue 26: it is in the figure, at the desk too), by the
// words that open each of its lines; B's purple line aside.
std::set<std::string> legend_colours(const lab::testing::RecordingCanvas& canvas) {
  std::set<std::string> out;
  for (const auto& call : canvas.calls) {
    if (!call.legend || call.kind != "label") continue;
    const std::string& text = call.text;
    const std::string colour = text.starts_with("orange")                                                ? "orange"
                               : text.starts_with("green")                                               ? "green"
                               : text.starts_with("dashed vermillion") || text.starts_with("vermillion") ? "vermillion"
                               : text.starts_with("light grey")                                          ? "light grey"
                               : text.starts_with("dark arrow")                                          ? "dark"
                                                                                                         : "";
    if (!colour.empty()) out.insert(colour);
  }
  return out;
}

// The role colours the figure draws (strokes, fills, bars: labels carry their own words).
std::set<std::string> drawn_colours(const Scene& s) {
  std::set<std::string> out;
  for (const auto& call : lab::testing::drawn(s).calls) {
    if (call.kind == "label" || call.legend) continue;
    const auto same = [&](lab::Color c) { return call.color.r == c.r && call.color.g == c.g && call.color.b == c.b; };
    if (same(lab::palette::apart)) out.insert("orange");
    if (same(lab::palette::collide)) out.insert("green");
    if (same(lab::palette::deciding)) out.insert("vermillion");
    if (same(lab::palette::untested)) out.insert("light grey");
  }
  return out;
}

TEST_CASE("sat-breaks' and convex-pieces' keys name exactly the colours drawn (presets, steps, dragged states)" *
          doctest::test_suite("slow")) {
  std::mt19937 rng(2534);
  int checked = 0;
  for (const char* id : {"sat-breaks", "convex-pieces"}) {
    const std::size_t presets = lab::testing::scene_named(id)->presets().size();
    for (std::size_t p = 0; p < presets; ++p)
      for (int k = 0; k < 24; ++k) {
        auto s = lab::testing::scene_at_preset(id, p);
        if (k >= 12) drag(*s, rng, k);
        lab::testing::change_state(*s, [&](lab::SceneState& state) {
          state.options["step"] = std::string(id) == "convex-pieces" ? (k % 12 == 11 ? -1 : k % 12 * 2) : k % 4 * 3;
          state.options["early_exit"] = k % 3 != 2;
          state.options["all_axes"] = k % 2;
        });
        CAPTURE(id);
        CAPTURE(k);
        CAPTURE(s->caption());
        CHECK(legend_colours(lab::testing::drawn(*s)) == drawn_colours(*s));
        ++checked;
      }
  }
  CHECK(checked == 7 * 24);
}

}  // namespace test_concave_sat_printed
