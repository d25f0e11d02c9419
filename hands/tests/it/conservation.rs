//! No card is ever lost or doubled: random commands from every seat and random clock signals,
//! and after each the hands, boards, packets, own cards and pile hold exactly the dealt cards.

use hands::{CardId, Command, Signal, Table, Top};
use proptest::prelude::*;

use crate::{base, dealt};

#[derive(Debug, Clone)]
enum Step {
    Seat(u8, Command),
    Clock(Signal),
}

fn command() -> impl Strategy<Value = Command> {
    let figure = 0u8..6;
    let space = 0u8..13;
    let card = (0u16..110).prop_map(CardId);
    let seen = 0u32..4;
    prop_oneof![
        Just(Command::PickUp),
        Just(Command::Draw),
        (
            figure.clone(),
            space.clone(),
            card.clone(),
            any::<bool>(),
            seen.clone()
        )
            .prop_map(|(figure, space, card, first, seen)| Command::Place {
                figure,
                space,
                card,
                top: if first { Top::First } else { Top::Second },
                seen,
            }),
        (figure.clone(), space.clone(), seen.clone()).prop_map(|(figure, space, seen)| {
            Command::Turn {
                figure,
                space,
                seen,
            }
        }),
        (figure.clone(), space.clone(), seen.clone()).prop_map(|(figure, space, seen)| {
            Command::TakeBack {
                figure,
                space,
                seen,
            }
        }),
        (figure, space.clone(), space, seen).prop_map(|(figure, from, to, seen)| Command::Move {
            figure,
            from,
            to,
            seen
        }),
        (card, 0u8..6).prop_map(|(card, to)| Command::Give { card, to }),
    ]
}

fn step() -> impl Strategy<Value = Step> {
    prop_oneof![
        8 => (0u8..6, command()).prop_map(|(seat, c)| Step::Seat(seat, c)),
        1 => prop_oneof![
            (1u8..4).prop_map(Signal::PhaseEnds),
            Just(Signal::IncomingData),
            Just(Signal::TransferOpens),
            Just(Signal::TransferCloses),
            Just(Signal::CommsDown),
        ]
        .prop_map(Step::Clock),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn every_dealt_card_is_always_in_exactly_one_place(
        crew in prop_oneof![Just((1u8, 3u8)), Just((2, 2)), Just((3, 1)), Just((4, 0)), Just((5, 0))],
        seed in any::<u64>(),
        steps in proptest::collection::vec(step(), 1..120),
    ) {
        let deal = dealt(&base(crew.0, crew.1), seed);
        let all: Vec<CardId> = (0..u16::try_from(deal.cards.len()).unwrap_or(0)).map(CardId).collect();
        let mut table = Table::new(deal.clone());
        let mut log = Vec::new();
        // Steps aimed at real cards too: half of the commands use a card from the seat's hand.
        for step in steps {
            match step {
                Step::Seat(seat, mut command) => {
                    if let (Command::Place { card, .. }, Some(&held)) =
                        (&mut command, table.hand(seat).first())
                        && card.0 % 2 == 0
                    {
                        *card = held;
                    }
                    if let Ok(events) = table.play(seat, &command) {
                        log.extend(events);
                    }
                }
                Step::Clock(signal) => log.extend(table.clock(signal)),
            }
            prop_assert_eq!(table.every_card(), all.clone());
        }
        prop_assert_eq!(Table::replay(deal, &log), table);
    }
}
