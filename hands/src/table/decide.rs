//! Whether a command may be played now, and what it causes.

use serde::{Deserialize, Serialize};

use super::{Command, Event, Signal, Table, phase_of};
use crate::card::{CardId, Kind};

/// Why a command is not played. Each is shown on the phone that sent it, in the crew's
/// language (the `words` of the terminals); nothing changes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
#[serde(tag = "refused", rename_all = "kebab-case")]
pub enum Refusal {
    /// The Action Round is over.
    #[error("the Action Round is over")]
    RoundOver,
    /// No such player.
    #[error("no seat {0}")]
    NoSeat(u8),
    /// No such figure.
    #[error("no figure {0}")]
    NoFigure(u8),
    /// The board of another player.
    #[error("figure {0} is another player's")]
    NotYourFigure(u8),
    /// No such space in this round (a test run has 7).
    #[error("no space {0}")]
    NoSpace(u8),
    /// The space's phase has ended for this player.
    #[error("phase {0} is locked")]
    PhaseLocked(u8),
    /// The space's phase has not begun for this player.
    #[error("phase {0} is not open yet")]
    PhaseNotOpen(u8),
    /// A card already lies there.
    #[error("space {0} is taken")]
    SpaceTaken(u8),
    /// No card lies there.
    #[error("space {0} is empty")]
    SpaceEmpty(u8),
    /// The space changed since the phone saw it (an edit from before a lost connection).
    #[error("space {0} changed meanwhile")]
    Stale(u8),
    /// The card is not in the hand (nor among the figure's own cards).
    #[error("card {} is not in the hand", .0.0)]
    NotInHand(CardId),
    /// The card is another figure's own (heroic or specialization) card.
    #[error("card {} belongs to another figure", .0.0)]
    NotThisFigure(CardId),
    /// A card on an android's board stays where it was put.
    #[error("cards on an android's board stay")]
    AndroidCardStays,
    /// The last packet is already in the hand.
    #[error("no packet left")]
    NoPacketLeft,
    /// No "incoming data" draw is left for this player.
    #[error("no draw left")]
    NoDraw,
    /// The pile is empty.
    #[error("the pile is empty")]
    PileEmpty,
    /// No data transfer is open (or the beep has sounded).
    #[error("no data transfer is open")]
    TransferClosed,
    /// The player already gave a card in this window.
    #[error("one card per data transfer")]
    AlreadyGave,
    /// Only ordinary cards may be given.
    #[error("card {} cannot be given", .0.0)]
    NotOrdinary(CardId),
    /// A card goes to another player of this crew.
    #[error("no other player {0}")]
    NotAnotherPlayer(u8),
}

impl Table {
    /// What a player's command would cause, or why it is refused. Changes nothing.
    ///
    /// # Errors
    /// The [`Refusal`].
    pub fn decide(&self, seat: u8, command: &Command) -> Result<Vec<Event>, Refusal> {
        if self.round_over() {
            return Err(Refusal::RoundOver);
        }
        if usize::from(seat) >= self.hands.len() {
            return Err(Refusal::NoSeat(seat));
        }
        match *command {
            Command::PickUp => self.decide_pick_up(seat),
            Command::Place {
                figure,
                space,
                card,
                top,
                seen,
            } => {
                self.editable(seat, figure, space, seen)?;
                if self.space(figure, space).is_some() {
                    return Err(Refusal::SpaceTaken(space));
                }
                self.playable(seat, figure, card)?;
                Ok(vec![Event::Placed {
                    seat,
                    figure,
                    space,
                    card,
                    top,
                }])
            }
            Command::Turn {
                figure,
                space,
                seen,
            } => {
                self.changeable(seat, figure, space, seen)?;
                Ok(vec![Event::Turned { figure, space }])
            }
            Command::TakeBack {
                figure,
                space,
                seen,
            } => {
                self.changeable(seat, figure, space, seen)?;
                Ok(vec![Event::TookBack {
                    seat,
                    figure,
                    space,
                }])
            }
            Command::Move {
                figure,
                from,
                to,
                seen,
            } => {
                self.changeable(seat, figure, from, seen)?;
                self.editable(seat, figure, to, self.version(figure, to))?;
                if self.space(figure, to).is_some() {
                    return Err(Refusal::SpaceTaken(to));
                }
                Ok(vec![Event::Moved { figure, from, to }])
            }
            Command::Draw => self.decide_draw(seat),
            Command::Give { card, to } => self.decide_give(seat, card, to),
        }
    }

    /// What an announcement causes.
    pub fn decide_signal(&self, signal: Signal) -> Vec<Event> {
        match signal {
            Signal::PhaseEnds(phase) if phase > self.ended && phase <= self.phases() => {
                let mut events = Vec::new();
                // Whoever still plays an ended phase picks up the next packet now.
                for (seat, &picked) in (0u8..).zip(&self.picked) {
                    for next in picked + 1..=phase + 1 {
                        if next <= self.phases() {
                            events.push(Event::PickedUp { seat, phase: next });
                        }
                    }
                }
                events.push(Event::PhaseEnded { phase });
                events
            }
            Signal::PhaseEnds(_) => Vec::new(),
            Signal::IncomingData if !self.deal.rules.solo() => {
                let (each, shared) = self.data_draws();
                vec![Event::DataArrived { each, shared }]
            }
            Signal::IncomingData => Vec::new(),
            Signal::TransferOpens => vec![Event::Transfer { open: true }],
            Signal::TransferCloses => vec![Event::Transfer { open: false }],
            Signal::CommsDown => vec![Event::Comms { down: true }],
            Signal::CommsRestored => vec![Event::Comms { down: false }],
        }
    }

