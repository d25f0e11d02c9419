//! `sitting-duck report` as a user runs it (docs/formats.md "report"): the HTML page of a shipped scenario holds its crew, threats, score card, drawn
//! board, debrief and log and reaches for no network; a hostile name is escaped; the
//! spoiler-free form names no card; the Markdown post matches its golden file; a logged
//! mission is reported by its id without the log changing; bad input exits 2.

use std::{
    path::{Path, PathBuf},
    process::Command,
};
use strum::VariantArray;

const BIN: &str = env!("CARGO_BIN_EXE_sitting-duck");

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn scenario() -> PathBuf {
    root().join("tests/scenarios/mechanics/full-mission-five-crew.yaml")
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

/// Exit status, standard output, standard error.
fn run_in(dir: Option<&Path>, args: &[&str]) -> (Option<i32>, String, String) {
    let mut cmd = Command::new(BIN);
    cmd.args(args);
    if let Some(dir) = dir {
        cmd.current_dir(dir);
    }
    let out = cmd.output().unwrap();
    (
        out.status.code(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

fn run(args: &[&str]) -> (Option<i32>, String, String) {
    run_in(None, args)
}

/// The scenario resolved here, through the engine, to compare the page with.
fn resolved(path: &Path) -> (engine::Setup, engine::Resolution) {
    let catalog = missions::Catalog::base().unwrap();
    let bytes = std::fs::read(path).unwrap();
    let loaded = missions::game::load_game(&bytes, "x", &catalog).unwrap();
    let resolution = engine::resolve(&loaded.game.game, loaded.game.seed);
    (loaded.game.game.setup().clone(), resolution)
}

fn html_of(args: &[&str]) -> String {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("report.html");
    let (code, stdout, err) = run(&[args, &["-o", s(&out)]].concat());
    assert_eq!(code, Some(0), "{err}");
    assert!(stdout.is_empty(), "{stdout}");
    assert!(err.contains("report written to"), "{err}");
    std::fs::read_to_string(&out).unwrap()
}

fn escaped(s: &str) -> String {
    sitting_duck::report::escape(s)
}

#[test]
fn the_page_of_a_shipped_scenario_holds_the_whole_mission() {
    let path = scenario();
    let page = html_of(&["report", s(&path)]);
    let (setup, resolution) = resolved(&path);
    let card = resolution.score_card();
    assert!(page.starts_with("<!DOCTYPE html>"));
    for c in &setup.crew {
        assert!(page.contains(&escaped(&c.name)), "crew {}", c.name);
    }
    assert!(page.contains("captain"));
    for t in resolution.state.threats() {
        assert!(page.contains(&escaped(t.name())), "threat {}", t.name());
        assert!(page.contains(&t.card.id), "card {}", t.card.id);
    }
    for line in &card.lines {
        let label = words::score::line_text(line);
        assert!(page.contains(&escaped(&label)), "{label}");
    }
    let total = card.total().unwrap();
    assert!(
        page.contains(&format!("<td>Total</td><td class=\"num\">{total}</td>")),
        "total {total}"
    );
    // The board: one inline SVG with the six stations and the four trajectories.
    assert_eq!(page.matches("<svg").count(), 1);
    assert!(page.contains("</svg>"));
    for station in engine::Station::ALL {
        assert!(
            page.contains(&format!("{} · ", station.code())),
            "{station}"
        );
    }
    for (zone, board) in ["red", "white", "blue", "internal"]
        .iter()
        .zip(setup.trajectories.numbers())
    {
        assert!(page.contains(&format!("{zone} · T{board}")), "{zone}");
    }
    // The board shows the final state: every crew figure once, each zone's energy and tiles.
    let end = &resolution.state;
    for c in end.crew() {
        assert_eq!(
            page.matches(&format!("<title>{}</title>", c.name)).count(),
            1
        );
    }
    for &zone in engine::Zone::VARIANTS {
        let i = zone.index();
        let ship = end.ship();
        let shield = format!("shield {}/{}", ship.shields[i], ship.shield_capacity(zone));
        let reactor = format!(
            "reactor {}/{}",
            ship.reactors[i],
            ship.reactor_capacity(zone)
        );
        let tiles = format!("{zone} zone: {} damage", ship.damage[i].len());
        for text in [shield, reactor, tiles] {
            assert!(page.contains(&text), "{text}");
        }
    }
    // The debrief and the log, folded by turn.
    let debrief = words::debrief::debrief(&resolution);
    assert!(!debrief.lines.is_empty());
    for line in &debrief.lines {
        assert!(page.contains(&escaped(&line.text)), "{}", line.text);
    }
    for turn in 1..=12 {
        assert!(page.contains(&format!("<details><summary>Turn {turn} · ")));
    }
    for line in words::report::log_lines(&resolution) {
        // `T4 actions: text` in the report reads `actions: text` under Turn 4.
        let (_, text) = line.split_once(' ').unwrap();
        assert!(page.contains(&escaped(text)), "{text}");
    }
    // Self-contained: nothing that reaches for the network or another file.
    let lower = page.to_lowercase();
    for needle in [
        "http://", "https://", "//", "<script", "<link", "<img", "src=", "@import", "url(",
    ] {
        let hits = lower.matches(needle).count();
        assert_eq!(hits, 0, "`{needle}` in the page");
    }
}

/// The scenario with one crew member renamed, in a temporary directory.
fn renamed(dir: &Path, name: &str) -> PathBuf {
    let src = std::fs::read_to_string(scenario()).unwrap();
    assert!(src.contains("name: Anna,"));
    let quoted = format!("name: '{}',", name.replace('\'', "''"));
    let path = dir.join("hostile.yaml");
    std::fs::write(&path, src.replace("name: Anna,", &quoted)).unwrap();
    path
}

#[test]
fn a_hostile_name_is_escaped_everywhere() {
    let dir = tempfile::tempdir().unwrap();
    let name = r#"<script>alert("x")</script> & 'Q' <b>"#;
    let game = renamed(dir.path(), name);
    let page = html_of(&["report", s(&game)]);
    assert!(!page.contains("<script"), "raw markup in the page");
    assert!(!page.contains("<b>"));
    // Every attribute is double-quoted, so an apostrophe needs no escape.
    let safe = "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; 'Q' &lt;b&gt;";
    // In the crew table, the SVG figure's title and the log lines.
    assert!(
        page.matches(safe).count() >= 3,
        "{}",
        page.matches(safe).count()
    );
}

/// In the forum post a name is taken literally: Markdown's emphasis, code, link and HTML
/// characters in it are escaped, so `Anna_*B*` does not turn half the post bold or italic.
#[test]
fn a_name_with_markdown_characters_is_literal_in_the_post() {
    let dir = tempfile::tempdir().unwrap();
    let game = renamed(dir.path(), "Anna_*B* [x] `y` <z>");
    let (code, post, err) = run(&["report", s(&game), "--markdown"]);
    assert_eq!(code, Some(0), "{err}");
    let literal = r"Anna\_\*B\* \[x\] \`y\` \<z>";
    // The crew list and every log line that names her.
    assert!(post.matches(literal).count() >= 2, "{post}");
    assert!(!post.contains("Anna_*B*"), "{post}");
}

#[test]
fn the_spoiler_free_page_and_post_name_no_card() {
    let path = scenario();
    let (_, resolution) = resolved(&path);
    let total = resolution.score_card().total().unwrap();
    let page = html_of(&["report", s(&path), "--spoiler-free"]);
    let (code, post, err) = run(&["report", s(&path), "--spoiler-free", "--markdown"]);
    assert_eq!(code, Some(0), "{err}");
    for text in [&page, &post] {
        for t in resolution.state.threats() {
            assert!(!text.contains(t.name()), "{} named", t.name());
            assert!(!text.contains(&t.card.id), "{} named", t.card.id);
        }
        assert!(text.contains("Spoiler-free"));
        assert!(text.contains("Serious white threat of turn 2"));
        assert!(text.contains(&total.to_string()));
    }
    // The same mission: the full page's score card has the same total and log length.
    assert!(page.contains(&format!("<td>Total</td><td class=\"num\">{total}</td>")));
    let full = html_of(&["report", s(&path)]);
    assert_eq!(page.matches("<li>").count(), full.matches("<li>").count());
}

#[test]
fn the_markdown_posts_match_their_golden_files() {
    let path = scenario();
    for (flags, golden) in [
        (&[][..], "full-mission-five-crew.md"),
        (
            &["--spoiler-free"][..],
            "full-mission-five-crew.spoiler-free.md",
        ),
    ] {
        let (code, post, err) = run(&[&["report", s(&path), "--markdown"][..], flags].concat());
        assert_eq!(code, Some(0), "{err}");
        assert!(!post.contains('<'), "no HTML in a forum post");
        tests::golden(&root().join("tests/report").join(golden), &post).unwrap();
    }
}

#[test]
fn a_logged_mission_is_reported_by_its_id_and_the_log_is_left_alone() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("shiplog.sqlite3");
    let game = scenario();
    let (code, _, err) = run(&[
        "resolve",
        s(&game),
        "--log",
        "--crew",
        "Night <Shift>",
        "--db",
        s(&db),
    ]);
    assert_eq!(code, Some(0), "{err}");
    let before = std::fs::read(&db).unwrap();
    let page = html_of(&["report", "1", "--db", s(&db)]);
    assert!(page.contains("Crew: Night &lt;Shift&gt;"));
    // Text needs no apostrophe escaped (the page's attributes are all double-quoted).
    assert!(page.contains("mission 1 of the ship's log"));
    assert!(page.contains("Played 20"), "the date it was logged");
    let (_, resolution) = resolved(&game);
    let total = resolution.score_card().total().unwrap();
    assert!(page.contains(&format!("<td>Total</td><td class=\"num\">{total}</td>")));
    // Never over the log, its side files or any database.
    let other = dir.path().join("other.sqlite3");
    std::fs::copy(&db, &other).unwrap();
    for target in [db.clone(), dir.path().join("shiplog.sqlite3-wal"), other] {
        if !target.exists() {
            std::fs::write(&target, b"").unwrap();
        }
        let kept = std::fs::read(&target).unwrap();
        let (code, _, err) = run(&["report", "1", "--db", s(&db), "-o", s(&target)]);
        assert_eq!(code, Some(2), "{err}");
        assert!(err.contains("the report was not written"), "{err}");
        assert_eq!(std::fs::read(&target).unwrap(), kept);
    }
    assert_eq!(std::fs::read(&db).unwrap(), before);
    let (code, _, err) = run(&["report", "7", "--db", s(&db)]);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("no mission 7"), "{err}");
}

/// A mission the app saves after playing its Action Round keeps what was announced (the
/// score card's save: `shell::record::mission_record` with the table's facts, then
/// `shell::ship_log::save_mission`); `report ID` shows it in the page and the post. A mission
/// logged without a round played (`resolve --log`, or before the log kept transcripts) has
/// no transcript section.
#[test]
fn a_logged_mission_s_report_has_the_transcript_of_its_action_round() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("shiplog.sqlite3");
    let game = scenario();
    let (code, _, err) = run(&["resolve", s(&game), "--log", "--db", s(&db)]);
    assert_eq!(code, Some(0), "{err}");
    // The announcements of Mission 1 as the app words them (`gui::screens::setup::pace::transcript`).
    let (_, track) = missions::track::shipped_tracks()
        .into_iter()
        .find(|(stem, _)| stem == "mission-1")
        .unwrap();
    let cues = missions::timeline::cues(&track, 5);
    let transcript: Vec<(u64, String)> = cues
        .iter()
        .map(|cue| (cue.at_ms, sitting_duck::spoken::words(cue)))
        .collect();
    assert!(transcript.len() > 10);
    let catalog = missions::Catalog::base().unwrap();
    let src = std::fs::read_to_string(&game).unwrap();
    let loaded = missions::game::parse_game(&src, "x", &catalog).unwrap();
    let resolution = engine::resolve(&loaded.game, loaded.seed);
    let facts = sitting_duck::shell::record::TableFacts {
        transcript: transcript.clone(),
        ..Default::default()
    };
    let record = sitting_duck::shell::record::mission_record(
        loaded.game.setup(),
        loaded.seed,
        &src,
        &resolution,
        Some("Night Shift".into()),
        "2026-12-05T20:00:00Z".into(),
        &facts,
    )
    .unwrap();
    let saved = sitting_duck::shell::ship_log::save_mission(&db, &record, None);
    assert!(saved.is_ok(), "{saved:?}");

    let (code, post, err) = run(&["report", "2", "--markdown", "--db", s(&db)]);
    assert_eq!(code, Some(0), "{err}");
    assert!(post.contains("**What the ship's computer said**"), "{post}");
    for (at_ms, text) in &transcript {
        let line = format!("- {} {text}", sitting_duck::report::transcript_time(*at_ms));
        assert!(post.contains(&line), "{line}\n{post}");
    }
    let page = html_of(&["report", "2", "--db", s(&db)]);
    assert!(page.contains("ship&#39;s computer said") || page.contains("ship's computer said"));
    for (_, text) in &transcript {
        assert!(page.contains(&escaped(text)), "{text}");
    }
    // The mission resolved from its game file had no round here: no transcript.
    let (code, post, err) = run(&["report", "1", "--markdown", "--db", s(&db)]);
    assert_eq!(code, Some(0), "{err}");
    assert!(!post.contains("ship's computer said"), "{post}");
}

#[test]
fn bad_or_ambiguous_input_exits_2_and_writes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("r.html");
    // A number that is also a file here.
    std::fs::write(dir.path().join("3"), b"x").unwrap();
    let (code, _, err) = run_in(Some(dir.path()), &["report", "3", "-o", "r.html"]);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("both a mission id and a file"), "{err}");
    // A missing game file, and one that does not load.
    let missing = dir.path().join("missing.yaml");
    let (code, _, err) = run(&["report", s(&missing), "-o", s(&out)]);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("cannot read the game file"), "{err}");
    let bad = dir.path().join("bad.yaml");
    std::fs::write(&bad, "players: 9\n").unwrap();
    let (code, _, err) = run(&["report", s(&bad), "-o", s(&out)]);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("nothing was resolved"), "{err}");
    // The game file itself is not written over.
    let game = dir.path().join("game.yaml");
    std::fs::copy(scenario(), &game).unwrap();
    let (code, _, err) = run(&["report", s(&game), "-o", s(&game)]);
    assert_eq!(code, Some(2), "{err}");
    assert!(
        err.contains("the game file the report is made from"),
        "{err}"
    );
    assert_eq!(
        std::fs::read(&game).unwrap(),
        std::fs::read(scenario()).unwrap()
    );
    // A logged mission keeps its seed.
    let (code, _, err) = run(&["report", "1", "--seed", "4"]);
    assert_eq!(code, Some(2), "{err}");
    assert!(!out.exists());
}

#[test]
fn a_campaign_mission_says_what_the_ship_carried_into_it() {
    // A later mission of a campaign (C3): the ship starts with blue's structural and shield
    // tiles. The report says so in the page and the post; a whole ship says nothing.
    let game = root().join("tests/scenarios/rulings/c3-carried-structural-doubles.yaml");
    let carried =
        "The ship started this mission of a campaign carrying damage: blue: structural, shield.";
    let page = html_of(&["report", s(&game)]);
    assert!(page.contains(&format!("<p>{carried}</p>")), "{page}");
    let (code, post, err) = run(&["report", s(&game), "--markdown"]);
    assert_eq!(code, Some(0), "{err}");
    assert!(post.contains(carried), "{post}");
    let whole = html_of(&["report", s(&scenario())]);
    assert!(!whole.contains("carrying damage"));
}
