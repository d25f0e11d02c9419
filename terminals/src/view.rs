//! What the host publishes to the terminals: the crew and the stage of the evening (waiting,
//! the Action Round, the boards, the score card). Plain data, sent to every phone as JSON
//! (`docs/formats.md`, the terminal protocol); the host builds it from its one timeline.

use engine::{CardResult, Resolution};
use serde::Serialize;

/// One crew member a phone can be.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Seat {
    /// The name from setup.
    pub name: String,
    /// The figure's color, by its game-file name (`red`, `yellow`, `green`, `blue`, `purple`).
    pub color: String,
}

/// What the terminals show now.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "stage", rename_all = "snake_case")]
pub enum Stage {
    /// Before the mission (or between missions): the phones wait.
    Waiting {
        /// A line for the waiting screen ("Waiting for the mission to start"); empty before
        /// the host publishes one: the page then shows its own `phone-waiting-mission`.
        note: String,
    },
    /// The Action Round.
    Mission(MissionView),
    /// After the Action Round: the crew enters its boards.
    Boards(BoardsView),
    /// After the resolution: the score card.
    Score(ScoreView),
}

/// The Action Round at one moment: what the mission screen shows, pushed from the host's
/// timeline (the phones keep no clock of their own).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct MissionView {
    /// The track's name ("Mission 1").
    pub mission: String,
    /// The mission clock, `m:ss`.
    pub clock: String,
    /// The phase (1-based); `None` after the last.
    pub phase: Option<u8>,
    /// How many phases the track has.
    pub phases: u8,
    /// Time left in the phase, `m:ss`.
    pub left: Option<String>,
    /// The host paused the mission.
    pub paused: bool,
    /// The announcement being spoken, if any.
    pub announcement: Option<String>,
    /// How many announcements have been made: a phone vibrates when it grows.
    pub announced: u32,
    /// The banners across the screen, most urgent first.
    pub banners: Vec<BannerView>,
    /// The threats announced so far, in order.
    pub threats: Vec<ThreatView>,
}

/// A banner: communications down, a data transfer, incoming data.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct BannerView {
    /// `blackout` or `data` (the page colors them apart).
    pub kind: BannerKind,
    /// The banner's words, as the mission screen shows them.
    pub text: String,
}

/// Which kind of banner.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum BannerKind {
    /// Communications down: no talking.
    Blackout,
    /// A data transfer or incoming data.
    Data,
}

/// One announced threat.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ThreatView {
    /// T+n.
    pub turn: u8,
    /// "Zone red" or "Internal".
    pub zone: String,
    /// `red`, `white`, `blue` or `internal`: the page colors the card's edge.
    pub zone_key: String,
    /// From the serious pile.
    pub serious: bool,
    /// An unconfirmed report.
    pub unconfirmed: bool,
    /// The card the app drew (digital deck), "E1-07 Fighter".
    pub card: Option<String>,
    /// The drawn card as it reads, a line each: its kind, hit points, shield and speed, its
    /// special rule, X, Y and Z in words (empty: no card drawn by the app).
    pub rules: Vec<String>,
}

/// After the Action Round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct BoardsView {
    /// The track's name, or the game file's mission.
    pub mission: String,
    /// What each seat's board must agree with (the modules, its specialization): the
    /// server judges a phone's board by them, as the game file will be judged.
    #[serde(skip)]
    pub rules: Vec<crate::board::BoardRules>,
}

/// One crew member's board as the server holds it: the last text from the phone or the host.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct BoardState {
    /// The tokens (`A > ^ . C`).
    pub text: String,
    /// The player said their board is complete.
    pub done: bool,
    /// The last edit number of the phone that was applied (the phone ignores the echo of an
    /// older text while its newer edits are on their way).
    pub rev: u64,
}

/// After the resolution: the score card and the debrief.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ScoreView {
    /// The mission's name.
    pub mission: String,
    /// "MISSION COMPLETE" or "MISSION LOST: ...".
    pub headline: String,
    /// The score card's lines.
    pub lines: Vec<ScoreLineView>,
    /// The total; `None`: no score (the ship was lost).
    pub total: Option<i32>,
    /// The debrief (`words::debrief`): why the mission went as it did, section by section.
    pub debrief: Vec<DebriefSection>,
    /// The resolution's log, one line per event: what happened, turn by turn.
    pub log: Vec<String>,
}

/// One part of the debrief.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DebriefSection {
    /// "How the ship was destroyed", "Where points were lost", "What had no effect" (empty
    /// for the line that says how the ship was lost).
    pub heading: String,
    /// Its lines: `T8 Anna plays A: no effect (...)`, with the points a line cost.
    pub lines: Vec<String>,
}

/// One line of the score card.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ScoreLineView {
    /// `Destroyed: T2 Fighter (red)`.
    pub label: String,
    /// Its points.
    pub points: i32,
    /// Whether it counts (a lost mission's lines do not).
    pub counted: bool,
}

impl ScoreView {
    /// The score card and the log of a resolution, as the score screen and `resolve` give them.
    pub fn of(mission: &str, resolution: &Resolution) -> ScoreView {
        let card = resolution.score_card();
        let headline = words::report::score_card(resolution)
            .lines()
            .next()
            .unwrap_or_default()
            .to_owned();
        ScoreView {
            mission: mission.to_owned(),
            headline,
            lines: card
                .lines
                .iter()
                .map(|l| ScoreLineView {
                    label: words::score::line_text(l),
                    points: l.points,
                    counted: l.counted,
                })
                .collect(),
            total: match card.result {
                CardResult::Total(total) => Some(total),
                CardResult::NoScore { .. } => None,
            },
            debrief: debrief_sections(resolution),
            log: words::report::log_lines(resolution),
        }
    }
}

/// The debrief's sections in the order the debrief's text gives them (a lost mission: the
/// loss, its chain, what had no effect; a won one: where points were lost, what had no
/// effect); an empty section says "nothing".
fn debrief_sections(resolution: &Resolution) -> Vec<DebriefSection> {
    use words::debrief::Section;
    let d = words::debrief::debrief(resolution);
    let sections: &[Section] = if d.won {
        &[Section::Points, Section::NoEffect]
    } else {
        &[Section::Loss, Section::Chain, Section::NoEffect]
    };
    sections
        .iter()
        .map(|&section| {
            let mut lines: Vec<String> = d
                .lines
                .iter()
                .filter(|l| l.section == section)
                .map(|l| match l.points {
                    Some(p) => format!("T{} {} ({p})", l.turn, l.text),
                    None => format!("T{} {}", l.turn, l.text),
                })
                .collect();
            let heading = section.heading();
            if lines.is_empty() && section != Section::Loss {
                lines.push(i18n::tr!("debrief-nothing"));
            }
            DebriefSection {
                heading: heading.to_owned(),
                lines,
            }
        })
        .filter(|s| !s.lines.is_empty())
        .collect()
}
