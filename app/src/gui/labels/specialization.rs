//! Specializations' titles in the current language ([`engine::Specialization::title`] is the
//! English title, which the game files and the golden files use).

use engine::Specialization;
use i18n::tr;

/// The title of `s` as the app shows it ("Medic", "Sanitäter").
pub fn title(s: Specialization) -> String {
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
