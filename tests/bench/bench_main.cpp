// Collision Lab benchmarks: the core's public functions (which run the fast paths, fast/fast.hpp)
// against Box2D 2.4.1, Boost.Geometry and the textbook's own functions, on the same inputs in the
// same run. Prints ns per call (median of repetitions)
// (CPU time) and, for each workload, the ratio of the core's time to each peer's.
//
//   make bench        (builds the release preset and runs this with repetitions)
//
// Index of this file:
//   [SECTION] Pairs of 8-gons (Box2D's vertex limit) over fixed poses
//   [SECTION] Distance and contact on the same 8-gon poses: GJK, contact points, ray casts
//   [SECTION] Large convex pairs, point in a convex polygon
//   [SECTION] Concave star pairs
//   [SECTION] The exact orientation predicate against a plain cross product
//   [SECTION] Registration and the ratio table
#include <benchmark/benchmark.h>
#include <box2d/b2_distance.h>
#include <box2d/box2d.h>

#include <boost/geometry.hpp>
#include <boost/geometry/geometries/point_xy.hpp>
#include <boost/geometry/geometries/polygon.hpp>
#include <cstdio>
#include <fstream>
#include <initializer_list>
#include <map>
#include <string>
#include <utility>

#include "collide/concave.hpp"
#include "collide/contact.hpp"
#include "collide/convex.hpp"
#include "collide/fast/distance.hpp"
#include "collide/fast/fast.hpp"
#include "collide/fast/prepared.hpp"
#include "collide/gjk.hpp"
#include "collide/ray_cast.hpp"
#include "collide/fast/detail.hpp"
#include "collide/exact/predicates.hpp"
#include "collide/sat.hpp"
#include "textbook.hpp"
#include "workloads.hpp"

namespace {

using bench::Polygon;
using collide::Vec2;
using collide::fast::detail::Proof;
using collide::fast::detail::Simd;
namespace bg = boost::geometry;
using BoostPolygon = bg::model::polygon<bg::model::d2::point_xy<double>, false, false>;

// ---------------------------------------------------------------------------------------------
// [SECTION] Pairs of 8-gons (Box2D's vertex limit) over fixed poses
// ---------------------------------------------------------------------------------------------

struct Octagons {
  Polygon a_local, b_local;
  std::vector<Polygon> b_world;  // B placed by each pose; A stays at the origin
  std::vector<bench::Pose> poses;
  b2PolygonShape a_shape, b_shape;
  // A and each placed B prepared once (winding, normals), as Box2D's shapes keep theirs.
  std::vector<collide::fast::PreparedPolygon> a_prepared, b_prepared;
};

Polygon place(const Polygon& local, const bench::Pose& pose) {
  Polygon out;
  const double c = std::cos(pose.angle), s = std::sin(pose.angle);
  for (Vec2 v : local) out.push_back(pose.offset + Vec2{v.x * c - v.y * s, v.x * s + v.y * c});
  return out;
}

/// Poses of B around A that all overlap (want = true) or are all separated (want = false).
Octagons octagons(bool want_overlap) {
  Octagons o;
  o.a_local = bench::convex_ngon(8, {0, 0}, 1.0, 0.7, 0.3);
  o.b_local = bench::convex_ngon(8, {0, 0}, 0.8, 0.5, 0.0);
  for (const auto& pose : bench::poses(4000, 0.0, 3.0, 42)) {
    Polygon b = place(o.b_local, pose);
    if (collide::fast::convex_polygons_collide(o.a_local, b) != want_overlap) continue;
    o.poses.push_back(pose);
    o.b_world.push_back(std::move(b));
    if (o.poses.size() == 256) break;
  }
  std::vector<b2Vec2> pa, pb;
  for (Vec2 v : o.a_local) pa.push_back({float(v.x), float(v.y)});
  for (Vec2 v : o.b_local) pb.push_back({float(v.x), float(v.y)});
  o.a_shape.Set(pa.data(), int32(pa.size()));
  o.b_shape.Set(pb.data(), int32(pb.size()));
  o.a_prepared.emplace_back(o.a_local);
  for (const Polygon& b : o.b_world) o.b_prepared.emplace_back(b);
  return o;
}

const Octagons& octagons_cached(bool overlap) {
  static const Octagons yes = octagons(true), no = octagons(false);
  return overlap ? yes : no;
}

b2Transform transform(const bench::Pose& pose) {
  b2Transform xf;
  xf.Set({float(pose.offset.x), float(pose.offset.y)}, float(pose.angle));
  return xf;
}

// Calls `test(A, B)` on each placed pose of B in turn.
template <class Test>
void over_octagons(benchmark::State& state, bool overlap, Test test) {
  const auto& o = octagons_cached(overlap);
  std::size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(test(o.a_local, o.b_world[i]));
    i = (i + 1) % o.b_world.size();
  }
}

