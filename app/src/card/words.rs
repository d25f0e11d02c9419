//! The card's words in the current language ([`i18n::language`]): its headings, the "what"
//! and "detail" columns, the zones, the track's display name and the announcer's words (the
//! `cues` area, one message per clip, the words of that language's voice). In English the
//! card reads as the Timeline's own words, byte for byte.

use i18n::tr;
use missions::card::{CardLine, LineKind, clock};
use missions::cue::CueKind;
use missions::track::TrackKind;
use missions::zone_mark::ZoneMark;

/// The "what" column of a line.
pub fn kind(kind: LineKind) -> String {
    match kind {
        LineKind::Start => tr!("card-kind-start"),
        LineKind::Threat => tr!("card-kind-threat"),
        LineKind::Ignored => tr!("card-kind-ignored"),
        LineKind::IncomingData => tr!("card-kind-incoming-data"),
        LineKind::DataTransfer => tr!("card-kind-data-transfer"),
        LineKind::CommsDown => tr!("card-kind-comms-down"),
        LineKind::CommsRestored => tr!("card-kind-comms-restored"),
        LineKind::Warning => tr!("card-kind-warning"),
        LineKind::PhaseEnd => tr!("card-kind-phase-end"),
    }
}

/// A zone's name as the card shows it: "Red", "Internal".
pub fn zone_name(mark: &ZoneMark) -> String {
    match mark.letter {
        'R' => tr!("card-zone-red"),
        'W' => tr!("card-zone-white"),
        'B' => tr!("card-zone-blue"),
        _ => tr!("card-zone-internal"),
    }
}

/// The "detail" column: "T+3 · red · serious", "blackout 20 s, to 3:10".
pub fn detail(line: &CardLine) -> String {
    let cue = &line.cue;
    match cue.kind {
        CueKind::MissionStart => tr!("card-detail-start"),
        CueKind::Threat {
            turn,
            serious,
            unconfirmed,
            ..
        } => {
            let zone = line.zone.as_ref().map(zone_name).unwrap_or_default();
            let mut detail = tr!(
                "card-detail-threat",
                turn = turn,
                zone = zone.to_lowercase()
            );
            detail.push_str(&if serious {
                tr!("card-detail-serious")
            } else {
                tr!("card-detail-common")
            });
            if unconfirmed {
                detail.push_str(&tr!("card-detail-unconfirmed"));
            }
            detail
        }
        CueKind::IgnoredReport { turn, crew } => {
            tr!("card-detail-ignored", turn = turn, crew = crew)
        }
        CueKind::IncomingData => String::new(),
        CueKind::DataTransfer => {
            let at = clock(cue.at_ms + cue.duration_ms());
            tr!("card-detail-transfer", at = at)
        }
        CueKind::CommsDown { seconds, lasts_ms } => {
            let to = clock(cue.at_ms + lasts_ms);
            tr!("card-detail-blackout", seconds = seconds, to = to)
        }
        CueKind::CommsRestored => tr!("card-detail-blackout-over"),
        CueKind::PhaseWarning { phase, .. } => tr!("card-detail-warning", phase = phase),
        CueKind::PhaseEnd { phase, last } => {
            let at = clock(cue.at_ms + missions::timeline::countdown_ms());
            if last {
                tr!("card-detail-last-end", at = at)
            } else {
                tr!("card-detail-phase-end", phase = phase, at = at)
            }
        }
    }
}

/// The words the announcer speaks, in the current language (the mission screen's words).
pub fn spoken(line: &CardLine) -> String {
    crate::spoken::words(&line.cue)
}

/// A track's kind as the card's heading says it: "Mission", "Double-action mission".
pub fn kind_words(kind: TrackKind, double_actions: bool) -> String {
    match (kind, double_actions) {
        (TrackKind::TestRun, false) => tr!("card-track-kind-test-run"),
        (TrackKind::Simulation, false) => tr!("card-track-kind-simulation"),
        (TrackKind::AdvancedSimulation, false) => tr!("card-track-kind-advanced-simulation"),
        (TrackKind::Mission, false) => tr!("card-track-kind-mission"),
        (TrackKind::TestRun, true) => tr!("card-track-kind-double-test-run"),
        (TrackKind::Simulation, true) => tr!("card-track-kind-double-simulation"),
        (TrackKind::AdvancedSimulation, true) => {
            tr!("card-track-kind-double-advanced-simulation")
        }
        (TrackKind::Mission, true) => tr!("card-track-kind-double-mission"),
    }
}

/// A shipped track's name as shown in the language ("Advanced simulation 1" is "Fortgeschrittene
/// Simulation 1" in German); any other name (a homebrew track's) as written.
pub fn track_name(name: &str) -> String {
    match name {
        "First test run" => return tr!("card-track-first-test-run"),
        "Second test run" => return tr!("card-track-second-test-run"),
        _ => {}
    }
    let Some((stem, number)) = name.rsplit_once(' ') else {
        return name.to_owned();
    };
    let Ok(n) = number.parse::<u32>() else {
        return name.to_owned();
    };
    match stem {
        "Mission" => tr!("card-track-mission", n = n),
        "Simulation" => tr!("card-track-simulation", n = n),
        "Advanced simulation" => tr!("card-track-advanced-simulation", n = n),
        "Double-action mission" => tr!("card-track-double-mission", n = n),
        "Double-action easier mission" => tr!("card-track-double-easier-mission", n = n),
        _ => name.to_owned(),
    }
}
