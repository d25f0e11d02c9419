//! Every problem the program reports, in German: the command line's errors for bad game files
//! (the setup's rules broken among them), tracks, homebrew cards, a game file's warnings, an
//! unknown card and a file that cannot be read; and the window's problems on the setup and
//! boards screens (trajectories entered twice, a threat without its card, a board too long,
//! each bad game file loaded). None may have an English word: the `words` crate is the only
//! code that says a problem, in the crew's language.

use std::path::PathBuf;

use egui::accesskit::Role;
use egui_kittest::kittest::Queryable;
use i18n::{Language, tr};
use sitting_duck::gui::ScreenName;

use super::cli_german::{allowed, english_in, game, german, repo, strings};
use super::language_coverage_ui::{english_word, labels};
use super::support::{AppHarness, Window, activate, click, click_containing, settle};

/// The `.yaml` files of the repository's folder `dir` whose names start with `prefix`.
fn files(dir: &str, prefix: &str) -> Vec<String> {
    let mut found: Vec<PathBuf> = std::fs::read_dir(repo(dir))
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| {
            let name = path.file_name().unwrap().to_string_lossy();
            name.starts_with(prefix) && name.ends_with(".yaml")
        })
        .collect();
    found.sort();
    found
        .into_iter()
        .map(|p| p.to_string_lossy().into_owned())
        .collect()
}

