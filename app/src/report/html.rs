//! The report as one self-contained HTML page: inline CSS, the ship drawn as inline SVG, no
//! script, font, image or link that would reach the network. The page is a `maud` template:
//! every string spliced into it is escaped by construction (names, the track's name, log
//! lines that quote them, and our own words too); only the style and the drawn board, which
//! are ours and already markup, go in as they are.

use i18n::tr;
use maud::{DOCTYPE, Markup, PreEscaped, html};

use super::{Report, color_words, crew_hex, svg, zone_words};

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
    let footer = tr!(
        "report-footer",
        source = r.meta.source.as_str(),
        seed = r.seed.to_string()
    );
    let page = html! {
        (DOCTYPE)
        html lang=(i18n::language().tag()) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                title { (tr!("report-page-title", title = r.title())) }
                style { (PreEscaped(STYLE)) }
            }
            body {
                main {
                    (header(r))
                    (crew(r))
                    (track(r))
                    (threats(r))
                    h2 { (tr!("report-ship-at-the-end")) }
                    // The board is drawn by `svg`, which escapes what it writes.
                    div.board { (svg::board(r)) }
                    (score(r))
                    (debrief(r))
                    (transcript(r))
                    (log(r))
                    footer { (footer) }
                }
            }
        }
    };
    page.into_string() + "\n"
}

fn header(r: &Report) -> Markup {
    let mut sub = Vec::new();
    if let Some(page) = &r.meta.crew_page {
        sub.push(tr!("report-crew-page", crew = page));
    }
    if let Some(date) = &r.meta.played_at {
        sub.push(tr!("report-played", date = super::human_date(date)));
    }
    sub.push(tr!("report-players", players = r.setup.players));
    let class = if r.card.won() { "won" } else { "lost" };
    html! {
        h1 { (r.title()) }
        p.sub { (sub.join(" · ")) }
        div class={ "headline " (class) } { (r.headline()) }
        @if r.spoiler_free {
            p.spoiler { (tr!("report-spoiler-free")) }
        }
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

fn crew(r: &Report) -> Markup {
    html! {
        h2 { (tr!("report-crew")) }
        table {
            tr {
                th { (tr!("report-crew-member")) }
                th { (tr!("report-color")) }
                th { (tr!("report-roles")) }
                th { (tr!("report-action-board")) }
                th { (tr!("report-at-the-end")) }
            }
            @for c in &r.setup.crew {
                @let board: Vec<String> = c.actions.iter().map(|a| a.token()).collect();
                tr {
                    td {
                        span.dot style={ "background:" (crew_hex(c.color)) } {}
                        (c.name)
                    }
                    td { (color_words(c.color)) }
                    td { (r.crew_roles(c).join(", ")) }
                    td.mono { (board.join(" ")) }
                    td { (r.final_station(&c.name)) }
                }
            }
        }
    }
}

fn track(r: &Report) -> Markup {
    let [red, white, blue, internal] = r.setup.trajectories.numbers();
    let trajectories = tr!(
        "report-trajectories",
        title = r.title(),
        red = red,
        white = white,
        blue = blue,
        internal = internal
    );
    let mut placements: Vec<_> = r.setup.threats.iter().collect();
    placements.sort_by_key(|p| p.turn);
    html! {
        h2 { (tr!("report-the-track")) }
        p { (trajectories) }
        @if let Some(carried) = r.carried() {
            p { (carried) }
        }
        table {
            tr {
                th { (tr!("report-turn")) }
                th { (tr!("report-announced")) }
                th { (tr!("report-zone")) }
            }
            @for p in placements {
                @let severity = match p.card.severity {
                    engine::Severity::Common => tr!("report-announced-threat"),
                    engine::Severity::Serious => tr!("report-announced-serious"),
                };
                tr {
                    td.num { (p.turn) }
                    td { (severity) (unconfirmed(p.unconfirmed)) }
                    td { (zone_words(p.zone)) }
                }
            }
        }
    }
}

fn threats(r: &Report) -> Markup {
    html! {
        h2 { (tr!("report-threats-and-fate")) }
        table {
            tr {
                th { (tr!("report-turn")) }
                th { (tr!("report-zone")) }
                @if !r.spoiler_free {
                    th { (tr!("report-card")) }
                }
                th { (tr!("report-threat")) }
                th { (tr!("report-fate")) }
                @if !r.spoiler_free {
                    th { (tr!("report-damage-taken")) }
                }
            }
            @for t in r.threats() {
                tr {
                    td.num { (t.turn) }
                    td { (zone_words(t.zone)) }
                    @if let Some(id) = &t.id {
                        td.mono { (id) }
                    }
                    td { (t.name) (unconfirmed(t.unconfirmed)) }
                    td { (t.fate) }
                    @if !r.spoiler_free {
                        td { (t.damage.as_deref().unwrap_or("")) }
                    }
                }
            }
        }
    }
}

fn score(r: &Report) -> Markup {
    html! {
        h2 { (tr!("report-score-card")) }
        table {
            @if r.card.lines.iter().any(|l| !l.counted) {
                tr { th colspan="2" { (tr!("report-not-counted")) } }
            }
            @for line in &r.card.lines {
                @if line.counted {
                    tr {
                        td { (words::score::line_text(line)) }
                        td.num { (format!("{:+}", line.points)) }
                    }
                } @else {
                    tr.nc {
                        td { (words::score::line_text(line)) }
                        td.num { (format!("({:+})", line.points)) }
                    }
                }
            }
            tr.total {
                @match r.card.total() {
                    Some(t) => {
                        td { (tr!("report-total")) }
                        td.num { (t) }
                    }
                    None => {
                        td { (tr!("report-no-score")) }
                        td.num { "-" }
                    }
                }
            }
        }
    }
}

fn debrief(r: &Report) -> Markup {
    let sections = r.debrief_sections();
    html! {
        h2 { (tr!("report-debrief")) }
        @if sections.is_empty() {
            p { (tr!("report-nothing-to-say")) }
        }
        @for (heading, lines) in &sections {
            h3 { (heading) }
            ul {
                @for line in lines {
                    li { (line) }
                }
            }
        }
    }
}

fn log(r: &Report) -> Markup {
    html! {
        h2 { (tr!("report-turn-by-turn")) }
        @for (turn, lines) in r.log_by_turn() {
            @let what = if turn == 13 {
                tr!("report-turn-jump", turn = turn)
            } else {
                tr!("report-turn-n", turn = turn)
            };
            details {
                summary { (what) " · " (tr!("report-events", events = lines.len())) }
                ul {
                    @for line in &lines {
                        li { (line) }
                    }
                }
            }
        }
    }
}

/// The announcements of the Action Round, as the crew heard them (when it was played here).
fn transcript(r: &Report) -> Markup {
    html! {
        @if !r.meta.transcript.is_empty() {
            h2 { (tr!("report-transcript-heading")) }
            table {
                tr {
                    th { (tr!("report-transcript-time")) }
                    th { (tr!("report-transcript-announcement")) }
                }
                @for (at_ms, text) in &r.meta.transcript {
                    tr {
                        td { (super::transcript_time(*at_ms)) }
                        td { (text) }
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::report::escape;

    #[test]
    fn escape_leaves_no_markup() {
        assert_eq!(
            escape(r#"<script>alert("x")</script> & 'y'"#),
            "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; 'y'"
        );
    }
}
