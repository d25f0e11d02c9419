//! The command line in German from end to end: every help page, clap's errors and each
//! command's output and messages, with `--lang de`, must not read as English. The check is
//! a list of common English words (whole words, case as written) that German text never
//! uses; what stays English on purpose is taken out first (see [`allowed`]).

use std::path::{Path, PathBuf};
use std::process::Command;

use clap::CommandFactory;

const BIN: &str = env!("CARGO_BIN_EXE_sitting-duck");

/// Words of English that no German sentence of the program contains.
const ENGLISH: &[&str] = &[
    "the",
    "of",
    "and",
    "with",
    "is",
    "to",
    "for",
    "not",
    "no",
    "or",
    "by",
    "from",
    "this",
    "that",
    "be",
    "were",
    "are",
    "one",
    "each",
    "every",
    "only",
    "Usage",
    "Options",
    "Commands",
    "Arguments",
    "Print",
    "error",
    "tip",
    "information",
    "file",
    "written",
    "cannot",
    "played",
    "missions",
    "crew",
    "score",
    "threats",
    "track",
    "won",
    "lost",
    "destroyed",
    "none",
    "yet",
    "average",
    "outcome",
    "seed",
    "default",
    "possible",
    "values",
    "value",
    "unexpected",
    "required",
    "argument",
    "found",
    "ship",
    "card",
    "report",
    "clips",
    "logged",
    "mission",
    "explorers",
    "campaigns",
    "points",
    // The campaign and explorer pages (`log list --campaign ID`, `log explorers ID`).
    "Campaign",
    "campaign",
    "started",
    "repairs",
    "after",
    "running",
    "visual",
    "confirmation",
    "knocked",
    "squads",
    "battlebot",
    "behind",
    "Explorer",
    "level",
    "boxes",
    "runs",
    "achievements",
    "clone",
    "used",
    "died",
    "cloning",
    "hardcore",
    "specializations",
];

