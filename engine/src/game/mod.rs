//! A validated game: the only way into [`crate::resolve()`].
//!
//! A [`Setup`] is what the crew wrote down; a [`Game`] is a setup that follows the rules of
//! the table (players and crew, androids, colors, the captain, threat turns and zones, one
//! card of each, damage tiles). Every rule about what a game may be lives here, once: the
//! game-file loader and the boards screen both call [`Game::from_setup`] and show its errors.

mod facts;
mod origin;
mod specialization;
pub use specialization::board_problems;
mod stacks;

pub(crate) use facts::Facts;
use origin::Origin;
pub(crate) use stacks::Stacks;

use crate::{
    card::ThreatCard,
    setup::Setup,
    ship::{LOWER_RED, StartingDamage, UPPER_BLUE},
    state::State,
    zone::ThreatZone,
};
pub use crate::{
    setup::{MAX_FIGURES, SetupError, SetupErrors, androids_for},
    specialization::{CardProblem, SpecialistProblem},
};

/// The turns in which threats appear (T+1 to T+8).
pub const THREAT_TURNS: std::ops::RangeInclusive<u8> = 1..=8;

/// A setup that follows every rule of the table: what [`crate::resolve()`] runs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    setup: Setup,
    /// Some module, specialization, card or board needs The New Frontier's rules
    /// ([`Game::needs_expansion`]).
    expansion: bool,
    /// The state before turn 1, made once: every resolution of the game starts from a copy
    /// (a coach resolves one game thousands of times; `docs/performance.md`).
    start: State,
    /// What the resolver notes of the start state's threats and crew, made once with it.
    facts: Facts,
    /// The damage-tile stacks of the last seed resolved (`stacks.rs`).
    stacks: stacks::Kept,
    /// Which checked setup this game was made from ([`Game::is_copy_of`]).
    origin: Origin,
}

impl Game {
    /// Checks a setup against the rules of the table.
    ///
    /// # Errors
    /// Every problem found, not only the first.
    pub fn from_setup(setup: Setup) -> Result<Game, SetupErrors> {
        let mut errors = Vec::new();
        if !(1..=5).contains(&setup.players) {
            errors.push(SetupError::Players {
                players: setup.players.into(),
            });
        }
        crew_errors(&setup, &mut errors);
        specialization::errors(&setup, &mut errors);
        threat_errors(&setup, &mut errors);
        for (&zone, tiles) in &setup.damage_tiles {
            for (index, &tile) in tiles.iter().enumerate() {
                if tiles[..index].contains(&tile) {
                    errors.push(SetupError::TileTwice { zone, index, tile });
                } else if setup.starting_damage.has(zone, tile) {
                    errors.push(SetupError::DrawnTileCarried { zone, index, tile });
                }
            }
        }
        starting_damage_errors(&setup.starting_damage, &mut errors);
        if errors.is_empty() {
            let expansion = expansion_in(&setup);
            let start = State::new(&setup);
            let facts = Facts::of(&start);
            Ok(Game {
                setup,
                expansion,
                start,
                facts,
                stacks: stacks::Kept::default(),
                origin: Origin::default(),
            })
        } else {
            Err(SetupErrors(errors))
        }
    }

    /// What the crew wrote down.
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// Whether resolving this game may need a rule of The New Frontier: a module played, a
    /// specialization, a card that is not the base game's ([`ThreatCard::is_base`]) or a
    /// double or specialization card on a board. `verdict_of` resolves a game that needs none
    /// without the expansion's hooks (`docs/performance.md`).
    ///
    /// [`ThreatCard::is_base`]: crate::card::ThreatCard::is_base
    pub fn needs_expansion(&self) -> bool {
        self.expansion
    }

    /// The New Frontier modules the game is played with.
    pub fn modules(&self) -> crate::module::Modules {
        self.setup.modules
    }

    /// The setup, to change it (it must then be checked again to be resolved).
    pub fn into_setup(self) -> Setup {
        self.setup
    }

