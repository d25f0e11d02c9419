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

#[cfg(test)]
mod tests {
    use super::*;

    /// The build compiles in exactly what the shipped files parse to at run time.
    #[test]
    fn the_compiled_in_tracks_are_what_the_shipped_files_parse_to() {
        let parsed: Vec<(String, Track)> = (shipped().into_iter())
            .map(|(stem, yaml)| (stem.to_owned(), Track::parse(yaml, stem).unwrap()))
            .collect();
        assert_eq!(shipped_tracks(), parsed);
    }
}
