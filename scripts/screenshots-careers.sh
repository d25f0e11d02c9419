#!/usr/bin/env bash
# Takes the README's screenshot of the explorers' page (careers) with the real app window
# under Xvfb (a sibling of scripts/screenshots-shiplog.sh), writing docs/screenshots/explorer.png.
#
#   apt-get install -y xvfb xdotool imagemagick sqlite3
#   scripts/screenshots-careers.sh            # builds the debug binaries first
#
# The ship's log's test writer (`shiplog-writer ... careers`) fills a fresh log in a
# temporary data directory with four explorers and fourteen sample missions, each settled as
# a run (every third one lost: a clone used); sqlite3 spreads the runs over autumn 2026 and
# gives Anna the two specialization levels her level earned (Medic 1, Rocketeer 1). Then the app opens and "Explorers" (beside
# "Ship's log" at the top of setup) is clicked, at its position in a 1280x800 window.
set -euo pipefail
cd "$(dirname "$0")/.."

BIN=${SITTING_DUCK:-target/debug/sitting-duck}
WRITER=${SHIPLOG_WRITER:-target/debug/shiplog-writer}
if [[ -z ${SITTING_DUCK:-} ]]; then cargo build -p sitting-duck -p shiplog --bins; fi
OUT=docs/screenshots
mkdir -p "$OUT"

SCREEN=${SCREEN:-:97}
XVFB_SIZE=1920x1080
LOOK=${LOOK:-/tmp/sitting-duck-look}   # the screen at 960x640, 1280x800 and 1920x1080
# shellcheck source=scripts/xvfb-app.sh
. scripts/xvfb-app.sh
xvfb_work
DB=$WORK/data/sitting-duck/shiplog.sqlite3
mkdir -p "$(dirname "$DB")"

"$WRITER" "$DB" "The Ducks" 1 14 0 5 careers >/dev/null
# One evening a week from 1 October 2026, 20:00 UTC, in the order settled; Anna has spent
# her points as the rules allow at level 2.
sqlite3 "$DB" "UPDATE runs SET settled_at_unix = 1790884800 + (id - 1) * 7 * 86400;
               UPDATE runs SET settled_at = strftime('%Y-%m-%dT%H:%M:%SZ', settled_at_unix, 'unixepoch');
               INSERT INTO explorer_specializations
                   SELECT id, 'medic', 1 FROM explorers WHERE name = 'Anna' AND level >= 1;
               INSERT INTO explorer_specializations
                   SELECT id, 'rocketeer', 1 FROM explorers WHERE name = 'Anna' AND level = 2;"
"$BIN" log explorers --db "$DB"
# Anna and Ben sit as players 1 and 2 (for the score card looked at after the page).
mkdir -p "$WORK/config/sitting-duck"
cat >"$WORK/config/sitting-duck/settings.json" <<'JSON'
{"crew": [{"name": "Anna", "color": "red", "captain": true, "explorer": 1},
          {"name": "Ben", "color": "yellow", "communications_officer": true, "explorer": 2},
          {"name": "Cleo", "color": "green", "chief_of_security": true},
          {"name": "Dan", "color": "blue"}]}
JSON

xvfb_app
xdotool search --name "Sitting Duck" windowfocus

shot() {
    xvfb_sizes "$1"
    import -window "$(xdotool search --name "Sitting Duck" | head -1)" "$OUT/$1.png"
    echo "wrote $OUT/$1.png"
}
xdotool mousemove "${EXPLORERS_X:-590}" 27 click 1    # setup: "Explorers", beside "Ship's log"
sleep 2
shot explorer

# Looked at only: a score card with the careers strip (Anna and Ben aboard), from the game
# file of tests/scenarios/mechanics/full-mission-five-crew.yaml through "Resolve a game file".
click() { xdotool mousemove "$1" "$2" click 1; sleep "${3:-0.5}"; }
xdotool key Escape; sleep 1
click 250 78 1                      # setup: "Resolve a game file"
AUTOSAVE=$WORK/data/sitting-duck/boards-autosave.yaml
FIELD_Y=741
for attempt in 1 2 3 4; do
    click 640 "$FIELD_Y"
    xdotool key ctrl+a
    xdotool type --delay 80 tests/scenarios/mechanics/full-mission-five-crew.yaml
    click 960 "$FIELD_Y" 1.5
    FIELD_Y=712
    if grep -q "Mission 1" "$AUTOSAVE" 2>/dev/null; then break; fi
    echo "attempt $attempt: the file did not load, typing again"
done
click 178 712 2                     # Resolve
xdotool key s; sleep 1              # the score card
xvfb_sizes score-careers
kill "$APP"
