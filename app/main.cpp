// collision-lab: the window, a headless screenshot, or a listing (see cli.hpp).
#include <iostream>

#include "cli.hpp"

#if defined(__SANITIZE_ADDRESS__)
#include <sanitizer/lsan_interface.h>
#endif

int main(int argc, char** argv) {
  const int code = lab::run_cli(argc, argv, std::cout, std::cerr);
#if defined(__SANITIZE_ADDRESS__)
  // Check for leaks now, while the GL driver is still loaded: at exit it unloads itself and
  // what it still holds would be reported against no module at all.
  __lsan_do_leak_check();
#endif
  return code;
}