void octagon_collide(benchmark::State& state, bool overlap) {
  over_octagons(state, overlap,
                [](const Polygon& a, const Polygon& b) { return collide::fast::convex_polygons_collide(a, b); });
}

// The same, with the small-pair kernel's baseline (SSE2) build: what a processor without AVX2
// runs. (What the kernel cannot prove, touching pairs, goes to the public function as there.)
void octagon_collide_baseline(benchmark::State& state, bool overlap) {
  over_octagons(state, overlap, [](const Polygon& a, const Polygon& b) {
    const auto kernel = collide::fast::detail::small_pair_collide(a, b, Simd::kBaseline).proof;
    if (kernel == Proof::kUnsure) return collide::fast::convex_polygons_collide(a, b);
    return kernel == Proof::kCollide;
  });
}

void octagon_mtv_baseline(benchmark::State& state, bool overlap) {
  over_octagons(state, overlap, [](const Polygon& a, const Polygon& b) {
    const auto kernel = collide::fast::detail::small_pair_mtv(a, b, Simd::kBaseline);
    if (kernel.proof == Proof::kUnsure) return collide::fast::convex_polygons_mtv(a, b);
    return collide::fast::MtvResult{kernel.proof == Proof::kCollide, kernel.mtv};
  });
}

void octagon_textbook(benchmark::State& state, bool overlap) {
  over_octagons(state, overlap,
                [](const Polygon& a, const Polygon& b) { return textbook::convex_polygons_collide(a, b); });
}

void octagon_box2d_overlap(benchmark::State& state, bool overlap) {
  const auto& o = octagons_cached(overlap);
  std::vector<b2Transform> xfs;
  for (const auto& p : o.poses) xfs.push_back(transform(p));
  const b2Transform identity = transform({{0, 0}, 0});
  std::size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(b2TestOverlap(&o.a_shape, 0, &o.b_shape, 0, identity, xfs[i]));
    i = (i + 1) % xfs.size();
  }
}

// The core's own book SAT (sat.hpp with options, no trace): exact, O((n + m)²).
void octagon_mtv_book(benchmark::State& state, bool overlap) {
  over_octagons(state, overlap, [](const Polygon& a, const Polygon& b) {
    return collide::convex_polygons_collide(a, b, collide::SatOptions{});
  });
}

void octagon_mtv(benchmark::State& state, bool overlap) {
  over_octagons(state, overlap,
                [](const Polygon& a, const Polygon& b) { return collide::fast::convex_polygons_mtv(a, b); });
}

void octagon_box2d_manifold(benchmark::State& state, bool overlap) {
  const auto& o = octagons_cached(overlap);
  std::vector<b2Transform> xfs;
  for (const auto& p : o.poses) xfs.push_back(transform(p));
  const b2Transform identity = transform({{0, 0}, 0});
  b2Manifold manifold;
  std::size_t i = 0;
  for (auto _ : state) {
    b2CollidePolygons(&manifold, &o.a_shape, identity, &o.b_shape, xfs[i]);
    benchmark::DoNotOptimize(manifold.pointCount);
    i = (i + 1) % xfs.size();
  }
}

