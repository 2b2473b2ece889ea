#!/usr/bin/env bash
# The desktop entry passes desktop-file-validate with nothing to say: no error, warning or hint.
# Usage: check_desktop.sh FILE.desktop
set -euo pipefail
file=$1
out=$(desktop-file-validate "$file" 2>&1) || { echo "$out"; echo "FAIL: desktop-file-validate $file"; exit 1; }
if [ -n "$out" ]; then
  echo "$out"
  echo "FAIL: desktop-file-validate has remarks on $file"
  exit 1
fi
echo "ok: $file"
