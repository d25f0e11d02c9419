# Sourced by the screenshot and CPU scripts: the real app window under Xvfb.
#
# xvfb_work: a temporary directory ($WORK) for the app's config, data and runtime files,
#   removed (with the app and Xvfb stopped) when the script exits.
# xvfb_app: starts Xvfb on $SCREEN ($XVFB_SIZE, 1280x800 unless set) and the app ($BIN)
#   on it (a 1280x800 window at the top left), then waits until the window is up. Sets
#   $XVFB and $APP.
# xvfb_sizes NAME: with xdotool, resizes the window to 960x640, 1920x1080 (the screen must
#   be that large) and back to 1280x800, writing $LOOK/NAME-WxH.png of each (for looking).

xvfb_work() {
    WORK=$(mktemp -d)
    trap 'kill "${APP:-}" "${XVFB:-}" 2>/dev/null || true; rm -rf "$WORK"' EXIT
    # Fresh config and data dirs: the default crew; autosaves and logs go to $WORK.
    export XDG_RUNTIME_DIR=$WORK XDG_CONFIG_HOME=$WORK/config XDG_DATA_HOME=$WORK/data
}

xvfb_app() {
    [[ -n ${WORK:-} ]] || xvfb_work
    # Another Xvfb on the same display (a second checkout taking shots) would draw its
    # windows into ours: take the next free display.
    while [[ -e /tmp/.X${SCREEN#:}-lock ]]; do SCREEN=:$(( ${SCREEN#:} + 1 )); done
    Xvfb "$SCREEN" -screen 0 "${XVFB_SIZE:-1280x800}x24" -nolisten tcp &
    XVFB=$!
    sleep 2
    export DISPLAY=$SCREEN
    "$BIN" 2>"$WORK/app.log" &
    APP=$!
    sleep 8
}

xvfb_sizes() {
    local wid size
    wid=$(xdotool search --name "Sitting Duck" | head -1)
    mkdir -p "$LOOK"
    for size in 960x640 1920x1080 1280x800; do
        xdotool windowsize "$wid" "${size%x*}" "${size#*x}"
        # A resized window may stay black until the app draws again: a mouse move asks for
        # a frame; a shot that is still blank (a few hundred bytes) is taken again.
        for _ in 1 2 3 4; do
            sleep 1.5
            xdotool mousemove 5 5 mousemove 8 8
            sleep 1
            import -window "$wid" "$LOOK/$1-$size.png"
            [[ $(stat -c %s "$LOOK/$1-$size.png") -gt 10000 ]] && break
        done
    done
    echo "wrote $LOOK/$1-*.png"
}
