//! `sitting-duck threats` as a user runs it: the catalog table, one card in plain words, exit 2
//! with a clear message for an unknown or ambiguous card or a bad homebrew file.

use std::process::Command;

const BIN: &str = env!("CARGO_BIN_EXE_sitting-duck");

fn run(args: &[&str]) -> (Option<i32>, String, String) {
    let out = Command::new(BIN).args(args).output().unwrap();
    (
        out.status.code(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn the_table_lists_every_card_aligned_with_its_set() {
    let (code, out, _) = run(&["threats"]);
    assert_eq!(code, Some(0));
    let lines: Vec<&str> = out.lines().collect();
    // The counts come from the shipped catalog: a card added to the files is one more line.
    let catalog = missions::Catalog::shipped().unwrap();
    let of = |set| catalog.cards_of(set).count();
    assert_eq!(
        lines.len(),
        1 + catalog.cards().len(),
        "a header and one line per card"
    );
    // The last two cells: points and set.
    let tail = |l: &str| -> (String, String) {
        let mut cells = l.split_whitespace().rev();
        let set = cells.next().unwrap_or_default().to_owned();
        (cells.next().unwrap_or_default().to_owned(), set)
    };
    let set = |word: &str| lines.iter().filter(|l| tail(l).1 == word).count();
    assert_eq!(
        (set("base"), set("new-frontier")),
        (of(engine::CardSet::Base), of(engine::CardSet::NewFrontier))
    );
    let header = lines[0];
    for col in [
        "ID", "NAME", "COLOR", "KIND", "SEVERITY", "HP", "SHIELD", "SPEED", "POINTS", "SET",
    ] {
        assert!(header.contains(col), "{header}");
    }
    // Aligned: every row's name starts where the header's NAME does.
    let name_at = header.find("NAME").unwrap();
    let juggernaut = lines.iter().find(|l| l.starts_with("SE2-02")).unwrap();
    assert_eq!(juggernaut.find("Juggernaut"), Some(name_at));
    assert!(
        juggernaut.contains("yellow")
            && juggernaut.contains("external")
            && tail(juggernaut) == ("6/12".into(), "base".into())
    );
    let leaper = lines.iter().find(|l| l.starts_with("SE3-106")).unwrap();
    assert!(
        leaper.contains("Leaper")
            && leaper.contains("red")
            && tail(leaper) == ("8/16".into(), "new-frontier".into()),
        "{leaper}"
    );
    let seeker = lines.iter().find(|l| l.starts_with("SI2-02")).unwrap();
    assert!(
        seeker.contains("intruder UW") && tail(seeker) == ("6/15".into(), "base".into()),
        "{seeker}"
    );
}

#[test]
fn one_card_by_id_or_name_in_plain_words() {
    let (code, by_name, _) = run(&["threats", "juggernaut"]);
    assert_eq!(code, Some(0));
    let (_, by_id, _) = run(&["threats", "SE2-02"]);
    assert_eq!(by_name, by_id);
    assert!(by_id.starts_with("SE2-02  Juggernaut\n"));
    assert!(by_id.contains("hit points 10, shield 3, speed 1; points: 6 survived, 12 destroyed"));
    assert!(by_id.contains("Rockets always target it"));
    assert!(by_id.contains("  X: speed +2, attack 2.\n"));
    assert!(by_id.contains("  Z: attack 7.\n"));
    let (_, nemesis, _) = run(&["threats", "SE2-05"]);
    assert!(
        nemesis.contains("points: none (it ends the mission) survived, 12 destroyed"),
        "{nemesis}"
    );
}

/// The card's rules come once, in the card's words, each action on its
/// own line (not the text and then the same X/Y/Z again as phrases).
#[test]
fn one_card_prints_its_rules_once() {
    for (card, actions) in [
        (
            "SE2-02",
            &[
                "X: speed +2, attack 2.",
                "Y: speed +2, attack 3.",
                "Z: attack 7.",
            ][..],
        ),
        (
            "I1-03",
            &[
                "X: moves blueward.",
                "Y: takes 1 energy from its zone's reactor, or deals 1 damage if it is empty.",
                "Z: 2 damage.",
            ],
        ),
        (
            "SI2-02",
            &[
                "X and Y: moves to the adjacent station with the most crew (stays on a tie).",
                "Z: 5 damage and crew in its station are knocked out.",
            ],
        ),
    ] {
        let (code, out, _) = run(&["threats", card]);
        assert_eq!(code, Some(0));
        let action_lines: Vec<&str> = out
            .lines()
            .map(str::trim)
            .filter(|l| ["X", "Y", "Z"].iter().any(|a| l.starts_with(a)))
            .collect();
        assert_eq!(action_lines, actions, "{out}");
        for action in actions {
            assert_eq!(out.matches(action).count(), 1, "{out}");
        }
        assert!(!out.contains("traits:"), "{out}");
    }
    let (_, juggernaut, _) = run(&["threats", "SE2-02"]);
    assert_eq!(juggernaut.matches("Rockets always target it").count(), 1);
}

#[test]
fn a_card_file_that_cannot_be_read_exits_2_in_words() {
    let (code, out, err) = run(&["threats", "--with", "/no/such/cards.yaml"]);
    assert_eq!(code, Some(2));
    assert!(out.is_empty());
    assert_eq!(
        err,
        "/no/such/cards.yaml: cannot read the card file: No such file or directory\n"
    );
}

#[test]
fn unknown_or_ambiguous_cards_exit_2() {
    let (code, out, err) = run(&["threats", "E9-99"]);
    assert_eq!(code, Some(2));
    assert!(out.is_empty());
    assert!(err.contains("unknown threat `E9-99`"), "{err}");
    let (code, _, err) = run(&["threats", "Saboteur"]);
    assert_eq!(code, Some(2));
    assert!(err.contains("I1-03, I1-04"), "{err}");
}

#[test]
fn homebrew_cards_load_with_the_catalog_or_fail_with_their_place() {
    let dir = std::env::temp_dir().join(format!("sd-threats-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let good = dir.join("good.yaml");
    std::fs::write(
        &good,
        "- id: H-01\n  name: Drone\n  kind: external\n  severity: common\n  color: white\n  shield: 1\n  hit_points: 3\n  speed: 3\n  x: [attack 1]\n  y: []\n  z: [attack 2 all]\n  text: A homebrew drone.\n",
    )
    .unwrap();
    let (code, out, err) = run(&["threats", "--with", good.to_str().unwrap(), "Drone"]);
    assert_eq!(code, Some(0), "{err}");
    assert!(
        out.contains("A homebrew drone.") && out.contains("Z: attack 2 all"),
        "{out}"
    );
    let bad = dir.join("bad.yaml");
    std::fs::write(&bad, "- id: H-02\n  name: Blob\n  kind: intruder\n  severity: common\n  color: white\n  hit_points: 1\n  speed: 2\n  x: [ooze 3]\n  y: []\n  z: [damage 1]\n").unwrap();
    let (code, _, err) = run(&["threats", "--with", bad.to_str().unwrap()]);
    assert_eq!(code, Some(2));
    assert!(
        err.contains("bad.yaml:8:") && err.contains("unknown effect `ooze`"),
        "{err}"
    );
    assert!(
        err.contains("bad.yaml:3:") && err.contains("needs `stations`"),
        "{err}"
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn the_table_and_a_card_speak_german_aligned_by_characters() {
    let (code, out, _) = run(&["--lang", "de", "threats"]);
    assert_eq!(code, Some(0));
    let lines: Vec<&str> = out.lines().collect();
    let header = lines[0];
    for col in ["FARBE", "ART", "SCHWERE", "TP", "SCHILD", "TEMPO", "PUNKTE"] {
        assert!(header.contains(col), "{header}");
    }
    for english in ["COLOR", "KIND", "SEVERITY", "SHIELD", "SPEED", "POINTS"] {
        assert!(!header.contains(english), "{header}");
    }
    // Aligned in characters: `weiß` is five bytes but four columns wide.
    let column = |l: &str, at: usize| l.chars().skip(at).collect::<String>();
    let art_chars = header[..header.find("ART").unwrap()].chars().count();
    let pulse = lines.iter().find(|l| l.starts_with("E1-01")).unwrap();
    assert!(pulse.contains("weiß") && pulse.contains("normal") && pulse.contains("Grundspiel"));
    assert!(column(pulse, art_chars).starts_with("extern "), "{pulse}");
    let seeker = lines.iter().find(|l| l.starts_with("SI2-02")).unwrap();
    assert!(
        seeker.contains("Eindringling UW") && seeker.contains("schwer"),
        "{seeker}"
    );

    let (_, card, _) = run(&["--lang", "de", "threats", "SE2-05"]);
    assert!(
        card.contains("  schwer, gelb, extern (Grundspiel)\n"),
        "{card}"
    );
    assert!(
        card.contains("  Trefferpunkte 9, Schild 1, Geschwindigkeit 3; Punkte: keine (sie beendet die Mission) überlebt, 12 zerstört\n"),
        "{card}"
    );
    for english in [
        "hit points",
        "shield",
        "speed",
        "survived",
        "serious",
        "external",
    ] {
        assert!(!card.contains(english), "{english}: {card}");
    }
}

#[test]
fn an_unknown_card_is_named_in_german() {
    let (code, _, err) = run(&["--lang", "de", "threats", "E9-99"]);
    assert_eq!(code, Some(2));
    assert_eq!(
        err,
        "unbekannte Bedrohung `E9-99`: weder Karten-ID noch Name aus dem Katalog (siehe `sitting-duck threats`)\n"
    );
}

#[test]
fn a_shipped_card_prints_its_rules_in_the_language_and_homebrew_keeps_its_own() {
    let (code, card, _) = run(&["--lang", "de", "threats", "E1-04"]);
    assert_eq!(code, Some(0));
    assert!(card.starts_with("E1-04  Energy Cloud\n"), "{card}");
    assert!(
        card.contains(
            "  In einer Runde, in der die Impulskanone sie trifft, zählt ihr Schild als 0.\n"
        ),
        "{card}"
    );
    assert!(
        card.contains("  X: Alle Schilde verlieren ihre gesamte Energie.\n"),
        "{card}"
    );
    assert!(
        card.contains("  Z: Angriff 2 auf die beiden anderen Zonen.\n"),
        "{card}"
    );
    for english in [
        "the pulse cannon hits it",
        "all shields lose",
        "other two zones",
    ] {
        assert!(!card.contains(english), "{english}: {card}");
    }
    // By its English name too: names stay as printed.
    let (_, by_name, _) = run(&["--lang", "fr", "threats", "Energy Cloud"]);
    assert!(
        by_name.contains("  X\u{a0}: tous les boucliers perdent toute leur énergie.\n"),
        "{by_name}"
    );
    // A long translated action wraps by characters, its continuation indented.
    let (_, ninja, _) = run(&["--lang", "cs", "threats", "I2-102"]);
    assert!(ninja.contains("\n  Z: každý otrávený"), "{ninja}");
    assert!(ninja.lines().all(|l| l.chars().count() <= 97), "{ninja}");

    let dir = std::env::temp_dir().join(format!("sd-threats-lang-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("drone.yaml");
    std::fs::write(
        &file,
        "- id: H-01\n  name: Drone\n  kind: external\n  severity: common\n  color: white\n  shield: 1\n  hit_points: 3\n  speed: 3\n  x: [attack 1]\n  y: []\n  z: [attack 2]\n  text: \"Eine Drohne aus der Bastelkiste. X: Angriff 1. Z: Angriff 2.\"\n",
    )
    .unwrap();
    let (code, out, err) = run(&[
        "--lang",
        "es",
        "threats",
        "--with",
        file.to_str().unwrap(),
        "H-01",
    ]);
    assert_eq!(code, Some(0), "{err}");
    assert!(
        out.contains("  Eine Drohne aus der Bastelkiste.\n") && out.contains("  X: Angriff 1.\n"),
        "{out}"
    );
    std::fs::remove_dir_all(&dir).ok();
}
