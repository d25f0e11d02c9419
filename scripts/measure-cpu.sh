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
# shellcheck source=scripts/xvfb-app.sh
. scripts/xvfb-app.sh
xvfb_app
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
