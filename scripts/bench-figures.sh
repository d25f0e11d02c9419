#!/usr/bin/env bash
# Prints every figure of the "Faster where it counts" work in one run (docs/performance.md,
# "Shipped content compiled in, ..."): instruction counts by callgrind, which do not depend on
# the load, and times, which do (the load average is printed beside each).
#
#   scripts/bench-figures.sh                 # this checkout
#   BEFORE=/path/to/old/checkout scripts/bench-figures.sh   # and an older one, same run
#   QUICK=1 ...                              # callgrind figures and the coach only, no criterion
#
# Needs valgrind, hyperfine and GNU time (/usr/bin/time). Release builds are made in each
# checkout's own target directory (the first build takes a while).
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
base=tests/scenarios/mechanics/full-mission-five-crew.yaml
nf=tests/scenarios/mechanics/full-mission-new-frontier.yaml
export SITTING_DUCK_LANG=en

load() { cut -d' ' -f1-3 /proc/loadavg; }

# The instructions callgrind counts, total ("Collected").
collected() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null |
        sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}

figures() {
    local dir=$1 label=$2
    cd "$dir"
    echo "== $label ($(git -C "$dir" log -1 --format='%h %s' | cut -c1-60))"
    # An older checkout may predate the counting example: the same file is added to it.
    [ -f tests/examples/verdicts.rs ] ||
        { mkdir -p tests/examples && cp "$here/tests/examples/verdicts.rs" tests/examples/; }
    # One profile for every build (line tables for callgrind), so that they share artifacts.
    export CARGO_PROFILE_RELEASE_DEBUG=line-tables-only
    cargo build --release -q -p tests --example verdicts
    cargo build --release -q -p coach --example pairs
    cargo build --release -q -p sitting-duck
    local n=2000 game total
    for game in "$base" "$nf"; do
        total=$(collected --toggle-collect='engine::resolve::verdict_of' \
            target/release/examples/verdicts "$game" "$n")
        echo "verdict_of $(basename "$game" .yaml): $((total / n)) instructions a call ($total / $n)"
    done
    for game in "$base" "$nf"; do
        total=$(collected target/release/sitting-duck resolve --json "$game")
        echo "resolve --json process $(basename "$game" .yaml): $total instructions"
    done
    echo "resolve --json wall, base mission (load $(load)):"
    hyperfine -N --warmup 20 --runs 300 --style basic \
        "target/release/sitting-duck resolve --json $base" 2>&1 | grep -E "Time|Range"
    echo "coach, every single change and pair of the New Frontier mission, 2 threads (load $(load)):"
    /usr/bin/time -f "  user %U s, system %S s, wall %e s" \
        target/release/examples/pairs "$nf" 2 2>&1 | sed 's/^/  /'
    if [ -z "${QUICK:-}" ]; then
        local crit=(--measurement-time 3 --warm-up-time 1 --noplot)
        echo "criterion medians (load $(load)):"
        cargo bench -q -p tests --bench resolve -- "${crit[@]}" 2>/dev/null | grep -E "^[a-z].*|time:"
        cargo bench -q -p coach --bench coach -- "every single" "${crit[@]}" 2>/dev/null |
            grep -E "^coach|time:"
        cargo bench -q -p missions --bench generate -- "${crit[@]}" 2>/dev/null | grep -E "^gen|time:"
        cargo bench -q -p audio --bench render -- "${crit[@]}" 2>/dev/null | grep -E "^render|time:"
        if [ -f app/benches/startup.rs ]; then
            cargo bench -q -p sitting-duck --bench startup -- "${crit[@]}" 2>/dev/null |
                grep -E "^app|time:"
        fi
    fi
    echo "load after: $(load)"
}

if [ -n "${BEFORE:-}" ]; then
    figures "$BEFORE" before
fi
figures "$here" after
