// Chapter "Before polygons": lines, segments, circles and rectangles, as `collision-lab query`
// answers them. One entry per test: name, arguments, answer.
#include "collide/circle.hpp"
#include "collide/line.hpp"
#include "collide/predicates.hpp"
#include "collide/rect.hpp"
#include "collide/segment.hpp"
#include "figures/draw.hpp"
#include "query_tests.hpp"

namespace lab::query {
namespace {

using collide::Vec2;
using figures::format_number;
using figures::format_point;

// "|P − C|² = 8 ≤ r² = 9 → inside": the two squared quantities a circle test compares.
Json circle_answer(const collide::CircleTrace& t, std::string_view distance, std::string_view limit,
                   std::string_view yes, std::string_view no) {
  const auto [d, l] = distinct_numbers(t.distance_squared, t.limit_squared, !t.collide ||
                                       t.distance_squared != t.limit_squared);
  Json out;
  out["result"] = t.collide;
  out["caption"] = std::string(distance) + " = " + d + (t.collide ? " ≤ " : " > ") +
                   std::string(limit) + " = " + l + " → " + std::string(t.collide ? yes : no);
  out["distance_squared"] = t.distance_squared;
  out["limit_squared"] = t.limit_squared;
  return out;
}

// Which side of a line each end is on, in words: "A on the + side, B on the − side".
std::string ends_in_words(int sa, int sb) {
  auto where = [](int s) {
    return s == 0 ? std::string("on the line")
                  : "on the " + std::string(figures::sign_glyph(s)) + " side";
  };
  if (sa == sb) return "A and B both " + where(sa);
  return "A " + where(sa) + ", B " + where(sb);
}

Json side_answer(const Args& args, const Wants&) {
  const Vec2 p = args.point("p");
  const LineArg& line = args.line("line");
  const collide::Line coefficients =
      line.through ? collide::line_through(line.p1, line.p2) : line.line;
  const double value = collide::side(p, coefficients);
  const int sign = line.through ? collide::side_sign(p, line.p1, line.p2)
                                : collide::side_sign(p, line.line);
  Json out;
  out["result"] = sign;
  out["caption"] = "a·x + b·y + c = " + figures::format_signed(value, sign) + " → P is " +
                   (sign == 0 ? std::string("on the line")
                              : "on the " + std::string(figures::sign_glyph(sign)) + " side");
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
  collide::point_in_circle(args.point("p"), args.circle("circle"), trace);
  return circle_answer(trace, "|P − C|²", "r²", "inside", "outside");
}

Json circles_collide_answer(const Args& args, const Wants&) {
  collide::CircleTrace trace;
  collide::circles_collide(args.circle("a"), args.circle("b"), trace);
  return circle_answer(trace, "|C₁ − C₂|²", "(r₁ + r₂)²", "they collide", "apart");
}

Json point_in_rect_answer(const Args& args, const Wants&) {
  const bool inside = collide::point_in_rect(args.point("p"), args.rect("rect"));
  Json out;
  out["result"] = inside;
  out["caption"] = inside ? "P is within the rectangle's x and y ranges → inside"
                          : "P is outside the rectangle's x or y range → outside";
  return out;
}

Json rects_collide_answer(const Args& args, const Wants&) {
  collide::RectsTrace trace;
  const bool collide = collide::rects_collide(args.rect("a"), args.rect("b"), trace);
  auto shadows = [](std::string_view axis, bool overlap) {
    return "the " + std::string(axis) + " shadows " + (overlap ? "overlap" : "show a gap");
  };
  Json out;
  out["result"] = collide;
  out["caption"] = shadows("x", trace.x_overlap) + ", " + shadows("y", trace.y_overlap) + " → " +
                   (collide ? "they collide" : "apart");
  out["x_overlap"] = trace.x_overlap;
  out["y_overlap"] = trace.y_overlap;
  return out;
}

Json circle_rect_collide_answer(const Args& args, const Wants&) {
  collide::CircleTrace trace;
  collide::circle_rect_collide(args.circle("circle"), args.rect("rect"), trace);
  Json out = circle_answer(trace, "|C − Q|²", "r²", "they collide", "apart");
  out["caption"] = "Q = " + format_point(trace.closest) + " is the clamped centre: " +
                   out["caption"].get<std::string>();
  out["closest"] = json_point(trace.closest);
  return out;
}

Json segments_intersect_answer(const Args& args, const Wants&) {
  collide::SegmentsTrace t;
  collide::segments_intersect(args.point("a"), args.point("b"), args.point("c"), args.point("d"), t);
  // A pair of ends "straddles" a line when they are not strictly on one side of it.
  std::string why;
  if (t.collinear)
    why = t.intersect ? "all four ends are collinear and the segments overlap"
                      : "all four ends are collinear and the segments do not overlap";
  else if (t.abc * t.abd > 0)
    why = "C and D are on the same side of AB";
  else if (t.cda * t.cdb > 0)
    why = "A and B are on the same side of CD";
  else if (t.abc * t.abd == 0 || t.cda * t.cdb == 0)
    why = "an end lies on the other segment";
  else
    why = "C and D straddle AB, and A and B straddle CD";
  Json out;
  out["result"] = t.intersect;
  out["caption"] = why + " → " + (t.intersect ? "they intersect" : "apart");
  out["orientations"] = {{"abc", t.abc}, {"abd", t.abd}, {"cda", t.cda}, {"cdb", t.cdb}};
  return out;
}

Json closest_point_on_segment_answer(const Args& args, const Wants&) {
  collide::ClosestPointTrace t;
  const Vec2 q = collide::closest_point_on_segment(args.point("p"), args.point("a"), args.point("b"), t);
  Json out;
  out["result"] = json_point(q);
  const std::string at = "t = " + format_number(t.t);
  out["caption"] = t.clamped_to == 0   ? at + " is before A → clamped to A = " + format_point(q)
                   : t.clamped_to == 1 ? at + " is past B → clamped to B = " + format_point(q)
                                       : at + " lies on AB → Q = " + format_point(q);
  out["t"] = t.t;
  out["clamped_to"] = t.clamped_to == 0 ? Json("a") : t.clamped_to == 1 ? Json("b") : Json(nullptr);
  return out;
}

Json circle_segment_collide_answer(const Args& args, const Wants&) {
  collide::CircleTrace trace;
  collide::circle_segment_collide(args.circle("circle"), args.point("a"), args.point("b"), trace);
  Json out = circle_answer(trace, "|C − Q|²", "r²", "they collide", "apart");
  out["caption"] = "Q = " + format_point(trace.closest) + " is AB's point nearest C: " +
                   out["caption"].get<std::string>();
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
  out["caption"] = ends_in_words(sa, sb) + " → " +
                   (!collide ? "apart" : sa * sb == 0 ? "they touch" : "they collide");
  out["sides"] = {sa, sb};
  return out;
}

}  // namespace

std::vector<TestEntry> prerequisite_tests() {
  using K = Kind;
  return {
      {"side", {{"p", K::Point}, {"line", K::Line}}, side_answer},
      {"orientation", {{"a", K::Point}, {"b", K::Point}, {"c", K::Point}}, orientation_answer},
      {"segments_intersect", {{"a", K::Point}, {"b", K::Point}, {"c", K::Point}, {"d", K::Point}},
       segments_intersect_answer},
      {"closest_point_on_segment", {{"p", K::Point}, {"a", K::Point}, {"b", K::Point}},
       closest_point_on_segment_answer},
      {"line_segment_collide", {{"line", K::Line}, {"a", K::Point}, {"b", K::Point}},
       line_segment_collide_answer},
      {"point_in_circle", {{"p", K::Point}, {"circle", K::Circle}}, point_in_circle_answer},
      {"circles_collide", {{"a", K::Circle}, {"b", K::Circle}}, circles_collide_answer},
      {"circle_segment_collide", {{"circle", K::Circle}, {"a", K::Point}, {"b", K::Point}},
       circle_segment_collide_answer},
      {"line_circle_collide", {{"line", K::Line}, {"circle", K::Circle}}, line_circle_collide_answer},
      {"point_in_rect", {{"p", K::Point}, {"rect", K::Rect}}, point_in_rect_answer},
      {"rects_collide", {{"a", K::Rect}, {"b", K::Rect}}, rects_collide_answer},
      {"circle_rect_collide", {{"circle", K::Circle}, {"rect", K::Rect}}, circle_rect_collide_answer},
  };
}

}  // namespace lab::query
