//! The Action Round dealt on the phones, as the host sees it: what was dealt (the rules and
//! the game's seed, kept for the boards and the ship's log) and the host clock's signals to
//! the table (the phase ends, "incoming data", the data transfer's window, the blackout),
//! read off the mission's own timeline so that a pause or a repeat moves them with it.

use hands::{DealRules, Signal};

use crate::gui::model::mission::MissionRun;
use crate::shell::settings::Settings;

/// A round whose action cards were dealt on the phones.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DealtRound {
    /// The game's seed: the deal's and the damage tiles' (the boards' game file keeps it).
    pub seed: u64,
    /// What was dealt.
    pub rules: DealRules,
    /// The figures' names, players then androids, as the boards name them.
    pub names: Vec<String>,
    /// The solo game on the host's own screen: the app holds the table, not the server.
    pub on_host: bool,
    sent: Sent,
}

/// What the table has been told so far.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
struct Sent {
    phases_ended: u8,
    incoming: usize,
    transfer_open: bool,
    comms_down: bool,
}

impl DealtRound {
    /// A round dealt by `rules` with `seed`.
    pub fn new(rules: DealRules, seed: u64, names: Vec<String>) -> Self {
        Self {
            seed,
            rules,
            names,
            on_host: false,
            sent: Sent::default(),
        }
    }

    /// The signals due now that the table has not had yet, in order.
    pub fn due(&mut self, run: &MissionRun) -> Vec<Signal> {
        let now = run.now_ms();
        let timeline = &run.plan().timeline;
        let mut signals = Vec::new();
        let comms_down = timeline.blackout_at(now).is_some();
        if comms_down != self.sent.comms_down {
            signals.push(if comms_down {
                Signal::CommsDown
            } else {
                Signal::CommsRestored
            });
            self.sent.comms_down = comms_down;
        }
        let incoming = run
            .announced()
            .iter()
            .filter(|c| c.kind == missions::CueKind::IncomingData)
            .count();
        for _ in self.sent.incoming..incoming {
            signals.push(Signal::IncomingData);
        }
        self.sent.incoming = self.sent.incoming.max(incoming);
        // The window closes with the beep: "data transfer complete".
        let open = timeline.data_transfer_at(now).is_some_and(|t| !t.complete);
        if open != self.sent.transfer_open {
            signals.push(if open {
                Signal::TransferOpens
            } else {
                Signal::TransferCloses
            });
            self.sent.transfer_open = open;
        }
        let ended = timeline
            .phase_ends()
            .iter()
            .filter(|&&end| end <= now)
            .count();
        let ended = u8::try_from(ended).unwrap_or(u8::MAX);
        for phase in self.sent.phases_ended + 1..=ended {
            signals.push(Signal::PhaseEnds(phase));
        }
        self.sent.phases_ended = self.sent.phases_ended.max(ended);
        signals
    }

    /// Every phase ended: the signals that end the round now (the crew ended it early).
    pub fn end(&mut self) -> Vec<Signal> {
        let last = self.rules.phases;
        let signals = (self.sent.phases_ended + 1..=last)
            .map(Signal::PhaseEnds)
            .collect();
        self.sent.phases_ended = last;
        signals
    }
}

/// The deal of the crew of `settings` for a track of `phases` phases and `modules`: the
/// players, the androids that fill a crew of 2-3 (G1), and the specialization cards (level 1
/// each: the levels are chosen on the boards screen) or the heroic cards.
pub fn rules_for(settings: &Settings, phases: usize, modules: engine::Modules) -> DealRules {
    let humans = u8::try_from(settings.crew.len()).unwrap_or(u8::MAX);
    let androids = if settings.androids {
        u8::try_from(engine::setup::androids_for(humans)).unwrap_or(0)
    } else {
        0
    };
    let figures = usize::from(humans) + usize::from(androids);
    DealRules {
        humans,
        androids,
        phases: u8::try_from(phases).unwrap_or(3),
        double_actions: modules.double_actions,
        specializations: if modules.specializations {
            vec![Some(1); figures]
        } else {
            Vec::new()
        },
    }
}
