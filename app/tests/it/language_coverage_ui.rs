//! The app speaks the crew's language everywhere: every screen (setup, the Action Round, the
//! boards, the resolution, the score card with its debrief and the coach's answer, the
//! ship's log, the campaigns, the explorers, the flight school; a lost mission's score card,
//! a campaign's repairs, its setup and its page once flown) is opened in English and in
//! German the same way, and no label may read the same in both, but for [`same_in_every_language`]:
//! names, numbers, symbols, tokens and card names, which stay as printed.

use std::collections::BTreeSet;
use strum::VariantArray;

use egui_kittest::kittest::Queryable;
use engine::{DamageTile, Repair, Zone};
use i18n::{Language, tr};
use sitting_duck::gui::ScreenName;
use sitting_duck::gui::screens::campaign::repairs::option_text;
use sitting_duck::gui::screens::score::not_counted;

use super::support::{
    AppHarness, COACH_TIMEOUT, FIVE_CREW, FakeClock, Window, activate, click, click_containing,
    press, scenario, settle, settle_within, type_into, wait,
};

/// Every accessible label the window shows now: a widget's label, and a text label's words
/// (AccessKit keeps those as the node's value, as kittest's own label queries read them).
pub(super) fn labels(h: &AppHarness) -> BTreeSet<String> {
    let found = std::cell::RefCell::new(BTreeSet::new());
    let _ = h
        .query_all_by(|node| {
            let text = if node.role() == egui::accesskit::Role::Label {
                node.value()
            } else {
                node.label()
            };
            if let Some(text) = text.filter(|t| !t.trim().is_empty()) {
                found.borrow_mut().insert(text.trim().to_owned());
            }
            false
        })
        .count();
    found.into_inner()
}

/// Words that are the same in English and German on purpose.
fn same_in_every_language(label: &str) -> bool {
    // Names, as the crew, the CD and the box spell them: the program, the crew of the game
    // files, the CD's tracks whose German names are the English ones ("Mission 1",
    // "Simulation 2"), the expansion.
    const NAMES: [&str; 7] = [
        "Sitting Duck",
        "Mission ",
        "imulation",
        "Anna",
        "Cleo",
        "Chloe",
        "The New Frontier",
    ];
    // Words German shares with English (checked, not borrowed by laziness).
    const SHARED: [&str; 4] = ["Crew", "Pause", "Tempo", "Palette"];
    let letters = label.chars().filter(|c| c.is_alphabetic()).count();
    // Numbers, times, symbols, action tokens (A, B+, ~C, @LB), threat numbers (T3, E1-04),
    // language names in their own language.
    letters <= 3
        || card_label(label)
        || NAMES.iter().any(|n| label.contains(n))
        || SHARED
            .iter()
            .any(|w| label == *w || label.starts_with(&format!("{w} ")))
        || Language::VARIANTS
            .iter()
            .any(|l| label.contains(l.native_name()))
}

/// A threat card as the screens name it, its id then its name (`SE1-02 Man-of-War`): the
/// cards keep their English names in every language.
fn card_label(label: &str) -> bool {
    let Some((id, name)) = label.split_once(' ') else {
        return false;
    };
    !name.is_empty()
        && id.starts_with(|c: char| c.is_ascii_uppercase())
        && id.contains(|c: char| c.is_ascii_digit())
        && id
            .chars()
            .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '-')
}

/// An English word that German never uses, if `label` has one (card names aside: they
/// keep their English names in every language).
pub(super) fn english_word(label: &str) -> Option<&str> {
    if card_label(label) {
        return None;
    }
    const ENGLISH: [&str; 28] = [
        "the",
        "of",
        "and",
        "with",
        "is",
        "to",
        "on",
        "for",
        "from",
        "by",
        "actions",
        "damage",
        "threats",
        "threat",
        "turn",
        "appear",
        "end",
        "nobody",
        "zone",
        "missions",
        "complete",
        "stopped",
        "flying",
        "lost",
        "battlebots",
        "squads",
        "repairs",
        "passes",
    ];
    label
        .split(|c: char| !c.is_alphabetic())
        .find(|word| ENGLISH.contains(word))
}

