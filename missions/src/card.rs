//! The printable mission card: every announcement of a track with its time and words, for a
//! crew that plays by a watch instead of listening.
//!
//! A card is made from the Timeline's own cues ([`crate::timeline::cues`]), the list the
//! soundtrack is mixed from and the mission screen shows, so the card states exactly what
//! the ship's computer says, when it says it. Rendering (HTML, PDF) is the app's business;
//! this module only gathers the facts, in words.

use crate::cue::{Cue, CueKind};
use crate::timeline::cues;
use crate::track::{Track, TrackKind};
use crate::zone_mark::{ZoneMark, cue_zone_mark};

/// What kind of line a card line is, for its label and its style.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LineKind {
    /// "Please begin first phase."
    Start,
    /// A threat (or an unconfirmed report that is one for this crew).
    Threat,
    /// An unconfirmed report that is no threat for this crew (R8).
    Ignored,
    /// Incoming data.
    IncomingData,
    /// A data transfer.
    DataTransfer,
    /// Communications down: a blackout begins.
    CommsDown,
    /// Communications restored: the blackout ends.
    CommsRestored,
    /// "... ends in one minute / twenty seconds".
    Warning,
    /// The countdown to a phase end.
    PhaseEnd,
}

impl LineKind {
    /// The label printed in the card's "what" column.
    pub fn label(self) -> &'static str {
        match self {
            LineKind::Start => "Start",
            LineKind::Threat => "Threat",
            LineKind::Ignored => "Ignored report",
            LineKind::IncomingData => "Incoming data",
            LineKind::DataTransfer => "Data transfer",
            LineKind::CommsDown => "Comms down",
            LineKind::CommsRestored => "Comms restored",
            LineKind::Warning => "Warning",
            LineKind::PhaseEnd => "Phase end",
        }
    }
}

/// One announcement on the card.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CardLine {
    /// When the computer starts speaking, in milliseconds from the start of the track.
    pub at_ms: u64,
    /// What it is.
    pub kind: LineKind,
    /// The zone of a threat (its name, letter and shape), if the line is one.
    pub zone: Option<ZoneMark>,
    /// What the line tells besides the words: "T+3 · serious · zone red", "blackout 20 s, to 3:10".
    pub detail: String,
    /// The words spoken, as the mission screen shows them.
    pub words: String,
    /// The cue the line is made from (its kind and clips), so a front end can say the line
    /// in another language.
    pub cue: Cue,
}

/// A communications blackout on the card.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CardBlackout {
    /// When communications go down, in milliseconds.
    pub from_ms: u64,
    /// When they are restored.
    pub to_ms: u64,
    /// Its length in seconds.
    pub seconds: u32,
}

/// The mission card of one track for one crew size.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MissionCard {
    /// The track's name.
    pub name: String,
    /// Its kind.
    pub kind: TrackKind,
    /// A double-action track of The New Frontier.
    pub double_actions: bool,
    /// The crew size the card is for (unconfirmed reports are threats only with 5, R8).
    pub players: u8,
    /// The end of each phase, in milliseconds (the last one ends the Action Round).
    pub phase_ends: Vec<u64>,
    /// Every announcement, in order.
    pub lines: Vec<CardLine>,
    /// Every blackout, in order.
    pub blackouts: Vec<CardBlackout>,
}

/// A mission time as the card prints it: `m:ss` (seconds rounded down).
pub fn clock(ms: u64) -> String {
    let s = ms / 1000;
    format!("{}:{:02}", s / 60, s % 60)
}

impl MissionCard {
    /// The card of `track` for a crew of `players`.
    pub fn new(track: &Track, players: u8) -> MissionCard {
        let all = cues(track, players);
        let blackouts = all
            .iter()
            .filter_map(|cue| match cue.kind {
                CueKind::CommsDown { seconds, lasts_ms } => Some(CardBlackout {
                    from_ms: cue.at_ms,
                    to_ms: cue.at_ms + lasts_ms,
                    seconds,
                }),
                _ => None,
            })
            .collect();
        MissionCard {
            name: track.name.clone(),
            kind: track.kind,
            double_actions: track.modules.double_actions,
            players,
            phase_ends: track.phases.iter().map(|&s| u64::from(s) * 1000).collect(),
            lines: all.iter().map(line).collect(),
            blackouts,
        }
    }

