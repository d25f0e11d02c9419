# Sourced by the screenshot and CPU scripts: the real app window under Xvfb.
#
# xvfb_work: a temporary directory ($WORK) for the app's config, data and runtime files,
#   removed (with the app and Xvfb stopped) when the script exits.
# xvfb_app: starts Xvfb on $SCREEN (1280x800) and the app ($BIN) on it, then waits until
#   the window is up. Sets $XVFB and $APP.

xvfb_work() {
    WORK=$(mktemp -d)
    trap 'kill "${APP:-}" "${XVFB:-}" 2>/dev/null || true; rm -rf "$WORK"' EXIT
    # Fresh config and data dirs: the default crew; autosaves and logs go to $WORK.
    export XDG_RUNTIME_DIR=$WORK XDG_CONFIG_HOME=$WORK/config XDG_DATA_HOME=$WORK/data
}

xvfb_app() {
    [[ -n ${WORK:-} ]] || xvfb_work
    Xvfb "$SCREEN" -screen 0 1280x800x24 -nolisten tcp &
    XVFB=$!
    sleep 2
    export DISPLAY=$SCREEN
    "$BIN" 2>"$WORK/app.log" &
    APP=$!
    sleep 8
}
