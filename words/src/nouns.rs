//! The ship's nouns in the current language ([`i18n::language`]): zones, stations, cannons,
//! containers, doors, damage tiles and the steps of a turn, as the log, the debrief and the
//! report name them. In English each is exactly the engine's `Display` (or `name`), so the
//! English words stay byte for byte what they were. Card names and action tokens (`A`, `B+`,
//! `~C`) stay as printed on the cards.

use engine::ship::Cannon;
use engine::{
    DamageTile, Deck, Door, Specialization, Station, Step, ThreatZone, Zone, event::Container,
    event::Source,
};
use i18n::tr;
#[cfg(test)]
use strum::VariantArray;

/// A specialization's title as printed on its card: `Medic`, `Sanitäter` (in English the
/// engine's [`Specialization::title`], which the game files and golden logs use).
pub fn specialization(s: Specialization) -> String {
    match s {
        Specialization::Rocketeer => tr!("spec-rocketeer"),
        Specialization::DataAnalyst => tr!("spec-data-analyst"),
        Specialization::EnergyTechnician => tr!("spec-energy-technician"),
        Specialization::PulseGunner => tr!("spec-pulse-gunner"),
        Specialization::Medic => tr!("spec-medic"),
        Specialization::Teleporter => tr!("spec-teleporter"),
        Specialization::Hypernavigator => tr!("spec-hypernavigator"),
        Specialization::SpecialOps => tr!("spec-special-ops"),
        Specialization::SquadLeader => tr!("spec-squad-leader"),
        Specialization::Mechanic => tr!("spec-mechanic"),
    }
}

/// A zone's colour: `red`, `white`, `blue`.
pub fn zone(z: Zone) -> String {
    match z {
        Zone::Red => tr!("word-zone-red"),
        Zone::White => tr!("word-zone-white"),
        Zone::Blue => tr!("word-zone-blue"),
    }
}

/// A trajectory's zone: a zone's colour or `internal`.
pub fn threat_zone(z: ThreatZone) -> String {
    match z {
        ThreatZone::External(z) => zone(z),
        ThreatZone::Internal => tr!("word-zone-internal"),
    }
}

/// A station: `upper red`, `lower blue`.
pub fn station(s: Station) -> String {
    let zone = zone(s.zone);
    match s.deck {
        Deck::Upper => tr!("word-station-upper", zone = zone),
        Deck::Lower => tr!("word-station-lower", zone = zone),
    }
}

/// Stations as a list: `upper red, lower white`.
pub fn stations(list: &[Station]) -> String {
    list.iter()
        .map(|s| station(*s))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A cannon: `red heavy laser`, `pulse cannon`.
pub fn cannon(c: Cannon) -> String {
    match c {
        Cannon::Heavy(z) => tr!("word-cannon-heavy", zone = zone(z)),
        Cannon::Light(z) => tr!("word-cannon-light", zone = zone(z)),
        Cannon::Pulse => tr!("word-cannon-pulse"),
    }
}

/// What hit a threat: a cannon, the `rocket`, the `interceptors`.
pub fn source(s: Source) -> String {
    match s {
        Source::Cannon(c) => cannon(c),
        Source::Rocket => tr!("word-source-rocket"),
        Source::Interceptors => tr!("word-source-interceptors"),
    }
}

/// An energy container: `central reactor`, `red reactor`, `blue shield`.
pub fn container(c: Container) -> String {
    match c {
        Container::Reactor(Zone::White) => tr!("word-reactor-central"),
        Container::Reactor(z) => tr!("word-reactor", zone = zone(z)),
        Container::Shield(z) => tr!("word-shield", zone = zone(z)),
    }
}

/// A door: `red-white door`.
pub fn door(d: Door) -> String {
    match d {
        Door::RedWhite => tr!("word-door-red-white"),
        Door::WhiteBlue => tr!("word-door-white-blue"),
    }
}

/// A damage tile: `structural`, `upper-cannon`.
pub fn tile(t: DamageTile) -> String {
    match t {
        DamageTile::Structural => tr!("word-tile-structural"),
        DamageTile::Gravolift => tr!("word-tile-gravolift"),
        DamageTile::UpperCannon => tr!("word-tile-upper-cannon"),
        DamageTile::LowerCannon => tr!("word-tile-lower-cannon"),
        DamageTile::Shield => tr!("word-tile-shield"),
        DamageTile::Reactor => tr!("word-tile-reactor"),
    }
}

/// A step of the turn: `threats appear`, `actions`, `end of turn`.
pub fn step(s: Step) -> String {
    match s {
        Step::Appear => tr!("word-step-appear"),
        Step::Actions => tr!("word-step-actions"),
        Step::Damage => tr!("word-step-damage"),
        Step::Threats => tr!("word-step-threats"),
        Step::EndOfTurn => tr!("word-step-end-of-turn"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_english_nouns_are_the_engines_own_words() {
        i18n::set_thread_language(Some(i18n::Language::En));
        for &z in Zone::VARIANTS {
            assert_eq!(zone(z), z.to_string());
            for deck in [Deck::Upper, Deck::Lower] {
                let s = Station { deck, zone: z };
                assert_eq!(station(s), s.to_string());
            }
            for c in [Cannon::Heavy(z), Cannon::Light(z)] {
                assert_eq!(cannon(c), c.to_string());
            }
            for c in [Container::Reactor(z), Container::Shield(z)] {
                assert_eq!(container(c), c.to_string());
            }
        }
        assert_eq!(
            threat_zone(ThreatZone::Internal),
            ThreatZone::Internal.to_string()
        );
        for s in [
            Source::Cannon(Cannon::Pulse),
            Source::Rocket,
            Source::Interceptors,
        ] {
            assert_eq!(source(s), s.to_string());
        }
        for &d in Door::VARIANTS {
            assert_eq!(door(d), d.to_string());
        }
        for &t in DamageTile::VARIANTS {
            assert_eq!(tile(t), t.to_string());
        }
        for s in [
            Step::Appear,
            Step::Actions,
            Step::Damage,
            Step::Threats,
            Step::EndOfTurn,
        ] {
            assert_eq!(step(s), s.name());
        }
    }
}
