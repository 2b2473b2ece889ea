// PreparedPolygon (prepared.hpp): the winding decided exactly, the edges' normals rounded as the
// book rounds them, and the straight stretches a ray cast must walk marked, once.
#include "collide/fast/prepared.hpp"

#include <algorithm>
#include <cmath>

#include "collide/contact_steps.hpp"
#include "collide/fast/detail.hpp"
#include "collide/vec.hpp"

namespace collide::fast {
PreparedPolygon::PreparedPolygon(Polygon polygon)
    : vertices_(polygon.begin(), polygon.end()), winding_(detail::area_winding(polygon)) {
  const std::size_t n = vertices_.size();
  edge_normals_.resize(n);
  unit_normals_.resize(n);
  plain_.resize(n);
  for (std::size_t i = 0; i < n; ++i) {
    const Vec2 e = vertices_[i + 1 == n ? 0 : i + 1] - vertices_[i];
    if (winding_ != 0) {
      edge_normals_[i] = winding_ > 0 ? Vec2{e.y, -e.x} : Vec2{-e.y, e.x};
      unit_normals_[i] = contact_steps::outward_normal(polygon, i, winding_);
    }
    plain_[i] = n >= 3 && detail::neighbours_turn(polygon, i);
    largest_x_ = std::max(largest_x_, std::fabs(vertices_[i].x));
    largest_y_ = std::max(largest_y_, std::fabs(vertices_[i].y));
    centre_ += vertices_[i];
    box_.add(vertices_[i]);
    finite_ = finite_ && std::isfinite(vertices_[i].x) && std::isfinite(vertices_[i].y);
  }
  if (n > 0) centre_ = centre_ / static_cast<double>(n);
  if (winding_ == 0) return;
  prepare_faces();
  prepare_ray_parts();
  prepare_ray_floats();
}

void PreparedPolygon::prepare_faces() {
  const std::size_t n = vertices_.size();
  faces_ = (n + 7) / 8 * 8;
  face_parts_.assign(3 * faces_, 0.0);
  for (std::size_t i = 0; i < faces_; ++i) {
    const Vec2 u = i < n ? unit_normals_[i] : Vec2{};
    face_parts_[i] = u.x, face_parts_[faces_ + i] = u.y;
    face_parts_[2 * faces_ + i] = u == Vec2{} ? HUGE_VAL : dot(u, vertices_[i]);
  }
}

void PreparedPolygon::prepare_ray_parts() {
  const std::size_t n = vertices_.size(), m = ray_edges_ = (n + 3) / 4 * 4;
  ray_parts_.resize(4 * m);
  for (std::size_t i = 0; i < m; ++i) {
    const std::size_t k = i < n ? i : 0;
    const Vec2 v = vertices_[k], e = edge_normals_[k];
    ray_parts_[i] = v.x, ray_parts_[m + i] = v.y, ray_parts_[2 * m + i] = e.x, ray_parts_[3 * m + i] = e.y;
    largest_normal_x_ = std::max(largest_normal_x_, std::fabs(e.x));
    largest_normal_y_ = std::max(largest_normal_y_, std::fabs(e.y));
  }
}

/// The float filter's parts and bound (ray_float_avx2.cpp derives the bound: 9u of the products'
/// sizes, u = 2⁻²⁴, where its roundings need 6.1u, and a floor for underflow); each constant
/// rounded up to a float. Coordinates up to 2⁵⁰ and normal components 0 or from 2⁻¹⁰⁰ to 2⁵¹
/// keep every float product of a ray in range far from overflow and from underflow.
void PreparedPolygon::prepare_ray_floats() {
  const std::size_t n = vertices_.size();
  RayFloats& f = ray_floats_;
  const auto up = [](double x) { return std::nextafter(static_cast<float>(x), HUGE_VALF); };
  const auto in_range = [](double c) { return c == 0 || (std::fabs(c) >= 0x1p-100 && std::fabs(c) <= 0x1p51); };
  bool usable = finite_ && n >= 3 && n <= 8 && largest_x_ <= 0x1p50 && largest_y_ <= 0x1p50;
  for (std::size_t i = 0; i < 8; ++i) {
    const std::size_t k = i < n ? i : 0;
    const Vec2 e = edge_normals_[k];
    usable = usable && in_range(e.x) && in_range(e.y);
    f.nx[i] = static_cast<float>(e.x), f.ny[i] = static_cast<float>(e.y);
    f.offset[i] = static_cast<float>(dot(e, vertices_[k]));
    f.normal_x[i] = e.x, f.normal_y[i] = e.y, f.vertex_x[i] = vertices_[k].x, f.vertex_y[i] = vertices_[k].y;
    f.unit_x[i] = unit_normals_[k].x, f.unit_y[i] = unit_normals_[k].y;
  }
  const double nx = largest_normal_x_, ny = largest_normal_y_, u = 0x1p-24, spare = 1 + 0x1p-20;
  f.floor = up(0x1p-120 * (nx + ny + 3));
  f.per_x = up(9 * u * nx * spare), f.per_y = up(9 * u * ny * spare);
  f.base = up((9 * u * (nx * largest_x_ + ny * largest_y_) * spare + 0x1p-120 * (nx + ny + 3)) * spare);
  f.edges = n <= 8 ? (1u << n) - 1 : 0;
  f.usable = usable && detail::widest_simd() == detail::Simd::kAvx2;
  if (!f.usable) f.base = NAN;  // the filter refuses every ray
}

}  // namespace collide::fast
