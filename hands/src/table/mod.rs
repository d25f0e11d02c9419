//! The hands and boards of a crew while the Action Round runs.
//!
//! A player's phone (or the host, for the solo game) sends a [`Command`]; the host's clock
//! sends a [`Signal`] at each announcement. [`Table::decide`] turns either into the
//! [`Event`]s it causes or a [`Refusal`] that says why not, without changing anything;
//! [`Table::apply`] is the only place that changes the table. So a table rebuilt from its
//! deal and its events is the same table (a phone that reconnects gets exactly its hand and
//! board back), and every card of the deal is always in exactly one place: a hand, a board, a
//! packet not yet picked up, a figure's own cards, or the pile.

mod decide;
mod view;

use std::collections::VecDeque;

use engine::PHASES;
use serde::{Deserialize, Serialize};

use crate::card::{CardId, Top};
use crate::deal::Deal;

pub use decide::Refusal;
pub use view::{FigureView, SeatView, SpaceView};

/// Spaces on an action board: one per turn.
pub const SPACES: usize = 12;

/// A card lying on a board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Played {
    /// The card.
    pub card: CardId,
    /// The half on top.
    pub top: Top,
}

/// What a player does with their cards. The seat that sends it is given beside it
/// ([`Table::decide`]), never inside it: a phone speaks only for its own seat, and a
/// command naming any other field (a `seat`, say) is not a command.
///
/// Each change to a board names the version of the space the player saw (`seen`), so that an
/// edit sent before a lost connection and arriving after a newer one is refused as stale
/// instead of undoing it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case", deny_unknown_fields)]
pub enum Command {
    /// Ends the player's phase early: they pick up their next packet.
    PickUp,
    /// Plays a card from the hand (or a figure's own card) onto an empty space.
    Place {
        /// The figure whose board it is (players first, then androids).
        figure: u8,
        /// The space, 0-11 (turn 1-12).
        space: u8,
        /// The card.
        card: CardId,
        /// The half on top.
        top: Top,
        /// The version of the space the player saw.
        seen: u32,
    },
    /// Turns the card on a space over: the other half on top.
    Turn {
        /// The figure.
        figure: u8,
        /// The space.
        space: u8,
        /// The version of the space the player saw.
        seen: u32,
    },
    /// Takes the card on a space back into the hand.
    TakeBack {
        /// The figure.
        figure: u8,
        /// The space.
        space: u8,
        /// The version of the space the player saw.
        seen: u32,
    },
    /// Moves the card on a space to an empty space of the same phase.
    Move {
        /// The figure.
        figure: u8,
        /// The space the card is on.
        from: u8,
        /// The empty space it goes to.
        to: u8,
        /// The version of the space `from` the player saw.
        seen: u32,
    },
    /// Draws a card after "incoming data".
    Draw,
    /// Gives an ordinary card to another player during a data transfer.
    Give {
        /// The card.
        card: CardId,
        /// The player who receives it.
        to: u8,
    },
}

/// An announcement of the host's clock: the only source of phase ends and windows, whatever
/// a phone's own clock says.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", content = "phase", rename_all = "kebab-case")]
pub enum Signal {
    /// The end of a phase (1-based); the end of the last one ends the Action Round.
    PhaseEnds(u8),
    /// "Incoming data".
    IncomingData,
    /// "Data transfer": the window opens.
    TransferOpens,
    /// The beep: the window closes.
    TransferCloses,
    /// "Communications down".
    CommsDown,
    /// "Communications restored".
    CommsRestored,
}

