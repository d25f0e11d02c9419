//! Getting a track for the mission: the shipped ones, a generated one, or a file; and turning a
//! track into the [`MissionPlan`] the mission screen runs.

use missions::generate::{GenerateOptions, generate};
use missions::timeline::{Tempo, Timeline};
use missions::track::{Track, TrackKind};

/// The chosen track, ready to run.
#[derive(Debug, Clone)]
pub struct MissionPlan {
    /// The track's name ("Mission 1").
    pub name: String,
    /// The cursor over the track's cues for this crew size.
    pub timeline: Timeline,
    /// The track's own soundtrack file, if it names one.
    pub soundtrack: Option<String>,
    /// The modules the track is made for (a double-action track's `double-actions`): the
    /// game entered after the Action Round plays them.
    pub modules: engine::Modules,
    /// Test run, simulation or mission: only a mission earns XP (RULINGS.md CA2).
    pub kind: missions::TrackKind,
}

/// A shipped track as the setup screen lists it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TrackEntry {
    /// The file stem (`mission-1`), remembered in the settings.
    pub stem: String,
    /// The track's name (`Mission 1`).
    pub name: String,
}

/// The shipped tracks of one kind.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TrackGroup {
    /// "Missions", "Test runs"...
    pub title: &'static str,
    /// The tracks, in shipped order.
    pub tracks: Vec<TrackEntry>,
    /// Listed in a drop-down menu rather than as chips: the 18 double-action missions would
    /// take three rows of chips and push the rest of the setup screen down.
    pub menu: bool,
}

/// The setup screen's headings, in campaign order: one per kind of track, then The New
/// Frontier's double-action missions.
pub const GROUP_TITLES: [&str; 5] = [
    "Test runs",
    "Simulations",
    "Advanced simulations",
    "Missions",
    "Double-action missions",
];

/// The group (an index of [`GROUP_TITLES`]) the setup screen lists `track` in.
pub fn group_of(track: &Track) -> usize {
    if track.modules.double_actions {
        return GROUP_TITLES.len() - 1;
    }
    match track.kind {
        TrackKind::TestRun => 0,
        TrackKind::Simulation => 1,
        TrackKind::AdvancedSimulation => 2,
        TrackKind::Mission => 3,
    }
}

/// The shipped tracks grouped as the setup screen lists them, in shipped order within a group.
pub fn groups<'a>(parsed: impl IntoIterator<Item = (&'a str, &'a Track)>) -> Vec<TrackGroup> {
    let mut groups: Vec<TrackGroup> = GROUP_TITLES
        .iter()
        .map(|&title| TrackGroup {
            title,
            tracks: Vec::new(),
            menu: title == GROUP_TITLES[GROUP_TITLES.len() - 1],
        })
        .collect();
    for (stem, track) in parsed {
        if let Some(group) = groups.get_mut(group_of(track)) {
            group.tracks.push(TrackEntry {
                stem: stem.to_owned(),
                name: track.name.clone(),
            });
        }
    }
    groups.retain(|g| !g.tracks.is_empty());
    groups
}

/// The shipped tracks grouped by kind, in campaign order (compiled in: the build checked them).
pub fn shipped_groups() -> Vec<TrackGroup> {
    let parsed = missions::track::shipped_tracks();
    groups(parsed.iter().map(|(s, t)| (s.as_str(), t)))
}

/// The shipped track with file stem `stem`.
///
/// # Errors
/// When no shipped track has that stem.
pub fn shipped_track(stem: &str) -> Result<Track, Vec<String>> {
    missions::track::shipped_tracks()
        .into_iter()
        .find(|(s, _)| s == stem)
        .map(|(_, track)| track)
        .ok_or_else(|| vec![i18n::tr!("files-no-shipped-track", stem = stem)])
}

/// Reads and parses a track file.
///
/// # Errors
/// Every problem of the file, each naming the file, line and column.
pub fn track_file(path: &str) -> Result<Track, Vec<String>> {
    let path = path.trim();
    if path.is_empty() {
        return Err(vec![i18n::tr!("files-type-track-path")]);
    }
    let file = std::path::Path::new(path);
    let mut track = read_mission(file, None)?;
    // The mission plays the file beside the track, as `render` does, not one of that name
    // in whatever folder the app was started from.
    track.soundtrack = soundtrack_path(file, &track).map(|p| p.to_string_lossy().into_owned());
    Ok(track)
}

/// A mission file as "Open a mission" and `import` read it: our YAML, or a community script
/// (`docs/formats.md` §13) in `format` or the one [`script_format`] finds, named after the
/// file's stem (the formats have no name).
///
/// # Errors
/// Every problem of the file, each naming the file, line and column, in the crew's words.
pub fn read_mission(
    path: &std::path::Path,
    format: Option<missions::community::Format>,
) -> Result<Track, Vec<String>> {
    let text = read_track_text(path).map_err(|err| vec![err])?;
    let file = path.display().to_string();
    let Some(format) = format.or_else(|| script_format(path, &text)) else {
        return Track::parse(&text, &file)
            .map_err(|err| err.0.iter().map(words::diagnostic::text).collect());
    };
    let name = path
        .file_stem()
        .map_or_else(|| file.clone(), |s| s.to_string_lossy().into_owned());
    missions::community::import(&text, Some(format), &name, &file).map_err(|e| {
        crate::imported::error(&file, &e)
            .lines()
            .map(str::to_owned)
            .collect()
    })
}

