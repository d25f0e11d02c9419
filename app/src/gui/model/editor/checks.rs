//! The mission editor's checks, run on every change: the loader's own rules
//! ([`Track::validate`], the same check `Track::parse` runs on a file) as problems with their
//! place, and the CD profile's invariants (`missions::generate::profile_violations`, what the
//! CD's missions always do) as advice. No rule is written here: only where each finding is
//! and its words.

use i18n::tr;
use missions::diag::format_time;
use missions::track::{EventKind, Track, TrackKind};

/// A rule of the loader the track breaks: where, and why in the crew's words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    /// The announcement it is about (index in the track's events), if one.
    pub event: Option<usize>,
    /// Where: "Phase 2 · 4:35 · Threat", "End of phase 1".
    pub place: String,
    /// Why, as the loader's diagnostics say it.
    pub reason: String,
}

/// Every rule of the loader that `track` breaks (none: it loads).
pub fn problems(track: &Track) -> Vec<Problem> {
    let Err(diagnostics) = track.validate("editor") else {
        return Vec::new();
    };
    diagnostics
        .0
        .iter()
        .map(|d| {
            let field = d.field.as_deref().unwrap_or_default();
            let event = index_in(field, "events[");
            let place = match (event, index_in(field, "phases[")) {
                (Some(i), _) => event_place(track, i),
                (None, Some(p)) => tr!("editor-place-phase-end", phase = p + 1),
                (None, None) => tr!("editor-place-track"),
            };
            Problem {
                event,
                place,
                reason: words::diagnostic::problem(&d.problem),
            }
        })
        .collect()
}

/// `3` of `events[3].turn` (with `prefix` `events[`).
fn index_in(field: &str, prefix: &str) -> Option<usize> {
    let rest = field.strip_prefix(prefix)?;
    rest.split(']').next()?.parse().ok()
}

/// Where an announcement is: its phase, its time and what it is.
pub fn event_place(track: &Track, index: usize) -> String {
    let Some(event) = track.events.get(index) else {
        return tr!("editor-place-track");
    };
    let what = kind_name(&event.kind);
    match track.phase_at(event.at) {
        Some(phase) => tr!(
            "editor-place-event",
            phase = phase,
            at = format_time(event.at),
            what = what
        ),
        None => tr!(
            "editor-place-event-after",
            at = format_time(event.at),
            what = what
        ),
    }
}

/// An announcement's type in words: "Threat", "Incoming data".
pub fn kind_name(kind: &EventKind) -> String {
    match kind {
        EventKind::Threat(_) => tr!("card-kind-threat"),
        EventKind::IncomingData => tr!("card-kind-incoming-data"),
        EventKind::DataTransfer => tr!("card-kind-data-transfer"),
        EventKind::CommsDown { .. } => tr!("card-kind-comms-down"),
    }
}

/// What the CD's missions do that `track` does not, one line per invariant of the profile
/// (a mission of three phases only; a five-crew table, the CD's 8 threat points). Advice,
/// never an error: a crew's mission may be harder or stranger than the CD's on purpose.
pub fn advice(track: &Track) -> Vec<String> {
    if track.kind != TrackKind::Mission {
        return Vec::new();
    }
    let mut names: Vec<String> = missions::generate::profile_violations(track, 5)
        .iter()
        .filter_map(|v| v.split_once(':').map(|(name, _)| name.to_owned()))
        .collect();
    names.dedup();
    let mut lines: Vec<String> = Vec::new();
    // Several invariants share one habit's words: each is said once.
    for line in names.iter().filter_map(|name| invariant(name)) {
        if !lines.contains(&line) {
            lines.push(line);
        }
    }
    lines
}

/// The CD's habit an invariant of the profile names, in words (`None`: the loader's own
/// rules, which the problems already say).
fn invariant(name: &str) -> Option<String> {
    Some(match name {
        "grid" => tr!("editor-cd-grid"),
        "start" => tr!("editor-cd-start"),
        "phase-lengths" => tr!("editor-cd-phase-lengths"),
        "threat-points" => tr!("editor-cd-threat-points"),
        "unconfirmed-report" => tr!("editor-cd-unconfirmed"),
        "serious-threats" => tr!("editor-cd-serious"),
        "internal-threats" => tr!("editor-cd-internal"),
        "turn-phase" | "turn-order" | "one-per-turn" | "turn-windows" => tr!("editor-cd-turns"),
        "adjacent-internal" => tr!("editor-cd-adjacent-internal"),
        "half-threats" | "half-points" => tr!("editor-cd-per-phase"),
        "zones" => tr!("editor-cd-zones"),
        "first-threat" | "threat-gaps" | "last-threat" => tr!("editor-cd-timing"),
        "incoming-data" | "data-transfers" | "data-every-phase" => tr!("editor-cd-data"),
        "comms-down" => tr!("editor-cd-blackouts"),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gui::model::editor::{Change, MissionDraft, NewKind};

    #[test]
    fn a_threat_in_the_third_phase_is_a_problem_at_its_place_and_a_cd_track_has_no_advice() {
        let mut d = MissionDraft::new("Mine".into(), "mine".into());
        assert!(problems(&d.track).is_empty());
        d.change(Change::Add(NewKind::Threat.event(&d.track, 500)));
        let found = problems(&d.track);
        assert_eq!(found.len(), 1, "{found:?}");
        assert_eq!(found[0].event, Some(0));
        assert_eq!(found[0].place, "Phase 3 · 8:20 · Threat");
        assert!(
            !advice(&d.track).is_empty(),
            "an empty mission is no CD mission"
        );
        let (_, cd) = missions::track::shipped_tracks()
            .into_iter()
            .find(|(stem, _)| stem == "mission-1")
            .unwrap();
        assert!(problems(&cd).is_empty());
        assert!(advice(&cd).is_empty());
    }
}
