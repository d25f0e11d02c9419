#!/usr/bin/env bash
# The whole test suite, exactly as CI runs it (.ci/run calls this script).
# Installs the system packages the build needs (Debian), then runs every quality gate.
set -euo pipefail
cd "$(dirname "$0")/.."

if command -v apt-get >/dev/null 2>&1; then
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update
  # pkg-config + ALSA headers: rodio's cpal links libasound.
  $SUDO apt-get install -y --no-install-recommends pkg-config libasound2-dev
fi

if ! command -v cargo >/dev/null 2>&1; then
  echo "cargo not found: install Rust 1.95 or newer with rustup (https://rustup.rs), then run this again" >&2
  exit 1
fi

export CARGO_TERM_COLOR=never
# Line tables only for dependencies keeps a clean build well inside CI's time and disk.
export CARGO_PROFILE_DEV_DEBUG=line-tables-only

echo "== cargo fmt --check"
cargo fmt --all --check
echo "== cargo clippy"
cargo clippy --workspace --all-targets -- -D warnings
echo "== cargo test"
cargo test --workspace
echo "== cargo doc"
RUSTDOCFLAGS="-D warnings" cargo doc --workspace --no-deps
echo "== all checks passed"
