// The prepared ray cast over a span of rays (distance.hpp): eight at a time through the batched
// float filter (ray_batch_avx2.cpp) where the processor and the polygon allow it, the rays it
// refuses by the exact path; else one call a ray.
#include <algorithm>
#include <cstddef>

#include "collide/fast/distance.hpp"
#include "collide/fast/prepared.hpp"
#include "collide/fast/ray_lanes.hpp"

namespace collide::fast {

#if defined(__x86_64__) && defined(__GNUC__)
namespace {

/// Rays k … k + m − 1 (m ≤ 8) through the batch; a last block of fewer than eight is padded with
/// its last ray and answered aside.
void cast_block(const PreparedPolygon& polygon, const RaySegment* rays, RayHit* hits, std::size_t m) {
  RaySegment padded[8];
  RayHit aside[8];
  const RaySegment* in = rays;
  RayHit* out = hits;
  if (m < 8) {
    for (std::size_t k = 0; k < 8; ++k) padded[k] = rays[k < m ? k : m - 1];
    in = padded, out = aside;
  }
  const unsigned refused = detail::float_ray_batch(polygon, in, out);
  for (unsigned left = refused; left != 0; left &= left - 1) {
    const auto k = static_cast<std::size_t>(__builtin_ctz(left));
    if (k < m) out[k] = detail::ray_cast_lanes(polygon, in[k].from, in[k].to);
  }
  if (m < 8) std::copy(aside, aside + m, hits);
}

}  // namespace
#endif

void ray_cast_polygon(const PreparedPolygon& polygon, std::span<const RaySegment> rays, std::span<RayHit> hits) {
  const std::size_t count = std::min(rays.size(), hits.size());
#if defined(__x86_64__) && defined(__GNUC__)
  if (polygon.ray_floats().usable) {
    for (std::size_t k = 0; k < count; k += 8)
      cast_block(polygon, rays.data() + k, hits.data() + k, std::min<std::size_t>(8, count - k));
    return;
  }
#endif
  for (std::size_t k = 0; k < count; ++k) hits[k] = ray_cast_polygon(polygon, rays[k].from, rays[k].to);
}

}  // namespace collide::fast
