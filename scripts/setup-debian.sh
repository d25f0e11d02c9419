# Sourced by scripts/run.sh and scripts/test.sh: installs what a fresh Debian machine lacks.
# Usage: setup_debian PACKAGE...   (apt packages beyond the build's pkg-config and ALSA headers;
# scripts/test.sh asks for chromium, which the report's browser test needs)

# What the tests need beyond the build: the crew terminals' end-to-end test drives Debian's
# headless chromium through chromium-driver (app/tests/it/terminals_browser.rs); python3 runs
# scripts/check-structure.py (file and function sizes, import circles).
TEST_PACKAGES=(chromium chromium-driver python3)
# What the screenshot scripts need (scripts/xvfb-app.sh: a virtual display, `import` to take
# the shot, xdotool to resize the window): `setup_debian "${SCREENSHOT_PACKAGES[@]}"`.
SCREENSHOT_PACKAGES=(xvfb imagemagick xdotool)

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
