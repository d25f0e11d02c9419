//! The report as a forum post (`report --markdown`): plain Markdown that also reads well
//! pasted as-is into a BoardGameGeek thread (bold headings, lists, the score card in a
//! fixed-width block; no tables, no HTML, no links).

use std::fmt::Write as _;

use i18n::tr;

use super::Report;
use super::{color_words, zone_words};

/// Text from the table or the catalog (names, a crew page, log lines) made literal in
/// Markdown: the characters that would start emphasis, code, a link or HTML are escaped, so
/// a crew member called `Anna_B` or a card `A*` reads as written.
pub fn md(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for ch in text.chars() {
        // `>` and `#` only mean something at the start of a line, which is always ours.
        if matches!(ch, '\\' | '*' | '_' | '`' | '[' | ']' | '<') {
            out.push('\\');
        }
        out.push(ch);
    }
    out
}

/// The whole post.
pub fn post(r: &Report) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "**{}: {}**\n", md(&r.title()), md(&r.headline()));
    let mut sub = Vec::new();
    if let Some(page) = &r.meta.crew_page {
        sub.push(tr!("report-crew-page", crew = md(page)));
    }
    if let Some(date) = &r.meta.played_at {
        sub.push(tr!("report-post-played", date = super::human_date(date)));
    }
    sub.push(tr!("report-players", players = r.setup.players));
    let _ = writeln!(out, "{}\n", sub.join(" · "));
    if r.spoiler_free {
        let _ = writeln!(out, "_{}_\n", tr!("report-post-spoiler-free"));
    }
    let _ = writeln!(out, "**{}**\n", tr!("report-crew"));
    for c in &r.setup.crew {
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
        let _ = writeln!(out, "- {} ({color}{})", md(&c.name), md(&roles));
    }
    let [red, white, blue, internal] = r.setup.trajectories.numbers();
    let trajectories = tr!(
        "report-post-trajectories",
        title = md(&r.title()),
        red = red,
        white = white,
        blue = blue,
        internal = internal
    );
    let _ = writeln!(out, "\n**{}**: {trajectories}\n", tr!("report-post-track"));
    if let Some(carried) = r.carried() {
        let _ = writeln!(out, "{}\n", md(&carried));
    }
    let _ = writeln!(out, "**{}**\n", tr!("report-threats-and-fate"));
    for t in r.threats() {
        let unconfirmed = if t.unconfirmed {
            format!(", {}", tr!("report-unconfirmed"))
        } else {
            String::new()
        };
        // The spoiler-free name already tells the turn and zone.
        let _ = match &t.id {
            Some(id) => writeln!(
                out,
                "- T{} {}: {} ({}{unconfirmed}): {}",
                t.turn,
                zone_words(t.zone),
                md(&t.name),
                md(id),
                md(&t.fate)
            ),
            None => writeln!(out, "- {}{unconfirmed}: {}", md(&t.name), md(&t.fate)),
        };
    }
    let _ = write!(out, "\n**{}**\n\n```\n", tr!("report-score-card"));
    out.push_str(&words::report::card_text(&r.card));
    out.push_str("```\n");
    debrief(r, &mut out);
    if !r.meta.transcript.is_empty() {
        let _ = writeln!(out, "\n{}\n", tr!("report-post-transcript"));
        for (at_ms, text) in &r.meta.transcript {
            let _ = writeln!(out, "- {} {}", super::transcript_time(*at_ms), md(text));
        }
    }
    let _ = writeln!(out, "\n{}\n", tr!("report-post-what-happened"));
    for line in short_log(r) {
        let _ = writeln!(out, "- {}", md(&line));
    }
    out
}

fn debrief(r: &Report, out: &mut String) {
    let _ = writeln!(out, "\n**{}**", tr!("report-debrief"));
    let sections = r.debrief_sections();
    if sections.is_empty() {
        let _ = writeln!(out, "\n{}", tr!("report-nothing-to-say"));
    }
    for (heading, lines) in sections {
        let _ = writeln!(out, "\n_{}_\n", md(&heading));
        for line in lines {
            let _ = writeln!(out, "- {}", md(&line.to_string()));
        }
    }
}

/// The log lines that tell the story: threats appearing, destroyed or survived, damage
/// tiles, crew knocked out, and the end.
pub fn short_log(r: &Report) -> Vec<String> {
    r.resolution
        .log
        .iter()
        .filter(|e| words::role::tells_the_story(&e.event))
        .filter_map(|e| words::log_text::line(e, &r.resolution.initial))
        .collect()
}
