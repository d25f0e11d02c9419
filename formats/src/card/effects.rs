//! A card action's phrases read into [`Effect`]s and written back: each family's phrase table
//! (`families`), `damage N` (read as an attack that ignores shields), and the conditions, which
//! hold lists of other phrases: `if-damaged N then A; B else C`, `if-crew ...`,
//! `if-rocket-hit ...`, `if-taken <effect> then ...`, and bracketed values (`attack 2 [1]
//! all`), read and written side by side.

use engine::card::{
    AttackEffect, CallEffect, Condition, CrewEffect, DestroyedEffect, Effect, IntruderEffect,
    LastingEffect, OthersEffect, ShipEffect, ThreatEffect,
};

use super::phrase::Phrases;
use super::words::num;
use crate::diag::PhraseProblem;

/// Parses one phrase of a card action, or `if-damaged N then A; B else C` into effects.
pub fn parse_effects(phrase: &str) -> Result<Vec<Effect>, PhraseProblem> {
    let phrase = phrase.trim();
    if let Some(read) = parse_condition(phrase) {
        return read.map(|c| vec![Effect::Condition(c)]);
    }
    let mut words: Vec<&str> = phrase.split_whitespace().collect();
    let head = *words
        .first()
        .ok_or(PhraseProblem::Empty { is_trait: false })?;
    // `damage N [target]`: an attack that ignores shields, written back as one.
    let damage = head == "damage";
    if damage {
        words[0] = "attack";
    }
    let read = (AttackEffect::read(&words).map(|r| r.map(Effect::Attack)))
        .or_else(|| ThreatEffect::read(&words).map(|r| r.map(Effect::Threat)))
        .or_else(|| ShipEffect::read(&words).map(|r| r.map(Effect::Ship)))
        .or_else(|| IntruderEffect::read(&words).map(|r| r.map(Effect::Intruder)))
        .or_else(|| CrewEffect::read(&words).map(|r| r.map(Effect::Crew)))
        .or_else(|| LastingEffect::read(&words).map(|r| r.map(Effect::Lasting)))
        .or_else(|| OthersEffect::read(&words).map(|r| r.map(Effect::Others)))
        .or_else(|| CallEffect::read(&words).map(|r| r.map(Effect::Call)))
        .or_else(|| DestroyedEffect::read(&words).map(|r| r.map(Effect::Destroyed)));
    let mut effect = match read {
        Some(effect) => effect.map_err(|e| {
            // The crew wrote `damage`, read as `attack`.
            if damage {
                e.renamed("attack", "damage")
            } else {
                e
            }
        })?,
        None => {
            return Err(PhraseProblem::UnknownEffect {
                word: head.to_string(),
            });
        }
    };
    if let (true, Effect::Attack(AttackEffect::Strength { ignore_shields, .. })) =
        (damage, &mut effect)
    {
        *ignore_shields = true;
    }
    Ok(vec![effect])
}

/// The head words every effect phrase starts with, from the phrase tables (`damage` and the
/// conditions besides): what a card designer offers as the start of a phrase.
pub fn effect_heads() -> Vec<&'static str> {
    let tables = [
        AttackEffect::HEADS,
        &["damage "],
        ThreatEffect::HEADS,
        ShipEffect::HEADS,
        IntruderEffect::HEADS,
        CrewEffect::HEADS,
        LastingEffect::HEADS,
        OthersEffect::HEADS,
        CallEffect::HEADS,
        DestroyedEffect::HEADS,
        &["if-crew ", "if-damaged ", "if-taken ", "if-rocket-hit "],
    ];
    tables.concat().into_iter().map(str::trim_end).collect()
}

/// Writes an effect back as the phrase that [`parse_effects`] reads.
pub fn effect_phrase(e: &Effect) -> String {
    match e {
        Effect::Attack(e) => e.phrase(),
        Effect::Threat(e) => e.phrase(),
        Effect::Ship(e) => e.phrase(),
        Effect::Intruder(e) => e.phrase(),
        Effect::Crew(e) => e.phrase(),
        Effect::Lasting(e) => e.phrase(),
        Effect::Others(e) => e.phrase(),
        Effect::Call(e) => e.phrase(),
        Effect::Condition(c) => condition_phrase(c),
        Effect::Destroyed(e) => e.phrase(),
    }
}

/// Reads a condition's phrase; `None` when the phrase is not one.
fn parse_condition(phrase: &str) -> Option<Result<Condition, PhraseProblem>> {
    if let Some(rest) = phrase.strip_prefix("if-crew ") {
        let read = branches(rest, "if-crew then ... else ...");
        return Some(read.map(|(then, otherwise)| Condition::IfCrewHere { then, otherwise }));
    }
    if let Some(rest) = phrase.strip_prefix("if-damaged ") {
        return Some(parse_if_damaged(rest));
    }
    if let Some(rest) = phrase.strip_prefix("if-taken ") {
        return Some(parse_if_taken(rest));
    }
    if let Some(rest) = phrase.strip_prefix("if-rocket-hit ") {
        let read = branches(rest, "if-rocket-hit");
        return Some(read.map(|(then, otherwise)| Condition::IfRocketHit { then, otherwise }));
    }
    phrase.contains('[').then(|| bracketed(phrase))
}