/// What happened at the table; [`Table::apply`] changes the table by exactly this.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum Event {
    /// A player picked up the packet of a phase (1-based), early or at the phase's end.
    PickedUp {
        /// The player.
        seat: u8,
        /// The phase whose packet it is.
        phase: u8,
    },
    /// A card went from a hand (or a figure's own cards) onto a space.
    Placed {
        /// The player who played it.
        seat: u8,
        /// The figure.
        figure: u8,
        /// The space.
        space: u8,
        /// The card.
        card: CardId,
        /// The half on top.
        top: Top,
    },
    /// A card was turned over.
    Turned {
        /// The figure.
        figure: u8,
        /// The space.
        space: u8,
    },
    /// A card went back into the hand of the player (or to its figure's own cards).
    TookBack {
        /// The player.
        seat: u8,
        /// The figure.
        figure: u8,
        /// The space.
        space: u8,
    },
    /// A card moved between two spaces of one board.
    Moved {
        /// The figure.
        figure: u8,
        /// From this space.
        from: u8,
        /// To this one.
        to: u8,
    },
    /// A player drew the top card of the pile.
    Drew {
        /// The player.
        seat: u8,
        /// The card.
        card: CardId,
        /// Drawn for the androids (a shared draw of a double-action mission).
        shared: bool,
    },
    /// A card passed from hand to hand in a data transfer.
    Gave {
        /// The giver.
        from: u8,
        /// The receiver.
        to: u8,
        /// The card.
        card: CardId,
    },
    /// The clock ended a phase: its spaces are locked on every board.
    PhaseEnded {
        /// The phase, 1-based.
        phase: u8,
    },
    /// "Incoming data": each player may draw `each` cards, and `shared` more in turn.
    DataArrived {
        /// Draws for each player.
        each: u8,
        /// Draws shared in turn (the androids' in a double-action mission).
        shared: u8,
    },
    /// A data transfer window opened or closed.
    Transfer {
        /// Open.
        open: bool,
    },
    /// Communications went down or came back.
    Comms {
        /// Down.
        down: bool,
    },
}

/// The table: the deal and everything that happened to it since.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Table {
    deal: Deal,
    hands: Vec<Vec<CardId>>,
    /// Packets picked up so far by each player (1 at the start).
    picked: Vec<u8>,
    boards: Vec<[Option<Played>; SPACES]>,
    versions: Vec<[u32; SPACES]>,
    own: Vec<Vec<CardId>>,
    pile: VecDeque<CardId>,
    /// Phases the clock has ended.
    ended: u8,
    draws: Vec<u8>,
    shared_draws: u8,
    shared_drawn: Vec<u8>,
    transfer_open: bool,
    gave: Vec<bool>,
    comms_down: bool,
}

impl Table {
    /// The table at the start of the Action Round: every player holds their first packet (in
    /// the solo game, the whole deck).
    pub fn new(deal: Deal) -> Table {
        let humans = deal.packets.len();
        let figures = deal.own.len();
        let mut hands: Vec<Vec<CardId>> = deal
            .packets
            .iter()
            .map(|p| p.first().cloned().unwrap_or_default())
            .collect();
        let mut pile: VecDeque<CardId> = deal.pile.iter().copied().collect();
        if deal.rules.solo()
            && let Some(hand) = hands.first_mut()
        {
            hand.extend(pile.drain(..));
        }
        Table {
            own: deal.own.clone(),
            hands,
            picked: vec![1; humans],
            boards: vec![[None; SPACES]; figures],
            versions: vec![[0; SPACES]; figures],
            pile,
            ended: 0,
            draws: vec![0; humans],
            shared_draws: 0,
            shared_drawn: vec![0; humans],
            transfer_open: false,
            gave: vec![false; humans],
            comms_down: false,
            deal,
        }
    }

