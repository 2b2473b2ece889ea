#!/usr/bin/env bash
# The .deb: lintian finds no error or warning in it, its binary is hardened, its Depends names the shared libraries the
# binary links and the font it loads, unpacked into a scratch root it gives a binary that lists the
# scenes, and its state and lesson MIME types are what shared-mime-info's trigger registers. Given
# the release build's log, the build that made it printed no compiler warning.
# Usage: check_deb.sh FILE.deb [SCRATCH_DIR [BUILD_LOG]]
set -euo pipefail
deb=$1
scratch=${2:-$(mktemp -d)}
log=${3:-}

# GCC's warnings scroll past in `make package`: any one fails the package (the log is the last
# release build's, so a file compiled with a warning before and unchanged since is not seen).
if [ -n "$log" ]; then
  warnings=$(grep "warning:" "$log" || true)
  if [ -n "$warnings" ]; then
    echo "FAIL: the release build printed warnings ($(wc -l <<<"$warnings") lines in $log):"
    echo "$warnings"
    exit 1
  fi
  echo "ok: the release build printed no warnings ($log)"
fi

# lintian's errors and warnings both fail (--fail-on; its default fails on errors only).
echo "lintian $deb:"
lintian --fail-on error,warning --display-level ">=warning" "$deb" ||
  { echo "FAIL: lintian reports errors or warnings on $deb"; exit 1; }

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
# The stack protector, which lintian's hardening tags above do not cover, and the rest again.
"$(dirname "$0")/check_hardening.sh" "$scratch/usr/bin/collision-lab"

# The MIME types: the .deb puts its package file in /usr/share/mime/packages, where
# shared-mime-info's dpkg trigger looks, and that trigger's update-mime-database, run on the
# unpacked tree, makes the desktop name a state and a lesson file as the app's.
mime_files=("$scratch"/usr/share/mime/packages/*.xml)
[ "${#mime_files[@]}" -eq 1 ] && [ -f "${mime_files[0]}" ] ||
  { echo "FAIL: the .deb holds no one MIME package file in /usr/share/mime/packages"; exit 1; }
triggers=$(dpkg-query --control-show shared-mime-info triggers 2>/dev/null || true)
grep -qx "interest-noawait /usr/share/mime/packages" <<<"$triggers" ||
  { echo "FAIL: shared-mime-info has no trigger on /usr/share/mime/packages here: '$triggers'"; exit 1; }
"$(dirname "$0")/check_mime.sh" "${mime_files[0]}" "$scratch/mime-check"
