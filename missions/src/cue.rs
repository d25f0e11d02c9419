//! Cues: what the ship's computer says (and the soundtrack does) at a moment of the mission.
//!
//! The Timeline yields cues; the audio crate turns each cue's clip names into sound and the
//! app shows its text. Clip names follow the community voice-pack naming (`missions.md` 4.1),
//! so a folder of clips named that way can replace the default voice.

use engine::Zone;

/// One thing that happens at one moment of the Action Round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cue {
    /// Mission time at which the cue starts, in milliseconds from the start of the track.
    pub at_ms: u64,
    /// What kind of cue it is.
    pub kind: CueKind,
    /// Clip names of the voice-pack vocabulary ([`CLIPS`]), played back to back.
    /// Empty for cues that are only sound effects or only visual.
    pub clips: Vec<&'static str>,
    /// The words spoken, as shown on screen ("Time T plus 3. Serious threat. Zone red.").
    pub text: String,
}

/// The kinds of cues.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CueKind {
    /// "Alert. Enemy activity detected. Please begin first phase."
    MissionStart,
    /// A threat announcement.
    Threat {
        /// T+n: the turn the threat appears.
        turn: u8,
        /// `Some(zone)` for an external threat, `None` for an internal one.
        zone: Option<Zone>,
        /// A serious threat.
        serious: bool,
        /// Announced as an unconfirmed report (only announced with 5 players).
        unconfirmed: bool,
    },
    /// "Incoming data."
    IncomingData,
    /// "Data transfer ... five, four, three, two, one ... data transfer complete."
    DataTransfer,
    /// "Communication system down." Static follows for `seconds`.
    CommsDown {
        /// Length of the blackout, from the start of this cue to communications restored.
        seconds: u32,
    },
    /// "Communications restored."
    CommsRestored,
    /// "First phase ends in one minute" and the like.
    PhaseWarning {
        /// The phase that is ending (1-based).
        phase: u8,
        /// 60 or 20.
        seconds_left: u32,
    },
    /// The countdown "... ends in five, four, three, two, one" ending exactly at the phase end,
    /// followed by "second/third phase begins" or, after the last phase, "mission complete".
    PhaseEnd {
        /// The phase that ends (1-based).
        phase: u8,
        /// Whether this is the last phase (the Action Round ends).
        last: bool,
    },
}

/// Every clip name the default voice provides (the de-facto voice-pack naming).
pub const CLIPS: &[&str] = &[
    "begin_first_phase",
    "alert",
    "unconfirmed_report",
    "time_t_plus_1",
    "time_t_plus_2",
    "time_t_plus_3",
    "time_t_plus_4",
    "time_t_plus_5",
    "time_t_plus_6",
    "time_t_plus_7",
    "time_t_plus_8",
    "threat",
    "serious_threat",
    "internal_threat",
    "serious_internal_threat",
    "zone_red",
    "zone_white",
    "zone_blue",
    "repeat",
    "incoming_data",
    "data_transfer",
    "communications_down",
    "communications_restored",
    "first_phase_ends_in_1_minute",
    "first_phase_ends_in_20_seconds",
    "second_phase_ends_in_1_minute",
    "second_phase_ends_in_20_seconds",
    "operation_ends_in_1_minute",
    "operation_ends_in_20_seconds",
    "first_phase_ends",
    "second_phase_begins",
    "second_phase_ends",
    "third_phase_begins",
    "operation_ends",
];