    /// A table replayed from its deal and events.
    pub fn replay<'a>(deal: Deal, events: impl IntoIterator<Item = &'a Event>) -> Table {
        let mut table = Table::new(deal);
        for event in events {
            table.apply(event);
        }
        table
    }

    /// Decides and applies a player's command; the events it caused.
    ///
    /// # Errors
    /// The [`Refusal`] that says why the command cannot be played; nothing changes then.
    pub fn play(&mut self, seat: u8, command: &Command) -> Result<Vec<Event>, Refusal> {
        let events = self.decide(seat, command)?;
        for event in &events {
            self.apply(event);
        }
        Ok(events)
    }

    /// Applies an announcement of the host's clock; the events it caused.
    pub fn clock(&mut self, signal: Signal) -> Vec<Event> {
        let events = self.decide_signal(signal);
        for event in &events {
            self.apply(event);
        }
        events
    }

    /// Changes the table by one event (the only place that does).
    pub fn apply(&mut self, event: &Event) {
        match *event {
            Event::PickedUp { seat, phase } => self.pick_up(seat, phase),
            Event::Placed {
                seat,
                figure,
                space,
                card,
                top,
            } => {
                self.remove_held(seat, figure, card);
                self.set(figure, space, Some(Played { card, top }));
            }
            Event::Turned { figure, space } => {
                if let Some(played) = self.space(figure, space) {
                    let top = played.top.turned();
                    self.set(figure, space, Some(Played { top, ..played }));
                }
            }
            Event::TookBack {
                seat,
                figure,
                space,
            } => {
                if let Some(played) = self.space(figure, space) {
                    self.set(figure, space, None);
                    self.return_card(seat, figure, played.card);
                }
            }
            Event::Moved { figure, from, to } => {
                let played = self.space(figure, from);
                self.set(figure, from, None);
                self.set(figure, to, played);
            }
            Event::Drew { seat, card, shared } => self.drew(seat, card, shared),
            Event::Gave { from, to, card } => {
                if let Some(hand) = self.hands.get_mut(usize::from(from)) {
                    hand.retain(|&c| c != card);
                }
                if let Some(hand) = self.hands.get_mut(usize::from(to)) {
                    hand.push(card);
                }
                if let Some(gave) = self.gave.get_mut(usize::from(from)) {
                    *gave = true;
                }
            }
            Event::PhaseEnded { phase } => self.ended = self.ended.max(phase),
            Event::DataArrived { each, shared } => {
                self.draws
                    .iter_mut()
                    .for_each(|d| *d = d.saturating_add(each));
                self.shared_draws = self.shared_draws.saturating_add(shared);
            }
            Event::Transfer { open } => {
                self.transfer_open = open;
                if open {
                    self.gave.iter_mut().for_each(|g| *g = false);
                }
            }
            Event::Comms { down } => self.comms_down = down,
        }
    }

    fn pick_up(&mut self, seat: u8, phase: u8) {
        let s = usize::from(seat);
        let packet = self
            .deal
            .packets
            .get(s)
            .and_then(|p| p.get(usize::from(phase) - 1))
            .cloned()
            .unwrap_or_default();
        if let Some(hand) = self.hands.get_mut(s) {
            hand.extend(packet);
        }
        if let Some(picked) = self.picked.get_mut(s) {
            *picked = (*picked).max(phase);
        }
    }

    fn drew(&mut self, seat: u8, card: CardId, shared: bool) {
        let s = usize::from(seat);
        self.pile.retain(|&c| c != card);
        if let Some(hand) = self.hands.get_mut(s) {
            hand.push(card);
        }
        if shared {
            self.shared_draws = self.shared_draws.saturating_sub(1);
            if let Some(n) = self.shared_drawn.get_mut(s) {
                *n += 1;
            }
        } else if let Some(d) = self.draws.get_mut(s) {
            *d = d.saturating_sub(1);
        }
    }

    /// Takes a card out of the player's hand, or out of the figure's own cards.
    fn remove_held(&mut self, seat: u8, figure: u8, card: CardId) {
        if let Some(own) = self.own.get_mut(usize::from(figure))
            && let Some(i) = own.iter().position(|&c| c == card)
        {
            own.remove(i);
            return;
        }
        if let Some(hand) = self.hands.get_mut(usize::from(seat)) {
            hand.retain(|&c| c != card);
        }
    }

    /// A card taken back goes where it came from: a figure's own card to its figure, any
    /// other card to the player's hand.
    fn return_card(&mut self, seat: u8, figure: u8, card: CardId) {
        let owned = self
            .deal
            .own
            .get(usize::from(figure))
            .is_some_and(|o| o.contains(&card));
        let target = if owned {
            self.own.get_mut(usize::from(figure))
        } else {
            self.hands.get_mut(usize::from(seat))
        };
        if let Some(target) = target {
            target.push(card);
        }
    }

    fn set(&mut self, figure: u8, space: u8, played: Option<Played>) {
        let (f, s) = (usize::from(figure), usize::from(space));
        if let (Some(board), Some(versions)) = (self.boards.get_mut(f), self.versions.get_mut(f))
            && let (Some(slot), Some(version)) = (board.get_mut(s), versions.get_mut(s))
        {
            *slot = played;
            *version += 1;
        }
    }

    /// What lies on a space.
    pub fn space(&self, figure: u8, space: u8) -> Option<Played> {
        self.boards
            .get(usize::from(figure))
            .and_then(|b| b.get(usize::from(space)).copied().flatten())
    }

    /// The version of a space: how many times it changed.
    pub fn version(&self, figure: u8, space: u8) -> u32 {
        self.versions
            .get(usize::from(figure))
            .and_then(|v| v.get(usize::from(space)).copied())
            .unwrap_or(0)
    }
}

/// The phase (1-based) of a space, in a round of `phases` phases; `None` past its end.
pub fn phase_of(space: u8, phases: u8) -> Option<u8> {
    let turn = space + 1;
    PHASES
        .iter()
        .take(usize::from(phases))
        .find(|p| (p.first_turn..=p.last_turn).contains(&turn))
        .map(|p| p.number)
}
