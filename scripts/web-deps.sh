#!/usr/bin/env bash
# What the browser build needs (`make web`, `make web-test`): Debian's emscripten, chromium and
# python3-websocket for its tests, nodejs for the unit tests under Node; the source packages of
# SDL2, Dear ImGui and zlib; and SDL2 and zlib compiled for the browser (cmake/web-deps/).
#
# Sources and archives live in a cache outside every worktree and build folder, keyed by the
# versions, so a new worktree or a `make clean` does not compile SDL2 again (15-25 minutes on a
# loaded 2-core machine): ${LAB_WEB_CACHE:-${XDG_CACHE_HOME:-~/.cache}/collision-lab/web-deps}.
# The source packages are fetched through an apt list of the project's own (the system's lists
# stay as they are) and never copied into the repository. Progress goes to stderr; the one line
# on stdout is the file the page's build reads (`cmake --preset web -DLAB_WEB_DEPS=FILE`).
# A second run, with everything present, only prints that line.
#
# `web-deps.sh --cached` (make test) installs, fetches and compiles nothing: it prints that line
# when everything is already there, and otherwise says on stderr what is missing and exits 3.
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
packages=(emscripten chromium python3-websocket dpkg-dev nodejs)
# The versions in Debian bookworm, pinned: they name the cache's folders.
sources=(libsdl2=2.26.5+dfsg-1:SDL2 imgui=1.86+ds-1:imgui zlib=1:1.2.13.dfsg-1:zlib)
say() { echo "web-deps.sh: $*" >&2; }

cache=${LAB_WEB_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/collision-lab/web-deps}
key=$(printf '%s_' "${sources[@]%:*}" | tr '=:' '--')
src="$cache/sources_${key%_}"
# The folder of the compiled SDL2 and zlib, keyed by the sources, the compiler and
# cmake/web-deps/CMakeLists.txt, so a change to any of them builds a new set beside the old.
# (read whole, then matched: a pipe closed early would fail the script under pipefail)
libs_folder() {
  local emcc_says emcc_version recipe
  emcc_says=$(NODE_PATH=/usr/share/nodejs emcc --version 2>/dev/null)
  emcc_version=$(grep -o -m1 '[0-9][0-9.]*' <<<"$emcc_says" | head -1 || true)
  recipe=$(sha256sum "$here/cmake/web-deps/CMakeLists.txt" | cut -c1-12)
  echo "$cache/libs_${key%_}_emcc-${emcc_version}_${recipe}"
}

if [ "${1:-}" = --cached ]; then
  for p in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
      say "the Debian package $p is not installed"
      exit 3
    fi
  done
  libs=$(libs_folder)
  if [ ! -f "$src/fetched" ] || [ ! -f "$libs/built" ]; then
    say "SDL2 and zlib are not yet compiled for the browser in $cache"
    exit 3
  fi
  echo "$libs/web-deps.cmake"
  exit 0
fi

# Missing packages installed as scripts/deps.sh installs the project's (its output to stderr).
"$here/scripts/deps.sh" "${packages[@]}" >&2

mkdir -p "$cache"
# Two worktrees building at once wait for each other rather than fill the same folder twice.
exec 9>"$cache/lock"
flock 9

# The source packages, each unpacked under $src/<name>; the marker says the fetch finished.
if [ ! -f "$src/fetched" ]; then
  mkdir -p "$src/apt/lists/partial" "$src/packages"
  echo "deb-src [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] http://deb.debian.org/debian bookworm main" \
    > "$src/apt/sources.list"
  apt_own=(-o "Dir::Etc::sourcelist=$src/apt/sources.list" -o "Dir::Etc::sourceparts=-"
           -o "Dir::State::Lists=$src/apt/lists")
  say "fetching the libsdl2, imgui and zlib source packages into $src"
  apt-get "${apt_own[@]}" update -q >&2
  for entry in "${sources[@]}"; do
    package=${entry%%=*} dir=${entry##*:}
    (cd "$src/packages" && apt-get "${apt_own[@]}" source --download-only "${entry%:*}" >&2)
    rm -rf "${src:?}/$dir"
    (cd "$src/packages" && dpkg-source --no-check -x "$(ls "${package}"_*.dsc | head -1)" "$src/$dir" >&2)
  done
  touch "$src/fetched"
fi

# SDL2 and zlib compiled by emscripten (cmake/web-deps/CMakeLists.txt).
libs=$(libs_folder)
if [ ! -f "$libs/built" ]; then
  say "compiling SDL2 and zlib for the browser into $libs (once per version: many minutes)"
  export NODE_PATH=/usr/share/nodejs
  cmake -S "$here/cmake/web-deps" -B "$libs/build" -DCMAKE_BUILD_TYPE=MinSizeRel \
    -DCMAKE_TOOLCHAIN_FILE=/usr/share/emscripten/cmake/Modules/Platform/Emscripten.cmake \
    -DLAB_WEB_SOURCES="$src" >&2
  nice cmake --build "$libs/build" -j "${JOBS:-2}" >&2
  cat > "$libs/web-deps.cmake" <<PATHS
# Written by scripts/web-deps.sh: where the browser build finds its compiled libraries and sources.
set(LAB_WEB_SOURCES "$src")
set(LAB_WEB_SDL2_ARCHIVE "$libs/build/libSDL2.a")
set(LAB_WEB_ZLIB_ARCHIVE "$libs/build/libz.a")
PATHS
  touch "$libs/built"
fi
echo "$libs/web-deps.cmake"
