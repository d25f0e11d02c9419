//! The words of the turn's, the crew's, the interceptors' and the double actions' events,
//! one function per family of events, each naming every variant (a new event fails to
//! compile until it is worded, or said to have no words).
#![deny(
    clippy::wildcard_enum_match_arm,
    clippy::match_wildcard_for_single_variants
)]

use engine::event::{CrewEvent, DoubleEvent, InterceptorsEvent, TurnEvent};
use i18n::tr;

use super::{
    KnockOutWords, Text, delay_words, falls_off, half_lost_words, half_words, no_effect_words,
    range_words,
};
use crate::nouns;

impl Text<'_> {
    /// The turn, the computer check, confirmation, the phases, the jump.
    pub(super) fn turn_words(&self, event: &TurnEvent) -> String {
        match event {
            TurnEvent::ComputerMaintained { crew } => {
                tr!("log-maintained", crew = self.crew(crew))
            }
            TurnEvent::Confirmed { crew } => {
                tr!("log-confirmed", crew = self.crew(crew))
            }
            TurnEvent::ComputerChecked { maintained: true } => {
                tr!("log-computer-maintained")
            }
            TurnEvent::ComputerChecked { maintained: false } => {
                tr!("log-computer-not-maintained")
            }
            TurnEvent::Ended => tr!("log-turn-ended"),
            TurnEvent::PhaseEnded { phase, confirming } => {
                tr!("log-phase-ended", phase = *phase, confirming = *confirming)
            }
            TurnEvent::Jumped => tr!("log-jumped-hyperspace"),
            TurnEvent::Started { turn } => tr!("log-turn-begins", turn = *turn),
        }
    }

    /// What the crew did: moves, delays, knock-outs, actions without effect.
    pub(super) fn crew_words(&self, event: &CrewEvent) -> String {
        match event {
            CrewEvent::Moved {
                crew,
                from,
                to,
                lift,
                heroic,
            } => {
                let lift = lift
                    .map(|z| format!(" {}", tr!("log-by-gravolift", zone = nouns::zone(z))))
                    .unwrap_or_default();
                let how = if *heroic {
                    format!(" ({})", tr!("log-heroic-move"))
                } else {
                    String::new()
                };
                let moved = tr!(
                    "log-moved",
                    crew = self.crew(crew),
                    from = nouns::station(*from),
                    to = nouns::station(*to)
                );
                format!("{moved}{lift}{how}")
            }
            CrewEvent::Delayed {
                crew,
                turn,
                lost,
                why,
            } => {
                let delayed = tr!(
                    "log-delayed",
                    crew = self.crew(crew),
                    turn = *turn,
                    why = delay_words(*why)
                );
                falls_off(delayed, *lost)
            }
            CrewEvent::Tripped { crew, intended } => tr!(
                "log-tripped",
                crew = self.crew(crew),
                action = intended.to_string()
            ),
            CrewEvent::NoEffect { crew, action, why } => {
                tr!(
                    "log-no-effect",
                    crew = self.crew(crew),
                    action = action.to_string(),
                    why = no_effect_words(*why)
                )
            }
            CrewEvent::KnockedOut { crew, why } => tr!(
                "log-knocked-out",
                crew = self.crew(crew),
                why = KnockOutWords {
                    why: *why,
                    names: self.names
                }
                .to_string()
            ),
            CrewEvent::Repeats { crew, turn, lost } => {
                let repeats = tr!("log-repeats", crew = self.crew(crew), turn = *turn);
                falls_off(repeats, *lost)
            }
            CrewEvent::Displaced {
                crew,
                from,
                to,
                threat,
            } => tr!(
                "log-displaced",
                crew = self.crew(crew),
                from = nouns::station(*from),
                to = nouns::station(*to),
                threat = self.threat(threat)
            ),
        }
    }

    /// The interceptors.
    pub(super) fn interceptors_words(&self, event: &InterceptorsEvent) -> String {
        match event {
            InterceptorsEvent::Launched { crew } => {
                tr!("log-interceptors-launched", crew = self.crew(crew))
            }
            InterceptorsEvent::Stay { crew, heroic } => {
                let stays = tr!("log-interceptors-stay", crew = self.crew(crew));
                if *heroic {
                    format!("{stays} ({})", tr!("log-heroic"))
                } else {
                    stays
                }
            }
            InterceptorsEvent::Returned { crew } => {
                tr!("log-interceptors-returned", crew = self.crew(crew))
            }
            InterceptorsEvent::Range {
                crew,
                from,
                to,
                why,
            } => {
                tr!(
                    "log-interceptors-range",
                    crew = self.crew(crew),
                    from = *from,
                    to = *to,
                    why = range_words(*why)
                )
            }
        }
    }

    /// Double-action cards (The New Frontier).
    pub(super) fn double_words(&self, event: &DoubleEvent) -> String {
        match event {
            DoubleEvent::Played { crew, double } => tr!(
                "log-double-played",
                crew = self.crew(crew),
                double = double.to_string(),
                first = half_words(double.first()),
                second = half_words(double.second())
            ),
            DoubleEvent::HalfDelayed {
                crew,
                turn,
                half,
                lost,
                why,
            } => {
                let delayed = tr!(
                    "log-half-delayed",
                    crew = self.crew(crew),
                    why = delay_words(*why),
                    half = half.symbol().to_string(),
                    turn = *turn
                );
                falls_off(delayed, *lost)
            }
            DoubleEvent::HalfLost { crew, half, why } => tr!(
                "log-half-lost",
                crew = self.crew(crew),
                half = half.symbol().to_string(),
                why = half_lost_words(*why)
            ),
        }
    }
}
