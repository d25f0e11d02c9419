#!/usr/bin/env bash
# Takes the README's screenshots of the debrief, the coach and a what-if resolution with the
# real app window under Xvfb (a sibling of scripts/screenshots-boards.sh), writing them to
# docs/screenshots/debrief.png, coach.png and what-if.png, and every one of them at 960x640,
# 1280x800 and 1920x1080 to $LOOK (for looking).
#
#   apt-get install -y xvfb xdotool imagemagick
#   scripts/screenshots-coach.sh            # builds the debug binary first
#
# It loads tests/coach/laser-left-empty.yaml (the five-crew mission with two of Anna's shots
# left out: lost) through "Resolve a game file", resolves it, opens the score card, clicks
# "What would have worked?", then opens the first suggestion. The clicks are at the positions
# of a 1280x800 window.
set -euo pipefail
cd "$(dirname "$0")/.."

BIN=${SITTING_DUCK:-target/debug/sitting-duck}
if [[ -z ${SITTING_DUCK:-} ]]; then cargo build -p sitting-duck; fi
OUT=docs/screenshots
GAME=tests/coach/laser-left-empty.yaml   # relative: the app runs here
mkdir -p "$OUT"

SCREEN=${SCREEN:-:97}
XVFB_SIZE=1920x1080
LOOK=${LOOK:-/tmp/sitting-duck-look}
# shellcheck source=scripts/xvfb-app.sh
. scripts/xvfb-app.sh
xvfb_app
xdotool search --name "Sitting Duck" windowfocus

shot() {
    xvfb_sizes "$1"
    import -window "$(xdotool search --name "Sitting Duck" | head -1)" "$OUT/$1.png"
    echo "wrote $OUT/$1.png"
}
click() { xdotool mousemove "$1" "$2" click 1; sleep "${3:-0.5}"; }

click 250 78 1                      # setup: "Resolve a game file"
AUTOSAVE=$WORK/data/sitting-duck/boards-autosave.yaml
FIELD_Y=741
for attempt in 1 2 3 4; do
    click 640 "$FIELD_Y"
    xdotool key ctrl+a
    xdotool type --delay 80 "$GAME"
    click 960 "$FIELD_Y" 1.5        # Load
    FIELD_Y=712
    if grep -q 'Mission 1' "$AUTOSAVE" 2>/dev/null; then break; fi
    echo "attempt $attempt: the file did not load, typing again"
done
click 178 712 2                     # Resolve
xdotool key s; sleep 1.5            # the score card, with the debrief beside it
shot debrief
click "${ASK_X:-1085}" "${ASK_Y:-18}" 4   # "What would have worked?"
shot coach
click "${OPEN_X:-1020}" "${OPEN_Y:-143}" 2  # "Open what-if 1"
for _ in 1 2 3 4 5 6 7 8 9 10 11; do xdotool key Down; sleep 0.3; done
shot what-if
kill "$APP"
