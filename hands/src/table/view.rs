//! What the table shows: a player's own view (their phone), what everyone sees (the backs on
//! the host's screen), and the boards as a game file writes them.

use engine::Action;
use serde::{Deserialize, Serialize};

use super::{Played, SPACES, Table};
use crate::card::{Back, Card, CardId};

/// Everything one player may see: their hand, the boards they program, and the state of the
/// round. A phone that reconnects is sent this and is exactly where it was.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    /// The player.
    pub seat: u8,
    /// The cards in the hand, each with its id.
    pub hand: Vec<(CardId, Card)>,
    /// The figures this player programs: their own, the androids' (or, solo, all).
    pub figures: Vec<FigureView>,
    /// The phase open on the player's own board.
    pub phase: u8,
    /// The phases of this round.
    pub phases: u8,
    /// Draws left after "incoming data", shared draws included when it is this player's turn.
    pub draws: u8,
    /// A data transfer is open and this player has not given a card yet.
    pub may_give: bool,
    /// Communications are down.
    pub comms_down: bool,
    /// The Action Round is over.
    pub over: bool,
}

/// One board as its player sees it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FigureView {
    /// The figure.
    pub figure: u8,
    /// An android's board.
    pub android: bool,
    /// The phase open on this board.
    pub phase: u8,
    /// Each space: the card, its faces and its version.
    pub spaces: Vec<SpaceView>,
    /// The figure's own cards not played yet (an android's heroic card).
    pub own: Vec<(CardId, Card)>,
}

/// One space as its player sees it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct SpaceView {
    /// The card on it, with the half on top.
    pub played: Option<(Played, Card)>,
    /// The version a change must name.
    pub version: u32,
}

impl Table {
    /// The deal this table was dealt from.
    pub fn deal(&self) -> &crate::Deal {
        &self.deal
    }

    /// The phases of the round.
    pub fn phases(&self) -> u8 {
        self.deal.rules.phases
    }

    /// The phases the clock has ended.
    pub fn ended(&self) -> u8 {
        self.ended
    }

    /// Whether the Action Round is over: the clock ended the last phase.
    pub fn round_over(&self) -> bool {
        self.ended >= self.phases()
    }

    /// Whether communications are down.
    pub fn comms_down(&self) -> bool {
        self.comms_down
    }

    /// Whether a data transfer window is open.
    pub fn transfer_open(&self) -> bool {
        self.transfer_open
    }

    /// A player's hand.
    pub fn hand(&self, seat: u8) -> &[CardId] {
        self.hands.get(usize::from(seat)).map_or(&[], Vec::as_slice)
    }

    /// The packets a player has picked up (the phase open on their own board).
    pub fn picked(&self, seat: u8) -> u8 {
        self.picked.get(usize::from(seat)).copied().unwrap_or(0)
    }

    /// Whether a figure is an android programmed by the players (never in the solo game,
    /// where the one player holds every figure).
    pub fn is_android(&self, figure: u8) -> bool {
        !self.deal.rules.solo() && figure >= self.deal.rules.humans
    }

    /// The figures a player programs.
    pub fn figures_of(&self, seat: u8) -> Vec<u8> {
        (0..u8::try_from(self.boards.len()).unwrap_or(u8::MAX))
            .filter(|&f| self.deal.rules.solo() || f == seat || self.is_android(f))
            .collect()
    }

    /// Everything a player may see.
    pub fn view(&self, seat: u8) -> SeatView {
        let with_card = |id: &CardId| self.deal.card(*id).map(|c| (*id, c));
        let figures = self
            .figures_of(seat)
            .into_iter()
            .map(|figure| FigureView {
                figure,
                android: self.is_android(figure),
                phase: self.open_phase_of(seat, figure),
                spaces: (0..u8::try_from(SPACES).unwrap_or(12))
                    .map(|space| SpaceView {
                        played: self
                            .space(figure, space)
                            .and_then(|p| self.deal.card(p.card).map(|c| (p, c))),
                        version: self.version(figure, space),
                    })
                    .collect(),
                own: self
                    .own
                    .get(usize::from(figure))
                    .map(|o| o.iter().filter_map(with_card).collect())
                    .unwrap_or_default(),
            })
            .collect();
        let s = usize::from(seat);
        let fewest = self.shared_drawn.iter().min().copied().unwrap_or(0);
        let shared_turn = self.shared_draws > 0 && self.shared_drawn.get(s) == Some(&fewest);
        SeatView {
            seat,
            hand: self.hand(seat).iter().filter_map(with_card).collect(),
            figures,
            phase: self.picked(seat),
            phases: self.phases(),
            draws: self.draws.get(s).copied().unwrap_or(0) + u8::from(shared_turn),
            may_give: self.transfer_open && !self.gave.get(s).copied().unwrap_or(true),
            comms_down: self.comms_down,
            over: self.round_over(),
        }
    }

    /// The phase a player plays on a figure's board: an android's follows the clock; a
    /// player's own board (every board in the solo game) the packets they picked up.
    pub(super) fn open_phase_of(&self, seat: u8, figure: u8) -> u8 {
        if self.is_android(figure) {
            self.ended + 1
        } else {
            self.picked(seat)
        }
    }

    /// A board as the rest of the table sees it: the backs of its cards.
    pub fn backs(&self, figure: u8) -> [Option<Back>; SPACES] {
        let mut backs = [None; SPACES];
        for (space, back) in (0u8..).zip(backs.iter_mut()) {
            *back = self
                .space(figure, space)
                .and_then(|p| self.deal.card(p.card).map(|c| c.back(p.top)));
        }
        backs
    }

    /// A board's actions, space by space (empty spaces as [`Action::Empty`]).
    pub fn actions(&self, figure: u8) -> [Action; SPACES] {
        let mut actions = [Action::Empty; SPACES];
        for (space, action) in (0u8..).zip(actions.iter_mut()) {
            if let Some(p) = self.space(figure, space) {
                *action = self
                    .deal
                    .card(p.card)
                    .map_or(Action::Empty, |c| c.played(p.top));
            }
        }
        actions
    }

    /// A board as a game file writes it: twelve tokens (`.` for an empty space).
    pub fn tokens(&self, figure: u8) -> String {
        self.actions(figure)
            .iter()
            .map(|a| a.token())
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// Every card of the deal where it is now: hands, boards, packets not yet picked up,
    /// figures' own cards and the pile. Each card exactly once, always.
    pub fn every_card(&self) -> Vec<CardId> {
        let mut all: Vec<CardId> = self.hands.iter().flatten().copied().collect();
        all.extend(self.boards.iter().flatten().flatten().map(|p| p.card));
        all.extend(self.own.iter().flatten().copied());
        all.extend(self.pile.iter().copied());
        for (seat, packets) in self.deal.packets.iter().enumerate() {
            let picked = self.picked.get(seat).copied().unwrap_or(0);
            all.extend(packets.iter().skip(usize::from(picked)).flatten().copied());
        }
        all.sort();
        all
    }
}
