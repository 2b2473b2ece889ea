// collision-lab: the window, a headless screenshot, or a listing (see cli.hpp).
#include <fcntl.h>
#include <signal.h>

#include <cerrno>
#include <iostream>
#include <streambuf>

#include "cli.hpp"

#if defined(__SANITIZE_ADDRESS__)
#include <sanitizer/lsan_interface.h>
#endif

// The sanitizer build's tests start this binary hundreds of times, for a screenshot or a report
// each. ASan holds back up to 256 MB of freed memory (its quarantine) before it reuses any, so
// every run faulted in that much fresh memory: about a third of a screenshot's CPU time. With
// 16 MB a use soon after a free is still caught; $ASAN_OPTIONS can set it back. (Clang 14 tells
// of AddressSanitizer through __has_feature only: it does not define __SANITIZE_ADDRESS__.)
#if defined(__has_feature)
#if __has_feature(address_sanitizer)
extern "C" const char* __asan_default_options() { return "quarantine_size_mb=16"; }
// fontconfig keeps the fonts a handout found for the life of the process (handout_pdf.cpp).
extern "C" const char* __lsan_default_suppressions() { return "leak:libfontconfig.so\n"; }
#endif
#endif

namespace {

// Standard output as it is when the caller closed it: every write fails (EBADF), so what would
// have been printed is still an error (see run_cli), while a run that prints nothing is fine.
struct ClosedOutput : std::streambuf {
  int overflow(int) override {
    errno = EBADF;
    return traits_type::eof();
  }
};

// A closed standard stream's number would go to the next file opened (a screenshot's temporary
// file could then receive stray output from a library): /dev/null holds its place.
// Returns whether standard output was closed.
bool hold_closed_streams() {
  bool stdout_closed = false;
  for (int fd = 0; fd <= 2; ++fd) {
    if (fcntl(fd, F_GETFD) != -1 || errno != EBADF) continue;
    if (open("/dev/null", fd == 0 ? O_RDONLY : O_WRONLY) != fd) continue;  // the lowest free number
    stdout_closed = stdout_closed || fd == 1;
  }
  return stdout_closed;
}

// A reader that closes early (`query | head -1`) would end the app by SIGPIPE, silently and with
// code 141. Caught, the write fails with EPIPE instead, and the app says so and exits 2. A handler
// rather than SIG_IGN: the programs the app starts (xdg-user-dir) get the default back.
void catch_broken_pipes() {
  struct sigaction action {};
  action.sa_handler = [](int) {};
  action.sa_flags = SA_RESTART;
  sigemptyset(&action.sa_mask);
  sigaction(SIGPIPE, &action, nullptr);
}

}  // namespace

int main(int argc, char** argv) {
  catch_broken_pipes();
  // Never freed: std::cout is flushed after main returns, through this buffer.
  static ClosedOutput* closed = new ClosedOutput;
  if (hold_closed_streams()) std::cout.rdbuf(closed);
  const int code = lab::run_cli(argc, argv, std::cout, std::cerr);
#if defined(__SANITIZE_ADDRESS__)
  // Check for leaks now, while the GL driver is still loaded: at exit it unloads itself and
  // what it still holds would be reported against no module at all.
  __lsan_do_leak_check();
#endif
  return code;
}