    /// Replaces one crew member's action board. Every board of actions is one a crew may
    /// write but for the module rules of [`Game::from_setup`] (double actions need the
    /// double-action module; with specializations, no heroic card and no more specialization
    /// cards than the level gives): a caller offers only what [`Game::modules`] and
    /// [`Game::allows`] permit, so the game stays valid and a coach tries many boards on one
    /// game without checking it again each time. Does nothing when `crew` is not a crew member.
    pub fn set_board(&mut self, crew: usize, board: [crate::action::Action; 12]) {
        let Some(c) = self.setup.crew.get_mut(crew) else {
            return;
        };
        c.actions = board;
        // Once the game needs the expansion, no board makes it need less: no look (a coach
        // sets and puts back boards for every plan it tries).
        if !self.expansion {
            // Every card looked at, without stopping at the first: the loop then unrolls.
            self.expansion = (board.iter()).fold(false, |any, a| {
                any | a.is_double() | a.specialization_card().is_some()
            });
        }
        // The state lists the crew in acting order: the captain first, the others in the
        // setup's order (R13, `State::new`).
        let before = &self.setup.crew[..crew];
        let captains_before = before.iter().filter(|m| m.captain).count();
        let acting = if self.setup.crew[crew].captain {
            captains_before
        } else {
            let captains = self.setup.crew.iter().filter(|m| m.captain).count();
            captains + (before.len() - captains_before)
        };
        if let Some(c) = self.start.crew.get_mut(acting) {
            c.actions = board;
        }
    }

    /// The state before turn 1 (as [`State::new`] makes it from the setup).
    pub fn start(&self) -> &State {
        &self.start
    }

    /// What the resolver notes of the game's threats and crew before turn 1.
    pub(crate) fn facts(&self) -> Facts {
        self.facts
    }

    /// The damage-tile stacks before turn 1 as `seed` shuffles them, the next tile last.
    pub(crate) fn stacks(&self, seed: u64) -> stacks::Stacks {
        self.stacks.stacks(&self.setup, seed)
    }
}

impl Game {
    /// Whether a card may be put on any space of this game's boards without checking the
    /// game again: no specialization card (how many a board holds is limited), no heroic card
    /// with specializations, no double card without double actions.
    pub fn allows(&self, action: crate::action::Action) -> bool {
        let m = self.setup.modules;
        !(action.specialization_card().is_some()
            || m.specializations && action.is_heroic()
            || !m.double_actions && action.is_double())
    }
}

/// Whether a setup needs The New Frontier's rules ([`Game::needs_expansion`]).
fn expansion_in(setup: &Setup) -> bool {
    setup.modules.on().next().is_some()
        || setup.crew.iter().any(|c| {
            c.specialist.is_some()
                || (c.actions.iter()).any(|a| a.is_double() || a.specialization_card().is_some())
        })
        || (setup.threats.iter()).any(|p| !p.card.is_base() || p.calls.iter().any(|c| !c.is_base()))
}

/// What a campaign's ship may carry (RULINGS.md C2-C5).
fn starting_damage_errors(carried: &StartingDamage, errors: &mut Vec<SetupError>) {
    for (&zone, tiles) in &carried.tiles {
        for (index, &tile) in tiles.iter().enumerate() {
            if tiles[..index].contains(&tile) {
                errors.push(SetupError::CarriedTileTwice { zone, index, tile });
            }
        }
    }
    if carried.disabled_squads > 2 {
        errors.push(SetupError::DisabledSquads {
            count: carried.disabled_squads,
        });
    }
    if let Some(station) = carried.squad_at {
        if station != LOWER_RED && station != UPPER_BLUE {
            errors.push(SetupError::SquadStation { station });
        } else if carried.disabled_squads != 1 {
            errors.push(SetupError::SquadChoice {
                disabled: carried.disabled_squads,
            });
        }
    }
}

