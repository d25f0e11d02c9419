//! The digital threat deck: when a threat is announced, the app draws its card.
//!
//! The deck only knows card faces (id, name, pile, level), taken from the threat catalog by
//! [`catalog_faces`], so it does not depend on how the catalog stores the cards' rules.
//! [`ThreatDeck`] is the seam: the mission screen asks it for a card of the announced kind and
//! shows whatever it gets; when a pile is empty it tells the crew which physical pile to draw
//! from instead.

use engine::{Color, Draw, Severity, ThreatKind, ship_rng};
use i18n::tr;
use missions::Catalog;

use crate::shell::settings::Difficulty;

/// The four piles a threat can come from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Pile {
    /// Serious (true) or common (false).
    pub serious: bool,
    /// Internal (true) or external (false).
    pub internal: bool,
}

impl Pile {
    /// "common external", "serious internal" and so on.
    pub fn describe(self) -> String {
        match (self.serious, self.internal) {
            (false, false) => tr!("pile-common-external"),
            (true, false) => tr!("pile-serious-external"),
            (false, true) => tr!("pile-common-internal"),
            (true, true) => tr!("pile-serious-internal"),
        }
    }
}

/// What the crew sees of a drawn card.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CardFace {
    /// The card id (`E1-07`).
    pub id: String,
    /// The card's name (`Fighter`).
    pub name: String,
    /// The pile it belongs to.
    pub pile: Pile,
    /// The color of the card's back: white (level 1), yellow (level 2) or red (level 3).
    pub level: Color,
    /// A card of The New Frontier: in the deck only with the new threats.
    pub expansion: bool,
    /// The card calls in a threat (internal: `true`), whose card is drawn with it from the
    /// common pile of that kind and shown (RULINGS.md NF35; the rules reference's extra
    /// cards at setup).
    pub calls: Option<bool>,
    /// The card runs a secret card at its Z (the Space-Time Vortex): a common internal card
    /// is drawn with it and kept face down until the resolution shows it.
    pub secret: bool,
}

/// The faces of every card in the shipped threat catalog (parsed for the call: the app
/// takes them from its [`Library`](crate::gui::library::Library) instead).
///
/// # Errors
/// When the shipped catalog does not load (a bug of this build): the message says why.
pub fn catalog_faces() -> Result<Vec<CardFace>, String> {
    let catalog = Catalog::base().map_err(|err| {
        i18n::tr!(
            "notice-catalog-not-loaded",
            error = words::diagnostic::all(&err)
        )
    })?;
    Ok(catalog_faces_of(&catalog))
}

/// The faces of every card of `catalog`; [`ShuffledDeck::new`] keeps The New Frontier's
/// only with the new-threats module.
pub fn catalog_faces_of(catalog: &Catalog) -> Vec<CardFace> {
    catalog
        .cards()
        .iter()
        .map(|card| CardFace {
            id: card.id.clone(),
            name: card.name.clone(),
            pile: Pile {
                serious: card.severity == Severity::Serious,
                internal: card.kind != ThreatKind::External,
            },
            level: card.color,
            expansion: card.set != engine::CardSet::Base,
            calls: card.call().map(|(internal, _)| internal),
            secret: card.runs_secret_card(),
        })
        .collect()
}

/// The one color of card a deck of `difficulty` holds (`None`: several, shuffled together).
pub fn only_color(difficulty: Difficulty) -> Option<Color> {
    difficulty.only()
}

/// Draws the card for each announced threat.
pub trait ThreatDeck {
    /// The top card of `pile`, or `None` when the pile is empty (or no cards are known).
    fn draw(&mut self, pile: Pile) -> Option<CardFace>;

    /// The cards a drawn card calls in: for a card that calls a threat, the top card of the
    /// common pile of that kind, then the card that one calls, and so on (a chain ends at a
    /// card that calls none, or an empty pile).
    fn draw_called(&mut self, card: &CardFace) -> Vec<CardFace> {
        let mut called: Vec<CardFace> = Vec::new();
        // A secret card is a common internal one, drawn the same way and kept face down.
        let mut next = if card.secret { Some(true) } else { card.calls };
        while let Some(internal) = next {
            let Some(face) = self.draw(Pile {
                serious: false,
                internal,
            }) else {
                break;
            };
            next = face.calls;
            called.push(face);
        }
        called
    }
}

