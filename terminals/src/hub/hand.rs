//! The dealt Action Round on the phones: the server holds the one [`hands::Table`], applies
//! each phone's move by its rules (a phone speaks only for its own seat) and the host's clock
//! signals, and each phone sees only its own hand.

use super::{Hub, Inner, TerminalEvent};
use crate::lock;
use crate::protocol::Refusal;

impl Inner {
    /// A phone's move with its cards.
    pub(super) fn play(
        &mut self,
        token: &str,
        command: &hands::Command,
    ) -> Result<Vec<TerminalEvent>, Refusal> {
        if self.read_only {
            return Err(Refusal::ReadOnly);
        }
        let seat = self
            .sessions
            .get(token)
            .and_then(|s| s.seat)
            .ok_or(Refusal::NoSeat)?;
        let table = self.table.as_mut().ok_or(Refusal::NoCards)?;
        let player = u8::try_from(seat).map_err(|_| Refusal::NoSuchSeat(seat))?;
        table.play(player, command).map_err(Refusal::Hand)?;
        Ok(vec![TerminalEvent::Played { seat }])
    }

    /// The hand and boards the phone of crew member `you` sees, if it holds cards.
    pub(super) fn hand_of(&self, you: Option<usize>) -> Option<Box<hands::SeatView>> {
        let table = self.table.as_ref()?;
        let seat = u8::try_from(you?).ok()?;
        (usize::from(seat) < table.deal().packets.len()).then(|| Box::new(table.view(seat)))
    }
}

impl Hub {
    /// Deals the cards on the phones (a table at the start of the Action Round), or takes
    /// them away (`None`).
    pub fn deal(&self, table: Option<hands::Table>) {
        lock(&self.inner).table = table;
        self.bump();
    }

    /// An announcement of the host's clock: the phase ends and windows happen at the host's
    /// time, whatever the phones' clocks say. The events it caused.
    pub fn clock(&self, signal: hands::Signal) -> Vec<hands::Event> {
        let events = lock(&self.inner)
            .table
            .as_mut()
            .map(|t| t.clock(signal))
            .unwrap_or_default();
        if !events.is_empty() {
            self.bump();
        }
        events
    }

    /// The table as it is now.
    pub fn table(&self) -> Option<hands::Table> {
        lock(&self.inner).table.clone()
    }
}

#[cfg(test)]
mod tests {
    use std::net::IpAddr;
    use std::sync::mpsc;

    use super::*;
    use crate::limits::Limits;
    use crate::protocol::{Message, Request, ServerMessage};
    use crate::view::Seat;

    fn hub_with_cards() -> (Hub, mpsc::Receiver<TerminalEvent>) {
        let (tx, rx) = mpsc::channel();
        let hub = Hub::new("1234".into(), false, Limits::default(), tx);
        let seat = |n: &str| Seat {
            name: n.into(),
            color: "red".into(),
        };
        hub.set_crew(vec![seat("Anna"), seat("Ben"), seat("Cleo"), seat("Robo")]);
        let rules = hands::DealRules {
            humans: 3,
            androids: 1,
            phases: 3,
            double_actions: false,
            specializations: Vec::new(),
        };
        hub.deal(Some(hands::Table::new(hands::deal(&rules, 9).unwrap())));
        (hub, rx)
    }

    fn play(hub: &Hub, token: &str, command: hands::Command) -> Result<(), Refusal> {
        hub.handle(&Message {
            code: "1234".into(),
            token: token.into(),
            request: Request::Play(command),
        })
    }

    fn claim(hub: &Hub, n: u8, seat: usize) -> String {
        let token = hub.join("1234", IpAddr::from([10, 0, 0, n])).unwrap();
        let claim = Message {
            code: "1234".into(),
            token: token.clone(),
            request: Request::Claim(seat),
        };
        hub.handle(&claim).unwrap();
        token
    }

    fn hand(hub: &Hub, token: &str) -> Option<Box<hands::SeatView>> {
        match hub.state_for(token) {
            Some(ServerMessage::State { hand, .. }) => hand,
            _ => None,
        }
    }

    /// A phone plays its own cards only: its seat is the session's, never one it names; the
    /// android's board is anyone's; the android figure itself holds no hand.
    #[test]
    fn a_phone_plays_only_its_own_hand() {
        let (hub, rx) = hub_with_cards();
        let anna = claim(&hub, 1, 0);
        let ben = claim(&hub, 2, 1);
        let view = hand(&hub, &anna).unwrap();
        let card = view.hand[0].0;
        let place = |figure: u8, space: u8| hands::Command::Place {
            figure,
            space,
            card,
            top: hands::Top::Second,
            seen: 0,
        };
        assert_eq!(
            play(&hub, &ben, place(0, 0)),
            Err(Refusal::Hand(hands::Refusal::NotYourFigure(0)))
        );
        assert_eq!(
            play(&hub, &ben, place(1, 0)),
            Err(Refusal::Hand(hands::Refusal::NotInHand(card)))
        );
        play(&hub, &anna, place(3, 0)).unwrap();
        let after = hand(&hub, &anna).unwrap();
        assert_eq!(after.hand.len(), view.hand.len() - 1);
        let android = after.figures.iter().find(|f| f.figure == 3).unwrap();
        assert_eq!(android.spaces[0].played.map(|(p, _)| p.card), Some(card));
        assert_eq!(
            hand(&hub, &ben).unwrap().hand.len(),
            6,
            "Ben's hand is his own"
        );
        let robo = claim(&hub, 4, 3);
        assert!(hand(&hub, &robo).is_none(), "an android holds no cards");
        assert!(
            rx.try_iter()
                .any(|e| e == TerminalEvent::Played { seat: 0 })
        );
        assert_eq!(hub.table().unwrap().space(3, 0).map(|p| p.card), Some(card));
    }

    /// The host's clock ends a phase for every phone; without a table nothing is dealt.
    #[test]
    fn the_hosts_clock_locks_a_phase_and_no_cards_means_no_play() {
        let (hub, _rx) = hub_with_cards();
        let anna = claim(&hub, 1, 0);
        let before = hand(&hub, &anna).unwrap().hand.len();
        let events = hub.clock(hands::Signal::PhaseEnds(1));
        assert!(events.contains(&hands::Event::PhaseEnded { phase: 1 }));
        let view = hand(&hub, &anna).unwrap();
        assert_eq!(view.phase, 2);
        assert_eq!(view.hand.len(), before + 6);
        let card = view.hand[0].0;
        let early = hands::Command::Place {
            figure: 0,
            space: 0,
            card,
            top: hands::Top::First,
            seen: 0,
        };
        assert_eq!(
            play(&hub, &anna, early),
            Err(Refusal::Hand(hands::Refusal::PhaseLocked(1)))
        );
        hub.deal(None);
        assert_eq!(
            play(&hub, &anna, hands::Command::Draw),
            Err(Refusal::NoCards)
        );
        assert!(hand(&hub, &anna).is_none());
    }
}