/// `text` without what is the file's own and the same in every language: a diagnostic's place
/// (`path:line:column: field: `, the field as the file names it) and the YAML reader's own
/// words after our framing of them (a library's message, quoted as its).
fn without_places(text: &str) -> String {
    text.lines()
        .map(|line| {
            let line = match line.find("YAML-Syntaxfehler:") {
                Some(at) => &line[..at],
                None => line,
            };
            let Some(at) = line.find(".yaml:") else {
                return line.to_owned();
            };
            let rest = line[at + ".yaml:".len()..]
                .trim_start_matches(|c: char| c.is_ascii_digit() || c == ':')
                .trim_start();
            match rest.split_once(": ") {
                Some((field, said)) if !field.contains(' ') => said.to_owned(),
                _ => rest.to_owned(),
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Whether `text` shows a problem as data (Rust's `BoardTwice { board: 3, .. }`), the form an
/// error type displays when a front end forgot to say it in words.
fn as_data(text: &str) -> bool {
    let text = allowed(text);
    text.contains(" { ") && text.contains(": ") && text.contains(" }")
}

#[test]
fn the_place_of_a_problem_is_taken_out_and_nothing_else() {
    assert!(as_data("Flugbahnen: BoardTwice { board: 3, first: Red }"));
    assert!(!as_data("erwartet `{ red: 1 }`"));
    assert_eq!(
        without_places("Warnung: /a/b.yaml:5:8: damage_tiles.red: the zone took 0"),
        "the zone took 0"
    );
    assert_eq!(without_places("b.yaml: 2 Probleme"), "2 Probleme");
    assert_eq!(without_places("is the file"), "is the file");
}

/// The files' own words that are English words too: a track's kind and a module
/// (`mission`, `specializations`), a card's fields (`destroyed`, `points`), listed among the
/// words a field takes. They are typed as they are in every language.
const FILE_WORDS: [&str; 4] = ["mission", "specializations", "destroyed", "points"];

#[test]
fn the_command_lines_problems_are_german() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("card.html").to_string_lossy().into_owned();
    let mut runs = Vec::new();
    for file in files("tests/scenarios/bad", "")
        .into_iter()
        .chain(files("tests/bad-yaml", "game-"))
    {
        runs.push(strings(&["resolve", &file]));
    }
    for file in files("missions/tests/bad", "")
        .into_iter()
        .chain(files("tests/bad-yaml", "track-"))
    {
        runs.push(strings(&["card", &file, "-o", &out]));
    }
    for file in files("tests/cards", "")
        .into_iter()
        .chain(files("tests/bad-yaml", "card-"))
    {
        runs.push(strings(&["resolve", &game(), "--with", &file]));
    }
    // A game file that resolves with a warning (G3: tiles listed but not drawn).
    let warned = dir.path().join("warned.yaml");
    std::fs::write(
        &warned,
        "players: 1\ntrajectories: { red: 1, white: 2, blue: 3, internal: 4 }\n\
         crew: [ { name: Anna, actions: \"C . . C . . . C\" } ]\n\
         damage_tiles:\n  red: [shield, gravolift]\n",
    )
    .unwrap();
    runs.push(strings(&["resolve", &warned.to_string_lossy()]));
    runs.push(strings(&["threats", "E9-99"]));
    let missing = dir
        .path()
        .join("missing.yaml")
        .to_string_lossy()
        .into_owned();
    runs.push(strings(&["resolve", &missing]));
    runs.push(strings(&["resolve", &game(), "--with", &missing]));
    assert!(runs.len() > 80, "{}", runs.len());

    let mut failures = Vec::new();
    for args in &runs {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let (code, text) = german(&args);
        let said = without_places(&text);
        let found: Vec<String> = english_in(&said)
            .into_iter()
            .filter(|word| !FILE_WORDS.contains(&word.as_str()))
            .collect();
        if !found.is_empty() || as_data(&said) {
            failures.push(format!("{}: {found:?}\n{said}", args.join(" ")));
        }
        assert!(!text.trim().is_empty(), "{args:?}: nothing said ({code:?})");
    }
    assert!(
        failures.is_empty(),
        "English in German problems:\n{}",
        failures.join("\n")
    );
}

/// German labels with an English word in them, each with its screen: a problem's place and
/// what the file writes (`code`, words with a dash or an underscore) taken out first.
fn english_on(screen: &str, h: &AppHarness, found: &mut Vec<String>) {
    for label in labels(h) {
        let said = without_places(&label);
        for line in said.lines() {
            if let Some(word) = english_word(&allowed(line)) {
                found.push(format!("{screen}: `{word}` in {label}"));
            }
            if as_data(line) {
                found.push(format!("{screen}: a problem as data in {label}"));
            }
        }
    }
}

#[test]
fn the_windows_problems_are_german() {
    let mut h = Window::default()
        .size(1280.0, 800.0)
        .system_language(Language::De)
        .open();
    let mut found = Vec::new();
    // Setup: the trajectories entered by the crew, one board twice.
    activate(&mut h, &tr!("table-entered"));
    let white = tr!("table-board-white");
    h.get_by_label(&tr!("table-trajectory", board = &white))
        .set_value_accesskit(1.0);
    settle(&mut h);
    click(&mut h, "Mission 1");
    click_containing(&mut h, &tr!("setup-start"));
    assert_eq!(h.state().screen(), ScreenName::Setup);
    assert!(!h.state().setup_problems().is_empty());
    english_on("setup", &h, &mut found);

    // Boards: a trajectory twice, a threat without its card, a board of 13 cards.
    click(&mut h, &tr!("setup-resolve-file"));
    assert_eq!(h.state().screen(), ScreenName::Boards);
    h.get_by_label(&tr!("boards-trajectory", board = &white))
        .set_value_accesskit(1.0);
    settle(&mut h);
    click(&mut h, &tr!("boards-add-threat"));
    let chloe = tr!("boards-board-of", name = "Chloe");
    let board = h.get_by_label(&chloe);
    board.focus();
    board.type_text("A A A A A A A A A A A A A");
    settle(&mut h);
    click_containing(&mut h, &format!("{}  [", tr!("boards-resolve")));
    assert_eq!(h.state().screen(), ScreenName::Boards);
    english_on("boards", &h, &mut found);

    // Every bad game file loaded on the boards screen.
    for file in files("tests/scenarios/bad", "") {
        // The field's text set whole (typing would add to the last file's name).
        h.get_by_role_and_label(Role::TextInput, &tr!("boards-game-file"))
            .set_text_value_accesskit(&file);
        settle(&mut h);
        click(&mut h, &tr!("boards-load"));
        let name = file.rsplit('/').next().unwrap_or_default().to_owned();
        english_on(&name, &h, &mut found);
    }
    assert!(found.is_empty(), "English in German:\n{}", found.join("\n"));
}
