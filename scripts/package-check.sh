#!/usr/bin/env bash
# The package proved like a player would: the .deb of scripts/package.sh installed on a clean
# Debian 12 (bookworm) root with nothing but what apt pulls for its Depends, and there
# `sitting-duck --version`, a `resolve --json` and a `render` of shipped examples, and the app
# window under Xvfb (screenshot). scripts/test.sh runs it in CI; it needs root (debootstrap,
# chroot, mounts).
#
# Usage: scripts/package-check.sh [DEB]   (default: the newest target/packages/sitting-duck_*.deb)
#
# The clean root is debootstrapped once (minbase: dpkg, apt and the essential packages) and
# kept as a tarball in $SITTING_DUCK_CACHE (default /var/cache/sitting-duck); every check
# unpacks a fresh copy of it, so nothing a previous check installed stays. A run without the
# cache (CI's first) debootstraps in a few minutes from Debian's mirror.
# Writes target/package-check/installed-app.png (the window in the clean root) and the
# resolve/render outputs beside it.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "$(id -u)" -ne 0 ]; then
  echo "package-check: needs root (debootstrap, chroot, mount)" >&2
  exit 1
fi
command -v debootstrap >/dev/null 2>&1 || {
  # shellcheck source=scripts/setup-debian.sh
  . scripts/setup-debian.sh
  setup_debian "${PACKAGE_CHECK_PACKAGES[@]}"
}

DEB=${1:-$(ls -t target/packages/sitting-duck_*_amd64.deb 2>/dev/null | head -1)}
[ -f "$DEB" ] || { echo "package-check: no .deb (run scripts/package.sh)" >&2; exit 1; }
CACHE=${SITTING_DUCK_CACHE:-/var/cache/sitting-duck}
BASE=$CACHE/bookworm-minbase.tar
MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
OUT=$PWD/target/package-check
ROOT=$OUT/root
mkdir -p "$CACHE" "$OUT"

say() { echo "package-check: $*"; }
started=$SECONDS

# The clean root, made once: debootstrap into a temporary folder, then one tarball written
# whole (renamed into place), so a run cut short never leaves half a root in the cache.
if [ ! -f "$BASE" ]; then
  say "debootstrap bookworm (minbase) into the cache $BASE"
  fresh=$(mktemp -d "$CACHE/debootstrap.XXXXXX")
  debootstrap --variant=minbase bookworm "$fresh" "$MIRROR" >"$OUT/debootstrap.log" 2>&1 ||
    { tail -20 "$OUT/debootstrap.log" >&2; rm -rf "$fresh"; exit 1; }
  rm -rf "$fresh/var/cache/apt/archives/"*.deb
  tar -C "$fresh" -cf "$BASE.tmp" .
  mv "$BASE.tmp" "$BASE"
  rm -rf "$fresh"
  say "debootstrap took $((SECONDS - started)) s"
fi

# Everything mounted into the root comes off again however the script ends.
APP_PID=""
XVFB_PID=""
cleanup() {
  [ -n "$APP_PID" ] && kill "$APP_PID" 2>/dev/null
  [ -n "$XVFB_PID" ] && kill "$XVFB_PID" 2>/dev/null
  for mount in tmp/.X11-unix dev/pts dev sys proc; do
    mountpoint -q "$ROOT/$mount" && umount -l "$ROOT/$mount"
  done
  return 0
}
# The root goes only once nothing is mounted in it: a bind mount of the host's /dev left
# there would otherwise be emptied with it (--one-file-system guards the same).
remove_root() {
  cleanup
  if grep -q " $ROOT/" /proc/mounts; then
    say "something is still mounted under $ROOT; left in place"
    return 1
  fi
  rm -rf --one-file-system "$ROOT"
}
trap 'remove_root || true' EXIT

say "fresh root from the cache"
remove_root
mkdir -p "$ROOT"
tar -C "$ROOT" -xf "$BASE"
cp /etc/resolv.conf "$ROOT/etc/resolv.conf"
mount -t proc proc "$ROOT/proc"
mount --bind /sys "$ROOT/sys"
mount --bind /dev "$ROOT/dev"
mount --bind /dev/pts "$ROOT/dev/pts"
in_root() { chroot "$ROOT" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 "$@"; }

