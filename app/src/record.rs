//! Turning a resolved game into a ship's-log record (shared by `resolve --log` and the app's
//! score card).

use engine::{Colour, Resolution, Setup, Severity};
use missions::report;
use shiplog::{CrewEntry, Difficulty, MissionRecord, ScoreCard};

/// The difficulty of the threats of one severity, from the colours of the cards drawn.
pub fn difficulty(setup: &Setup, severity: Severity) -> Difficulty {
    let colours: Vec<Colour> = setup
        .threats
        .iter()
        .filter(|t| t.card.severity == severity)
        .map(|t| t.card.colour)
        .collect();
    let white = colours.contains(&Colour::White);
    let yellow = colours.contains(&Colour::Yellow);
    match (white, yellow) {
        (true, true) => Difficulty::Mixed,
        (false, true) => Difficulty::Yellow,
        _ => Difficulty::White,
    }
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
) -> anyhow::Result<MissionRecord> {
    let result = report::result_json(resolution);
    let result_json = serde_json::to_string(&result)?;
    let crew = setup
        .crew
        .iter()
        .map(|c| CrewEntry {
            name: c.name.clone(),
            color: c.colour.map(|k| k.name().to_string()),
            captain: c.captain,
            communications_officer: false,
            security_chief: false,
            android: c.android,
        })
        .collect();
    let mut record = MissionRecord {
        crew,
        crew_name,
        played_at,
        track: setup.mission.clone(),
        soundtrack: None,
        common_difficulty: difficulty(setup, Severity::Common),
        serious_difficulty: difficulty(setup, Severity::Serious),
        outcome: shiplog::Outcome::Won,
        destroyed_by: None,
        survived_points: 0,
        destroyed_points: 0,
        visual_confirmation: 0,
        damage_penalty: 0,
        knock_out_penalty: 0,
        battlebot_penalty: 0,
        total: None,
        seed,
        game_yaml: game_yaml.to_string(),
        event_log: report::log_lines(resolution).join("\n"),
        result_json: result_json.clone(),
    };
    record.set_score(ScoreCard::from_result_json(&result_json)?);
    Ok(record)
}

/// The current time as RFC 3339 (UTC), for `played_at`.
pub fn now_rfc3339() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs() as i64)
        .unwrap_or(0);
    shiplog::rfc3339_from_unix(secs)
}
