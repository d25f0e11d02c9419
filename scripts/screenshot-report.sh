#!/usr/bin/env bash
# Takes the README's screenshot of a mission report: `sitting-duck report` writes the HTML
# page of tests/scenarios/mechanics/full-mission-five-crew.yaml and Debian's headless
# chromium (no network, a throwaway profile) screenshots it to docs/screenshots/report.png.
#
#   apt-get install -y chromium
#   scripts/screenshot-report.sh             # builds the debug binary first
#   SPOILER_FREE=1 scripts/screenshot-report.sh   # the spoiler-free page, to /tmp only
set -euo pipefail
cd "$(dirname "$0")/.."

BIN=${SITTING_DUCK:-target/debug/sitting-duck}
if [[ -z ${SITTING_DUCK:-} ]]; then cargo build -p sitting-duck; fi
GAME=tests/scenarios/mechanics/full-mission-five-crew.yaml
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

OUT=docs/screenshots/report.png
FLAGS=()
if [[ -n ${SPOILER_FREE:-} ]]; then
    FLAGS=(--spoiler-free)
    OUT=/tmp/sitting-duck-report-spoiler-free.png
fi
"$BIN" report "$GAME" "${FLAGS[@]}" -o "$WORK/report.html"
timeout 120 chromium --headless --no-sandbox --disable-gpu --disable-background-networking \
    --disable-component-update --disable-sync --no-first-run --user-data-dir="$WORK/profile" \
    --screenshot="$OUT" --window-size=1280,2000 "file://$WORK/report.html" 2>/dev/null
echo "wrote $OUT"
