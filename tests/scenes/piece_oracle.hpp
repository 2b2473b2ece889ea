// Test-only: the book's "SAT on convex pieces" counted again from the shapes' coordinates in exact
// rationals (concave_exact.hpp), never from the core's ear clipping or its SAT: the ear-clipping
// walk and the corners it examines, then the piece pairs in the book's order (A's piece i, then
// each of B's), each by SAT with early exit over its six edge normals, up to the first pair that
// collides; the pairs tried and the axes projected.
#pragma once
#include <algorithm>
#include <array>
#include <vector>

#include "concave_exact.hpp"

namespace piece_oracle {

using collide::Vec2;
using concave_exact::orient;
using concave_exact::Q;

/// Ear clipping as the book walks it: the ring runs counter-clockwise from vertex 0; at each
/// vertex V (neighbours P and N) a straight corner is dropped, a dent passed, a convex corner with
/// another ring vertex inside or on PVN (not a copy of P, V or N) passed, else PVN is clipped.
struct EarWalk {
  std::vector<std::array<int, 3>> triangles;  ///< P, V, N as clipped
  long long corners_examined = 0;
};
inline EarWalk ear_walk(const std::vector<Vec2>& poly) {
  EarWalk out;
  const std::size_t n = poly.size();
  Q twice_area = 0;
  for (std::size_t i = 0; i < n; ++i) {
    const Vec2 a = poly[i], b = poly[(i + 1) % n];
    twice_area += Q(a.x) * Q(b.y) - Q(b.x) * Q(a.y);
  }
  std::vector<std::size_t> next(n), prev(n);
  for (std::size_t i = 0; i < n; ++i) {
    next[i] = twice_area > 0 ? (i + 1) % n : (i + n - 1) % n;
    prev[i] = twice_area > 0 ? (i + n - 1) % n : (i + 1) % n;
  }
  std::size_t remaining = n, v = 0, idle = 0;
  while (remaining >= 3 && idle <= remaining) {
    const std::size_t p = prev[v], q = next[v];
    const Vec2 P = poly[p], V = poly[v], N = poly[q];
    ++out.corners_examined;
    const int turn = orient(P, V, N);
    bool blocked = turn < 0;
    for (std::size_t w = next[q]; turn > 0 && w != p && !blocked; w = next[w]) {
      const Vec2 W = poly[w];
      blocked = W != P && W != V && W != N && orient(P, V, W) >= 0 && orient(V, N, W) >= 0 && orient(N, P, W) >= 0;
    }
    if (blocked) {
      ++idle;
    } else {
      if (turn > 0) out.triangles.push_back({static_cast<int>(p), static_cast<int>(v), static_cast<int>(q)});
      next[p] = q, prev[q] = p, --remaining, idle = 0;
    }
    v = q;
  }
  return out;
}

/// SAT with early exit on two triangles, axes t's edge normals then u's: how many it projects
/// before the first gap (all six when none), and whether they collide (no gap, touching counts).
struct PairSat {
  int axes = 0;
  bool collide = true;
};
inline PairSat pair_sat(const std::array<Vec2, 3>& t, const std::array<Vec2, 3>& u) {
  PairSat out;
  for (const auto* piece : {&t, &u})
    for (std::size_t i = 0; i < 3; ++i) {
      const Vec2 p = (*piece)[i], q = (*piece)[(i + 1) % 3];
      const Q nx = Q(q.y) - Q(p.y), ny = Q(p.x) - Q(q.x);
      auto range = [&](const std::array<Vec2, 3>& s) {
        std::array<Q, 3> d;
        for (std::size_t k = 0; k < 3; ++k) d[k] = nx * Q(s[k].x) + ny * Q(s[k].y);
        return std::pair<Q, Q>{*std::min_element(d.begin(), d.end()), *std::max_element(d.begin(), d.end())};
      };
      ++out.axes;
      const auto [a_lo, a_hi] = range(t);
      const auto [b_lo, b_hi] = range(u);
      if (b_lo > a_hi || a_lo > b_hi) {
        out.collide = false;
        return out;
      }
    }
  return out;
}

/// The pieces' run: pairs tried (up to the first that collides) and axes projected over them.
struct PiecesRun {
  long long pairs = 0, axes = 0;
  bool collide = false;
};
inline PiecesRun pieces_run(const std::vector<Vec2>& a, const std::vector<Vec2>& b) {
  const EarWalk ta = ear_walk(a), tb = ear_walk(b);
  auto corners = [](const std::vector<Vec2>& poly, const std::array<int, 3>& t) {
    return std::array<Vec2, 3>{poly[static_cast<std::size_t>(t[0])], poly[static_cast<std::size_t>(t[1])],
                               poly[static_cast<std::size_t>(t[2])]};
  };
  PiecesRun out;
  for (const auto& s : ta.triangles)
    for (const auto& t : tb.triangles) {
      const PairSat r = pair_sat(corners(a, s), corners(b, t));
      ++out.pairs, out.axes += r.axes;
      if (r.collide) {
        out.collide = true;
        return out;
      }
    }
  return out;
}

}  // namespace piece_oracle
