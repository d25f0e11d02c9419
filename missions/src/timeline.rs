//! The Action Round as a sequence of cues, and a cursor over it.
//!
//! [`cues`] turns a track into everything the ship's computer says, in order: the start
//! announcement, each event with its spoken parts, the phase warnings and countdowns derived
//! from the phase ends, and the end of each communications blackout.
//!
//! [`Timeline`] is a sans-IO cursor over those cues, in the manner of quinn-proto: it never
//! reads a clock. It is told the **mission time** (milliseconds since the start of the track,
//! not counting pauses) and answers with the cues that became due; it also knows its next
//! deadline, so the driver can sleep until then. Pausing is a matter of the mission time
//! standing still: [`MissionClock`] turns the wall-clock milliseconds the app reads into
//! mission time, with pause, resume and seek, again with every time passed in.

mod clock;

use engine::ThreatZone;

pub use clock::MissionClock;

use crate::cue::{Cue, CueKind};
use crate::track::{EventKind, ThreatEvent, Track, reserved};

/// Seconds before a phase end at which the warnings are spoken ("ends in one minute",
/// "ends in twenty seconds").
pub const WARNINGS: [u32; 2] = [60, 20];

/// How long a data transfer lasts, from its announcement to "data transfer complete"
/// (the clip with its countdown runs about 13 s, `missions.md` 1).
pub const DATA_TRANSFER_SECONDS: u32 = 13;

const MS: u64 = 1000;

fn millis(seconds: u32) -> u64 {
    u64::from(seconds) * MS
}

const TURN_CLIPS: [&str; 8] = [
    "time_t_plus_1",
    "time_t_plus_2",
    "time_t_plus_3",
    "time_t_plus_4",
    "time_t_plus_5",
    "time_t_plus_6",
    "time_t_plus_7",
    "time_t_plus_8",
];

/// The clips and words of a threat announcement (`missions.md` 4.1, composition rules):
/// alert, [unconfirmed report], time T plus N, kind, [zone], repeat, and the same words again.
fn threat_cue(at: u32, t: &ThreatEvent) -> Cue {
    let (kind_clip, kind_text) = match (t.zone, t.serious) {
        (ThreatZone::Internal, false) => ("internal_threat", "Internal threat"),
        (ThreatZone::Internal, true) => ("serious_internal_threat", "Serious internal threat"),
        (ThreatZone::External(_), false) => ("threat", "Threat"),
        (ThreatZone::External(_), true) => ("serious_threat", "Serious threat"),
    };
    let zone = match t.zone {
        ThreatZone::External(z) => Some(z),
        ThreatZone::Internal => None,
    };
    let turn_clip = TURN_CLIPS.get(usize::from(t.turn).wrapping_sub(1)).copied();
    let mut words: Vec<&'static str> = Vec::with_capacity(5);
    if t.unconfirmed {
        words.push("unconfirmed_report");
    }
    words.extend(turn_clip);
    words.push(kind_clip);
    if let Some(z) = zone {
        words.push(match z {
            engine::Zone::Red => "zone_red",
            engine::Zone::White => "zone_white",
            engine::Zone::Blue => "zone_blue",
        });
    }
    let mut clips = Vec::with_capacity(2 + 2 * words.len());
    clips.push("alert");
    clips.extend(&words);
    clips.push("repeat");
    clips.extend(&words);

    let mut text = String::new();
    if t.unconfirmed {
        text.push_str("Unconfirmed report. ");
    }
    text.push_str(&format!("Time T plus {}. {kind_text}.", t.turn));
    if let Some(z) = zone {
        text.push_str(&format!(" Zone {}.", z.name()));
    }
    Cue {
        at_ms: millis(at),
        kind: CueKind::Threat {
            turn: t.turn,
            zone,
            serious: t.serious,
            unconfirmed: t.unconfirmed,
        },
        clips,
        text,
    }
}

/// The spoken name of a phase in its warnings: "First phase", "Second phase", or "Operation"
/// for the last one.
fn phase_words(phase: usize, last: bool) -> (&'static str, &'static str) {
    match (phase, last) {
        (_, true) => ("operation", "Operation"),
        (1, _) => ("first_phase", "First phase"),
        _ => ("second_phase", "Second phase"),
    }
}

fn warning_cue(end: u32, phase: usize, last: bool, seconds_left: u32) -> Cue {
    let (stem, words) = phase_words(phase, last);
    let (clip, text) = match (stem, seconds_left) {
        ("operation", 60) => ("operation_ends_in_1_minute", "ends in one minute"),
        ("operation", _) => ("operation_ends_in_20_seconds", "ends in twenty seconds"),
        ("first_phase", 60) => ("first_phase_ends_in_1_minute", "ends in one minute"),
        ("first_phase", _) => ("first_phase_ends_in_20_seconds", "ends in twenty seconds"),
        (_, 60) => ("second_phase_ends_in_1_minute", "ends in one minute"),
        _ => ("second_phase_ends_in_20_seconds", "ends in twenty seconds"),
    };
    Cue {
        at_ms: millis(end.saturating_sub(seconds_left)),
        kind: CueKind::PhaseWarning {
            phase: u8::try_from(phase).unwrap_or(u8::MAX),
            seconds_left,
        },
        clips: vec![clip],
        text: format!("{words} {text}."),
    }
}

