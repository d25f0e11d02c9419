//! The boards entry's parts for the modules: each board's specialization (one of ten, no
//! two boards alike), its level and a Teleport's stations.

use engine::{Specialist, Specialization, specialization::Teleport};

use super::BoardsEntry;

impl BoardsEntry {
    /// Gives board `row` a specialization (level 1 unless it had one), or takes it away.
    /// A specialization another board holds is refused: no two crew members share one.
    pub(in crate::gui) fn set_specialization(
        &mut self,
        row: usize,
        chosen: Option<Specialization>,
    ) {
        let taken = self
            .rows
            .iter()
            .enumerate()
            .any(|(i, r)| i != row && r.specialist.map(|s| s.specialization) == chosen);
        if chosen.is_some() && taken {
            return;
        }
        let most = chosen.map_or(3, |s| self.most_level(row, s));
        if most == 0 {
            return;
        }
        if let Some(r) = self.rows.get_mut(row) {
            let level = r.specialist.map_or(1, |s| s.level).min(most);
            r.specialist = chosen.map(|s| Specialist::new(s, level));
        }
    }

    /// Places the Teleporter's tokens of board `row` (only a Teleporter holds them; a board
    /// that does not exist is refused).
    pub(in crate::gui) fn set_teleport(&mut self, row: usize, departure: usize, arrival: usize) {
        let boards = self.rows.len();
        if departure >= boards || arrival >= boards {
            return;
        }
        if let Some(specialist) = self.rows.get_mut(row).and_then(|r| r.specialist.as_mut())
            && specialist.specialization == Specialization::Teleporter
        {
            specialist.teleport = Some(Teleport { departure, arrival });
        }
    }

    /// Sets the level (1-3) of board `row`'s specialization (an explorer's: at most the
    /// level they learned).
    pub(in crate::gui) fn set_specialist_level(&mut self, row: usize, level: u8) {
        let most = self
            .rows
            .get(row)
            .and_then(|r| r.specialist)
            .map_or(3, |s| self.most_level(row, s.specialization));
        if let Some(specialist) = self.rows.get_mut(row).and_then(|r| r.specialist.as_mut()) {
            specialist.level = level.clamp(1, most.max(1));
        }
    }

    /// The highest level of `s` board `row` may take: 3, or for an explorer's board the
    /// level they learned (0: not learned).
    pub fn most_level(&self, row: usize, s: Specialization) -> u8 {
        let Some(r) = self.rows.get(row) else {
            return 0;
        };
        match self.learned.iter().find(|(name, _)| *name == r.name.trim()) {
            None => 3,
            Some((_, learned)) => learned
                .iter()
                .find(|(l, _)| *l == s)
                .map_or(0, |(_, level)| *level),
        }
    }
}
