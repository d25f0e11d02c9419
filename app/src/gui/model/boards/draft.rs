//! The entry as it is kept: the game file's form ([`GameFile`]), built from the entry and
//! read back into it, and its text (the game when it is complete, else a draft in the same
//! format that keeps every keystroke). Pure: the app's one `apply` writes and reads the
//! file through `crate::shell::draft`.

use engine::{DamageTile, Severity, Zone};
use missions::Catalog;
use missions::game::{CrewLine, GameFile, ThreatLine, WriteError, to_yaml};
use strum::VariantArray;

use super::{BoardRow, BoardsEntry, ThreatEntry, TileDrawing};

impl BoardsEntry {
    /// The entry as a game file: everything typed, even what is not a game yet (a card not
    /// picked yet is `"?"`).
    pub fn file(&self) -> GameFile {
        let name = |i: usize| self.rows.get(i).map_or("?", |r| &*r.name).to_owned();
        let specialist = |r: &BoardRow| r.specialist.filter(|_| self.modules.specializations);
        GameFile {
            header: Vec::new(),
            mission: self.mission.clone(),
            players: self.players,
            seed: self.seed,
            modules: self.modules,
            trajectories: self.trajectories,
            threats: self
                .threats
                .iter()
                .map(|t| ThreatLine {
                    turn: t.turn,
                    zone: t.zone,
                    threat: t.card.clone().unwrap_or_else(|| "?".to_owned()),
                    unconfirmed: t.unconfirmed,
                    calls: t.calls.clone(),
                    serious: Some(t.serious),
                    announced: t.announced,
                })
                .collect(),
            crew: self
                .rows
                .iter()
                .map(|row| CrewLine {
                    name: row.name.clone(),
                    color: row.color,
                    captain: row.captain,
                    android: row.android,
                    specialization: specialist(row).map(engine::Specialist::word),
                    teleport: specialist(row)
                        .and_then(|s| s.teleport)
                        .map(|t| [name(t.departure), name(t.arrival)]),
                    actions: row.text.trim().to_owned(),
                })
                .collect(),
            damage_tiles: self.entered_tiles(),
            starting_damage: self.starting_damage.clone(),
        }
    }

    /// Replaces the entry with a game file read back (a draft's cards not picked yet, `"?"`,
    /// are picked first; a threat whose pile the file does not say takes its card's).
    pub fn set_file(&mut self, file: GameFile) {
        let serious = |card: &str| {
            self.catalog()
                .and_then(|c| c.get(card).ok())
                .is_some_and(|c| c.severity == Severity::Serious)
        };
        let threats = file
            .threats
            .into_iter()
            .map(|t| ThreatEntry {
                turn: t.turn,
                zone: t.zone,
                serious: t.serious.unwrap_or_else(|| serious(&t.threat)),
                unconfirmed: t.unconfirmed,
                card: (t.threat != "?").then_some(t.threat),
                announced: t.announced,
                calls: t.calls,
            })
            .collect();
        self.threats = threats;
        let names: Vec<String> = file.crew.iter().map(|c| c.name.clone()).collect();
        let index = |name: &str| names.iter().position(|n| n == name);
        self.rows = file
            .crew
            .into_iter()
            .map(|c| BoardRow {
                specialist: c
                    .specialization
                    .and_then(|word| engine::Specialist::parse(&word).ok())
                    .map(|mut s| {
                        s.teleport = c.teleport.as_ref().and_then(|[departure, arrival]| {
                            Some(engine::specialization::Teleport {
                                departure: index(departure)?,
                                arrival: index(arrival)?,
                            })
                        });
                        s
                    }),
                name: c.name,
                color: c.color,
                captain: c.captain,
                android: c.android,
                text: c.actions,
            })
            .collect();
        self.mission = file.mission;
        self.modules = file.modules;
        self.players = file.players;
        self.seed = file.seed;
        self.trajectories = file.trajectories;
        self.drawn_tiles = std::array::from_fn(|i| {
            let zone = Zone::VARIANTS[i];
            file.damage_tiles
                .iter()
                .find(|(z, _)| *z == zone)
                .map(|(_, tiles)| tiles.clone())
                .unwrap_or_default()
        });
        self.tiles = if self.drawn_tiles.iter().any(|t| !t.is_empty()) {
            TileDrawing::Crew
        } else {
            TileDrawing::App
        };
        self.starting_damage = file.starting_damage;
        self.focused = 0;
        self.pick(self.threats.iter().position(|t| t.card.is_none()));
        self.problems.clear();
    }

    /// The game file text: the game when it is complete, else a draft in the same format that
    /// keeps every keystroke (see [`checked_text`]).
    ///
    /// # Errors
    /// [`WriteError`] if the YAML writer refuses a value (not expected: see [`to_yaml`]).
    pub fn file_text(&self) -> Result<String, WriteError> {
        checked_text(self.file(), self.catalog())
    }

