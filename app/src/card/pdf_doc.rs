//! The mission card as a PDF without a browser (`card --pdf`): the page of the HTML card
//! ([`super::page`]) laid out here, line for line, and written with krilla. The fonts are the
//! ones the window draws with (egui's, compiled into the binary), embedded and subset, so the
//! PDF prints the same on any machine and its text can be searched and copied. Headless
//! chromium still prints the HTML card when asked (`--chromium`, [`super::pdf`]); a test
//! compares the two.
//!
//! One page, always: the type starts at the HTML card's size for the track
//! (`type_size` in the card module) and shrinks until the laid-out card fits the paper.

use std::sync::Arc;

use i18n::tr;
use krilla::Document;
use krilla::color::rgb;
use krilla::geom::{PathBuilder, Point, Rect};
use krilla::page::PageSettings;
use krilla::paint::{Fill, Stroke};
use krilla::surface::Surface;
use krilla::text::{Font, TextDirection};
use missions::card::{CardLine, LineKind, MissionCard, clock};
use missions::zone_mark::{ZoneMark, cue_zone_mark};

use super::{Paper, words};

/// Points per millimetre.
const MM: f32 = 72.0 / 25.4;
/// The page margin, as the HTML card's `@page` rule.
const MARGIN: f32 = 12.0 * MM;
/// The widest the card gets (the HTML card's `max-width`).
const MAX_WIDTH: f32 = 186.0 * MM;
/// The smallest type the card shrinks to before it gives up shrinking.
const SMALLEST: f32 = 3.5;
/// The columns' widths: time, what, zone, detail; the words take the rest.
const COLUMNS: [f32; 4] = [10.0 * MM, 21.0 * MM, 18.0 * MM, 40.0 * MM];
/// A cell's padding left and right.
const PAD: f32 = 1.2 * MM;

/// A colour as red, green and blue.
type Rgb = (u8, u8, u8);

const INK: Rgb = (0x11, 0x11, 0x11);
const GREY: Rgb = (0x44, 0x44, 0x44);
const QUIET: Rgb = (0x55, 0x55, 0x55);
const RULE: Rgb = (0x99, 0x99, 0x99);

/// A font the card can draw with: krilla's handle for the PDF, and its bytes for measuring.
struct Face {
    pdf: Font,
    data: Arc<dyn AsRef<[u8]> + Send + Sync>,
    index: u32,
}

impl Face {
    /// The font's tables, for measuring.
    fn metrics(&self) -> Option<ttf_parser::Face<'_>> {
        ttf_parser::Face::parse((*self.data).as_ref(), self.index).ok()
    }
}

/// The window's proportional fonts in egui's fallback order, with Hack (DejaVu's shapes:
/// the zones' ▲ ● ■ ◆) right after the text font.
struct Fonts(Vec<Face>);

impl Fonts {
    fn egui() -> anyhow::Result<Fonts> {
        let defs = egui::FontDefinitions::default();
        let mut names = defs
            .families
            .get(&egui::FontFamily::Proportional)
            .cloned()
            .unwrap_or_default();
        names.insert(names.len().min(1), "Hack".to_owned());
        let faces: Vec<Face> = names
            .iter()
            .filter_map(|name| defs.font_data.get(name))
            .filter_map(|data| {
                let face = Face {
                    pdf: Font::new(data.font.clone().into(), data.index)?,
                    data: data.font.clone(),
                    index: data.index,
                };
                face.metrics().is_some().then_some(face)
            })
            .collect();
        anyhow::ensure!(!faces.is_empty(), tr!("card-pdf-no-font"));
        Ok(Fonts(faces))
    }

    /// Every font's tables, parsed once for the whole layout.
    fn metrics(&self) -> Metrics<'_> {
        Metrics(self.0.iter().filter_map(Face::metrics).collect())
    }
}

/// The fonts' tables, in [`Fonts`]' order: what the layout measures text with.
struct Metrics<'f>(Vec<ttf_parser::Face<'f>>);

