//! The community's mission scripts in the crew's words: what is wrong in one, at its place,
//! and what an exported one cannot say (`missions::community`, `docs/formats.md` §13). The
//! command line and the setup screen's "Open a mission" say them alike.

use i18n::tr;
use missions::TrackKind;
use missions::community::{Approximation, Expected, ImportError, Problem, ScriptError};
use missions::diag::escape;

/// Every problem of a script that did not import, one a line, each after its place
/// (`file:line:column: item: `, the tools' form, the same in every language).
pub fn error(file: &str, error: &ImportError) -> String {
    match error {
        ImportError::Script(problems) => problems
            .iter()
            .map(|p| script_error(file, p))
            .collect::<Vec<_>>()
            .join("\n"),
        ImportError::Rules(diagnostics) => words::diagnostic::all(diagnostics),
    }
}

/// One problem at its place.
fn script_error(file: &str, e: &ScriptError) -> String {
    let place = format!("{}:{}:{}: ", escape(file), e.place.line, e.place.column);
    let reason = problem(&e.problem);
    if e.place.item.is_empty() {
        format!("{place}{reason}")
    } else {
        let field = escape(&e.place.item).into_owned();
        place + &tr!("diag-field-says", field = field, problem = reason)
    }
}

/// A problem in words.
pub fn problem(p: &Problem) -> String {
    match p {
        Problem::Empty => tr!("import-empty"),
        Problem::EmptyItem => tr!("import-empty-item"),
        Problem::BadTime(time) => tr!("import-bad-time", time = time.as_str()),
        Problem::UnknownCode(code) => tr!("import-unknown-code", code = code.as_str()),
        Problem::BadTurn(turn) => tr!("import-bad-turn", turn = turn.as_str()),
        Problem::BadThreat(found) => tr!("import-bad-threat", found = found.as_str()),
        Problem::BadZone(found) => tr!("import-bad-zone", found = found.as_str()),
        Problem::ZoneOnInternal(found) => tr!("import-zone-on-internal", found = found.as_str()),
        Problem::BadSeconds(found) => tr!("import-bad-seconds", found = found.as_str()),
        Problem::PhaseOrder { found, expected } => tr!(
            "import-phase-order",
            found = found.as_str(),
            expected = *expected
        ),
        Problem::PhaseCount(count) => tr!("import-phase-count", count = *count),
        Problem::NotXml(reason) => tr!("import-not-xml", reason = reason.as_str()),
        Problem::UnexpectedElement { found, expected } => tr!(
            "import-unexpected-element",
            found = found.as_str(),
            expected = *expected
        ),
        Problem::MissingAttribute(name) => tr!("import-missing-attribute", attribute = *name),
        Problem::BadValue {
            attribute,
            found,
            expected,
        } => {
            let expected = match expected {
                Expected::Words(words) => (*words).to_owned(),
                Expected::Milliseconds => tr!("import-expected-milliseconds"),
                Expected::Turn => tr!("import-expected-turn"),
            };
            tr!(
                "import-bad-value",
                attribute = *attribute,
                found = found.as_str(),
                expected = expected
            )
        }
        Problem::AfterPhase => tr!("import-after-phase"),
    }
}

/// What an exported script cannot say, in words.
pub fn approximation(a: &Approximation) -> String {
    match a {
        Approximation::Name => tr!("import-approx-name"),
        Approximation::Kind(kind) => {
            // The card's words for a kind (its heading says them too).
            let kind = match kind {
                TrackKind::TestRun => tr!("card-track-kind-test-run"),
                TrackKind::Simulation => tr!("card-track-kind-simulation"),
                TrackKind::AdvancedSimulation => tr!("card-track-kind-advanced-simulation"),
                TrackKind::Mission => tr!("card-track-kind-mission"),
            };
            tr!("import-approx-kind", kind = kind)
        }
        Approximation::Soundtrack => tr!("import-approx-soundtrack"),
        Approximation::Modules => tr!("import-approx-modules"),
    }
}
