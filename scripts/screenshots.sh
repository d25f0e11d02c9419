#!/usr/bin/env bash
# Takes the README's screenshots of the real app window under Xvfb (no GPU needed: wgpu falls
# back to Mesa's llvmpipe) and writes them to docs/screenshots/.
#
#   apt-get install -y xvfb xdotool imagemagick
#   scripts/screenshots.sh            # builds the debug binary first
#   SITTING_DUCK=target/release/sitting-duck scripts/screenshots.sh
#
# It plays the first minutes of Mission 1 in real time (about 3 minutes): the setup screen,
# the T+2 announcement at 0:10, then the communications blackout at 2:50. PREFIX=de- names
# the shots de-setup.png and so on (scripts/screenshots-de.sh: the app in German).
set -euo pipefail
cd "$(dirname "$0")/.."

BIN=${SITTING_DUCK:-target/debug/sitting-duck}
if [[ -z ${SITTING_DUCK:-} ]]; then cargo build -p sitting-duck; fi
OUT=docs/screenshots
PREFIX=${PREFIX:-}
mkdir -p "$OUT"

SCREEN=${SCREEN:-:97}
# The screen holds the larger size: the README shows the 1280x800 window and, for the
# mission screen, the same moment at 1920x1080.
XVFB_SIZE=1920x1080
# shellcheck source=scripts/xvfb-app.sh
. scripts/xvfb-app.sh
xvfb_app   # a fresh config dir: the shots show the default crew, not the last one played here

WID=
shot() {
    [[ -n $WID ]] || WID=$(xdotool search --name "Sitting Duck" | head -1)
    import -window "$WID" "$OUT/$PREFIX$1.png"
    echo "wrote $OUT/$PREFIX$1.png"
}
# The same moment with the window at 960x640, the smallest size the app is made for.
shot_small() {
    [[ -n $WID ]] || WID=$(xdotool search --name "Sitting Duck" | head -1)
    xdotool windowsize "$WID" 960 640; sleep 1.5; xdotool mousemove 5 5 mousemove 8 8; sleep 1
    import -window "$WID" "$OUT/$PREFIX$1-960x640.png"
    echo "wrote $OUT/$PREFIX$1-960x640.png"
    xdotool windowsize "$WID" 1280 800; sleep 1
}
# The same moment with the window at 1920x1080 (a resized window draws on the next frame).
shot_large() {
    xdotool windowsize "$WID" 1920 1080; sleep 1.5; xdotool mousemove 5 5 mousemove 8 8; sleep 1
    import -window "$WID" "$OUT/$PREFIX$1-1920x1080.png"
    echo "wrote $OUT/$PREFIX$1-1920x1080.png"
    xdotool windowsize "$WID" 1280 800; sleep 1
}

shot setup
shot_small setup
# No window manager gives the window focus: click "Start mission [Enter]" instead of a key.
xdotool mousemove 640 744 click 1
START=$(date +%s.%N)
at() {                      # waits until $1 seconds of mission time have passed
    local left
    left=$(echo "$1 - ($(date +%s.%N) - $START)" | bc)
    if (( $(echo "$left > 0" | bc) )); then sleep "$left"; fi
}
at "${THREAT_AT:-12.5}"   # a loaded machine starts the clock later: THREAT_AT=15.5 BLACKOUT_AT=176
shot mission-threat
shot_small mission-threat
shot_large mission-threat
at "${BLACKOUT_AT:-172.5}"
shot mission-blackout
kill "$APP"
