//! The report as a BoardGameGeek post (`report --bbcode`): BGG's bracket markup, the forum's
//! own (docs/formats.md, "report"): `[b]` bold, `[i]` italic, `[ul]`/`[li]` lists, `[c]`
//! fixed-width text for the score card, and `[o]` spoiler tags. In the spoiler-free form
//! everything that tells how the track went (the threats and their fate, the debrief, the
//! transcript and the log) is inside spoiler tags, so a reader who will fly the track sees
//! the crew and the score and opens the rest by choice.
//!
//! BGG strips a post from any `<` followed by something other than a space (it takes it
//! for HTML, without a word of warning), and reads any `[tag]` it knows, so text from the
//! table (a crew member called `[/o]`) could close a spoiler early: [`bb`] makes both
//! literal.

use std::fmt::Write as _;

use i18n::tr;

use super::Report;
use super::{color_words, zone_words};

/// What BGG's parser needs between an opening bracket and what follows so that it does not
/// read a tag there: an empty fixed-width span, which shows nothing (BGG's own advice for
/// text its parser takes the wrong way).
const BREAK_TAG: &str = "[c][/c]";

/// Text from the table or the catalog (names, a crew page, log lines, the words of any
/// language) made literal in a BGG post: a `[` never starts a tag (an empty `[c][/c]`
/// follows it), and a `<` is always followed by a space, so nothing is stripped.
pub fn bb(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(ch) = chars.next() {
        out.push(ch);
        match ch {
            '[' => out.push_str(BREAK_TAG),
            '<' if chars.peek() != Some(&' ') => out.push(' '),
            _ => {}
        }
    }
    out
}

/// `items` as a BGG bulleted list.
fn list(out: &mut String, items: impl IntoIterator<Item = String>) {
    out.push_str("[ul]\n");
    for item in items {
        let _ = writeln!(out, "[li]{item}[/li]");
    }
    out.push_str("[/ul]\n");
}

/// A section that would spoil the track for a crew who will fly it: inside `[o]` in the
/// spoiler-free form, as is otherwise.
fn spoiler(r: &Report, out: &mut String, section: impl FnOnce(&mut String)) {
    if r.spoiler_free {
        out.push_str("[o]\n");
        section(out);
        out.push_str("[/o]\n");
    } else {
        section(out);
    }
}

/// The whole post.
pub fn post(r: &Report) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "[b]{}: {}[/b]\n", bb(&r.title()), bb(&r.headline()));
    let mut sub = Vec::new();
    if let Some(page) = &r.meta.crew_page {
        sub.push(tr!("report-crew-page", crew = page.as_str()));
    }
    if let Some(date) = &r.meta.played_at {
        sub.push(tr!("report-post-played", date = date.as_str()));
    }
    sub.push(tr!("report-players", players = r.setup.players));
    let _ = writeln!(out, "{}\n", bb(&sub.join(" · ")));
    if r.spoiler_free {
        let _ = writeln!(out, "[i]{}[/i]\n", bb(&tr!("report-post-spoiler-free")));
    }
    crew(r, &mut out);
    let [red, white, blue, internal] = r.setup.trajectories.numbers();
    let trajectories = tr!(
        "report-post-trajectories",
        title = r.title(),
        red = red,
        white = white,
        blue = blue,
        internal = internal
    );
    let _ = writeln!(
        out,
        "\n[b]{}[/b]: {}\n",
        bb(&tr!("report-post-track")),
        bb(&trajectories)
    );
    if let Some(carried) = r.carried() {
        let _ = writeln!(out, "{}\n", bb(&carried));
    }
    let _ = writeln!(out, "[b]{}[/b]", bb(&tr!("report-threats-and-fate")));
    spoiler(r, &mut out, |out| threats(r, out));
    let _ = writeln!(out, "\n[b]{}[/b]", bb(&tr!("report-score-card")));
    let _ = writeln!(
        out,
        "[c]{}[/c]",
        bb(words::report::card_text(&r.card).trim_end())
    );
    let _ = writeln!(out, "\n[b]{}[/b]", bb(&tr!("report-debrief")));
    spoiler(r, &mut out, |out| debrief(r, out));
    if !r.meta.transcript.is_empty() {
        let _ = writeln!(out, "\n[b]{}[/b]", bb(&tr!("report-post-transcript")));
        spoiler(r, &mut out, |out| {
            let lines =
                r.meta.transcript.iter().map(|(at_ms, text)| {
                    format!("{} {}", super::transcript_time(*at_ms), bb(text))
                });
            list(out, lines);
        });
    }
    let _ = writeln!(out, "\n[b]{}[/b]", bb(&tr!("report-post-what-happened")));
    spoiler(r, &mut out, |out| {
        list(out, super::markdown::short_log(r).iter().map(|l| bb(l)));
    });
    out
}

fn crew(r: &Report, out: &mut String) {
    let _ = writeln!(out, "[b]{}[/b]", bb(&tr!("report-crew")));
    let members = r.setup.crew.iter().map(|c| {
        let color = match c.color {
            Some(_) => color_words(c.color),
            None => tr!("report-post-no-color"),
        };
        let roles = r.crew_roles(c);
        let roles = if roles.is_empty() {
            String::new()
        } else {
            format!(", {}", roles.join(", "))
        };
        bb(&format!("{} ({color}{roles})", c.name))
    });
    list(out, members);
}

fn threats(r: &Report, out: &mut String) {
    let rows = r.threats().into_iter().map(|t| {
        let unconfirmed = if t.unconfirmed {
            format!(", {}", tr!("report-unconfirmed"))
        } else {
            String::new()
        };
        // The spoiler-free name already tells the turn and zone.
        bb(&match &t.id {
            Some(id) => format!(
                "T{} {}: {} ({id}{unconfirmed}): {}",
                t.turn,
                zone_words(t.zone),
                t.name,
                t.fate
            ),
            None => format!("{}{unconfirmed}: {}", t.name, t.fate),
        })
    });
    list(out, rows);
}

fn debrief(r: &Report, out: &mut String) {
    let sections = r.debrief_sections();
    if sections.is_empty() {
        let _ = writeln!(out, "{}", bb(&tr!("report-nothing-to-say")));
    }
    for (heading, lines) in sections {
        let _ = writeln!(out, "[i]{}[/i]", bb(&heading));
        list(out, lines.iter().map(|line| bb(line)));
    }
}

#[cfg(test)]
mod tests {
    use super::bb;

    #[test]
    fn brackets_and_angles_from_the_table_stay_literal() {
        assert_eq!(bb("[/o] a<b"), "[[c][/c]/o] a< b");
        assert_eq!(bb("3 < 4"), "3 < 4");
        assert_eq!(bb("end<"), "end< ");
        assert_eq!(bb("plain words"), "plain words");
    }
}
