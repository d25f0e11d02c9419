//! The printable mission card (`sitting-duck card`, the setup screen's "Mission card"): one
//! self-contained HTML page with print CSS that fits one A4 or Letter page, made from
//! [`missions::card::MissionCard`] (the Timeline's own cues, so the card says what the
//! soundtrack says), and its PDF through headless chromium ([`pdf`]).

use i18n::tr;
use maud::{DOCTYPE, Markup, PreEscaped, html};
use missions::card::{CardLine, LineKind, MissionCard, clock};
use missions::zone_mark::{ZoneMark, cue_zone_mark};

pub mod pdf;
pub mod pdf_doc;
pub mod words;

/// The paper the card is laid out for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum Paper {
    /// 210 x 297 mm.
    #[default]
    A4,
    /// 8.5 x 11 inches.
    Letter,
}

impl Paper {
    fn css(self) -> &'static str {
        match self {
            Paper::A4 => "A4",
            Paper::Letter => "letter",
        }
    }
}

/// The card's type size in points when it has room.
pub(crate) const FULL_SIZE: f64 = 8.3;
/// The smallest type size the card shrinks to for a long homebrew track.
const SMALLEST_SIZE: f64 = 5.0;
/// Printed rows of text that fit one page at [`FULL_SIZE`] (Letter's height, less the
/// header), measured by printing the shipped tracks with chromium.
const ROWS_AT_FULL_SIZE: f64 = 47.0;
/// Characters of the words and detail columns per printed row at [`FULL_SIZE`].
const WORDS_PER_ROW: usize = 60;
const DETAIL_PER_ROW: usize = 27;

/// The type size that fits the card's lines on one page: each line counted as the rows its
/// longest column wraps to, the phase headings as one row each. The columns are measured in
/// the words printed (the current language's: German runs longer than English).
pub(crate) fn type_size(card: &MissionCard) -> f64 {
    let rows: usize = card
        .lines
        .iter()
        .map(|l| {
            let words = words::spoken(l).chars().count().div_ceil(WORDS_PER_ROW);
            let detail = words::detail(l).chars().count().div_ceil(DETAIL_PER_ROW);
            words.max(detail).max(1)
        })
        .sum::<usize>()
        + card.phase_ends.len();
    let fit = FULL_SIZE * ROWS_AT_FULL_SIZE / rows as f64;
    (fit.clamp(SMALLEST_SIZE, FULL_SIZE) * 10.0).floor() / 10.0
}

