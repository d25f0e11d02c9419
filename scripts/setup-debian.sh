# Sourced by scripts/run.sh and scripts/test.sh: installs what a fresh Debian machine lacks.
# Usage: setup_debian PACKAGE...   (apt packages beyond the build's pkg-config and ALSA headers;
# scripts/test.sh asks for chromium, which the report's browser test needs)

# What the tests need beyond the build: the crew terminals' end-to-end test drives Debian's
# headless chromium through chromium-driver (app/tests/it/terminals_browser.rs); python3 runs
# scripts/check-structure.py (file and function sizes, import circles).
# poppler-utils: pdftotext reads back the mission card's PDF (app/tests/it/card_pdf.rs).
TEST_PACKAGES=(chromium chromium-driver python3 poppler-utils)
# What the screenshot scripts need (scripts/xvfb-app.sh: a virtual display, `import` to take
# the shot, xdotool to resize the window): `setup_debian "${SCREENSHOT_PACKAGES[@]}"`.
SCREENSHOT_PACKAGES=(xvfb imagemagick xdotool)
# What scripts/package.sh needs: the icons' PNGs (rsvg-convert), the checks of the desktop
# entry and of the AppStream metainfo, dpkg-deb and xz for the packages.
PACKAGE_PACKAGES=(librsvg2-bin desktop-file-utils appstream dpkg-dev xz-utils python3)
# What scripts/package-check.sh needs: a clean Debian root (debootstrap) and the window's
# display and screenshot on the host (the root gets only the package and its Depends).
PACKAGE_CHECK_PACKAGES=(debootstrap "${SCREENSHOT_PACKAGES[@]}")

setup_debian() {
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  if command -v apt-get >/dev/null 2>&1; then
    export DEBIAN_FRONTEND=noninteractive
    $sudo apt-get update
    # pkg-config + ALSA headers: rodio's cpal links libasound.
    $sudo apt-get install -y --no-install-recommends pkg-config libasound2-dev "$@"
  fi
  if ! command -v cargo >/dev/null 2>&1 && [ -x "$HOME/.cargo/bin/cargo" ]; then
    export PATH="$HOME/.cargo/bin:$PATH"
  fi
  if ! command -v cargo >/dev/null 2>&1; then
    # No Rust yet: the official installer, pinned to the toolchain the project is built with.
    if command -v apt-get >/dev/null 2>&1; then
      $sudo apt-get install -y --no-install-recommends curl ca-certificates build-essential
    fi
    curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs |
      sh -s -- -y --profile minimal --default-toolchain 1.95.0 --component rustfmt,clippy
    export PATH="$HOME/.cargo/bin:$PATH"
  fi
}
