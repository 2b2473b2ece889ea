#!/bin/bash
# Fuzz the parsers of hostile input with libFuzzer, in the dev build (clang, ASan+UBSan):
#   fuzz_query     `collision-lab query` lines (the line reader and every test's argument parsing)
#   fuzz_state     state files (--state, "Copy state")
#   fuzz_settings  settings.json
#   fuzz_lesson    lesson files (every scene is built, to check each step's scene and state)
# Usage: scripts/fuzz.sh [SECONDS]   each target first runs its seed corpus (tests/fuzz/corpus/NAME)
#                                    and what it found before (build/dev/tests/fuzz/corpus-NAME),
#                                    then fuzzes for SECONDS (default $FUZZ_SECONDS or 300).
# `make test` runs the same executables for 10 s each. A crash is saved as
# build/dev/tests/fuzz/crash-NAME-* and the script exits non-zero: add the input to the seed corpus
# and write a named test for it.
set -eu
cd "$(dirname "$0")/.."
SECONDS_EACH=${1:-${FUZZ_SECONDS:-300}}
./scripts/configure_dev.sh >/dev/null
cmake --build --preset dev -j "${JOBS:-2}" --target fuzz_query fuzz_state fuzz_settings fuzz_lesson
OUT=build/dev/tests/fuzz
for target in query state settings lesson; do
  if ! "$OUT/fuzz_$target" -help=1 >/dev/null 2>&1; then
    echo "fuzz: $OUT/fuzz_$target is not a libFuzzer executable: the dev build must use clang" >&2
    exit 2
  fi
done
for target in query state settings lesson; do
  mkdir -p "$OUT/corpus-$target"
  echo "fuzz: $target, seed corpus then $SECONDS_EACH s" >&2
  "$OUT/fuzz_$target" -max_total_time="$SECONDS_EACH" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 -artifact_prefix="$OUT/crash-$target-" "$OUT/corpus-$target" "tests/fuzz/corpus/$target"
done
