//! `sitting-duck report --bbcode` against BoardGameGeek's forum rules (docs/formats.md,
//! "report"): only tags BGG's forum reads, each closed in order; no `<` followed by anything
//! but a space (BGG strips the post from there, silently); a name from the table cannot open
//! or close a tag; the spoiler-free form keeps the threats, debrief and log inside `[o]`
//! spoiler tags; both posts match their golden files.

use std::path::{Path, PathBuf};
use std::process::Command;

const BIN: &str = env!("CARGO_BIN_EXE_sitting-duck");

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn scenario() -> PathBuf {
    root().join("tests/scenarios/mechanics/full-mission-five-crew.yaml")
}

fn post(game: &Path, flags: &[&str]) -> String {
    let out = Command::new(BIN)
        .arg("report")
        .arg(game)
        .arg("--bbcode")
        .args(flags)
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// The tags of BGG's forum markup the post may use: bold, italic, fixed width, spoiler, and
/// the bulleted list with its items.
const BGG_TAGS: [&str; 6] = ["b", "i", "c", "o", "ul", "li"];

/// Every tag of `post` as BGG's parser reads it (`[name]` or `[/name]`, a name of letters),
/// checked: known, and closed in the order opened. Returns, for each line, whether it is
/// inside a spoiler.
fn check_tags(post: &str) -> Vec<(String, bool)> {
    let mut open: Vec<String> = Vec::new();
    let mut lines = Vec::new();
    for line in post.lines() {
        let mut rest = line;
        while let Some(at) = rest.find('[') {
            rest = &rest[at + 1..];
            let Some(end) = rest.find(']') else { break };
            let tag = &rest[..end];
            let (closing, name) = match tag.strip_prefix('/') {
                Some(name) => (true, name),
                None => (false, tag),
            };
            if name.is_empty() || !name.chars().all(|c| c.is_ascii_lowercase()) {
                continue; // not a tag: `[` then anything else is text to BGG
            }
            assert!(
                BGG_TAGS.contains(&name),
                "[{tag}] is not BGG markup: {line}"
            );
            if closing {
                assert_eq!(
                    open.pop().as_deref(),
                    Some(name),
                    "[/{name}] closes nothing: {line}"
                );
            } else {
                open.push(name.to_owned());
            }
            rest = &rest[end + 1..];
        }
        lines.push((line.to_owned(), open.iter().any(|t| t == "o")));
    }
    assert!(open.is_empty(), "left open: {open:?}");
    lines
}

fn nothing_stripped(post: &str) {
    let chars: Vec<char> = post.chars().collect();
    for (i, w) in chars.windows(2).enumerate() {
        assert!(
            !(w[0] == '<' && w[1] != ' '),
            "BGG would strip from `<` at {i}: {}",
            chars[i..].iter().take(40).collect::<String>()
        );
    }
    assert!(!post.ends_with('<'));
}

#[test]
fn the_posts_use_only_bgg_markup_and_match_their_golden_files() {
    for (flags, golden) in [
        (&[][..], "full-mission-five-crew.bbcode"),
        (
            &["--spoiler-free"][..],
            "full-mission-five-crew.spoiler-free.bbcode",
        ),
    ] {
        let text = post(&scenario(), flags);
        check_tags(&text);
        nothing_stripped(&text);
        assert!(text.starts_with("[b]"), "{text}");
        assert!(text.contains("[ul]\n[li]"), "lists: {text}");
        assert!(text.contains("[c]"), "the score card in fixed width");
        tests::golden(&root().join("tests/report").join(golden), &text).unwrap();
    }
}

#[test]
fn the_spoiler_free_post_hides_how_the_track_went_in_spoiler_tags() {
    let full = post(&scenario(), &[]);
    assert!(!full.contains("[o]"), "the full post hides nothing");
    let text = post(&scenario(), &["--spoiler-free"]);
    let lines = check_tags(&text);
    assert!(text.contains("Spoiler-free"));
    let hidden = |needle: &str| {
        let found: Vec<_> = lines.iter().filter(|(l, _)| l.contains(needle)).collect();
        assert!(!found.is_empty(), "{needle} not in the post");
        found.iter().all(|(_, inside)| *inside)
    };
    // The threats' fate, the debrief's findings and the log are all behind the spoiler.
    assert!(hidden("[li]Serious white threat of turn 2"), "{text}");
    assert!(hidden("the ship jumps to hyperspace"));
    assert!(hidden("Where points were lost"));
    // The crew and the score card (its threats by turn and zone only) are not.
    assert!(
        lines
            .iter()
            .any(|(l, inside)| l.contains("Anna") && !inside)
    );
    assert!(
        lines
            .iter()
            .any(|(l, inside)| l.contains("Serious white threat of turn 2") && !inside)
    );
    assert!(
        lines
            .iter()
            .any(|(l, inside)| l.contains("TOTAL") && !inside)
    );
}

#[test]
fn a_name_with_tags_or_angle_brackets_stays_literal() {
    let dir = tempfile::tempdir().unwrap();
    let src = std::fs::read_to_string(scenario()).unwrap();
    let game = dir.path().join("hostile.yaml");
    std::fs::write(
        &game,
        src.replace("name: Anna,", "name: '[/o][b]Anna <script>',"),
    )
    .unwrap();
    for flags in [&[][..], &["--spoiler-free"][..]] {
        let text = post(&game, flags);
        check_tags(&text);
        nothing_stripped(&text);
        let literal = "[[c][/c]/o][[c][/c]b]Anna < script>";
        assert!(text.matches(literal).count() >= 2, "{text}");
    }
}
