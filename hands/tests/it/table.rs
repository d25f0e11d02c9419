use engine::Action;
use hands::{CardId, Command, Event, Kind, Refusal, Signal, Table, Top, TopHalf};

use crate::{base, dealt};

/// A table and every event so far, to check that a replay gives the same table.
struct Round {
    table: Table,
    log: Vec<Event>,
}

impl Round {
    fn new(humans: u8, androids: u8) -> Round {
        Round {
            table: Table::new(dealt(&base(humans, androids), 11)),
            log: Vec::new(),
        }
    }

    fn play(&mut self, seat: u8, command: Command) -> Result<(), Refusal> {
        let events = self.table.play(seat, &command)?;
        self.log.extend(events);
        Ok(())
    }

    fn ok(&mut self, seat: u8, command: Command) {
        if let Err(r) = self.play(seat, command) {
            panic!("seat {seat}, {command:?}: refused, {r}");
        }
    }

    fn clock(&mut self, signal: Signal) {
        let events = self.table.clock(signal);
        self.log.extend(events);
    }

    fn card(&self, seat: u8, kind: Kind) -> CardId {
        let found = self
            .table
            .hand(seat)
            .iter()
            .copied()
            .find(|&id| self.table.deal().card(id).map(|c| c.kind) == Some(kind));
        found.unwrap_or_else(|| panic!("no {kind:?} card in hand {seat}"))
    }

    fn place(&self, figure: u8, space: u8, card: CardId) -> Command {
        Command::Place {
            figure,
            space,
            card,
            top: Top::First,
            seen: self.table.version(figure, space),
        }
    }

    fn replays(&self) {
        let again = Table::replay(self.table.deal().clone(), &self.log);
        assert_eq!(
            again, self.table,
            "a replay of the events is the same table"
        );
    }
}

/// A card goes on a space of the open phase, turns, comes back, moves; the space of another
/// player or of a later phase is refused.
#[test]
fn a_player_plays_turns_takes_back_and_moves_inside_the_open_phase() {
    let mut r = Round::new(4, 0);
    assert_eq!(r.table.hand(0).len(), 5);
    let card = r.card(0, Kind::Ordinary);
    r.ok(0, r.place(0, 0, card));
    assert!(!r.table.hand(0).contains(&card));
    let seen = r.table.version(0, 0);
    r.ok(
        0,
        Command::Turn {
            figure: 0,
            space: 0,
            seen,
        },
    );
    assert_eq!(r.table.space(0, 0).map(|p| p.top), Some(Top::Second));
    let seen = r.table.version(0, 0);
    r.ok(
        0,
        Command::Move {
            figure: 0,
            from: 0,
            to: 2,
            seen,
        },
    );
    assert_eq!(r.table.space(0, 0), None);
    let seen = r.table.version(0, 2);
    r.ok(
        0,
        Command::TakeBack {
            figure: 0,
            space: 2,
            seen,
        },
    );
    assert!(r.table.hand(0).contains(&card));

    let other = r.card(1, Kind::Ordinary);
    assert_eq!(
        r.play(1, r.place(0, 1, other)),
        Err(Refusal::NotYourFigure(0))
    );
    assert_eq!(
        r.play(0, r.place(0, 3, card)),
        Err(Refusal::PhaseNotOpen(2))
    );
    assert_eq!(r.play(0, r.place(0, 12, card)), Err(Refusal::NoSpace(12)));
    assert_eq!(
        r.play(0, r.place(0, 0, other)),
        Err(Refusal::NotInHand(other))
    );
    r.replays();
}

/// Ending a phase early picks up the next packet and locks the player's first phase; the
/// clock's end of phase 1 gives the others their packet; the last end ends the round.
#[test]
fn ending_a_phase_early_and_the_clocks_phase_ends() {
    let mut r = Round::new(4, 0);
    let card = r.card(0, Kind::Heroic);
    r.ok(0, r.place(0, 1, card));
    r.ok(0, Command::PickUp);
    assert_eq!(r.table.hand(0).len(), 4 + 5);
    let seen = r.table.version(0, 1);
    assert_eq!(
        r.play(
            0,
            Command::TakeBack {
                figure: 0,
                space: 1,
                seen
            }
        ),
        Err(Refusal::PhaseLocked(1))
    );
    assert_eq!(r.table.hand(1).len(), 5);
    r.clock(Signal::PhaseEnds(1));
    assert_eq!(r.table.hand(1).len(), 10);
    assert_eq!(r.table.hand(0).len(), 9, "no packet twice");
    r.ok(1, Command::PickUp);
    assert_eq!(r.play(1, Command::PickUp), Err(Refusal::NoPacketLeft));
    r.clock(Signal::PhaseEnds(2));
    r.clock(Signal::PhaseEnds(3));
    assert!(r.table.round_over());
    let any = r.table.hand(2)[0];
    assert_eq!(r.play(2, r.place(2, 8, any)), Err(Refusal::RoundOver));
    let board = r.table.tokens(0);
    let actions = Action::parse_board(&board).unwrap_or_else(|e| panic!("{board}: {e:?}"));
    assert!(actions[1].is_heroic());
    r.replays();
}

/// Incoming data: one draw each, from the top of the pile, no second.
#[test]
fn incoming_data_gives_each_player_one_draw() {
    let mut r = Round::new(4, 0);
    assert_eq!(r.play(0, Command::Draw), Err(Refusal::NoDraw));
    r.clock(Signal::IncomingData);
    let top = r.table.deal().pile[0];
    r.ok(0, Command::Draw);
    assert!(r.table.hand(0).contains(&top));
    assert_eq!(r.play(0, Command::Draw), Err(Refusal::NoDraw));
    r.ok(3, Command::Draw);
    r.replays();
}

