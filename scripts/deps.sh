#!/usr/bin/env bash
# Installs the Debian packages Collision Lab needs to build, test and benchmark, or the packages
# named on its command line (scripts/web-deps.sh names the browser build's).
# Installs only what is missing; a quick no-op when everything is present.
set -euo pipefail

packages=(
  # build
  cmake pkg-config g++ make
  # the test build (dev preset): clang, with its sanitizer and libFuzzer runtimes, and LLVM's linker
  clang libclang-rt-14-dev lld
  # the compile cache shared by every clone and worktree (cmake/ccache.cmake)
  ccache
  # the code's format (.clang-format, scripts/check_format.sh)
  clang-format
  # libraries
  libsdl2-dev libimgui-dev libglm-dev nlohmann-json3-dev libstb-dev libcli11-dev
  libgl-dev libegl-dev libgl1-mesa-dri libegl-mesa0
  # links (zlib) and lesson handouts: PDF pages (cairo), the step's SVG (librsvg), text (pango)
  zlib1g-dev libcairo2-dev librsvg2-dev libpango1.0-dev
  # the desktop portal's file chooser over D-Bus (GIO)
  libglib2.0-dev
  # runtime: the fonts (Noto Sans CJK for lessons in Chinese, Japanese and Korean)
  fonts-dejavu-core fonts-noto-cjk
  # tests and benchmarks
  doctest-dev libboost-dev libbenchmark-dev libbox2d-dev xvfb xauth
  # the tests' exact oracles count in GMP's rationals
  libgmp-dev
  # the handout test reads the PDF back (pdftotext, pdftoppm) and asks fontconfig which characters
  # some installed font has (fc-list)
  poppler-utils fontconfig
  # the link test unpacks a link with Python's own zlib and base64 (an independent decoder)
  python3
  # the real-window test (tests/app/test_real_window.cpp): a window manager and a pointer to drive
  openbox xdotool
  # the file chooser's test: a private session bus for a stand-in desktop portal
  dbus-daemon
  # install and package: icon sizes, the .deb and its checks (tests/package/)
  librsvg2-bin dpkg-dev file desktop-file-utils appstream lintian man-db
  # the MIME types' checks: xmllint, update-mime-database, gio (tests/package/check_install.sh)
  libxml2-utils shared-mime-info libglib2.0-bin
)
if [ $# -gt 0 ]; then
  packages=("$@")
fi

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "deps.sh: installing missing Debian packages: ${missing[*]}"
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  if ! command -v sudo >/dev/null 2>&1; then
    echo "deps.sh: not root and sudo is not available; install as root: apt-get install ${missing[*]}" >&2
    exit 1
  fi
  sudo="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -q
$sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
