#!/usr/bin/env bash
# The app icon's PNG sizes, made from its one source (packaging/sitting-duck.svg) with
# rsvg-convert (Debian's librsvg2-bin). Usage: scripts/icons.sh OUT_DIR
# Writes OUT_DIR/256x256/sitting-duck.png and OUT_DIR/512x512/sitting-duck.png.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:?usage: scripts/icons.sh OUT_DIR}
for size in 256 512; do
  mkdir -p "$out/${size}x$size"
  rsvg-convert --width "$size" --height "$size" packaging/sitting-duck.svg \
    --output "$out/${size}x$size/sitting-duck.png"
done
