// Chapter "Before polygons": lines, segments, circles and rectangles, as `collision-lab query`
// answers them. One entry per test: name, arguments, answer.
#include "captions/prerequisites.hpp"
#include "collide/circle.hpp"
#include "collide/line.hpp"
#include "collide/exact/predicates.hpp"
#include "collide/rect.hpp"
#include "collide/segment.hpp"
#include "captions/text.hpp"
#include "answers.hpp"

namespace lab::query {
namespace {

using collide::Vec2;

// The verdict and the two squared numbers a circle test compared; the caption is the scene's.
Json circle_answer(const collide::CircleTrace& t, const std::string& caption) {
  Json out = verdict(t.collide, caption);
  out["distance_squared"] = t.distance_squared;
  out["limit_squared"] = t.limit_squared;
  return out;
}

// Which side of a line each end is on, in words: "A on the + side, B on the − side".
std::string ends_in_words(int sa, int sb) {
  auto where = [](int s) {
    return s == 0 ? std::string("on the line") : "on the " + std::string(captions::sign_glyph(s)) + " side";
  };
  if (sa == sb) return "A and B both " + where(sa);
  return "A " + where(sa) + ", B " + where(sb);
}

Json side_answer(const Args& args, const Wants&) {
  const Vec2 p = args.point("p");
  const LineArg& line = args.line("line");
  const double value = line.through ? collide::exact_side(p, line.p1, line.p2) : collide::exact_side(p, line.line);
  const int sign = line.through ? collide::side_sign(p, line.p1, line.p2) : collide::side_sign(p, line.line);
  Json out = verdict(sign, captions::side_caption(value, sign));
  out["value"] = value;
  return out;
}

Json orientation_answer(const Args& args, const Wants&) {
  const int turn = collide::orientation(args.point("a"), args.point("b"), args.point("c"));
  Json out;
  out["result"] = turn;
  out["caption"] = turn > 0   ? "A → B → C turns counter-clockwise → +1"
                   : turn < 0 ? "A → B → C turns clockwise → −1"
                              : "A, B and C are collinear → 0";
  return out;
}

Json point_in_circle_answer(const Args& args, const Wants&) {
  collide::CircleTrace trace;
  const Vec2 p = args.point("p");
  const collide::Circle circle = args.circle("circle");
  collide::point_in_circle(p, circle, trace);
  return circle_answer(trace, captions::point_in_circle_caption(trace, p, circle));
}

Json circles_collide_answer(const Args& args, const Wants&) {
  collide::CircleTrace trace;
  const collide::Circle a = args.circle("a"), b = args.circle("b");
  collide::circles_collide(a, b, trace);
  return circle_answer(trace, captions::circles_caption(trace, a, b));
}

Json point_in_rect_answer(const Args& args, const Wants&) {
  collide::RectsTrace trace;
  const bool inside = collide::point_in_rect(args.point("p"), args.rect("rect"), trace);
  Json out = verdict(inside, captions::point_in_rect_caption(trace));
  return out;
}

Json rects_collide_answer(const Args& args, const Wants&) {
  collide::RectsTrace trace;
  const bool collide = collide::rects_collide(args.rect("a"), args.rect("b"), trace);
  Json out = verdict(collide, captions::rects_caption(trace));
  out["x_overlap"] = trace.x_overlap;
  out["y_overlap"] = trace.y_overlap;
  return out;
}

Json circle_rect_collide_answer(const Args& args, const Wants&) {
  collide::CircleTrace trace;
  const collide::Circle circle = args.circle("circle");
  collide::circle_rect_collide(circle, args.rect("rect"), trace);
  Json out = circle_answer(trace, captions::circle_rect_caption(trace, circle));
  out["closest"] = json_point(trace.closest);
  return out;
}

Json segments_intersect_answer(const Args& args, const Wants&) {
  collide::SegmentsTrace t;
  collide::segments_intersect(args.point("a"), args.point("b"), args.point("c"), args.point("d"), t);
  Json out = verdict(t.intersect, captions::segments_caption(t));
  out["orientations"] = {{"abc", t.abc}, {"abd", t.abd}, {"cda", t.cda}, {"cdb", t.cdb}};
  return out;
}

Json closest_point_on_segment_answer(const Args& args, const Wants&) {
  collide::ClosestPointTrace t;
  const Vec2 p = args.point("p"), a = args.point("a"), b = args.point("b");
  const Vec2 q = collide::closest_point_on_segment(p, a, b, t);
  Json out = verdict(json_point(q), captions::closest_point_caption(t, p, a, b));
  out["t"] = a == b ? Json(nullptr) : Json(t.t);  // A = B: |AB|² = 0, so t = 0/0 is no number
  out["clamped_to"] = t.clamped_to == 0 ? Json("a") : t.clamped_to == 1 ? Json("b") : Json(nullptr);
  return out;
}

Json circle_segment_collide_answer(const Args& args, const Wants&) {
  collide::CircleTrace trace;
  const collide::Circle circle = args.circle("circle");
  collide::circle_segment_collide(circle, args.point("a"), args.point("b"), trace);
  Json out = circle_answer(trace, captions::circle_segment_caption(trace, circle));
  out["closest"] = json_point(trace.closest);
  return out;
}

Json line_circle_collide_answer(const Args& args, const Wants&) {
  const LineArg& line = args.line("line");
  const collide::Circle c = args.circle("circle");
  const bool collide = line.through ? collide::line_circle_collide(line.p1, line.p2, c)
                                    : collide::line_circle_collide(line.line, c);
  Json out;
  out["result"] = collide;
  out["caption"] = collide ? "the line passes within r of the centre → they collide"
                           : "the line passes farther than r from the centre → apart";
  return out;
}

Json line_segment_collide_answer(const Args& args, const Wants&) {
  const LineArg& line = args.line("line");
  const Vec2 a = args.point("a"), b = args.point("b");
  const bool collide = line.through ? collide::line_segment_collide(line.p1, line.p2, a, b)
                                    : collide::line_segment_collide(line.line, a, b);
  const int sa = line.through ? collide::side_sign(a, line.p1, line.p2) : collide::side_sign(a, line.line);
  const int sb = line.through ? collide::side_sign(b, line.p1, line.p2) : collide::side_sign(b, line.line);
  Json out;
  out["result"] = collide;
  out["caption"] = ends_in_words(sa, sb) + " → " + (!collide ? "apart" : sa * sb == 0 ? "they touch" : "they collide");
  out["sides"] = {sa, sb};
  return out;
}

}  // namespace

std::vector<TestEntry> prerequisite_tests() {
  using K = Kind;
  return {
      {"side", {{"p", K::Point}, {"line", K::Line}}, side_answer},
      {"orientation", {{"a", K::Point}, {"b", K::Point}, {"c", K::Point}}, orientation_answer},
      {"segments_intersect",
       {{"a", K::Point}, {"b", K::Point}, {"c", K::Point}, {"d", K::Point}},
       segments_intersect_answer},
      {"closest_point_on_segment",
       {{"p", K::Point}, {"a", K::Point}, {"b", K::Point}},
       closest_point_on_segment_answer},
      {"line_segment_collide", {{"line", K::Line}, {"a", K::Point}, {"b", K::Point}}, line_segment_collide_answer},
      {"point_in_circle", {{"p", K::Point}, {"circle", K::Circle}}, point_in_circle_answer},
      {"circles_collide", {{"a", K::Circle}, {"b", K::Circle}}, circles_collide_answer},
      {"circle_segment_collide",
       {{"circle", K::Circle}, {"a", K::Point}, {"b", K::Point}},
       circle_segment_collide_answer},
      {"line_circle_collide", {{"line", K::Line}, {"circle", K::Circle}}, line_circle_collide_answer},
      {"point_in_rect", {{"p", K::Point}, {"rect", K::Rect}}, point_in_rect_answer},
      {"rects_collide", {{"a", K::Rect}, {"b", K::Rect}}, rects_collide_answer},
      {"circle_rect_collide", {{"circle", K::Circle}, {"rect", K::Rect}}, circle_rect_collide_answer},
  };
}

}  // namespace lab::query