// ---------------------------------------------------------------------------------------------
// [SECTION] Distance and contact on the same 8-gon poses: GJK, contact points, ray casts
// ---------------------------------------------------------------------------------------------

std::vector<b2Transform> transforms(const Octagons& o) {
  std::vector<b2Transform> xfs;
  for (const auto& p : o.poses) xfs.push_back(transform(p));
  return xfs;
}

// "collide" is the fast path on shapes prepared outside the loop (fast/prepared.hpp), as Box2D's
// are; "collide, vertex list" the fast path on the bare vertices; "book" the chapter's function
// without its trace. All give the same answer: field for field for the contact points and ray
// casts; for GJK the same verdict, distance and witness points (tests/core/test_fast_distance.cpp).
template <class Test>
void over_prepared(benchmark::State& state, bool overlap, Test test) {
  const auto& o = octagons_cached(overlap);
  std::size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(test(o.a_prepared[0], o.b_prepared[i]));
    i = (i + 1) % o.b_prepared.size();
  }
}

using collide::fast::PreparedPolygon;

void octagon_gjk_prepared(benchmark::State& state, bool overlap) {
  over_prepared(state, overlap, [](const PreparedPolygon& a, const PreparedPolygon& b) {
    return collide::fast::gjk_distance(a, b).distance;
  });
}

void octagon_gjk(benchmark::State& state, bool overlap) {
  over_octagons(state, overlap,
                [](const Polygon& a, const Polygon& b) { return collide::fast::gjk_distance(a, b).distance; });
}

void octagon_contact_prepared(benchmark::State& state, bool overlap) {
  over_prepared(state, overlap, [](const PreparedPolygon& a, const PreparedPolygon& b) {
    return collide::fast::polygon_contact_points(a, b).count;
  });
}

// What preparing costs: one placed 8-gon (B at each pose in turn), heap included.
void octagon_prepare(benchmark::State& state, bool) {
  const auto& o = octagons_cached(true);
  std::size_t i = 0;
  for (auto _ : state) {
    const PreparedPolygon prepared(o.b_world[i]);
    benchmark::DoNotOptimize(prepared.winding());
    i = (i + 1) % o.b_world.size();
  }
}

void octagon_gjk_book(benchmark::State& state, bool overlap) {
  over_octagons(state, overlap,
                [](const Polygon& a, const Polygon& b) { return collide::gjk_distance(a, b).distance; });
}

// b2Distance from a cold cache each call (the core keeps none either), without the polygons' skin.
void octagon_box2d_distance(benchmark::State& state, bool overlap) {
  const auto& o = octagons_cached(overlap);
  const std::vector<b2Transform> xfs = transforms(o);
  b2DistanceInput input;
  input.proxyA.Set(&o.a_shape, 0);
  input.proxyB.Set(&o.b_shape, 0);
  input.transformA = transform({{0, 0}, 0});
  input.useRadii = false;
  std::size_t i = 0;
  for (auto _ : state) {
    input.transformB = xfs[i];
    b2SimplexCache cache;
    cache.count = 0;
    b2DistanceOutput output;
    b2Distance(&output, &cache, &input);
    benchmark::DoNotOptimize(output.distance);
    i = (i + 1) % xfs.size();
  }
}

void octagon_contact(benchmark::State& state, bool overlap) {
  over_octagons(state, overlap,
                [](const Polygon& a, const Polygon& b) { return collide::fast::polygon_contact_points(a, b).count; });
}

void octagon_contact_book(benchmark::State& state, bool overlap) {
  over_octagons(state, overlap,
                [](const Polygon& a, const Polygon& b) { return collide::polygon_contact_points(a, b).count; });
}

/// Rays from a ring of radius 3 round the 8-gon A towards points within 1.5 of its centre.
std::vector<std::pair<Vec2, Vec2>> rays() {
  const auto from = bench::poses(256, 3.0, 3.0001, 11), to = bench::poses(256, 0.0, 1.5, 12);
  std::vector<std::pair<Vec2, Vec2>> out;
  for (std::size_t i = 0; i < from.size(); ++i) out.push_back({from[i].offset, to[i].offset});
  return out;
}