impl Metrics<'_> {
    /// The first font that has `c`, else the text font.
    fn face_of(&self, c: char) -> usize {
        if c.is_whitespace() {
            return 0;
        }
        self.0
            .iter()
            .position(|f| f.glyph_index(c).is_some())
            .unwrap_or(0)
    }

    /// `text` cut into runs of one font each.
    fn runs<'t>(&self, text: &'t str) -> Vec<(usize, &'t str)> {
        let mut runs: Vec<(usize, &'t str)> = Vec::new();
        let mut start = 0;
        let mut face = None;
        for (at, c) in text.char_indices() {
            let this = self.face_of(c);
            match face {
                Some(f) if f != this => {
                    runs.push((f, &text[start..at]));
                    start = at;
                    face = Some(this);
                }
                None => face = Some(this),
                _ => {}
            }
        }
        if let Some(f) = face {
            runs.push((f, &text[start..]));
        }
        runs
    }

    fn run_width(&self, face: usize, text: &str, size: f32) -> f32 {
        let m = &self.0[face];
        let units: f32 = text
            .chars()
            .filter_map(|c| m.glyph_index(c))
            .filter_map(|g| m.glyph_hor_advance(g))
            .map(f32::from)
            .sum();
        units / f32::from(m.units_per_em()) * size
    }

    fn width(&self, text: &str, size: f32) -> f32 {
        self.runs(text)
            .into_iter()
            .map(|(face, run)| self.run_width(face, run, size))
            .sum()
    }

    /// `text` broken into lines no wider than `width` at the spaces (a word longer than the
    /// line stands on a line of its own).
    fn wrap(&self, text: &str, size: f32, width: f32) -> Vec<String> {
        let mut lines = Vec::new();
        let mut line = String::new();
        for word in text.split_whitespace() {
            let tried = if line.is_empty() {
                word.to_owned()
            } else {
                format!("{line} {word}")
            };
            if !line.is_empty() && self.width(&tried, size) > width {
                lines.push(std::mem::replace(&mut line, word.to_owned()));
            } else {
                line = tried;
            }
        }
        if !line.is_empty() || lines.is_empty() {
            lines.push(line);
        }
        lines
    }
}

/// One thing to draw, in points from the page's top left (text at its baseline).
enum Op {
    Text {
        x: f32,
        y: f32,
        size: f32,
        colour: Rgb,
        text: String,
    },
    Rect {
        rect: Rect,
        fill: Option<Rgb>,
        stroke: Option<f32>,
    },
}

/// The card laid out at one type size: what to draw, and how far down it reaches.
struct Layout<'f> {
    fonts: &'f Metrics<'f>,
    ops: Vec<Op>,
    left: f32,
    width: f32,
    y: f32,
    size: f32,
}

