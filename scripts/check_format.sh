#!/bin/bash
# Checks that C++ files follow the project's .clang-format, naming each file that does not.
#   scripts/check_format.sh              every tracked .cpp and .hpp
#   scripts/check_format.sh FILE...      only these
# Exit 0 when all follow it, 1 (with the files named) when some do not, 2 when it cannot check.
# To format a file: clang-format -i --style=file FILE (Debian's clang-format, scripts/deps.sh).
set -u
cd "$(dirname "$0")/.." || exit 2
if ! command -v clang-format >/dev/null 2>&1; then
  echo "check_format: clang-format is not installed (scripts/deps.sh installs it)" >&2
  exit 2
fi
if [ $# -gt 0 ]; then
  files=("$@")
else
  mapfile -t files < <(git ls-files -- '*.cpp' '*.hpp')
  if [ ${#files[@]} -eq 0 ]; then
    echo "check_format: no tracked .cpp or .hpp files here (not a git checkout?); name the files" >&2
    exit 2
  fi
fi
for f in "${files[@]}"; do
  if [ ! -f "$f" ]; then
    echo "check_format: $f: no such file" >&2
    exit 2
  fi
done
# --dry-run reports each place a file differs from its formatted self; one line per file is enough.
report=$(printf '%s\0' "${files[@]}" | xargs -0 -n 100 clang-format --style=file --dry-run --ferror-limit=1 2>&1)
bad=$(echo "$report" | grep -E ': (warning|error): code should be clang-formatted' | sed -E 's/:[0-9]+:[0-9]+: (warning|error): .*//' | sort -u)
other=$(echo "$report" | grep -E '(warning|error):' | grep -v 'code should be clang-formatted' || true)
if [ -n "$other" ]; then
  echo "check_format: clang-format could not check every file:" >&2
  echo "$other" >&2
  exit 2
fi
if [ -n "$bad" ]; then
  count=$(echo "$bad" | wc -l)
  echo "check_format: $count file(s) do not follow .clang-format (clang-format -i --style=file FILE fixes each):"
  echo "$bad" | sed 's/^/  /'
  exit 1
fi
echo "check_format: ${#files[@]} file(s) follow .clang-format"