/// Takes out of `text` what is English on purpose: flags and their values (`--json`,
/// `-o`, and every word with a dash: the arguments typed), `code` in backticks, file paths and names (`tests/x.yaml`, `zone_red.ogg`), URLs,
/// the names of the subcommands (clap matches them as typed) and of the threat cards (the
/// cards' own names, as printed on them), and the name `generate` gives its track (data in
/// the YAML, the same in every language) and its `kind:` value.
pub(super) fn allowed(text: &str) -> String {
    let text = text
        .replace("Random mission", "")
        .replace("kind: mission", "");
    let mut kept = String::new();
    let mut in_code = false;
    for part in text.split('`') {
        if !in_code {
            kept.push_str(part);
        }
        kept.push(' ');
        in_code = !in_code;
    }
    kept.split_whitespace()
        .filter(|token| {
            let bare = token.trim_matches(|c: char| "'\"()[]<>,;:.".contains(c));
            !(bare.contains('-')
                || bare.contains('/')
                || bare.contains('_')
                || bare.contains(".yaml")
                || bare.contains(".json")
                || bare.contains(".html")
                || bare.contains(".sqlite3")
                || bare.contains(".md")
                || SUBCOMMANDS.contains(&bare))
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// What is typed as it is in every language: the subcommands' names and the values of
/// `--objective`.
const SUBCOMMANDS: &[&str] = &[
    "survive",
    "score",
    "generate",
    "resolve",
    "debrief",
    "coach",
    "render",
    "card",
    "report",
    "log",
    "threats",
    "serve",
    "help",
    "list",
    "show",
    "stats",
    "export",
    "explorers",
];

/// The English words `text` (after [`allowed`]) contains.
pub(super) fn english_in(text: &str) -> Vec<String> {
    let kept = allowed(text);
    let mut found: Vec<String> = kept
        .split(|c: char| !c.is_alphanumeric())
        .filter(|word| ENGLISH.contains(word))
        .map(str::to_owned)
        .collect();
    found.sort();
    found.dedup();
    found
}

/// Runs the program with `args` and `--lang de`; its standard output and error.
pub(super) fn german(args: &[&str]) -> (Option<i32>, String) {
    let out = Command::new(BIN)
        .args(args)
        .args(["--lang", "de"])
        .output()
        .unwrap();
    let text = format!(
        "{}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    (out.status.code(), text)
}

/// Fails with every command line whose output has English words, and the words.
fn assert_german(runs: &[Vec<String>]) {
    let mut failures = Vec::new();
    for args in runs {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let (_, text) = german(&args);
        let found = english_in(&text);
        if !found.is_empty() {
            failures.push(format!(
                "sitting-duck {} --lang de: {found:?}\n{text}",
                args.join(" ")
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "English in German output:\n{}",
        failures.join("\n")
    );
}

/// Every command's path in the tree: `[]`, `["log"]`, `["log", "list"]`, ...
fn paths(cmd: &clap::Command, path: &[String], found: &mut Vec<Vec<String>>) {
    found.push(path.to_vec());
    for sub in cmd.get_subcommands() {
        let mut sub_path = path.to_vec();
        sub_path.push(sub.get_name().to_owned());
        paths(sub, &sub_path, found);
    }
}

pub(super) fn repo(path: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(path)
}

pub(super) fn game() -> String {
    repo("tests/debrief/lost-with-wasted-actions.yaml")
        .to_string_lossy()
        .into_owned()
}

pub(super) fn strings(args: &[&str]) -> Vec<String> {
    args.iter().map(|arg| (*arg).to_owned()).collect()
}

#[test]
fn every_help_page_is_german() {
    let mut found = Vec::new();
    paths(&sitting_duck::cli::Cli::command(), &[], &mut found);
    assert!(found.len() > 15, "{found:?}");
    let mut runs = Vec::new();
    for path in found {
        for flag in ["--help", "-h"] {
            let mut args = path.clone();
            args.push(flag.to_owned());
            runs.push(args);
        }
    }
    runs.push(strings(&["help", "log", "list"]));
    assert_german(&runs);
}

#[test]
fn clap_errors_are_german() {
    let game = game();
    let runs = [
        strings(&["resolve"]),
        strings(&["resolve", &game, "--jsn"]),
        strings(&["lgo"]),
        strings(&["log"]),
        strings(&["generate", "--players", "9"]),
        strings(&["generate", "--profile", "xx"]),
        strings(&["log", "show", "1", "--json", "--game"]),
        strings(&["coach", &game, "--edits"]),
        // clap's tip for a value that looks like a flag.
        strings(&["card", "-x"]),
    ];
    for args in &runs {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        assert_eq!(german(&args).0, Some(2), "{args:?}");
    }
    assert_german(&runs);
}

#[test]
fn resolve_and_debrief_are_german() {
    let game = game();
    assert_german(&[strings(&["resolve", &game]), strings(&["debrief", &game])]);
}

/// clap's tips (a dash-led value, a stray `--`) are German, not dropped: the `--` ends the
/// options, so the language comes from the environment here.
#[test]
fn clap_tips_are_german_not_dropped() {
    let (code, text) = german(&["card", "-x"]);
    assert_eq!(code, Some(2));
    assert!(
        text.contains("Tipp: um '-x' als Wert anzugeben, schreibe '-- -x'"),
        "{text}"
    );
    let out = Command::new(BIN)
        .args(["log", "--", "show"])
        .env("SITTING_DUCK_LANG", "de")
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stderr);
    assert!(text.contains("Tipp: es gibt den Befehl 'show'"), "{text}");
    assert!(english_in(&text).is_empty(), "{text}");
}

/// The coach's report: its framing lines (the crew's plan, what was tried, each
/// suggestion's changes and result) and its sentences.
#[test]
fn coach_is_german() {
    let coach = |name: &str| {
        repo(&format!("tests/coach/{name}.yaml"))
            .to_string_lossy()
            .into_owned()
    };
    assert_german(&[
        strings(&["coach", &coach("hopeless")]),
        strings(&["coach", &coach("score-more"), "--edits", "1"]),
        strings(&["coach", &coach("laser-left-empty"), "--edits", "1"]),
    ]);
    let (_, text) = german(&["coach", &coach("score-more"), "--edits", "1"]);
    assert!(
        text.starts_with("Der Plan der Crew: Das Schiff springt mit 33 Punkten."),
        "{text}"
    );
    assert!(text.contains("[1 Änderung, 35 Punkte]"), "{text}");
}

/// The check itself: English help fails it, the allow-list keeps flags and paths.
#[test]
fn the_check_finds_english() {
    assert_eq!(
        english_in("Usage: sitting-duck log list [OPTIONS]"),
        ["Usage"]
    );
    assert!(
        english_in("Nur die Seite dieser Crew --crew <NAME> `the seed` a/the/b.yaml").is_empty()
    );
    assert_eq!(
        english_in("the file is written to x.html"),
        ["file", "is", "the", "to", "written"]
    );
    // What `log list --campaign 1` and `log explorers 1` printed in any language before
    // they spoke German: each line is caught.
    for english in [
        "Campaign 1 of Nachtschicht, started 2026-12-01T20:00:00Z: 3 of 3 missions, complete",
        "    started from: rot: structural; 1 battlebot squad left behind (the other starts in UB)",
        "    repairs after: Anna repariert den roten Schild",
        "  campaign score: 20 (threats 25, visual confirmation 4, final ship: damage 0)",
        "  running score: 20",
        "Explorer 1: Anna",
        "  level 1 (2/6 boxes), 9 XP, cloning, 1 clone used",
        "  runs: 2",
        "    run 2 (mission, mission 5, 2026-12-01T21:30:00Z): lost: died, +0 XP",
    ] {
        assert!(!english_in(english).is_empty(), "{english}");
    }
}

/// A log with a lost mission (id 1), a three-mission campaign with repairs and a squad left
/// behind (campaign 1), a lost campaign (2), and two explorers with runs (`cli_campaign` and
/// `cli_explorers` make theirs the same way): the pages `log list --campaign ID` and
/// `log explorers ID` have something to say.
fn full_log(db: &str) {
    let (code, _) = german(&["resolve", &game(), "--log", "--db", db]);
    assert_eq!(code, Some(0));
    for name in [
        "mechanics/full-mission-five-crew.yaml",
        "rulings/c5-squad-left-behind.yaml",
        "rulings/r1-visual-confirmation.yaml",
    ] {
        let file = repo(&format!("tests/scenarios/{name}"));
        let file = file.to_str().unwrap();
        let (code, out) = german(&[
            "resolve",
            file,
            "--log",
            "--crew",
            "Nachtschicht",
            "--db",
            db,
        ]);
        assert_eq!(code, Some(0), "{out}");
    }
    let mut log = shiplog::ShipLog::open(Path::new(db)).unwrap();
    let records: Vec<_> = log.all().unwrap().into_iter().map(|m| m.record).collect();
    let carried = engine::StartingDamage {
        tiles: std::collections::BTreeMap::from([(
            engine::Zone::Red,
            vec![engine::DamageTile::Structural],
        )]),
        disabled_squads: 1,
        squad_at: Some(engine::campaign::UPPER_BLUE),
    };
    let id = log
        .start_campaign("Nachtschicht", "2026-12-01T20:00:00Z", 3)
        .unwrap();
    let first = log
        .append_to_campaign(id, &records[1], &engine::StartingDamage::default())
        .unwrap();
    log.set_repairs(first, &["Anna repariert den roten Schild".to_owned()])
        .unwrap();
    log.append_to_campaign(id, &records[2], &carried).unwrap();
    log.append_to_campaign(id, &records[3], &carried).unwrap();
    let lost = log
        .start_campaign("Nachtschicht", "2026-12-01T21:00:00Z", 2)
        .unwrap();
    log.append_to_campaign(lost, &records[0], &engine::StartingDamage::default())
        .unwrap();
    let anna = log
        .create_explorer("Anna", true, "2026-12-01T20:00:00Z")
        .unwrap();
    log.create_explorer("Dan", false, "2026-12-01T20:00:00Z")
        .unwrap();
    for (scenario, at) in [
        (
            "mechanics/full-mission-five-crew.yaml",
            "2026-12-01T22:30:00Z",
        ),
        ("mechanics/lost-mission.yaml", "2026-12-01T23:30:00Z"),
    ] {
        super::cli_explorers::log_scenario(&mut log, scenario, anna, at);
    }
}

/// The achievements' names stay as the catalog prints them (like the cards' names).
fn without_achievement_names(text: &str) -> String {
    let mut text = text.to_owned();
    for a in &career::Catalog::shipped().unwrap().achievements {
        text = text.replace(a.name.as_str(), "");
    }
    text
}

#[test]
fn the_log_commands_are_german() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("log.sqlite3");
    let db = db.to_str().unwrap();
    full_log(db);
    let runs: Vec<Vec<String>> = [
        &["log", "list"][..],
        &["log", "stats"],
        &["log", "stats", "--crew", "Nobody"],
        &["log", "show", "99"],
        &["log", "list", "--campaign"],
        &["log", "list", "--campaign", "1"],
        &["log", "list", "--campaign", "2"],
        &["log", "list", "--campaign", "99"],
        &["log", "explorers", "99"],
    ]
    .iter()
    .map(|args| {
        let mut args = strings(args);
        args.extend(strings(&["--db", db]));
        args
    })
    .collect();
    assert_german(&runs);
    // The explorers' list and pages, their achievements' names taken out first.
    for args in [
        &["log", "explorers"][..],
        &["log", "explorers", "1"],
        &["log", "explorers", "2"],
    ] {
        let mut args = args.to_vec();
        args.extend(["--db", db]);
        let (code, text) = german(&args);
        assert_eq!(code, Some(0), "{text}");
        let found = english_in(&without_achievement_names(&text));
        assert!(found.is_empty(), "{args:?}: {found:?}\n{text}");
    }
    let (_, page) = german(&["log", "list", "--campaign", "1", "--db", db]);
    for line in [
        "Kampagne 1 von Nachtschicht",
        "gestartet mit: ein neues Schiff",
        "Reparaturen danach: Anna repariert den roten Schild",
        "gestartet mit: rot: Struktur; 1 Kampfroboter-Trupp zurückgelassen (der andere beginnt in UB)",
    ] {
        assert!(page.contains(line), "{line}\n{page}");
    }
    let (_, page) = german(&["log", "explorers", "1", "--db", db]);
    assert!(page.starts_with("Entdecker 1: Anna\n"), "{page}");
    assert!(page.contains("  Einsätze: 2\n"), "{page}");
    assert!(page.contains("verloren: ein Klon verbraucht"), "{page}");
    // `log show`'s own lines, and the debrief and event log made again in German from the
    // stored game file (`cli_log_words` reads a mission logged in English back).
    let (_, show) = german(&["log", "show", "1", "--db", db]);
    for label in [
        "Mission 1",
        "gespielt:",
        "Ergebnis:    verloren, zerstört von Frigate",
        "Punktekarte:",
        "Ereignisprotokoll:",
        "MISSION VERLOREN",
    ] {
        assert!(show.contains(label), "{label}\n{show}");
    }
}

#[test]
fn card_render_generate_and_report_are_german() {
    let dir = tempfile::tempdir().unwrap();
    let file = |name: &str| dir.path().join(name).to_string_lossy().into_owned();
    let track = repo("missions/tracks/test-run-1.yaml")
        .to_string_lossy()
        .into_owned();
    assert_german(&[
        strings(&["card", "mission-1", "-o", &file("card.html")]),
        strings(&["card", "no-such-track"]),
        strings(&["render", &track, "-o", &file("t.wav"), "--voice-only"]),
        strings(&["generate", "--seed", "7"]),
        strings(&["report", &game(), "-o", &file("report.html")]),
        strings(&["report", &game(), "--markdown"]),
    ]);
}

#[test]
fn every_shipped_card_reads_german() {
    let (code, table) = german(&["threats"]);
    assert_eq!(code, Some(0));
    let ids: Vec<Vec<String>> = table
        .lines()
        .skip(1)
        .filter_map(|line| line.split_whitespace().next())
        .map(|id| strings(&["threats", id]))
        .collect();
    // One German card text per card of the shipped catalog, however many it holds.
    assert_eq!(
        ids.len(),
        missions::Catalog::shipped().unwrap().cards().len()
    );
    assert_german(&ids);
}
