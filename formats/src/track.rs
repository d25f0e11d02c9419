//! Mission tracks: what the ship's computer announces during one Action Round.
//!
//! A track is the YAML file of `docs/formats.md` §1: a name, a kind, the ends of the phases
//! and a time-sorted list of events (threats, incoming data, data transfers, communications
//! down). [`Track::parse`] loads and validates one, reporting every problem with its file,
//! line, column and field; [`Track::to_yaml`] writes one back. The phase warnings and
//! countdowns are never stored: `missions::timeline` derives them from the phase ends.

mod parse;
mod validate;
mod yaml;

use engine::{Modules, ThreatZone};

pub use crate::announcement::ThreatEvent;
use crate::diag::Diagnostics;

pub use validate::{allowed_turns, reserved};

/// A track the YAML writer could not write, with the writer's reason.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("the track cannot be written as YAML: {0}")]
pub struct WriteError(pub String);

/// The kinds of track, from the first training run to the real missions.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    strum::IntoStaticStr,
    strum::EnumString,
    strum::VariantArray,
)]
#[strum(serialize_all = "kebab-case")]
pub enum TrackKind {
    /// A two-phase, seven-turn training track with normal external threats only.
    TestRun,
    /// A training track that adds serious threats and unconfirmed reports.
    Simulation,
    /// A training track that adds internal threats.
    AdvancedSimulation,
    /// A full mission.
    Mission,
}

impl TrackKind {
    /// The name used in files: `test-run`, `simulation`, `advanced-simulation` or `mission`.
    pub fn name(self) -> &'static str {
        self.into()
    }

    /// Parses a file name of a kind.
    pub fn parse(s: &str) -> Option<TrackKind> {
        s.parse().ok()
    }

    /// How many phases a track of this kind has: two for a test run, three otherwise.
    pub fn phase_count(self) -> usize {
        match self {
            TrackKind::TestRun => 2,
            _ => 3,
        }
    }

    /// The last turn of the Action Round: a test run has 7 turns, the others 12; threats can
    /// appear at most on turn 8 (a mission) or 7 (a test run).
    pub fn last_threat_turn(self) -> u8 {
        match self {
            TrackKind::TestRun => 7,
            _ => 8,
        }
    }
}

/// What happens at one moment of a track.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EventKind {
    /// A threat announcement.
    Threat(ThreatEvent),
    /// "Incoming data": every crew member may take one card from the deck.
    IncomingData,
    /// "Data transfer": crew members may hand each other a card during the countdown.
    DataTransfer,
    /// "Communication system down": the crew may not talk for `seconds`.
    CommsDown {
        /// Length of the blackout, up to "communications restored".
        seconds: u32,
    },
}

impl EventKind {
    /// The `type:` name used in files.
    pub fn type_name(&self) -> &'static str {
        match self {
            EventKind::Threat(_) => "threat",
            EventKind::IncomingData => "incoming-data",
            EventKind::DataTransfer => "data-transfer",
            EventKind::CommsDown { .. } => "comms-down",
        }
    }
}

/// One event of a track.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Event {
    /// Seconds from the start of the track.
    pub at: u32,
    /// What happens.
    pub kind: EventKind,
}

/// A mission track (`docs/formats.md` §1).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Track {
    /// Shown in the UI and written to the ship's log.
    pub name: String,
    /// Which kind of track it is.
    pub kind: TrackKind,
    /// The New Frontier modules the track is made for (`modules:`, the base game when
    /// absent). A game played from the track plays them ([`Track::game_modules`]); a
    /// double-action track may announce an external and an internal threat for one turn.
    pub modules: Modules,
    /// The end of each phase in seconds from the start (two for a test run, three otherwise).
    /// The last one is the end of the Action Round.
    pub phases: Vec<u32>,
    /// A user-supplied audio file to play instead of the generated soundtrack.
    pub soundtrack: Option<String>,
    /// The events, sorted by time.
    pub events: Vec<Event>,
}

/// One threat the crew draws a card for: the basis of a game file's `threats:` list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ThreatSlot {
    /// The turn the threat appears on.
    pub turn: u8,
    /// Where it appears.
    pub zone: ThreatZone,
    /// A serious threat (drawn from the serious pile).
    pub serious: bool,
    /// Announced as an unconfirmed report (present only with 5 players).
    pub unconfirmed: bool,
    /// When it is announced, in seconds from the start of the track.
    pub at: u32,
}

impl Track {
    /// Parses and validates a track from its YAML text. `file` names the input in the
    /// diagnostics. Every problem found is reported, each with its line, column and field.
    pub fn parse(src: &str, file: &str) -> Result<Track, Diagnostics> {
        parse::parse(src, file)
    }

