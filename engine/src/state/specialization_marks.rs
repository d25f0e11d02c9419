//! What specializations keep during a mission (The New Frontier), turn by turn.

use crate::ship::Cannon;

/// What specializations keep during a mission, turn by turn. Crew sets are bits by crew
/// index (state order); a crew has 5 figures at most.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct SpecializationMarks {
    /// Heroic bonus for this turn's first A, B or battlebots (a Medic's basic ability).
    pub heroic_now: u8,
    /// Heroic bonus for the next A, B or battlebots in a later turn (basic Special Ops).
    pub heroic_next: u8,
    /// Advanced Medics guarding their station this turn.
    pub medic_guards: u8,
    /// Crew inside their advanced Special Ops window.
    pub ops_window: u8,
    /// Crew whose space was protected this turn (own-action knock-outs do not count).
    pub ops_turn: u8,
    /// Temporary shield points by zone, until the end of the turn.
    pub temp_shields: [u8; 3],
    /// External threats move one space less this turn.
    pub slowed: bool,
    /// The mission ends after this turn (Hypernavigator advanced).
    pub ends_after: Option<u8>,
    /// Prepared cannons (bits by [`cannon_bit`]).
    pub prepared: u8,
    /// This turn's pulse reaches one band farther (a Mechanic's preparation).
    pub pulse_prepared: bool,
    /// This turn's pulse hits one band farther again with strength 1 (advanced Pulse Gunner).
    pub pulse_extended: bool,
    /// The rocket on the track is a double one (strength 5).
    pub double_rocket: bool,
    /// The Teleporter's tokens (departure, arrival), crew indexes in state order.
    pub teleport: Option<(usize, usize)>,
}

/// The bit of a cannon in [`SpecializationMarks::prepared`].
pub fn cannon_bit(cannon: Cannon) -> u8 {
    1 << match cannon {
        Cannon::Heavy(z) => z.index(),
        Cannon::Light(z) => 3 + z.index(),
        Cannon::Pulse => 6,
    }
}

impl SpecializationMarks {
    /// Whether crew member `i` is in a set.
    pub fn has(set: u8, i: usize) -> bool {
        i < 8 && set & (1 << i) != 0
    }

    /// Whether a cannon is prepared.
    pub fn is_prepared(&self, cannon: Cannon) -> bool {
        self.prepared & cannon_bit(cannon) != 0
    }

    /// The turn is over: what lasts "this turn" ends.
    pub(crate) fn end_turn(&mut self) {
        self.heroic_now = 0;
        self.medic_guards = 0;
        self.ops_window = 0;
        self.ops_turn = 0;
        self.temp_shields = [0; 3];
        self.slowed = false;
        self.pulse_prepared = false;
        self.pulse_extended = false;
    }
}
