#!/usr/bin/env bash
# Takes the README's screenshots of homebrew threat cards with the real app window under Xvfb
# (a sibling of scripts/screenshots.sh): setup with a card file of the crew's folder chosen
# (docs/screenshots/homebrew-setup.png) and that card in the designer
# (docs/screenshots/designer.png). LANGUAGE=de LANG=de_DE.UTF-8 takes them in German
# (written as de-*.png).
#
#   apt-get install -y xvfb xdotool imagemagick
#   scripts/screenshots-designer.sh            # builds the debug binary first
#
# The card file is written into the crew's folder of a fresh data directory and chosen in
# a fresh settings file; the clicks are at the controls' positions in a 1280x800 window.
set -euo pipefail
cd "$(dirname "$0")/.."

BIN=${SITTING_DUCK:-target/debug/sitting-duck}
if [[ -z ${SITTING_DUCK:-} ]]; then cargo build -p sitting-duck; fi
OUT=docs/screenshots
PREFIX=
if [[ ${LANGUAGE:-en} == de* ]]; then PREFIX=de-; fi
mkdir -p "$OUT"

SCREEN=${SCREEN:-:96}
XVFB_SIZE=1920x1080
LOOK=${LOOK:-/tmp/sitting-duck-look}
# shellcheck source=scripts/xvfb-app.sh
. scripts/xvfb-app.sh
xvfb_work
CARDS=$XDG_DATA_HOME/sitting-duck/cards
mkdir -p "$CARDS" "$XDG_CONFIG_HOME/sitting-duck"
cat >"$CARDS/space-goose.yaml" <<'CARD'
- id: "H-07"
  name: "Space Goose"
  kind: external
  severity: common
  color: white
  shield: 1
  hit_points: 4
  speed: 3
  x: ["shield +1"]
  y: ["attack 1 all"]
  z: ["attack 3"]
  traits: ["rocket-immune"]
  text: "Rockets cannot hit it. X: shield +1. Y: attack 1 on all zones. Z: attack 3."
CARD
printf '{"card_files": ["%s"]}\n' "$CARDS/space-goose.yaml" \
    >"$XDG_CONFIG_HOME/sitting-duck/settings.json"

xvfb_app
WID=$(xdotool search --name "Sitting Duck" | head -1)

click() {
    xdotool mousemove --window "$WID" "$1" "$2" click 1
    sleep 1.5
}

# shot NAME: the README's picture at 1280x800 as the window is now, then the three sizes
# to look at (a resize may scroll setup back to its top).
shot() {
    import -window "$WID" "$OUT/$1.png"
    echo "wrote $OUT/$1.png"
    xvfb_sizes "$1"
}

# scroll_down: to the bottom of setup's scroll area (the homebrew section is last).
scroll_down() {
    xdotool mousemove --window "$WID" 300 400
    for _ in $(seq 1 15); do xdotool click 5; sleep 0.1; done
    sleep 1.5
}

# Setup: the homebrew section opened (below the flight school in the left column).
scroll_down
click 100 626
scroll_down
shot "${PREFIX}homebrew-setup"
# Its card file's "Edit": the designer on Space Goose.
scroll_down
click 232 560
shot "${PREFIX}designer"
