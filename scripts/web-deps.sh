#!/usr/bin/env bash
# Installs what the browser build needs (`make web`): Debian's emscripten, and for its tests
# chromium and python3-websocket, and nodejs for the unit tests under Node (`make web-test`); then fetches the source packages of SDL2 and Dear ImGui into
# build/web-deps/ through an apt list of the project's own (the system's lists stay as they are).
# The sources are compiled by the web build, never copied into the repository. A second run,
# with everything present, does nothing.
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
out="$here/build/web-deps"
packages=(emscripten chromium python3-websocket dpkg-dev nodejs)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

sudo=""
if [ "$(id -u)" -ne 0 ]; then
  if ! command -v sudo >/dev/null 2>&1; then
    echo "web-deps.sh: not root and sudo is not available; install as root: apt-get install ${missing[*]}" >&2
    exit 1
  fi
  sudo="sudo"
fi

if [ ${#missing[@]} -gt 0 ]; then
  echo "web-deps.sh: installing missing Debian packages: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -q
  $sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
fi

# The source packages SDL2 (2.26.5 in bookworm), Dear ImGui (1.86) and zlib (state links), each
# unpacked under build/web-deps/<name>; the marker file says the fetch finished.
if [ -f "$out/fetched" ]; then
  exit 0
fi
mkdir -p "$out/apt/lists/partial" "$out/src"
cat > "$out/apt/sources.list" <<LIST
deb-src [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] http://deb.debian.org/debian bookworm main
LIST
apt_own=(-o "Dir::Etc::sourcelist=$out/apt/sources.list" -o "Dir::Etc::sourceparts=-"
         -o "Dir::State::Lists=$out/apt/lists")
echo "web-deps.sh: fetching the libsdl2, imgui and zlib source packages into $out"
apt-get "${apt_own[@]}" update -q
for pair in libsdl2:SDL2 imgui:imgui zlib:zlib; do
  package=${pair%%:*} dir=${pair#*:}
  (cd "$out/src" && apt-get "${apt_own[@]}" source --download-only "$package" >/dev/null)
  rm -rf "${out:?}/$dir"
  (cd "$out/src" && dpkg-source --no-check -x "$(ls "${package}"_*.dsc | head -1)" "$out/$dir" >/dev/null)
done
touch "$out/fetched"