enum class RayContender { Prepared, VertexList, Book };

void octagon_ray_cast(benchmark::State& state, RayContender who) {
  const auto& o = octagons_cached(true);
  const auto cases = rays();
  std::size_t i = 0;
  for (auto _ : state) {
    const auto& [from, to] = cases[i];
    if (who == RayContender::Prepared)
      benchmark::DoNotOptimize(collide::fast::ray_cast_polygon(o.a_prepared[0], from, to).fraction);
    else if (who == RayContender::VertexList)
      benchmark::DoNotOptimize(collide::fast::ray_cast_polygon(o.a_local, from, to).fraction);
    else
      benchmark::DoNotOptimize(collide::ray_cast_polygon(o.a_local, from, to).fraction);
    i = (i + 1) % cases.size();
  }
}

// The same 256 rays sixteen a call (fast::ray_cast_polygon over a span: the batched filter, sixteen
// rays a block in AVX-512, eight in AVX2), and Box2D's RayCast over the same sixteen in a loop:
// the rows' times are a call's, of sixteen rays; the counter per_ray is the time a ray.
void octagon_ray_cast_batched(benchmark::State& state, bool box2d) {
  const auto& o = octagons_cached(true);
  std::vector<collide::RaySegment> cases;
  std::vector<b2RayCastInput> inputs;
  for (const auto& [from, to] : rays()) {
    cases.push_back({from, to});
    inputs.push_back({{float(from.x), float(from.y)}, {float(to.x), float(to.y)}, 1.0f});
  }
  const b2Transform identity = transform({{0, 0}, 0});
  std::array<collide::RayHit, 16> hits;
  std::array<b2RayCastOutput, 16> outputs;
  std::size_t i = 0;
  for (auto _ : state) {
    if (box2d) {
      for (std::size_t k = 0; k < 16; ++k)
        benchmark::DoNotOptimize(o.a_shape.RayCast(&outputs[k], inputs[i + k], identity, 0));
    } else {
      collide::fast::ray_cast_polygon(o.a_prepared[0], std::span(cases).subspan(i, 16), hits);
    }
    benchmark::ClobberMemory();
    i = (i + 16) % cases.size();
  }
  state.counters["per_ray"] =
      benchmark::Counter(16, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}

void octagon_box2d_ray_cast(benchmark::State& state, bool) {
  const auto& o = octagons_cached(true);
  std::vector<b2RayCastInput> inputs;
  for (const auto& [from, to] : rays())
    inputs.push_back({{float(from.x), float(from.y)}, {float(to.x), float(to.y)}, 1.0f});
  const b2Transform identity = transform({{0, 0}, 0});
  b2RayCastOutput output;
  std::size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(o.a_shape.RayCast(&output, inputs[i], identity, 0));
    i = (i + 1) % inputs.size();
  }
}

// ---------------------------------------------------------------------------------------------
// [SECTION] Large convex pairs, point in a convex polygon
// ---------------------------------------------------------------------------------------------

void convex_pair(benchmark::State& state, bool textbook_version) {
  const int n = int(state.range(0));
  // Two ellipses whose outlines cross near (1.9, 0): overlapping, decided late.
  const Polygon a = bench::convex_ngon(n, {0, 0}, 2.0, 1.0, 0.0);
  const Polygon b = bench::convex_ngon(n, {3.8, 0.1}, 2.0, 1.0, 0.05);
  for (auto _ : state) {
    if (textbook_version)
      benchmark::DoNotOptimize(textbook::convex_polygons_collide(a, b));
    else
      benchmark::DoNotOptimize(collide::fast::convex_polygons_collide(a, b));
  }
}

