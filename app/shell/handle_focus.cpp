#include "shell/handle_focus.hpp"

#include <algorithm>
#include <cmath>

namespace lab {
namespace {

// Why Insert added nothing on vertex `index` of `shape` (insert_vertex_on_edge said no).
std::string why_no_vertex(const Shape& shape, int index) {
  if (shape.kind != ShapeKind::Polygon) return shape.name + " is not a polygon: it takes no new vertices";
  if (!shape.editable) return shape.name + " is this figure's fixed shape: it takes no new vertices";
  // No double near the edge's middle keeps the outline convex.
  return "no vertex added: no point near the middle of edge " + std::to_string(index) + " of " + shape.name +
         " lies on it exactly, and those beside it would bend " + shape.name +
         " inward (move a vertex a little, then add)";
}

}  // namespace

Vec2 nudge_by(int dx, int dy, NudgeSize size, double step) {
  const double by = size == NudgeSize::Coarse ? step : size == NudgeSize::Fine ? step / 100 : step / 10;
  return Vec2{dx, dy} * by;
}

std::optional<Handle> HandleFocus::focused(const Scene& scene) const {
  if (!focused_) return std::nullopt;
  const auto all = handle_order(scene.state());
  if (std::find(all.begin(), all.end(), *focused_) == all.end()) return std::nullopt;
  return focused_;
}

void HandleFocus::step(const Scene& scene, bool forward) {
  refusal_.clear();
  const auto all = handle_order(scene.state());
  const int n = static_cast<int>(all.size());
  // Position −1 is "nothing": the cycle is nothing, h0, h1, …, h(n−1), nothing.
  int at = -1;
  if (const auto f = focused(scene)) at = static_cast<int>(std::find(all.begin(), all.end(), *f) - all.begin());
  at = forward ? at + 1 : (at < 0 ? n - 1 : at - 1);
  focused_.reset();
  if (at >= 0 && at < n) focused_ = all[at];
}

bool HandleFocus::nudge(Scene& scene, Vec2 by, bool snap) {
  const auto f = focused(scene);
  if (!f) return false;
  Shape& shape = scene.state().shapes[f->shape];
  Shape next = nudged(shape, *f, by, snap ? std::max(std::abs(by.x), std::abs(by.y)) : 0);
  if (next.points == shape.points && next.radius == shape.radius) return false;
  shape = std::move(next);
  scene.update();
  return true;
}

bool HandleFocus::add_vertex(Scene& scene) {
  refusal_.clear();
  const auto f = focused(scene);
  if (!f || f->kind != HandleKind::Vertex) {
    refusal_ = "Tab to a vertex first: a new vertex goes on the edge from it to the next";
    return false;
  }
  Shape& shape = scene.state().shapes[f->shape];
  const auto index = insert_vertex_on_edge(shape, f->index);
  if (!index) {
    refusal_ = why_no_vertex(shape, f->index);
    return false;
  }
  focused_ = Handle{f->shape, HandleKind::Vertex, *index};
  scene.update();
  return true;
}

bool HandleFocus::remove_vertex(Scene& scene) {
  refusal_.clear();
  const auto f = focused(scene);
  if (!f || f->kind != HandleKind::Vertex) return false;
  Shape& shape = scene.state().shapes[f->shape];
  refusal_ = why_vertex_stays(shape, f->index);
  if (!lab::remove_vertex(shape, f->index)) return false;
  const int n = static_cast<int>(shape.points.size());
  focused_ = Handle{f->shape, HandleKind::Vertex, (f->index + n - 1) % n};
  scene.update();
  return true;
}

}  // namespace lab
