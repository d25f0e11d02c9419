//! The deal: which cards each player picks up in each phase, and which cards belong to the
//! androids, shuffled by the game's seed (RULINGS.md D3-D8).

use std::collections::VecDeque;

use engine::{Draw, ship_rng};
use serde::{Deserialize, Serialize};

use crate::card::{Card, CardId};
use crate::deck;

/// Who plays and with what: everything the deal depends on besides the seed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DealRules {
    /// Players holding cards: 1 is the solo game (D7).
    pub humans: u8,
    /// Android figures, programmed by the players (G1).
    pub androids: u8,
    /// Phases of the track: 3, or 2 for a test run.
    pub phases: u8,
    /// The double-action deck instead of the base deck.
    pub double_actions: bool,
    /// With specializations: each figure's level (players first, then androids), `None` for a
    /// figure without one. Empty without specializations: then the heroic cards are dealt.
    pub specializations: Vec<Option<u8>>,
}

impl DealRules {
    /// Every figure: players, then androids.
    pub fn figures(&self) -> usize {
        usize::from(self.humans) + usize::from(self.androids)
    }

    /// Whether one player holds the whole crew (D7).
    pub fn solo(&self) -> bool {
        self.humans == 1
    }

    /// The cards each player picks up in each phase, heroic or specialization cards not
    /// counted (D3, D4).
    pub fn packet_sizes(&self, seat: usize) -> Vec<usize> {
        let phases = usize::from(self.phases);
        if self.solo() {
            return vec![0; phases];
        }
        let mut sizes = match (self.humans, self.androids) {
            (2, 1..) => vec![9, 6, 6],
            (3, 1..) => vec![6, 6, 6],
            _ => vec![5, 5, 5],
        };
        sizes.truncate(phases);
        if let Some(first) = sizes.first_mut() {
            if self.specializations.is_empty() {
                // The heroic card takes the place of one card of the first packet (D4).
                *first -= 1;
            } else {
                // The heroic cards' places go to the androids' share instead (D6).
                let (humans, androids) = (usize::from(self.humans), usize::from(self.androids));
                *first += androids / humans + usize::from(seat < androids % humans);
            }
        }
        sizes
    }
}

/// What the deal refuses to deal.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DealError {
    /// No player, or more figures than the ship holds (G1).
    #[error("crew: {humans} players and {androids} androids")]
    Crew {
        /// Players.
        humans: u8,
        /// Androids.
        androids: u8,
    },
    /// Not 2 or 3 phases.
    #[error("phases: {0}")]
    Phases(u8),
    /// Specialization levels not one per figure, or a level outside 1-3.
    #[error("specializations: {0:?}")]
    Specializations(Vec<Option<u8>>),
}

/// A whole deal: the cards, every player's packets and the figures' own cards.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deal {
    /// What was dealt.
    pub rules: DealRules,
    /// Every card of the deal; a [`CardId`] is a place in this list.
    pub cards: Vec<Card>,
    /// For each player, the packet of each phase (`packets[seat][phase]`). A player's heroic
    /// or specialization cards are in the first packet.
    pub packets: Vec<Vec<Vec<CardId>>>,
    /// For each figure, cards that only it may play and no player holds: an android's heroic
    /// or specialization cards, and in the solo game every figure's (D5, D7).
    pub own: Vec<Vec<CardId>>,
    /// The rest of the action deck, top first: "incoming data" draws from here. In the solo
    /// game it is in the player's hand from the start.
    pub pile: Vec<CardId>,
}

impl Deal {
    /// The card with that id.
    pub fn card(&self, id: CardId) -> Option<Card> {
        self.cards.get(id.index()).copied()
    }
}

/// The ship holds five figures (G1).
const MAX_FIGURES: usize = 5;

/// A separate stream of the seed's generator for the deal, so that the deal and the damage
/// tiles never mirror each other.
const DEAL_STREAM: u64 = 0x6465_616c_5f61_6374;

/// Deals a game: the action deck (base or double-action) and the heroic cards shuffled by
/// `seed`, then each player's packets and the figures' own cards.
///
/// # Errors
/// [`DealError`] for a crew, phase count or specialization list no game has.
pub fn deal(rules: &DealRules, seed: u64) -> Result<Deal, DealError> {
    check(rules)?;
    let mut rng = ship_rng(seed ^ DEAL_STREAM);
    let mut action_deck = if rules.double_actions {
        deck::double_deck()
    } else {
        deck::base_deck()
    };
    rng.shuffle(&mut action_deck);
    let mut heroic = deck::heroic_cards();
    rng.shuffle(&mut heroic);

    let mut cards: Vec<Card> = Vec::new();
    let mut pile: VecDeque<CardId> = action_deck
        .into_iter()
        .map(|card| push(&mut cards, card))
        .collect();
    let humans = usize::from(rules.humans);
    let mut own: Vec<Vec<CardId>> = (0..rules.figures())
        .map(|figure| {
            own_cards(rules, figure, &mut heroic)
                .into_iter()
                .map(|card| push(&mut cards, card))
                .collect()
        })
        .collect();
    let mut packets = Vec::with_capacity(humans);
    for (seat, seat_own) in own.iter_mut().enumerate().take(humans) {
        let mut seat_packets: Vec<Vec<CardId>> = rules
            .packet_sizes(seat)
            .into_iter()
            .map(|n| pile.drain(..n.min(pile.len())).collect())
            .collect();
        if !rules.solo()
            && let Some(first) = seat_packets.first_mut()
        {
            first.append(seat_own);
        }
        packets.push(seat_packets);
    }
    Ok(Deal {
        rules: rules.clone(),
        cards,
        packets,
        own,
        pile: pile.into_iter().collect(),
    })
}

fn push(cards: &mut Vec<Card>, card: Card) -> CardId {
    cards.push(card);
    // A deal holds at most 90 + 6 + 10 cards.
    CardId(u16::try_from(cards.len() - 1).unwrap_or(u16::MAX))
}

/// The cards only `figure` may play: a heroic card without specializations (D4, D5), the
/// specialization cards of its level with them (D6).
fn own_cards(rules: &DealRules, figure: usize, heroic: &mut Vec<Card>) -> Vec<Card> {
    if rules.specializations.is_empty() {
        return heroic.pop().into_iter().collect();
    }
    match rules.specializations.get(figure) {
        Some(Some(level)) => deck::specialization_cards(*level),
        _ => Vec::new(),
    }
}

fn check(rules: &DealRules) -> Result<(), DealError> {
    let figures = rules.figures();
    if rules.humans == 0 || figures > MAX_FIGURES {
        return Err(DealError::Crew {
            humans: rules.humans,
            androids: rules.androids,
        });
    }
    if !(2..=3).contains(&rules.phases) {
        return Err(DealError::Phases(rules.phases));
    }
    let levels_ok = rules
        .specializations
        .iter()
        .all(|l| l.is_none_or(|l| (1..=3).contains(&l)));
    if !rules.specializations.is_empty() && (rules.specializations.len() != figures || !levels_ok) {
        return Err(DealError::Specializations(rules.specializations.clone()));
    }
    Ok(())
}