void point_in_convex(benchmark::State& state, bool textbook_version) {
  const int n = int(state.range(0));
  const Polygon polygon = bench::convex_ngon(n, {0, 0}, 2.0, 1.0, 0.2);
  const auto points = bench::poses(256, 0.0, 2.2, 7);
  std::size_t i = 0;
  for (auto _ : state) {
    const Vec2 p = points[i].offset;
    if (textbook_version)
      benchmark::DoNotOptimize(textbook::point_in_convex_polygon(p, polygon));
    else
      benchmark::DoNotOptimize(collide::fast::point_in_convex_polygon(p, polygon));
    i = (i + 1) % points.size();
  }
}

// ---------------------------------------------------------------------------------------------
// [SECTION] Concave star pairs
// ---------------------------------------------------------------------------------------------

enum class StarCase { Crossing, Inside, BoxesOverlapApart, BoxesApart };

std::pair<Polygon, Polygon> star_pair(int n, StarCase c) {
  const Polygon a = bench::star(n / 2, {0, 0}, 0.8, 1.0, 0.0);
  switch (c) {
    case StarCase::Crossing: return {a, bench::star(n / 2, {0.9, 0.2}, 0.8, 1.0, 0.01)};
    case StarCase::Inside: return {a, bench::star(n / 2, {0.05, 0}, 0.3, 0.5, 0.01)};
    case StarCase::BoxesOverlapApart: return {a, bench::star(n / 2, {1.6, 1.6}, 0.8, 1.0, 0.01)};
    case StarCase::BoxesApart: return {a, bench::star(n / 2, {3.0, 0}, 0.8, 1.0, 0.01)};
  }
  return {};
}

BoostPolygon to_boost(const Polygon& p) {
  BoostPolygon out;
  for (Vec2 v : p) out.outer().push_back({v.x, v.y});
  return out;
}

enum class Contender { Collide, Boost, Textbook };

