//! The score card screen renders the engine's `ScoreCard`: every line the
//! engine made, with its points, and the total; a lost mission's lines under "not counted",
//! never "still in flight at the jump". And the card agrees with the
//! engine's score for every scenario file.

use std::path::{Path, PathBuf};

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use engine::{CardResult, LineKind, Outcome};
use missions::{Catalog, game::parse_game};
use sitting_duck::gui::screens::resolution::ResolutionScreen;
use sitting_duck::gui::screens::score::{ScoreScreen, not_counted, points_text};

fn scenarios() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/scenarios")
}

fn screen(file: &str) -> ScoreScreen {
    let path = scenarios().join("mechanics").join(file);
    let text = std::fs::read_to_string(&path).unwrap();
    let game = parse_game(&text, file, &Catalog::base().unwrap()).unwrap();
    ScoreScreen::new(ResolutionScreen::new(game, text).replay, String::new())
}

fn harness(screen: ScoreScreen, size: (f32, f32)) -> Harness<'static, ScoreScreen> {
    let mut h = Harness::builder()
        .with_size(egui::vec2(size.0, size.1))
        .build_ui_state(
            |ui, screen: &mut ScoreScreen| {
                screen.draw(ui);
            },
            screen,
        );
    h.run();
    h
}

#[test]
fn a_won_card_shows_every_line_the_engine_made_and_its_total() {
    let score = screen("full-mission-five-crew.yaml");
    let card = score.replay.resolution.score_card();
    let engine_total = score.replay.resolution.score.unwrap().total;
    let h = harness(score, (1280.0, 800.0));
    assert_eq!(card.total(), Some(engine_total));
    for line in &card.lines {
        assert!(line.counted);
        h.get_by_label(&words::score::line_text(line));
    }
    h.get_by_label("Destroyed: T1 Gunship (red)");
    h.get_by_label("Still in flight at the jump: T8 Armored Grappler (white)");
    assert!(h.query_all_by_label("+4").count() >= 4);
    h.get_by_label(&format!("Total {engine_total}"));
    assert!(h.query_by_label(&not_counted()).is_none());
    assert!(
        h.query_by_label_contains("(+").is_none(),
        "no line is shown as not counted"
    );
}

#[test]
fn a_lost_card_counts_nothing_and_never_speaks_of_the_jump() {
    let score = screen("lost-mission.yaml");
    let resolution = &score.replay.resolution;
    assert!(matches!(resolution.outcome, Outcome::Lost { .. }));
    let card = resolution.score_card();
    let h = harness(score, (1280.0, 800.0));
    h.get_by_label(&not_counted());
    h.get_by_label("No score: the ship was destroyed");
    h.get_by_label("The ship was destroyed by Frigate");
    assert!(h.query_by_label_contains("jump").is_none());
    assert!(h.query_by_label_contains("Total").is_none());
    assert_eq!(
        card.lines
            .iter()
            .map(words::score::line_text)
            .collect::<Vec<_>>(),
        [
            "Survived: T1 Gunship (red)",
            "In flight when the ship was lost: T2 Destroyer (red)",
            "In flight when the ship was lost: T3 Frigate (red)",
        ]
    );
    for line in &card.lines {
        assert!(!line.counted);
        h.get_by_label(&words::score::line_text(line));
    }
    // The survived Gunship's 2 points are shown as not counted, never as "+2".
    h.get_by_label("(+2)");
    assert!(h.query_by_label("+2").is_none());
    assert_eq!(points_text(2, false), "(+2)");
    assert_eq!(points_text(-5, true), "-5");
}

#[test]
fn the_card_fits_the_window_at_every_size() {
    for (file, big) in [
        ("full-mission-five-crew.yaml", "Total 33"),
        ("lost-mission.yaml", "No score: the ship was destroyed"),
    ] {
        for size in [(960.0, 640.0), (1280.0, 800.0), (1920.0, 1080.0)] {
            let h = harness(screen(file), size);
            let screen_rect = egui::Rect::from_min_size(egui::Pos2::ZERO, size.into());
            for label in [
                big,
                "Save to ship's log  [L]",
                "Next mission  [Enter]",
                "Share  [R]",
            ] {
                let rect = h.get_by_label(label).rect();
                assert!(
                    screen_rect.contains_rect(rect),
                    "{file} at {size:?}: {label} at {rect:?}"
                );
            }
        }
    }
}

/// Every scenario file that loads, resolved: the card's result is the engine's outcome and
/// score, its counted lines add up to the total and to each field of the score, and a lost
/// mission has no counted line and no line about the jump.
#[test]
fn the_card_agrees_with_the_engines_score_for_every_scenario() {
    let catalog = Catalog::base().unwrap();
    let mut checked = (0, 0);
    for group in ["mechanics", "rulings", "threats", "specializations"] {
        let dir = scenarios().join(group);
        let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "yaml"))
            .collect();
        files.sort();
        for path in files {
            let text = std::fs::read_to_string(&path).unwrap();
            let Ok(game) = parse_game(&text, &path.display().to_string(), &catalog) else {
                continue;
            };
            let resolution = engine::resolve(&game.game, game.seed);
            let card = resolution.score_card();
            let name = path.display();
            match (&resolution.outcome, resolution.score) {
                (Outcome::Won, Some(score)) => {
                    checked.0 += 1;
                    assert_eq!(card.result, CardResult::Total(score.total), "{name}");
                    let counted: i32 = card.lines.iter().map(|l| l.points).sum();
                    assert_eq!(counted, score.total, "{name}");
                    assert!(card.lines.iter().all(|l| l.counted), "{name}");
                    assert_eq!(card.points(LineKind::Destroyed), score.destroyed, "{name}");
                    assert_eq!(card.points(LineKind::Survived), score.survived, "{name}");
                    assert_eq!(
                        card.points(LineKind::VisualConfirmation),
                        score.visual_confirmation,
                        "{name}"
                    );
                    assert_eq!(
                        card.points(LineKind::Damage),
                        score.damage_penalty,
                        "{name}"
                    );
                    assert_eq!(
                        card.points(LineKind::KnockedOut),
                        score.knock_out_penalty,
                        "{name}"
                    );
                    assert_eq!(
                        card.points(LineKind::Battlebots),
                        score.battlebot_penalty,
                        "{name}"
                    );
                    assert_eq!(
                        card.points(LineKind::Specialization),
                        score.specializations,
                        "{name}"
                    );
                }
                (Outcome::Lost { destroyed_by, .. }, None) => {
                    checked.1 += 1;
                    assert_eq!(
                        card.result,
                        CardResult::NoScore {
                            destroyed_by: destroyed_by.clone()
                        },
                        "{name}"
                    );
                    assert!(card.lines.iter().all(|l| !l.counted), "{name}");
                    assert!(
                        (card.lines.iter()).all(|l| !words::score::line_text(l).contains("jump")),
                        "{name}"
                    );
                }
                other => panic!("{name}: outcome and score disagree: {other:?}"),
            }
            assert_eq!(
                card.lines
                    .iter()
                    .filter(|l| l.kind <= LineKind::InFlight)
                    .count(),
                resolution.state.threats().len(),
                "{name}: one line per threat"
            );
        }
    }
    assert!(checked.0 >= 10 && checked.1 >= 1, "{checked:?}");
}
