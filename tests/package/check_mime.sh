#!/usr/bin/env bash
# The state and lesson files' MIME types, as installed (`make install`, the .deb): the package
# file is valid XML, update-mime-database (what shared-mime-info's dpkg trigger runs on
# /usr/share/mime) compiles it beside the desktop's own types, and gio then names a state and a
# lesson by their extension and by their keys alone, as a file manager asks.
# Usage: check_mime.sh MIME_XML SCRATCH_DIR
set -euo pipefail
mime=$1 scratch=$2
xmllint --noout "$mime"
db=$scratch/mime-db
rm -rf "$db"
mkdir -p "$db/mime/packages"
cp "$mime" /usr/share/mime/packages/freedesktop.org.xml "$db/mime/packages/"
update-mime-database "$db/mime" >/dev/null 2>&1
files=$scratch/mime-files
mkdir -p "$files"
printf '{\n  "scene": "circles",\n  "shapes": {}\n}\n' >"$files/a.collision-state.json"
printf '{"title": "t", "steps": [{"scene": "circles", "note": "n"}]}' >"$files/b.collision-lesson.json"
cp "$files/a.collision-state.json" "$files/state-no-extension"
cp "$files/b.collision-lesson.json" "$files/lesson-no-extension"
for pair in a.collision-state.json:state state-no-extension:state b.collision-lesson.json:lesson lesson-no-extension:lesson; do
  got=$(XDG_DATA_DIRS=$db XDG_DATA_HOME=$db/none gio info -a standard::content-type "$files/${pair%%:*}" |
        sed -n 's/^ *standard::content-type: //p')
  [ "$got" = "application/x-collision-lab-${pair##*:}" ] ||
    { echo "FAIL: ${pair%%:*} is $got, not application/x-collision-lab-${pair##*:}"; exit 1; }
done
echo "ok: $mime names a state and a lesson file, by extension and by content"
