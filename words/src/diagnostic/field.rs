//! A game file's field problems in the current language: a value of the wrong type, an
//! unknown or missing field. In English each is exactly its `Display`, which the game-file
//! goldens pin. The files' words (field names, `medic 2`, `LR`) stay as written.

use formats::diag::{CardField, CardRule, CardWants, FieldProblem, Found, Hint, Wants, escape};
use i18n::tr;

/// A field's problem in words.
pub(super) fn text(p: &FieldProblem) -> String {
    match p {
        FieldProblem::Expected { wants, found, hint } => {
            let found = found_text(found);
            let wants = wants_text(*wants);
            match hint {
                None => tr!("diag-field-expected", wants = wants, found = found),
                Some(Hint::NumberUnquoted) => {
                    tr!(
                        "diag-field-expected-number-quoted",
                        wants = wants,
                        found = found
                    )
                }
                Some(Hint::FlagUnquoted) => {
                    tr!(
                        "diag-field-expected-flag-quoted",
                        wants = wants,
                        found = found
                    )
                }
            }
        }
        FieldProblem::ExpectedMapping { keys, found } => tr!(
            "diag-field-expected-mapping",
            keys = keys.join(", "),
            found = found_text(found)
        ),
        FieldProblem::KeyNotName { found } => {
            tr!("diag-field-key-not-name", found = found_text(found))
        }
        FieldProblem::UnknownField { expected } => {
            tr!("diag-field-unknown", expected = expected.join(", "))
        }
        FieldProblem::MissingPlayers => tr!("diag-field-missing-players"),
        FieldProblem::MissingCrew => tr!("diag-field-missing-crew"),
        FieldProblem::MissingTrajectories => tr!("diag-field-missing-trajectories"),
        FieldProblem::MissingTrajectory { zone } => {
            tr!("diag-field-missing-trajectory", zone = zone.as_str())
        }
        FieldProblem::MissingTokenName { key } => {
            tr!("diag-field-missing-token-name", key = key.as_str())
        }
        FieldProblem::ModuleTwice { module } => {
            tr!("diag-track-module-twice", module = module.as_str())
        }
    }
}

/// What a field holds, in the game files' wording.
fn found_text(found: &Found) -> String {
    match found {
        Found::Null => tr!("diag-found-null"),
        Found::Bool(b) => tr!("diag-track-found-bool", value = b.to_string()),
        Found::Number(n) => tr!("diag-track-found-number", number = n.as_str()),
        Found::Text(s) => tr!("diag-found-text", text = escape(s).into_owned()),
        Found::List => tr!("diag-track-found-list"),
        Found::Mapping => tr!("diag-track-found-mapping"),
    }
}

/// What a field takes, in words.
fn wants_text(w: Wants) -> String {
    match w {
        Wants::Players => tr!("diag-wants-players"),
        Wants::Seed => tr!("diag-wants-seed"),
        Wants::MissionName => tr!("diag-wants-mission-name"),
        Wants::ModuleList => tr!("diag-wants-module-list"),
        Wants::Module => tr!("diag-wants-module"),
        Wants::CrewList => tr!("diag-wants-crew-list"),
        Wants::Color => tr!("diag-wants-color"),
        Wants::Board => tr!("diag-wants-board"),
        Wants::Specialization => tr!("diag-wants-specialization"),
        Wants::MemberName => tr!("diag-wants-member-name"),
        Wants::TokenName => tr!("diag-wants-token-name"),
        Wants::Trajectory => tr!("diag-wants-trajectory"),
        Wants::ThreatList => tr!("diag-wants-threat-list"),
        Wants::Turn => tr!("diag-wants-turn"),
        Wants::Zone => tr!("diag-wants-zone"),
        Wants::Card => tr!("diag-wants-card"),
        Wants::DamageZone => tr!("diag-wants-damage-zone"),
        Wants::TileList => tr!("diag-wants-tile-list"),
        Wants::Tile => tr!("diag-wants-tile"),
        Wants::Squads => tr!("diag-wants-squads"),
        Wants::Station => tr!("diag-wants-station"),
        Wants::Flag => tr!("diag-wants-flag"),
    }
}

/// A homebrew card's field that the YAML reader refused, in words.
pub(super) fn card(p: &CardField) -> String {
    match p {
        CardField::Unknown { field, expected } => tr!(
            "diag-card-field-unknown",
            field = field.as_str(),
            expected = expected.join(", ")
        ),
        CardField::Missing { field } => tr!("diag-card-field-missing", field = field.as_str()),
        CardField::Invalid { wants } => tr!("diag-card-field-invalid", wants = card_wants(wants)),
        CardField::Type { wants, found } => tr!(
            "diag-card-field-type",
            wants = card_wants(wants),
            found = super::track::found_text(found)
        ),
    }
}

/// What a card's field takes, in words (another type in the reader's words).
fn card_wants(w: &CardWants) -> String {
    match w {
        CardWants::Text => tr!("diag-card-wants-text"),
        CardWants::List => tr!("diag-track-found-list"),
        CardWants::Card => tr!("diag-card-wants-card"),
        CardWants::Whole { min, max } => tr!("diag-card-wants-whole", min = *min, max = *max),
        CardWants::Other(words) => tr!("diag-card-wants-other", words = words.as_str()),
    }
}

/// A rule of cards that a homebrew card breaks, in words.
pub(super) fn card_rule(r: &CardRule) -> String {
    match r {
        CardRule::ColorAndColour => tr!("diag-card-rule-color-and-colour"),
        CardRule::ColourDeprecated => tr!("diag-card-rule-colour-deprecated"),
        CardRule::MissingColor => tr!("diag-card-rule-missing-color"),
        CardRule::NeedsStations => tr!("diag-card-rule-needs-stations"),
        CardRule::ParityStations => tr!("diag-card-rule-parity-stations"),
        CardRule::ExternalStations => tr!("diag-card-rule-external-stations"),
        CardRule::HitPoints => tr!("diag-card-rule-hit-points"),
        CardRule::Speed => tr!("diag-card-rule-speed"),
        CardRule::Shield => tr!("diag-card-rule-shield"),
        CardRule::MissingAction { action } => {
            tr!("diag-card-rule-missing-action", action = action.as_str())
        }
        CardRule::EmptyZ => tr!("diag-card-rule-empty-z"),
        CardRule::Points => tr!("diag-card-rule-points"),
        CardRule::DuplicateId { id } => tr!("diag-card-rule-duplicate-id", id = id.as_str()),
    }
}
