//! What `sitting-duck resolve` prints: the ship's log text and the JSON result
//! (`design/formats.md` section 3).

use engine::{Outcome, Resolution, Score, Step};
use serde_json::{Value, json};

use crate::log_text;

/// The JSON object of `resolve --json`.
pub fn result_json(resolution: &Resolution) -> Value {
    let state = &resolution.state;
    let damage: serde_json::Map<String, Value> = engine::Zone::ALL
        .iter()
        .map(|z| {
            (
                z.name().to_string(),
                json!(state.ship().damage[z.index()].len()),
            )
        })
        .collect();
    let tiles: serde_json::Map<String, Value> = engine::Zone::ALL
        .iter()
        .map(|z| {
            let names: Vec<&str> = state.ship().damage[z.index()]
                .iter()
                .map(|t| t.name())
                .collect();
            (z.name().to_string(), json!(names))
        })
        .collect();
    let threats: Vec<Value> = state
        .threats()
        .iter()
        .map(|t| {
            json!({
                "id": t.card.id,
                "name": t.card.name,
                "turn": t.turn,
                "zone": t.zone.name(),
                "result": t.status.result_name(),
            })
        })
        .collect();
    let knocked_out: Vec<&str> = state
        .crew()
        .iter()
        .filter(|c| c.knocked_out)
        .map(|c| &*c.name)
        .collect();
    let (outcome, destroyed_by) = match &resolution.outcome {
        Outcome::Won => ("won", Value::Null),
        Outcome::Lost { destroyed_by, .. } => (
            "lost",
            destroyed_by.clone().map_or(Value::Null, Value::String),
        ),
    };
    json!({
        "outcome": outcome,
        "destroyed_by": destroyed_by,
        "damage": damage,
        "damage_tiles": tiles,
        "threats": threats,
        "knocked_out": knocked_out,
        "score": resolution.score.map_or(Value::Null, |s| score_json(&s)),
    })
}

fn score_json(s: &Score) -> Value {
    json!({
        "destroyed": s.destroyed,
        "survived": s.survived,
        "visual_confirmation": s.visual_confirmation,
        "damage_penalty": s.damage_penalty,
        "knock_out_penalty": s.knock_out_penalty,
        "battlebot_penalty": s.battlebot_penalty,
        "total": s.total,
    })
}

/// The event log as lines, one per event (`T4 actions: ...`).
pub fn log_lines(resolution: &Resolution) -> Vec<String> {
    resolution
        .log
        .iter()
        .filter_map(|e| log_text::line(e, &resolution.initial))
        .collect()
}

/// The readable ship's log: events grouped by turn and step, then the score card.
pub fn ships_log(resolution: &Resolution) -> String {
    let mut out = String::new();
    let mut last: Option<(u8, Step)> = None;
    for e in &resolution.log {
        if matches!(e.event, engine::Event::TurnStarted { .. }) {
            continue;
        }
        if last.map(|(t, _)| t) != Some(e.turn) {
            if last.is_some() {
                out.push('\n');
            }
            out.push_str(&format!("== Turn {} ==\n", e.turn));
        }
        if last != Some((e.turn, e.step)) {
            out.push_str(&format!("  {}:\n", e.step.name()));
        }
        out.push_str(&format!(
            "    {}\n",
            log_text::Text::new(&e.event, &resolution.initial)
        ));
        last = Some((e.turn, e.step));
    }
    out.push('\n');
    out.push_str(&score_card(resolution));
    out
}

/// The score card as text.
pub fn score_card(resolution: &Resolution) -> String {
    match (&resolution.outcome, &resolution.score) {
        (Outcome::Lost { destroyed_by, why }, _) => {
            let why = log_text::LossWords {
                why: *why,
                by: destroyed_by.as_deref(),
            };
            let by = destroyed_by.as_deref().unwrap_or("nothing in particular");
            format!("MISSION LOST: the ship was destroyed by {by} ({why}). No score.\n")
        }
        (Outcome::Won, Some(s)) => {
            let mut out = String::from("MISSION COMPLETE\n");
            for t in resolution.state.threats() {
                out.push_str(&format!(
                    "  T+{} {:<9} {:<22} {}\n",
                    t.turn,
                    t.zone.name(),
                    t.card.name,
                    t.status.result_name()
                ));
            }
            out.push_str(&format!("  Threats destroyed      {:>4}\n", s.destroyed));
            out.push_str(&format!("  Threats survived       {:>4}\n", s.survived));
            out.push_str(&format!(
                "  Visual confirmation    {:>4}\n",
                s.visual_confirmation
            ));
            out.push_str(&format!(
                "  Damage                 {:>4}\n",
                s.damage_penalty
            ));
            out.push_str(&format!(
                "  Knocked-out crew       {:>4}\n",
                s.knock_out_penalty
            ));
            out.push_str(&format!(
                "  Disabled battlebots    {:>4}\n",
                s.battlebot_penalty
            ));
            out.push_str(&format!("  TOTAL                  {:>4}\n", s.total));
            out
        }
        (Outcome::Won, None) => String::from("MISSION COMPLETE\n"),
    }
}
