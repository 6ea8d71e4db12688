# Shared setup for ./play and ./check: install missing Debian packages, configure, build.
# Sourced, not run. Every step is idempotent: a second run with nothing changed installs and rebuilds nothing.

RAYCRYPT_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

say() { printf 'raycrypt: %s\n' "$*" >&2; }

# ensure_packages PKG... : apt-get install whichever are not installed yet (as root, or through sudo).
ensure_packages() {
  local missing=() p
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  local sudo=()
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || { say "missing packages (${missing[*]}) and no sudo: run as root"; return 1; }
    sudo=(sudo)
  fi
  say "installing: ${missing[*]}"
  "${sudo[@]}" apt-get update -qq || return 1
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null || return 1
}

# Packages the game needs to build and run.
PLAY_PACKAGES=(cmake ninja-build g++ libx11-dev libsfml-dev nlohmann-json3-dev catch2 fonts-dejavu-core
  libpolyclipping-dev pkg-config)
# Extra packages the test suite needs: headless X for screenshots (x11-utils: xdpyinfo checks the display), xdotool to
# drive its keyboard and mouse, ImageMagick to capture windows and compare frames, Tiled for interop, clang for fuzzers,
# and the validators of the installed game and its Debian package (desktop entry, AppStream, manual page,
# dpkg-shlibdeps and `file` for CPack, lintian).
CHECK_PACKAGES=(xvfb xauth x11-utils xdotool imagemagick python3 tiled clang libclang-rt-14-dev libbox2d-dev
                desktop-file-utils appstream man-db dpkg-dev file lintian)

# configure_build DIR TARGETS... [-- CMAKE_ARGS...]: configure once (Release), then build incrementally.
configure_build() {
  local dir=$1; shift
  local targets=() args=()
  while [ $# -gt 0 ] && [ "$1" != "--" ]; do targets+=("$1"); shift; done
  [ "${1:-}" = "--" ] && shift && args=("$@")
  if [ ! -f "$dir/CMakeCache.txt" ]; then
    cmake -S "$RAYCRYPT_ROOT" -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Release "${args[@]}" >/dev/null || return 1
  fi
  local t=()
  for x in "${targets[@]}"; do t+=(--target "$x"); done
  # Stream the build output (minus ninja's "no work to do"), keeping the build's own exit status.
  ( set -o pipefail; cmake --build "$dir" "${t[@]}" -- -j"$(nproc)" 2>&1 | sed '/^ninja: no work to do/d' >&2 )
}
