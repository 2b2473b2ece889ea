#!/bin/bash
# The README welcomes in at most 150 lines; every link in it and in docs/ leads to a file of the
# repository (and an anchor that file has); nothing tracked points to a path outside the repository.
set -u
root=$1
failed=0
fail() { echo "FAIL: $*"; failed=1; }

lines=$(wc -l < "$root/README.md")
[ "$lines" -le 150 ] || fail "README.md has $lines lines (at most 150)"

# GitHub's anchor for a heading: lower case, punctuation but - and _ dropped, spaces to -.
anchors() { grep -E '^#{1,6} ' "$1" | sed -E 's/^#+ //' | tr 'A-Z' 'a-z' | sed -E 's/[^a-z0-9 _-]//g; s/ /-/g'; }

for doc in "$root/README.md" "$root"/docs/*.md; do
  dir=$(dirname "$doc")
  while IFS= read -r link; do
    target=${link%%#*}
    anchor=""
    [[ "$link" == *"#"* ]] && anchor=${link#*#}
    file="$dir/$target"
    [ -z "$target" ] && file=$doc
    [ -e "$file" ] || { fail "${doc#"$root"/}: link to $link: no such file"; continue; }
    if [ -n "$anchor" ] && ! anchors "$file" | grep -qx -- "$anchor"; then
      fail "${doc#"$root"/}: link to $link: no such heading"
    fi
  done < <(grep -oE '\]\([^)]+\)' "$doc" | sed -E 's/^\]\(//; s/\)$//' | grep -vE '^(https?|mailto):')
done

if hits=$(git -C "$root" grep -n -F '../shared/' -- ':!tests/package/check_docs.sh' 2>/dev/null); then
  fail "these point outside the repository:"$'\n'"$hits"
fi
exit $failed