/// The page's style. Sized for the smaller of A4 and Letter (Letter's height, A4's width),
/// so one layout fits either; colours only ever repeat what a letter and a shape say.
const STYLE: &str = "
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { font-family: system-ui, 'DejaVu Sans', sans-serif; margin: 0; color: #111;
  background: #fff; line-height: 1.2; }
main { max-width: 186mm; margin: 0 auto; padding: 6mm 0; }
h1 { font-size: 15pt; margin: 0; }
.sub { color: #444; margin: 1mm 0 2mm; }
.ends { display: flex; gap: 2mm; margin: 2mm 0; flex-wrap: wrap; }
.ends div { border: 1.5pt solid #111; border-radius: 2mm; padding: 1mm 3mm; font-weight: 700; }
.ends b { font-size: 12pt; font-variant-numeric: tabular-nums; }
.blackouts { margin: 1mm 0 2mm; }
.legend { color: #333; margin: 0 0 2mm; }
table { border-collapse: collapse; width: 100%; }
th, td { border-bottom: 0.6pt solid #999; padding: 0.4mm 1.2mm; text-align: left;
  vertical-align: top; }
th { border-bottom: 1.2pt solid #111; font-size: 8.5pt; text-transform: uppercase; }
td.t { font-weight: 700; font-variant-numeric: tabular-nums; white-space: nowrap; width: 10mm; }
td.k { white-space: nowrap; width: 21mm; }
td.z { white-space: nowrap; width: 18mm; font-weight: 700; }
td.d { width: 40mm; }
tr.phase td { background: #e8e8e8; font-weight: 700; border-bottom: 1.2pt solid #111; }
tr.threat td.k { font-weight: 700; }
tr.blackout td { background: #f3f3f3; }
tr.quiet td { color: #555; }
.zone { display: inline-block; min-width: 4.5mm; text-align: center; border-radius: 1mm;
  padding: 0 1mm; margin-right: 1mm; border: 1pt solid #111; }
.z-R { background: #f7c9c4; } .z-W { background: #fff; } .z-B { background: #c5d8f7; }
.z-I { background: #e2d3f5; }
footer { color: #555; font-size: 7.5pt; margin-top: 2mm; }
@media print { main { padding: 0; } }
";

/// The whole page of `card`, laid out for `paper`, in the current language
/// ([`i18n::language`]): a `maud` template, so every string spliced in (the track's name and
/// its announcements' words) is escaped by construction.
pub fn page(card: &MissionCard, paper: Paper) -> String {
    let style = format!(
        "@page {{ size: {}; margin: 12mm; }}{STYLE}body {{ font-size: {}pt; }}\n",
        paper.css(),
        type_size(card)
    );
    let page = html! {
        (DOCTYPE)
        html lang=(i18n::language().tag()) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                title { (tr!("card-title", track = words::track_name(&card.name))) }
                style { (PreEscaped(style)) }
            }
            body {
                main {
                    (header(card))
                    (lines(card))
                    footer { (tr!("card-footer")) }
                }
            }
        }
    };
    page.into_string() + "\n"
}

/// Each blackout as the card's header lists it: `2:50–3:00 (10 s)`.
pub(crate) fn blackout_spans(card: &MissionCard) -> Vec<String> {
    card.blackouts
        .iter()
        .map(|b| {
            format!(
                "{}\u{2013}{} ({} s)",
                clock(b.from_ms),
                clock(b.to_ms),
                b.seconds
            )
        })
        .collect()
}

/// The zones of the legend: red, white, blue and internal.
pub(crate) const LEGEND: [Option<engine::Zone>; 4] = [
    Some(engine::Zone::Red),
    Some(engine::Zone::White),
    Some(engine::Zone::Blue),
    None,
];

/// "Phase 1 ends", "Phase 3 (the last) ends": the label of the `i`th phase end.
pub(crate) fn phase_end_label(card: &MissionCard, i: usize) -> String {
    if i + 1 == card.phase_ends.len() {
        tr!("card-last-phase-ends", phase = i + 1)
    } else {
        tr!("card-phase-ends", phase = i + 1)
    }
}

/// The heading row of phase `now` (1-based): "Phase 1: 0:00–3:45".
pub(crate) fn phase_row_text(card: &MissionCard, now: usize) -> String {
    let from = if now == 1 {
        0
    } else {
        card.phase_ends[now - 2]
    };
    tr!(
        "card-phase-row",
        phase = now,
        from = clock(from),
        to = clock(card.phase_ends[now - 1])
    )
}

/// Each line with the phase it opens, when it is the first of its phase.
pub(crate) fn rows(card: &MissionCard) -> Vec<(Option<usize>, &CardLine)> {
    let mut phase = 0;
    card.lines
        .iter()
        .map(|line| {
            let now = 1 + card.phase_ends.iter().filter(|&&e| e <= line.at_ms).count();
            let opens = (now != phase && now <= card.phase_ends.len()).then(|| {
                phase = now;
                now
            });
            (opens, line)
        })
        .collect()
}

fn header(card: &MissionCard) -> Markup {
    let spans = blackout_spans(card);
    html! {
        h1 #name { (words::track_name(&card.name)) }
        p.sub {
            (tr!(
                "card-sub",
                kind = words::kind_words(card.kind, card.double_actions),
                players = card.players,
                threats = card.threat_count()
            ))
        }
        div.ends #ends {
            @for (i, &end) in card.phase_ends.iter().enumerate() {
                div { (phase_end_label(card, i)) " " b { (clock(end)) } }
            }
        }
        p.blackouts #blackouts {
            b { (tr!("card-blackouts")) } " " (tr!("card-no-talking")) " "
            @if card.blackouts.is_empty() { (tr!("card-none")) }
            (spans.join(" · "))
        }
        p.legend {
            (tr!("card-zones")) " "
            @for (i, z) in LEGEND.into_iter().enumerate() {
                @if i > 0 { " " }
                (zone_chip(&cue_zone_mark(z)))
            }
        }
    }
}

/// A zone as letter, shape and name (the colour only repeats them).
fn zone_chip(mark: &ZoneMark) -> Markup {
    html! {
        span class={ "zone z-" (mark.letter) } { (mark.letter) " " (mark.symbol) }
        (words::zone_name(mark))
    }
}

fn lines(card: &MissionCard) -> Markup {
    let rows = rows(card);
    html! {
        table #lines {
            thead {
                tr {
                    th { (tr!("card-col-time")) } th { (tr!("card-col-what")) }
                    th { (tr!("card-col-zone")) } th { (tr!("card-col-detail")) }
                    th { (tr!("card-col-words")) }
                }
            }
            tbody {
                @for (opens, line) in rows {
                    @if let Some(now) = opens {
                        tr.phase { td colspan="5" { (phase_row_text(card, now)) } }
                    }
                    (row(line))
                }
            }
        }
    }
}

fn row(line: &CardLine) -> Markup {
    let class = match line.kind {
        LineKind::Threat => "threat",
        LineKind::CommsDown | LineKind::CommsRestored => "blackout",
        LineKind::Ignored | LineKind::Warning => "quiet",
        _ => "plain",
    };
    html! {
        tr class=(class) {
            td.t { (clock(line.at_ms)) }
            td.k { (words::kind(line.kind)) }
            td.z {
                @if let Some(zone) = &line.zone { (zone_chip(zone)) }
            }
            td.d { (words::detail(line)) }
            td.w { (words::spoken(line)) }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::escape;
    use missions::Track;

    #[test]
    fn the_page_names_every_line_and_escapes_the_name() {
        let src = missions::track::shipped()
            .into_iter()
            .find(|(s, _)| *s == "mission-1")
            .unwrap()
            .1
            .replace("name: Mission 1", "name: \"Mission <1>\"");
        let track = Track::parse(&src, "m.yaml").unwrap();
        let card = MissionCard::new(&track, 5);
        let html = page(&card, Paper::Letter);
        assert!(html.contains("Mission &lt;1&gt;"));
        assert!(!html.contains("<1>"));
        assert!(html.contains("size: letter"));
        assert_eq!(html.matches("<tr class=\"phase\"").count(), 3);
        for line in &card.lines {
            assert!(html.contains(&escape(&line.words)), "{}", line.words);
        }
        assert!(
            html.contains("2:50\u{2013}3:00 (10 s)"),
            "the first blackout"
        );
    }
}
