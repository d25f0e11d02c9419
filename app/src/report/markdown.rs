//! The report as a forum post (`report --markdown`): plain Markdown that also reads well
//! pasted as-is into a BoardGameGeek thread (bold headings, lists, the score card in a
//! fixed-width block; no tables, no HTML, no links).

use std::fmt::Write as _;

use engine::Event;

use super::Report;

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
        sub.push(format!("Crew: {}", md(page)));
    }
    if let Some(date) = &r.meta.played_at {
        sub.push(format!("played {date}"));
    }
    sub.push(format!("{} players", r.setup.players));
    let _ = writeln!(out, "{}\n", sub.join(" · "));
    if r.spoiler_free {
        out.push_str(
            "_Spoiler-free: the threat cards are not named, only their severity, zone and \
             turn._\n\n",
        );
    }
    out.push_str("**Crew**\n\n");
    for c in &r.setup.crew {
        let color = c.color.map_or("no color", |k| k.name());
        let roles = r.crew_roles(c);
        let roles = if roles.is_empty() {
            String::new()
        } else {
            format!(", {}", roles.join(", "))
        };
        let _ = writeln!(out, "- {} ({color}{})", md(&c.name), md(&roles));
    }
    let [red, white, blue, internal] = r.setup.trajectories.numbers();
    let _ = writeln!(
        out,
        "\n**Track**: {}; trajectories red T{red}, white T{white}, blue T{blue}, internal \
         T{internal}\n",
        md(&r.title())
    );
    if let Some(carried) = r.carried() {
        let _ = writeln!(out, "{}\n", md(&carried));
    }
    out.push_str("**Threats and their fate**\n\n");
    for t in r.threats() {
        let unconfirmed = if t.unconfirmed { ", unconfirmed" } else { "" };
        // The spoiler-free name already tells the turn and zone.
        let _ = match &t.id {
            Some(id) => writeln!(
                out,
                "- T{} {}: {} ({}{unconfirmed}): {}",
                t.turn,
                t.zone,
                md(&t.name),
                md(id),
                md(t.fate)
            ),
            None => writeln!(out, "- {}{unconfirmed}: {}", md(&t.name), md(t.fate)),
        };
    }
    out.push_str("\n**Score card**\n\n```\n");
    out.push_str(&missions::report::card_text(&r.card));
    out.push_str("```\n");
    debrief(r, &mut out);
    if !r.meta.transcript.is_empty() {
        out.push_str("\n**What the ship's computer said**\n\n");
        for (at_ms, text) in &r.meta.transcript {
            let _ = writeln!(out, "- {} {}", super::transcript_time(*at_ms), md(text));
        }
    }
    out.push_str("\n**What happened** (the short log)\n\n");
    for line in short_log(r) {
        let _ = writeln!(out, "- {}", md(&line));
    }
    out
}

fn debrief(r: &Report, out: &mut String) {
    out.push_str("\n**Debrief**\n");
    let sections = r.debrief_sections();
    if sections.is_empty() {
        out.push_str("\nNothing to say: every action did what it was meant to.\n");
    }
    for (heading, lines) in sections {
        let _ = writeln!(out, "\n_{}_\n", md(heading));
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
        .filter(|e| {
            matches!(
                e.event,
                Event::ThreatAppeared { .. }
                    | Event::ThreatIgnored { .. }
                    | Event::ThreatDestroyed { .. }
                    | Event::ThreatSurvived { .. }
                    | Event::TileDrawn { .. }
                    | Event::KnockedOut { .. }
                    | Event::ShipDestroyed { .. }
                    | Event::Jumped
            )
        })
        .filter_map(|e| missions::log_text::line(e, &r.resolution.initial))
        .collect()
}