fn crew_errors(setup: &Setup, errors: &mut Vec<SetupError>) {
    let crew = &setup.crew;
    if crew.is_empty() {
        errors.push(SetupError::NoCrew);
    }
    for (i, c) in crew.iter().enumerate() {
        let name = c.name.trim();
        if name.is_empty() {
            errors.push(SetupError::NoName { crew: i });
        } else if name.chars().any(char::is_control) {
            errors.push(SetupError::NameControl {
                crew: i,
                name: name.to_owned(),
            });
        } else if crew[..i].iter().any(|o| o.name.trim() == name) {
            errors.push(SetupError::NameTwice {
                crew: i,
                name: name.to_owned(),
            });
        }
        if let Some(color) = c.color
            && crew[..i].iter().any(|o| o.color == Some(color))
        {
            errors.push(SetupError::ColorTwice { crew: i, color });
        }
    }
    let androids = crew.iter().filter(|c| c.android).count();
    let humans = crew.len() - androids;
    let players = setup.players;
    if (1..=5).contains(&players) && !crew.is_empty() && humans != usize::from(players) {
        errors.push(SetupError::CrewCount { humans, players });
    }
    if androids > 0 && androids != androids_for(players) {
        errors.push(SetupError::Androids { androids, players });
    }
    if crew.len() > MAX_FIGURES {
        errors.push(SetupError::TooManyFigures {
            figures: crew.len(),
        });
    }
    let count = crew.iter().filter(|c| c.captain).count();
    if count > 1 {
        errors.push(SetupError::Captains { count });
    }
    if !setup.modules.double_actions {
        double_errors(setup, errors);
    }
}

/// Double-action cards are in the deck only with the double-action module.
fn double_errors(setup: &Setup, errors: &mut Vec<SetupError>) {
    for (i, c) in setup.crew.iter().enumerate() {
        for (turn, &action) in (1u8..).zip(c.actions.iter()) {
            if specialization::double_refused(action, setup.modules) {
                errors.push(SetupError::DoubleWithoutModule {
                    crew: i,
                    name: c.name.trim().to_owned(),
                    turn,
                    action,
                });
            }
        }
    }
}

fn threat_errors(setup: &Setup, errors: &mut Vec<SetupError>) {
    let threats = &setup.threats;
    for (i, t) in threats.iter().enumerate() {
        if !THREAT_TURNS.contains(&t.turn) {
            errors.push(SetupError::ThreatTurn {
                threat: i,
                turn: t.turn.into(),
            });
        }
        if t.card.is_internal() != (t.zone == ThreatZone::Internal) {
            errors.push(wrong_zone(i, &t.card, t.zone));
        }
        if threats[..i]
            .iter()
            .any(|o| o.turn == t.turn && o.zone == t.zone)
        {
            errors.push(SetupError::SlotTaken {
                threat: i,
                turn: t.turn,
                zone: t.zone,
            });
        }
        let cards = || std::iter::once(&t.card).chain(&t.calls);
        for card in cards() {
            if card.set != crate::card::CardSet::Base && !setup.modules.new_threats {
                errors.push(SetupError::ExpansionCard {
                    threat: i,
                    id: card.id.clone(),
                    name: card.name.clone(),
                    set: card.set,
                });
            }
        }
        let earlier = || {
            threats[..i]
                .iter()
                .flat_map(|o| std::iter::once(&o.card).chain(&o.calls))
        };
        for (k, card) in cards().enumerate() {
            let again = earlier().chain(cards().take(k)).any(|o| o.id == card.id);
            if again {
                errors.push(SetupError::CardTwice {
                    threat: i,
                    id: card.id.clone(),
                    name: card.name.clone(),
                });
            }
        }
        call_errors(i, t, errors);
    }
}