impl Layout<'_> {
    fn line_height(&self, size: f32) -> f32 {
        size * 1.2
    }

    fn text(&mut self, x: f32, y: f32, size: f32, colour: Rgb, text: &str) {
        self.ops.push(Op::Text {
            x,
            y,
            size,
            colour,
            text: text.to_owned(),
        });
    }

    fn rect(&mut self, rect: Option<Rect>, fill: Option<Rgb>, stroke: Option<f32>) {
        // Neither fill nor stroke: nothing to draw (krilla would fill it black).
        if fill.is_none() && stroke.is_none() {
            return;
        }
        if let Some(rect) = rect {
            self.ops.push(Op::Rect { rect, fill, stroke });
        }
    }

    /// A paragraph across the card's width.
    fn paragraph(&mut self, text: &str, size: f32, colour: Rgb, after: f32) {
        for line in self.fonts.wrap(text, size, self.width) {
            self.y += self.line_height(size);
            let (left, y) = (self.left, self.y - size * 0.25);
            self.text(left, y, size, colour, &line);
        }
        self.y += after;
    }

    /// The boxes of the phase ends, side by side (as many rows as they need).
    fn phase_ends(&mut self, card: &MissionCard) {
        let big = self.size * 12.0 / 8.3;
        let height = self.line_height(big) + 2.0 * MM;
        let mut x = self.left;
        self.y += 2.0 * MM;
        for (i, &end) in card.phase_ends.iter().enumerate() {
            let label = super::phase_end_label(card, i);
            let time = clock(end);
            let w = self.fonts.width(&label, self.size)
                + self.fonts.width(" ", self.size)
                + self.fonts.width(&time, big)
                + 6.0 * MM;
            if x > self.left && x + w > self.left + self.width {
                x = self.left;
                self.y += height + 2.0 * MM;
            }
            self.rect(Rect::from_xywh(x, self.y, w, height), None, Some(1.5));
            let base = self.y + height - 1.0 * MM - big * 0.25;
            self.text(x + 3.0 * MM, base, self.size, INK, &label);
            let after = x + 3.0 * MM + self.fonts.width(&format!("{label} "), self.size);
            self.text(after, base, big, INK, &time);
            x += w + 2.0 * MM;
        }
        self.y += height + 2.0 * MM;
    }

    /// The blackouts and the zones' legend.
    fn blackouts_and_legend(&mut self, card: &MissionCard) {
        let spans = super::blackout_spans(card);
        let none = if spans.is_empty() {
            tr!("card-none")
        } else {
            String::new()
        };
        let blackouts = format!(
            "{} {} {none}{}",
            tr!("card-blackouts"),
            tr!("card-no-talking"),
            spans.join(" · ")
        );
        self.paragraph(&blackouts, self.size, INK, 2.0 * MM);
        let chips: Vec<String> = super::LEGEND
            .into_iter()
            .map(|z| {
                let mark = cue_zone_mark(z);
                format!(
                    "{} {} {}",
                    mark.letter,
                    mark.symbol,
                    words::zone_name(&mark)
                )
            })
            .collect();
        let legend = format!("{} {}", tr!("card-zones"), chips.join(" "));
        self.paragraph(&legend, self.size, GREY, 2.0 * MM);
    }

    /// The x of each column's left edge, and the words column's width.
    fn columns(&self) -> ([f32; 5], f32) {
        let mut x = [self.left; 5];
        for i in 1..5 {
            x[i] = x[i - 1] + COLUMNS[i - 1];
        }
        (x, self.left + self.width - x[4])
    }

    /// One table row of cells (each wrapped in its column), with a background and a rule;
    /// `chip`, a zone's letter and shape, is set on the zone's colour as in the HTML card.
    fn row(&mut self, cells: [String; 5], colour: Rgb, fill: Option<Rgb>, chip: Option<&ZoneMark>) {
        let (x, last) = self.columns();
        let widths = [COLUMNS[0], COLUMNS[1], COLUMNS[2], COLUMNS[3], last];
        let wrapped: Vec<Vec<String>> = cells
            .iter()
            .zip(widths)
            .map(|(text, w)| self.fonts.wrap(text, self.size, w - 2.0 * PAD))
            .collect();
        let lines = wrapped.iter().map(Vec::len).max().unwrap_or(1);
        let height = lines as f32 * self.line_height(self.size) + 0.8 * MM;
        self.rect(
            Rect::from_xywh(self.left, self.y, self.width, height),
            fill,
            None,
        );
        if let Some(mark) = chip {
            let label = format!("{} {}", mark.letter, mark.symbol);
            let w = self.fonts.width(&label, self.size) + 2.0;
            let top = self.y + 0.4 * MM + self.size * 0.1;
            let rect = Rect::from_xywh(x[2] + PAD - 1.0, top, w, self.size * 1.15);
            self.rect(rect, Some(zone_colour(mark.letter)), Some(0.6));
        }
        for (column, texts) in wrapped.iter().enumerate() {
            for (n, text) in texts.iter().enumerate() {
                let base = self.y + 0.4 * MM + (n + 1) as f32 * self.line_height(self.size)
                    - self.size * 0.25;
                self.text(x[column] + PAD, base, self.size, colour, text);
            }
        }
        self.y += height;
        self.rule(0.6, RULE);
    }

    fn rule(&mut self, width: f32, colour: Rgb) {
        let rect = Rect::from_xywh(self.left, self.y - width / 2.0, self.width, width);
        self.rect(rect, Some(colour), None);
    }

    /// The heading row of a phase, across the table.
    fn phase_row(&mut self, text: &str) {
        let height = self.line_height(self.size) + 0.8 * MM;
        let rect = Rect::from_xywh(self.left, self.y, self.width, height);
        self.rect(rect, Some((0xe8, 0xe8, 0xe8)), None);
        let base = self.y + 0.4 * MM + self.line_height(self.size) - self.size * 0.25;
        let (left, size) = (self.left + PAD, self.size);
        self.text(left, base, size, INK, text);
        self.y += height;
        self.rule(1.2, INK);
    }

    fn table(&mut self, card: &MissionCard) {
        let heads = [
            tr!("card-col-time"),
            tr!("card-col-what"),
            tr!("card-col-zone"),
            tr!("card-col-detail"),
            tr!("card-col-words"),
        ]
        .map(|h| h.to_uppercase());
        self.row(heads, INK, None, None);
        self.rule(1.2, INK);
        for (opens, line) in super::rows(card) {
            if let Some(now) = opens {
                self.phase_row(&super::phase_row_text(card, now));
            }
            let (colour, fill) = row_look(line.kind);
            self.row(cells(line), colour, fill, line.zone.as_ref());
        }
    }
}

/// A line's colour and background, as the HTML card's row classes give them.
fn row_look(kind: LineKind) -> (Rgb, Option<Rgb>) {
    match kind {
        LineKind::CommsDown | LineKind::CommsRestored => (INK, Some((0xf3, 0xf3, 0xf3))),
        LineKind::Ignored | LineKind::Warning => (QUIET, None),
        _ => (INK, None),
    }
}

