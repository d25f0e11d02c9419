#!/usr/bin/env bash
# Takes the README's screenshots of the boards, the resolution and the score card with the
# real app window under Xvfb (a sibling of scripts/screenshots.sh), writing them to
# docs/screenshots/entry.png, resolution.png and score.png.
#
#   apt-get install -y xvfb xdotool imagemagick
#   scripts/screenshots-boards.sh            # builds the debug binary first
#   SITTING_DUCK=target/release/sitting-duck scripts/screenshots-boards.sh
#
# It loads tests/scenarios/mechanics/full-mission-five-crew.yaml through "Resolve a game
# file", opens the card picker of one threat, resolves, steps to the middle of turn 8 and
# opens the score card. Another game file: GAME=path (relative to the checkout), EXPECT=a
# word of it that the autosave shows once it is loaded, PREFIX=nf- for nf-entry.png and so
# on (the README's New Frontier shots), SETUP_CLICKS (below) for a shot of the setup screen. The clicks are at the positions of a 1280x800 window; the
# resolution is driven with its keyboard shortcuts.
set -euo pipefail
cd "$(dirname "$0")/.."

BIN=${SITTING_DUCK:-target/debug/sitting-duck}
if [[ -z ${SITTING_DUCK:-} ]]; then cargo build -p sitting-duck; fi
OUT=docs/screenshots
GAME=${GAME:-tests/scenarios/mechanics/full-mission-five-crew.yaml}   # relative: the app runs here
EXPECT=${EXPECT:-Mission 1}
PREFIX=${PREFIX:-}
mkdir -p "$OUT"

SCREEN=${SCREEN:-:96}
# The screen holds the largest size looked at; the README's shots are of the 1280x800 window.
XVFB_SIZE=1920x1080
LOOK=${LOOK:-/tmp/sitting-duck-look}   # every screen at 960x640, 1280x800 and 1920x1080
# shellcheck source=scripts/xvfb-app.sh
. scripts/xvfb-app.sh
xvfb_app   # fresh config and data dirs: the default crew; the autosave goes to $WORK
# No window manager: give the window the keyboard so typed text arrives.
xdotool search --name "Sitting Duck" windowfocus

shot() {
    xvfb_sizes "$PREFIX$1"
    import -window "$(xdotool search --name "Sitting Duck" | head -1)" "$OUT/$PREFIX$1.png"
    echo "wrote $OUT/$PREFIX$1.png"
}
click() { xdotool mousemove "$1" "$2" click 1; sleep "${3:-0.5}"; }

# SETUP_CLICKS="x,y x,y": chips to click on the setup screen first (the New Frontier's
# modules), then a shot of it as ${PREFIX}setup.png.
if [[ -n ${SETUP_CLICKS:-} ]]; then
    for at in $SETUP_CLICKS; do click "${at%,*}" "${at#*,}"; done
    shot setup
fi
click 250 202 1                     # setup: "Resolve a game file" (under the pickers and the flight school's offer to a new crew)
# Type the game file's path and load it. Xvfb may drop a typed key now and then: the
# autosave (written on every change) says whether the file was loaded; try again if not.
AUTOSAVE=$WORK/data/sitting-duck/boards-autosave.yaml
FIELD_Y=741                         # the path field; a notice line under it moves it up
for attempt in 1 2 3 4; do
    click 640 "$FIELD_Y"
    xdotool key ctrl+a
    xdotool type --delay 80 "$GAME"
    click "${LOAD_X:-960}" "$FIELD_Y" 1.5   # Load (LOAD_X: where it is in another language)
    FIELD_Y=712
    if grep -q "$EXPECT" "$AUTOSAVE" 2>/dev/null; then break; fi
    echo "attempt $attempt: the file did not load, typing again"
done
click 1100 359 1                    # the T+3 internal card: its picker opens
shot entry
click 178 712 2                     # Resolve
# The resolution's keys (no text field has the focus now): the end of turn 7, then two
# steps into turn 8 (three threats on the trajectories).
for _ in 1 2 3 4 5 6 7; do xdotool key Down; sleep 0.3; done
xdotool key Right; sleep 0.3
xdotool key Right; sleep 1
shot resolution
cp "$LOOK/${PREFIX}resolution-1920x1080.png" "$OUT/${PREFIX}resolution-1920x1080.png"   # the README's large shot
xdotool key F1; sleep 1             # the keys of the resolution, from the one table
xvfb_sizes "${PREFIX}help"          # looked at only, not in the README
xdotool key F1; sleep 0.5
xdotool key s; sleep 1              # the score card
shot score
kill "$APP"
