#!/usr/bin/env bash
# Takes the README's screenshots of the app in German: the same real window under Xvfb as
# scripts/screenshots.sh and scripts/screenshots-boards.sh, with the language forced by
# SITTING_DUCK_LANG (the settings start fresh, so "system language" is the variable's), the
# shots named docs/screenshots/de-*.png. Every screen is also written at 960x640, 1280x800
# and 1920x1080 to $LOOK (default /tmp/sitting-duck-look) for looking at.
#
#   apt-get install -y xvfb xdotool imagemagick
#   scripts/screenshots-de.sh           # builds the debug binary first
#   SITTING_DUCK_LANG=fr scripts/screenshots-de.sh   # another language, still named de-*
set -euo pipefail
cd "$(dirname "$0")/.."
export SITTING_DUCK_LANG=${SITTING_DUCK_LANG:-de}
export PREFIX=${PREFIX:-de-}
# German buttons are wider: "Laden" (Load) sits further right on the boards screen.
export LOAD_X=${LOAD_X:-1083}
# A shot of the setup screen too (a click on the empty background first), at every size.
export SETUP_CLICKS=${SETUP_CLICKS:-"560,600"}
scripts/screenshots-boards.sh
SITTING_DUCK=${SITTING_DUCK:-target/debug/sitting-duck} scripts/screenshots.sh
