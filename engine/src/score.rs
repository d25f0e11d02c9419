//! The result of a resolution and its score (`docs/rules.md` §8, R1, R11, R18).

use crate::{
    event::{LogEntry, LossReason},
    state::{State, ThreatStatus},
};

/// Won or lost.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// The ship jumped to hyperspace.
    Won,
    /// The ship was destroyed (R18: no score).
    Lost {
        /// Name of the threat that destroyed the ship, when a threat did.
        destroyed_by: Option<String>,
        /// What happened.
        why: LossReason,
    },
}

/// The score card of a won mission.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Score {
    /// Points for destroyed threats (the higher value).
    pub destroyed: i32,
    /// Points for survived threats (the lower value).
    pub survived: i32,
    /// Visual confirmation points (R1).
    pub visual_confirmation: i32,
    /// Minus all damage tiles and the most damaged zone's tiles again.
    pub damage_penalty: i32,
    /// Minus 2 per knocked-out crew member (androids too, R12).
    pub knock_out_penalty: i32,
    /// Minus 1 per battlebot squad still disabled.
    pub battlebot_penalty: i32,
    /// Specializations: +1 per basic Data Analyst use, -1 per advanced Medic use (NF5).
    pub specializations: i32,
    /// The total.
    pub total: i32,
}

/// Points per phase for the crew confirming in the best turn (R1): 1/2/3/5/7.
pub const CONFIRMATION_POINTS: [i32; 6] = [0, 1, 2, 3, 5, 7];

/// Visual confirmation points of a phase for `n` crew confirming (R1), and beyond five (an
/// advanced Data Analyst counts three) 2n - 3: 6 give 9, 7 give 11.
pub fn confirmation_points(n: u8) -> i32 {
    match CONFIRMATION_POINTS.get(usize::from(n)) {
        Some(&p) => p,
        None => 2 * i32::from(n) - 3,
    }
}

/// The points a crew member's specialization uses score: +1 per basic Data Analyst use, -1
/// per advanced Medic use (RULINGS.md NF5), nothing for the others.
pub fn specialization_points(crew: &crate::state::CrewState) -> i32 {
    use crate::specialization::Specialization;
    match crew.specialist.map(|s| s.specialization) {
        Some(Specialization::DataAnalyst) => i32::from(crew.uses[0]),
        Some(Specialization::Medic) => -i32::from(crew.uses[1]),
        _ => 0,
    }
}

impl Score {
    /// Scores a finished mission's state.
    pub fn of(state: &State) -> Score {
        let mut s = Score::default();
        for t in &state.threats {
            match t.status {
                ThreatStatus::Destroyed => s.destroyed += i32::from(t.card.points_destroyed),
                ThreatStatus::Survived => {
                    s.survived += i32::from(t.card.points_survived.unwrap_or(0))
                }
                // R11: threats still on a trajectory at the jump score nothing.
                _ => {}
            }
        }
        s.visual_confirmation = state
            .ship
            .confirmation_best
            .iter()
            .map(|&n| confirmation_points(n))
            .sum();
        let total = state.ship.total_damage() as i32;
        let worst = state
            .ship
            .damage
            .iter()
            .map(|d| d.len() as i32)
            .max()
            .unwrap_or(0);
        s.damage_penalty = -(total + worst);
        s.knock_out_penalty = -2 * state.crew.iter().filter(|c| c.knocked_out).count() as i32;
        s.battlebot_penalty = -(state.ship.squads.iter().filter(|q| q.disabled).count() as i32);
        s.specializations = state.crew.iter().map(specialization_points).sum();
        s.total = s.destroyed
            + s.survived
            + s.visual_confirmation
            + s.damage_penalty
            + s.knock_out_penalty
            + s.battlebot_penalty
            + s.specializations;
        s
    }
}

/// Everything a resolution produced.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Resolution {
    /// The state before turn 1 (replay the log from here to show any step).
    pub initial: State,
    /// Every event, in order.
    pub log: Vec<LogEntry>,
    /// The final state.
    pub state: State,
    /// Won or lost.
    pub outcome: Outcome,
    /// The score card (`None` when lost).
    pub score: Option<Score>,
}

impl Resolution {
    /// The state after the first `n` events of the log.
    pub fn state_after(&self, n: usize) -> State {
        let mut s = self.initial.clone();
        for e in self.log.iter().take(n) {
            s.apply_entry(e);
        }
        s
    }
}
