//! Sample missions shared by the tests and the `shiplog-writer` helper process, so a test
//! can rebuild exactly the record the child says it committed.

use shiplog::{
    CardResult, CrewEntry, Difficulty, LineKind, MissionRecord, ScoreCard, ScoreLine, Subject,
};

/// A full mission record, different for every `n`, with an event log of 12 turns of 40 lines
/// (about 25 kB: several database pages).
#[allow(dead_code)] // the writer process uses only `sample_mission_with`
pub fn sample_mission(n: u64, crew_name: Option<&str>) -> MissionRecord {
    sample_mission_with(n, crew_name, 40)
}

/// [`sample_mission`] with `lines` event-log lines per turn: the crash test writes bulky
/// missions so that a kill often lands while SQLite writes their pages.
pub fn sample_mission_with(n: u64, crew_name: Option<&str>, lines: u32) -> MissionRecord {
    let won = !n.is_multiple_of(3);
    let names = ["Anna", "Ben", "Cleo", "Dmitri"];
    let colors = ["red", "yellow", "green", "blue"];
    let crew = names
        .iter()
        .zip(colors)
        .enumerate()
        .map(|(i, (name, color))| CrewEntry {
            name: (*name).to_owned(),
            color: Some(color.to_owned()),
            captain: i == (n % 4) as usize,
            communications_officer: i == ((n + 1) % 4) as usize,
            security_chief: i == ((n + 2) % 4) as usize,
            android: false,
            specialization: None,
        })
        .collect();
    let event_log: String = (1..=12)
        .flat_map(|turn| {
            (0..lines).map(move |line| {
                format!(
                    "turn {turn:2} step {line:2}: mission {n} threat E1-{:02} moves\n",
                    line % 9
                )
            })
        })
        .collect();
    let line = |kind, label: String, points| ScoreLine {
        kind,
        subject: Subject::Written(label),
        points,
        counted: won,
    };
    let mut lines = vec![
        line(
            LineKind::Destroyed,
            format!("Destroyed: T2 Fighter {n} (red)"),
            (n % 20) as i32,
        ),
        line(
            LineKind::Survived,
            format!("Survived: T5 Frigate {n} (blue)"),
            2,
        ),
    ];
    let score = if won {
        lines.extend([
            line(
                LineKind::VisualConfirmation,
                "Visual confirmation".into(),
                3,
            ),
            line(
                LineKind::Damage,
                "Damage: 3 tiles, and the worst zone's 1 again".into(),
                -4,
            ),
            line(LineKind::KnockedOut, "Knocked out: Ben".into(), -2),
            line(
                LineKind::Battlebots,
                "Battlebot squads disabled: 1".into(),
                -1,
            ),
        ]);
        let total = lines.iter().map(|l| l.points).sum();
        ScoreCard {
            lines,
            result: CardResult::Total(total),
        }
    } else {
        lines[1] = line(
            LineKind::InFlight,
            format!("In flight when the ship was lost: T5 Frigate {n} (blue)"),
            0,
        );
        ScoreCard {
            lines,
            result: CardResult::NoScore {
                destroyed_by: Some(format!("Nemesis {n}")),
            },
        }
    };
    MissionRecord {
        crew,
        crew_name: crew_name.map(str::to_owned),
        played_at: shiplog::rfc3339_from_unix(1_796_066_100 + n as i64 * 3600),
        track: Some(format!("Mission {}", n % 5 + 1)),
        soundtrack: n.is_multiple_of(2).then(|| "generated".to_owned()),
        common_difficulty: [Difficulty::White, Difficulty::Yellow, Difficulty::Mixed]
            [(n % 3) as usize],
        serious_difficulty: [Difficulty::Mixed, Difficulty::White][(n % 2) as usize],
        modules: engine::Modules::BASE,
        score,
        seed: n.wrapping_mul(0x9E37_79B9_7F4A_7C15),
        game_yaml: format!("mission: Mission {}\nplayers: 4\nseed: {n}\n", n % 5 + 1),
        event_log,
        result_json: format!(
            "{{\"outcome\": \"{}\", \"n\": {n}}}",
            if won { "won" } else { "lost" }
        ),
        debrief: vec![
            shiplog::DebriefLine {
                entry: n as usize,
                turn: (n % 13) as u8,
                section: "no-effect".into(),
                text: format!(
                    "P{n} plays C in upper white: no effect (the computer is already maintained)"
                ),
                points: None,
            },
            shiplog::DebriefLine {
                entry: n as usize + 1,
                turn: 5,
                section: "points".into(),
                text: "zone red takes a damage tile: shield".into(),
                points: Some(-1),
            },
        ],
        transcript: vec![
            shiplog::TranscriptLine {
                at_ms: 0,
                text: "Enemy activity detected. Please begin first phase.".into(),
            },
            shiplog::TranscriptLine {
                at_ms: 60_000 + n * 1000,
                text: format!("Time T plus {}. Threat. Zone red.", n % 8 + 1),
            },
        ],
        // Every other sample was played with the app's cards.
        dealt: n.is_multiple_of(2).then(|| {
            serde_json::json!({"on": "phones", "players_on_phones": ["Anna", "Ben"], "deal": {"seed": n}})
        }),
        // Every third sample named a homebrew card, kept with it.
        cards: n.is_multiple_of(3).then(|| {
            format!("- id: \"H-{n:02}\"\n  name: \"Space Goose\"\n  kind: external\n")
        }),
    }
}

/// Gives `record` a score card with this result: a total (two counted lines that add up to
/// it), or no score with what destroyed the ship (one line, not counted).
#[allow(dead_code)] // the writer process does not use it
pub fn set_result(record: &mut MissionRecord, total: Option<i32>, destroyed_by: Option<&str>) {
    let line = |kind, label: &str, points, counted| ScoreLine {
        kind,
        subject: Subject::Written(label.to_owned()),
        points,
        counted,
    };
    record.score = match total {
        Some(total) => ScoreCard {
            lines: vec![
                line(
                    LineKind::Destroyed,
                    "Destroyed: T1 Fighter (red)",
                    total + 2,
                    true,
                ),
                line(
                    LineKind::Damage,
                    "Damage: 1 tile, and the worst zone's 1 again",
                    -2,
                    true,
                ),
            ],
            result: CardResult::Total(total),
        },
        None => ScoreCard {
            lines: vec![line(
                LineKind::Destroyed,
                "Destroyed: T1 Fighter (red)",
                4,
                false,
            )],
            result: CardResult::NoScore {
                destroyed_by: destroyed_by.map(str::to_owned),
            },
        },
    };
}

/// The run of [`sample_mission_with`]'s mission `n` for explorers seated by name: a real
/// mission of four humans (every third one lost, as the sample's outcome), its score the
/// record's.
#[allow(dead_code)] // the writer process uses it only in its careers mode
pub fn sample_run(
    record: &MissionRecord,
    seated: &[(String, shiplog::ExplorerId)],
) -> shiplog::RunInput {
    let mut facts = career::MissionFacts::plain(4, record.total().unwrap_or(0));
    facts.survived = record.total().is_some();
    shiplog::RunInput {
        training: false,
        facts,
        seated: seated
            .iter()
            .map(|(name, id)| shiplog::Seated {
                name: name.clone(),
                explorer: *id,
            })
            .collect(),
        attested: Vec::new(),
    }
}
