//! The entry as it is kept: the game-file text (complete or a draft that keeps every
//! keystroke) and the [`Draft`] beside it, built from the entry and read back into it. Pure:
//! the app's one `apply` writes and reads them through `crate::shell::draft`.

use engine::{CrewColor, DamageTile, ThreatZone, Zone};
use missions::game::{CrewLine, GameFile, ThreatLine, WriteError, to_yaml};

use super::{BoardRow, BoardsEntry, ThreatEntry, TileDrawing};
use crate::shell::draft::{Draft, DraftRow, DraftThreat};

impl BoardsEntry {
    /// The entry as a draft (everything typed, even what is not a game yet).
    pub fn draft(&self) -> Draft {
        Draft {
            mission: self.mission.clone(),
            players: self.players,
            seed: self.seed,
            trajectories: self.trajectories,
            threats: self
                .threats
                .iter()
                .map(|t| DraftThreat {
                    turn: t.turn,
                    zone: t.zone.name().to_owned(),
                    serious: t.serious,
                    unconfirmed: t.unconfirmed,
                    card: t.card.clone(),
                    announced: t.announced,
                    calls: t.calls.clone(),
                })
                .collect(),
            rows: self
                .rows
                .iter()
                .map(|r| DraftRow {
                    name: r.name.clone(),
                    color: r.color.map(|c| c.name().to_owned()),
                    captain: r.captain,
                    android: r.android,
                    text: r.text.clone(),
                    specialist: r.specialist.map(engine::Specialist::word),
                    teleport: r
                        .specialist
                        .and_then(|s| s.teleport)
                        .map(|t| [t.departure, t.arrival]),
                })
                .collect(),
            crew_tiles: self.tiles == TileDrawing::Crew,
            drawn_tiles: self
                .drawn_tiles
                .clone()
                .map(|tiles| tiles.iter().map(|t| t.name().to_owned()).collect()),
            modules: self.modules,
        }
    }

    /// Replaces the entry with a draft read back.
    pub fn set_draft(&mut self, draft: Draft) {
        self.mission = draft.mission;
        self.modules = draft.modules;
        self.players = draft.players;
        self.seed = draft.seed;
        self.trajectories = draft.trajectories;
        self.threats = draft
            .threats
            .into_iter()
            .map(|t| ThreatEntry {
                turn: t.turn,
                zone: ThreatZone::parse(&t.zone).unwrap_or(ThreatZone::Internal),
                serious: t.serious,
                unconfirmed: t.unconfirmed,
                card: t.card,
                announced: t.announced,
                calls: t.calls,
            })
            .collect();
        self.rows = draft
            .rows
            .into_iter()
            .map(|r| BoardRow {
                name: r.name,
                color: r.color.as_deref().and_then(CrewColor::parse),
                captain: r.captain,
                android: r.android,
                text: r.text,
                specialist: r
                    .specialist
                    .and_then(|word| engine::Specialist::parse(&word).ok())
                    .map(|mut s| {
                        s.teleport = r.teleport.map(|[departure, arrival]| {
                            engine::specialization::Teleport { departure, arrival }
                        });
                        s
                    }),
            })
            .collect();
        self.tiles = if draft.crew_tiles {
            TileDrawing::Crew
        } else {
            TileDrawing::App
        };
        self.drawn_tiles = draft
            .drawn_tiles
            .map(|tiles| tiles.iter().filter_map(|t| DamageTile::parse(t)).collect());
        self.focused = 0;
        self.pick(self.threats.iter().position(|t| t.card.is_none()));
        self.problems.clear();
    }

    /// The game file text: the game when it is complete, else a draft in the same format that
    /// keeps every keystroke (cards not yet picked are written as `"?"`), written by the same
    /// writer as a game; its header says it is a draft and which pile each threat came from.
    ///
    /// # Errors
    /// [`WriteError`] if the YAML writer refuses a value (not expected: see [`to_yaml`]).
    pub fn file_text(&self) -> Result<String, WriteError> {
        if let Ok(game) = self.game() {
            return to_yaml(&game);
        }
        let piles: Vec<&str> = self
            .threats
            .iter()
            .map(|t| if t.serious { "serious" } else { "common" })
            .collect();
        let mut header = vec!["draft: not complete yet".to_owned()];
        if !piles.is_empty() {
            header.push(format!("piles, threat by threat: {}", piles.join(", ")));
        }
        let name = |i: usize| self.rows.get(i).map_or("?", |r| &*r.name).to_owned();
        let specialist = |r: &BoardRow| r.specialist.filter(|_| self.modules.specializations);
        GameFile {
            header,
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
            ..GameFile::default()
        }
        .to_yaml()
    }

    /// The tiles the crew entered, zone by zone (none when the app draws them).
    fn entered_tiles(&self) -> Vec<(Zone, Vec<DamageTile>)> {
        if self.tiles != TileDrawing::Crew {
            return Vec::new();
        }
        Zone::ALL
            .into_iter()
            .map(|zone| (zone, self.drawn_tiles[zone.index()].clone()))
            .filter(|(_, tiles)| !tiles.is_empty())
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use missions::Catalog;

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
    fn an_autosave_pair_loads_back_as_the_same_game_and_the_same_draft() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("nested").join("boards-autosave.yaml");
        let mut entry = BoardsEntry::new(&Settings::default(), catalog(), 7);
        entry.edit(Edit::SetText(0, "A > ^".into()));
        write_autosave(&file, &entry.file_text().unwrap(), &entry.draft()).unwrap();
        let saved = std::fs::read_to_string(&file).unwrap();
        assert!(saved.contains("actions: \"A > ^\""), "{saved}");
        // A complete entry is saved as a game file that loads back to the same game.
        entry.edit(Edit::Tiles(TileDrawing::Crew));
        entry.edit(Edit::PushTile(Zone::Blue, DamageTile::Shield));
        entry.edit(Edit::PushTile(Zone::Blue, DamageTile::Reactor));
        write_autosave(&file, &entry.file_text().unwrap(), &entry.draft()).unwrap();
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
        // The JSON draft beside it restores the entry exactly.
        let json = file.with_extension("json");
        let mut restored = BoardsEntry::new(&Settings::default(), catalog(), 0);
        restored.set_draft(read_draft(&json).unwrap());
        assert_eq!(restored.draft(), entry.draft());
    }

    #[test]
    fn a_blank_draft_never_hides_the_boards_typed_before() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("boards-autosave.yaml");
        let write = |text: &str| {
            let mut entry = BoardsEntry::new(&Settings::default(), catalog(), 0);
            entry.edit(Edit::SetText(0, text.into()));
            write_autosave(&file, &entry.file_text().unwrap(), &entry.draft()).unwrap();
        };
        write("A B C");
        keep_previous(&file);
        let typed = previous_autosave(&file).unwrap();
        // A screen opened and left without typing writes a blank draft...
        write("");
        keep_previous(&file);
        // ...which does not replace the boards typed before.
        let kept = read_draft(&typed).unwrap();
        assert_eq!(kept.rows[0].text, "A B C");
        assert!(!kept.is_blank());
    }
}
