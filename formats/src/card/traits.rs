//! The phrase table of a card's traits: one declaration reads and writes them.

use engine::card::Trait;

use super::phrase::{Phrases, phrase_table};

use super::words::{Code, Num, UntilX};
use crate::diag::PhraseProblem;

phrase_table!(Trait {
    "stealth" => Stealth,
    "cryoshield" => Cryoshield,
    "pulse-vulnerable" => PulseVulnerable,
    "double-damage-through-shields" => DoubleDamageThroughShields,
    "ignored-by-heavy-lasers" => IgnoredByHeavyLasers,
    "rocket-immune" => RocketImmune,
    "rocket-decoy" => RocketDecoy,
    "rocket-magnet" => RocketMagnet,
    "untargetable-at-distance-3" => UntargetableAtDistance3,
    "max-damage-per-turn" => MaxDamagePerTurn(n: Num),
    "interceptor-bonus" => InterceptorBonus { bonus: Num },
    "pulse-when-damaged" => PulseWhenDamaged,
    "fires-back" => FiresBack,
    "hit-points-are-rockets" => HitPointsAreRockets,
    "delays-entrants" => DelaysEntrants,
    "hit-cleans-station" => HitCleansStation,
    "repaired-everywhere-bonus" => RepairedEverywhereBonus(n: Num),
    "needs-simultaneous-repairs" => NeedsSimultaneousRepairs(n: Num),
    "fought-from-interceptors" => FoughtFromInterceptors,
    "phasing" => Phasing,
    "plasmatic" => Plasmatic,
    "carrier" => Carrier,
    "megashield" => Megashield,
    "polarized" => Polarized,
    "spanning" => Spanning,
    "accelerating" => Accelerating,
    "slowed-when-damaged" => SlowedWhenDamaged(n: Num),
    "acts-at-jump" => ActsAtJump,
    "poison-drones" => PoisonDrones,
    "teleports-when-damaged" => TeleportsWhenDamaged(station: Code),
    "knocks-out-all-at-jump" => KnocksOutAllAtJump,
    "parasite" => Parasite,
    "inaccessible" => Inaccessible { points: Num, until_x: UntilX },
    "finishing-costs-energy" => FinishingCostsEnergy,
    "lone-repair-bonus" => LoneRepairBonus(n: Num),
    "bots-repair-bonus" => BotsRepairBonus(n: Num),
    "station-by-turn-parity" => StationByTurnParity,
    "short-circuit" => ShortCircuit(n: Num),
    "hit-swaps-decks" => HitSwapsDecks,
});

/// Parses a trait phrase.
pub fn parse_trait(phrase: &str) -> Result<Trait, PhraseProblem> {
    let words: Vec<&str> = phrase.split_whitespace().collect();
    let head = words
        .first()
        .ok_or(PhraseProblem::Empty { is_trait: true })?;
    Trait::read(&words).unwrap_or_else(|| {
        Err(PhraseProblem::UnknownTrait {
            word: (*head).to_string(),
        })
    })
}

/// The head word of every trait phrase, from the phrase table.
pub fn trait_heads() -> Vec<&'static str> {
    Trait::HEADS.iter().map(|h| h.trim_end()).collect()
}

/// Writes a trait back as the phrase that [`parse_trait`] reads.
pub fn trait_phrase(t: &Trait) -> String {
    t.phrase()
}
