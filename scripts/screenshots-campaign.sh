#!/usr/bin/env bash
# Takes the README's screenshot of the campaign page with the real app window under Xvfb (a
# sibling of scripts/screenshots-shiplog.sh), writing docs/screenshots/campaign.png, and
# looks at the repairs screen at 960x640, 1280x800 and 1920x1080 ($LOOK/repairs-*.png).
#
#   apt-get install -y xvfb xdotool imagemagick sqlite3
#   scripts/screenshots-campaign.sh            # builds the debug binary first
#   SITTING_DUCK=target/release/sitting-duck scripts/screenshots-campaign.sh
#
# The log: three missions resolved with `sitting-duck resolve --log` from scenario files,
# the later two with the `starting_damage` their campaign left them, then linked into one
# campaign with sqlite3 (the app writes the same rows when a crew plays a campaign; the
# kittest `campaign_ui` plays one through the window). The app opens the ship's log and
# its campaign page (K). Then, in a fresh app, "a campaign of 3" is chosen, a game file is
# resolved and "Next mission" on its score card opens the repairs screen. Clicks are at the
# positions of a 1280x800 window.
set -euo pipefail
cd "$(dirname "$0")/.."

BIN=${SITTING_DUCK:-target/debug/sitting-duck}
if [[ -z ${SITTING_DUCK:-} ]]; then cargo build -p sitting-duck; fi
OUT=docs/screenshots
S=$PWD/tests/scenarios
mkdir -p "$OUT"

SCREEN=${SCREEN:-:97}
XVFB_SIZE=1920x1080
LOOK=${LOOK:-/tmp/sitting-duck-look}
# shellcheck source=scripts/xvfb-app.sh
. scripts/xvfb-app.sh
xvfb_work
DB=$WORK/data/sitting-duck/shiplog.sqlite3

# mission N GAME CARRIED: resolves GAME (with `starting_damage` CARRIED, YAML) onto the page.
mission() {
    local game=$WORK/m$1.yaml
    { echo "mission: Mission $1"; grep -v '^mission:' "$2"; [[ -z $3 ]] || printf 'starting_damage:\n%s\n' "$3"; } >"$game"
    "$BIN" resolve "$game" --log --crew "The Ducks" --db "$DB" >/dev/null
}
mission 1 "$S/mechanics/full-mission-five-crew.yaml" ""
mission 2 "$S/mechanics/five-crew-unconfirmed.yaml" "  blue: [gravolift]"
mission 3 "$S/rulings/r1-visual-confirmation.yaml" "  blue: [structural]"
sqlite3 "$DB" "
INSERT INTO campaigns (crew_id, started_at, planned, status)
    SELECT id, '2026-11-20T20:00:00Z', 3, 'complete' FROM crews WHERE name = 'The Ducks';
UPDATE missions SET campaign_id = 1, campaign_position = id,
    played_at = strftime('%Y-%m-%dT%H:%M:%SZ', 1795204800 + id * 3600, 'unixepoch'),
    played_at_unix = 1795204800 + id * 3600;
UPDATE missions SET starting_damage = '{\"tiles\":{},\"disabled_squads\":0,\"squad_at\":null}',
    repairs = '[\"Anna repairs the red shield tile\",\"Ben repairs the blue shield tile\",\"Cleo passes\",\"Dan passes\",\"Eve passes\"]'
    WHERE id = 1;
UPDATE missions SET starting_damage = '{\"tiles\":{\"blue\":[\"gravolift\"]},\"disabled_squads\":0,\"squad_at\":null}',
    repairs = '[\"Anna repairs the blue gravolift tile\",\"Ben repairs the blue lower-cannon tile\",\"Cleo passes\",\"Dan passes\",\"Eve passes\"]'
    WHERE id = 2;
UPDATE missions SET starting_damage = '{\"tiles\":{\"blue\":[\"structural\"]},\"disabled_squads\":0,\"squad_at\":null}'
    WHERE id = 3;"
"$BIN" log list --campaign 1 --db "$DB"

shot() {
    xvfb_sizes "$1"
    import -window "$(xdotool search --name "Sitting Duck" | head -1)" "$OUT/$1.png"
    echo "wrote $OUT/$1.png"
}
click() { xdotool mousemove "$1" "$2" click 1; sleep "${3:-0.5}"; }

xvfb_app
xdotool search --name "Sitting Duck" windowfocus
click 490 27 2                      # setup: "Ship's log", beside the title
xdotool key k; sleep 2              # the campaign page
shot campaign
kill "$APP"
sleep 1

# The repairs screen, in a fresh app (the same log): choose a campaign of 3, resolve a game
# file, open the score card and go on to the repairs.
"$BIN" 2>"$WORK/app2.log" &
APP=$!
sleep 8
xdotool search --name "Sitting Duck" windowfocus
click "${CAMPAIGN_X:-755}" "${CAMPAIGN_Y:-688}"   # "a campaign of 3", above Start mission
xvfb_sizes setup-campaign           # looked at: the choice made
click 250 78 1                      # "Resolve a game file"
FIELD_Y=741
for attempt in 1 2 3 4; do
    click 640 "$FIELD_Y"
    xdotool key ctrl+a
    xdotool type --delay 80 "tests/scenarios/mechanics/full-mission-five-crew.yaml"
    click 960 "$FIELD_Y" 1.5        # Load
    FIELD_Y=712
    if grep -q 'Mission 1' "$WORK/data/sitting-duck/boards-autosave.yaml" 2>/dev/null; then break; fi
    echo "attempt $attempt: the file did not load, typing again"
done
click 178 712 2                     # Resolve
xdotool key End; sleep 0.5
xdotool key s; sleep 1              # the score card
xdotool key Return; sleep 2         # "Next mission": the repairs
xvfb_sizes repairs
kill "$APP"
