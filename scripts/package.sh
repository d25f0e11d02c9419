#!/usr/bin/env bash
# The packages players install (docs/packaging.md): from the `dist` profile (release, symbols
# stripped, thin LTO), target/packages/sitting-duck_VERSION_amd64.deb (cargo-deb) and
# target/packages/sitting-duck-VERSION-x86_64-unknown-linux-gnu.tar.xz (the same files under
# one folder, for any distribution). Installs what it needs on Debian (cargo-deb from
# crates.io, rsvg-convert, appstreamcli) and checks the desktop entry and the AppStream
# metainfo. scripts/package-check.sh installs the .deb on a clean Debian 12 and runs it.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/setup-debian.sh
. scripts/setup-debian.sh
if [ "${SKIP_SETUP:-}" != 1 ]; then
  setup_debian "${PACKAGE_PACKAGES[@]}"
fi
export CARGO_TERM_COLOR=never
export CARGO_PROFILE_DEV_DEBUG=line-tables-only
CARGO_DEB_VERSION=3.8.0
if [ "$(cargo deb --version 2>/dev/null)" != "$CARGO_DEB_VERSION" ]; then
  cargo install cargo-deb --version "$CARGO_DEB_VERSION" --locked
fi

VERSION=$(cargo metadata --format-version 1 --no-deps |
  python3 -c 'import json,sys; print(next(p["version"] for p in json.load(sys.stdin)["packages"] if p["name"]=="sitting-duck"))')
TRIPLE=x86_64-unknown-linux-gnu
TARGET=${CARGO_TARGET_DIR:-target}
FILES=$TARGET/dist/package-files
OUT=$TARGET/packages
started=$SECONDS

echo "== checking the desktop entry and the AppStream metainfo"
desktop-file-validate packaging/sitting-duck.desktop
# --no-net: the screenshots' addresses are where the project will publish them; offline
# they cannot be fetched, and the check must not depend on a network (docs/packaging.md).
appstreamcli validate --no-net --strict packaging/org.sittingduck.sittingduck.metainfo.xml

echo "== cargo build --profile dist"
cargo build --profile dist -p sitting-duck --locked
echo "dist binary: $(stat -c %s "$TARGET/dist/sitting-duck") bytes"

echo "== man pages, shell completions, icons"
rm -rf "$FILES"
mkdir -p "$FILES/man"
cargo run -q -p sitting-duck --example dist-files --locked -- "$FILES/generated"
for page in "$FILES"/generated/*.1; do
  gzip -9n <"$page" >"$FILES/man/$(basename "$page").gz"
done
mv "$FILES/generated/completions" "$FILES/completions"
scripts/icons.sh "$FILES/icons"

echo "== cargo deb"
mkdir -p "$OUT"
DEB=$OUT/sitting-duck_${VERSION}_amd64.deb
cargo deb -p sitting-duck --profile dist --no-build --no-strip --output "$DEB"
dpkg-deb --info "$DEB" | sed -n '/Package:/,$p'

echo "== tarball"
NAME=sitting-duck-$VERSION-$TRIPLE
STAGE=$TARGET/dist/$NAME
rm -rf "$STAGE"
mkdir -p "$STAGE"
# The .deb's tree, as it would be installed under /usr (run bin/sitting-duck in place, or
# copy the folder's contents under /usr/local).
dpkg-deb -x "$DEB" "$STAGE.tree"
mv "$STAGE.tree/usr/"* "$STAGE/"
rm -rf "$STAGE.tree"
cp README.md "$STAGE/"
tar -C "$TARGET/dist" -cJf "$OUT/$NAME.tar.xz" "$NAME"
rm -rf "$STAGE"
ls -l "$OUT"
echo "== packaged in $((SECONDS - started)) s"
