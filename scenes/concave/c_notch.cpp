#include "concave/c_notch.hpp"

#include <algorithm>

#include "collide/fast/quick_ear_clip.hpp"
#include "collide/validate.hpp"
#include "concave/outline_memo.hpp"
#include "convex/common.hpp"
#include "shape_library.hpp"

namespace lab::concave {

Shape c_shape() {
  const ShapePreset* preset = find_shape_preset("c-shape");
  // The preset is embedded at build time; its absence is a build mistake the tests catch.
  return convex::polygon_shape("C", preset ? preset->points : std::vector<Vec2>{});
}

Shape square_at(Vec2 centre) {
  Shape s = convex::polygon_shape("square", {centre + Vec2{-1, -1}, centre + Vec2{1, -1}, centre + Vec2{1, 1},
                                             centre + Vec2{-1, 1}});
  s.editable = false;  // stays a quadrilateral: SAT's side of the story needs it convex
  return s;
}

SceneState c_and(Shape other) {
  SceneState s;
  s.shapes = {c_shape(), std::move(other)};
  return s;
}

SceneState c_and_square(Vec2 centre) { return c_and(square_at(centre)); }

CAndSquarePieces split_c_and_square(const SceneState& state, std::string_view c_cannot,
                                    const CAndSquarePieces& previous) {
  CAndSquarePieces split;
  split.valid = true;
  for (const char* name : {"C", "square"}) {
    if (auto bad = collide::check_polygon(name, state.shape(name).points)) {
      split.problems.push_back(*bad);
      split.valid = false;
    }
  }
  if (!split.valid) return split;
  split.c_outline = state.shape("C").points;
  split.square_outline = state.shape("square").points;
  if (previous.valid && previous.c_outline == split.c_outline) {
    split.c = previous.c;
    split.ears = previous.ears;
  } else {
    split.c = collide::quick::ear_clip(split.c_outline, split.ears);
  }
  split.square = previous.valid && previous.square_outline == split.square_outline
                     ? previous.square
                     : collide::quick::ear_clip(split.square_outline);
  if (!split.c.ok()) split.problems.push_back(std::string(c_cannot) + ": " + split.c.error);
  if (!split.square.ok()) split.problems.push_back("the square cannot be split: " + split.square.error);
  return split;
}

std::optional<collide::Rect> c_and_square_frame(const SceneState& state, double room) {
  std::vector<Vec2> all = state.shape("C").points;
  const auto& square = state.shape("square").points;
  all.insert(all.end(), square.begin(), square.end());
  if (all.empty()) return std::nullopt;
  Vec2 lo = all[0], hi = all[0];
  for (Vec2 p : all) {
    lo = {std::min(lo.x, p.x), std::min(lo.y, p.y)};
    hi = {std::max(hi.x, p.x), std::max(hi.y, p.y)};
  }
  const Vec2 margin = (hi - lo) * room;
  return collide::Rect{lo.x - margin.x, lo.y - margin.y, hi.x - lo.x + 2 * margin.x, hi.y - lo.y + 2 * margin.y};
}

PolygonCheck check_concave_polygon(std::string_view name, collide::Polygon polygon) {
  PolygonCheck check;
  if (auto bad = collide::check_polygon(name, polygon)) {
    check.problems.push_back(*bad);
    check.usable = false;
    return check;
  }
  // Ear clipping is O(n²): kept for an outline that did not change (the square dragged past it).
  static thread_local OutlineMemo<std::string> memo;
  const std::string error = memo.get(polygon, [&] { return collide::quick::ear_clip(polygon).error; });
  if (!error.empty())
    check.problems.push_back(std::string(name) + " crosses itself (" + error +
                             "); the even–odd rule still says what is inside");
  return check;
}

}  // namespace lab::concave