    /// Draws per player at "incoming data": one each; in a double-action mission the
    /// players also draw for the androids, evenly, the rest in turn (D8).
    fn data_draws(&self) -> (u8, u8) {
        let rules = &self.deal.rules;
        if !rules.double_actions || rules.humans == 0 {
            return (1, 0);
        }
        (
            1 + rules.androids / rules.humans,
            rules.androids % rules.humans,
        )
    }

    fn decide_pick_up(&self, seat: u8) -> Result<Vec<Event>, Refusal> {
        let picked = self.picked(seat);
        if picked >= self.phases() {
            return Err(Refusal::NoPacketLeft);
        }
        Ok(vec![Event::PickedUp {
            seat,
            phase: picked + 1,
        }])
    }

    fn decide_draw(&self, seat: u8) -> Result<Vec<Event>, Refusal> {
        let s = usize::from(seat);
        let own = self.draws.get(s).copied().unwrap_or(0) > 0;
        let fewest = self.shared_drawn.iter().min().copied().unwrap_or(0);
        let shared = !own
            && self.shared_draws > 0
            && self.shared_drawn.get(s).copied().unwrap_or(0) == fewest;
        if !own && !shared {
            return Err(Refusal::NoDraw);
        }
        let card = *self.pile.front().ok_or(Refusal::PileEmpty)?;
        Ok(vec![Event::Drew { seat, card, shared }])
    }

    fn decide_give(&self, seat: u8, card: CardId, to: u8) -> Result<Vec<Event>, Refusal> {
        if !self.transfer_open || self.deal.rules.solo() {
            return Err(Refusal::TransferClosed);
        }
        if self.gave.get(usize::from(seat)).copied().unwrap_or(true) {
            return Err(Refusal::AlreadyGave);
        }
        if to == seat || usize::from(to) >= self.hands.len() {
            return Err(Refusal::NotAnotherPlayer(to));
        }
        if !self.hand(seat).contains(&card) {
            return Err(Refusal::NotInHand(card));
        }
        if self.deal.card(card).map(|c| c.kind) != Some(Kind::Ordinary) {
            return Err(Refusal::NotOrdinary(card));
        }
        Ok(vec![Event::Gave {
            from: seat,
            to,
            card,
        }])
    }

    /// A space this player may play on now: their figure (or an android, or any figure in
    /// the solo game), in the phase open to them, not changed since they saw it.
    fn editable(&self, seat: u8, figure: u8, space: u8, seen: u32) -> Result<(), Refusal> {
        let figures = self.boards.len();
        if usize::from(figure) >= figures {
            return Err(Refusal::NoFigure(figure));
        }
        if !self.deal.rules.solo() && figure != seat && !self.is_android(figure) {
            return Err(Refusal::NotYourFigure(figure));
        }
        let phase = phase_of(space, self.phases()).ok_or(Refusal::NoSpace(space))?;
        let open = self.open_phase_of(seat, figure);
        if phase < open {
            return Err(Refusal::PhaseLocked(phase));
        }
        if phase > open {
            return Err(Refusal::PhaseNotOpen(phase));
        }
        if seen != self.version(figure, space) {
            return Err(Refusal::Stale(space));
        }
        Ok(())
    }

    /// A card already on a space that may change: editable, holding a card, and not on an
    /// android's board (D5).
    fn changeable(&self, seat: u8, figure: u8, space: u8, seen: u32) -> Result<(), Refusal> {
        self.editable(seat, figure, space, seen)?;
        if self.space(figure, space).is_none() {
            return Err(Refusal::SpaceEmpty(space));
        }
        if self.is_android(figure) {
            return Err(Refusal::AndroidCardStays);
        }
        Ok(())
    }

    /// A card this player may put on this figure's board.
    fn playable(&self, seat: u8, figure: u8, card: CardId) -> Result<(), Refusal> {
        let owner = self.deal.own.iter().position(|o| o.contains(&card));
        let held_by_figure = self
            .own
            .get(usize::from(figure))
            .is_some_and(|o| o.contains(&card));
        if let Some(owner) = owner {
            if owner != usize::from(figure) {
                return Err(Refusal::NotThisFigure(card));
            }
            return if held_by_figure {
                Ok(())
            } else {
                Err(Refusal::NotInHand(card))
            };
        }
        if !self.hand(seat).contains(&card) {
            return Err(Refusal::NotInHand(card));
        }
        // A player's own heroic or specialization card (dealt in their packet) goes only on
        // their own board.
        let special = self
            .deal
            .card(card)
            .is_some_and(|c| c.kind != Kind::Ordinary);
        if special && figure != seat {
            return Err(Refusal::NotThisFigure(card));
        }
        Ok(())
    }
}
