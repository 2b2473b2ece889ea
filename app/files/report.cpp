// --report (report.hpp): a scene's state, caption, printed numbers and named features, and the
// `query` lines for the core tests it shows.
//
// Index of this file:
//   [SECTION] shapes: a state's shapes as query arguments
//   [SECTION] questions: the table of each scene's tests and the shapes they are asked of
//   [SECTION] the figures that compute their arguments: tunnelling, the swept test, polygon-polygon
//   [SECTION] the report: report_questions, scene_report
#include "files/report.hpp"

#include <optional>
#include <string>
#include <vector>

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

// How a shape is given as one argument: its first or second point (a point, a segment's ends, a
// ray's from and to), the line through its two points, its circle, its rectangle, its vertex list,
// or the arrow from its first point to its second (a direction).
enum class Given { First, Second, Through, Circle, Rect, Points, Arrow };

json argument(const Shape& s, Given as) {
  switch (as) {
    case Given::First: return point(s.points.at(0));
    case Given::Second: return point(s.points.at(1));
    case Given::Through: return {{"through", points(s)}};
    case Given::Circle: return circle(s);
    case Given::Rect: return rect(s);
    case Given::Points: return points(s);
    case Given::Arrow: return point(s.points.at(1) - s.points.at(0));
  }
  return nullptr;
}

// [SECTION] questions: the table of each scene's tests and the shapes they are asked of
// One argument of a question: its key in the `query` line, the scene's shape that gives it, how.
struct QuestionArgument {
  const char* key;
  const char* shape;
  Given as;
};

// A core test a scene's figure shows (in the mode given, or in any), with its arguments in the
// order `query` lists them. A scene that shows several tests has a row for each.
constexpr int kAnyMode = -1;
struct SceneQuestion {
  std::string_view scene;
  int mode;
  const char* test;
  std::vector<QuestionArgument> args;
};

// The two polygons most of the tests take, as "a" and "b".
std::vector<QuestionArgument> polygons(const char* a, const char* b) {
  return {{"a", a, Given::Points}, {"b", b, Given::Points}};
}

const std::vector<SceneQuestion> kSceneQuestions = {
    // Before polygons.
    {"side-of-line", kAnyMode, "side", {{"p", "P", Given::First}, {"line", "line", Given::Through}}},
    {"segments-crossing",
     kAnyMode,
     "segments_intersect",
     {{"a", "AB", Given::First}, {"b", "AB", Given::Second}, {"c", "CD", Given::First}, {"d", "CD", Given::Second}}},
    {"closest-point",
     kAnyMode,
     "closest_point_on_segment",
     {{"p", "P", Given::First}, {"a", "AB", Given::First}, {"b", "AB", Given::Second}}},
    {"circles", 0, "circles_collide", {{"a", "C₁", Given::Circle}, {"b", "C₂", Given::Circle}}},
    {"circles", 1, "point_in_circle", {{"p", "P", Given::First}, {"circle", "C", Given::Circle}}},
    {"circles",
     2,
     "circle_segment_collide",
     {{"circle", "C", Given::Circle}, {"a", "AB", Given::First}, {"b", "AB", Given::Second}}},
    {"rectangles", 0, "rects_collide", {{"a", "A", Given::Rect}, {"b", "B", Given::Rect}}},
    {"rectangles", 1, "point_in_rect", {{"p", "P", Given::First}, {"rect", "A", Given::Rect}}},
    {"rectangles", 2, "circle_rect_collide", {{"circle", "C", Given::Circle}, {"rect", "A", Given::Rect}}},
    // Convex polygons: the pentagon against each other shape.
    {"polygon-point",
     kAnyMode,
     "point_in_convex_polygon",
     {{"p", "P", Given::First}, {"polygon", "pentagon", Given::Points}}},
    {"polygon-line",
     kAnyMode,
     "polygon_line_collide",
     {{"polygon", "pentagon", Given::Points}, {"line", "line", Given::Through}}},
    {"separating-axis", kAnyMode, "convex_polygons_collide", polygons("pentagon", "triangle")},
    {"polygon-rect",
     kAnyMode,
     "convex_polygon_rect_collide",
     {{"polygon", "pentagon", Given::Points}, {"rect", "rectangle", Given::Rect}}},
    {"polygon-segment",
     kAnyMode,
     "convex_polygon_segment_collide",
     {{"polygon", "pentagon", Given::Points}, {"a", "segment", Given::First}, {"b", "segment", Given::Second}}},
    {"polygon-circle",
     kAnyMode,
     "convex_polygon_circle_collide",
     {{"polygon", "pentagon", Given::Points}, {"circle", "circle", Given::Circle}}},
    // Concave polygons (polygon-polygon below: its question depends on B's kind).
    {"sat-breaks", kAnyMode, "convex_polygons_collide", polygons("C", "square")},
    {"sat-breaks", kAnyMode, "polygons_collide", polygons("C", "square")},
    {"convex-pieces", kAnyMode, "convex_pieces_collide", polygons("C", "square")},
    {"point-in-polygon",
     kAnyMode,
     "point_in_polygon",
     {{"p", "P", Given::First}, {"polygon", "polygon", Given::Points}}},
    {"concave-polygon-line",
     kAnyMode,
     "polygon_line_collide",
     {{"polygon", "C", Given::Points}, {"line", "line", Given::Through}}},
    {"concave-polygon-segment",
     kAnyMode,
     "polygon_segment_collide",
     {{"polygon", "C", Given::Points}, {"a", "segment", Given::First}, {"b", "segment", Given::Second}}},
    {"concave-polygon-circle",
     kAnyMode,
     "polygon_circle_collide",
     {{"polygon", "C", Given::Points}, {"circle", "circle", Given::Circle}}},
    {"which-approach", kAnyMode, "convex_pieces_collide", polygons("C", "square")},
    {"which-approach", kAnyMode, "polygons_collide", polygons("C", "square")},
    // Response and fast objects (tunnelling and the swept test below). Push-apart's mode is its
    // pair: two polygons, a polygon and a circle, two circles. The Minkowski figure's verdict is the
    // separating axis test's (its corners come from minkowski_difference, which `query` answers too).
    {"push-apart", 0, "convex_polygons_collide", polygons("A", "B")},
    {"push-apart",
     1,
     "convex_polygon_circle_collide",
     {{"polygon", "A", Given::Points}, {"circle", "circle B", Given::Circle}}},
    {"push-apart", 2, "circles_collide", {{"a", "circle A", Given::Circle}, {"b", "circle B", Given::Circle}}},
    {"minkowski-difference", kAnyMode, "convex_polygons_collide", polygons("A", "B")},
    // Distance and contact. The support figure: A − B's support point along the arrow d (tip − tail);
    // GJK's yes/no and EPA's depth each beside the separating axis test on the same shapes; the ray
    // cast's one ray against the polygon A and against the circle C.
    {"support-point",
     kAnyMode,
     "support",
     {{"a", "A", Given::Points}, {"b", "B", Given::Points}, {"d", "d", Given::Arrow}}},
    {"gjk-distance", kAnyMode, "gjk_distance", polygons("A", "B")},
    {"gjk-overlap", kAnyMode, "gjk_overlap", polygons("A", "B")},
    {"gjk-overlap", kAnyMode, "convex_polygons_collide", polygons("A", "B")},
    {"epa", kAnyMode, "epa_penetration", polygons("A", "B")},
    {"epa", kAnyMode, "convex_polygons_collide", polygons("A", "B")},
    {"ray-cast",
     kAnyMode,
     "ray_cast_polygon",
     {{"polygon", "A", Given::Points}, {"from", "ray", Given::First}, {"to", "ray", Given::Second}}},
    {"ray-cast",
     kAnyMode,
     "ray_cast_circle",
     {{"circle", "C", Given::Circle}, {"from", "ray", Given::First}, {"to", "ray", Given::Second}}},
    {"contact-points", kAnyMode, "polygon_contact_points", polygons("A", "B")},
};

