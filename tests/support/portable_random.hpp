// Test-only: uniform draws that are the same under every standard library. <random>'s engines
// (std::mt19937, std::mt19937_64) are specified to the bit, but its distributions are not:
// libstdc++ (the desktop) and libc++ (the browser build, under Node) turn the same engine output
// into different numbers, so a property test drawing with std::uniform_*_distribution tried other
// cases in the browser than on the desktop, and a count of cases could pass on one and fail on
// the other. These take the engine's bits one fixed way, with the standard ones' interface.
#pragma once
#include <cstdint>
#include <type_traits>

namespace portable {

/// 64 random bits from a 32-bit or a 64-bit engine (two draws of a 32-bit one, high half first).
template <class Engine>
std::uint64_t bits64(Engine& engine) {
  static_assert(Engine::min() == 0);
  if constexpr (Engine::max() == 0xffffffffULL) {
    const std::uint64_t high = engine();
    return high << 32 | engine();
  } else {
    static_assert(Engine::max() == ~std::uint64_t{0}, "a 32-bit or 64-bit engine");
    return engine();
  }
}

/// Uniform on [lo, hi], every value equally likely (draws in the uneven top stretch are redrawn).
template <class Int = int>
class uniform_int_distribution {
  static_assert(std::is_integral_v<Int> && sizeof(Int) <= 8);

 public:
  uniform_int_distribution(Int lo, Int hi) : lo_(lo), hi_(hi) {}

  template <class Engine>
  Int operator()(Engine& engine) const {
    const std::uint64_t span = static_cast<std::uint64_t>(hi_) - static_cast<std::uint64_t>(lo_);
    if (span == ~std::uint64_t{0}) return static_cast<Int>(bits64(engine));
    const std::uint64_t n = span + 1, limit = ~std::uint64_t{0} - (~std::uint64_t{0} % n + 1) % n;
    std::uint64_t x = bits64(engine);
    while (x > limit) x = bits64(engine);
    return static_cast<Int>(static_cast<std::uint64_t>(lo_) + x % n);
  }

 private:
  Int lo_, hi_;
};

/// Uniform on [lo, hi), on a grid of 2⁻⁵³·(hi − lo).
template <class Real = double>
class uniform_real_distribution {
  static_assert(std::is_same_v<Real, double>);

 public:
  uniform_real_distribution(Real lo, Real hi) : lo_(lo), hi_(hi) {}

  template <class Engine>
  Real operator()(Engine& engine) const {
    for (;;) {
      const Real x = lo_ + (hi_ - lo_) * (static_cast<Real>(bits64(engine) >> 11) * 0x1p-53);
      if (x < hi_ || !(lo_ < hi_)) return x;  // rounding up to hi itself: draw again
    }
  }

 private:
  Real lo_, hi_;
};

}  // namespace portable