    /// The kind as the card's heading says it: "Mission", "Double-action mission".
    pub fn kind_words(&self) -> String {
        let kind = self.kind.name();
        let mut words = kind[..1].to_uppercase() + &kind[1..].replace('-', " ");
        if self.double_actions {
            words = format!("Double-action {}", words.to_lowercase());
        }
        words
    }

    /// How many threats the crew hears (ignored reports not counted).
    pub fn threat_count(&self) -> usize {
        self.lines
            .iter()
            .filter(|l| l.kind == LineKind::Threat)
            .count()
    }
}

fn line(cue: &Cue) -> CardLine {
    let (kind, zone, detail) = match cue.kind {
        CueKind::MissionStart => (LineKind::Start, None, "phase 1 begins".to_owned()),
        CueKind::Threat {
            turn,
            zone,
            serious,
            unconfirmed,
        } => {
            let mark = cue_zone_mark(zone);
            let mut detail = format!("T+{turn} · {}", mark.name.to_lowercase());
            detail.push_str(if serious { " · serious" } else { " · common" });
            if unconfirmed {
                detail.push_str(" · unconfirmed (5 crew)");
            }
            (LineKind::Threat, Some(mark), detail)
        }
        CueKind::IgnoredReport { turn, crew } => (
            LineKind::Ignored,
            None,
            format!("unconfirmed T+{turn}: no threat with {crew} crew"),
        ),
        CueKind::IncomingData => (LineKind::IncomingData, None, String::new()),
        CueKind::DataTransfer => (
            LineKind::DataTransfer,
            None,
            format!("complete at {}", clock(cue.at_ms + cue.duration_ms())),
        ),
        CueKind::CommsDown { seconds, lasts_ms } => (
            LineKind::CommsDown,
            None,
            format!("blackout {seconds} s, to {}", clock(cue.at_ms + lasts_ms)),
        ),
        CueKind::CommsRestored => (LineKind::CommsRestored, None, "blackout over".to_owned()),
        CueKind::PhaseWarning { phase, .. } => {
            (LineKind::Warning, None, format!("phase {phase} is ending"))
        }
        CueKind::PhaseEnd { phase, last } => (
            LineKind::PhaseEnd,
            None,
            if last {
                format!("Action Round ends at {}", clock(end_of(cue)))
            } else {
                format!("phase {phase} ends at {}", clock(end_of(cue)))
            },
        ),
    };
    CardLine {
        at_ms: cue.at_ms,
        kind,
        zone,
        detail,
        words: cue.text.clone(),
        cue: cue.clone(),
    }
}

/// The phase end a countdown cue reaches: its start plus the countdown's length.
fn end_of(cue: &Cue) -> u64 {
    cue.at_ms + crate::timeline::countdown_ms()
}

#[cfg(test)]
mod tests {
    use super::*;

    const TRACK: &str = r#"
name: Card test
kind: simulation
phases: ["3:00", "6:00", "8:30"]
events:
  - { at: "0:20", type: threat, turn: 2, zone: red, serious: true }
  - { at: "1:10", type: threat, turn: 3, zone: internal, unconfirmed: true }
  - { at: "1:20", type: comms-down, seconds: 20 }
  - { at: "4:00", type: data-transfer }
"#;

    #[test]
    fn the_card_holds_every_cue_in_words() {
        let track = Track::parse(TRACK, "card.yaml").unwrap();
        let card = MissionCard::new(&track, 4);
        assert_eq!(card.lines.len(), cues(&track, 4).len());
        let red = &card.lines[1];
        assert_eq!(red.kind, LineKind::Threat);
        assert_eq!(clock(red.at_ms), "0:20");
        assert_eq!(red.detail, "T+2 · red · serious");
        assert_eq!(red.zone.map(|z| z.letter), Some('R'));
        assert_eq!(card.lines[2].kind, LineKind::Ignored, "R8: four crew");
        assert_eq!(
            card.blackouts,
            vec![CardBlackout {
                from_ms: 80_000,
                to_ms: 100_000,
                seconds: 20
            }]
        );
        assert_eq!(card.threat_count(), 1);
        assert_eq!(MissionCard::new(&track, 5).threat_count(), 2);
        assert_eq!(card.kind_words(), "Simulation");
        let end = card
            .lines
            .iter()
            .find(|l| l.kind == LineKind::PhaseEnd)
            .unwrap();
        assert_eq!(end.detail, "phase 1 ends at 3:00");
    }
}
