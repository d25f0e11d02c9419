//! The record's JSON form and its columns.

use super::*;

fn entry(name: &str, android: bool) -> CrewEntry {
    CrewEntry {
        name: name.into(),
        color: None,
        captain: false,
        communications_officer: false,
        security_chief: false,
        android,
        specialization: None,
    }
}

fn record() -> MissionRecord {
    MissionRecord {
        crew: vec![
            entry("Ben", false),
            entry("Anna", false),
            entry("Bot", true),
        ],
        crew_name: None,
        played_at: "2026-11-30T20:15:00+01:00".into(),
        track: None,
        soundtrack: None,
        common_difficulty: Difficulty::White,
        serious_difficulty: Difficulty::Mixed,
        modules: engine::Modules::BASE,
        score: ScoreCard {
            lines: vec![
                ScoreLine {
                    kind: LineKind::Destroyed,
                    subject: Subject::Written("Destroyed: T1 Fighter (red)".into()),
                    points: 4,
                    counted: true,
                },
                ScoreLine {
                    kind: LineKind::Damage,
                    subject: Subject::Written(
                        "Damage: 1 tile, and the worst zone's 1 again".into(),
                    ),
                    points: -2,
                    counted: true,
                },
            ],
            result: CardResult::Total(2),
        },
        seed: 0,
        game_yaml: String::new(),
        event_log: String::new(),
        result_json: String::new(),
        debrief: Vec::new(),
        transcript: Vec::new(),
        dealt: None,
        cards: None,
    }
}

#[test]
fn an_unnamed_page_is_named_after_the_players() {
    let mut r = record();
    assert_eq!(r.page_name(), "Anna, Ben");
    r.crew_name = Some(" Night Shift ".into());
    assert_eq!(r.page_name(), "Night Shift");
}

#[test]
fn every_problem_is_reported_at_once() {
    let mut r = record();
    assert!(r.problems().is_empty(), "{:?}", r.problems());
    r.crew.push(entry("Anna", false));
    r.crew.push(entry(" ", false));
    r.played_at = "last tuesday".into();
    r.score.result = CardResult::Total(5);
    r.score.lines[1].subject = Subject::Written(" ".into());
    let problems = r.problems();
    assert_eq!(problems.len(), 5, "{problems:?}");
    assert!(problems[0].starts_with("crew[3].name"), "{problems:?}");
    assert!(problems[1].starts_with("crew[4].name"), "{problems:?}");
    assert!(problems[2].starts_with("played_at"), "{problems:?}");
    assert!(
        problems[3] == "score: the total 5 is not the sum of the counted lines (2)",
        "{problems:?}"
    );
    assert!(
        problems[4].starts_with("score.lines[1].label"),
        "{problems:?}"
    );

    let mut lost = record();
    lost.score.result = CardResult::NoScore {
        destroyed_by: Some("Nemesis".into()),
    };
    assert_eq!(
        lost.problems(),
        ["score: a lost mission scores nothing, but a line is counted"]
    );
    for line in &mut lost.score.lines {
        line.counted = false;
    }
    assert!(lost.problems().is_empty());
}

#[test]
fn marks_and_words_round_trip() {
    for &d in Difficulty::VARIANTS {
        assert_eq!(Difficulty::from_mark(d.mark()), Some(d));
    }
    for o in [Outcome::Won, Outcome::Lost] {
        assert_eq!(Outcome::from_word(o.word()), Some(o));
    }
    assert_eq!(Difficulty::from_mark("4"), None);
    assert_eq!(Outcome::from_word("draw"), None);
}

#[test]
fn the_json_form_has_the_paper_log_fields_and_the_lines_and_reads_back() {
    let r = record();
    let json = serde_json::to_value(&r).unwrap();
    assert_eq!(json["outcome"], "won");
    assert_eq!(json["destroyed_points"], 4);
    assert_eq!(json["damage_penalty"], -2);
    assert_eq!(json["total"], 2);
    assert_eq!(
        json["score_card"][0]["label"],
        "Destroyed: T1 Fighter (red)"
    );
    assert_eq!(json["score_card"][1]["kind"], "damage");
    let back: MissionRecord = serde_json::from_value(json.clone()).unwrap();
    assert_eq!(back, r);

    let mut wrong = json;
    wrong["score_card"][0]["kind"] = "bonus".into();
    let err = serde_json::from_value::<MissionRecord>(wrong).unwrap_err();
    assert!(err.to_string().contains("score_card[0].kind"), "{err}");
}

#[test]
fn an_old_mission_gets_one_line_per_paper_log_field() {
    let card = card_from_columns(Outcome::Won, None, [2, 8, 3, -10, -2, 0], Some(1));
    assert_eq!(card_columns(&card), [2, 8, 3, -10, -2, 0]);
    assert_eq!(card.total(), Some(1));
    let lost = card_from_columns(Outcome::Lost, Some("Nemesis".into()), [0; 6], None);
    assert!(lost.lines.is_empty());
    assert_eq!(lost.destroyed_by(), Some("Nemesis"));
}
