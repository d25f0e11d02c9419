//! The changes the boards screen asks for, applied to the entry one at a time.

use engine::{Color, DamageTile, ThreatZone, Zone};

use super::{BoardsEntry, ThreatEntry, TileDrawing};

/// One change to the entry, as the boards screen asks for it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Edit {
    /// The palette types into this board (and its text field gets the keyboard).
    Focus(usize),
    /// A board's text as typed in its field.
    SetText(usize, String),
    /// A board's text as typed on that player's phone (already checked by the token rules;
    /// the host's focus stays where it is).
    FromPhone(usize, String),
    /// A token clicked on the palette, for the focused board (`~` added after "Oops").
    Palette(String),
    /// "Oops, I tripped": the next card clicked on the palette gets `~` (again: not).
    ToggleOops,
    /// Removes the last token of the focused board.
    Undo,
    /// A trajectory board (0 red, 1 white, 2 blue, 3 internal) set to T1-T7.
    SetTrajectory(usize, u8),
    /// Opens the card picker on a threat (or closes it).
    Pick(Option<usize>),
    /// The picker's search text.
    Search(String),
    /// The picker shows cards of one color only (or all).
    Level(Option<Color>),
    /// The card drawn for a threat (the picker moves on to the next threat without one).
    ChooseCard(usize, String),
    /// A threat added by hand: its turn.
    SetTurn(usize, u8),
    /// A threat added by hand: its trajectory.
    SetZone(usize, ThreatZone),
    /// A threat added by hand: serious or common.
    ToggleSerious(usize),
    /// Removes a threat added by hand.
    RemoveThreat(usize),
    /// Adds a threat by hand (T+1 red, common) and opens its picker.
    AddThreat,
    /// Who draws the damage tiles.
    Tiles(TileDrawing),
    /// A tile the crew drew in a zone.
    PushTile(Zone, DamageTile),
    /// Takes back the last tile drawn in a zone.
    PopTile(Zone),
    /// The seed of the tiles the app draws.
    SetSeed(u64),
    /// The path typed for "Save as" and "Load".
    SetPath(String),
    /// A board's specialization (The New Frontier), or none; one another board holds is
    /// refused.
    SetSpecialization(usize, Option<engine::Specialization>),
    /// The level (1-3) of a board's specialization.
    SetSpecialistLevel(usize, u8),
    /// The Teleporter's tokens on board `row`: who is moved (departure) into whose station
    /// (arrival), as board indexes.
    SetTeleport {
        /// The Teleporter's board.
        row: usize,
        /// The board of the crew member moved.
        departure: usize,
        /// The board of the crew member whose station they arrive in.
        arrival: usize,
    },
}

impl Edit {
    /// Whether the edit changes what the game file says (and so calls for an autosave).
    pub fn changes_the_file(&self) -> bool {
        !matches!(
            self,
            Edit::Focus(_)
                | Edit::ToggleOops
                | Edit::Pick(_)
                | Edit::Search(_)
                | Edit::Level(_)
                | Edit::SetPath(_)
        )
    }
}

impl BoardsEntry {
    /// Applies one edit (the boards screen's, through the app's `apply`).
    pub fn edit(&mut self, edit: Edit) {
        match edit {
            Edit::Focus(row) => {
                if row < self.rows.len() {
                    self.focused = row;
                    self.focus_field = Some(row);
                }
            }
            Edit::SetText(row, text) => {
                if let Some(r) = self.rows.get_mut(row) {
                    r.text = text;
                    self.focused = row;
                }
            }
            Edit::FromPhone(row, text) => {
                if let Some(r) = self.rows.get_mut(row) {
                    r.text = text;
                }
            }
            Edit::Palette(token) => self.palette(&token),
            Edit::ToggleOops => self.tripped = !self.tripped,
            Edit::Undo => {
                if let Some(row) = self.rows.get_mut(self.focused) {
                    row.pop_token();
                    self.focus_field = Some(self.focused);
                }
            }
            Edit::SetTrajectory(i, board) => {
                if let Some(t) = self.trajectories.get_mut(i) {
                    *t = board.clamp(1, 7);
                }
            }
            Edit::Pick(index) => self.pick(index),
            Edit::Search(text) => self.search = text,
            Edit::Level(level) => self.level = level,
            Edit::ChooseCard(index, id) => {
                if let Some(threat) = self.threats.get_mut(index) {
                    threat.card = Some(id);
                    // On to the next threat still without a card.
                    self.pick(self.threats.iter().position(|t| t.card.is_none()));
                }
            }
            Edit::SetTurn(index, turn) => self.hand_threat(index, |t| t.turn = turn.clamp(1, 8)),
            Edit::SetZone(index, zone) => self.hand_threat(index, |t| t.zone = zone),
            Edit::ToggleSerious(index) => self.hand_threat(index, |t| t.serious = !t.serious),
            Edit::RemoveThreat(index) => {
                if self.threats.get(index).is_some_and(|t| !t.announced) {
                    self.threats.remove(index);
                    self.picking = None;
                }
            }
            Edit::AddThreat => self.add_threat(),
            Edit::Tiles(drawing) => self.tiles = drawing,
            Edit::PushTile(zone, tile) => {
                let tiles = &mut self.drawn_tiles[zone.index()];
                if !tiles.contains(&tile) {
                    tiles.push(tile);
                }
            }
            Edit::PopTile(zone) => {
                self.drawn_tiles[zone.index()].pop();
            }
            Edit::SetSeed(seed) => self.seed = seed,
            Edit::SetPath(path) => self.path = path,
            Edit::SetSpecialization(row, specialization) => {
                self.set_specialization(row, specialization);
            }
            Edit::SetSpecialistLevel(row, level) => self.set_specialist_level(row, level),
            Edit::SetTeleport {
                row,
                departure,
                arrival,
            } => self.set_teleport(row, departure, arrival),
        }
    }

    /// A new threat (turn 1, red zone, no card yet), picked for its card.
    fn add_threat(&mut self) {
        self.threats.push(ThreatEntry {
            turn: 1,
            zone: ThreatZone::External(Zone::Red),
            serious: false,
            unconfirmed: false,
            card: None,
            announced: false,
            calls: Vec::new(),
        });
        self.pick(Some(self.threats.len() - 1));
    }

    /// A palette click: the token (after "Oops": tripped over) goes to the focused board.
    fn palette(&mut self, token: &str) {
        let Some(row) = self.rows.get_mut(self.focused) else {
            return;
        };
        // A board has 12 spaces: a thirteenth card has nowhere to go (the palette says so).
        if row.is_full() {
            return;
        }
        // "Oops" stands in front of a card: an empty space cannot be tripped over.
        let typed = match (self.tripped, token) {
            (true, ".") => None,
            (true, t) => Some(format!("~{t}")),
            (false, t) => Some(t.to_owned()),
        };
        if let Some(typed) = typed {
            row.push_token(&typed);
            self.focus_field = Some(self.focused);
            self.tripped = false;
        }
    }

    /// Changes a threat added by hand (an announced threat's turn, zone and pile are the
    /// track's).
    fn hand_threat(&mut self, index: usize, change: impl FnOnce(&mut ThreatEntry)) {
        if let Some(threat) = self.threats.get_mut(index)
            && !threat.announced
        {
            change(threat);
        }
    }

    /// The row whose text field should take the keyboard on this frame (taken once).
    pub fn take_focus_request(&mut self) -> Option<usize> {
        self.focus_field.take()
    }
}
