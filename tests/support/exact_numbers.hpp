// Test-only: the exact numbers the oracles count in, chosen in this one place. On the desktop
// they are GMP's (libgmp is built optimised and is not instrumented, so the oracles run several
// times faster under the sanitizers). Emscripten has no libgmp, so the browser build's unit tests
// (`make web-test`) use Boost's own header-only backends instead: the same exact rationals and
// integers, and decimals of at least as many digits. Either way the oracle shares no code with
// the core it checks.
#pragma once
#include <boost/multiprecision/cpp_int.hpp>
#ifdef __EMSCRIPTEN__
#include <boost/multiprecision/cpp_dec_float.hpp>
#else
#include <boost/multiprecision/gmp.hpp>
#endif

namespace exact_numbers {
#ifdef __EMSCRIPTEN__
using Rational = boost::multiprecision::cpp_rational;
using Integer = boost::multiprecision::cpp_int;
using Decimal50 = boost::multiprecision::cpp_dec_float_50;
using Decimal100 = boost::multiprecision::cpp_dec_float_100;
#else
using Rational = boost::multiprecision::mpq_rational;
using Integer = boost::multiprecision::mpz_int;
using Decimal50 = boost::multiprecision::mpf_float_50;
using Decimal100 = boost::multiprecision::mpf_float_100;
#endif
}  // namespace exact_numbers