/// The screens of one evening in `language`, each with its labels.
fn tour(language: Language) -> Vec<(&'static str, BTreeSet<String>)> {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("shiplog.sqlite3");
    let clock = FakeClock::default();
    // The flight school's lessons are at the foot of setup: a tall window has them in view.
    let open_sized = |height: f32| {
        Window::default()
            .size(1280.0, height)
            .clock(&clock)
            .ship_log(&db)
            .system_language(language)
            .open()
    };
    let open = || open_sized(800.0);
    let mut seen = Vec::new();
    let mut h = open();
    seen.push(("setup", labels(&h)));
    click(&mut h, "Mission 1");
    click_containing(&mut h, &tr!("setup-start"));
    assert_eq!(h.state().screen(), ScreenName::Mission, "{language:?}");
    // The computer's first words on screen, then the round between announcements.
    wait(&mut h, &clock, 2.0);
    seen.push(("mission start", labels(&h)));
    wait(&mut h, &clock, 10.0);
    seen.push(("mission", labels(&h)));
    wait(&mut h, &clock, 599.0);
    wait(&mut h, &clock, 30.0);
    assert_eq!(h.state().screen(), ScreenName::Boards, "{language:?}");
    seen.push(("boards", labels(&h)));
    type_into(&mut h, &tr!("boards-game-file"), FIVE_CREW);
    click(&mut h, &tr!("boards-load"));
    click_containing(&mut h, &format!("{}  [", tr!("boards-resolve")));
    assert_eq!(h.state().screen(), ScreenName::Resolution, "{language:?}");
    press(&mut h, egui::Key::ArrowRight);
    press(&mut h, egui::Key::ArrowRight);
    seen.push(("resolution", labels(&h)));
    press(&mut h, egui::Key::End);
    click_containing(&mut h, &format!("{}  [", tr!("resolution-score-card")));
    assert_eq!(h.state().screen(), ScreenName::Score, "{language:?}");
    seen.push(("score", labels(&h)));
    // The coach searches every pair of changes of the five-crew mission: on a loaded machine
    // that outlasts the usual wait, so this one step waits for the coach's own answer longer.
    h.get_by_label(&tr!("coach-ask")).click();
    settle_within(&mut h, COACH_TIMEOUT);
    seen.push(("coach", labels(&h)));
    press(&mut h, egui::Key::L);
    drop(h);

    let mut h = open();
    click(&mut h, &tr!("setup-ship-log"));
    settle(&mut h);
    assert_eq!(h.state().screen(), ScreenName::ShipLog, "{language:?}");
    seen.push(("ship's log", labels(&h)));
    click_containing(&mut h, &format!("{}  [", tr!("shiplog-campaigns")));
    assert_eq!(h.state().screen(), ScreenName::Campaign, "{language:?}");
    seen.push(("campaigns", labels(&h)));
    drop(h);

    let mut h = open();
    activate(&mut h, &tr!("careers-open"));
    assert_eq!(h.state().screen(), ScreenName::Explorers, "{language:?}");
    seen.push(("explorers", labels(&h)));
    drop(h);

    let mut h = open_sized(1300.0);
    click(&mut h, &tr!("school-lesson-1"));
    assert_eq!(h.state().screen(), ScreenName::Mission, "{language:?}");
    seen.push(("flight school", labels(&h)));
    seen
}

/// One mission in the window's language, from setup's "Start mission" to its score card: the
/// round runs out, the boards are loaded from the scenario file `game`, resolved and scored.
fn fly_in_language(h: &mut AppHarness, clock: &FakeClock, game: &str) {
    click_containing(h, &tr!("setup-start"));
    assert_eq!(h.state().screen(), ScreenName::Mission);
    for _ in 0..15 {
        wait(h, clock, 60.0);
        if h.state().screen() == ScreenName::Boards {
            break;
        }
    }
    assert_eq!(h.state().screen(), ScreenName::Boards);
    type_into(h, &tr!("boards-game-file"), &scenario(game));
    click(h, &tr!("boards-load"));
    click_containing(h, &format!("{}  [", tr!("boards-resolve")));
    press(h, egui::Key::End);
    click_containing(h, &format!("{}  [", tr!("resolution-score-card")));
    assert_eq!(h.state().screen(), ScreenName::Score);
}

