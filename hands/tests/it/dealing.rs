use hands::{DealError, DealRules, Kind, deal};

use crate::{base, dealt};

fn sizes(d: &hands::Deal, seat: usize) -> Vec<usize> {
    d.packets[seat].iter().map(Vec::len).collect()
}

fn kinds(d: &hands::Deal, ids: &[hands::CardId]) -> Vec<Kind> {
    ids.iter()
        .map(|&id| d.card(id).map(|c| c.kind).unwrap_or(Kind::Ordinary))
        .collect()
}

/// D3 (RULINGS.md): four or five players pick up 5 cards per phase; one card of the first
/// packet is the player's heroic card (D4).
#[test]
fn d3_d4_four_and_five_players_get_five_cards_a_phase_one_of_them_heroic() {
    for humans in [4, 5] {
        let d = dealt(&base(humans, 0), 7);
        for seat in 0..usize::from(humans) {
            assert_eq!(sizes(&d, seat), [5, 5, 5]);
            let first = kinds(&d, &d.packets[seat][0]);
            assert_eq!(first.iter().filter(|k| **k == Kind::Heroic).count(), 1);
            assert!(
                kinds(&d, &d.packets[seat][1])
                    .iter()
                    .all(|k| *k == Kind::Ordinary)
            );
        }
        assert_eq!(d.pile.len(), 90 - 14 * usize::from(humans));
    }
}

/// D3: two players with two androids pick up 9, 6 and 6 cards (the first packet's heroic card
/// included); three players with one android 6, 6, 6. Each android holds one heroic card (D5).
#[test]
fn d3_d5_two_or_three_players_get_more_cards_for_the_androids() {
    let d = dealt(&base(2, 2), 1);
    for seat in 0..2 {
        assert_eq!(sizes(&d, seat), [9, 6, 6]);
    }
    assert_eq!(d.own.len(), 4);
    assert!(d.own[..2].iter().all(Vec::is_empty));
    for android in &d.own[2..] {
        assert_eq!(kinds(&d, android), [Kind::Heroic]);
    }
    let d = dealt(&base(3, 1), 1);
    for seat in 0..3 {
        assert_eq!(sizes(&d, seat), [6, 6, 6]);
    }
    assert_eq!(kinds(&d, &d.own[3]), [Kind::Heroic]);
}

/// D3: two or three players flying without androids pick up 5 a phase, as four do.
#[test]
fn d3_without_androids_two_players_get_five_a_phase() {
    let d = dealt(&base(2, 0), 1);
    assert_eq!(sizes(&d, 0), [5, 5, 5]);
}

/// D6: with specializations no heroic card is dealt; each figure's specialization cards go to
/// its player's first packet (an android's stay with the android), and the players share the
/// androids' extra first-phase cards.
#[test]
fn d6_specializations_replace_the_heroic_cards() {
    let rules = DealRules {
        specializations: vec![Some(3), Some(1), Some(2)],
        ..base(2, 1)
    };
    let d = dealt(&rules, 3);
    assert!(d.cards.iter().all(|c| c.kind != Kind::Heroic));
    // 9 cards, plus the android's share (1 card to the first seat), plus the specialization cards.
    assert_eq!(sizes(&d, 0), [9 + 1 + 2, 6, 6]);
    assert_eq!(sizes(&d, 1), [9 + 1, 6, 6]);
    assert_eq!(kinds(&d, &d.own[2]), [Kind::Specialization]);
}

/// D7: the solo player holds the whole deck from the start; every figure keeps its own
/// heroic card.
#[test]
fn d7_solo_holds_the_whole_deck() {
    let d = dealt(&base(1, 3), 5);
    assert_eq!(sizes(&d, 0), [0, 0, 0]);
    assert_eq!(d.pile.len(), 90);
    assert_eq!(d.own.len(), 4);
    assert!(d.own.iter().all(|o| kinds(&d, o) == [Kind::Heroic]));
}

/// A test run has two phases: two packets.
#[test]
fn a_test_run_deals_two_packets() {
    let rules = DealRules {
        phases: 2,
        ..base(4, 0)
    };
    assert_eq!(sizes(&dealt(&rules, 2), 0), [5, 5]);
}

/// The double-action deck replaces the base deck; the heroic cards stay.
#[test]
fn double_actions_deal_from_the_double_deck() {
    let rules = DealRules {
        double_actions: true,
        ..base(4, 0)
    };
    let d = dealt(&rules, 2);
    let doubles = d
        .cards
        .iter()
        .filter(|c| matches!(c.halves[0], engine::Action::Double(_)))
        .count();
    assert_eq!(doubles, 90);
    assert_eq!(d.cards.iter().filter(|c| c.kind == Kind::Heroic).count(), 4);
}

/// The same rules and seed, the same deal; another seed, another deal.
#[test]
fn the_deal_is_a_function_of_the_seed() {
    let rules = base(4, 0);
    assert_eq!(dealt(&rules, 42), dealt(&rules, 42));
    assert_ne!(dealt(&rules, 42), dealt(&rules, 43));
}

#[test]
fn a_crew_no_game_has_is_refused() {
    assert!(matches!(deal(&base(0, 0), 1), Err(DealError::Crew { .. })));
    assert!(matches!(deal(&base(4, 2), 1), Err(DealError::Crew { .. })));
    let rules = DealRules {
        phases: 4,
        ..base(4, 0)
    };
    assert_eq!(deal(&rules, 1), Err(DealError::Phases(4)));
    let rules = DealRules {
        specializations: vec![Some(4); 4],
        ..base(4, 0)
    };
    assert!(matches!(
        deal(&rules, 1),
        Err(DealError::Specializations(_))
    ));
}
