#!/usr/bin/env bash
# Runs the Sitting Duck app (release build), installing what it needs on Debian first.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/setup-debian.sh
. scripts/setup-debian.sh
# Run time: X11/Wayland, GL/Vulkan and fonts are loaded by the app when it starts.
setup_debian libasound2 libx11-6 libxcursor1 libxrandr2 libxi6 libxkbcommon-x11-0 \
  libwayland-client0 libgl1 libegl1 libegl-mesa0 libgl1-mesa-dri mesa-vulkan-drivers \
  libvulkan1 libfontconfig1

exec cargo run --release -p sitting-duck -- "$@"
