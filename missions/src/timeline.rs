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
mod tempo;

use engine::ThreatZone;

pub use clock::MissionClock;
pub use tempo::{Tempo, TempoError};

use crate::cue::{Cue, CueKind, clip_ms, threat_parts, timing};
use crate::track::{EventKind, ThreatEvent, Track};

/// Seconds before a phase end at which the warnings are spoken ("ends in one minute",
/// "ends in twenty seconds").
pub const WARNINGS: [u32; 2] = [60, 20];

/// How long before a phase end its countdown clip starts: the clip's "one" ends exactly on the
/// phase end (the timing table, [`crate::cue::TIMINGS`]).
pub fn countdown_ms() -> u64 {
    u64::from(clip_ms("first_phase_ends"))
}

const MS: u64 = 1000;

fn millis(seconds: u32) -> u64 {
    u64::from(seconds) * MS
}

/// The cue of a threat announcement for a crew of `players`: an unconfirmed report is spoken
/// to every crew, as the CD does, but is a threat only for five (R8).
fn threat_cue(at_ms: u64, t: &ThreatEvent, players: u8) -> Cue {
    let (clips, kind_text) = threat_parts(t);
    let zone = match t.zone {
        ThreatZone::External(z) => Some(z),
        ThreatZone::Internal => None,
    };
    if !t.counts_for(players) {
        return Cue {
            at_ms,
            kind: CueKind::IgnoredReport {
                turn: t.turn,
                crew: players,
            },
            clips,
            text: format!("Unconfirmed report: ignored with {players} crew."),
        };
    }
    let mut text = String::new();
    if t.unconfirmed {
        text.push_str("Unconfirmed report. ");
    }
    text.push_str(&format!("Time T plus {}. {kind_text}.", t.turn));
    if let Some(z) = zone {
        text.push_str(&format!(" Zone {}.", z.name()));
    }
    Cue {
        at_ms,
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

fn warning_cue(end: u32, phase: usize, last: bool, seconds_left: u32, tempo: Tempo) -> Cue {
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
        at_ms: tempo.stretch(millis(end.saturating_sub(seconds_left))),
        kind: CueKind::PhaseWarning {
            phase: u8::try_from(phase).unwrap_or(u8::MAX),
            seconds_left,
        },
        clips: vec![clip],
        text: format!("{words} {text}."),
    }
}

fn phase_end_cue(end: u32, phase: usize, last: bool, tempo: Tempo) -> Cue {
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
        // The clip plays at its own speed: it starts so that its "one" ends on the phase end.
        at_ms: tempo.stretch(millis(end)).saturating_sub(countdown_ms()),
        kind: CueKind::PhaseEnd {
            phase: u8::try_from(phase).unwrap_or(u8::MAX),
            last,
        },
        clips,
        text: text.to_string(),
    }
}

/// Every cue of `track` for a crew of `players`, sorted by time, at the CD's tempo.
///
/// Unconfirmed reports are threats only with 5 players (R8): a smaller crew hears them as the
/// CD speaks them, as [`CueKind::IgnoredReport`] cues. The phase warnings come at end − 60 s
/// and end − 20 s, the countdown of each phase starts at end − 7 s and finishes on the phase
/// end, and a communications-down is followed by "communications restored" when its blackout
/// ends.
pub fn cues(track: &Track, players: u8) -> Vec<Cue> {
    cues_at(track, players, Tempo::NORMAL)
}

