//! Homebrew threat cards: card files read into the catalog, by one path for the command
//! line's `--with` and the card files chosen at setup; the homebrew cards a mission used,
//! kept with it in the ship's log (`cards`); and those cards given back to the catalog when
//! a logged mission is replayed, so it replays after its card file is gone.

use std::borrow::Cow;
use std::path::{Path, PathBuf};

use engine::{Setup, ThreatCard};
use missions::Catalog;
use missions::catalog::{CardEntry, write_cards};
use missions::diag::{Diagnostic, Diagnostics};

/// A card file that could not join the catalog, with where and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refused {
    /// The file could not be read (the reason in the crew's words).
    Unreadable {
        /// The file as given.
        file: String,
        /// Why, in words ([`crate::shell::io_words`]).
        reason: String,
    },
    /// The file was read but has problems, each at its line and field.
    Problems {
        /// The file as given.
        file: String,
        /// Every problem found.
        diagnostics: Diagnostics,
    },
}

impl Refused {
    /// What the crew reads: each problem at its place, then how many; or why the file
    /// could not be read.
    pub fn words(&self) -> String {
        match self {
            Refused::Unreadable { file, reason } => {
                i18n::tr!("cli-cannot-read-cards", file = file, reason = reason)
            }
            Refused::Problems { file, diagnostics } => format!(
                "{}\n{}",
                words::diagnostic::all(diagnostics),
                i18n::tr!(
                    "cli-card-problems",
                    file = file,
                    problems = diagnostics.0.len()
                )
            ),
        }
    }
}

/// Adds the cards of `files` to `catalog`, in order. `Ok` holds the warnings (the cards
/// were added all the same); the first file that is unreadable or has a problem stops it.
///
/// # Errors
/// The file refused, with its problems.
pub fn add_files(catalog: &mut Catalog, files: &[PathBuf]) -> Result<Vec<Diagnostic>, Refused> {
    let mut warnings = Vec::new();
    for path in files {
        let file = path.display().to_string();
        let bytes = std::fs::read(path).map_err(|e| Refused::Unreadable {
            file: file.clone(),
            reason: super::io_words(&e),
        })?;
        match catalog.add_file(&bytes, &file) {
            Ok(mut w) => warnings.append(&mut w),
            Err(diagnostics) => return Err(Refused::Problems { file, diagnostics }),
        }
    }
    Ok(warnings)
}

/// The shipped cards plus those of `files` (the app's catalog with the card files chosen
/// at setup).
///
/// # Errors
/// The first file refused.
pub fn catalog_with(files: &[PathBuf]) -> Result<Catalog, Refused> {
    let mut catalog = Catalog::shipped().map_err(|diagnostics| Refused::Problems {
        file: String::new(),
        diagnostics,
    })?;
    add_files(&mut catalog, files)?;
    Ok(catalog)
}

/// The cards of one card file on their own (the setup screen lists them).
///
/// # Errors
/// The file refused, with its problems.
pub fn read_card_file(path: &Path) -> Result<Catalog, Refused> {
    let mut catalog = Catalog::default();
    add_files(&mut catalog, &[path.to_path_buf()])?;
    Ok(catalog)
}

/// The homebrew cards `setup` plays (a threat's or a card it calls, not a shipped card as
/// shipped), as a card file's text for the ship's log; `None` when it plays only shipped
/// cards. Their rules, not their plain-words text, which the game does not keep.
pub fn logged_cards(setup: &Setup) -> Option<String> {
    let shipped = Catalog::shipped().unwrap_or_default();
    let mut kept: Vec<&ThreatCard> = Vec::new();
    let played = setup
        .threats
        .iter()
        .flat_map(|t| std::iter::once(&t.card).chain(&t.calls));
    for card in played {
        let as_shipped = shipped.cards().iter().any(|c| c == &**card);
        if !as_shipped && !kept.iter().any(|k| k.id == card.id) {
            kept.push(card);
        }
    }
    if kept.is_empty() {
        return None;
    }
    let entries: Vec<CardEntry> = kept.iter().map(|c| CardEntry::of(c, None)).collect();
    write_cards(&entries).ok()
}

/// `catalog` with the homebrew cards a logged mission kept (`cards`) that it lacks: a card
/// the catalog already has by id stays the catalog's.
pub fn with_logged<'a>(catalog: &'a Catalog, cards: Option<&str>) -> Cow<'a, Catalog> {
    let Some(cards) = cards else {
        return Cow::Borrowed(catalog);
    };
    let mut with = catalog.clone();
    // A card whose id the catalog holds is refused as a duplicate (and reported in the
    // result, which is not needed here); every other card of the text is added.
    let _ = with.add_yaml(cards, "ship's log");
    Cow::Owned(with)
}

#[cfg(test)]
mod tests {
    use super::*;

    const GOOSE: &str = "- { id: H-01, name: Space Goose, kind: external, severity: common, \
                         color: white, shield: 1, hit_points: 3, speed: 3, x: [attack 1], \
                         y: [attack 1 all], z: [attack 2] }\n";

    fn setup_with(catalog: &Catalog, cards: &[&str]) -> Setup {
        let threats: String = cards
            .iter()
            .enumerate()
            .map(|(i, c)| format!("  - {{ turn: {}, zone: red, threat: {c} }}\n", i + 1))
            .collect();
        let game = format!(
            "players: 1\ntrajectories: {{ red: 1, white: 2, blue: 3, internal: 4 }}\n\
             crew:\n  - {{ name: Mia, captain: true, actions: \". . .\" }}\nthreats:\n{threats}"
        );
        missions::game::parse_game(&game, "game", catalog)
            .unwrap()
            .game
            .setup()
            .clone()
    }

    #[test]
    fn a_mission_of_shipped_cards_keeps_none_and_a_homebrew_one_keeps_its_card() {
        let mut catalog = Catalog::shipped().unwrap();
        catalog.add_yaml(GOOSE, "cards.yaml").unwrap();
        assert_eq!(logged_cards(&setup_with(&catalog, &["Fighter"])), None);
        let kept = logged_cards(&setup_with(&catalog, &["Fighter", "Space Goose"])).unwrap();
        let base = Catalog::shipped().unwrap();
        let back = with_logged(&base, Some(&kept));
        assert_eq!(back.get("H-01").unwrap(), catalog.get("H-01").unwrap());
        assert_eq!(back.cards().len(), base.cards().len() + 1);
        assert!(matches!(with_logged(&base, None), Cow::Borrowed(_)));
    }
}
