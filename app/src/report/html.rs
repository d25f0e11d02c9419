//! The report as one self-contained HTML page: inline CSS, the ship drawn as inline SVG, no
//! script, font, image or link that would reach the network. Every string that comes from a
//! user (names, the track's name, log lines that quote them) goes through [`escape`].

use std::fmt::Write as _;

use i18n::tr;
use words::nouns;

use super::{Report, svg};

/// `s` safe inside HTML text and inside a double- or single-quoted attribute.
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// The page's style: light, printable, readable on a phone; no web font.
const STYLE: &str = "
body { font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; margin: 0;
  background: #f4f5f7; color: #1d2330; }
main { max-width: 1100px; margin: 0 auto; padding: 24px; }
h1 { margin: 0 0 4px; font-size: 2rem; }
h2 { margin: 28px 0 10px; font-size: 1.35rem; border-bottom: 2px solid #d5d9e2; }
.sub { color: #5b6375; margin: 0 0 8px; }
.headline { font-size: 1.4rem; font-weight: 700; padding: 10px 14px; border-radius: 8px;
  display: inline-block; margin: 8px 0; }
.won { background: #dff3e3; color: #175c28; }
.lost { background: #fbe1df; color: #8a1c14; }
.spoiler { background: #fff4d6; border: 1px solid #e6c35c; padding: 6px 10px;
  border-radius: 6px; }
table { border-collapse: collapse; width: 100%; background: #fff; }
th, td { border: 1px solid #d5d9e2; padding: 5px 8px; text-align: left;
  vertical-align: top; }
th { background: #e9ecf2; }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
tr.nc td { color: #7a8190; }
tr.total td { font-weight: 700; font-size: 1.15rem; }
.dot { display: inline-block; width: 0.9em; height: 0.9em; border-radius: 50%;
  vertical-align: -0.1em; margin-right: 6px; border: 1px solid #333; }
code, .mono { font-family: ui-monospace, 'DejaVu Sans Mono', monospace; }
.board svg { width: 100%; height: auto; display: block; border-radius: 8px; }
details { background: #fff; border: 1px solid #d5d9e2; border-radius: 6px;
  margin: 4px 0; padding: 4px 10px; }
summary { cursor: pointer; font-weight: 600; }
details ul { margin: 6px 0; padding-left: 20px; }
details li { font-family: ui-monospace, 'DejaVu Sans Mono', monospace; font-size: 0.9rem; }
footer { color: #5b6375; font-size: 0.85rem; margin-top: 32px; }
";

/// The whole page, in the current language (its `lang` attribute says which).
pub fn page(r: &Report) -> String {
    let mut out = String::new();
    let lang = i18n::language().tag();
    let title = escape(&tr!("report-page-title", title = r.title()));
    let _ = write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"{lang}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <title>{title}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n<main>\n"
    );
    header(r, &mut out);
    crew(r, &mut out);
    track(r, &mut out);
    threats(r, &mut out);
    let _ = writeln!(
        out,
        "<h2>{}</h2>\n<div class=\"board\">",
        tr!("report-ship-at-the-end")
    );
    out.push_str(&svg::board(r));
    out.push_str("</div>\n");
    score(r, &mut out);
    debrief(r, &mut out);
    transcript(r, &mut out);
    log(r, &mut out);
    // The source is the user's (a file name); the words around it are ours.
    let footer = tr!(
        "report-footer",
        source = escape(&r.meta.source),
        seed = r.seed.to_string()
    );
    let _ = write!(
        out,
        "<footer>{footer}</footer>\n</main>\n</body>\n</html>\n"
    );
    out
}

fn header(r: &Report, out: &mut String) {
    let _ = writeln!(out, "<h1>{}</h1>", escape(&r.title()));
    let mut sub = Vec::new();
    if let Some(page) = &r.meta.crew_page {
        sub.push(escape(&tr!("report-crew-page", crew = page)));
    }
    if let Some(date) = &r.meta.played_at {
        sub.push(escape(&tr!("report-played", date = date)));
    }
    sub.push(tr!("report-players", players = r.setup.players));
    let _ = writeln!(out, "<p class=\"sub\">{}</p>", sub.join(" · "));
    let class = if r.card.won() { "won" } else { "lost" };
    let _ = writeln!(
        out,
        "<div class=\"headline {class}\">{}</div>",
        escape(&r.headline())
    );
    if r.spoiler_free {
        let _ = writeln!(
            out,
            "<p class=\"spoiler\">{}</p>",
            tr!("report-spoiler-free")
        );
    }
}

/// " (unconfirmed)" after an unconfirmed report's name, else nothing.
fn unconfirmed(unconfirmed: bool) -> String {
    if unconfirmed {
        format!(" ({})", tr!("report-unconfirmed"))
    } else {
        String::new()
    }
}

/// A threat's zone: `red`, `white`, `blue` or `internal`.
pub fn zone_words(zone: engine::ThreatZone) -> String {
    match zone {
        engine::ThreatZone::External(z) => nouns::zone(z),
        engine::ThreatZone::Internal => tr!("report-internal"),
    }
}

/// A crew figure's colour in words (`none` without one).
pub fn color_words(color: Option<engine::CrewColor>) -> String {
    use engine::CrewColor as C;
    match color {
        Some(C::Red) => tr!("report-color-red"),
        Some(C::Yellow) => tr!("report-color-yellow"),
        Some(C::Green) => tr!("report-color-green"),
        Some(C::Blue) => tr!("report-color-blue"),
        Some(C::Purple) => tr!("report-color-purple"),
        None => tr!("report-color-none"),
    }
}

/// The hex color of a crew figure (the app's crew colors).
pub fn crew_hex(color: Option<engine::CrewColor>) -> &'static str {
    use engine::CrewColor as C;
    match color {
        Some(C::Red) => "#d63e3e",
        Some(C::Yellow) => "#ecc83c",
        Some(C::Green) => "#46b45a",
        Some(C::Blue) => "#3c78e6",
        Some(C::Purple) => "#965ad2",
        None => "#9aa0ad",
    }
}

fn crew(r: &Report, out: &mut String) {
    let _ = writeln!(
        out,
        "<h2>{}</h2>\n<table>\n<tr><th>{}</th><th>{}</th><th>{}</th><th>{}</th><th>{}</th></tr>",
        tr!("report-crew"),
        tr!("report-crew-member"),
        tr!("report-color"),
        tr!("report-roles"),
        tr!("report-action-board"),
        tr!("report-at-the-end")
    );
    for c in &r.setup.crew {
        let color = color_words(c.color);
        let roles = r.crew_roles(c).join(", ");
        let board: Vec<String> = c.actions.iter().map(|a| a.token()).collect();
        let _ = writeln!(
            out,
            "<tr><td><span class=\"dot\" style=\"background:{}\"></span>{}</td><td>{}</td>\
             <td>{}</td><td class=\"mono\">{}</td><td>{}</td></tr>",
            crew_hex(c.color),
            escape(&c.name),
            escape(&color),
            escape(&roles),
            escape(&board.join(" ")),
            escape(&r.final_station(&c.name)),
        );
    }
    out.push_str("</table>\n");
}

fn track(r: &Report, out: &mut String) {
    let [red, white, blue, internal] = r.setup.trajectories.numbers();
    let trajectories = tr!(
        "report-trajectories",
        title = r.title(),
        red = red,
        white = white,
        blue = blue,
        internal = internal
    );
    let _ = writeln!(
        out,
        "<h2>{}</h2>\n<p>{}</p>",
        tr!("report-the-track"),
        escape(&trajectories)
    );
    if let Some(carried) = r.carried() {
        let _ = writeln!(out, "<p>{}</p>", escape(&carried));
    }
    let _ = writeln!(
        out,
        "<table>\n<tr><th>{}</th><th>{}</th><th>{}</th></tr>",
        tr!("report-turn"),
        tr!("report-announced"),
        tr!("report-zone")
    );
    let mut placements: Vec<_> = r.setup.threats.iter().collect();
    placements.sort_by_key(|p| p.turn);
    for p in placements {
        let severity = match p.card.severity {
            engine::Severity::Common => tr!("report-announced-threat"),
            engine::Severity::Serious => tr!("report-announced-serious"),
        };
        let unconfirmed = unconfirmed(p.unconfirmed);
        let _ = writeln!(
            out,
            "<tr><td class=\"num\">{}</td><td>{severity}{unconfirmed}</td><td>{}</td></tr>",
            p.turn,
            zone_words(p.zone)
        );
    }
    out.push_str("</table>\n");
}

fn threats(r: &Report, out: &mut String) {
    let _ = write!(
        out,
        "<h2>{}</h2>\n<table>\n<tr><th>{}</th><th>{}</th>",
        tr!("report-threats-and-fate"),
        tr!("report-turn"),
        tr!("report-zone")
    );
    if !r.spoiler_free {
        let _ = write!(out, "<th>{}</th>", tr!("report-card"));
    }
    let _ = write!(
        out,
        "<th>{}</th><th>{}</th>",
        tr!("report-threat"),
        tr!("report-fate")
    );
    if !r.spoiler_free {
        let _ = write!(out, "<th>{}</th>", tr!("report-damage-taken"));
    }
    out.push_str("</tr>\n");
    for t in r.threats() {
        let _ = write!(
            out,
            "<tr><td class=\"num\">{}</td><td>{}</td>",
            t.turn,
            zone_words(t.zone)
        );
        if let Some(id) = &t.id {
            let _ = write!(out, "<td class=\"mono\">{}</td>", escape(id));
        }
        let unconfirmed = unconfirmed(t.unconfirmed);
        let _ = write!(
            out,
            "<td>{}{unconfirmed}</td><td>{}</td>",
            escape(&t.name),
            escape(&t.fate)
        );
        if !r.spoiler_free {
            let _ = write!(out, "<td>{}</td>", t.damage.as_deref().unwrap_or(""));
        }
        out.push_str("</tr>\n");
    }
    out.push_str("</table>\n");
}

fn score(r: &Report, out: &mut String) {
    let _ = writeln!(out, "<h2>{}</h2>\n<table>", tr!("report-score-card"));
    if r.card.lines.iter().any(|l| !l.counted) {
        let _ = writeln!(
            out,
            "<tr><th colspan=\"2\">{}</th></tr>",
            tr!("report-not-counted")
        );
    }
    for line in &r.card.lines {
        let (class, points) = if line.counted {
            ("", format!("{:+}", line.points))
        } else {
            (" class=\"nc\"", format!("({:+})", line.points))
        };
        let _ = writeln!(
            out,
            "<tr{class}><td>{}</td><td class=\"num\">{points}</td></tr>",
            escape(&line.label)
        );
    }
    let total = match r.card.total() {
        Some(t) => format!("<td>{}</td><td class=\"num\">{t}</td>", tr!("report-total")),
        None => format!(
            "<td>{}</td><td class=\"num\">-</td>",
            tr!("report-no-score")
        ),
    };
    let _ = writeln!(out, "<tr class=\"total\">{total}</tr>\n</table>");
}

fn debrief(r: &Report, out: &mut String) {
    let _ = writeln!(out, "<h2>{}</h2>", tr!("report-debrief"));
    let sections = r.debrief_sections();
    if sections.is_empty() {
        let _ = writeln!(out, "<p>{}</p>", tr!("report-nothing-to-say"));
    }
    for (heading, lines) in sections {
        let _ = writeln!(out, "<h3>{heading}</h3>\n<ul>");
        for line in lines {
            let _ = writeln!(out, "<li>{}</li>", escape(&line));
        }
        out.push_str("</ul>\n");
    }
}

fn log(r: &Report, out: &mut String) {
    let _ = writeln!(out, "<h2>{}</h2>", tr!("report-turn-by-turn"));
    for (turn, lines) in r.log_by_turn() {
        let what = if turn == 13 {
            tr!("report-turn-jump", turn = turn)
        } else {
            tr!("report-turn-n", turn = turn)
        };
        let events = tr!("report-events", events = lines.len());
        let _ = writeln!(out, "<details><summary>{what} · {events}</summary>\n<ul>");
        for line in lines {
            let _ = writeln!(out, "<li>{}</li>", escape(&line));
        }
        out.push_str("</ul></details>\n");
    }
}

/// The announcements of the Action Round, as the crew heard them (when it was played here).
fn transcript(r: &Report, out: &mut String) {
    if r.meta.transcript.is_empty() {
        return;
    }
    out.push_str(
        "<h2>What the ship's computer said</h2>\n<table>\n\
         <tr><th>Time</th><th>Announcement</th></tr>\n",
    );
    for (at_ms, text) in &r.meta.transcript {
        let _ = writeln!(
            out,
            "<tr><td>{}</td><td>{}</td></tr>",
            super::transcript_time(*at_ms),
            escape(text)
        );
    }
    out.push_str("</table>\n");
}

#[cfg(test)]
mod tests {
    use super::escape;

    #[test]
    fn escape_leaves_no_markup() {
        assert_eq!(
            escape(r#"<script>alert("x")</script> & 'y'"#),
            "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;"
        );
    }
}
