#!/usr/bin/env bash
# Takes the README's screenshots of the mission editor in the real window under Xvfb: a copy
# of Mission 1 opened from setup ("Edit a copy…"), its T+4 threat dragged onto T+3's
# announcement, so the loader's check shows its place and reason beside the CD's advice.
# Writes docs/screenshots/${PREFIX}editor.png (1280x800) and the same moment at 960x640 and
# 1920x1080.
#
#   apt-get install -y xvfb xdotool imagemagick
#   scripts/screenshots-editor.sh                      # builds the debug binary first
#   PREFIX=de- SITTING_DUCK_LANG=de scripts/screenshots-editor.sh
set -euo pipefail
cd "$(dirname "$0")/.."

BIN=${SITTING_DUCK:-target/debug/sitting-duck}
if [[ -z ${SITTING_DUCK:-} ]]; then cargo build -p sitting-duck; fi
OUT=docs/screenshots
PREFIX=${PREFIX:-}
# Where "Edit a copy…" is on the 1280x800 setup screen, beside "Mission card" (German's
# buttons are wider).
case ${SITTING_DUCK_LANG:-en} in
    de) COPY_X=${COPY_X:-408} ;;
    *) COPY_X=${COPY_X:-372} ;;
esac
mkdir -p "$OUT"

SCREEN=${SCREEN:-:97}
XVFB_SIZE=1920x1080
# shellcheck source=scripts/xvfb-app.sh
. scripts/xvfb-app.sh
xvfb_app

WID=$(xdotool search --name "Sitting Duck" | head -1)
size_shot() {                 # size_shot WIDTH HEIGHT NAME
    xdotool windowsize "$WID" "$1" "$2"
    sleep 1.5; xdotool mousemove 5 5 mousemove 8 8; sleep 1
    import -window "$WID" "$OUT/$PREFIX$3.png"
    echo "wrote $OUT/$PREFIX$3.png"
}

xdotool mousemove "$COPY_X" 558 click 1
sleep 2
# The T+4 marker (at 2:00 on the timeline) dragged to 0:58, onto T+3's announcement.
xdotool mousemove 244 181 mousedown 1
sleep 0.3
for x in 230 210 190 170 150 140 137; do xdotool mousemove "$x" 181; sleep 0.15; done
xdotool mouseup 1
sleep 1
size_shot 1280 800 editor
size_shot 960 640 editor-960x640
size_shot 1920 1080 editor-1920x1080
kill "$APP"
