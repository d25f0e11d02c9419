//! Cues: what the ship's computer says (and the soundtrack does) at a moment of the mission.
//!
//! The Timeline yields cues; the audio crate turns each cue's clip names into sound and the
//! app shows its text. Clip names follow the community voice-pack naming (`docs/missions.md` §4.1),
//! so a folder of clips named that way can replace the default voice.

use engine::{ThreatZone, Zone};

use crate::announcement::ThreatEvent;

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
        /// Announced as an unconfirmed report (a threat only with 5 players, R8).
        unconfirmed: bool,
    },
    /// An unconfirmed report spoken as the CD speaks it, to a crew of fewer than five: it is
    /// no threat for them (R8), and the screen says so instead of leaving them to wonder.
    IgnoredReport {
        /// T+n the report names.
        turn: u8,
        /// The crew size it is ignored for.
        crew: u8,
    },
    /// "Incoming data."
    IncomingData,
    /// "Data transfer ... five, four, three, two, one ... data transfer complete."
    DataTransfer,
    /// "Communication system down." Static follows for `seconds`.
    CommsDown {
        /// Length of the blackout the track gives, in the track's seconds.
        seconds: u32,
        /// Length of the blackout in mission milliseconds, from the start of this cue to
        /// communications restored: `seconds` stretched by the tempo.
        lasts_ms: u64,
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

/// Calls the macro `$then` with every clip name of the voice-pack vocabulary, in order, after
/// `$args` and a `;`: `for_each_clip!(m, x)` is `m!(x; "begin_first_phase", "alert", ...)`.
/// The one list of the names: [`CLIPS`] is built from it, and so is a table that needs each
/// name as a literal (the audio crate's compiled-in voices, one `include_bytes!` per clip).
#[macro_export]
macro_rules! for_each_clip {
    ($then:ident $(, $args:tt)*) => {
        $then!(
            $($args)*;
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
        )
    };
}

/// The names as a list, for [`CLIPS`].
macro_rules! clip_list {
    (; $($name:literal),* $(,)?) => {
        &[$($name),*]
    };
}

/// Every clip name the default voice provides (the de-facto voice-pack naming).
pub const CLIPS: &[&str] = for_each_clip!(clip_list);

/// One word (or phrase) of a clip, and when the default voice starts speaking it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Word {
    /// Milliseconds from the start of the clip.
    pub at_ms: u32,
    /// The words as shown on screen.
    pub text: &'static str,
    /// For the numbers of a countdown ("five" ... "one"): the number.
    pub count: Option<u8>,
}

/// How long a clip of the default voice lasts and when each of its words is spoken.
///
/// This is the one statement of the voice's timing: the track validator reserves announcement
/// time with it, the Timeline places the countdowns and knows how long a data transfer runs,
/// the audio mixer places a cue's clips back to back with it, and the mission screen shows the
/// word being spoken. A test in the audio crate checks it against the decoded clips.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClipTiming {
    /// The clip's name in the vocabulary ([`CLIPS`]).
    pub clip: &'static str,
    /// Its length in milliseconds (rounded to the nearest millisecond).
    pub ms: u32,
    /// Its words, by start.
    pub words: &'static [Word],
}

const fn w(at_ms: u32, text: &'static str) -> Word {
    Word {
        at_ms,
        text,
        count: None,
    }
}

const fn count(at_ms: u32, text: &'static str, n: u8) -> Word {
    Word {
        at_ms,
        text,
        count: Some(n),
    }
}

const fn clip(clip: &'static str, ms: u32, words: &'static [Word]) -> ClipTiming {
    ClipTiming { clip, ms, words }
}

/// The countdown laid out on a one-second grid (`audio/voices/generate.sh`): "five" at 2 s ...
/// "one" at 6 s, so a clip started 7 s before a phase end reaches zero on it.
macro_rules! five_to_one {
    ($head:expr $(, $tail:expr)?) => {
        &[
            w(0, $head),
            count(2000, "Five", 5),
            count(3000, "Four", 4),
            count(4000, "Three", 3),
            count(5000, "Two", 2),
            count(6000, "One", 1),
            $(w(7000, $tail),)?
        ]
    };
}