/// Every cue of `track` for a crew of `players` at `tempo` (see [`Tempo`]): each time of the
/// track stretched by the tempo (events, warnings, phase ends, blackouts), each clip at its
/// own length, each countdown ending on its stretched phase end.
pub fn cues_at(track: &Track, players: u8, tempo: Tempo) -> Vec<Cue> {
    let mut out = Vec::with_capacity(track.events.len() + 4 * track.phases.len() + 4);
    out.push(Cue {
        at_ms: 0,
        kind: CueKind::MissionStart,
        clips: vec!["begin_first_phase"],
        text: "Alert. Enemy activity detected. Please begin first phase.".to_string(),
    });
    for event in &track.events {
        let at_ms = tempo.stretch(millis(event.at));
        let cue = |kind, clip, text: &str| Cue {
            at_ms,
            kind,
            clips: vec![clip],
            text: text.to_string(),
        };
        match event.kind {
            EventKind::Threat(t) => out.push(threat_cue(at_ms, &t, players)),
            EventKind::IncomingData => {
                out.push(cue(
                    CueKind::IncomingData,
                    "incoming_data",
                    "Incoming data.",
                ));
            }
            EventKind::DataTransfer => out.push(cue(
                CueKind::DataTransfer,
                "data_transfer",
                "Data transfer. Five, four, three, two, one. Data transfer complete.",
            )),
            EventKind::CommsDown { seconds } => {
                let ends_ms = tempo.stretch(millis(event.at.saturating_add(seconds)));
                let lasts_ms = ends_ms - at_ms;
                out.push(cue(
                    CueKind::CommsDown { seconds, lasts_ms },
                    "communications_down",
                    "Communication system down.",
                ));
                out.push(Cue {
                    at_ms: ends_ms,
                    ..cue(
                        CueKind::CommsRestored,
                        "communications_restored",
                        "Communications restored.",
                    )
                });
            }
        }
    }
    let count = track.phases.len();
    for (i, &end) in track.phases.iter().enumerate() {
        let last = i + 1 == count;
        for seconds in WARNINGS {
            out.push(warning_cue(end, i + 1, last, seconds, tempo));
        }
        out.push(phase_end_cue(end, i + 1, last, tempo));
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

/// A data transfer in progress: from its announcement to the end of "data transfer
/// complete", counted down as the voice counts (the timing table's words).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Transfer {
    /// When it was announced, in mission milliseconds.
    pub started_ms: u64,
    /// When the voice has said "data transfer complete".
    pub ends_ms: u64,
    /// Milliseconds left until then.
    pub left_ms: u64,
    /// The number the voice is saying now (5 ... 1); `None` before the count and after it.
    pub count: Option<u8>,
    /// Whether the count is over ("data transfer complete" is being said).
    pub complete: bool,
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
    tempo: Tempo,
}

impl Timeline {
    /// A timeline at mission time 0 over the cues of `track` for a crew of `players`, at the
    /// CD's tempo.
    pub fn new(track: &Track, players: u8) -> Self {
        Timeline::at_tempo(track, players, Tempo::NORMAL)
    }

    /// A timeline at mission time 0 over the cues of `track` for a crew of `players` at
    /// `tempo`: every mission time it answers with is stretched ([`cues_at`]).
    pub fn at_tempo(track: &Track, players: u8, tempo: Tempo) -> Self {
        let stretch = |seconds: u32| tempo.stretch(millis(seconds));
        let mut blackouts = Vec::new();
        let mut transfers = Vec::new();
        for e in &track.events {
            match e.kind {
                EventKind::CommsDown { seconds } => {
                    blackouts.push((stretch(e.at), stretch(e.at.saturating_add(seconds))))
                }
                EventKind::DataTransfer => transfers.push(stretch(e.at)),
                EventKind::Threat(_) | EventKind::IncomingData => {}
            }
        }
        Timeline {
            cues: cues_at(track, players, tempo),
            next: 0,
            phases: track.phases.iter().map(|&p| stretch(p)).collect(),
            blackouts,
            transfers,
            tempo,
        }
    }

    /// The tempo the timeline runs at.
    pub fn tempo(&self) -> Tempo {
        self.tempo
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

    /// The data transfer in progress at `ms`, if any, with the number the voice is saying.
    pub fn data_transfer_at(&self, ms: u64) -> Option<Transfer> {
        let clip = timing("data_transfer")?;
        let length = u64::from(clip.ms);
        let started_ms = *self
            .transfers
            .iter()
            .find(|&&start| start <= ms && ms < start + length)?;
        let within = ms - started_ms;
        let word = clip
            .words
            .iter()
            .take_while(|w| u64::from(w.at_ms) <= within)
            .last();
        let last_count = clip.words.iter().rposition(|w| w.count.is_some());
        let spoken = clip
            .words
            .iter()
            .take_while(|w| u64::from(w.at_ms) <= within)
            .count();
        Some(Transfer {
            started_ms,
            ends_ms: started_ms + length,
            left_ms: started_ms + length - ms,
            count: word.and_then(|w| w.count),
            complete: last_count.is_some_and(|i| spoken > i + 1),
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
