#!/usr/bin/env bash
# Takes the README's screenshot of a printable mission card: `sitting-duck card mission-1`
# writes the HTML page and Debian's headless chromium (no network, a throwaway profile)
# screenshots it at the size of an A4 page at 96 dpi to docs/screenshots/mission-card.png.
#
#   apt-get install -y chromium
#   scripts/screenshot-card.sh                 # builds the debug binary first
#   TRACK=double-action-4 scripts/screenshot-card.sh   # another track, to /tmp only
set -euo pipefail
cd "$(dirname "$0")/.."

BIN=${SITTING_DUCK:-target/debug/sitting-duck}
if [[ -z ${SITTING_DUCK:-} ]]; then cargo build -p sitting-duck; fi
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

TRACK=${TRACK:-mission-1}
OUT=docs/screenshots/mission-card.png
if [[ $TRACK != mission-1 ]]; then OUT=/tmp/sitting-duck-card-$TRACK.png; fi
"$BIN" card "$TRACK" -o "$WORK/card.html"
timeout 120 chromium --headless --no-sandbox --disable-gpu --disable-background-networking \
    --disable-component-update --disable-sync --no-first-run --user-data-dir="$WORK/profile" \
    --hide-scrollbars --screenshot="$OUT" --window-size=794,1123 "file://$WORK/card.html" 2>/dev/null
echo "wrote $OUT"