/// A zone chip's colour, as the HTML card's (it only repeats the letter and the shape).
fn zone_colour(letter: char) -> Rgb {
    match letter {
        'R' => (0xf7, 0xc9, 0xc4),
        'B' => (0xc5, 0xd8, 0xf7),
        'I' => (0xe2, 0xd3, 0xf5),
        _ => (0xff, 0xff, 0xff),
    }
}

/// A line's five cells: time, what, zone, detail, words.
fn cells(line: &CardLine) -> [String; 5] {
    let zone = line.zone.as_ref().map_or_else(String::new, |mark| {
        format!("{} {} {}", mark.letter, mark.symbol, words::zone_name(mark))
    });
    [
        clock(line.at_ms),
        words::kind(line.kind),
        zone,
        words::detail(line),
        words::spoken(line),
    ]
}

/// The whole card laid out at type size `size` on a page `width` points wide.
fn layout<'f>(fonts: &'f Metrics<'f>, card: &MissionCard, width: f32, size: f32) -> Layout<'f> {
    let inner = (width - 2.0 * MARGIN).min(MAX_WIDTH);
    let mut l = Layout {
        fonts,
        ops: Vec::new(),
        left: (width - inner) / 2.0,
        width: inner,
        y: MARGIN,
        size,
    };
    l.paragraph(&words::track_name(&card.name), 15.0, INK, 1.0 * MM);
    let sub = tr!(
        "card-sub",
        kind = words::kind_words(card.kind, card.double_actions),
        players = card.players,
        threats = card.threat_count()
    );
    l.paragraph(&sub, size, GREY, 0.0);
    l.phase_ends(card);
    l.blackouts_and_legend(card);
    l.table(card);
    l.y += 2.0 * MM;
    l.paragraph(&tr!("card-footer"), size * 7.5 / 8.3, QUIET, 0.0);
    l
}

/// The paper's size in points.
fn paper_size(paper: Paper) -> (f32, f32) {
    match paper {
        Paper::A4 => (210.0 * MM, 297.0 * MM),
        Paper::Letter => (8.5 * 72.0, 11.0 * 72.0),
    }
}

/// The one-page PDF of `card` on `paper`, in the current language.
///
/// # Errors
/// When the fonts cannot be read or krilla cannot write the document (neither happens with
/// the fonts compiled into the app).
pub fn card_pdf(card: &MissionCard, paper: Paper) -> anyhow::Result<Vec<u8>> {
    let fonts = Fonts::egui()?;
    let metrics = fonts.metrics();
    let (width, height) = paper_size(paper);
    let bottom = height - MARGIN;
    let mut size = super::type_size(card) as f32;
    let mut laid = layout(&metrics, card, width, size);
    while laid.y > bottom && size > SMALLEST {
        // The height grows about as the type: jump near the size that fits, then creep.
        let guess = (size * (bottom - MARGIN) / (laid.y - MARGIN) * 10.0).floor() / 10.0;
        size = guess.min(size - 0.1).max(SMALLEST);
        laid = layout(&metrics, card, width, size);
    }
    let mut document = Document::new();
    let settings = PageSettings::from_wh(width, height)
        .ok_or_else(|| anyhow::anyhow!(tr!("card-pdf-not-written", reason = "paper size")))?;
    let mut page = document.start_page_with(settings);
    let mut surface = page.surface();
    for op in &laid.ops {
        draw(&mut surface, &fonts, &metrics, op);
    }
    surface.finish();
    page.finish();
    document
        .finish()
        .map_err(|e| anyhow::anyhow!(tr!("card-pdf-not-written", reason = format!("{e:?}"))))
}

fn colour(c: Rgb) -> Fill {
    Fill {
        paint: rgb::Color::new(c.0, c.1, c.2).into(),
        ..Fill::default()
    }
}

fn draw(surface: &mut Surface<'_>, fonts: &Fonts, metrics: &Metrics<'_>, op: &Op) {
    match op {
        Op::Rect { rect, fill, stroke } => {
            let mut path = PathBuilder::new();
            path.push_rect(*rect);
            let Some(path) = path.finish() else { return };
            surface.set_fill(fill.map(colour));
            surface.set_stroke(stroke.map(|width| Stroke {
                width,
                ..Stroke::default()
            }));
            surface.draw_path(&path);
            surface.set_stroke(None);
        }
        Op::Text {
            x,
            y,
            size,
            colour: c,
            text,
        } => {
            surface.set_fill(Some(colour(*c)));
            let mut at = *x;
            for (face, run) in metrics.runs(text) {
                let font = fonts.0[face].pdf.clone();
                let point = Point::from_xy(at, *y);
                surface.draw_text(point, font, *size, run, false, TextDirection::Auto);
                at += metrics.run_width(face, run, *size);
            }
        }
    }
}