    /// The tiles the crew entered, zone by zone (none when the app draws them).
    fn entered_tiles(&self) -> Vec<(Zone, Vec<DamageTile>)> {
        if self.tiles != TileDrawing::Crew {
            return Vec::new();
        }
        Zone::VARIANTS
            .iter()
            .copied()
            .map(|zone| (zone, self.drawn_tiles[zone.index()].clone()))
            .filter(|(_, tiles)| !tiles.is_empty())
            .collect()
    }
}

/// The text of a game file's form, checked once ([`GameFile::check`]): the game it makes, as
/// [`to_yaml`] writes a game, else a draft in the same format that keeps every keystroke
/// (cards not yet picked are written as `"?"`), written by the same writer; its header says
/// it is a draft, which pile each threat came from and which the track announced. Without a
/// catalog it is a draft.
///
/// # Errors
/// [`WriteError`] if the YAML writer refuses a value (not expected: see [`to_yaml`]).
pub fn checked_text(file: GameFile, catalog: Option<&Catalog>) -> Result<String, WriteError> {
    match catalog.and_then(|catalog| file.check(catalog).ok()) {
        Some(game) => to_yaml(&game),
        None => file.as_draft().to_yaml(),
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::gui::model::boards::Edit;
    use crate::shell::draft::{
        keep_previous, previous_autosave, read_draft, read_game, write_autosave,
    };
    use crate::shell::settings::Settings;

    fn catalog() -> Result<Arc<Catalog>, String> {
        Ok(Arc::new(Catalog::base().unwrap()))
    }

    fn loaded(path: &str) -> BoardsEntry {
        let mut entry = BoardsEntry::new(&Settings::default(), catalog(), 0);
        let game = read_game(path, entry.catalog().unwrap()).unwrap();
        entry.set_game(&game);
        entry
    }

    #[test]
    fn an_autosave_loads_back_as_the_same_game_and_the_same_draft() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("nested").join("boards-autosave.yaml");
        let mut entry = BoardsEntry::new(&Settings::default(), catalog(), 7);
        entry.edit(Edit::SetText(0, "A > ^".into()));
        write_autosave(&file, &entry.file_text().unwrap()).unwrap();
        let saved = std::fs::read_to_string(&file).unwrap();
        assert!(saved.contains("actions: \"A > ^\""), "{saved}");
        // A draft restores the entry exactly: a card not picked yet, its pile, the
        // threats the track announced, a token that is not a card.
        entry.edit(Edit::AddThreat);
        entry.edit(Edit::ToggleSerious(0));
        entry.threats[0].announced = true;
        entry.edit(Edit::SetText(1, "A Q".into()));
        write_autosave(&file, &entry.file_text().unwrap()).unwrap();
        let mut restored = BoardsEntry::new(&Settings::default(), catalog(), 0);
        restored.set_file(read_draft(&file).unwrap());
        assert_eq!(restored.file(), entry.file());
        assert_eq!(restored.threats, entry.threats);
        assert_eq!(restored.rows, entry.rows);
        // A complete entry is saved as a game file that loads back to the same game.
        entry.edit(Edit::RemoveThreat(0));
        entry.threats.clear();
        entry.edit(Edit::SetText(1, String::new()));
        entry.edit(Edit::Tiles(TileDrawing::Crew));
        entry.edit(Edit::PushTile(Zone::Blue, DamageTile::Shield));
        entry.edit(Edit::PushTile(Zone::Blue, DamageTile::Reactor));
        write_autosave(&file, &entry.file_text().unwrap()).unwrap();
        let again = loaded(&file.display().to_string());
        assert_eq!(again.game().unwrap(), entry.game().unwrap());
        assert_eq!(again.tiles, TileDrawing::Crew);
        let loaded = again.game().unwrap();
        let tiles = &loaded.game.setup().damage_tiles;
        assert_eq!(
            tiles.get(&Zone::Blue),
            Some(&vec![DamageTile::Shield, DamageTile::Reactor])
        );
        assert_eq!(
            tiles.get(&Zone::Red),
            None,
            "zones without entered tiles are drawn by the app"
        );
        // The same file read as a draft restores the same entry.
        let mut restored = BoardsEntry::new(&Settings::default(), catalog(), 0);
        restored.set_file(read_draft(&file).unwrap());
        assert_eq!(restored.game().unwrap(), entry.game().unwrap());
    }

    #[test]
    fn a_blank_draft_never_hides_the_boards_typed_before() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("boards-autosave.yaml");
        let write = |text: &str| {
            let mut entry = BoardsEntry::new(&Settings::default(), catalog(), 0);
            entry.edit(Edit::SetText(0, text.into()));
            write_autosave(&file, &entry.file_text().unwrap()).unwrap();
        };
        write("A B C");
        keep_previous(&file);
        let typed = previous_autosave(&file).unwrap();
        // A screen opened and left without typing writes a blank draft...
        write("");
        keep_previous(&file);
        // ...which does not replace the boards typed before.
        let kept = read_draft(&typed).unwrap();
        assert_eq!(kept.crew[0].actions, "A B C");
        assert!(!kept.is_blank());
    }
}