/// Four shuffled piles built from a list of card faces and the chosen difficulties.
#[derive(Debug, Clone, Default)]
pub struct ShuffledDeck {
    /// Piles indexed by [`pile_index`]; the top card is the last element.
    piles: [Vec<CardFace>; 4],
}

fn pile_index(pile: Pile) -> usize {
    usize::from(pile.serious) * 2 + usize::from(pile.internal)
}

impl ShuffledDeck {
    /// Sorts `faces` into piles, keeps the levels `common` and `serious` admit (and The New
    /// Frontier's cards only with `new_threats`, RULINGS.md: its white and yellow cards are
    /// shuffled into those decks), and shuffles each pile with `seed` (the same seed gives
    /// the same draws).
    pub fn new(
        faces: &[CardFace],
        [common, serious]: [Difficulty; 2],
        new_threats: bool,
        seed: u64,
    ) -> Self {
        let mut piles: [Vec<CardFace>; 4] = Default::default();
        for face in faces {
            let difficulty = if face.pile.serious { serious } else { common };
            if difficulty.admits(face.level) && (new_threats || !face.expansion) {
                piles[pile_index(face.pile)].push(face.clone());
            }
        }
        let mut rng = ship_rng(seed);
        for pile in &mut piles {
            // Sorting first makes the shuffle independent of the order the faces came in.
            pile.sort_by(|a, b| a.id.cmp(&b.id));
            rng.shuffle(pile);
        }
        Self { piles }
    }

    /// How many cards are left in `pile`.
    pub fn remaining(&self, pile: Pile) -> usize {
        self.piles[pile_index(pile)].len()
    }
}

