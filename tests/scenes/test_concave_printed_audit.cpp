// Issue 25 for the concave chapter's edge tests (point-in-polygon, concave-polygon-line, -segment,
// -circle, polygon-polygon, which-approach): every number they list as printed (Scene::printed,
// `--report`'s "printed") is checked against the answer worked out again here in exact rationals
// (concave_exact.hpp: the ray's crossings, the first edge met, the nearest point and d²), its text
// the exact value correctly rounded at the places it shows; every feature named (Scene::named) is
// checked on the geometry (P is on the named edge, the named edge is the first the segment meets,
// the ray's named crossings are the edges it crosses right of P, in order along it); every number
// in a caption is listed; and the legend names what is drawn.
//
// Index of this file:
//   [SECTION] The shapes as the test reads them
//   [SECTION] What each scene's numbers are, exactly
//   [SECTION] What each scene names, checked on the geometry
//   [SECTION] One state
//   [SECTION] The states, and the test cases
#include <doctest/doctest.h>

#include <cctype>
#include <cmath>
#include <cstdio>
#include <functional>
#include <initializer_list>
#include <map>
#include <random>
#include <regex>
#include <set>
#include <string>
#include <vector>

#include "portable_random.hpp"
#include "collide/rect.hpp"
#include "concave_exact.hpp"
#include "piece_oracle.hpp"
#include "scene_test_support.hpp"

namespace test_legend_drawn {
bool legend_matches_drawing(const lab::Scene& scene);  // test_legend_drawn.cpp
}

