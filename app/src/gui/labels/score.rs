//! The score card's lines in the current language. The engine writes each line in English
//! ([`engine::ScoreLine::label`]: the report, the ship's log and the golden files read it);
//! the screen says the same line through `tr!`, read back from the engine's words. A line
//! this does not know is shown as the engine wrote it.

use engine::{LineKind, ScoreLine, Specialization};
use i18n::tr;
use words::nouns;

/// The line's label as the score card shows it.
pub fn line_label(line: &ScoreLine) -> String {
    translated(line).unwrap_or_else(|| line.label.clone())
}

fn translated(line: &ScoreLine) -> Option<String> {
    let label = line.label.as_str();
    let threat = |prefix: &str| label.strip_prefix(prefix).map(threat_words);
    match line.kind {
        LineKind::Destroyed => Some(tr!("app-scoreline-destroyed", who = threat("Destroyed: ")?)),
        LineKind::Survived => Some(tr!("app-scoreline-survived", who = threat("Survived: ")?)),
        LineKind::Ignored => {
            if let Some(who) = threat("Secret card, discarded: ") {
                Some(tr!("app-scoreline-secret", who = who))
            } else {
                Some(tr!(
                    "app-scoreline-unconfirmed",
                    who = threat("Unconfirmed report, ignored: ")?
                ))
            }
        }
        LineKind::InFlight => {
            if let Some(who) = threat("Still in flight at the jump: ") {
                Some(tr!("app-scoreline-in-flight", who = who))
            } else if let Some(who) = threat("In flight when the ship was lost: ") {
                Some(tr!("app-scoreline-in-flight-lost", who = who))
            } else {
                Some(tr!(
                    "app-scoreline-not-arrived",
                    who = threat("Not yet arrived when the ship was lost: ")?
                ))
            }
        }
        LineKind::VisualConfirmation => Some(tr!("app-scoreline-visual")),
        LineKind::Damage => {
            // "Damage: 3 tiles, and the worst zone's 2 again"
            let rest = label.strip_prefix("Damage: ")?;
            let mut numbers = rest
                .split(|c: char| !c.is_ascii_digit())
                .filter(|s| !s.is_empty())
                .map(|s| s.parse::<u32>().ok());
            let (tiles, worst) = (numbers.next()??, numbers.next()??);
            Some(tr!("app-scoreline-damage", tiles = tiles, worst = worst))
        }
        LineKind::KnockedOut => {
            let who = label.strip_prefix("Knocked out: ")?;
            if who == "nobody" {
                Some(tr!("app-scoreline-knocked-out-nobody"))
            } else {
                Some(tr!("app-scoreline-knocked-out", who = who))
            }
        }
        LineKind::Battlebots => {
            let n: u32 = label
                .strip_prefix("Battlebot squads disabled: ")?
                .parse()
                .ok()?;
            Some(tr!("app-scoreline-battlebots", count = n))
        }
        LineKind::Specialization => specialization_words(label),
    }
}

/// "Medic (Anna): 2 advanced uses" in the current language.
fn specialization_words(label: &str) -> Option<String> {
    let s = Specialization::ALL
        .into_iter()
        .find(|s| label.starts_with(&format!("{s} (")))?;
    let rest = label.strip_prefix(&format!("{s} ("))?;
    let (name, uses) = rest.rsplit_once("): ")?;
    let mut words = uses.split(' ');
    let count: u32 = words.next()?.parse().ok()?;
    let advanced = words.next()? == "advanced";
    let title = super::specialization::title(s);
    Some(if advanced {
        tr!(
            "app-scoreline-uses-advanced",
            title = title,
            name = name,
            count = count
        )
    } else {
        tr!(
            "app-scoreline-uses-basic",
            title = title,
            name = name,
            count = count
        )
    })
}

/// "T3 Fighter (red)": the zone in the current language; the card's name as printed.
fn threat_words(who: &str) -> String {
    let zones = [
        ("(red)", nouns::zone(engine::Zone::Red)),
        ("(white)", nouns::zone(engine::Zone::White)),
        ("(blue)", nouns::zone(engine::Zone::Blue)),
        ("(internal)", tr!("word-zone-internal")),
    ];
    for (english, word) in zones {
        if let Some(front) = who.strip_suffix(english) {
            return format!("{front}({word})");
        }
    }
    who.to_owned()
}
