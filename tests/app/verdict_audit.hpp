// Whether a scene's verdict is true: each test the figure shows (its --report entries, the
// answers `query` gives) against collide::fast, a different algorithm from the book's traced
// one that the scene and `query` share; and the caption's last words against that answer.
// Shared by the figure audit and the soak test.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "collide/fast/fast.hpp"
#include "collide/rect.hpp"
#include "files/report.hpp"
#include "scenes/scene.hpp"

namespace lab::testing {

// The verdict a caption ends on: after its last "→", true for collide/touch/inside/cross/meets,
// false for apart/outside; nullopt when it says neither (a side, a point).
inline std::optional<bool> caption_verdict(const std::string& caption) {
  const auto arrow = caption.rfind("→");
  if (arrow == std::string::npos) return std::nullopt;
  const std::string end = caption.substr(arrow);
  for (const char* no : {"apart", "outside", "miss", "no hit"})
    if (end.find(no) != std::string::npos) return false;
  for (const char* yes : {"collide", "touch", "inside", "cross", "meet", "hit"})
    if (end.find(yes) != std::string::npos) return true;
  return std::nullopt;
}

// The fast path's answer (collide::fast, a different algorithm from the book's traced one that
// the scene and `query` both run) for a reported test, where the core has one; nullopt otherwise.
inline std::optional<bool> fast_answer(const nlohmann::ordered_json& test) {
  using Points = std::vector<Vec2>;
  if (!test.contains("args")) return std::nullopt;
  const auto& args = test["args"];
  auto points = [](const nlohmann::ordered_json& j) {
    Points out;
    for (const auto& p : j) out.push_back({p[0].get<double>(), p[1].get<double>()});
    return out;
  };
  auto corners = [](const nlohmann::ordered_json& r) {
    const auto c = collide::rect_to_polygon(
        {r["x"].get<double>(), r["y"].get<double>(), r["w"].get<double>(), r["h"].get<double>()});
    return Points(c.begin(), c.end());
  };
  const std::string name = test["test"];
  if (name == "convex_polygons_collide")
    return collide::fast::convex_polygons_collide(points(args["a"]), points(args["b"]));
  if (name == "polygons_collide") return collide::fast::polygons_collide(points(args["a"]), points(args["b"]));
  if (name == "point_in_convex_polygon")
    return collide::fast::point_in_convex_polygon(points(nlohmann::ordered_json::array({args["p"]}))[0],
                                                  points(args["polygon"]));
  if (name == "convex_polygon_rect_collide")
    return collide::fast::convex_polygons_collide(points(args["polygon"]), corners(args["rect"]));
  if (name == "convex_polygon_segment_collide")
    return collide::fast::convex_polygons_collide(points(args["polygon"]),
                                                  points(nlohmann::ordered_json::array({args["a"], args["b"]})));
  if (name == "polygon_rect_collide")
    return collide::fast::polygons_collide(points(args["polygon"]), corners(args["rect"]));
  return std::nullopt;
}

/// The verdict checks on `report` (scene_report(scene), computed once by a caller that shares it).
inline std::vector<std::string> verdict_problems(const Scene& scene, const nlohmann::ordered_json& report) {
  const auto& tests = report["tests"];
  // Every answer the figure shows against the fast path, where there is one: the scene and
  // `query` share the book's function, so this is the check that can catch a wrong verdict.
  for (const auto& test : tests) {
    if (!test.contains("result") || !test["result"].is_boolean() || test.contains("warning")) continue;
    const auto fast = fast_answer(test);
    if (fast && *fast != test["result"].get<bool>())
      return {"query " + std::string(test["test"]) + " says " + (*fast ? "false" : "true") +
              " but the fast path says " + (*fast ? "true" : "false")};
  }
  // Scenes that show two tests side by side (SAT and the edge test) word both in one caption;
  // only a single test's verdict is read from the caption's end.
  if (tests.size() != 1 || !tests[0].contains("result") || !tests[0]["result"].is_boolean()) return {};
  const auto said = caption_verdict(scene.caption());
  if (!said) return {};
  if (*said != tests[0]["result"].get<bool>())
    return {"caption \"" + scene.caption() + "\" but query " + std::string(tests[0]["test"]) + " says " +
            (tests[0]["result"].get<bool>() ? "true" : "false")};
  return {};
}

inline std::vector<std::string> verdict_problems(const Scene& scene) {
  return verdict_problems(scene, scene_report(scene, lab::ReportParts::Verdict));
}

}  // namespace lab::testing
