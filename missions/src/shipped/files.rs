//! The shipped content's files, each named once: the threat catalog's decks, the tracks and
//! the double-action deck. `build.rs` reads these lists (it includes this file), checks every
//! file with the same parsers that read homebrew files at run time, and compiles the result
//! in (`shipped_data.rs` in the build's output folder, included below); a broken shipped
//! file fails the build with the diagnostics a user would see.

/// The shipped catalog files in `missions/threats/`, in catalog order: the base game's eight
/// decks, then The New Frontier's (`nf-*.yaml`, whose cards say `set: new-frontier`).
pub const THREAT_FILES: [&str; 12] = [
    "external-common-white.yaml",
    "external-common-yellow.yaml",
    "external-serious-white.yaml",
    "external-serious-yellow.yaml",
    "internal-common-white.yaml",
    "internal-common-yellow.yaml",
    "internal-serious-white.yaml",
    "internal-serious-yellow.yaml",
    "nf-external-common.yaml",
    "nf-external-serious.yaml",
    "nf-internal-intruders.yaml",
    "nf-internal-malfunctions.yaml",
];

/// The shipped tracks in `missions/tracks/` (file stems) in campaign order: test runs,
/// simulations, advanced simulations, missions, then the 6 easier and 12 standard
/// double-action missions (`scripts/double-action-tracks.py` writes those).
pub const TRACK_STEMS: [&str; 34] = [
    "test-run-1",
    "test-run-2",
    "simulation-1",
    "simulation-2",
    "simulation-3",
    "advanced-simulation-1",
    "advanced-simulation-2",
    "advanced-simulation-3",
    "mission-1",
    "mission-2",
    "mission-3",
    "mission-4",
    "mission-5",
    "mission-6",
    "mission-7",
    "mission-8",
    "double-action-easier-1",
    "double-action-easier-2",
    "double-action-easier-3",
    "double-action-easier-4",
    "double-action-easier-5",
    "double-action-easier-6",
    "double-action-1",
    "double-action-2",
    "double-action-3",
    "double-action-4",
    "double-action-5",
    "double-action-6",
    "double-action-7",
    "double-action-8",
    "double-action-9",
    "double-action-10",
    "double-action-11",
    "double-action-12",
];

/// The double-action deck, in `missions/decks/`.
pub const DECK_FILE: &str = "double-actions.csv";
