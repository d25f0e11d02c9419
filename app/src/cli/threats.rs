//! `sitting-duck threats [ID-or-name] [--with CARDS.yaml]...`: the threat catalog as an aligned
//! table, or one card's rules in plain words with its stats and X/Y/Z phrases.

use std::{path::PathBuf, process::ExitCode};

use engine::ThreatCard;
use missions::catalog::{effect_phrase, trait_phrase};
use words::threats as says;

/// Arguments of `threats`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// A card id (`SE2-02`) or unique name (`Juggernaut`); without it, the whole catalog.
    pub card: Option<String>,
    /// Also load homebrew cards from a YAML file written in the catalog's form
    /// (`missions/threats/README.md`); may be given several times.
    #[arg(long = "with", value_name = "CARDS.yaml")]
    pub with: Vec<PathBuf>,
}

/// Runs `threats`: exit 0, or 2 for an unknown or ambiguous card or a bad homebrew file.
pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let catalog = match super::cards::catalog_with(&args.with)? {
        Ok(c) => c,
        Err(code) => return Ok(code),
    };
    match args.card {
        None => super::out(&table(catalog.cards()))?,
        Some(key) => match catalog.get(&key) {
            Ok(card) => {
                let text = says::rules_text(card, catalog.text(&card.id));
                super::out(&describe(card, text.as_deref()))?
            }
            Err(e) => {
                crate::to_stderr!("{}", words::diagnostic::problem(&e.problem()));
                return Ok(ExitCode::from(2));
            }
        },
    }
    Ok(ExitCode::SUCCESS)
}

fn points(card: &ThreatCard) -> String {
    let survived = card
        .points_survived
        .map_or_else(|| "-".to_string(), |p| p.to_string());
    format!("{survived}/{}", card.points_destroyed)
}

/// The catalog as an aligned table, one card a line.
pub fn table(cards: &[ThreatCard]) -> String {
    let header = says::table_header();
    let rows: Vec<[String; 10]> = cards
        .iter()
        .map(|c| {
            [
                c.id.clone(),
                c.name.clone(),
                says::color(c.color),
                says::kind(c),
                says::severity(c.severity),
                c.hit_points.to_string(),
                if c.is_internal() {
                    "-".into()
                } else {
                    c.shield.to_string()
                },
                c.speed.to_string(),
                points(c),
                says::set(c.set),
            ]
        })
        .collect();
    // Widths in characters: a translated header or value may hold umlauts.
    let mut widths = header.each_ref().map(|h| h.chars().count());
    for row in &rows {
        for (w, cell) in widths.iter_mut().zip(row) {
            *w = (*w).max(cell.chars().count());
        }
    }
    let line = |cells: Vec<&str>| {
        let mut out = String::new();
        for (i, (cell, w)) in cells.iter().zip(widths).enumerate() {
            // Numbers are right-aligned, words left-aligned.
            if (5..=7).contains(&i) {
                out.push_str(&format!("{cell:>w$}  "));
            } else {
                out.push_str(&format!("{cell:<w$}  "));
            }
        }
        out.trim_end().to_string() + "\n"
    };
    let mut out = line(header.iter().map(String::as_str).collect());
    for row in &rows {
        out.push_str(&line(row.iter().map(String::as_str).collect()));
    }
    out
}

fn phrases(effects: &[engine::card::Effect]) -> String {
    if effects.is_empty() {
        says::nothing()
    } else {
        effects
            .iter()
            .map(effect_phrase)
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// One card in plain words: its text (in the language, for a shipped card:
/// `words::threats::rules_text`), stats, X/Y/Z phrases and traits.
pub fn describe(card: &ThreatCard, text: Option<&str>) -> String {
    let mut out = format!("{}  {}\n", card.id, card.name);
    out.push_str(&format!("  {}\n", says::kind_line(card)));
    out.push_str(&format!("  {}\n", says::stats_line(card)));
    // The card's text is its rules in words: printed once, each X/Y/Z action on a line of
    // its own. Only a card without them in its text (homebrew) gets the engine's phrases.
    let (description, actions) = says::split_rules(text.unwrap_or_default());
    if !description.is_empty() {
        out.push('\n');
        for line in wrap(description, 92) {
            out.push_str(&format!("  {line}\n"));
        }
    }
    out.push('\n');
    if actions.is_empty() {
        out.push_str(&format!("  X: {}\n", phrases(&card.x)));
        out.push_str(&format!("  Y: {}\n", phrases(&card.y)));
        out.push_str(&format!("  Z: {}\n", phrases(&card.z)));
        if !card.destroyed.is_empty() {
            let line = says::destroyed_line(&phrases(&card.destroyed));
            out.push_str(&format!("  {line}\n"));
        }
        if !card.traits.is_empty() && description.is_empty() {
            let traits: Vec<String> = card.traits.iter().map(trait_phrase).collect();
            out.push_str(&format!("  {}\n", says::traits_line(&traits.join(", "))));
        }
    } else {
        for action in actions {
            for (i, line) in wrap(action, 92).into_iter().enumerate() {
                let indent = if i == 0 { "  " } else { "     " };
                out.push_str(&format!("{indent}{line}\n"));
            }
        }
    }
    out
}

/// Splits text into lines of at most `width` characters at spaces (characters, not bytes: a
/// translated text holds accents). Never at a no-break space (French `X : `), which
/// `split_whitespace` would break at and turn into a plain one.
fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    let breaks = |c: char| c.is_whitespace() && c != '\u{a0}' && c != '\u{202f}';
    for word in text.split(breaks).filter(|w| !w.is_empty()) {
        if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > width {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}
