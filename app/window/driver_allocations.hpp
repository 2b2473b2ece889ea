// The GL driver (Mesa, loaded and probed through SDL and EGL) keeps allocations it never frees
// and unloads modules at exit, so LeakSanitizer would blame "<unknown module>". Calls into the
// driver's set-up run inside this guard: its allocations are not counted as leaks; ours still are.
#pragma once

#if defined(__SANITIZE_ADDRESS__)
#include <sanitizer/lsan_interface.h>
#endif

namespace lab {

class DriverAllocations {
 public:
#if defined(__SANITIZE_ADDRESS__)
  DriverAllocations() { __lsan_disable(); }
  ~DriverAllocations() { __lsan_enable(); }
#else
  // Nothing to do without the sanitizer; user-provided all the same, so that a guard is not an
  // "unused variable" in a release build.
  DriverAllocations() {}
  ~DriverAllocations() {}
#endif
  DriverAllocations(const DriverAllocations&) = delete;
  DriverAllocations& operator=(const DriverAllocations&) = delete;
};

}  // namespace lab
