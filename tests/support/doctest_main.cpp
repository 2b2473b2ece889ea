#define DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN
#include <doctest/doctest.h>

// In the sanitizer build the tests spend about a third of their time in ASan's runtime, an eighth
// walking and storing the stack of every allocation and free (30 frames by default) for the report
// of a bad access. The stack of the access itself is whole either way; the allocation's and the
// free's keep 10 frames, enough to reach the project's code above the standard library's. The
// same accesses are caught. $ASAN_OPTIONS can set it back (malloc_context_size=30).
#if defined(__has_feature)
#if __has_feature(address_sanitizer)
extern "C" const char* __asan_default_options() { return "malloc_context_size=10"; }
// fontconfig keeps the fonts a handout found for the life of the process (handout_pdf.cpp): its
// cache, not a leak of ours.
extern "C" const char* __lsan_default_suppressions() { return "leak:libfontconfig.so\n"; }
#endif
#endif
