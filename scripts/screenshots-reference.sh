#!/usr/bin/env bash
# Takes the README's screenshots of "Open a mission" with a community script and of the rules
# reference with the real app window under Xvfb (a sibling of scripts/screenshots-coach.sh),
# writing docs/screenshots/import.png, reference-log.png, reference.png and
# reference-rulings.png (LANGUAGE=de: de-*.png), and every one of them at 960x640, 1280x800
# and 1920x1080 to $LOOK (for looking).
#
#   apt-get install -y xvfb xdotool imagemagick
#   scripts/screenshots-reference.sh                 # builds the debug binary first
#   LANGUAGE=de LANG=de_DE.UTF-8 scripts/screenshots-reference.sh
#
# No typing (key events do not reach the window under Xvfb): the settings file chooses "Open a
# mission" with tests/import/bad/rule-turn.txt (a code string breaking a rule: the setup screen
# says where and why), and the boards' autosave holds tests/scenarios/mechanics/lost-mission.yaml
# (setup offers to resolve it). The clicks are at the positions of a 1280x800 window.
set -euo pipefail
cd "$(dirname "$0")/.."

BIN=${SITTING_DUCK:-target/debug/sitting-duck}
if [[ -z ${SITTING_DUCK:-} ]]; then cargo build -p sitting-duck; fi
OUT=docs/screenshots
PREFIX=
CHIP_Y=564 TAB_X=359 TAB_Y=62 RULING_Y=190
# In German the resolution's buttons take two rows (the log's lines sit lower) and the
# reference's tabs two rows (its list starts lower).
if [[ ${LANGUAGE:-} == de* ]]; then PREFIX=de-; CHIP_Y=603 TAB_X=84 TAB_Y=103 RULING_Y=230; fi
mkdir -p "$OUT"

SCREEN=${SCREEN:-:97}
XVFB_SIZE=1920x1080
LOOK=${LOOK:-/tmp/sitting-duck-look}
# shellcheck source=scripts/xvfb-app.sh
. scripts/xvfb-app.sh
xvfb_work
mkdir -p "$XDG_DATA_HOME/sitting-duck" "$XDG_CONFIG_HOME/sitting-duck"
cp tests/scenarios/mechanics/lost-mission.yaml "$XDG_DATA_HOME/sitting-duck/boards-autosave.yaml"
printf '{"mission": {"kind": "file", "path": "tests/import/bad/rule-turn.txt"}}\n' \
    > "$XDG_CONFIG_HOME/sitting-duck/settings.json"
xvfb_app
xdotool search --name "Sitting Duck" windowfocus

shot() {
    xvfb_sizes "$PREFIX$1"
    import -window "$(xdotool search --name "Sitting Duck" | head -1)" "$OUT/$PREFIX$1.png"
    echo "wrote $OUT/$PREFIX$1.png"
}
click() { xdotool mousemove "$1" "$2" click 1; sleep "${3:-0.5}"; }

click 640 748 1.5                   # "Start mission": the script's problem, where and why
shot import
click 143 169 2                     # "Resolve and save them": the boards
click 178 683 2                     # "Resolve": the event log, each line's card or ruling
shot reference-log
click 950 "$CHIP_Y" 1.5   # the chip of SE1-01 (Frigate), turn 3
shot reference
click "$TAB_X" "$TAB_Y" 1           # "Rulings"
click 100 "$RULING_Y" 1             # R2
shot reference-rulings
kill "$APP"
