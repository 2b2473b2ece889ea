#!/usr/bin/env bash
# Builds the page, build/web/ (the `web` preset's collision-lab target): `make web`, and
# `make test` for its page test (ctest web_page, tests/web/test_page.py).
#
# `web_page.sh --if-cached` (make test) builds it, and the core's and scenes' unit tests for Node
# (ctest node/..., cmake/web_tests.cmake), only when the browser build's SDL2 and zlib are
# already compiled (scripts/web-deps.sh --cached): compiling them takes 15-25 minutes, more than
# make test's budget. Otherwise it says why and how to get them, and exits 77. The tests for
# Node are left out too when the page's files were mostly not in ccache (below).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = --if-cached ]; then
  rc=0
  deps=$(./scripts/web-deps.sh --cached) || rc=$?
  if [ $rc -eq 3 ]; then
    echo "web_page.sh: the browser build's tests (ctest web_page and node/...) are left out: run" \
         "\`make web\` once to compile its SDL2 and zlib (15-25 minutes; cached for every later" \
         "clone), and \`make test\` then builds the page and the unit tests for the browser and runs" \
         "them in headless Chromium and Node" >&2
    exit 77
  fi
  [ $rc -eq 0 ] || exit $rc
  # What the page's compiles found in ccache, for the Node tests' condition below.
  statslog=$(mktemp)
  trap 'rm -f "$statslog"' EXIT
  export CCACHE_STATSLOG=$statslog
else
  deps=$(./scripts/web-deps.sh)
fi
export NODE_PATH=/usr/share/nodejs
cmake --preset web -DLAB_WEB_DEPS="$deps"
cmake --build --preset web -j "${JOBS:-2}" --target collision-lab
[ "${1:-}" = --if-cached ] || exit 0

# The unit tests under Node cost make test about 100 s of CPU when their files miss the cache
# (compiling 67 s, running 37 s), 40 s when they hit. Where the page missed it for more than a
# quarter of its compiles (an empty cache, or a changed header that core/ or scenes/ share), so
# do they, and so did the dev build: with them make test would come near its 10 minutes on 2 cores
# (docs/development.md#the-caches). They are left out then, said once; the next make test, the
# page's files cached, builds and runs them.
compiles=$(grep -c '^# ' "$statslog" || true)
missed=$(grep -cx cache_miss "$statslog" || true)
unset CCACHE_STATSLOG
if [ $((missed * 4)) -gt "$compiles" ]; then
  echo "web_page.sh: the unit tests under Node (ctest node/...) are left out: the page compiled" \
       "$missed of its $compiles files afresh (not in ccache), and compiling theirs too would take" \
       "make test past its budget; \`make web-test\` runs them, as does the next \`make test\`" >&2
  rm -f build/web-cmake/tests/test_core_node.cmake build/web-cmake/tests/test_scenes_node.cmake
  exit 0
fi
cmake --build --preset web -j "${JOBS:-2}" --target test_core test_scenes
