#!/usr/bin/env bash
# Takes the README's screenshot of the ship's log screen with the real app window under Xvfb
# (a sibling of scripts/screenshots.sh), writing docs/screenshots/shiplog.png.
#
#   apt-get install -y xvfb xdotool imagemagick sqlite3
#   scripts/screenshots-shiplog.sh            # builds the debug binary first
#   SITTING_DUCK=target/release/sitting-duck scripts/screenshots-shiplog.sh
#
# It logs scenario games of tests/scenarios/mechanics with `sitting-duck resolve --log` into
# a fresh log in a temporary data directory (two crew pages, won and lost missions on three
# tracks), spreads their dates over autumn 2026 with sqlite3 so the plot has a time axis
# (resolve --log stamps them all "now"), then opens the app and clicks "Ship's log". The
# click is at the button's position in a 1280x800 window.
set -euo pipefail
cd "$(dirname "$0")/.."

BIN=${SITTING_DUCK:-target/debug/sitting-duck}
if [[ -z ${SITTING_DUCK:-} ]]; then cargo build -p sitting-duck; fi
OUT=docs/screenshots
SCENARIOS=$PWD/tests/scenarios/mechanics
mkdir -p "$OUT"

SCREEN=${SCREEN:-:95}
XVFB_SIZE=1920x1080
LOOK=${LOOK:-/tmp/sitting-duck-look}   # the screen at 960x640, 1280x800 and 1920x1080
# shellcheck source=scripts/xvfb-app.sh
. scripts/xvfb-app.sh
xvfb_work
DB=$WORK/data/sitting-duck/shiplog.sqlite3

# log CREW SCENARIO [TRACK]: resolves the scenario (as a game on TRACK) onto CREW's page.
log() {
    local game=$SCENARIOS/$2.yaml
    if [[ -n ${3:-} ]]; then
        game=$WORK/$2.yaml
        { echo "mission: $3"; cat "$SCENARIOS/$2.yaml"; } >"$game"
    fi
    "$BIN" resolve "$game" --log --crew "$1" --db "$DB" >/dev/null
}
log "The Ducks" five-crew-unconfirmed "Mission 1"
log "The Ducks" lost-mission "Mission 2"
log "The Ducks" full-mission-five-crew
log "Night Shift" computer-maintenance "Mission 1"
log "The Ducks" battlebots-fire-back "Mission 2"
log "The Ducks" rockets "Mission 3"
log "The Ducks" malfunction-repair "Mission 3"
log "Night Shift" knock-out-penalty "Mission 2"
log "The Ducks" heavy-laser-through-shield "Mission 2"
log "The Ducks" every-token "Mission 3"
# One evening a week from 1 October 2026, 20:00 UTC, in the order logged.
sqlite3 "$DB" "UPDATE missions SET played_at_unix = 1790884800 + (id - 1) * 7 * 86400;
               UPDATE missions SET played_at = strftime('%Y-%m-%dT%H:%M:%SZ', played_at_unix, 'unixepoch');"
"$BIN" log list --db "$DB"

xvfb_app

shot() {
    xvfb_sizes "$1"
    import -window "$(xdotool search --name "Sitting Duck" | head -1)" "$OUT/$1.png"
    echo "wrote $OUT/$1.png"
}
xdotool mousemove 490 27 click 1    # setup: "Ship's log", beside the title
sleep 2
shot shiplog
kill "$APP"
