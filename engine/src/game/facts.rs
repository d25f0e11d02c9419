//! What the resolver notes about a game's threats and crew before turn 1. None of it changes
//! during a mission (cards and specializations are fixed), so a [`Game`](crate::Game) works
//! it out once and every resolution copies it: a coach resolving one game thousands of times
//! does not walk the threats' traits again each time (`docs/performance.md`).

use crate::{
    card::{ThreatKind, Trait, TraitSet},
    state::State,
};

/// The mission's fixed facts the resolver's steps test before searching.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) struct Facts {
    /// Every trait of the mission's threats: a step that looks for a trait no threat has
    /// skips its search.
    pub(crate) in_play: TraitSet,
    /// The malfunctions of system A, B or C (by `System` order), as bits by threat index
    /// (any past 64 are looked up).
    pub(crate) malfunctions: [u64; 3],
    /// Some threat has a New Frontier repair rule (inaccessibility, finishing that costs
    /// energy, a repair bonus, decks swapped when hit, a short circuit).
    pub(crate) nf_repairs: bool,
    /// Some crew member holds a specialization.
    pub(crate) specialists: bool,
}

impl Facts {
    /// The facts of a state's threats and crew (those of any turn of one game agree: the
    /// list of threats and the crew's specializations never change).
    pub(crate) fn of(state: &State) -> Facts {
        let in_play = (state.threats.iter()).fold(TraitSet::default(), |s, t| s.with(t.traits));
        let nf_repairs = (state.threats.iter()).any(|t| {
            t.card.traits.iter().any(|tr| {
                matches!(
                    tr,
                    Trait::Inaccessible { .. }
                        | Trait::FinishingCostsEnergy
                        | Trait::LoneRepairBonus(_)
                        | Trait::BotsRepairBonus(_)
                        | Trait::HitSwapsDecks
                        | Trait::ShortCircuit(_)
                )
            })
        });
        let mut malfunctions = [0u64; 3];
        for (i, t) in state.threats.iter().enumerate().take(64) {
            if let ThreatKind::Malfunction(system) = t.kind {
                malfunctions[system as usize] |= 1 << i;
            }
        }
        let specialists = state.crew.iter().any(|c| c.specialist.is_some());
        Facts {
            in_play,
            malfunctions,
            nf_repairs,
            specialists,
        }
    }
}
