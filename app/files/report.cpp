// --report (report.hpp): a scene's state, caption, printed numbers and named features, and the
// `query` lines for the core tests it shows.
//
// Index of this file:
//   [SECTION] shapes: a state's shapes as query arguments
//   [SECTION] questions: each chapter's: prerequisites, convex, tunnelling, ray casts, concave
//   [SECTION] the report: report_questions, scene_report
#include "files/report.hpp"

#include <functional>
#include <map>
#include <string>

#include "query/query.hpp"
#include "scenes/response/tunnelling_run.hpp"
#include "formats/state_link.hpp"
#include "formats/state_json.hpp"

namespace lab {
namespace {

using json = nlohmann::ordered_json;

// [SECTION] shapes: a state's shapes as query arguments
// One shape of the state as a `query` argument, or null when the state has no such shape.
const Shape* find(const SceneState& s, const std::string& name) {
  for (const Shape& shape : s.shapes)
    if (shape.name == name) return &shape;
  return nullptr;
}
json point(Vec2 p) { return json::array({p.x, p.y}); }
json points(const Shape& s) {
  json out = json::array();
  for (Vec2 p : s.points) out.push_back(point(p));
  return out;
}
json circle(const Shape& s) { return {{"x", s.points.at(0).x}, {"y", s.points.at(0).y}, {"r", s.radius}}; }
json rect(const Shape& s) {
  const collide::Rect r = s.rect();
  return {{"x", r.x}, {"y", r.y}, {"w", r.w}, {"h", r.h}};
}
json through(const Shape& s) { return {{"through", points(s)}}; }

// [SECTION] questions: each chapter's: prerequisites, convex, tunnelling, ray casts, concave
// The questions a scene's figure answers, by scene id. Each reads the shapes it needs by the
// names the scene gives them; a missing shape asks nothing (the scene shows "no verdict").
using Ask = std::function<std::vector<json>(const SceneState&)>;

// A question from named shapes: `make` builds the arguments once every name is present.
template <class... Names>
std::vector<json> ask(const SceneState& s, const char* test, std::function<json(const std::vector<const Shape*>&)> make,
                      Names... names) {
  std::vector<const Shape*> shapes{find(s, names)...};
  for (const Shape* shape : shapes)
    if (!shape) return {};
  json q = make(shapes);
  q["test"] = test;
  return {q};
}

std::vector<json> prerequisites(std::string_view id, const SceneState& s) {
  const int mode = static_cast<int>(s.option("mode"));
  if (id == "side-of-line")
    return ask(
        s, "side",
        [](auto& v) {
      return json{{"p", point(v[0]->points.at(0))}, {"line", through(*v[1])}};
        },
        "P", "line");
  if (id == "segments-crossing")
    return ask(
        s, "segments_intersect",
        [](auto& v) {
      return json{{"a", point(v[0]->points.at(0))},
                  {"b", point(v[0]->points.at(1))},
                  {"c", point(v[1]->points.at(0))},
                  {"d", point(v[1]->points.at(1))}};
        },
        "AB", "CD");
  if (id == "closest-point")
    return ask(
        s, "closest_point_on_segment",
        [](auto& v) {
      return json{{"p", point(v[0]->points.at(0))}, {"a", point(v[1]->points.at(0))}, {"b", point(v[1]->points.at(1))}};
        },
        "P", "AB");
  if (id == "circles" && mode == 0)
    return ask(
        s, "circles_collide",
        [](auto& v) {
      return json{{"a", circle(*v[0])}, {"b", circle(*v[1])}};
        },
        "C₁", "C₂");
  if (id == "circles" && mode == 1)
    return ask(
        s, "point_in_circle",
        [](auto& v) {
      return json{{"p", point(v[1]->points.at(0))}, {"circle", circle(*v[0])}};
        },
        "C", "P");
  if (id == "circles" && mode == 2)
    return ask(
        s, "circle_segment_collide",
        [](auto& v) {
      return json{{"circle", circle(*v[0])}, {"a", point(v[1]->points.at(0))}, {"b", point(v[1]->points.at(1))}};
        },
        "C", "AB");
  if (id == "rectangles" && mode == 0)
    return ask(
        s, "rects_collide",
        [](auto& v) {
      return json{{"a", rect(*v[0])}, {"b", rect(*v[1])}};
        },
        "A", "B");
  if (id == "rectangles" && mode == 1)
    return ask(
        s, "point_in_rect",
        [](auto& v) {
      return json{{"p", point(v[1]->points.at(0))}, {"rect", rect(*v[0])}};
        },
        "A", "P");
  if (id == "rectangles" && mode == 2)
    return ask(
        s, "circle_rect_collide",
        [](auto& v) {
      return json{{"circle", circle(*v[1])}, {"rect", rect(*v[0])}};
        },
        "A", "C");
  return {};
}

std::vector<json> convex(std::string_view id, const SceneState& s) {
  const char* a = "pentagon";
  if (id == "polygon-point")
    return ask(
        s, "point_in_convex_polygon",
        [](auto& v) {
      return json{{"p", point(v[1]->points.at(0))}, {"polygon", points(*v[0])}};
        },
        a, "P");
  if (id == "polygon-line")
    return ask(
        s, "polygon_line_collide",
        [](auto& v) {
      return json{{"polygon", points(*v[0])}, {"line", through(*v[1])}};
        },
        a, "line");
  if (id == "separating-axis")
    return ask(
        s, "convex_polygons_collide",
        [](auto& v) {
      return json{{"a", points(*v[0])}, {"b", points(*v[1])}};
        },
        a, "triangle");
  if (id == "polygon-rect")
    return ask(
        s, "convex_polygon_rect_collide",
        [](auto& v) {
      return json{{"polygon", points(*v[0])}, {"rect", rect(*v[1])}};
        },
        a, "rectangle");
  if (id == "polygon-segment")
    return ask(
        s, "convex_polygon_segment_collide",
        [](auto& v) {
      return json{{"polygon", points(*v[0])}, {"a", point(v[1]->points.at(0))}, {"b", point(v[1]->points.at(1))}};
        },
        a, "segment");
  if (id == "polygon-circle")
    return ask(
        s, "convex_polygon_circle_collide",
        [](auto& v) {
      return json{{"polygon", points(*v[0])}, {"circle", circle(*v[1])}};
        },
        a, "circle");
  return {};
}

// Two polygons A and B, for each of the named tests.
std::vector<json> pair_tests(const SceneState& s, const char* a, const char* b,
                             std::initializer_list<const char*> tests) {
  std::vector<json> out;
  for (const char* test : tests) {
    auto q = ask(
        s, test,
        [](auto& v) {
      return json{{"a", points(*v[0])}, {"b", points(*v[1])}};
        },
        a, b);
    out.insert(out.end(), q.begin(), q.end());
  }
  return out;
}

// Tunnelling: the static test at every frame's position the figure draws (the scene's own run).
std::vector<json> tunnelling(const SceneState& s) {
  const response::TunnelRun run = response::run_tunnelling(s);
  std::vector<json> out;
  if (!run.problems.empty()) return out;
  for (const collide::FrameStep& f : run.trace.frames) {
    auto r = [](collide::Rect x) { return json{{"x", x.x}, {"y", x.y}, {"w", x.w}, {"h", x.h}}; };
    if (run.box)
      out.push_back(
          {{"test", "rects_collide"},
           {"a", r({run.box_rect.x + f.offset.x, run.box_rect.y + f.offset.y, run.box_rect.w, run.box_rect.h})},
           {"b", r(run.wall)}});
    else
      out.push_back(
          {{"test", "circle_rect_collide"},
           {"circle", {{"x", run.ball.c.x + f.offset.x}, {"y", run.ball.c.y + f.offset.y}, {"r", run.ball.r}}},
           {"rect", r(run.wall)}});
  }
  return out;
}

// The ray-cast figure's two questions: the ray from → to against A, and against C.
std::vector<json> ray_casts(const SceneState& s) {
  auto polygon = ask(
      s, "ray_cast_polygon",
      [](auto& v) {
    return json{{"polygon", points(*v[0])}, {"from", point(v[1]->points.at(0))}, {"to", point(v[1]->points.at(1))}};
      },
      "A", "ray");
  auto circle_cast = ask(
      s, "ray_cast_circle",
      [](auto& v) {
    return json{{"circle", circle(*v[0])}, {"from", point(v[1]->points.at(0))}, {"to", point(v[1]->points.at(1))}};
      },
      "C", "ray");
  polygon.insert(polygon.end(), circle_cast.begin(), circle_cast.end());
  return polygon;
}

std::vector<json> concave(std::string_view id, const SceneState& s) {
  if (id == "tunnelling") return tunnelling(s);
  if (id == "push-apart") {
    // The mode's pair: two polygons, a polygon and a circle, two circles.
    const int mode = static_cast<int>(s.option("mode"));
    if (mode == 1)
      return ask(
          s, "convex_polygon_circle_collide",
          [](auto& v) {
        return json{{"polygon", points(*v[0])}, {"circle", circle(*v[1])}};
          },
          "A", "circle B");
    if (mode == 2)
      return ask(
          s, "circles_collide",
          [](auto& v) {
        return json{{"a", circle(*v[0])}, {"b", circle(*v[1])}};
          },
          "circle A", "circle B");
    return pair_tests(s, "A", "B", {"convex_polygons_collide"});
  }
  // The Minkowski figure's verdict is the separating axis test's (its corners come from
  // minkowski_difference, which `query` also answers).
  if (id == "minkowski-difference") return pair_tests(s, "A", "B", {"convex_polygons_collide"});
  // The support figure: A − B's support point along the arrow d (tip − tail).
  if (id == "support-point")
    return ask(
        s, "support",
        [](auto& v) {
      return json{{"a", points(*v[0])}, {"b", points(*v[1])}, {"d", point(v[2]->points.at(1) - v[2]->points.at(0))}};
        },
        "A", "B", "d");
  // GJK's figure: its distance, witness points and iterations are gjk_distance's answer.
  if (id == "gjk-distance") return pair_tests(s, "A", "B", {"gjk_distance"});
  // GJK's yes/no and EPA's depth, each beside the separating axis test on the same shapes.
  if (id == "gjk-overlap") return pair_tests(s, "A", "B", {"gjk_overlap", "convex_polygons_collide"});
  if (id == "epa") return pair_tests(s, "A", "B", {"epa_penetration", "convex_polygons_collide"});
  // The contact points' figure: its edges, points and separations are polygon_contact_points' answer.
  if (id == "contact-points") return pair_tests(s, "A", "B", {"polygon_contact_points"});
  // The ray-cast figure: the one ray against the polygon A and against the circle C.
  if (id == "ray-cast") return ray_casts(s);
  // Circle mode: the circle moves until its centre reaches the arrow's tip.
  if (id == "swept-test" && s.option("mode") == 1)
    return ask(
        s, "circle_polygon_time_of_impact",
        [](auto& v) {
      return json{{"circle", circle(*v[1])},
                  {"velocity", point(v[2]->points.at(0) - v[1]->points.at(0))},
                  {"polygon", points(*v[0])}};
        },
        "A", "circle B", "end");
  if (id == "swept-test")
    return ask(
        s, "convex_polygons_time_of_impact",
        [](auto& v) {
      // B moves until its vertex average reaches the arrow's tip: the scene's own arithmetic, and
      // the motion as the arrow's two ends (never a rounded velocity), as the figure passes it.
      Vec2 sum{0, 0};
      for (Vec2 p : v[1]->points) sum += p;
      const Vec2 middle = v[1]->points.empty() ? sum : sum / static_cast<double>(v[1]->points.size());
      return json{
          {"a", points(*v[0])}, {"b", points(*v[1])}, {"from", point(middle)}, {"to", point(v[2]->points.at(0))}};
        },
        "A", "B", "end");
  if (id == "sat-breaks") return pair_tests(s, "C", "square", {"convex_polygons_collide", "polygons_collide"});
  if (id == "convex-pieces") return pair_tests(s, "C", "square", {"convex_pieces_collide"});
  if (id == "which-approach") return pair_tests(s, "C", "square", {"convex_pieces_collide", "polygons_collide"});
  if (id == "point-in-polygon")
    return ask(
        s, "point_in_polygon",
        [](auto& v) {
      return json{{"p", point(v[1]->points.at(0))}, {"polygon", points(*v[0])}};
        },
        "polygon", "P");
  if (id == "concave-polygon-line")
    return ask(
        s, "polygon_line_collide",
        [](auto& v) {
      return json{{"polygon", points(*v[0])}, {"line", through(*v[1])}};
        },
        "C", "line");
  if (id == "concave-polygon-segment")
    return ask(
        s, "polygon_segment_collide",
        [](auto& v) {
      return json{{"polygon", points(*v[0])}, {"a", point(v[1]->points.at(0))}, {"b", point(v[1]->points.at(1))}};
        },
        "C", "segment");
  if (id == "concave-polygon-circle")
    return ask(
        s, "polygon_circle_collide",
        [](auto& v) {
      return json{{"polygon", points(*v[0])}, {"circle", circle(*v[1])}};
        },
        "C", "circle");
  if (id == "polygon-polygon") {
    const Shape* b = find(s, "B");
    if (b && b->kind == ShapeKind::Rect)
      return ask(
          s, "polygon_rect_collide",
          [](auto& v) {
        return json{{"polygon", points(*v[0])}, {"rect", rect(*v[1])}};
          },
          "A", "B");
    return pair_tests(s, "A", "B", {"polygons_collide"});
  }
  return {};
}

}  // namespace

// [SECTION] the report: report_questions, scene_report
std::vector<json> report_questions(std::string_view scene_id, const SceneState& state) {
  for (auto chapter : {prerequisites, convex, concave}) {
    auto questions = chapter(scene_id, state);
    if (!questions.empty()) return questions;
  }
  return {};
}

json scene_report(const Scene& scene, ReportParts parts) {
  const std::string id(scene.info().id);
  json out;
  out["scene"] = id;
  out["state"] = json(state_to_json(scene.state(), id));
  if (parts == ReportParts::All) out["link"] = state_link(scene.state(), id);
  out["caption"] = scene.caption();
  out["tests"] = json::array();
  for (const json& question : report_questions(id, scene.state())) {
    json answer = answer_question(question);
    answer.erase("id");
    json args = question;
    args.erase("test");
    answer["args"] = args;
    out["tests"].push_back(answer);
  }
  if (parts == ReportParts::Verdict) {
    out["warnings"] = scene.warnings();
    return out;
  }
  out["printed"] = json::array();
  for (const Printed& p : scene.printed()) {
    json entry{{"where", p.where}, {"text", p.text}, {"quantity", p.quantity}, {"value", p.value}, {"of", p.of}};
    if (p.axis > 0) entry["axis"] = p.axis;
    out["printed"].push_back(entry);
  }
  out["named"] = json::array();
  for (const Named& n : scene.named()) {
    json entry{{"role", n.role}, {"shape", n.shape}};
    if (n.edge >= 0) entry["edge"] = n.edge;
    if (n.vertex >= 0) entry["vertex"] = n.vertex;
    if (n.axis > 0) entry["axis"] = n.axis;
    out["named"].push_back(entry);
  }
  out["warnings"] = scene.warnings();
  return out;
}

}  // namespace lab
