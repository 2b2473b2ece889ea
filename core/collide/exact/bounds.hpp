// Every rounding bound and range the core relies on, in one place, each with where it comes
// from. A verdict's sign is exact because a rounded value is trusted only when it clears one of
// these bounds; below it the exact arithmetic (expansion.hpp) decides.
#pragma once

namespace collide::bounds {

/// Unit roundoff u = 2⁻⁵³: one rounded operation on doubles is off by at most u·|result|.
inline constexpr double kUnitRoundoff = 0x1p-53;

/// Machine epsilon 2u = 2⁻⁵², the gap between 1 and the next double.
inline constexpr double kEpsilon = 0x1p-52;

/// Shewchuk's ccwerrboundA, (3 + 16u)·u: when l and r are rounded products of rounded
/// differences of doubles, fl(l − r) is within this times (|l| + |r|) of the exact l − r
/// ("Adaptive precision floating-point arithmetic", 1997, section 4). = 3.3306690738754716e-16.
inline constexpr double kDeterminant = (3.0 + 16.0 * kUnitRoundoff) * kUnitRoundoff;

/// An absolute floor added to relative bounds, so products that underflow to subnormals (where
/// relative error bounds fail) are never trusted. Far below any input the validators accept.
inline constexpr double kUnderflowFloor = 0x1p-1000;

/// A bound computed in rounded arithmetic is itself off by (1 − u) per step; this factor
/// (1 + 2⁻⁴⁰) covers thousands of steps (filtered.hpp).
inline constexpr double kBoundSlack = 0x1p-40;

/// The magnitudes the validators accept (validate.hpp): 0, or 1e-50 … 1e50. Products of four
/// such numbers stay far from overflow and underflow, so the exact predicates never lose bits.
inline constexpr double kLargestInput = 1e50;
inline constexpr double kSmallestInput = 1e-50;

/// The range in which the SAT's rounded dot products are filtered before the exact comparison
/// (sat.cpp): a product of two such numbers is a normal double, never near overflow.
inline constexpr double kTameLargest = 1e130;
inline constexpr double kTameSmallest = 1e-130;

}  // namespace collide::bounds
