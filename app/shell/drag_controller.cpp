#include "shell/drag_controller.hpp"

namespace lab {

double snap_step(const Camera& camera, double grid_pixels) { return grid_step(camera.scale, grid_pixels); }

void DragController::hover(const Scene& scene, const Camera& camera, Vec2 screen) {
  if (grabbed_) return;
  hovered_ = hit_test(scene.state(), camera.to_world(screen), camera.to_world_length(grab_radius));
}

bool DragController::press(const Scene& scene, const Camera& camera, Vec2 screen) {
  refusal_.clear();
  press_world_ = camera.to_world(screen);
  grabbed_ = hit_test(scene.state(), press_world_, camera.to_world_length(grab_radius));
  hovered_ = grabbed_;
  if (grabbed_) before_ = scene.state().shapes.at(grabbed_->shape);
  return grabbed_.has_value();
}

bool DragController::move(Scene& scene, const Camera& camera, Vec2 screen, bool snap) {
  if (!grabbed_) {
    hover(scene, camera, screen);
    return false;
  }
  auto& shapes = scene.state().shapes;
  if (grabbed_->shape >= static_cast<int>(shapes.size())) {
    reset();
    return false;
  }
  Shape next =
      dragged(before_, *grabbed_, press_world_, camera.to_world(screen), snap ? snap_step(camera, grid_pixels) : 0);
  Shape& current = shapes[grabbed_->shape];
  if (next.points == current.points && next.radius == current.radius) return false;
  current = std::move(next);
  scene.update();
  return true;
}

void DragController::release() { grabbed_.reset(); }

bool DragController::double_click(Scene& scene, const Camera& camera, Vec2 screen) {
  const Vec2 at = camera.to_world(screen);
  const double tol = camera.to_world_length(grab_radius);
  // On a vertex, a double-click means that vertex, not a new one beside it.
  if (auto h = hit_test(scene.state(), at, tol); h && h->kind == HandleKind::Vertex) return false;
  auto& shapes = scene.state().shapes;
  // Topmost shape first, as the drawing order puts it.
  for (int i = static_cast<int>(shapes.size()) - 1; i >= 0; --i) {
    if (auto index = insert_vertex(shapes[i], at, tol)) {
      scene.update();
      grabbed_.reset();
      hovered_ = Handle{i, HandleKind::Vertex, *index};
      return true;
    }
  }
  return false;
}

bool DragController::remove_at(Scene& scene, const Camera& camera, Vec2 screen) {
  hovered_ = hit_test(scene.state(), camera.to_world(screen), camera.to_world_length(grab_radius));
  return remove_hovered(scene);
}

bool DragController::remove_hovered(Scene& scene) {
  refusal_.clear();
  if (!hovered_ || hovered_->kind != HandleKind::Vertex || grabbed_) return false;
  auto& shapes = scene.state().shapes;
  if (hovered_->shape >= static_cast<int>(shapes.size())) return false;
  refusal_ = why_vertex_stays(shapes[hovered_->shape], hovered_->index);
  if (!remove_vertex(shapes[hovered_->shape], hovered_->index)) return false;
  hovered_.reset();
  scene.update();
  return true;
}

void DragController::reset() {
  hovered_.reset();
  grabbed_.reset();
}

}  // namespace lab