/// Each card of a placement's chain calls the next one, of the kind its call names, and
/// the last calls none.
fn call_errors(i: usize, t: &crate::setup::ThreatPlacement, errors: &mut Vec<SetupError>) {
    let chain: Vec<&std::sync::Arc<ThreatCard>> =
        std::iter::once(&t.card).chain(&t.calls).collect();
    for (k, caller) in chain.iter().enumerate() {
        match (caller.call(), chain.get(k + 1)) {
            (Some((internal, _)), None) => errors.push(SetupError::CallMissing {
                threat: i,
                id: caller.id.clone(),
                name: caller.name.clone(),
                internal,
            }),
            (Some((internal, _)), Some(called)) if called.is_internal() != internal => {
                errors.push(SetupError::CalledKind {
                    threat: i,
                    caller: caller.name.clone(),
                    id: called.id.clone(),
                    name: called.name.clone(),
                    internal,
                });
            }
            (None, Some(_)) => {
                errors.push(SetupError::CallsNothing {
                    threat: i,
                    id: caller.id.clone(),
                    name: caller.name.clone(),
                });
                return;
            }
            _ => {}
        }
    }
}

fn wrong_zone(threat: usize, card: &ThreatCard, zone: ThreatZone) -> SetupError {
    SetupError::WrongZone {
        threat,
        id: card.id.clone(),
        name: card.name.clone(),
        internal: card.is_internal(),
        zone,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        action::Action,
        card::{Color, Severity, ThreatKind},
        setup::{CrewMember, ThreatPlacement, Trajectories},
        ship::DamageTile,
        trajectory::Trajectory,
        zone::Zone,
    };

    fn card(id: &str, kind: ThreatKind) -> ThreatCard {
        ThreatCard {
            id: id.into(),
            name: format!("Card {id}"),
            set: crate::card::CardSet::Base,
            kind,
            severity: Severity::Common,
            color: Color::White,
            hit_points: 4,
            shield: 0,
            speed: 2,
            points_survived: Some(1),
            points_destroyed: 2,
            stations: Vec::new(),
            x: Vec::new(),
            y: Vec::new(),
            z: Vec::new(),
            destroyed: Vec::new(),
            traits: Vec::new(),
        }
    }

    fn member(name: &str, android: bool) -> CrewMember {
        CrewMember {
            name: name.into(),
            color: None,
            captain: false,
            android,
            actions: [Action::Empty; 12],
            specialist: None,
        }
    }

    fn setup(players: u8, humans: usize, androids: usize) -> Setup {
        let crew = (0..humans)
            .map(|i| member(&format!("P{i}"), false))
            .chain((0..androids).map(|i| member(&format!("Robo{i}"), true)))
            .collect();
        Setup {
            mission: None,
            players,
            trajectories: Trajectories::from_numbers([1, 2, 3, 4]).unwrap(),
            threats: Vec::new(),
            crew,
            damage_tiles: Default::default(),
            starting_damage: Default::default(),
            modules: Default::default(),
        }
    }

    fn errors(setup: Setup) -> Vec<SetupError> {
        Game::from_setup(setup)
            .map(|_| Vec::new())
            .unwrap_or_else(|e| e.0)
    }

    /// G1 (RULINGS.md): 3 players take 1 android, 2 take 2, the solo player 3, or play
    /// without; 4 or 5 players take none, and the ship holds 5 figures.
    #[test]
    fn androids_follow_the_player_count() {
        for (players, androids, ok) in [
            (1, 0, true),
            (1, 1, false),
            (1, 3, true),
            (1, 4, false),
            (2, 0, true),
            (2, 1, false),
            (2, 2, true),
            (2, 3, false),
            (3, 0, true),
            (3, 1, true),
            (3, 2, false),
            (4, 0, true),
            (4, 1, false),
            (5, 0, true),
        ] {
            let found = errors(setup(players, players.into(), androids));
            assert_eq!(
                found.is_empty(),
                ok,
                "{players} players, {androids}: {found:?}"
            );
        }
        assert_eq!(
            errors(setup(5, 5, 1)),
            [
                SetupError::Androids {
                    androids: 1,
                    players: 5
                },
                SetupError::TooManyFigures { figures: 6 }
            ]
        );
    }

    #[test]
    fn every_problem_is_reported_not_only_the_first() {
        let mut s = setup(6, 2, 0);
        s.crew[1].name = "P0".into();
        s.crew[0].captain = true;
        s.crew[1].captain = true;
        let fighter = card("E1-07", ThreatKind::External);
        let place = |turn, zone, card: &ThreatCard| ThreatPlacement {
            turn,
            zone,
            card: std::sync::Arc::new(card.clone()),
            unconfirmed: false,
            calls: Vec::new(),
        };
        s.threats = vec![
            place(1, ThreatZone::External(Zone::Red), &fighter),
            place(
                1,
                ThreatZone::External(Zone::Red),
                &card("E1-01", ThreatKind::External),
            ),
            place(9, ThreatZone::Internal, &fighter),
        ];
        s.damage_tiles
            .insert(Zone::Blue, vec![DamageTile::Shield, DamageTile::Shield]);
        let found = errors(s);
        assert_eq!(
            found,
            [
                SetupError::Players { players: 6 },
                SetupError::NameTwice {
                    crew: 1,
                    name: "P0".into()
                },
                SetupError::Captains { count: 2 },
                SetupError::SlotTaken {
                    threat: 1,
                    turn: 1,
                    zone: ThreatZone::External(Zone::Red)
                },
                SetupError::ThreatTurn { threat: 2, turn: 9 },
                wrong_zone(2, &fighter, ThreatZone::Internal),
                SetupError::CardTwice {
                    threat: 2,
                    id: "E1-07".into(),
                    name: "Card E1-07".into()
                },
                SetupError::TileTwice {
                    zone: Zone::Blue,
                    index: 1,
                    tile: DamageTile::Shield
                },
            ]
        );
    }

    /// An expansion card needs the new-threats module; the base game's cards never do.
    #[test]
    fn an_expansion_card_needs_the_new_threats_module() {
        let mut s = setup(1, 1, 0);
        let mut nf = card("E1-101", ThreatKind::External);
        nf.set = crate::card::CardSet::NewFrontier;
        s.threats = vec![ThreatPlacement {
            turn: 1,
            zone: ThreatZone::External(Zone::Red),
            card: std::sync::Arc::new(nf),
            unconfirmed: false,
            calls: Vec::new(),
        }];
        let found = errors(s.clone());
        assert_eq!(found.len(), 1);
        // (Its words are the words crate's: `expansion-card-without-the-module.err`.)
        assert!(
            matches!(&found[0], SetupError::ExpansionCard { id, .. } if id == "E1-101"),
            "{found:?}"
        );
        s.modules.new_threats = true;
        assert_eq!(errors(s), []);
    }

    #[test]
    fn the_four_boards_differ() {
        let t = |n| Trajectory::new(n).unwrap();
        assert!(Trajectories::new(t(1), t(2), t(3), t(4)).is_ok());
        assert_eq!(
            Trajectories::new(t(2), t(7), t(2), t(7)).unwrap_err(),
            [
                SetupError::BoardTwice {
                    board: 2,
                    first: ThreatZone::External(Zone::Red),
                    second: ThreatZone::External(Zone::Blue)
                },
                SetupError::BoardTwice {
                    board: 7,
                    first: ThreatZone::External(Zone::White),
                    second: ThreatZone::Internal
                },
            ]
        );
        assert_eq!(
            Trajectories::from_numbers([0, 2, 3, 8]).unwrap_err(),
            [
                SetupError::NoBoard {
                    zone: ThreatZone::External(Zone::Red),
                    number: 0
                },
                SetupError::NoBoard {
                    zone: ThreatZone::Internal,
                    number: 8
                },
            ]
        );
        let boards = Trajectories::from_numbers([5, 6, 7, 1]).unwrap();
        assert_eq!(boards.numbers(), [5, 6, 7, 1]);
        assert_eq!(boards.of(ThreatZone::Internal), t(1));
    }
}
