//! The hazards, effects and markers The New Frontier adds to the drawn ship, in words read
//! off the engine's `State`: the hazards in force (sealed doors, shields off or reversed,
//! disrupted optics), the specializations' effects of the turn (temporary shields, slowed
//! threats, an early end), the interceptors' range, and the markers left in stations (mines,
//! poison drones) and on crew (poisoned, infected, a parasite's host). The resolution view
//! shows the lines as chips under the action row and the markers in their stations.

use engine::hazard::ShieldMode;
use engine::{Door, State, Station, Zone};
use i18n::tr;
use strum::VariantArray;
use words::nouns;

/// The hazards and effects in force, one line each (none in a base-game mission).
pub fn hazard_lines(state: &State) -> Vec<String> {
    let mut lines = Vec::new();
    if let Some(range) = state
        .interceptor_range()
        .filter(|_| state.modules().variable_range_interceptors())
    {
        lines.push(tr!("board-interceptors-range", range = range));
    }
    let hazards = state.hazards();
    for &door in Door::VARIANTS {
        if hazards.sealed(door) {
            lines.push(tr!("board-door-sealed", door = nouns::door(door)));
        }
    }
    match hazards.shield_mode() {
        ShieldMode::Normal => {}
        ShieldMode::Off => lines.push(tr!("board-shields-off")),
        ShieldMode::Reversed => lines.push(tr!("board-shields-reversed")),
    }
    for &zone in Zone::VARIANTS {
        if hazards.optics_disrupted(zone) {
            lines.push(tr!("board-optics-disrupted", zone = nouns::zone(zone)));
        }
    }
    let marks = state.specialization_marks();
    for &zone in Zone::VARIANTS {
        let points = marks.temp_shields[zone.index()];
        if points > 0 {
            lines.push(tr!(
                "board-temporary-shield",
                points = points,
                zone = nouns::zone(zone)
            ));
        }
    }
    if marks.slowed {
        lines.push(tr!("board-threats-slowed"));
    }
    if let Some(turn) = marks.ends_after {
        lines.push(tr!("board-ends-after", turn = turn));
    }
    lines
}

/// The markers lying in `station`: each mine and each poison drone, with the threat that
/// left it (`mine (T5 Saboteur)`).
pub fn station_markers(state: &State, station: Station) -> Vec<String> {
    let mut markers = Vec::new();
    for threat in state.threats() {
        let by = format!("T{} {}", threat.turn, threat.name());
        for _ in threat.mines.iter().filter(|s| **s == station) {
            markers.push(tr!("board-mine", by = &by));
        }
        for _ in threat.drones.iter().filter(|s| **s == station) {
            markers.push(tr!("board-poison-drone", by = &by));
        }
    }
    markers
}

/// What afflicts crew member `crew` (index in the state's order): `poisoned or infected by
/// T4 Rabid Beast`, `host of T6 Parasite`.
pub fn crew_marks(state: &State, crew: usize) -> Vec<String> {
    let mut marks = Vec::new();
    for threat in state.threats() {
        let by = format!("T{} {}", threat.turn, threat.name());
        if crew < 16 && threat.afflicted & (1 << crew) != 0 {
            marks.push(tr!("board-afflicted", by = &by));
        }
        if threat.host == Some(crew) {
            marks.push(tr!("board-host", by = &by));
        }
    }
    marks
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every line and marker the view would show at some step of a scenario.
    fn seen(file: &str) -> Vec<String> {
        let path = format!("{}/../tests/scenarios/{file}", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(&path).unwrap();
        let catalog = missions::Catalog::shipped().unwrap();
        let game = missions::game::parse_game(&text, file, &catalog).unwrap();
        let resolution = engine::resolve(&game.game, game.seed);
        let mut state = resolution.initial.clone();
        let mut seen = Vec::new();
        for entry in &resolution.log {
            state.apply_entry(entry);
            seen.extend(hazard_lines(&state));
            for station in Station::ALL {
                seen.extend(station_markers(&state, station));
            }
            for crew in 0..state.crew().len() {
                seen.extend(crew_marks(&state, crew));
            }
            seen.extend(
                state
                    .threats()
                    .iter()
                    .filter(|t| t.phased_out)
                    .map(super::super::threat_label),
            );
        }
        seen.sort();
        seen.dedup();
        seen
    }

    fn any(seen: &[String], part: &str) -> bool {
        seen.iter().any(|line| line.contains(part))
    }

    #[test]
    fn the_new_frontiers_hazards_and_markers_are_read_off_the_state() {
        let reversed = seen("threats/I3-103-reversed-shields.yaml");
        assert!(any(&reversed, "shields reversed"), "{reversed:?}");
        let airlock = seen("threats/I3-104-breached-airlock.yaml");
        assert!(any(&airlock, "sealed"), "{airlock:?}");
        let poison = seen("rulings/nf11-poison-path-ends.yaml");
        assert!(any(&poison, "poisoned or infected by"), "{poison:?}");
        let ninja = seen("threats/I2-102-ninja.yaml");
        assert!(any(&ninja, "poison drone (T1 Ninja)"), "{ninja:?}");
        let phasing = seen("threats/E2-102-phasing-fighter.yaml");
        assert!(any(&phasing, "phased out"), "{phasing:?}");
        let range = seen("double/d8-ranges-out-stay-and-back.yaml");
        assert!(any(&range, "interceptors at range 2"), "{range:?}");
        let shields = seen("specializations/nf25-temporary-shields-are-drained-first.yaml");
        assert!(any(&shields, "temporary shield +"), "{shields:?}");
        assert!(seen("mechanics/full-mission-five-crew.yaml").is_empty());
    }
}
