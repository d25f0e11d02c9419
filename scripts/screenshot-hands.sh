#!/usr/bin/env bash
set -euo pipefail
# The host's mission screen with the cards dealt on four phones (docs/screenshots/host-backs.png):
# the app under Xvfb serves the phones on 127.0.0.1:7979, four phones played by
# scripts/phones-play.mjs (Node 20 with --experimental-websocket) join and play a few cards,
# and the shot shows the backs of the cards on each board. Needs Xvfb, xdotool, imagemagick, node.
cd "$(dirname "$0")/.."
BIN=${BIN:-target/debug/sitting-duck}
SCREEN=:61
LOOK=${LOOK:-docs/screenshots}
. scripts/xvfb-app.sh
xvfb_work
mkdir -p "$WORK/config/sitting-duck" $LOOK
NOW=$(date +%s)
cat > "$WORK/config/sitting-duck/settings.json" <<JSON
{"serve":true,"serve_port":7979,"serve_address":"127.0.0.1","serve_code":"K7QM-3XPA","serve_code_drawn":$NOW,"serve_shared_phones":true,"deal_on_phones":true,"mission":{"kind":"shipped","stem":"mission-1"}}
JSON
XVFB_SIZE=1920x1080 xvfb_app

node --experimental-websocket scripts/phones-play.mjs http://127.0.0.1:7979 K7QM-3XPA 40000 > $WORK/phones.log 2>&1 &
NODE=$!
sleep 4
xdotool mousemove 640 748 click 1
sleep 8
xdotool mousemove 5 5 mousemove 8 8
sleep 1
import -window root -crop 1280x800+0+0 $LOOK/host-backs.png
cat "$WORK/phones.log"
kill $NODE || true
