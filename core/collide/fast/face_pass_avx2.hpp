// Private to the face pass (fast/face_pass.cpp): its AVX2 builds written with intrinsics, where
// each answer is read from the lanes with a compare and a mask (fast/face_pass_avx2.cpp); x86-64
// only, called when the processor runs AVX2. Each gives the answer of the scalar form it
// replaces in face_pass.cpp, bit for bit: the same products, each rounded, summed in the same order.
#pragma once
#include <cstddef>

#include "collide/fast/prepared.hpp"

namespace collide::fast::face_avx2 {

/// face_summary (prepared.hpp) of p's faces (p.faces() ≤ kFacePass) against other's vertices.
FaceSummary summary(const PreparedPolygon& p, Polygon other, double slack);

/// widest_face, most_opposed and surely_farthest (prepared.hpp), the same limits; faces() and
/// ray_edges() ≤ kFacePass.
WidestFace widest_face(const PreparedPolygon& a, const PreparedPolygon& b);
int most_opposed(const PreparedPolygon& p, Vec2 n);
bool surely_farthest(const PreparedPolygon& p, std::size_t k, Vec2 u);

}  // namespace collide::fast::face_avx2
