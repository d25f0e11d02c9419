//! Turning a resolved game into a ship's-log record (shared by `resolve --log` and the app's
//! score card).

use engine::{Color, Resolution, Setup, Severity};
use shiplog::{CrewEntry, Difficulty, MissionRecord};
use words::report;

/// The difficulty of the threats of one severity, from the colors of the cards drawn: the
/// set of their levels (white when none was drawn).
pub fn difficulty(setup: &Setup, severity: Severity) -> Difficulty {
    let colors: Vec<Color> = setup
        .threats
        .iter()
        .filter(|t| t.card.severity == severity)
        .map(|t| t.card.color)
        .collect();
    Difficulty::from_levels(Difficulty::LEVELS.map(|level| colors.contains(&level)))
        .unwrap_or(Difficulty::White)
}

/// What the table knows beyond the game file, for the ship's log.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TableFacts {
    /// Crew members by name with (communications officer, chief of security).
    pub roles: Vec<(String, bool, bool)>,
    /// Difficulty of the common threat decks, when the crew chose it (else read off the cards).
    pub common: Option<Difficulty>,
    /// Difficulty of the serious threat decks, when the crew chose it.
    pub serious: Option<Difficulty>,
    /// The soundtrack played, when it was a user's file.
    pub soundtrack: Option<String>,
    /// What the ship's computer announced in the Action Round played here, in order: each
    /// announcement's mission time (ms) and words (empty for a game file resolved instead).
    pub transcript: Vec<(u64, String)>,
    /// How the action cards were dealt, when the crew played with the app's cards (the ship's
    /// log's `dealt`: on the phones or on the host, who played on a phone, every packet).
    pub dealt: Option<serde_json::Value>,
}

/// The record of a resolved game for the ship's log. `played_at` is an RFC 3339 date-time
/// read by the caller; `game_yaml` is the game file as played, so it can be replayed exactly.
pub fn mission_record(
    setup: &Setup,
    seed: u64,
    game_yaml: &str,
    resolution: &Resolution,
    crew_name: Option<String>,
    played_at: String,
    facts: &TableFacts,
) -> anyhow::Result<MissionRecord> {
    let result = report::result_json(resolution);
    let result_json = serde_json::to_string(&result)?;
    let crew = setup
        .crew
        .iter()
        .map(|c| {
            let roles = facts.roles.iter().find(|(name, ..)| **name == *c.name);
            CrewEntry {
                name: c.name.to_string(),
                color: c.color.map(|k| k.name().to_string()),
                captain: c.captain,
                communications_officer: roles.is_some_and(|r| r.1),
                security_chief: roles.is_some_and(|r| r.2),
                android: c.android,
                specialization: c.specialist.map(engine::Specialist::word),
            }
        })
        .collect();
    let record = MissionRecord {
        crew,
        crew_name,
        played_at,
        track: setup.mission.clone(),
        soundtrack: facts.soundtrack.clone(),
        common_difficulty: facts
            .common
            .unwrap_or_else(|| difficulty(setup, Severity::Common)),
        serious_difficulty: facts
            .serious
            .unwrap_or_else(|| difficulty(setup, Severity::Serious)),
        modules: setup.modules,
        // The engine's card itself: the log, `log show` and the screens read the same lines.
        score: resolution.score_card(),
        seed,
        game_yaml: game_yaml.to_string(),
        event_log: report::log_lines(resolution).join("\n"),
        result_json,
        debrief: debrief_lines(resolution),
        transcript: facts
            .transcript
            .iter()
            .map(|(at_ms, text)| shiplog::TranscriptLine {
                at_ms: *at_ms,
                text: text.clone(),
            })
            .collect(),
        dealt: facts.dealt.clone(),
        cards: super::homebrew::logged_cards(setup),
    };
    Ok(record)
}

/// The debrief of a resolution as the ship's log stores it.
pub fn debrief_lines(resolution: &engine::Resolution) -> Vec<shiplog::DebriefLine> {
    words::debrief::debrief(resolution)
        .lines
        .into_iter()
        .map(|l| shiplog::DebriefLine {
            entry: l.entry,
            turn: l.turn,
            section: l.section.word().to_owned(),
            text: l.text,
            points: l.points,
        })
        .collect()
}

/// The current time as RFC 3339 (UTC), for `played_at`.
pub fn now_rfc3339() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs() as i64)
        .unwrap_or(0);
    shiplog::rfc3339_from_unix(secs)
}

/// What the career rules read of a resolved mission (RULINGS.md CA3-CA6, CA10): the crew,
/// double actions, the pools as the record keeps them, threat points, penalties, the
/// specialization abilities each crew member used.
pub fn run_facts(
    setup: &Setup,
    resolution: &Resolution,
    record: &MissionRecord,
) -> career::MissionFacts {
    career::MissionFacts::of(
        setup,
        resolution,
        record.common_difficulty.levels(),
        record.serious_difficulty.levels(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game() -> missions::game::Game {
        let catalog = missions::Catalog::base().unwrap();
        let src = "players: 2\ntrajectories: { red: 1, white: 2, blue: 3, internal: 4 }\n\
                   threats: [ { turn: 1, zone: red, threat: E2-01 }, { turn: 2, zone: blue, threat: SE1-01 } ]\n\
                   crew: [ { name: Anna, captain: true, actions: A }, { name: Ben, actions: B } ]\n";
        missions::game::parse_game(src, "g.yaml", &catalog).unwrap()
    }

    #[test]
    fn roles_and_chosen_difficulty_reach_the_record() {
        let g = game();
        let r = engine::resolve(&g.game, g.seed);
        let facts = TableFacts {
            roles: vec![("Ben".into(), true, true)],
            common: Some(Difficulty::Mixed),
            serious: None,
            soundtrack: Some("cd-track-1.mp3".into()),
            transcript: Vec::new(),
            dealt: Some(serde_json::json!({"on": "host"})),
        };
        let rec = mission_record(
            g.game.setup(),
            0,
            "x",
            &r,
            None,
            "2026-11-30T12:00:00Z".into(),
            &facts,
        )
        .unwrap();
        let ben = rec.crew.iter().find(|c| c.name == "Ben").unwrap();
        assert!(ben.communications_officer && ben.security_chief);
        assert!(
            rec.crew
                .iter()
                .any(|c| c.name == "Anna" && c.captain && !c.communications_officer)
        );
        assert_eq!(rec.common_difficulty, Difficulty::Mixed);
        // Not chosen: read off the cards drawn (a white serious card).
        assert_eq!(rec.serious_difficulty, Difficulty::White);
        assert_eq!(rec.soundtrack.as_deref(), Some("cd-track-1.mp3"));
        assert_eq!(rec.dealt, Some(serde_json::json!({"on": "host"})));
    }

    #[test]
    fn without_facts_the_difficulty_is_read_off_the_cards() {
        let g = game();
        let r = engine::resolve(&g.game, g.seed);
        let rec = mission_record(
            g.game.setup(),
            0,
            "x",
            &r,
            None,
            "t".into(),
            &TableFacts::default(),
        )
        .unwrap();
        assert_eq!(rec.common_difficulty, Difficulty::Yellow);
        assert_eq!(rec.serious_difficulty, Difficulty::White);
    }
}