/// The screens of a lost mission and of a campaign of two in `language`, each with its
/// labels: the lost mission's score card; the campaign's repairs between its missions (before
/// and after the crew chooses), the setup of its second mission with the ship carried, and its
/// page once flown, with the missions, the repairs and the score.
fn campaign_tour(language: Language) -> Vec<(&'static str, BTreeSet<String>)> {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("shiplog.sqlite3");
    let clock = FakeClock::default();
    let open = || {
        Window::default()
            .size(1280.0, 800.0)
            .clock(&clock)
            .ship_log(&db)
            .system_language(language)
            .open()
    };
    let mut seen = Vec::new();
    let mut h = open();
    click(&mut h, "Mission 1");
    fly_in_language(&mut h, &clock, "mechanics/lost-mission.yaml");
    h.get_by_label(&not_counted());
    seen.push(("lost score card", labels(&h)));
    drop(h);

    let mut h = open();
    click(&mut h, &tr!("campaign-of", count = 2));
    click(&mut h, "Mission 1");
    fly_in_language(&mut h, &clock, "mechanics/full-mission-five-crew.yaml");
    seen.push(("campaign score card", labels(&h)));
    let next = format!("{}  [", tr!("score-next-mission"));
    click_containing(&mut h, &next);
    assert_eq!(h.state().screen(), ScreenName::Repairs, "{language:?}");
    seen.push(("repairs", labels(&h)));
    for (who, zone) in [("Anna", Zone::Red), ("Ben", Zone::Blue)] {
        let step = option_text(Repair::Tile(zone, DamageTile::Shield));
        click(&mut h, &format!("{who}: {step}"));
    }
    seen.push(("repairs chosen", labels(&h)));
    click_containing(&mut h, &next);
    assert_eq!(h.state().screen(), ScreenName::Setup, "{language:?}");
    seen.push(("campaign setup", labels(&h)));
    fly_in_language(&mut h, &clock, "mechanics/five-crew-unconfirmed.yaml");
    // The campaign's last mission leads to its result.
    click_containing(&mut h, &format!("{}  [", tr!("score-campaign-result")));
    assert_eq!(h.state().screen(), ScreenName::Campaign, "{language:?}");
    seen.push(("campaign page", labels(&h)));
    seen
}

/// Each label of `german` that reads as in `english` (but for names, numbers and symbols), or
/// has an English word in it, with its screen.
fn english_left(
    english: &[(&str, BTreeSet<String>)],
    german: &[(&str, BTreeSet<String>)],
) -> Vec<String> {
    let mut left = Vec::new();
    for ((screen, en), (_, de)) in english.iter().zip(german) {
        assert!(!en.is_empty(), "{screen}: no labels");
        for label in en.intersection(de) {
            if !same_in_every_language(label) {
                left.push(format!("{screen}: {label}"));
            }
        }
        // English words inside a German label (a step's name before a translated line).
        for label in de {
            if let Some(word) = english_word(label) {
                left.push(format!("{screen}: `{word}` in {label}"));
            }
        }
    }
    left
}

#[test]
fn no_screen_shows_english_in_german() {
    let english = tour(Language::En);
    i18n::set_thread_language(None);
    let german = tour(Language::De);
    let left = english_left(&english, &german);
    assert!(left.is_empty(), "English in German:\n{}", left.join("\n"));
}

#[test]
fn a_lost_mission_and_a_campaign_show_no_english_in_german() {
    let english = campaign_tour(Language::En);
    i18n::set_thread_language(None);
    let german = campaign_tour(Language::De);
    assert_eq!(english.len(), german.len());
    let left = english_left(&english, &german);
    assert!(left.is_empty(), "English in German:\n{}", left.join("\n"));
}
