#!/usr/bin/env bash
# Runs the Sitting Duck app (release build), installing what it needs on Debian first.
set -euo pipefail
cd "$(dirname "$0")/.."

if command -v apt-get >/dev/null 2>&1; then
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update
  # Build: pkg-config + ALSA headers. Run: X11/Wayland, GL/Vulkan and fonts, loaded at run time.
  $SUDO apt-get install -y --no-install-recommends pkg-config libasound2-dev libasound2 \
    libx11-6 libxcursor1 libxrandr2 libxi6 libxkbcommon-x11-0 libwayland-client0 \
    libgl1 libegl1 libegl-mesa0 libgl1-mesa-dri mesa-vulkan-drivers libvulkan1 libfontconfig1
fi

if ! command -v cargo >/dev/null 2>&1; then
  echo "cargo not found: install Rust 1.95 or newer with rustup (https://rustup.rs), then run this again" >&2
  exit 1
fi

exec cargo run --release -p sitting-duck -- "$@"