/// Data transfer: one ordinary card per player per window, to another player; heroic cards
/// stay; a card sent after the beep is refused and stays in the hand.
#[test]
fn a_data_transfer_passes_one_ordinary_card_until_the_beep() {
    let mut r = Round::new(4, 0);
    let card = r.card(0, Kind::Ordinary);
    let heroic = r.card(0, Kind::Heroic);
    assert_eq!(
        r.play(0, Command::Give { card, to: 1 }),
        Err(Refusal::TransferClosed)
    );
    r.clock(Signal::TransferOpens);
    assert_eq!(
        r.play(
            0,
            Command::Give {
                card: heroic,
                to: 1
            }
        ),
        Err(Refusal::NotOrdinary(heroic))
    );
    assert_eq!(
        r.play(0, Command::Give { card, to: 0 }),
        Err(Refusal::NotAnotherPlayer(0))
    );
    assert_eq!(
        r.play(0, Command::Give { card, to: 7 }),
        Err(Refusal::NotAnotherPlayer(7))
    );
    r.ok(0, Command::Give { card, to: 1 });
    assert!(r.table.hand(1).contains(&card));
    let next = r.card(0, Kind::Ordinary);
    assert_eq!(
        r.play(0, Command::Give { card: next, to: 2 }),
        Err(Refusal::AlreadyGave)
    );
    let late = r.card(2, Kind::Ordinary);
    r.clock(Signal::TransferCloses);
    assert_eq!(
        r.play(2, Command::Give { card: late, to: 3 }),
        Err(Refusal::TransferClosed)
    );
    assert!(
        r.table.hand(2).contains(&late),
        "a late card stays in the hand"
    );
    r.replays();
}

/// An edit naming an older version of a space (sent before a lost connection) is refused.
#[test]
fn a_stale_edit_is_refused() {
    let mut r = Round::new(4, 0);
    let card = r.card(0, Kind::Ordinary);
    let stale = r.place(0, 0, card);
    r.ok(0, r.place(0, 0, card));
    let seen = r.table.version(0, 0);
    r.ok(
        0,
        Command::TakeBack {
            figure: 0,
            space: 0,
            seen,
        },
    );
    assert_eq!(r.play(0, stale), Err(Refusal::Stale(0)));
    assert_eq!(
        r.play(
            0,
            Command::Turn {
                figure: 0,
                space: 0,
                seen
            }
        ),
        Err(Refusal::Stale(0))
    );
}

/// D5: androids are programmed by the players in the clock's phase; a card put on an android
/// stays; the android's heroic card goes only on its board.
#[test]
fn d5_androids_are_programmed_by_the_players_and_their_cards_stay() {
    let mut r = Round::new(3, 1);
    let card = r.card(1, Kind::Ordinary);
    r.ok(1, r.place(3, 0, card));
    let seen = r.table.version(3, 0);
    assert_eq!(
        r.play(
            1,
            Command::TakeBack {
                figure: 3,
                space: 0,
                seen
            }
        ),
        Err(Refusal::AndroidCardStays)
    );
    let heroic = r.table.deal().own[3][0];
    assert_eq!(
        r.play(0, r.place(0, 0, heroic)),
        Err(Refusal::NotThisFigure(heroic))
    );
    r.ok(2, r.place(3, 1, heroic));
    let mine = r.card(0, Kind::Heroic);
    assert_eq!(
        r.play(0, r.place(3, 2, mine)),
        Err(Refusal::NotThisFigure(mine))
    );
    // A player who ended phase 1 early still programs the android in phase 1.
    r.ok(0, Command::PickUp);
    let other = r.card(0, Kind::Ordinary);
    r.ok(0, r.place(3, 2, other));
    assert_eq!(
        r.table.backs(3)[0].map(|b| b.top),
        Some(TopHalf::Action),
        "the table sees the back and which half is up"
    );
    r.replays();
}

/// D7: the solo player programs every figure from one hand and may take any card back.
#[test]
fn d7_solo_programs_every_figure() {
    let mut r = Round::new(1, 3);
    assert_eq!(r.table.hand(0).len(), 90);
    for figure in 0..4 {
        let card = r.table.hand(0)[0];
        r.ok(0, r.place(figure, 0, card));
        let seen = r.table.version(figure, 0);
        r.ok(
            0,
            Command::Turn {
                figure,
                space: 0,
                seen,
            },
        );
    }
    r.clock(Signal::TransferOpens);
    let card = r.table.hand(0)[0];
    assert_eq!(
        r.play(0, Command::Give { card, to: 0 }),
        Err(Refusal::TransferClosed)
    );
    let seen = r.table.version(2, 0);
    r.ok(
        0,
        Command::TakeBack {
            figure: 2,
            space: 0,
            seen,
        },
    );
    r.replays();
}

/// A reconnecting phone gets its view: exactly the hand and boards it had.
#[test]
fn a_view_is_the_players_hand_and_boards_and_survives_a_replay() {
    let mut r = Round::new(2, 2);
    let card = r.card(0, Kind::Ordinary);
    r.ok(0, r.place(2, 0, card));
    let view = r.table.view(0);
    assert_eq!(view.hand.len(), 8);
    assert_eq!(
        view.figures.iter().map(|f| f.figure).collect::<Vec<_>>(),
        [0, 2, 3]
    );
    let again = Table::replay(r.table.deal().clone(), &r.log);
    assert_eq!(again.view(0), view);
    let json = serde_json::to_string(&view).unwrap_or_default();
    assert!(json.contains("\"hand\""), "{json}");
}
