// The prepared ray cast over a span of rays (distance.hpp): a block of rays at a time through
// the batched float filter (ray_batch_avx2.cpp, eight a block; ray_batch_avx512.cpp, sixteen,
// where the processor has AVX-512) where the processor and the polygon allow it, the rays it
// refuses by the exact path; else one call a ray.
#include <algorithm>
#include <cstddef>

#include "collide/fast/distance.hpp"
#include "collide/fast/prepared.hpp"
#include "collide/fast/ray_lanes.hpp"

namespace collide::fast {

#if defined(__x86_64__) && defined(__GNUC__)
namespace {

/// The widest batch the processor runs, chosen once.
struct Batch {
  unsigned (*filter)(const PreparedPolygon&, const RaySegment*, RayHit*);
  std::size_t lanes;
};
const Batch& widest_batch() {
  static const Batch batch = [] {
    __builtin_cpu_init();
    const bool wide = __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512dq") &&
                      __builtin_cpu_supports("avx512vl");
    return wide ? Batch{detail::float_ray_batch16, 16} : Batch{detail::float_ray_batch, 8};
  }();
  return batch;
}

/// The batch's rays in doubt, by the exact path (the first m of them, the rest padding).
void answer_refused(const PreparedPolygon& polygon, const RaySegment* rays, RayHit* hits, unsigned refused,
                    std::size_t m) {
  for (; refused != 0; refused &= refused - 1) {
    const auto k = static_cast<std::size_t>(__builtin_ctz(refused));
    if (k < m) hits[k] = detail::ray_cast_lanes(polygon, rays[k].from, rays[k].to);
  }
}

/// A last block of m rays, fewer than the batch's lanes: padded with its last ray, answered aside.
void cast_tail(const Batch& batch, const PreparedPolygon& polygon, const RaySegment* rays, RayHit* hits,
               std::size_t m) {
  RaySegment padded[16];
  RayHit aside[16];
  for (std::size_t k = 0; k < batch.lanes; ++k) padded[k] = rays[k < m ? k : m - 1];
  answer_refused(polygon, padded, aside, batch.filter(polygon, padded, aside), m);
  std::copy(aside, aside + m, hits);
}

}  // namespace
#endif

void ray_cast_polygon(const PreparedPolygon& polygon, std::span<const RaySegment> rays, std::span<RayHit> hits) {
  const std::size_t count = std::min(rays.size(), hits.size());
#if defined(__x86_64__) && defined(__GNUC__)
  if (polygon.ray_floats().usable) {
    const Batch& batch = widest_batch();
    std::size_t k = 0;
    for (; k + batch.lanes <= count; k += batch.lanes) {
      const RaySegment* in = rays.data() + k;
      RayHit* out = hits.data() + k;
      answer_refused(polygon, in, out, batch.filter(polygon, in, out), batch.lanes);
    }
    if (k < count) cast_tail(batch, polygon, rays.data() + k, hits.data() + k, count - k);
    return;
  }
#endif
  for (std::size_t k = 0; k < count; ++k) hits[k] = ray_cast_polygon(polygon, rays[k].from, rays[k].to);
}

}  // namespace collide::fast
