//! What a phone asks of the shared state: to be a crew member, to let go of them, a board
//! typed, a board complete. Each answers the events for the host, or why it was refused
//! (nothing changed then).

use super::{Inner, TerminalEvent};
use crate::board;
use crate::protocol::Refusal;
use crate::view::Stage;

impl Inner {
    /// The crew member a session is, if any.
    fn seat_of(&self, token: &str) -> Option<usize> {
        self.sessions.get(token).and_then(|s| s.seat)
    }

    /// A phone becomes crew member `wanted` (letting go of the one it was), unless another
    /// phone is them.
    pub(super) fn claim(
        &mut self,
        token: &str,
        wanted: usize,
    ) -> Result<Vec<TerminalEvent>, Refusal> {
        let seat = self.seat_of(token);
        let Some(name) = self.seats.get(wanted).map(|s| s.name.clone()) else {
            return Err(Refusal::NoSuchSeat(wanted));
        };
        let holder = self
            .sessions
            .iter()
            .find(|(_, s)| s.seat == Some(wanted))
            .map(|(t, _)| t.clone());
        let mut events = Vec::new();
        match holder {
            Some(t) if t == token => {}
            Some(_) => return Err(Refusal::SeatTaken(name)),
            None => {
                self.one_seat_per_phone(token)?;
                if let Some(old) = seat {
                    events.push(TerminalEvent::Left { seat: old });
                }
                if let Some(s) = self.sessions.get_mut(token) {
                    s.seat = Some(wanted);
                }
                events.push(TerminalEvent::Claimed { seat: wanted });
            }
        }
        Ok(events)
    }

    /// Whether the phone of `token` may be one more crew member: the other sessions from its
    /// address (another tab, another token it asked for) count, up to what the host allows.
    fn one_seat_per_phone(&self, token: &str) -> Result<(), Refusal> {
        let Some(from) = self.sessions.get(token).map(|s| s.from) else {
            return Err(Refusal::UnknownSession);
        };
        let mut others = self
            .sessions
            .iter()
            .filter(|(t, s)| t.as_str() != token && s.from == from)
            .filter_map(|(_, s)| s.seat);
        let first = others.next();
        if first.is_some() && 1 + others.count() >= self.limits.seats_per_address {
            let name = first
                .and_then(|seat| self.seats.get(seat))
                .map(|s| s.name.clone())
                .unwrap_or_default();
            return Err(Refusal::OneSeatPerPhone(name));
        }
        Ok(())
    }

    /// A phone lets go of its crew member.
    pub(super) fn leave(&mut self, token: &str) -> Vec<TerminalEvent> {
        let seat = self.seat_of(token);
        if let Some(s) = self.sessions.get_mut(token) {
            s.seat = None;
        }
        seat.map(|seat| TerminalEvent::Left { seat })
            .into_iter()
            .collect()
    }

    /// A phone typed its crew member's board: kept when every token is a card.
    pub(super) fn enter_board(
        &mut self,
        token: &str,
        text: &str,
        rev: u64,
    ) -> Result<Vec<TerminalEvent>, Refusal> {
        let seat = self.may_enter(self.seat_of(token))?;
        let rules = match &self.stage {
            crate::view::Stage::Boards(view) => view.rules.get(seat).copied().unwrap_or_default(),
            _ => board::BoardRules::default(),
        };
        let problems = board::check_with(text, self.language, rules);
        let Some(text) = board::normalized(text).filter(|_| problems.is_empty()) else {
            return Err(Refusal::BadBoard(problems));
        };
        let mut events = Vec::new();
        if let Some(b) = self.boards.get_mut(seat) {
            // The phone's own counter (it starts again at 1 after a reload).
            b.rev = rev;
            if b.text != text || b.done {
                b.text.clone_from(&text);
                b.done = false;
                events.push(TerminalEvent::Board { seat, text });
            }
        }
        Ok(events)
    }

    /// A phone said its crew member's board is complete (or not any more).
    pub(super) fn mark_done(
        &mut self,
        token: &str,
        done: bool,
    ) -> Result<Vec<TerminalEvent>, Refusal> {
        let seat = self.may_enter(self.seat_of(token))?;
        let mut events = Vec::new();
        if let Some(b) = self.boards.get_mut(seat)
            && b.done != done
        {
            b.done = done;
            events.push(TerminalEvent::Done { seat, done });
        }
        Ok(events)
    }

    /// The seat a board or "done" is for, when boards may be entered now.
    fn may_enter(&self, seat: Option<usize>) -> Result<usize, Refusal> {
        if self.read_only {
            return Err(Refusal::ReadOnly);
        }
        let seat = seat.ok_or(Refusal::NoSeat)?;
        if !matches!(self.stage, Stage::Boards(_)) {
            return Err(Refusal::NotNow);
        }
        Ok(seat)
    }
}