    /// Checks a track built in code (the generator's, or an edited one) against the rules of
    /// `docs/formats.md` §1. The diagnostics name the field (`events[3].turn`) but carry no
    /// line: the track has no source text.
    pub fn validate(&self, file: &str) -> Result<(), Diagnostics> {
        let problems = validate::check(
            self.kind,
            self.modules,
            Some(&self.phases),
            &self.indexed_events(),
        );
        Diagnostics(
            problems
                .into_iter()
                .map(|p| p.into_diagnostic(file, None))
                .collect(),
        )
        .into_result(())
    }

    /// The track as YAML text in the format [`Track::parse`] reads: one event per line.
    ///
    /// # Errors
    /// [`WriteError`] if the YAML writer refuses a value (it takes any text double-quoted, so
    /// this is not expected of a track).
    pub fn to_yaml(&self) -> Result<String, WriteError> {
        yaml::write(self).map_err(|e| WriteError(e.to_string()))
    }

    /// The modules of a game played from this track: those chosen at setup and every module
    /// the track is made for (a double-action track is always played with double actions).
    pub fn game_modules(&self, chosen: Modules) -> Modules {
        let mut out = chosen;
        for module in self.modules.on() {
            out.set(module, true);
        }
        out
    }

    /// The turns on which the track announces two threats (one external, one internal): the
    /// double threats of a double-action track, in turn order.
    pub fn shared_turns(&self) -> Vec<u8> {
        let mut seen = [0u8; 9];
        for (_, t) in self.threats() {
            if let Some(n) = seen.get_mut(usize::from(t.turn)) {
                *n += 1;
            }
        }
        (1u8..=8)
            .filter(|&turn| seen.get(usize::from(turn)).is_some_and(|&n| n > 1))
            .collect()
    }

    /// The end of the Action Round, in seconds (the end of the last phase).
    pub fn duration(&self) -> u32 {
        self.phases.last().copied().unwrap_or(0)
    }

    /// The phase (1-based) that is running `at` seconds into the track, or `None` after the
    /// end of the last phase.
    pub fn phase_at(&self, at: u32) -> Option<u8> {
        phase_at(&self.phases, at)
    }

    /// The threat announcements of the track, in order.
    pub fn threats(&self) -> impl Iterator<Item = (u32, &ThreatEvent)> {
        self.events.iter().filter_map(|e| match &e.kind {
            EventKind::Threat(t) => Some((e.at, t)),
            _ => None,
        })
    }

    /// The threats a crew of `players` must draw cards for, in order of announcement.
    /// Unconfirmed reports are included only with 5 players (R8).
    pub fn threat_slots(&self, players: u8) -> Vec<ThreatSlot> {
        self.threats()
            .filter(|(_, t)| t.counts_for(players))
            .map(|(at, t)| ThreatSlot {
                turn: t.turn,
                zone: t.zone,
                serious: t.serious,
                unconfirmed: t.unconfirmed,
                at,
            })
            .collect()
    }

    fn indexed_events(&self) -> Vec<(usize, Event)> {
        self.events.iter().copied().enumerate().collect()
    }
}

/// The 1-based phase running at `at` seconds, given the phase ends.
pub(crate) fn phase_at(phases: &[u32], at: u32) -> Option<u8> {
    phases
        .iter()
        .position(|&end| at < end)
        .and_then(|i| u8::try_from(i + 1).ok())
}

#[cfg(test)]
mod tests {
    use super::Track;
    use crate::diag::{Problem, TooLarge, YamlProblem};

    /// Track files share the game files' problems of YAML errors (`yaml::syntax_error`): no
    /// reader options or budgets named.
    #[test]
    fn track_files_get_the_same_problems() {
        let dup = "name: A\nkind: mission\nname: B\nphases: [\"3:45\", \"7:30\", \"10:00\"]\n";
        let err = Track::parse(dup, "t.yaml").unwrap_err();
        let d = &err.0[0];
        assert_eq!((d.line, d.column), (Some(3), Some(1)));
        assert_eq!(
            *d.problem,
            Problem::Yaml(YamlProblem::KeyTwice(Some("name".into())))
        );
        let deep = format!(
            "name: A\nkind: mission\nevents: {}{}\n",
            "[".repeat(70),
            "]".repeat(70)
        );
        let err = Track::parse(&deep, "t.yaml").unwrap_err();
        assert_eq!(
            *err.0[0].problem,
            Problem::Yaml(YamlProblem::TooLarge(TooLarge::Deep))
        );
    }
}
