//! Sample missions shared by the tests and the `shiplog-writer` helper process, so a test
//! can rebuild exactly the record the child says it committed.

use shiplog::{CrewEntry, Difficulty, MissionRecord, Outcome};

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
    let total = if won { Some((n % 50) as i32 - 5) } else { None };
    MissionRecord {
        crew,
        crew_name: crew_name.map(str::to_owned),
        played_at: shiplog::rfc3339_from_unix(1_796_066_100 + n as i64 * 3600),
        track: Some(format!("Mission {}", n % 5 + 1)),
        soundtrack: n.is_multiple_of(2).then(|| "generated".to_owned()),
        common_difficulty: [Difficulty::White, Difficulty::Yellow, Difficulty::Mixed]
            [(n % 3) as usize],
        serious_difficulty: [Difficulty::Mixed, Difficulty::White][(n % 2) as usize],
        outcome: if won { Outcome::Won } else { Outcome::Lost },
        destroyed_by: (!won).then(|| format!("Nemesis {n}")),
        survived_points: 2,
        destroyed_points: (n % 20) as i32,
        visual_confirmation: 3,
        damage_penalty: -4,
        knock_out_penalty: -2,
        battlebot_penalty: -1,
        total,
        seed: n.wrapping_mul(0x9E37_79B9_7F4A_7C15),
        game_yaml: format!("mission: Mission {}\nplayers: 4\nseed: {n}\n", n % 5 + 1),
        event_log,
        result_json: format!(
            "{{\"outcome\": \"{}\", \"n\": {n}}}",
            if won { "won" } else { "lost" }
        ),
    }
}
