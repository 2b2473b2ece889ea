# Compiles through Debian's ccache (scripts/deps.sh installs it), for the `dev` and `web` presets
# (their CMAKE_PROJECT_INCLUDE): a fresh clone, a new worktree or a `make clean` compiles only what
# changed since any earlier build on this machine, in whatever folder that was. The cache is
# ccache's own (~/.cache/ccache, or $CCACHE_DIR); its settings are set here, per compile, and the
# user's ccache.conf is left as it is. Without ccache the build is the same, only slower.
find_program(LAB_CCACHE ccache)
if(NOT LAB_CCACHE)
  message(STATUS "ccache not found: compiling without a cache (scripts/deps.sh installs it)")
  return()
endif()

# A result is shared between folders only where nothing of the folder is in it:
# - base_dir: ccache hashes the paths under the source folder relative to the compile's folder,
#   on the command line and in the preprocessed text's line markers (the unity batches include
#   their files by absolute path, so they hit in ccache's preprocessor mode, not its direct mode);
# - -ffile-prefix-map: the compiler writes those paths relative to the source folder into the
#   debug information and __FILE__, and -fdebug-compilation-dir=. makes the debug information's
#   folder the source folder, so a sanitizer's stack trace names ./core/collide/sat.cpp:123 in
#   every clone; with base_dir set, ccache then leaves the compile's folder out of the hash.
#   (clang 14 does not map UBSan's own source locations and lambdas' type names, which keep the
#   absolute path a unity batch includes its file by: a UBSan message from an object fetched from
#   the cache names the file in the folder it was first compiled in, same file and line.)
# No sloppiness is allowed: a header, a flag or the compiler (its size and time) changed is a miss.
set(lab_ccache env CCACHE_BASEDIR=${PROJECT_SOURCE_DIR})
if(EMSCRIPTEN)
  # em++ is a Python script; emscripten hands the compile to clang++-14 through its compiler
  # wrapper, so ccache sees (and checks) the real compiler and the exact command emcc runs.
  list(APPEND lab_ccache EM_COMPILER_WRAPPER=${LAB_CCACHE})
else()
  list(APPEND lab_ccache ${LAB_CCACHE})
endif()
set(CMAKE_C_COMPILER_LAUNCHER ${lab_ccache})
set(CMAKE_CXX_COMPILER_LAUNCHER ${lab_ccache})
add_compile_options(-ffile-prefix-map=${PROJECT_SOURCE_DIR}=. -fdebug-compilation-dir=.)

# A precompiled header holds the absolute paths of the folder it was built in, so every object
# compiled with it would miss in another folder (and a .pch fetched from the cache would name the
# first folder's files): with ccache the targets parse their headers in each batch instead
# (LAB_PCH, CMakeLists.txt). docs/development.md#the-caches has the times.
set(LAB_PCH OFF)
