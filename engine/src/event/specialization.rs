//! What specializations do, as events (the [`crate::Event::Specialization`] family).

use super::{CrewRef, DelayReason, KnockOutReason, ThreatRef};
use crate::{
    ship::Cannon,
    specialization::Specialization,
    zone::{Station, Zone},
};

/// Who keeps a crew member from harm.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Guard {
    /// Their own advanced Special Ops.
    SpecialOps,
    /// A Medic's advanced ability in their station this turn.
    Medic(CrewRef),
}

/// What a guard kept from a crew member.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Danger {
    /// A knock-out.
    KnockOut(KnockOutReason),
    /// A delay of their board.
    Delay(DelayReason),
}

/// Why a specialization card had no effect (told like [`crate::event::NoEffectReason`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SpecializationNoEffect {
    /// Energy Technician advanced on the lower deck.
    LowerDeck,
    /// Hypernavigator basic on the upper deck.
    UpperDeck,
    /// Hypernavigator advanced outside turns 10-11 or away from lower white (NF6).
    NotNow,
    /// Pulse Gunner basic: one of the two cannons cannot fire, so neither does (NF13).
    NotBothCannons,
    /// A remote repair would remove the malfunction's last hit point.
    RemoteCannotFinish,
    /// The Teleporter's tokens: nobody to move (both on one crew member, someone not aboard,
    /// or already in that station).
    NobodyToTeleport,
    /// Advanced Teleporter in the white zone.
    WhiteZone,
    /// Squad Leader without a squad.
    NoSquad,
    /// Squad Leader basic: no damage tile in the zone.
    NothingToRepair,
    /// Advanced Squad Leader: the squad is disabled, or the figure is in lower blue.
    CannotFly,
    /// Mechanic basic: an A malfunction holds the cannon.
    CannonMalfunction,
    /// Mechanic advanced: no malfunction in the station.
    NoMalfunction,
    /// The cannon is already prepared.
    AlreadyPrepared,
}

/// One thing a specialization does.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SpecializationEvent {
    /// A crew member plays their specialization card: one use of it.
    Used {
        /// Who.
        crew: CrewRef,
        /// Which specialization.
        specialization: Specialization,
        /// The advanced face.
        advanced: bool,
    },
    /// The card did nothing, and why.
    NoEffect {
        /// Who.
        crew: CrewRef,
        /// Why.
        why: SpecializationNoEffect,
    },
    /// A crew member's next A, B or battlebots action is made heroic: this turn (a Medic's
    /// basic ability) or in a later turn (their own basic Special Ops).
    HeroicGranted {
        /// Who gets it.
        crew: CrewRef,
        /// The specialist.
        by: CrewRef,
        /// Lasts until used (Special Ops), else until the end of the turn (Medic).
        lasting: bool,
    },
    /// A granted heroic bonus is spent on an action (the action's own event follows).
    HeroicUsed {
        /// Who.
        crew: CrewRef,
        /// Special Ops' lasting one (else the Medic's of this turn).
        lasting: bool,
    },
    /// An advanced Medic guards their station against knock-outs until the end of the turn.
    MedicGuards {
        /// The Medic.
        crew: CrewRef,
    },
    /// Advanced Special Ops: protection from the start of the actions step until the crew
    /// member's space is played.
    ProtectionStarted {
        /// Who.
        crew: CrewRef,
    },
    /// The protected space is played: knock-outs the crew member's own actions cause later in
    /// the turn still do not count.
    ProtectionEnded {
        /// Who.
        crew: CrewRef,
    },
    /// A guard kept something from a crew member.
    Protected {
        /// Who.
        crew: CrewRef,
        /// What was kept from them.
        from: Danger,
        /// Who protected them.
        by: Guard,
    },
    /// Energy Technician advanced: temporary shield points until the end of the turn.
    TemporaryShields {
        /// Who.
        crew: CrewRef,
        /// Points per zone (by index).
        points: [u8; 3],
    },
    /// Temporary shield points absorb (part of) an attack, before the shield.
    TemporaryAbsorbed {
        /// The zone.
        zone: Zone,
        /// Points used.
        amount: u8,
    },
    /// A drain takes temporary shield points first (NF25).
    TemporaryDrained {
        /// The zone.
        zone: Zone,
        /// Points lost.
        amount: u8,
    },
    /// Hypernavigator basic: external threats move one space less this turn (NF7).
    ThreatsSlowed {
        /// Who.
        crew: CrewRef,
    },
    /// Hypernavigator advanced: the mission ends after this turn (NF6).
    MissionShortened {
        /// Who.
        crew: CrewRef,
        /// The last turn played.
        turn: u8,
    },
    /// Mechanic basic: a cannon's next shot is stronger (or the pulse reaches farther).
    CannonPrepared {
        /// Who.
        crew: CrewRef,
        /// The cannon.
        cannon: Cannon,
    },
    /// An A at a prepared cannon spends the preparation, whatever the A did.
    PreparationUsed {
        /// The cannon.
        cannon: Cannon,
    },
    /// Advanced Pulse Gunner: this turn the pulse hits one band farther, with strength 1.
    PulseExtended {
        /// Who.
        crew: CrewRef,
    },
    /// Advanced Rocketeer at lower blue: two rockets launched as one (strength 5).
    DoubleRocketLaunched {
        /// Who.
        crew: CrewRef,
    },
    /// Advanced Data Analyst: a visual confirmation that counts three crew.
    ConfirmedAsThree {
        /// Who.
        crew: CrewRef,
    },
    /// A remote action repairs a malfunction (never its last hit point).
    RemoteRepaired {
        /// Who.
        crew: CrewRef,
        /// The malfunction.
        threat: ThreatRef,
        /// The station repaired from afar.
        station: Station,
        /// Repair points.
        amount: u8,
    },
    /// Squad Leader basic: the battlebots repair a damage tile of the zone; it goes back to
    /// the bottom of the zone's stack (NF30).
    TileRepaired {
        /// Who.
        crew: CrewRef,
        /// The zone.
        zone: Zone,
        /// The tile.
        tile: crate::ship::DamageTile,
    },
    /// A crew member is teleported (not a move: no gravolift, no entry effects, NF8).
    Teleported {
        /// Who is moved.
        crew: CrewRef,
        /// The Teleporter.
        by: CrewRef,
        /// From.
        from: Station,
        /// To.
        to: Station,
    },
}