namespace test_concave_printed_audit {

using namespace concave_exact;
using lab::Named;
using lab::Printed;
using lab::Scene;

// [SECTION] The shapes as the test reads them

std::vector<Vec2> outline_of(const lab::Shape& shape) {
  if (shape.kind != lab::ShapeKind::Rect) return shape.points;
  const collide::Rect r = shape.rect();  // the corners as the chapter makes them, counter-clockwise
  return {{r.x, r.y}, {r.x + r.w, r.y}, {r.x + r.w, r.y + r.h}, {r.x, r.y + r.h}};
}
std::vector<Vec2> outline(const Scene& s, const std::string& name) { return outline_of(s.state().shape(name)); }

// The exact answers are slow under the sanitizers and each state asks for them many times: kept
// for the last few shapes they were worked out for (a key of the coordinates, bit for bit).
std::string key_of(std::initializer_list<double> numbers, const std::vector<Vec2>& poly) {
  std::string key;
  char buffer[40];
  for (double x : numbers) key += (std::snprintf(buffer, sizeof buffer, "%a,", x), buffer);
  for (Vec2 v : poly) key += (std::snprintf(buffer, sizeof buffer, "%a %a,", v.x, v.y), buffer);
  return key;
}
template <class T, class Make>
T remembered(const std::string& key, Make&& make) {
  static std::map<std::string, T> kept;
  if (const auto it = kept.find(key); it != kept.end()) return it->second;
  if (kept.size() > 8) kept.clear();
  return kept.emplace(key, make()).first->second;
}
Ray ray_of(Vec2 p, const std::vector<Vec2>& poly) {
  return remembered<Ray>(key_of({p.x, p.y}, poly), [&] { return ray_from(p, poly); });
}
// Each edge's point nearest `c`, with its squared distance.
std::vector<Nearest> nearest_points(Vec2 c, const std::vector<Vec2>& poly) {
  return remembered<std::vector<Nearest>>(key_of({c.x, c.y}, poly), [&] {
    std::vector<Nearest> out;
    for (std::size_t i = 0; i < poly.size(); ++i) out.push_back(nearest(c, vertex(poly, i), vertex(poly, i + 1)));
    return out;
  });
}

// "end a's ray, e4: x where …" → ("end a's ray", 4); "end a's ray: …" → ("end a's ray", −1).
std::pair<std::string, int> ray_and_edge(const std::string& of) {
  const auto comma = of.find(", e");
  if (comma != std::string::npos) return {of.substr(0, comma), std::stoi(of.substr(comma + 3))};
  return {of.substr(0, of.find(':')), -1};
}

// The exact value of a ray's printed number: its count, a meeting's x or the start's x.
std::optional<Q> ray_value(const Printed& p, Vec2 start, const std::vector<Vec2>& through) {
  const Ray r = ray_of(start, through);
  if (p.of.ends_with("crossings counted")) return Q(r.counted);
  if (p.of.ends_with("the start's x") || p.of.ends_with("the start's x it is compared with")) return Q(start.x);
  if (p.of.ends_with("x where it meets the line")) return meeting_x(r, ray_and_edge(p.of).second);
  return std::nullopt;
}

// [SECTION] What each scene's numbers are, exactly

using Answer = std::function<std::optional<Q>(const Scene&, const Printed&)>;

std::optional<Q> point_in_polygon_value(const Scene& s, const Printed& p) {
  const Vec2 at = s.state().shape("P").points.at(0);
  const Ray r = ray_of(at, outline(s, "polygon"));
  if (p.of == "edges meeting the line through P") return Q(static_cast<long long>(r.meetings.size()));
  if (p.of == "edges through P itself") return Q(r.through);
  if (p.of == "edges meeting the line left of P") return Q(r.left);
  return ray_value(p, at, outline(s, "polygon"));
}

// A one-shape edge test: the first edge (in edge order) B meets, or −1; `b_meets(i)` says whether B
// meets edge i.
int first_met(const std::vector<Vec2>& c, const std::function<bool(int)>& b_meets) {
  for (int i = 0; i < static_cast<int>(c.size()); ++i)
    if (b_meets(i)) return i;
  return -1;
}

std::optional<Q> edge_test_value(const Scene& s, const Printed& p, int first, Vec2 ray_start) {
  const auto c = outline(s, "C");
  const auto n = static_cast<long long>(c.size());
  if (p.of == "edges tested") return Q(first >= 0 ? first + 1 : n);
  if (p.of == "edges met" || p.of == "edges touched") return Q(0);
  if (p.of == "edges in all") return Q(n);
  if (p.of == "edges never tried") return Q(n - first - 1);
  return ray_value(p, ray_start, c);
}

std::optional<Q> segment_value(const Scene& s, const Printed& p) {
  const auto seg = s.state().shape("segment").points;
  const auto c = outline(s, "C");
  const int first = remembered<int>(key_of({seg[0].x, seg[0].y, seg[1].x, seg[1].y}, c), [&] {
    return first_met(c, [&](int i) { return segments_meet(vertex(c, i), vertex(c, i + 1), seg[0], seg[1]); });
  });
  return edge_test_value(s, p, first, seg[0]);
}

std::optional<Q> circle_value(const Scene& s, const Printed& p) {
  const lab::Shape& circle = s.state().shape("circle");
  const Vec2 centre = circle.points.at(0);
  const Q r2 = Q(circle.radius) * Q(circle.radius);
  const auto c = outline(s, "C");
  const auto all = nearest_points(centre, c);
  const auto near = [&](int i) { return all[static_cast<std::size_t>(i)]; };
  const int first = first_met(c, [&](int i) { return near(i).d2 <= r2; });
  if (p.of.size() > 1 && p.of[0] == 'e' && std::isdigit(static_cast<unsigned char>(p.of[1]))) {
    const int e = std::stoi(p.of.substr(1));
    if (p.of.find(": r²") != std::string::npos) return r2;
    if (p.of.find(": d²") != std::string::npos) return near(e).d2;
    if (p.of.ends_with("nearest the centre, x")) return near(e).x;
    if (p.of.ends_with("nearest the centre, y")) return near(e).y;
  }
  return edge_test_value(s, p, first, centre);
}

// The first pair (A's edge i, B's edge j, i outer) that meets, as a check number i·m + j, or −1.
long long first_pair_worked_out(const std::vector<Vec2>& a, const std::vector<Vec2>& b) {
  for (std::size_t i = 0; i < a.size(); ++i)
    for (std::size_t j = 0; j < b.size(); ++j)
      if (segments_meet(vertex(a, i), vertex(a, i + 1), vertex(b, j), vertex(b, j + 1)))
        return static_cast<long long>(i * b.size() + j);
  return -1;
}

long long first_pair(const std::vector<Vec2>& a, const std::vector<Vec2>& b) {
  std::vector<Vec2> both = a;
  both.insert(both.end(), b.begin(), b.end());
  return remembered<long long>(key_of({static_cast<double>(a.size())}, both),
                               [&] { return first_pair_worked_out(a, b); });
}

std::optional<Q> pairs_value(const Printed& p, const std::vector<Vec2>& a, const std::vector<Vec2>& b) {
  const long long total = static_cast<long long>(a.size() * b.size()), first = first_pair(a, b);
  if (p.of == "edge pairs tested") return Q(first >= 0 ? first + 1 : total);
  if (p.of == "edge pairs in all") return Q(total);
  if (p.of == "edge pairs never tried") return Q(total - first - 1);
  return std::nullopt;
}

std::optional<Q> polygons_value(const Scene& s, const Printed& p) {
  const auto a = outline(s, "A"), b = outline(s, "B");
  if (auto v = pairs_value(p, a, b)) return v;
  if (p.of.starts_with("A's vertex 0's ray")) return ray_value(p, a[0], b);
  if (p.of.starts_with("B's vertex 0's ray")) return ray_value(p, b[0], a);
  return std::nullopt;
}

// The + side of the line through P₁ and P₂ is on its right (a·x + b·y + c with a = y₂ − y₁, b = x₁ − x₂).
std::vector<int> line_signs(const Scene& s) {
  const auto line = s.state().shape("line").points;
  const auto c = outline(s, "C");
  return remembered<std::vector<int>>(key_of({line[0].x, line[0].y, line[1].x, line[1].y}, c), [&] {
    std::vector<int> signs;
    for (Vec2 v : c) signs.push_back(-orient(line[0], line[1], v));
    return signs;
  });
}

std::optional<Q> line_value(const Scene& s, const Printed& p) {
  const auto signs = line_signs(s);
  const auto count = [&](int sg) { return Q(static_cast<long long>(std::count(signs.begin(), signs.end(), sg))); };
  if (p.of == "vertices on the + side") return count(1);
  if (p.of == "vertices on the − side") return count(-1);
  if (p.of == "vertices on the line") return count(0);
  if (p.of == "vertices, all on one side") return Q(static_cast<long long>(signs.size()));
  if (p.of.ends_with(": a·x + b·y + c")) {  // of the line through P₁ and P₂, exactly: a = y₂ − y₁, b = x₁ − x₂
    const auto line = s.state().shape("line").points;
    const Vec2 v = outline(s, "C").at(std::stoul(p.of.substr(std::string("vertex ").size())));
    return (Q(line[1].y) - line[0].y) * (Q(v.x) - line[0].x) + (Q(line[0].x) - line[1].x) * (Q(v.y) - line[0].y);
  }
  return std::nullopt;
}

std::optional<Q> which_value(const Scene& s, const Printed& p) {
  const auto c = outline(s, "C"), square = outline(s, "square");
  if (auto v = pairs_value(p, c, square)) return v;
  if (p.of == "comparisons of the boxes") return Q(2);
  if (p.of == "triangles of the C") return Q(static_cast<long long>(c.size()) - 2);
  if (p.of == "triangles of the square") return Q(static_cast<long long>(square.size()) - 2);
  if (p.of == "corners examined") return Q(piece_oracle::ear_walk(c).corners_examined);
  // The pieces' pairs in the book's order up to the first that collides, each by SAT with early
  // exit: pairs tried, the axes projected over them, and six vertices (two triangles') on each.
  const auto run = remembered<piece_oracle::PiecesRun>(key_of({0.5}, c) + key_of({}, square),
                                                       [&] { return piece_oracle::pieces_run(c, square); });
  if (p.of == "piece pairs tested") return Q(run.pairs);
  if (p.of == "axes SAT tried on the pieces") return Q(run.axes);
  if (p.of == "vertices projected") return Q(6 * run.axes);
  if (p.of == "rays cast") {
    if (first_pair(c, square) >= 0) return Q(0);
    return Q(ray_of(c[0], square).counted % 2 ? 1 : 2);  // A's vertex 0 inside B settles it
  }
  return std::nullopt;  // "piece pairs whose axes are counted": only past 5,000 pairs (piece_run.hpp)
}

// [SECTION] What each scene names, checked on the geometry

// The ray's named crossings, through-start and left edges are those the exact ray finds, the
// crossings in order along the ray.
std::string ray_names_untrue(const std::vector<Named>& named, const std::string& shape, Vec2 start,
                             const std::vector<Vec2>& through) {
  const Ray r = ray_of(start, through);
  std::vector<Q> along;
  std::multiset<int> crossing, through_start, left, want_crossing, want_through, want_left;
  for (const Named& n : named) {
    if (n.shape != shape) continue;
    const auto x = meeting_x(r, n.edge);
    if (n.role == "ray_crossing") crossing.insert(n.edge), along.push_back(x.value_or(Q(-1e300)));
    if (n.role == "ray_through_start") through_start.insert(n.edge);
    if (n.role == "ray_left") left.insert(n.edge);
  }
  for (const auto& m : r.meetings)
    (m.x > Q(start.x) ? want_crossing : m.x == Q(start.x) ? want_through : want_left).insert(m.edge);
  if (crossing != want_crossing) return "the ray's named crossings are not the edges it crosses right of its start; ";
  if (through_start != want_through) return "the edges named through the ray's start are not those through it; ";
  if (left != want_left) return "the edges named left of the ray's start are not those meeting the line there; ";
  if (!std::is_sorted(along.begin(), along.end())) return "the ray's crossings are not named in order along it; ";
  return "";
}

std::string named_untrue(const Scene& s) {
  const std::string id(s.info().id);
  const auto named = s.named();
  std::string out;
  auto of_role = [&](const std::string& role, const std::string& shape) {
    std::vector<int> edges;
    for (const Named& n : named)
      if (n.role == role && n.shape == shape) edges.push_back(n.edge >= 0 ? n.edge : n.vertex);
    return edges;
  };
  if (id == "point-in-polygon") {
    const auto poly = outline(s, "polygon");
    const Vec2 p = s.state().shape("P").points.at(0);
    const Ray r = ray_of(p, poly);
    const auto on = of_role("p_on_edge", "polygon");
    for (int e : on)
      if (!on_segment(p, vertex(poly, e), vertex(poly, e + 1))) out += "P is not on the edge named as P's; ";
    if (on.empty() == r.boundary) out += "P's edges named iff P is on the boundary: not so; ";
    const auto v = of_role("p_is_vertex", "polygon");
    const int n = static_cast<int>(poly.size());
    if (r.vertex >= 0) {
      if (v != std::vector<int>{r.vertex}) out += "P is a vertex, not the one named; ";
      if (std::count(on.begin(), on.end(), r.vertex) + std::count(on.begin(), on.end(), (r.vertex + n - 1) % n) != 2)
        out += "P is a vertex: both edges meeting there must be named; ";
    } else if (!v.empty()) {
      out += "P is named a vertex it is not; ";
    }
    out += ray_names_untrue(named, "polygon", p, poly);
  } else if (id == "concave-polygon-segment" || id == "concave-polygon-circle") {
    const auto c = outline(s, "C");
    const bool seg = id == "concave-polygon-segment";
    std::function<bool(int)> meets;
    Vec2 start;
    std::vector<Q> d2;
    if (seg) {
      const auto ends = s.state().shape("segment").points;
      meets = [&, ends](int i) { return segments_meet(vertex(c, i), vertex(c, i + 1), ends[0], ends[1]); };
      start = ends[0];
    } else {
      const lab::Shape& circle = s.state().shape("circle");
      start = circle.points.at(0);
      for (const auto& near : nearest_points(start, c)) d2.push_back(near.d2);
      const Q r2 = Q(circle.radius) * Q(circle.radius);
      meets = [&, r2](int i) { return d2[static_cast<std::size_t>(i)] <= r2; };
    }
    const int first = first_met(c, meets);
    const auto hit = of_role("first_hit", "C");
    if (hit != (first >= 0 ? std::vector<int>{first} : std::vector<int>{}))
      out += "the first hit named is not the first edge B meets; ";
    // Every edge nearest the centre (an exact tie all of them), in edge order, and no other.
    std::vector<int> nearest;
    if (!seg && first < 0)
      for (std::size_t e = 0; e < d2.size(); ++e)
        if (d2[e] == *std::min_element(d2.begin(), d2.end())) nearest.push_back(static_cast<int>(e));
    if (of_role("nearest_miss", "C") != nearest)
      out += "the nearest misses named are not the edges nearest the centre; ";
    if (first < 0) out += ray_names_untrue(named, "C", start, c);
  } else if (id == "polygon-polygon" || id == "which-approach") {
    const std::string a_name = id == "polygon-polygon" ? "A" : "C", b_name = id == "polygon-polygon" ? "B" : "square";
    const auto a = outline(s, a_name), b = outline(s, b_name);
    const long long first = first_pair(a, b);
    const auto ea = of_role("first_pair", a_name), eb = of_role("first_pair", b_name);
    if (first >= 0) {
      const auto m = static_cast<long long>(b.size());
      if (ea != std::vector<int>{static_cast<int>(first / m)} || eb != std::vector<int>{static_cast<int>(first % m)})
        out += "the first pair named is not the first pair that meets; ";
    } else if (!ea.empty() || !eb.empty()) {
      out += "a first pair named where none meets; ";
    }
    if (id == "polygon-polygon" && first < 0) {
      out += ray_names_untrue(named, "B", a[0], b);
      if (ray_of(a[0], b).counted % 2 == 0) out += ray_names_untrue(named, "A", b[0], a);
    }
  } else if (id == "concave-polygon-line") {
    const auto signs = line_signs(s);
    const std::size_t n = signs.size();
    std::vector<int> meets, zero;
    for (std::size_t i = 0; i < n; ++i) {
      if (signs[i] * signs[(i + 1) % n] <= 0) meets.push_back(static_cast<int>(i));
      if (signs[i] == 0) zero.push_back(static_cast<int>(i));
    }
    if (of_role("line_meets", "C") != meets)
      out += "the edges named as met are not those whose ends' signs differ or are 0; ";
    if (of_role("on_line", "C") != zero) out += "the vertices named on the line are not those on it; ";
  }
  return out;
}

// [SECTION] One state

const std::map<std::string, Answer>& answers() {
  static const std::map<std::string, Answer> table{
      {"point-in-polygon", point_in_polygon_value}, {"concave-polygon-segment", segment_value},
      {"concave-polygon-circle", circle_value},     {"polygon-polygon", polygons_value},
      {"concave-polygon-line", line_value},         {"which-approach", which_value}};
  return table;
}

// The numbers in a caption, less the names ("e4", "vertex 5"): "3", "−2.5", "1e−7", "4,000,000".
std::vector<std::string> caption_numbers(const std::string& caption) {
  static const std::regex number(
      "(?:\u2212)?(?:[0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(?:\\.[0-9]+)?(?:e(?:\u2212|\\+)?[0-9]+)?");
  std::vector<std::string> out;
  for (auto it = std::sregex_iterator(caption.begin(), caption.end(), number); it != std::sregex_iterator(); ++it) {
    const auto at = static_cast<std::size_t>(it->position());
    const std::string before = caption.substr(0, at);
    if (before.ends_with("e") || before.ends_with("vertex ")) continue;  // a name, listed in named()
    out.push_back(it->str());
  }
  return out;
}

// The square of the largest coordinate of the shapes: the scale rounding errors are measured on.
Q scale_squared(const Scene& s) {
  double most = 0;
  for (const auto& shape : s.state().shapes)
    for (Vec2 v : shape.points) most = std::max({most, std::fabs(v.x), std::fabs(v.y)});
  return Q(most) * Q(most);
}

struct Tally {
  int numbers = 0, exact = 0, named = 0;
};

// What is untrue in one state, or "".
std::string untrue_state(const Scene& s, Tally& tally) {
  std::string out;
  const auto& answer = answers().at(std::string(s.info().id));
  std::map<std::string, std::vector<std::string>> texts_of;  // the pieces' counts, figure vs table vs caption
  std::set<std::string> caption_texts;
  for (const Printed& p : s.printed()) {
    ++tally.numbers;
    if (p.where == "caption") caption_texts.insert(p.text);
    texts_of[p.of].push_back(p.text);
    CAPTURE(p.text);
    CAPTURE(p.of);
    const auto exact = answer(s, p);
    if (!exact) {
      if (p.of != "piece pairs whose axes are counted") out += "no answer for " + p.of + "; ";
      continue;
    }
    ++tally.exact;
    if (p.text == "ε" || p.text == "−ε") {  // a tiny value of the sign shown
      if (sign(*exact) != (p.text == "ε" ? 1 : -1))
        out += p.where + " " + p.of + " \"" + p.text + "\" of the wrong sign; ";
      if (magnitude(*exact) > Q(1e-10) * scale_squared(s))
        out += p.where + " " + p.of + " \"" + p.text + "\" for a value that is not tiny; ";
      continue;
    }
    if (p.text == "≈ 0") {  // a d² that is only rounding: honest when the exact d² is below it
      if (*exact > Q(1e-26) * scale_squared(s)) out += p.where + " " + p.of + " \"≈ 0\" for a d² that is not; ";
      continue;
    }
    const std::string wrong = untrue(p.text, *exact);
    if (!wrong.empty()) out += p.where + " " + p.of + " \"" + p.text + "\": " + wrong + "; ";
  }
  // Each count reads the same wherever it is shown (the figure, the table and the caption).
  for (const auto& [of, texts] : texts_of)
    if (std::adjacent_find(texts.begin(), texts.end(), std::not_equal_to<>()) != texts.end() &&
        of.find("crossings counted") == std::string::npos)
      out += "\"" + of + "\" printed differently in two places; ";
  for (const std::string& number : caption_numbers(s.caption()))
    if (!caption_texts.count(number)) out += "the caption's " + number + " is not listed; ";
  tally.named += static_cast<int>(s.named().size());
  return out + named_untrue(s);
}

// [SECTION] The states, and the test cases

std::mt19937 random_states(2025);  // reseeded for each scene's audit, so its states never depend on what ran before
std::mt19937& rng() { return random_states; }
double uniform(double lo, double hi) { return portable::uniform_real_distribution<double>(lo, hi)(rng()); }
int pick(int lo, int hi) { return portable::uniform_int_distribution<int>(lo, hi)(rng()); }

// A coordinate as a learner drags it: anywhere, on a grid of tenths or of halves (level with the
// corners, on their lines, at ties such as 0.125).
double coordinate(int k, double lo, double hi) {
  const double x = uniform(lo, hi);
  switch (k % 3) {
    case 1: return std::round(x * 10) / 10;
    case 2: return std::round(x * 2) / 2;
    default: return x;
  }
}
Vec2 point(int k, double lo = -6, double hi = 6) { return {coordinate(k, lo, hi), coordinate(k, lo, hi)}; }

// Every point of every shape scaled by `f` (a tiny figure), the radius too.
void scale(lab::SceneState& state, double f) {
  for (auto& shape : state.shapes) {
    for (Vec2& p : shape.points) p *= f;
    shape.radius *= f;
  }
}

// State k of a scene's audit: a preset, dragged; every tenth state shrunk a millionfold.
lab::SceneState state_for(const Scene& scene, int k) {
  const auto presets = scene.presets();
  lab::SceneState s = presets[static_cast<std::size_t>(k) % presets.size()].state;
  const std::string id(scene.info().id);
  auto vertex_or_edge_point = [&](const std::vector<Vec2>& poly) {
    const int e = pick(0, static_cast<int>(poly.size()) - 1);
    const Vec2 a = vertex(poly, static_cast<std::size_t>(e)), b = vertex(poly, static_cast<std::size_t>(e) + 1);
    return pick(0, 1) ? a : a + (b - a) * (pick(1, 15) / 16.0);
  };
  if (id == "point-in-polygon") {
    Vec2& p = s.shape("P").points.at(0);
    p = k % 4 == 3 ? vertex_or_edge_point(s.shape("polygon").points) : point(k);
  } else if (id == "concave-polygon-segment") {
    auto& seg = s.shape("segment").points;
    seg[0] = k % 5 == 4 ? vertex_or_edge_point(s.shape("C").points) : point(k);
    seg[1] = point(k);
  } else if (id == "concave-polygon-circle") {
    auto& circle = s.shape("circle");
    circle.points.at(0) = k % 5 == 4 ? vertex_or_edge_point(s.shape("C").points) : point(k);
    circle.radius = std::max(0.05, coordinate(k, 0, 3));
  } else if (id == "concave-polygon-line") {
    auto& line = s.shape("line").points;
    line[0] = k % 4 == 3 ? vertex_or_edge_point(s.shape("C").points) : point(k);
    do line[1] = point(k);
    while (line[1] == line[0]);
  } else {
    const std::string moved = id == "which-approach" ? "square" : "B";
    const Vec2 by = point(k, -5, 5);
    for (Vec2& p : s.shape(moved).points) p += by;
  }
  if (s.options.count("full_pass")) s.options["full_pass"] = pick(0, 1);
  if (k % 10 == 9) scale(s, 1e-6);
  return s;
}

// The reproducers and the book's special cases, audited first.
std::vector<lab::SceneState> reproducers(const Scene& scene) {
  std::vector<lab::SceneState> out;
  for (const auto& preset : scene.presets()) out.push_back(preset.state);
  if (scene.info().id == "point-in-polygon") {
    lab::SceneState s = scene.presets().front().state;
    for (Vec2 p : {Vec2{1, -1}, Vec2{3, -1}, Vec2{2, -1}, Vec2{5, 3}, Vec2{-5, -3}, Vec2{0, 3}, Vec2{1, 1.2}}) {
      s.shape("P").points[0] = p;
      out.push_back(s);
    }
  }
  return out;
}

void audit(const std::string& id, int states) {
  auto scene = lab::testing::scene_named(id);
  random_states.seed(2025);
  Tally tally;
  std::vector<lab::SceneState> all = reproducers(*scene);
  for (int k = 0; static_cast<int>(all.size()) < states; ++k) all.push_back(state_for(*scene, k));
  for (std::size_t k = 0; k < all.size(); ++k) {
    scene->set_state(all[k]);
    CAPTURE(id);
    CAPTURE(k);
    CAPTURE(scene->caption());
    const std::string found = untrue_state(*scene, tally);
    CHECK_MESSAGE(found.empty(), found);
    if (k % 25 == 0) test_legend_drawn::legend_matches_drawing(*scene);
  }
  CHECK(tally.numbers > 3 * states);
  CHECK(tally.exact > 2 * states);
}

TEST_CASE("audit: point-in-polygon prints and names exactly what the ray finds (1,000 states)" *
          doctest::test_suite("slow")) {
  audit("point-in-polygon", 1000);
}
TEST_CASE("audit: concave-polygon-segment prints and names exactly what the edge test finds (1,000 states)" *
          doctest::test_suite("slow")) {
  audit("concave-polygon-segment", 1000);
}
TEST_CASE("audit: concave-polygon-circle prints d², r², nearest points and counts exactly (1,000 states)" *
          doctest::test_suite("slow")) {
  audit("concave-polygon-circle", 1000);
}
TEST_CASE("audit: polygon-polygon prints and names exactly the first pair and the rays (1,000 states)" *
          doctest::test_suite("slow")) {
  audit("polygon-polygon", 1000);
}
TEST_CASE("audit: concave-polygon-line prints and names exactly the vertex signs (1,000 states)" *
          doctest::test_suite("slow")) {
  audit("concave-polygon-line", 1000);
}
TEST_CASE("audit: which-approach prints exactly the work each approach did (1,000 states)" *
          doctest::test_suite("slow")) {
  audit("which-approach", 1000);
}

TEST_CASE("every number in the concave edge tests' captions is listed as printed, at every preset") {
  for (const auto& [id, answer] : answers()) {
    auto scene = lab::testing::scene_named(id);
    for (const auto& preset : scene->presets()) {
      scene->set_state(preset.state);
      std::set<std::string> listed;
      for (const Printed& p : scene->printed())
        if (p.where == "caption") listed.insert(p.text);
      CAPTURE(scene->caption());
      const auto numbers = caption_numbers(scene->caption());
      CHECK(!numbers.empty());
      for (const std::string& number : numbers) CHECK(listed.count(number) == 1);
    }
  }
}

TEST_CASE("concave-polygon-line prints ε, not a rounding residue such as 4.4e−16, for a vertex a hair off the line") {
  // P₂ is a corner of the C moved by an ulp or so, P₁ anywhere: that corner's a·x + b·y + c is
  // tiny, and the double the core computes for it is mostly rounding. Its text is "ε" or "−ε"
  // (tiny, of the exact sign), or a number that is the exact value rounded.
  auto scene = lab::testing::scene_named("concave-polygon-line");
  random_states.seed(25);
  int tiny = 0;
  for (int k = 0; k < 200; ++k) {
    lab::SceneState s = scene->presets().front().state;
    const auto c = s.shape("C").points;
    Vec2 corner = c[static_cast<std::size_t>(k) % c.size()];
    corner.y = std::nextafter(corner.y, k % 2 ? 10.0 : -10.0);
    s.shape("line").points = {point(k), corner};
    scene->set_state(s);
    Tally tally;
    CAPTURE(k);
    const std::string found = untrue_state(*scene, tally);
    CHECK_MESSAGE(found.empty(), found);
    for (const Printed& p : scene->printed()) tiny += p.text == "ε" || p.text == "−ε";
  }
  CHECK(tiny > 20);
}

}  // namespace test_concave_printed_audit
