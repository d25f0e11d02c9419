#!/usr/bin/env bash
# The whole test suite, exactly as CI runs it (.ci/run calls this script).
# Installs what the build needs on Debian (apt-get update first), then runs every quality gate.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/setup-debian.sh
. scripts/setup-debian.sh
setup_debian "${TEST_PACKAGES[@]}"

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
echo "== all checks passed"