/// The community format of a mission file, `None` for our YAML: by the extension (`.yaml`,
/// `.yml`; `.xml`; `.txt` for a code string), else by the content (XML starts with `<`, our
/// YAML has its `phases:`).
pub fn script_format(path: &std::path::Path, text: &str) -> Option<missions::community::Format> {
    use missions::community::Format;
    let ext = path
        .extension()
        .and_then(|e| e.to_str())
        .map(str::to_ascii_lowercase);
    match ext.as_deref() {
        Some("yaml" | "yml") => None,
        Some("xml") => Some(Format::Xml),
        Some("txt") => Some(Format::Flash),
        _ if Format::detect(text) == Format::Xml => Some(Format::Xml),
        _ if text.contains("phases:") => None,
        _ => Some(Format::Flash),
    }
}

/// The file a track's `soundtrack:` names, relative to the folder of the track file
/// `track_file` (docs/formats.md §1): the one rule the app and `render` both follow.
pub fn soundtrack_path(track_file: &std::path::Path, track: &Track) -> Option<std::path::PathBuf> {
    let named = std::path::Path::new(track.soundtrack.as_deref()?);
    let folder = track_file.parent().unwrap_or(std::path::Path::new(""));
    Some(folder.join(named))
}

/// The largest track file read: the longest valid track is a few kilobytes.
const LARGEST_TRACK: u64 = 1024 * 1024;

/// Reads a track file's text, refusing what is not a regular file of a sensible size: a
/// device or a pipe (`/dev/zero`, a FIFO) could be read forever.
///
/// # Errors
/// What is wrong, naming the file.
pub fn read_track_text(path: &std::path::Path) -> Result<String, String> {
    use std::io::Read as _;
    let file = path.display();
    let cannot = |e: std::io::Error| {
        i18n::tr!(
            "files-cannot-read-track",
            file = file.to_string(),
            reason = e.to_string()
        )
    };
    let meta = std::fs::metadata(path).map_err(cannot)?;
    if !meta.is_file() {
        return Err(i18n::tr!(
            "files-track-not-regular",
            file = file.to_string()
        ));
    }
    let mut bytes = Vec::new();
    std::fs::File::open(path)
        .and_then(|f| f.take(LARGEST_TRACK + 1).read_to_end(&mut bytes))
        .map_err(cannot)?;
    if bytes.len() as u64 > LARGEST_TRACK {
        return Err(i18n::tr!("files-track-too-large", file = file.to_string()));
    }
    // A byte that is not UTF-8 is reported at its line and column.
    missions::diag::utf8(&bytes, &file.to_string())
        .map(str::to_owned)
        .map_err(|diagnostics| words::diagnostic::all(&diagnostics))
}

/// The plan the mission screen runs for `track` and a crew of `players` (androids do not
/// count: an unconfirmed report is a threat only for five people, R8).
pub fn plan(track: &Track, players: u8) -> MissionPlan {
    plan_at(track, players, Tempo::NORMAL)
}

/// The plan of [`plan`] at a slower `tempo`: the whole timeline stretched.
pub fn plan_at(track: &Track, players: u8, tempo: Tempo) -> MissionPlan {
    MissionPlan {
        name: track.name.clone(),
        timeline: Timeline::at_tempo(track, players, tempo),
        soundtrack: track.soundtrack.clone(),
        modules: track.modules,
        kind: track.kind,
    }
}

/// The generator's options for a crew of `players` (4 or 5; fewer play a 4-player track)
/// and `points` of threats (0: the CD's difficulty).
pub fn generate_options(players: u8, points: u8) -> GenerateOptions {
    let options = GenerateOptions::new(players.clamp(4, 5));
    if points == 0 {
        return options;
    }
    let (low, high) = options.difficulty_range();
    options.with_difficulty(points.clamp(low, high))
}

/// A random mission for `players` with `points` of threats, generated from `seed` (the
/// generator names it after its seed, so the crew can play it again).
pub fn generated_track(seed: u64, players: u8, points: u8) -> Track {
    generate(&generate_options(players, points), seed)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_track_files_soundtrack_is_the_file_beside_the_track() {
        let dir = tempfile::tempdir().unwrap();
        let track_path = dir.path().join("mine.yaml");
        let src = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../missions/tracks/test-run-1.yaml"
        ))
        .unwrap()
        .replace("phases:", "soundtrack: music/bed.ogg\nphases:");
        std::fs::write(&track_path, src).unwrap();
        let track = track_file(track_path.to_str().unwrap()).unwrap();
        let beside = dir.path().join("music/bed.ogg");
        assert_eq!(plan(&track, 4).soundtrack.as_deref(), beside.to_str());
        // An absolute path stays where it is.
        let absolute = Track {
            soundtrack: Some("/srv/bed.ogg".into()),
            ..track
        };
        assert_eq!(
            soundtrack_path(&track_path, &absolute),
            Some(std::path::PathBuf::from("/srv/bed.ogg"))
        );
    }
}
