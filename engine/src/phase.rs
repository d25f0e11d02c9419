//! The turns of the Resolution Round grouped into phases: one table for every rule that depends
//! on the phase (computer maintenance R2, visual confirmation R1, the end of each phase).

/// One phase of the mission: its turns and the computer check inside it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Phase {
    /// 1, 2 or 3.
    pub number: u8,
    /// Its first turn.
    pub first_turn: u8,
    /// Its last turn: the phase ends (and its visual confirmation is counted) after it.
    pub last_turn: u8,
    /// The computer check comes after this turn (R2); maintenance counts from `first_turn` to
    /// here.
    pub computer_check_after: u8,
}

/// The three phases: turns 1-3, 4-7 and 8-12; computer checks after turns 2, 5 and 9.
pub const PHASES: [Phase; 3] = [
    Phase {
        number: 1,
        first_turn: 1,
        last_turn: 3,
        computer_check_after: 2,
    },
    Phase {
        number: 2,
        first_turn: 4,
        last_turn: 7,
        computer_check_after: 5,
    },
    Phase {
        number: 3,
        first_turn: 8,
        last_turn: 12,
        computer_check_after: 9,
    },
];

/// The last turn of the phases; turn `LAST_TURN + 1` is the final turn (rockets, the jump).
pub const LAST_TURN: u8 = PHASES[2].last_turn;

impl Phase {
    /// The phase a turn (1-12) belongs to; `None` for turn 0 and the final turn 13.
    pub fn of_turn(turn: u8) -> Option<&'static Phase> {
        PHASES
            .iter()
            .find(|p| (p.first_turn..=p.last_turn).contains(&turn))
    }

    /// Its index in [`PHASES`] (0-2).
    pub fn index(&self) -> usize {
        usize::from(self.number) - 1
    }

    /// Whether maintaining the computer in `turn` counts for this phase's check (R2).
    pub fn maintenance_counts(&self, turn: u8) -> bool {
        (self.first_turn..=self.computer_check_after).contains(&turn)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_phases_cover_turns_1_to_12_once_each() {
        for turn in 1..=LAST_TURN {
            let n = PHASES
                .iter()
                .filter(|p| (p.first_turn..=p.last_turn).contains(&turn))
                .count();
            assert_eq!(n, 1, "turn {turn}");
        }
        assert_eq!(Phase::of_turn(0), None);
        assert_eq!(Phase::of_turn(LAST_TURN + 1), None);
        assert_eq!(PHASES.map(|p| p.computer_check_after), [2, 5, 9]);
        assert_eq!(PHASES.map(|p| p.last_turn), [3, 7, 12]);
    }
}
