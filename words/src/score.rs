//! The score card's lines in words: the engine gives each line as data
//! ([`engine::Subject`]), this writes it in the current language. Every front end (the app's
//! score card, `resolve`'s ship's log, `log show`, the report, the phones) prints
//! [`line_text`], so they cannot disagree; in English the words are byte for byte what the
//! goldens hold.

use engine::{Fate, ScoreLine, Subject};
use i18n::tr;

use crate::nouns;

/// One score-card line in words: `Destroyed: T2 Fighter (red)`.
pub fn line_text(line: &ScoreLine) -> String {
    subject_text(&line.subject)
}

/// What a line says, in words.
pub fn subject_text(subject: &Subject) -> String {
    match subject {
        Subject::Threat {
            fate,
            turn,
            name,
            zone,
        } => {
            let threat = tr!(
                "score-line-threat",
                turn = *turn,
                threat = name.as_str(),
                zone = nouns::threat_zone(*zone)
            );
            fate_text(*fate, threat)
        }
        Subject::VisualConfirmation => tr!("score-line-visual-confirmation"),
        Subject::Damage { tiles, worst } => {
            tr!("score-line-damage", tiles = *tiles, worst = *worst)
        }
        Subject::KnockedOut { crew } if crew.is_empty() => tr!("score-line-knocked-out-nobody"),
        Subject::KnockedOut { crew } => tr!("score-line-knocked-out", crew = crew.join(", ")),
        Subject::Battlebots { disabled } => tr!("score-line-battlebots", disabled = *disabled),
        Subject::Specialization {
            specialization,
            crew,
            uses,
            advanced,
        } => {
            let specialization = nouns::specialization(*specialization);
            if *advanced {
                tr!(
                    "score-line-specialization-advanced",
                    specialization = specialization,
                    crew = crew.as_str(),
                    uses = *uses
                )
            } else {
                tr!(
                    "score-line-specialization-basic",
                    specialization = specialization,
                    crew = crew.as_str(),
                    uses = *uses
                )
            }
        }
        Subject::Written(words) => words.clone(),
    }
}

/// A threat's line: what became of it, then the threat (`T2 Fighter (red)`).
fn fate_text(fate: Fate, threat: String) -> String {
    match fate {
        Fate::Destroyed => tr!("score-line-destroyed", threat = threat),
        Fate::Survived => tr!("score-line-survived", threat = threat),
        Fate::SecretDiscarded => tr!("score-line-secret-discarded", threat = threat),
        Fate::Ignored => tr!("score-line-ignored", threat = threat),
        Fate::InFlightAtJump => tr!("score-line-in-flight-at-jump", threat = threat),
        Fate::InFlightAtLoss => tr!("score-line-in-flight-at-loss", threat = threat),
        Fate::NotYetArrived => tr!("score-line-not-yet-arrived", threat = threat),
    }
}