fn phase_end_cue(end: u32, phase: usize, last: bool) -> Cue {
    let (clips, text) = match (phase, last) {
        (_, true) => (
            vec!["operation_ends"],
            "Operation ends in five, four, three, two, one. Mission complete.",
        ),
        (1, _) => (
            vec!["first_phase_ends", "second_phase_begins"],
            "First phase ends in five, four, three, two, one. Second phase begins.",
        ),
        _ => (
            vec!["second_phase_ends", "third_phase_begins"],
            "Second phase ends in five, four, three, two, one. Third phase begins.",
        ),
    };
    Cue {
        at_ms: millis(end.saturating_sub(reserved::COUNTDOWN_BEFORE)),
        kind: CueKind::PhaseEnd {
            phase: u8::try_from(phase).unwrap_or(u8::MAX),
            last,
        },
        clips,
        text: text.to_string(),
    }
}

/// Every cue of `track` for a crew of `players`, sorted by time.
///
/// Unconfirmed reports are announced only with 5 players (R8). The phase warnings come at
/// end − 60 s and end − 20 s, the countdown of each phase starts at end − 7 s and finishes on
/// the phase end, and a communications-down is followed by "communications restored" when its
/// blackout ends.
pub fn cues(track: &Track, players: u8) -> Vec<Cue> {
    let mut out = Vec::with_capacity(track.events.len() + 4 * track.phases.len() + 4);
    out.push(Cue {
        at_ms: 0,
        kind: CueKind::MissionStart,
        clips: vec!["begin_first_phase"],
        text: "Alert. Enemy activity detected. Please begin first phase.".to_string(),
    });
    for event in &track.events {
        match event.kind {
            EventKind::Threat(t) if !t.counts_for(players) => {}
            EventKind::Threat(t) => out.push(threat_cue(event.at, &t)),
            EventKind::IncomingData => out.push(Cue {
                at_ms: millis(event.at),
                kind: CueKind::IncomingData,
                clips: vec!["incoming_data"],
                text: "Incoming data.".to_string(),
            }),
            EventKind::DataTransfer => out.push(Cue {
                at_ms: millis(event.at),
                kind: CueKind::DataTransfer,
                clips: vec!["data_transfer"],
                text: "Data transfer. Five, four, three, two, one. Data transfer complete."
                    .to_string(),
            }),
            EventKind::CommsDown { seconds } => {
                out.push(Cue {
                    at_ms: millis(event.at),
                    kind: CueKind::CommsDown { seconds },
                    clips: vec!["communications_down"],
                    text: "Communication system down.".to_string(),
                });
                out.push(Cue {
                    at_ms: millis(event.at.saturating_add(seconds)),
                    kind: CueKind::CommsRestored,
                    clips: vec!["communications_restored"],
                    text: "Communications restored.".to_string(),
                });
            }
        }
    }
    let count = track.phases.len();
    for (i, &end) in track.phases.iter().enumerate() {
        let last = i + 1 == count;
        for seconds in WARNINGS {
            out.push(warning_cue(end, i + 1, last, seconds));
        }
        out.push(phase_end_cue(end, i + 1, last));
    }
    // A stable sort: cues at the same moment keep the order above.
    out.sort_by_key(|c| c.at_ms);
    out
}

/// The phase running at some mission time.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PhaseStatus {
    /// The phase, 1-based.
    pub phase: u8,
    /// Whether it is the last phase of the track.
    pub last: bool,
    /// When it ends, in mission milliseconds.
    pub ends_ms: u64,
    /// Milliseconds left until it ends.
    pub left_ms: u64,
}

/// A communications blackout in progress.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Blackout {
    /// When it started, in mission milliseconds.
    pub started_ms: u64,
    /// When communications are restored.
    pub ends_ms: u64,
    /// Milliseconds of silence left.
    pub left_ms: u64,
}

/// A data transfer in progress.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Transfer {
    /// When it was announced, in mission milliseconds.
    pub started_ms: u64,
    /// When it completes ([`DATA_TRANSFER_SECONDS`] after the announcement).
    pub ends_ms: u64,
    /// Milliseconds left.
    pub left_ms: u64,
}