// The question with the state's shapes, or nothing when a shape it needs is missing (the scene
// then shows "no verdict").
std::optional<json> ask(const SceneState& s, const SceneQuestion& q) {
  json out;
  for (const QuestionArgument& arg : q.args) {
    const Shape* shape = find(s, arg.shape);
    if (!shape) return std::nullopt;
    out[arg.key] = argument(*shape, arg.as);
  }
  out["test"] = q.test;
  return out;
}

// [SECTION] the figures that compute their arguments: tunnelling, the swept test, polygon-polygon
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

// The swept test: B (or circle B) moves until its middle reaches the arrow's tip, the shape "end".
std::vector<json> swept(const SceneState& s) {
  const Shape *a = find(s, "A"), *end = find(s, "end");
  if (s.option("mode") == 1) {
    const Shape* b = find(s, "circle B");
    if (!a || !b || !end) return {};
    return {json{{"circle", circle(*b)},
                 {"velocity", point(end->points.at(0) - b->points.at(0))},
                 {"polygon", points(*a)},
                 {"test", "circle_polygon_time_of_impact"}}};
  }
  const Shape* b = find(s, "B");
  if (!a || !b || !end) return {};
  // B's middle is its vertex average, the scene's own arithmetic; the motion goes as the arrow's
  // two ends (never a rounded velocity), as the figure passes it.
  Vec2 sum{0, 0};
  for (Vec2 p : b->points) sum += p;
  const Vec2 middle = b->points.empty() ? sum : sum / static_cast<double>(b->points.size());
  return {json{{"a", points(*a)},
               {"b", points(*b)},
               {"from", point(middle)},
               {"to", point(end->points.at(0))},
               {"test", "convex_polygons_time_of_impact"}}};
}

// Polygon-polygon: B is a polygon or, in one preset, a rectangle.
std::vector<json> polygon_polygon(const SceneState& s) {
  const Shape *a = find(s, "A"), *b = find(s, "B");
  if (!a || !b) return {};
  if (b->kind == ShapeKind::Rect)
    return {json{{"polygon", points(*a)}, {"rect", rect(*b)}, {"test", "polygon_rect_collide"}}};
  return {json{{"a", points(*a)}, {"b", points(*b)}, {"test", "polygons_collide"}}};
}

}  // namespace

// [SECTION] the report: report_questions, scene_report
std::vector<json> report_questions(std::string_view scene_id, const SceneState& state) {
  if (scene_id == "tunnelling") return tunnelling(state);
  if (scene_id == "swept-test") return swept(state);
  if (scene_id == "polygon-polygon") return polygon_polygon(state);
  std::vector<json> out;
  for (const SceneQuestion& q : kSceneQuestions)
    if (q.scene == scene_id && (q.mode == kAnyMode || q.mode == static_cast<int>(state.option("mode"))))
      if (auto asked = ask(state, q)) out.push_back(std::move(*asked));
  return out;
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
