//! A homebrew card's effect or trait phrase that does not read or does not fit its card, in
//! the current language. In English each is exactly the problem's `Display`. The phrase, its
//! words and the words it takes (`redward`, `UR`, `all`) are the file's own and stay as
//! written.

use formats::diag::{EffectNeeds, PhraseProblem, PhraseWants, TraitOf};
use i18n::tr;

/// A phrase's problem in words.
pub(super) fn text(p: &PhraseProblem) -> String {
    match p {
        PhraseProblem::Empty { is_trait: true } => tr!("diag-phrase-empty-trait"),
        PhraseProblem::Empty { is_trait: false } => tr!("diag-phrase-empty-effect"),
        PhraseProblem::UnknownEffect { word } => {
            tr!("diag-phrase-unknown-effect", word = word.as_str())
        }
        PhraseProblem::UnknownTrait { word } => {
            tr!("diag-phrase-unknown-trait", word = word.as_str())
        }
        PhraseProblem::Needs { phrase, wants } => tr!(
            "diag-phrase-needs",
            phrase = phrase.as_str(),
            wants = wants_text(wants)
        ),
        PhraseProblem::NotANumber { phrase, word } => tr!(
            "diag-phrase-not-a-number",
            phrase = phrase.as_str(),
            word = word.as_str()
        ),
        PhraseProblem::Unexpected {
            phrase,
            word,
            expected: None,
        } => tr!(
            "diag-phrase-unexpected",
            phrase = phrase.as_str(),
            word = word.as_str()
        ),
        PhraseProblem::Unexpected {
            phrase,
            word,
            expected: Some(expected),
        } => tr!(
            "diag-phrase-unexpected-expected",
            phrase = phrase.as_str(),
            word = word.as_str(),
            expected = expected.as_str()
        ),
        PhraseProblem::UnknownWord {
            kind,
            word,
            expected,
        } => super::unknown_word(*kind, word, expected),
        PhraseProblem::NoCrew { expected } => {
            tr!("diag-phrase-no-crew", expected = expected.join(", "))
        }
        PhraseProblem::UnknownCrew { word, expected } => tr!(
            "diag-phrase-unknown-crew",
            word = word.as_str(),
            expected = expected.join(", ")
        ),
        PhraseProblem::AllExcept { word, expected } => tr!(
            "diag-phrase-all-except",
            word = word.as_str(),
            expected = super::one_of(expected)
        ),
        PhraseProblem::Usage { usage } => tr!("diag-phrase-usage", usage = usage.as_str()),
        PhraseProblem::MissingThen { usage } => {
            tr!("diag-phrase-missing-then", usage = usage.as_str())
        }
        PhraseProblem::BracketPlace { phrase } => {
            tr!("diag-phrase-bracket-place", phrase = phrase.as_str())
        }
        PhraseProblem::BracketWord { phrase } => {
            tr!("diag-phrase-bracket-word", phrase = phrase.as_str())
        }
        PhraseProblem::WrongKind { phrase, needs } => needs_text(phrase, *needs),
        PhraseProblem::NotOnDestruction { phrase } => {
            tr!("diag-phrase-not-on-destruction", phrase = phrase.as_str())
        }
        PhraseProblem::OnDestruction { phrase } => {
            tr!("diag-phrase-on-destruction", phrase = phrase.as_str())
        }
        PhraseProblem::TraitOf { phrase, of } => trait_of(phrase, *of),
    }
}

/// What a phrase lacks, in words (the file's words as written).
fn wants_text(w: &PhraseWants) -> String {
    match w {
        PhraseWants::Number => tr!("diag-phrase-wants-number"),
        PhraseWants::StationCode => tr!("diag-phrase-wants-station-code"),
        PhraseWants::StationCodes => tr!("diag-phrase-wants-station-codes"),
        PhraseWants::Zones => tr!("diag-phrase-wants-zones"),
        PhraseWants::ZoneOrAll => tr!("diag-phrase-wants-zone-or-all"),
        PhraseWants::OneOf(words) => super::one_of(words),
    }
}

/// An effect on a card whose kind does not give what it needs.
fn needs_text(phrase: &str, needs: EffectNeeds) -> String {
    match needs {
        EffectNeeds::Intruder => tr!("diag-phrase-needs-intruder", phrase = phrase),
        EffectNeeds::Stations => tr!("diag-phrase-needs-stations", phrase = phrase),
        EffectNeeds::Internal => tr!("diag-phrase-needs-internal", phrase = phrase),
        EffectNeeds::External => tr!("diag-phrase-needs-external", phrase = phrase),
        EffectNeeds::Trajectory => tr!("diag-phrase-needs-trajectory", phrase = phrase),
    }
}

/// A trait on another kind of card than its own.
fn trait_of(phrase: &str, of: TraitOf) -> String {
    match of {
        TraitOf::Internal => tr!("diag-phrase-trait-of-internal", phrase = phrase),
        TraitOf::External => tr!("diag-phrase-trait-of-external", phrase = phrase),
        TraitOf::Intruders => tr!("diag-phrase-trait-of-intruders", phrase = phrase),
        TraitOf::Malfunctions => tr!("diag-phrase-trait-of-malfunctions", phrase = phrase),
    }
}
