//! What ships inside the program, read once at start-up and shared: the threat catalog and
//! the mission tracks. The screens hold `Arc`s to the same parsed values instead of parsing
//! the embedded files again.

use std::sync::Arc;

use missions::Catalog;
use missions::track::Track;

use crate::gui::model::deck::{CardFace, catalog_faces_of};
use crate::shell::tracks::{self, TrackGroup};

/// The shipped catalog and tracks.
#[derive(Debug, Clone)]
pub struct Library {
    /// The base game's threat cards (an error says why they did not load: a bug of this
    /// build, shown to the crew rather than stopping the app).
    pub catalog: Result<Arc<Catalog>, String>,
    /// The shipped tracks by file stem, parsed.
    pub tracks: Arc<[(String, Track)]>,
    /// The shipped tracks as the setup screen lists them.
    pub groups: Vec<TrackGroup>,
    /// Shipped files that did not parse, for the setup screen's notice.
    pub problems: Vec<String>,
}

impl Library {
    /// Loads the shipped catalog and tracks (once per start; compiled in, not parsed).
    pub fn load() -> Self {
        let catalog = Catalog::base().map(Arc::new).map_err(|err| {
            i18n::tr!(
                "notice-catalog-not-loaded",
                error = words::diagnostic::all(&err)
            )
        });
        let mut problems = Vec::new();
        // Read and checked when the program was built: nothing to parse, nothing to refuse.
        let parsed = missions::track::shipped_tracks();
        let groups = tracks::groups(parsed.iter().map(|(s, t)| (s.as_str(), t)));
        if let Err(err) = &catalog {
            problems.push(err.clone());
        }
        Self {
            catalog,
            tracks: parsed.into(),
            groups,
            problems,
        }
    }

    /// The card faces the digital deck draws from (none without a catalog: the crew draws).
    pub fn card_faces(&self) -> Vec<CardFace> {
        self.catalog
            .as_deref()
            .map(catalog_faces_of)
            .unwrap_or_default()
    }

    /// The shipped track with file stem `stem`.
    ///
    /// # Errors
    /// When no shipped track has that stem.
    pub fn track(&self, stem: &str) -> Result<Track, Vec<String>> {
        self.tracks
            .iter()
            .find(|(s, _)| s == stem)
            .map(|(_, track)| track.clone())
            .ok_or_else(|| vec![i18n::tr!("notice-no-shipped-track", stem = stem)])
    }
}
