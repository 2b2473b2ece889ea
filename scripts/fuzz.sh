#!/bin/bash
# Fuzz the parsers of hostile input with libFuzzer (Debian's clang), under ASan and UBSan:
#   fuzz_query   `collision-lab query` lines (the line reader and every test's argument parsing)
#   fuzz_state   state files (--state, "Copy state")
#   fuzz_settings   settings.json
#   fuzz_lesson  lesson files (every scene is built, to check each step's scene and state)
# Usage: scripts/fuzz.sh [SECONDS]   each target first runs its seed corpus (tests/fuzz/corpus/NAME),
#                                    then fuzzes for SECONDS (default $FUZZ_SECONDS or 300).
# A crash is saved as build/fuzz/crash-* and the script exits non-zero: add the input to the
# corpus and write a named test for it.
set -eu
cd "$(dirname "$0")/.."
SECONDS_EACH=${1:-${FUZZ_SECONDS:-300}}
CXX=${FUZZ_CXX:-clang++}
# Debian's clang brings libFuzzer; installed here (not by deps.sh) so `make test` stays lean.
if ! command -v "$CXX" >/dev/null && [ "$CXX" = clang++ ]; then
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  echo "fuzz: installing Debian's clang for libFuzzer" >&2
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends clang libclang-rt-14-dev >&2 ||
    { $sudo apt-get update -q >&2 && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends clang libclang-rt-14-dev >&2; }
fi
command -v "$CXX" >/dev/null || { echo "fuzz: $CXX not found (apt-get install clang)" >&2; exit 2; }
OUT=build/fuzz
mkdir -p "$OUT/obj" "$OUT/generated"
JOBS=${JOBS:-2}
# Lessons and preset shapes are embedded by CMake's lab_embed_json; configure once to get them.
if [ ! -f build/dev/generated/lesson_assets.cpp ]; then cmake --preset dev >/dev/null; fi
FLAGS="-std=c++20 -g1 -O1 -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=undefined \
 -Icore -Iscenes -Iapp -Iapp/files -Iquery $(pkg-config --cflags glm imgui 2>/dev/null || true)"

# Objects are rebuilt only when their source is newer (headers: `rm -rf build/fuzz` after changes).
compile() {
  obj="$OUT/obj/$(echo "$1" | tr / _).o"
  if [ ! -f "$obj" ] || [ "$1" -nt "$obj" ]; then
    echo "fuzz: compiling $1" >&2
    rm -f "$obj"
    $CXX $FLAGS -fsanitize=fuzzer-no-link -c "$1" -o "$obj"
  fi
  echo "$obj"
}

# Compiled JOBS at a time; the object names are printed in the order given.
objects() {
  for f in "$@"; do
    compile "$f" >/dev/null &
    while [ "$(jobs -rp | wc -l)" -ge "$JOBS" ]; do sleep 0.1; done
  done
  wait
  for f in "$@"; do
    obj="$OUT/obj/$(echo "$f" | tr / _).o"
    [ -f "$obj" ] || { echo "fuzz: $f did not compile" >&2; exit 2; }
    echo "$obj"
  done
}

CORE=$(objects core/collide/*.cpp scenes/captions/*.cpp)
QUERY=$(objects query/*.cpp tests/fuzz/fuzz_query.cpp)
STATE=$(objects scenes/state.cpp scenes/state_json.cpp)
SETTINGS=$(objects app/files/settings.cpp tests/fuzz/fuzz_settings.cpp)
SCENES=$(objects $(find scenes -name '*.cpp' -not -path 'scenes/captions/*' | sort) build/dev/generated/*_assets.cpp)
LESSON=$(objects tests/fuzz/fuzz_lesson.cpp)
STATE_ONLY=$(objects tests/fuzz/fuzz_state.cpp)
# shellcheck disable=SC2086
$CXX $FLAGS -fsanitize=fuzzer $QUERY $CORE -o "$OUT/fuzz_query"
# shellcheck disable=SC2086
$CXX $FLAGS -fsanitize=fuzzer $STATE_ONLY $STATE -o "$OUT/fuzz_state"
# shellcheck disable=SC2086
$CXX $FLAGS -fsanitize=fuzzer $SETTINGS $STATE -o "$OUT/fuzz_settings"
# shellcheck disable=SC2086
$CXX $FLAGS -fsanitize=fuzzer $LESSON $SCENES $CORE $(pkg-config --libs imgui) -o "$OUT/fuzz_lesson"

for target in query state settings lesson; do
  corpus="$OUT/corpus-$target"
  mkdir -p "$corpus"
  echo "fuzz: $target, seed corpus then $SECONDS_EACH s" >&2
  "$OUT/fuzz_$target" -max_total_time="$SECONDS_EACH" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -artifact_prefix="$OUT/" "$corpus" "tests/fuzz/corpus/$target"
done
