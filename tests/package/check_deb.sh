#!/usr/bin/env bash
# The .deb: lintian finds no error in it (warnings are printed, not fatal), its Depends names the
# shared libraries the binary links and the font it loads, and unpacked into a scratch root it
# gives a binary that lists the scenes.
# Usage: check_deb.sh FILE.deb [SCRATCH_DIR]
set -euo pipefail
deb=$1
scratch=${2:-$(mktemp -d)}

# lintian exits non-zero on errors only (its default --fail-on error); show the rest anyway.
echo "lintian $deb:"
lintian --display-level ">=warning" "$deb" || { echo "FAIL: lintian reports errors on $deb"; exit 1; }

# Hardened as Debian's own packages are: any hardening tag lintian finds (hardening-no-bindnow,
# -no-relro, -no-fortify-functions, …, shown at info level) fails the check.
hardening=$(lintian --display-level ">=info" "$deb" | grep -E "hardening-no-" || true)
if [ -n "$hardening" ]; then
  echo "FAIL: the binary is not hardened:"
  echo "$hardening"
  exit 1
fi

depends=$(dpkg-deb --field "$deb" Depends)
echo "Depends: $depends"
for needed in fonts-dejavu-core libsdl2-2.0-0 libc6 libgl1 libegl1; do
  if ! grep -q "\b$needed\b" <<<"$depends"; then
    echo "FAIL: Depends lacks $needed"
    exit 1
  fi
done

rm -rf "$scratch"
mkdir -p "$scratch"
dpkg-deb -x "$deb" "$scratch"
scenes=$("$scratch/usr/bin/collision-lab" --list-scenes)
if [ -z "$scenes" ]; then
  echo "FAIL: the unpacked $scratch/usr/bin/collision-lab listed no scenes"
  exit 1
fi
echo "ok: $deb unpacked into $scratch; its binary lists $(wc -l <<<"$scenes") scenes"
