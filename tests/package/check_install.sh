#!/usr/bin/env bash
# `cmake --install` of this build into a scratch DESTDIR (prefix /usr, as the .deb has it) puts
# every file where the desktop expects it, the entry, icon and metainfo agree on one id, and the
# installed binary runs.
# Usage: check_install.sh BUILD_DIR SCRATCH_DIR APP_ID
set -euo pipefail
build=$1 scratch=$2 id=$3
rm -rf "$scratch"
DESTDIR="$scratch" cmake --install "$build" --prefix /usr >/dev/null
root=$scratch/usr

failed=0
expect() {
  if [ ! -s "$root/$1" ]; then
    echo "FAIL: not installed: /usr/$1"
    failed=1
  fi
}
expect bin/collision-lab
expect share/applications/$id.desktop
expect share/metainfo/$id.metainfo.xml
expect share/icons/hicolor/scalable/apps/$id.svg
for size in 48 128 256; do
  expect share/icons/hicolor/${size}x${size}/apps/$id.png
  png=$root/share/icons/hicolor/${size}x${size}/apps/$id.png
  if [ -s "$png" ] && ! file "$png" | grep -q "PNG image data, $size x $size,"; then
    echo "FAIL: $png is not a ${size}x${size} PNG: $(file -b "$png")"
    failed=1
  fi
done
expect share/man/man1/collision-lab.1.gz
expect share/doc/collision-lab/copyright
expect share/doc/collision-lab/docs/using.md
[ "$failed" -eq 0 ] || exit 1

# The entry names the installed icon and program; the metainfo finds the entry (validate-tree).
grep -qx "Icon=$id" "$root/share/applications/$id.desktop" || { echo "FAIL: the desktop entry's Icon is not $id"; exit 1; }
grep -qx "Exec=collision-lab %u" "$root/share/applications/$id.desktop" || { echo "FAIL: the desktop entry's Exec is not collision-lab %u"; exit 1; }
# Links (collision-lab://state/CODE) open in the app: the entry registers the scheme.
# %u takes a file too (a path or a file:// URI, the spec says), so one entry opens both; %f
# would lose the links. The state and lesson files' types are the app's (below).
grep -qx "MimeType=x-scheme-handler/collision-lab;application/x-collision-lab-state;application/x-collision-lab-lesson;" \
  "$root/share/applications/$id.desktop" ||
  { echo "FAIL: the desktop entry does not register collision-lab:// links, state and lesson files"; exit 1; }
desktop-file-validate "$root/share/applications/$id.desktop"

# The MIME types: valid XML, compiled by update-mime-database beside the desktop's own types, and
# a state and a lesson known by extension, by their keys alone and as plain x.json, while other JSON
# stays application/json (gio, as file managers ask; check_mime.sh).
mime=$root/share/mime/packages/$id.xml
expect share/mime/packages/$id.xml
[ "$failed" -eq 0 ] || exit 1
"$(dirname "$0")/check_mime.sh" "$mime" "$scratch"
appstreamcli validate-tree --no-net "$scratch"
# (Read whole, then searched: grep -q would close the pipe early, and pipefail would count it.)
rendered=$(MANWIDTH=80 man -l "$root/share/man/man1/collision-lab.1.gz")
grep -q "^NAME" <<<"$rendered" || { echo "FAIL: the installed man page does not render"; exit 1; }

# The installed binary runs and lists the same scenes as the one in the build tree.
if ! diff <("$build/collision-lab" --list-scenes) <("$root/bin/collision-lab" --list-scenes); then
  echo "FAIL: $root/bin/collision-lab --list-scenes differs from the build's"
  exit 1
fi
echo "ok: installed into $scratch; $("$root/bin/collision-lab" --list-scenes | wc -l) scenes listed by the installed binary"
