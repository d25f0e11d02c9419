//! The command line in another language (`--lang`, `SITTING_DUCK_LANG`): the ship's log, the
//! debrief, the report (its `lang` attribute, headings and words) and the messages, with the
//! card names as printed; English when nothing asks otherwise (cargo's test runs set
//! `SITTING_DUCK_LANG=en`, `.cargo/config.toml`).

use std::path::{Path, PathBuf};
use std::process::Command;

const BIN: &str = env!("CARGO_BIN_EXE_sitting-duck");

fn game() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/debrief/lost-with-wasted-actions.yaml")
}

/// Exit status, standard output, standard error.
fn run(args: &[&str], env: Option<(&str, &str)>) -> (Option<i32>, String, String) {
    let mut cmd = Command::new(BIN);
    cmd.args(args);
    if let Some((key, value)) = env {
        cmd.env(key, value);
    }
    let out = cmd.output().unwrap();
    (
        out.status.code(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn resolve_and_debrief_speak_the_language_asked_for() {
    let game = game();
    let game = game.to_str().unwrap();
    let (code, log, _) = run(&["resolve", game, "--lang", "de"], None);
    assert_eq!(code, Some(0));
    assert!(log.contains("== Runde 1 =="), "{log}");
    assert!(
        log.contains("Gunship erscheint in Zone rot (Feld 10)"),
        "{log}"
    );
    assert!(log.contains("MISSION VERLOREN"), "{log}");
    let (_, debrief, _) = run(&["debrief", game], Some(("SITTING_DUCK_LANG", "fr")));
    assert!(
        debrief.contains("Comment le vaisseau a été détruit\u{a0}:"),
        "{debrief}"
    );
    let (_, english, _) = run(&["debrief", game], None);
    assert!(english.contains("How the ship was destroyed:"), "{english}");
    // --lang wins over the environment.
    let (_, czech, _) = run(
        &["debrief", game, "--lang", "cs"],
        Some(("SITTING_DUCK_LANG", "es")),
    );
    assert!(czech.contains("MISE ZTRACENA"), "{czech}");
}

#[test]
fn the_report_page_carries_its_language() {
    let game = game();
    let game = game.to_str().unwrap();
    let (code, page, _) = run(&["report", game, "--lang", "es"], None);
    assert_eq!(code, Some(0));
    assert!(page.contains("<html lang=\"es\">"), "{}", &page[..200]);
    for words in [
        "Tripulación",
        "Las amenazas y su destino",
        "Turno a turno",
        "Nave perdida ante Frigate",
    ] {
        assert!(page.contains(words), "{words}");
    }
    assert!(!page.contains("Threats and their fate"));
    let (_, english, _) = run(&["report", game], None);
    assert!(english.contains("<html lang=\"en\">"));
    assert!(english.contains("Threats and their fate"));
    let (_, post, _) = run(&["report", game, "--markdown", "--lang", "de"], None);
    assert!(
        post.contains("**Die Bedrohungen und ihr Schicksal**"),
        "{post}"
    );
}

#[test]
fn messages_and_bad_languages() {
    let (code, _, err) = run(&["resolve", "/no/such/game.yaml", "--lang", "fr"], None);
    assert_eq!(code, Some(2));
    assert!(
        err.contains("impossible de lire le fichier de partie"),
        "{err}"
    );
    let (code, _, err) = run(&["resolve", "x.yaml", "--lang", "klingon"], None);
    assert_eq!(code, Some(2));
    assert!(err.contains("klingon"), "{err}");
}
