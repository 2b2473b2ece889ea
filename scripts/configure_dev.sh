#!/bin/bash
# Configures the dev preset (clang, ASan+UBSan), as `make test` and `make fuzz` build it.
# A build/dev configured before the preset moved to clang (gcc), or without the sanitizers, is
# configured afresh (`--fresh`): CMake, seeing the compiler change, would start a new cache itself
# but keep only what the command line sets, and the preset's settings (the sanitizers among them)
# would be silently lost.
set -eu
cd "$(dirname "$0")/.."
cache=build/dev/CMakeCache.txt
fresh=()
if [ -f "$cache" ] && ! { grep -q '^CMAKE_CXX_COMPILER:.*clang++$' "$cache" && grep -q '^LAB_SANITIZE:BOOL=ON$' "$cache"; }; then
  echo "configure_dev: build/dev was configured with another compiler or without the sanitizers; configuring it afresh" >&2
  fresh=(--fresh)
fi
cmake --preset dev "${fresh[@]}"