/// The timing of every clip of the default voice, in the order of [`CLIPS`]. Lengths measured
/// with sox (`soxi -D audio/voices/default/*.ogg`); the word times are the one-second grid on
/// which `audio/voices/generate.sh` lays out the countdowns. Regenerating the voice means
/// measuring again: the audio crate's tests compare this table with the decoded clips.
pub const TIMINGS: &[ClipTiming] = &[
    clip(
        "begin_first_phase",
        3959,
        &[w(
            0,
            "Alert. Enemy activity detected. Please begin first phase.",
        )],
    ),
    clip("alert", 1268, &[w(0, "Alert.")]),
    clip("unconfirmed_report", 1310, &[w(0, "Unconfirmed report.")]),
    clip("time_t_plus_1", 1397, &[w(0, "Time T plus one.")]),
    clip("time_t_plus_2", 1407, &[w(0, "Time T plus two.")]),
    clip("time_t_plus_3", 1486, &[w(0, "Time T plus three.")]),
    clip("time_t_plus_4", 1538, &[w(0, "Time T plus four.")]),
    clip("time_t_plus_5", 1456, &[w(0, "Time T plus five.")]),
    clip("time_t_plus_6", 1374, &[w(0, "Time T plus six.")]),
    clip("time_t_plus_7", 1365, &[w(0, "Time T plus seven.")]),
    clip("time_t_plus_8", 1306, &[w(0, "Time T plus eight.")]),
    clip("threat", 502, &[w(0, "Threat.")]),
    clip("serious_threat", 1000, &[w(0, "Serious threat.")]),
    clip("internal_threat", 939, &[w(0, "Internal threat.")]),
    clip(
        "serious_internal_threat",
        1443,
        &[w(0, "Serious internal threat.")],
    ),
    clip("zone_red", 751, &[w(0, "Zone red.")]),
    clip("zone_white", 759, &[w(0, "Zone white.")]),
    clip("zone_blue", 932, &[w(0, "Zone blue.")]),
    clip("repeat", 667, &[w(0, "Repeat.")]),
    clip("incoming_data", 1048, &[w(0, "Incoming data.")]),
    clip(
        "data_transfer",
        8458,
        five_to_one!("Data transfer.", "Data transfer complete."),
    ),
    clip(
        "communications_down",
        1781,
        &[w(0, "Communication system down.")],
    ),
    clip(
        "communications_restored",
        1666,
        &[w(0, "Communications restored.")],
    ),
    clip(
        "first_phase_ends_in_1_minute",
        2097,
        &[w(0, "First phase ends in one minute.")],
    ),
    clip(
        "first_phase_ends_in_20_seconds",
        2345,
        &[w(0, "First phase ends in twenty seconds.")],
    ),
    clip(
        "second_phase_ends_in_1_minute",
        2242,
        &[w(0, "Second phase ends in one minute.")],
    ),
    clip(
        "second_phase_ends_in_20_seconds",
        2534,
        &[w(0, "Second phase ends in twenty seconds.")],
    ),
    clip(
        "operation_ends_in_1_minute",
        1987,
        &[w(0, "Operation ends in one minute.")],
    ),
    clip(
        "operation_ends_in_20_seconds",
        2428,
        &[w(0, "Operation ends in twenty seconds.")],
    ),
    clip(
        "first_phase_ends",
        7000,
        five_to_one!("First phase ends in"),
    ),
    clip("second_phase_begins", 1583, &[w(0, "Second phase begins.")]),
    clip(
        "second_phase_ends",
        7000,
        five_to_one!("Second phase ends in"),
    ),
    clip("third_phase_begins", 1384, &[w(0, "Third phase begins.")]),
    clip(
        "operation_ends",
        9582,
        five_to_one!(
            "Operation ends in",
            "Mission complete. Jumping to hyperspace."
        ),
    ),
];

/// The timing of the clip `name`, if the vocabulary has it.
pub fn timing(name: &str) -> Option<&'static ClipTiming> {
    TIMINGS.iter().find(|t| t.clip == name)
}

/// The length of the clip `name` in milliseconds (0 for a name outside the vocabulary).
pub fn clip_ms(name: &str) -> u32 {
    timing(name).map_or(0, |t| t.ms)
}

/// The length of clips spoken back to back, in milliseconds.
pub fn clips_ms(names: &[&str]) -> u64 {
    names.iter().map(|n| u64::from(clip_ms(n))).sum()
}

