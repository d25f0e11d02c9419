//! Mission tracks: the format ([`formats::track`], re-exported here) and the tracks shipped
//! with the game, compiled in.

pub use formats::track::*;

/// The 34 tracks shipped with the game: `(file stem, YAML text)` in campaign order (test runs,
/// simulations, advanced simulations, missions, then the 6 easier and 12 standard
/// double-action missions). Every one passes [`Track::parse`] (the build checks it).
pub fn shipped() -> Vec<(&'static str, &'static str)> {
    crate::shipped::TRACK_TEXTS.to_vec()
}

/// The shipped tracks as [`shipped`] lists them, already parsed: read and checked when the
/// crate was built, so that loading them parses nothing.
pub fn shipped_tracks() -> Vec<(String, Track)> {
    crate::shipped::tracks()
}
