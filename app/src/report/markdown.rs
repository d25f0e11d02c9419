//! The report as a forum post (`report --markdown`): plain Markdown that also reads well
//! pasted as-is into a BoardGameGeek thread (bold headings, lists, the score card in a
//! fixed-width block; no tables, no HTML, no links).

use std::fmt::Write as _;

use engine::Event;

use super::Report;

/// The whole post.
pub fn post(r: &Report) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "**{}: {}**\n", r.title(), r.headline());
    let mut sub = Vec::new();
    if let Some(page) = &r.meta.crew_page {
        sub.push(format!("Crew: {page}"));
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
        let _ = writeln!(out, "- {} ({color}{roles})", c.name);
    }
    let [red, white, blue, internal] = r.setup.trajectories.numbers();
    let _ = writeln!(
        out,
        "\n**Track**: {}; trajectories red T{red}, white T{white}, blue T{blue}, internal \
         T{internal}\n",
        r.title()
    );
    if let Some(carried) = r.carried() {
        let _ = writeln!(out, "{carried}\n");
    }
    out.push_str("**Threats and their fate**\n\n");
    for t in r.threats() {
        let unconfirmed = if t.unconfirmed { ", unconfirmed" } else { "" };
        // The spoiler-free name already tells the turn and zone.
        let _ = match &t.id {
            Some(id) => writeln!(
                out,
                "- T{} {}: {} ({id}{unconfirmed}): {}",
                t.turn, t.zone, t.name, t.fate
            ),
            None => writeln!(out, "- {}{unconfirmed}: {}", t.name, t.fate),
        };
    }
    out.push_str("\n**Score card**\n\n```\n");
    out.push_str(&missions::report::card_text(&r.card));
    out.push_str("```\n");
    debrief(r, &mut out);
    out.push_str("\n**What happened** (the short log)\n\n");
    for line in short_log(r) {
        let _ = writeln!(out, "- {line}");
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
        let _ = writeln!(out, "\n_{heading}_\n");
        for line in lines {
            let _ = writeln!(out, "- {line}");
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
