#!/usr/bin/env bash
# The man page renders without a single groff warning, is for this version, and names every
# option and subcommand that `collision-lab --help` prints.
# Usage: check_manpage.sh FILE.1 BINARY VERSION
set -euo pipefail
page=$1 binary=$2 version=$3
# man exits 0 even when groff warns: the warnings on stderr are the verdict.
warnings=$(MANWIDTH=80 man --warnings -l "$page" 2>&1 >/dev/null)
if [ -n "$warnings" ]; then
  echo "$warnings"
  echo "FAIL: $page renders with warnings"
  exit 1
fi
if ! grep -q "^\.TH .*\"collision-lab $version\"" "$page"; then
  echo "FAIL: $page: the .TH line does not say \"collision-lab $version\""
  exit 1
fi
# troff writes a hyphen in an option as \-; read the source with plain hyphens.
source_text=$(sed 's/\\-/-/g' "$page")
help=$("$binary" --help)
missing=()
for option in $(grep -oE -- '--[a-z][a-z-]*' <<<"$help" | sort -u); do
  grep -qF -- "$option" <<<"$source_text" || missing+=("$option")
done
for command in $(sed -n '/^Subcommands:/,$p' <<<"$help" | awk 'NR > 1 && NF { print $1 }'); do
  grep -qx "\.B $command" "$page" || missing+=("$command")
done
if [ ${#missing[@]} -ne 0 ]; then
  echo "FAIL: $page does not describe: ${missing[*]} (from $binary --help)"
  exit 1
fi
echo "ok: $page renders cleanly and covers every option of --help"
