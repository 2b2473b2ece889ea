#!/usr/bin/env bash
# Renders one picture per scene for docs/book-map.md (docs/pictures/<id>.png), at its start
# position, with the same --screenshot a teacher uses, so the pictures never go stale: run
# `make docs` after changing a figure. Needs a built binary (argument 1).
set -euo pipefail
cd "$(dirname "$0")/.."
binary=${1:-build/release/collision-lab}
mkdir -p docs/pictures
for id in $("$binary" --list-scenes | cut -f1); do
  SDL_VIDEODRIVER=offscreen "$binary" --scene "$id" --size 960x600 --screenshot "docs/pictures/$id.png"
done
# The README's opening picture: the C-notch that fools SAT, at the window's usual size.
SDL_VIDEODRIVER=offscreen "$binary" --scene sat-breaks --size 1280x800 --screenshot docs/pictures/collision-lab.png
# The README's teaching section: presenter mode on a lesson step.
SDL_VIDEODRIVER=offscreen "$binary" --lesson separating-axis --step 4 --present --size 1280x800 \
  --screenshot docs/pictures/presenter-mode.png
# Presenter mode (F5) on every scene at a projector's 1920×1080, as the class sees it.
mkdir -p docs/pictures/presenter
for id in $("$binary" --list-scenes | cut -f1); do
  SDL_VIDEODRIVER=offscreen "$binary" --scene "$id" --present --size 1920x1080 \
    --screenshot "docs/pictures/presenter/$id.png"
done
echo "docs.sh: $(find docs/pictures -name "*.png" | wc -l) pictures in docs/pictures"