/// A cursor over the cues of a track, told the mission time (see the module documentation).
///
/// [`Timeline::advance`] yields each cue once, in order; [`Timeline::seek`] moves the cursor.
/// The queries (`phase_at`, `blackout_at`, ...) are pure functions of a mission time and do
/// not move the cursor.
#[derive(Debug, Clone)]
pub struct Timeline {
    cues: Vec<Cue>,
    next: usize,
    phases: Vec<u64>,
    blackouts: Vec<(u64, u64)>,
    transfers: Vec<u64>,
}

impl Timeline {
    /// A timeline at mission time 0 over the cues of `track` for a crew of `players`.
    pub fn new(track: &Track, players: u8) -> Self {
        let mut blackouts = Vec::new();
        let mut transfers = Vec::new();
        for e in &track.events {
            match e.kind {
                EventKind::CommsDown { seconds } => {
                    blackouts.push((millis(e.at), millis(e.at.saturating_add(seconds))))
                }
                EventKind::DataTransfer => transfers.push(millis(e.at)),
                _ => {}
            }
        }
        Timeline {
            cues: cues(track, players),
            next: 0,
            phases: track.phases.iter().map(|&p| millis(p)).collect(),
            blackouts,
            transfers,
        }
    }

    /// All the cues, due or not.
    pub fn cues(&self) -> &[Cue] {
        &self.cues
    }

    /// The cues that became due since the last call (those at or before `now_ms`, mission
    /// time), in order. A cue is never yielded twice unless a backward [`Timeline::seek`]
    /// re-arms it. Cues that are overdue (the driver slept too long) are yielded all the same:
    /// the caller decides whether a late announcement is still worth playing.
    pub fn advance(&mut self, now_ms: u64) -> Vec<Cue> {
        let due = self
            .cues
            .get(self.next..)
            .unwrap_or(&[])
            .iter()
            .take_while(|c| c.at_ms <= now_ms)
            .count();
        let out = self
            .cues
            .get(self.next..self.next + due)
            .map(<[Cue]>::to_vec)
            .unwrap_or_default();
        self.next += due;
        out
    }

    /// The mission time at which the next cue becomes due, or `None` when every cue has been
    /// yielded.
    pub fn next_deadline(&self) -> Option<u64> {
        self.cues.get(self.next).map(|c| c.at_ms)
    }

    /// Moves the cursor to `ms` (mission time): the next [`Timeline::advance`] yields the cues
    /// at or after `ms` as they fall due; earlier cues are skipped. Seeking backwards re-arms
    /// the cues after the new position, which is what replaying part of a track means.
    pub fn seek(&mut self, ms: u64) {
        self.next = self.cues.partition_point(|c| c.at_ms < ms);
    }

    /// The end of each phase, in mission milliseconds.
    pub fn phase_ends(&self) -> &[u64] {
        &self.phases
    }

    /// The end of the Action Round, in mission milliseconds.
    pub fn duration_ms(&self) -> u64 {
        self.phases.last().copied().unwrap_or(0)
    }

    /// Whether the Action Round is over at `ms`.
    pub fn is_over(&self, ms: u64) -> bool {
        ms >= self.duration_ms()
    }

    /// The phase running at `ms` and the time left in it; `None` once the round is over.
    pub fn phase_at(&self, ms: u64) -> Option<PhaseStatus> {
        let i = self.phases.iter().position(|&end| ms < end)?;
        let ends_ms = self.phases.get(i).copied()?;
        Some(PhaseStatus {
            phase: u8::try_from(i + 1).ok()?,
            last: i + 1 == self.phases.len(),
            ends_ms,
            left_ms: ends_ms - ms,
        })
    }

    /// The communications blackout in progress at `ms`, if any.
    pub fn blackout_at(&self, ms: u64) -> Option<Blackout> {
        self.blackouts
            .iter()
            .find(|&&(start, end)| start <= ms && ms < end)
            .map(|&(started_ms, ends_ms)| Blackout {
                started_ms,
                ends_ms,
                left_ms: ends_ms - ms,
            })
    }

    /// The data transfer in progress at `ms`, if any, with its countdown.
    pub fn data_transfer_at(&self, ms: u64) -> Option<Transfer> {
        let length = millis(DATA_TRANSFER_SECONDS);
        self.transfers
            .iter()
            .find(|&&start| start <= ms && ms < start + length)
            .map(|&started_ms| Transfer {
                started_ms,
                ends_ms: started_ms + length,
                left_ms: started_ms + length - ms,
            })
    }

    /// Whether the crew may end the Action Round early at `ms`: once phase 2 is over no threat
    /// can be announced any more, so a crew that has planned its last turns may stop the clock.
    /// Never on a two-phase test run, whose phase 2 is its last.
    pub fn may_end_early(&self, ms: u64) -> bool {
        self.phases.len() >= 3
            && self.phases.get(1).is_some_and(|&end2| ms >= end2)
            && !self.is_over(ms)
    }
}