/// Writes a condition back as the phrase that [`parse_condition`] reads.
fn condition_phrase(condition: &Condition) -> String {
    match condition {
        Condition::IfDamaged {
            damage,
            then,
            otherwise,
        } => with_branches(format!("if-damaged {damage} then "), then, otherwise),
        Condition::IfCrewHere { then, otherwise } => {
            with_branches("if-crew then ".into(), then, otherwise)
        }
        Condition::IfRocketHit { then, otherwise } => {
            with_branches("if-rocket-hit then ".into(), then, otherwise)
        }
        Condition::IfTaken { take, then } => {
            let take = effect_phrase(&Effect::Ship(*take));
            format!("if-taken {take} then {}", list(then))
        }
        Condition::Bracketed { normal, phased } => bracketed_phrase(normal, phased),
    }
}

/// `start` followed by `A; B` and, when there is an `otherwise`, ` else C`.
fn with_branches(start: String, then: &[Effect], otherwise: &[Effect]) -> String {
    let s = format!("{start}{}", list(then));
    if otherwise.is_empty() {
        s
    } else {
        format!("{} else {}", s.trim_end(), list(otherwise))
    }
}

/// `A; B`.
fn list(effects: &[Effect]) -> String {
    (effects.iter().map(effect_phrase))
        .collect::<Vec<_>>()
        .join("; ")
}

/// `if-damaged N then A; B else C` after its first word.
fn parse_if_damaged(rest: &str) -> Result<Condition, PhraseProblem> {
    let (n, rest) = rest.split_once(' ').ok_or_else(|| PhraseProblem::Usage {
        usage: "if-damaged N then ... else ...".into(),
    })?;
    let damage = num(Some(n), "if-damaged")?;
    let (then, otherwise) = branches(rest, "if-damaged N")?;
    Ok(Condition::IfDamaged {
        damage,
        then,
        otherwise,
    })
}

/// The effects of `A; B` (none for an empty list).
fn parse_list(s: &str) -> Result<Vec<Effect>, PhraseProblem> {
    let mut out = Vec::new();
    for p in s.split(';').map(str::trim).filter(|p| !p.is_empty()) {
        out.extend(parse_effects(p)?);
    }
    Ok(out)
}

/// The two lists of a condition's `then A; B else C` (either may be empty).
fn branches(rest: &str, usage: &str) -> Result<(Vec<Effect>, Vec<Effect>), PhraseProblem> {
    let rest = (rest.trim().strip_prefix("then")).ok_or_else(|| PhraseProblem::MissingThen {
        usage: usage.to_string(),
    })?;
    let (then, otherwise) = rest.split_once(" else").unwrap_or((rest, ""));
    Ok((parse_list(then)?, parse_list(otherwise)?))
}

/// `if-taken <effect> then A; B`: the effect must take something from the ship (a drain, fuel
/// or a rocket destroyed); the effects after `then` follow only when it took anything.
fn parse_if_taken(rest: &str) -> Result<Condition, PhraseProblem> {
    let usage = || PhraseProblem::Usage {
        usage: "if-taken <drain ...|destroy-fuel N|destroy-rocket> then A; B".into(),
    };
    let (take, then) = rest.split_once(" then").ok_or_else(usage)?;
    // Only what takes something from the ship: a drain, fuel or a rocket destroyed.
    let read = parse_effects(take)?;
    let [
        Effect::Ship(
            taken @ (ShipEffect::Drain { .. }
            | ShipEffect::DestroyFuel(_)
            | ShipEffect::DestroyRocket),
        ),
    ] = read.as_slice()
    else {
        return Err(usage());
    };
    let take = *taken;
    let then = parse_list(then)?;
    Ok(Condition::IfTaken { take, then })
}

/// A phrase with bracketed values (`attack 2 [1] all`): each `[w]` replaces the word before it
/// in a turn the threat started phased out; `[none]` makes the phrase do nothing then.
fn bracketed(phrase: &str) -> Result<Condition, PhraseProblem> {
    let (mut normal, mut phased) = (Vec::new(), Vec::new());
    let mut none = false;
    for w in phrase.split_whitespace() {
        match w.strip_prefix('[').and_then(|w| w.strip_suffix(']')) {
            Some("none") => none = true,
            Some(inner) => {
                if phased.pop().is_none() || inner.is_empty() || inner.contains(['[', ']']) {
                    return Err(PhraseProblem::BracketPlace {
                        phrase: phrase.to_string(),
                    });
                }
                phased.push(inner);
            }
            None if w.contains(['[', ']']) => {
                return Err(PhraseProblem::BracketWord {
                    phrase: phrase.to_string(),
                });
            }
            None => {
                normal.push(w);
                phased.push(w);
            }
        }
    }
    let normal = parse_effects(&normal.join(" "))?;
    let phased = if none {
        Vec::new()
    } else {
        parse_effects(&phased.join(" "))?
    };
    Ok(Condition::Bracketed { normal, phased })
}

/// `attack 2 [1] all`: the printed phrase with each word that differs in the bracketed one
/// followed by its bracket; `[none]` when the bracketed values do nothing.
fn bracketed_phrase(normal: &[Effect], phased: &[Effect]) -> String {
    let join = |l: &[Effect]| l.iter().map(effect_phrase).collect::<Vec<_>>().join(" ");
    let (a, b) = (join(normal), join(phased));
    if phased.is_empty() {
        return format!("{a} [none]");
    }
    let (wa, wb): (Vec<&str>, Vec<&str>) = (a.split(' ').collect(), b.split(' ').collect());
    if wa.len() != wb.len() {
        return format!("{a} [none]");
    }
    let words: Vec<String> = (wa.iter().zip(&wb))
        .map(|(x, y)| {
            if x == y {
                (*x).to_string()
            } else {
                format!("{x} [{y}]")
            }
        })
        .collect();
    words.join(" ")
}
