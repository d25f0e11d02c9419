#!/usr/bin/env bash
# Measures the app's CPU use during a running mission under Xvfb: starts Mission 1 and reads
# the process's user+system CPU time (from /proc) over a window of mission time.
#
#   apt-get install -y xvfb xdotool
#   scripts/measure-cpu.sh [SECONDS]        # default 60; builds the release binary first
#   SITTING_DUCK=target/debug/sitting-duck scripts/measure-cpu.sh
set -euo pipefail
cd "$(dirname "$0")/.."

WINDOW=${1:-60}
BIN=${SITTING_DUCK:-target/release/sitting-duck}
if [[ -z ${SITTING_DUCK:-} ]]; then cargo build --release -p sitting-duck; fi

SCREEN=${SCREEN:-:96}
WORK=$(mktemp -d)
trap 'kill "${APP:-}" "${XVFB:-}" 2>/dev/null || true; rm -rf "$WORK"' EXIT

Xvfb "$SCREEN" -screen 0 1280x800x24 -nolisten tcp &
XVFB=$!
sleep 2
export DISPLAY=$SCREEN XDG_RUNTIME_DIR=$WORK XDG_CONFIG_HOME=$WORK/config
"$BIN" 2>"$WORK/app.log" &
APP=$!
sleep 8
xdotool mousemove 640 744 click 1     # "Start mission [Enter]"
sleep 5                               # let the first announcement settle

ticks() { awk '{ print $14 + $15 }' "/proc/$APP/stat"; }
HZ=$(getconf CLK_TCK)
before=$(ticks)
sleep "$WINDOW"
after=$(ticks)
cpu_s=$(echo "scale=3; ($after - $before) / $HZ" | bc)
percent=$(echo "scale=2; 100 * ($after - $before) / $HZ / $WINDOW" | bc)
echo "binary: $BIN (renderer: ${SITTING_DUCK_RENDERER:-glow})"
echo "mission time measured: ${WINDOW} s (from 0:05 of Mission 1)"
echo "CPU time used: ${cpu_s} s = ${percent}% of one core"