void concave_pair(benchmark::State& state, StarCase c, Contender who) {
  const auto [a, b] = star_pair(int(state.range(0)), c);
  const BoostPolygon ba = to_boost(a), bb = to_boost(b);
  for (auto _ : state) {
    switch (who) {
      case Contender::Collide: benchmark::DoNotOptimize(collide::fast::polygons_collide(a, b)); break;
      case Contender::Boost: benchmark::DoNotOptimize(bg::intersects(ba, bb)); break;
      case Contender::Textbook: benchmark::DoNotOptimize(textbook::polygons_collide(a, b)); break;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// [SECTION] The exact orientation predicate against a plain cross product
// ---------------------------------------------------------------------------------------------

void orientation(benchmark::State& state, bool exact) {
  const auto pts = bench::poses(3 * 1024, 0.0, 10.0, 3);
  std::size_t i = 0;
  for (auto _ : state) {
    const Vec2 a = pts[i].offset, b = pts[i + 1].offset, c = pts[i + 2].offset;
    if (exact)
      benchmark::DoNotOptimize(collide::orientation(a, b, c));
    else
      benchmark::DoNotOptimize((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x) > 0);
    i = (i + 3) % (pts.size() - 2);
  }
}

// ---------------------------------------------------------------------------------------------
// [SECTION] Registration and the ratio table
// ---------------------------------------------------------------------------------------------

using OctagonBench = void (*)(benchmark::State&, bool);

// One group of octagon benchmarks, "group/overlapping/…" or "group/separated/…": each contender by
// name, then, where the machine has wider vector units than the baseline, the core built without.
void register_octagons(const std::string& group, bool overlap,
                       std::initializer_list<std::pair<const char*, OctagonBench>> contenders, OctagonBench baseline) {
  const std::string g = group + (overlap ? "overlapping" : "separated");
  for (const auto& [name, run] : contenders) benchmark::RegisterBenchmark((g + "/" + name).c_str(), run, overlap);
  if (collide::fast::detail::widest_simd() != Simd::kBaseline)
    benchmark::RegisterBenchmark((g + "/core, baseline build").c_str(), baseline, overlap);
}

void register_all() {
  using benchmark::RegisterBenchmark;
  constexpr auto us = benchmark::kMicrosecond;
  for (bool overlap : {true, false}) {
    register_octagons(
        "octagons/", overlap,
        {{"collide", octagon_collide}, {"box2d b2TestOverlap", octagon_box2d_overlap}, {"textbook", octagon_textbook}},
        octagon_collide_baseline);
    register_octagons("octagons with mtv/", overlap,
                      {{"collide", octagon_mtv},
                       {"box2d b2CollidePolygons", octagon_box2d_manifold},
                       {"book SAT (traced path)", octagon_mtv_book}},
                      octagon_mtv_baseline);
  }
  for (bool overlap : {true, false}) {
    const std::string side = overlap ? "overlapping/" : "separated/";
    // "collide": shapes prepared outside the loop; Box2D's shapes and proxies are built there too.
    const std::string gjk = "gjk distance, shapes prepared/" + side,
                      contact = "contact points, shapes prepared/" + side;
    RegisterBenchmark((gjk + "collide").c_str(), octagon_gjk_prepared, overlap);
    RegisterBenchmark((gjk + "collide, vertex list").c_str(), octagon_gjk, overlap);
    RegisterBenchmark((gjk + "box2d b2Distance").c_str(), octagon_box2d_distance, overlap);
    RegisterBenchmark((gjk + "book (no trace)").c_str(), octagon_gjk_book, overlap);
    RegisterBenchmark((contact + "collide").c_str(), octagon_contact_prepared, overlap);
    RegisterBenchmark((contact + "collide, vertex list").c_str(), octagon_contact, overlap);
    RegisterBenchmark((contact + "box2d b2CollidePolygons").c_str(), octagon_box2d_manifold, overlap);
    RegisterBenchmark((contact + "book (no trace)").c_str(), octagon_contact_book, overlap);
  }
  RegisterBenchmark("ray cast, shape prepared/8-gon/collide", octagon_ray_cast, RayContender::Prepared);
  RegisterBenchmark("ray cast, shape prepared/8-gon/collide, vertex list", octagon_ray_cast, RayContender::VertexList);
  // Its own workload, so the ratio table sets the batched cast beside Box2D's loop over the same rays.
  RegisterBenchmark("ray cast, 16 rays a call, shape prepared/8-gon/collide", octagon_ray_cast_batched, false);
  RegisterBenchmark("ray cast, 16 rays a call, shape prepared/8-gon/box2d b2PolygonShape::RayCast in a loop",
                    octagon_ray_cast_batched, true);
  RegisterBenchmark("ray cast, shape prepared/8-gon/box2d b2PolygonShape::RayCast", octagon_box2d_ray_cast, true);
  RegisterBenchmark("ray cast, shape prepared/8-gon/book (no trace)", octagon_ray_cast, RayContender::Book);
  RegisterBenchmark("prepare/8-gon/collide PreparedPolygon", octagon_prepare, true);
  for (int n : {1000, 10000, 100000}) {
    const std::string g = "convex pair/" + std::to_string(n);
    RegisterBenchmark((g + "/collide").c_str(), convex_pair, false)->Arg(n)->Unit(us);
    // The textbook's O((n + m)²) SAT takes seconds to minutes past 1k vertices.
    if (n <= 1000) RegisterBenchmark((g + "/textbook").c_str(), convex_pair, true)->Arg(n)->Unit(us);
  }
  for (int n : {1000, 10000, 100000, 1000000}) {
    const std::string g = "point in convex/" + std::to_string(n);
    RegisterBenchmark((g + "/collide").c_str(), point_in_convex, false)->Arg(n);
    RegisterBenchmark((g + "/textbook").c_str(), point_in_convex, true)->Arg(n);
  }
  const std::pair<StarCase, const char*> cases[] = {{StarCase::Crossing, "crossing"},
                                                    {StarCase::Inside, "inside"},
                                                    {StarCase::BoxesOverlapApart, "boxes overlap, apart"},
                                                    {StarCase::BoxesApart, "boxes apart"}};
  for (int n : {100, 1000, 10000}) {
    for (auto [c, name] : cases) {
      const std::string g = "concave stars/" + std::to_string(n) + "/" + name;
      RegisterBenchmark((g + "/collide").c_str(), concave_pair, c, Contender::Collide)->Arg(n)->Unit(us);
      RegisterBenchmark((g + "/boost intersects").c_str(), concave_pair, c, Contender::Boost)->Arg(n)->Unit(us);
      if (n <= 1000)  // the textbook's O(n·m) edge test
        RegisterBenchmark((g + "/textbook").c_str(), concave_pair, c, Contender::Textbook)->Arg(n)->Unit(us);
    }
  }
  RegisterBenchmark("orientation/random/collide", orientation, true);
  RegisterBenchmark("orientation/random/plain cross product", orientation, false);
}

/// Collects the median of each benchmark's repetitions (or its single run): CPU nanoseconds per
/// call, which other processes on a busy machine disturb less than wall time.
class MedianReporter : public benchmark::ConsoleReporter {
 public:
  std::map<std::string, double> ns;  // "group/contender" → ns per call

  void ReportRuns(const std::vector<Run>& runs) override {
    ConsoleReporter::ReportRuns(runs);
    for (const Run& run : runs) {
      if (run.run_type == Run::RT_Aggregate && run.aggregate_name != "median") continue;
      std::string name = run.run_name.function_name;
      const double t = run.GetAdjustedCPUTime() * benchmark::GetTimeUnitMultiplier(benchmark::kNanosecond) /
                       benchmark::GetTimeUnitMultiplier(run.time_unit);
      ns[name] = t;  // the median overwrites the single runs of the same name
    }
  }
};

/// "a/b/c/collide" → ("a/b/c", "collide").
std::pair<std::string, std::string> split_name(const std::string& name) {
  const auto slash = name.rfind('/');
  return {name.substr(0, slash), name.substr(slash + 1)};
}

void print_ratios(const std::map<std::string, double>& ns, const char* json_path) {
  std::map<std::string, std::map<std::string, double>> groups;
  for (const auto& [name, t] : ns) {
    auto [group, who] = split_name(name);
    groups[group][who] = t;
  }
  std::printf("\n%-44s %14s %-26s %14s %8s\n", "workload", "collide ns", "peer", "peer ns", "ratio");
  std::ofstream json(json_path);
  json << "[\n";
  bool first = true;
  // The core's public function ("collide") against every peer measured in the same run.
  for (const auto& [group, times] : groups) {
    auto self = times.find("collide");
    if (self == times.end()) continue;
    for (const auto& [who, t] : times) {
      if (who == "collide") continue;
      std::printf("%-44s %14.1f %-26s %14.1f %8.3f\n", group.c_str(), self->second, who.c_str(), t, self->second / t);
      json << (first ? "  " : ",\n  ") << "{\"workload\": \"" << group << "\", \"collide_ns\": " << self->second
           << ", \"peer\": \"" << who << "\", \"peer_ns\": " << t << ", \"ratio\": " << self->second / t << "}";
      first = false;
    }
  }
  json << "\n]\n";
  std::printf("\nratios written to %s (ratio < 1: the core is faster)\n", json_path);
}

}  // namespace

int main(int argc, char** argv) {
  const char* summary = "bench-ratios.json";
  for (int i = 1; i < argc; ++i)
    if (std::string(argv[i]).rfind("--ratios_out=", 0) == 0) summary = argv[i] + 13;
  std::vector<char*> args;
  for (int i = 0; i < argc; ++i)
    if (std::string(argv[i]).rfind("--ratios_out=", 0) != 0) args.push_back(argv[i]);
  int count = int(args.size());
  benchmark::Initialize(&count, args.data());
  register_all();
  MedianReporter reporter;
  benchmark::RunSpecifiedBenchmarks(&reporter);
  print_ratios(reporter.ns, summary);
  benchmark::Shutdown();
  return 0;
}
