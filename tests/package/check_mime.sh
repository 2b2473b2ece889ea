#!/usr/bin/env bash
# The state and lesson files' MIME types, as installed (`make install`, the .deb): the package
# file is valid XML, update-mime-database (what shared-mime-info's dpkg trigger runs on
# /usr/share/mime) compiles it beside the desktop's own types, and GLib's gio (GNOME's file
# managers) and Qt (KDE's, where PyQt5 is installed) then name a state and a lesson: by the kind's
# extension, by their keys alone (no extension), and saved as a plain x.json, while an ordinary
# JSON file stays application/json.
# Usage: check_mime.sh MIME_XML SCRATCH_DIR
set -euo pipefail
mime=$1 scratch=$2
xmllint --noout "$mime"
# Two databases: the desktop's own types, and these beside them (as /usr/share/mime after the
# .deb) or in the user's own (~/.local/share/mime after an install into ~/.local), which the desktop
# reads first: which type comes first in a tie must not change an answer.
sys=$scratch/mime-sys own=$scratch/mime-own
rm -rf "$sys" "$own"
mkdir -p "$sys/mime/packages" "$own/mime/packages"
cp /usr/share/mime/packages/freedesktop.org.xml "$sys/mime/packages/"
cp "$mime" "$own/mime/packages/"
update-mime-database "$own/mime" >/dev/null 2>&1
files=$scratch/mime-files
rm -rf "$files"
mkdir -p "$files"
# As the app writes them (nlohmann::json: keys sorted, two-space indent): a state starts with its
# options, a lesson with "steps", and a step's "note" comes before its "scene".
printf '{\n  "options": {},\n  "scene": "circles",\n  "shapes": {}\n}\n' >"$files/a.collision-state.json"
printf '{\n  "steps": [\n    {\n      "note": "n",\n      "scene": "circles"\n    }\n  ],\n  "title": "t"\n}\n' \
  >"$files/b.collision-lesson.json"
cp "$files/a.collision-state.json" "$files/state-no-extension"
cp "$files/b.collision-lesson.json" "$files/lesson-no-extension"
cp "$files/a.collision-state.json" "$files/state.json"
cp "$files/b.collision-lesson.json" "$files/lesson.json"
# Written by hand, keys in the book's order (assets/lessons): title first, "scene" before "note".
printf '{"title": "t", "steps": [{"scene": "circles", "note": "n"}]}' >"$files/by-hand.json"
# A first note of 5,000 characters puts the step's "scene" past the 4 kB a file manager reads.
note=$(head -c 5000 /dev/zero | tr '\0' 'x')
printf '{\n  "steps": [\n    {\n      "note": "%s",\n      "scene": "circles"\n    }\n  ],\n  "title": "t"\n}\n' \
  "$note" >"$files/long-note.json"
# Ordinary JSON, one of them with a key of a state's: application/json, as before.
printf '{"a":1}\n' >"$files/other.json"
printf '[1, 2]\n' >"$files/array.json"
printf '{"scene": "a stage"}\n' >"$files/scene-only.json"
failed=0
# KDE's file managers ask Qt (QMimeDatabase), which reads the same database by rules of its own
# (a name's glob first, then the content): asked through PyQt5 where it is installed (`make
# package` installs it; `make test` runs the GLib reader only, to keep CI's installs small).
qt_type() {  # qt_type DATA_DIRS DATA_HOME FILE
  XDG_DATA_DIRS=$1 XDG_DATA_HOME=$2 /usr/bin/python3 -c \
    'import sys; from PyQt5.QtCore import QMimeDatabase; print(QMimeDatabase().mimeTypeForFile(sys.argv[1]).name())' \
    "$3" 2>/dev/null
}
readers=(gio)
/usr/bin/python3 -c 'import PyQt5.QtCore' 2>/dev/null && readers+=(qt)
type_of() {  # type_of READER DATA_DIRS DATA_HOME FILE
  if [ "$1" = qt ]; then qt_type "$2" "$3" "$4"; return; fi
  XDG_DATA_DIRS=$2 XDG_DATA_HOME=$3 gio info -a standard::content-type "$4" |
    sed -n 's/^ *standard::content-type: //p'
}
check() {  # check DATA_DIRS DATA_HOME WHAT: each reader's type of each file against the one expected
for reader in "${readers[@]}"; do
for pair in a.collision-state.json:x-collision-lab-state state-no-extension:x-collision-lab-state \
            state.json:x-collision-lab-state b.collision-lesson.json:x-collision-lab-lesson \
            lesson-no-extension:x-collision-lab-lesson lesson.json:x-collision-lab-lesson \
            by-hand.json:x-collision-lab-lesson long-note.json:x-collision-lab-lesson \
            other.json:json array.json:json scene-only.json:json; do
  got=$(type_of "$reader" "$1" "$2" "$files/${pair%%:*}")
  [ "$got" = "application/${pair##*:}" ] ||
    { echo "FAIL: ${pair%%:*} is $got, not application/${pair##*:} ($3; $reader)"; failed=1; }
done
done
}
update-mime-database "$sys/mime" >/dev/null 2>&1
check "$sys" "$own" "these types in the user's database"
cp "$mime" "$sys/mime/packages/"
update-mime-database "$sys/mime" >/dev/null 2>&1
check "$sys" "$scratch/none" "these types beside the desktop's"
[ "$failed" -eq 0 ] || exit 1
echo "ok: $mime names a state and a lesson file, by extension, by content and as plain .json (${readers[*]})"
