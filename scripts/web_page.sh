#!/usr/bin/env bash
# Builds the page, build/web/ (the `web` preset's collision-lab target): `make web`, and
# `make test` for its page test (ctest web_page, tests/web/test_page.py).
#
# `web_page.sh --if-cached` (make test) builds it, and the core's and scenes' unit tests for Node
# (ctest node/..., cmake/web_tests.cmake), only when the browser build's SDL2 and zlib are
# already compiled (scripts/web-deps.sh --cached): compiling them takes 15-25 minutes, more than
# make test's budget. Otherwise it says why and how to get them, and exits 77.
set -euo pipefail
cd "$(dirname "$0")/.."
targets=(collision-lab)
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
  targets+=(test_core test_scenes)
else
  deps=$(./scripts/web-deps.sh)
fi
export NODE_PATH=/usr/share/nodejs
cmake --preset web -DLAB_WEB_DEPS="$deps"
cmake --build --preset web -j "${JOBS:-2}" --target "${targets[@]}"
