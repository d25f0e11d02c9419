#!/usr/bin/env bash
# The whole test suite, exactly as CI runs it (.ci/run calls this script).
# Installs what the build needs on Debian (apt-get update first), then runs every quality gate.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/setup-debian.sh
. scripts/setup-debian.sh
setup_debian "${TEST_PACKAGES[@]}" "${PACKAGE_PACKAGES[@]}" "${PACKAGE_CHECK_PACKAGES[@]}"

# Under CI a test that needs a tool (chromium for the browser test) fails when it is missing
# rather than skipping.
export CI=true
export CARGO_TERM_COLOR=never
# Line tables only keeps a clean build well inside CI's time and disk.
export CARGO_PROFILE_DEV_DEBUG=line-tables-only

echo "== structure (files, functions, import circles)"
python3 scripts/check-structure.py
echo "== cargo fmt --check"
cargo fmt --all --check
echo "== cargo clippy"
cargo clippy --workspace --all-targets -- -D warnings
echo "== cargo test"
cargo test --workspace
echo "== cargo doc"
RUSTDOCFLAGS="-D warnings" cargo doc --workspace --no-deps
# The package, built and installed on a clean Debian 12 as a player would (docs/packaging.md):
# a release build and a debootstrap (cached in /var/cache/sitting-duck after the first run).
echo "== package (scripts/package.sh)"
SKIP_SETUP=1 bash scripts/package.sh
echo "== package check on a clean Debian 12 (scripts/package-check.sh)"
bash scripts/package-check.sh
echo "== all checks passed"