say "install $(basename "$DEB") with its Depends only (no Recommends)"
cp "$DEB" "$ROOT/tmp/sitting-duck.deb"
in_root apt-get update -q >"$OUT/apt.log" 2>&1
in_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends \
  /tmp/sitting-duck.deb >>"$OUT/apt.log" 2>&1 || { tail -30 "$OUT/apt.log" >&2; exit 1; }
grep -E '^(Get|Setting up)' "$OUT/apt.log" | grep -c '^Setting up' |
  xargs -I{} echo "package-check: apt set up {} packages"

say "sitting-duck --version"
in_root sitting-duck --version | tee "$OUT/version.txt"
grep -q "^sitting-duck $(dpkg-deb -f "$DEB" Version | sed 's/-[0-9]*$//')" "$OUT/version.txt"

EXAMPLES=/usr/share/doc/sitting-duck/examples
say "resolve --json of the shipped example game"
in_root sitting-duck resolve --json "$EXAMPLES/new-frontier-mission.yaml" >"$OUT/resolve.json"
python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); assert d["score"] is not None' \
  "$OUT/resolve.json" 2>/dev/null || grep -q '"score"' "$OUT/resolve.json"

say "render of the shipped Mission 1 track"
in_root sitting-duck render "$EXAMPLES/mission-1.yaml" -o /tmp/mission-1.wav
cp "$ROOT/tmp/mission-1.wav" "$OUT/mission-1.wav"
[ "$(stat -c %s "$OUT/mission-1.wav")" -gt 1000000 ]
head -c 4 "$OUT/mission-1.wav" | grep -q RIFF

say "man page and completions installed"
test -s "$ROOT/usr/share/man/man1/sitting-duck.1.gz"
test -s "$ROOT/usr/share/bash-completion/completions/sitting-duck"
test -s "$ROOT/usr/share/applications/sitting-duck.desktop"
test -s "$ROOT/usr/share/metainfo/org.sittingduck.sittingduck.metainfo.xml"
test -s "$ROOT/usr/share/icons/hicolor/512x512/apps/sitting-duck.png"

say "the app window under Xvfb (the display's socket shared into the root)"
SCREEN=:${PACKAGE_CHECK_DISPLAY:-91}
while [ -e "/tmp/.X${SCREEN#:}-lock" ]; do SCREEN=:$(( ${SCREEN#:} + 1 )); done
Xvfb "$SCREEN" -screen 0 1280x800x24 -nolisten tcp >"$OUT/xvfb.log" 2>&1 &
XVFB_PID=$!
sleep 2
mkdir -p "$ROOT/tmp/.X11-unix"
mount --bind /tmp/.X11-unix "$ROOT/tmp/.X11-unix"
chroot "$ROOT" env -i PATH=/usr/bin:/bin HOME=/root LANG=C.UTF-8 DISPLAY="$SCREEN" \
  XDG_RUNTIME_DIR=/tmp sitting-duck >"$OUT/app.log" 2>&1 &
APP_PID=$!
window=""
for _ in $(seq 1 30); do
  sleep 1
  kill -0 "$APP_PID" 2>/dev/null || { cat "$OUT/app.log" >&2; say "the app exited"; exit 1; }
  window=$(DISPLAY=$SCREEN xdotool search --name "Sitting Duck" 2>/dev/null | head -1 || true)
  [ -n "$window" ] && break
done
[ -n "$window" ] || { cat "$OUT/app.log" >&2; say "no window"; exit 1; }
sleep 6
DISPLAY=$SCREEN import -window root "$OUT/installed-app.png"
# A window that drew: many colours, not a black or one-colour screen.
colours=$(identify -format %k "$OUT/installed-app.png")
say "screenshot $OUT/installed-app.png: $colours colours"
[ "$colours" -gt 16 ]
kill "$APP_PID"
wait "$APP_PID" 2>/dev/null || true
APP_PID=""
say "passed in $((SECONDS - started)) s"