/// Whole seconds (rounded up) that clips spoken back to back keep the computer talking.
pub fn clips_seconds(names: &[&str]) -> u32 {
    u32::try_from(clips_ms(names).div_ceil(1000)).unwrap_or(u32::MAX)
}

impl Cue {
    /// How long the cue is spoken, in milliseconds: its clips back to back.
    pub fn duration_ms(&self) -> u64 {
        clips_ms(&self.clips)
    }

    /// When each clip of the cue starts, in milliseconds from the cue's start.
    pub fn clip_offsets(&self) -> impl Iterator<Item = (&'static str, u64)> + '_ {
        self.clips.iter().scan(0u64, |at, &name| {
            let start = *at;
            *at += u64::from(clip_ms(name));
            Some((name, start))
        })
    }

    /// The word being spoken `offset_ms` after the cue's start, for a cue with a countdown
    /// (a data transfer, a phase end): "Data transfer.", "Four", "Second phase begins.".
    /// Other cues, and a moment after the cue, give `None`: their whole text is what to show.
    pub fn word_at(&self, offset_ms: u64) -> Option<Word> {
        let counts = self
            .clips
            .iter()
            .any(|name| timing(name).is_some_and(|t| t.words.len() > 1));
        if !counts || offset_ms >= self.duration_ms() {
            return None;
        }
        let (name, start) = self
            .clip_offsets()
            .take_while(|&(_, start)| start <= offset_ms)
            .last()?;
        let within = offset_ms - start;
        timing(name)?
            .words
            .iter()
            .take_while(|word| u64::from(word.at_ms) <= within)
            .last()
            .copied()
    }

    /// What the big announcement text shows `offset_ms` after the cue's start: the word
    /// being spoken for a countdown, else the cue's text.
    pub fn caption_at(&self, offset_ms: u64) -> &str {
        match self.word_at(offset_ms) {
            Some(word) => word.text,
            None => &self.text,
        }
    }
}

/// The clips of "time T plus 1" to "time T plus 8".
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

/// The clips of a threat announcement (`docs/missions.md` §4.2): alert,
/// (unconfirmed report), time T plus N, kind, (zone), repeat, and the same words again.
pub fn threat_clips(t: &ThreatEvent) -> Vec<&'static str> {
    threat_parts(t).0
}

/// The clips of a threat announcement and the name of its kind ("Serious threat").
pub fn threat_parts(t: &ThreatEvent) -> (Vec<&'static str>, &'static str) {
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
    (clips, kind_text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_timing_table_covers_the_vocabulary_in_order() {
        let names: Vec<&str> = TIMINGS.iter().map(|t| t.clip).collect();
        assert_eq!(names, CLIPS);
        for t in TIMINGS {
            assert!(t.ms > 0, "{}", t.clip);
            assert!(
                t.words.windows(2).all(|p| p[0].at_ms < p[1].at_ms),
                "{}",
                t.clip
            );
            assert!(t.words.iter().all(|w| w.at_ms < t.ms), "{}", t.clip);
        }
    }

    #[test]
    fn a_countdown_cue_shows_the_word_being_spoken() {
        let cue = Cue {
            at_ms: 0,
            kind: CueKind::PhaseEnd {
                phase: 1,
                last: false,
            },
            clips: vec!["first_phase_ends", "second_phase_begins"],
            text: "First phase ends in five, four, three, two, one. Second phase begins."
                .to_owned(),
        };
        assert_eq!(cue.caption_at(0), "First phase ends in");
        assert_eq!(cue.caption_at(1_999), "First phase ends in");
        assert_eq!(cue.caption_at(2_000), "Five");
        assert_eq!(cue.caption_at(4_500), "Three");
        assert_eq!(cue.caption_at(6_999), "One");
        assert_eq!(cue.caption_at(7_000), "Second phase begins.");
        assert_eq!(cue.duration_ms(), 8_583);
        assert_eq!(cue.caption_at(8_583), cue.text);
    }

    #[test]
    fn other_cues_show_their_whole_text() {
        let cue = Cue {
            at_ms: 0,
            kind: CueKind::IncomingData,
            clips: vec!["incoming_data"],
            text: "Incoming data.".to_owned(),
        };
        assert_eq!(cue.word_at(10), None);
        assert_eq!(cue.caption_at(10), "Incoming data.");
        assert_eq!(clips_seconds(&["data_transfer"]), 9);
    }
}