impl ThreatDeck for ShuffledDeck {
    fn draw(&mut self, pile: Pile) -> Option<CardFace> {
        self.piles[pile_index(pile)].pop()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn face(id: &str, serious: bool, internal: bool, level: Color) -> CardFace {
        CardFace {
            id: id.to_owned(),
            name: format!("card {id}"),
            pile: Pile { serious, internal },
            level,
            expansion: level == Color::Red || id.starts_with("NF"),
            calls: None,
            secret: false,
        }
    }

    fn faces() -> Vec<CardFace> {
        vec![
            face("E1-01", false, false, Color::White),
            face("E1-02", false, false, Color::White),
            face("E2-01", false, false, Color::Yellow),
            face("SE1-01", true, false, Color::White),
            face("SE2-01", true, false, Color::Yellow),
            face("I1-01", false, true, Color::White),
        ]
    }

    #[test]
    fn piles_hold_only_the_chosen_levels() {
        let common_ext = Pile {
            serious: false,
            internal: false,
        };
        let serious_ext = Pile {
            serious: true,
            internal: false,
        };
        let deck = ShuffledDeck::new(&faces(), [Difficulty::White, Difficulty::Yellow], false, 1);
        assert_eq!(deck.remaining(common_ext), 2);
        assert_eq!(deck.remaining(serious_ext), 1);
        let mixed = ShuffledDeck::new(&faces(), [Difficulty::Mixed, Difficulty::Mixed], false, 1);
        assert_eq!(mixed.remaining(common_ext), 3);
        assert_eq!(mixed.remaining(serious_ext), 2);
    }

    #[test]
    fn red_and_expansion_cards_come_only_with_the_new_threats() {
        let mut all = faces();
        all.push(face("E3-01", false, false, Color::Red));
        all.push(face("NF-E1", false, false, Color::White));
        let ext = Pile {
            serious: false,
            internal: false,
        };
        let draw_all = |deck: &mut ShuffledDeck| {
            let mut ids: Vec<String> = std::iter::from_fn(|| deck.draw(ext))
                .map(|c| c.id)
                .collect();
            ids.sort();
            ids
        };
        let mut base = ShuffledDeck::new(&all, [Difficulty::All, Difficulty::White], false, 1);
        assert_eq!(draw_all(&mut base), ["E1-01", "E1-02", "E2-01"]);
        let mut nf = ShuffledDeck::new(&all, [Difficulty::WhiteRed, Difficulty::White], true, 1);
        assert_eq!(draw_all(&mut nf), ["E1-01", "E1-02", "E3-01", "NF-E1"]);
        let mut red = ShuffledDeck::new(&all, [Difficulty::Red, Difficulty::White], true, 1);
        assert_eq!(draw_all(&mut red), ["E3-01"]);
    }

    #[test]
    fn drawing_empties_a_pile_and_the_seed_fixes_the_order() {
        let pile = Pile {
            serious: false,
            internal: false,
        };
        let draws = |seed| {
            let mut deck = ShuffledDeck::new(
                &faces(),
                [Difficulty::Mixed, Difficulty::White],
                false,
                seed,
            );
            std::iter::from_fn(|| deck.draw(pile))
                .map(|c| c.id)
                .collect::<Vec<_>>()
        };
        assert_eq!(draws(7), draws(7));
        let mut sorted = draws(7);
        sorted.sort();
        assert_eq!(sorted, ["E1-01", "E1-02", "E2-01"]);
        let mut reversed = faces();
        reversed.reverse();
        let mut deck =
            ShuffledDeck::new(&reversed, [Difficulty::Mixed, Difficulty::White], false, 7);
        assert_eq!(
            std::iter::from_fn(|| deck.draw(pile))
                .map(|c| c.id)
                .collect::<Vec<_>>(),
            draws(7)
        );
    }

    #[test]
    fn the_catalog_fills_all_eight_piles_with_the_base_cards() {
        let faces = catalog_faces().unwrap();
        // One face per base card of the catalog, however many it holds.
        let base = Catalog::base().unwrap();
        assert_eq!(
            faces.iter().filter(|f| !f.expansion).count(),
            base.cards_of(engine::CardSet::Base).count()
        );
        let deck = ShuffledDeck::new(&faces, [Difficulty::Mixed, Difficulty::Mixed], false, 0);
        let count = |serious, internal| deck.remaining(Pile { serious, internal });
        // docs/threats.md (counts): E 10+7, SE 8+6, I 7+6, SI 6+5.
        assert_eq!(
            [
                count(false, false),
                count(true, false),
                count(false, true),
                count(true, true)
            ],
            [17, 14, 13, 11]
        );
        let white = ShuffledDeck::new(&faces, [Difficulty::White, Difficulty::Yellow], false, 0);
        assert_eq!(
            white.remaining(Pile {
                serious: false,
                internal: false
            }),
            10
        );
        assert_eq!(
            white.remaining(Pile {
                serious: true,
                internal: true
            }),
            5
        );
    }

    /// With the new threats every shipped expansion card is in a pile of its own kind, and
    /// a red deck holds only expansion cards.
    #[test]
    fn the_new_threats_add_every_expansion_card_of_the_chosen_levels() {
        let faces = catalog_faces().unwrap();
        let piles =
            [false, true].map(|serious| [false, true].map(|internal| Pile { serious, internal }));
        let all = ShuffledDeck::new(&faces, [Difficulty::All; 2], true, 0);
        let base = ShuffledDeck::new(&faces, [Difficulty::All; 2], false, 0);
        for pile in piles.into_iter().flatten() {
            let expansion = faces
                .iter()
                .filter(|f| f.expansion && f.pile == pile)
                .count();
            assert_eq!(all.remaining(pile), base.remaining(pile) + expansion);
            let mut red = ShuffledDeck::new(&faces, [Difficulty::Red; 2], true, 0);
            while let Some(card) = red.draw(pile) {
                assert!(card.expansion && card.level == Color::Red, "{}", card.id);
            }
        }
    }

    #[test]
    fn a_calling_card_brings_its_called_card_and_that_ones_in_turn() {
        let mut caller = face("SE3-104", true, false, Color::Red);
        caller.calls = Some(true);
        let mut relay = face("I3-102", false, true, Color::Red);
        relay.calls = Some(false);
        let last = face("E1-01", false, false, Color::White);
        let faces = [caller.clone(), relay, last];
        let mut deck = ShuffledDeck::new(&faces, [Difficulty::All; 2], true, 1);
        let called: Vec<String> = deck
            .draw_called(&caller)
            .into_iter()
            .map(|c| c.id)
            .collect();
        assert_eq!(called, ["I3-102", "E1-01"]);
        assert!(
            deck.draw_called(&faces[2]).is_empty(),
            "a card that calls none"
        );
        // The shipped catalog knows which cards call.
        let shipped = catalog_faces().unwrap();
        assert!(shipped.iter().any(|f| f.calls == Some(true)));
        assert!(shipped.iter().any(|f| f.calls == Some(false)));
        assert!(shipped.iter().any(|f| f.secret));
    }

    #[test]
    fn an_empty_list_of_faces_draws_nothing() {
        let mut deck = ShuffledDeck::new(&[], [Difficulty::White, Difficulty::White], false, 0);
        assert_eq!(
            deck.draw(Pile {
                serious: true,
                internal: true
            }),
            None
        );
    }
}
