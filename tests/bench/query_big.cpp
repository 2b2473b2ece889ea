// `query` on 10⁵-vertex inputs (issue 16, item 15: each answers in under a second), one
// question per benchmark, answered as `collision-lab query` answers a line (JSON in, JSON out,
// the counts the book's algorithm gives). Run by `make bench`; tests/bench/big_queries.py writes
// the same questions and more as JSON lines for timing the binary by hand.
#include <benchmark/benchmark.h>

#include <cmath>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "query/query.hpp"

namespace {

using Json = nlohmann::ordered_json;
constexpr double kPi = 3.14159265358979323846;
constexpr int kVertices = 100'000;

// A regular n-gon of radius r round (cx, 0), counter-clockwise.
Json regular(int n, double r, double cx) {
  Json out = Json::array();
  for (int k = 0; k < n; ++k) out.push_back({cx + r * std::cos(2 * kPi * k / n), r * std::sin(2 * kPi * k / n)});
  return out;
}

// A star with n corners at even angles and random radii 100 … 1000 (big_outlines.py's shape).
Json random_star(int n) {
  std::mt19937_64 rng(1);
  std::uniform_real_distribution<double> radius(100, 1000);
  Json out = Json::array();
  for (int k = 0; k < n; ++k) {
    const double r = radius(rng);
    out.push_back({r * std::cos(2 * kPi * k / n), r * std::sin(2 * kPi * k / n)});
  }
  return out;
}

// The random star with corners n − 50 and n − 49 swapped: two of its last edges cross.
Json crossing_star(int n) {
  Json star = random_star(n);
  std::swap(star[static_cast<std::size_t>(n - 50)], star[static_cast<std::size_t>(n - 49)]);
  return star;
}

// A spiral band of `turns` turns, n vertices (big_outlines.py's).
Json spiral(int n, int turns) {
  const int half = n / 2;
  Json outer = Json::array(), inner = Json::array();
  for (int k = 0; k < half; ++k) {
    const double a = 2 * kPi * turns * k / half, r = 10 + 10 * a;
    outer.push_back({r * std::cos(a), r * std::sin(a)});
    inner.push_back({(r + 5) * std::cos(a), (r + 5) * std::sin(a)});
  }
  for (auto it = inner.rbegin(); it != inner.rend(); ++it) outer.push_back(*it);
  return outer;
}

// Two stars of n/2 long thin spikes, B's between A's (A's tips at radius 1000, dents at 100; B's
// 50 further out): every edge's box overlaps many of the other star's without the edges meeting,
// and B holds A. `late`: B's dent 49 from its end pulled in to radius 50, across A's edges there.
std::pair<Json, Json> interleaved_stars(int n, bool late) {
  Json a = Json::array(), b = Json::array();
  const int spikes = n / 2;
  for (int k = 0; k < spikes; ++k) {
    const double tip = 2 * kPi * k / spikes, dent = 2 * kPi * (k + 0.5) / spikes;
    a.push_back({1000 * std::cos(tip), 1000 * std::sin(tip)});
    a.push_back({100 * std::cos(dent), 100 * std::sin(dent)});
    b.push_back({1050 * std::cos(tip), 1050 * std::sin(tip)});
    const double r = late && k == spikes - 25 ? 50 : 150;
    b.push_back({r * std::cos(dent), r * std::sin(dent)});
  }
  return {a, b};
}

// A polygon with no area: n vertices on the line y = height, out along it and back (issue 27).
Json flat(int n, double height) {
  Json out = Json::array();
  for (int k = 0; k < n; ++k) out.push_back({k < n / 2 ? k : n - 1 - k, height});
  return out;
}

// A square of side 1000 from (x, 0) with n/4 vertices along each side: collinear runs (issue 27).
Json square_runs(int n, double x) {
  Json out = Json::array();
  const int k = n / 4;
  for (int i = 0; i < k; ++i) out.push_back({x + 1000.0 * i / k, 0.0});
  for (int i = 0; i < k; ++i) out.push_back({x + 1000.0, 1000.0 * i / k});
  for (int i = 0; i < k; ++i) out.push_back({x + 1000.0 - 1000.0 * i / k, 1000.0});
  for (int i = 0; i < k; ++i) out.push_back({x, 1000.0 - 1000.0 * i / k});
  return out;
}

void answer(benchmark::State& state, const Json& question) {
  for (auto _ : state) {
    Json out = lab::answer_question(question);
    benchmark::DoNotOptimize(out);
    if (out.contains("error") && question["test"] != "ear_clip") state.SkipWithError(out["error"].dump().c_str());
  }
}

void register_all() {
  const Json big = regular(kVertices, 1000, 0), overlapping = regular(kVertices, 1000, 1500),
             apart = regular(kVertices, 1000, 2500), star = random_star(kVertices);
  const auto [inner, outer] = interleaved_stars(kVertices, false);
  const auto [inner_late, outer_late] = interleaved_stars(kVertices, true);
  Json inner_repeat = inner;  // A's vertex 10 written twice (issue 31, item 5)
  inner_repeat.insert(inner_repeat.begin() + 10, inner[10]);
  const std::vector<std::pair<std::string, Json>> questions{
      {"ear_clip/self-crossing star", {{"test", "ear_clip"}, {"polygon", crossing_star(kVertices)}}},
      {"ear_clip/random star", {{"test", "ear_clip"}, {"polygon", star}}},
      {"ear_clip/spiral 4e5", {{"test", "ear_clip"}, {"polygon", spiral(4 * kVertices, 10)}}},
      {"convex_pieces_collide/two 1e5-gons apart", {{"test", "convex_pieces_collide"}, {"a", big}, {"b", apart}}},
      {"convex_pieces_collide/two 1e5-gons overlapping",
       {{"test", "convex_pieces_collide"}, {"a", big}, {"b", overlapping}}},
      {"polygons_collide/interleaved stars (10^10 pairs, none meeting)",
       {{"test", "polygons_collide"}, {"a", inner}, {"b", outer}}},
      {"polygons_collide/interleaved stars meeting late",
       {{"test", "polygons_collide"}, {"a", inner_late}, {"b", outer_late}}},
      {"polygons_collide/interleaved stars, a vertex repeated",
       {{"test", "polygons_collide"}, {"a", inner_repeat}, {"b", outer}}},
      {"convex_polygons_time_of_impact/two 1e5-gons",
       {{"test", "convex_polygons_time_of_impact"}, {"a", big}, {"b", apart}, {"velocity", {-2000, 0}}}},
      {"convex_polygons_time_of_impact/two flat 1e5-gons",
       {{"test", "convex_polygons_time_of_impact"},
        {"a", flat(kVertices, 0)},
        {"b", flat(kVertices, 5)},
        {"velocity", {1, -10}}}},
      {"minkowski_difference/two squares with collinear runs",
       {{"test", "minkowski_difference"}, {"a", square_runs(kVertices, 0)}, {"b", square_runs(kVertices, 2000)}}},
  };
  for (const auto& [name, question] : questions)
    benchmark::RegisterBenchmark(("query/" + name).c_str(), answer, question)
        ->Unit(benchmark::kMillisecond)
        ->Iterations(1);
}

}  // namespace

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  register_all();
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
