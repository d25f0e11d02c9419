//! A mission track being written in the mission editor: the track, the announcement selected,
//! and every change undoable. Each change goes through [`MissionDraft::change`] (the one
//! mutator); the events stay sorted by time, as the loader wants them, and the selection
//! follows the announcement it was on. The checks are the missions crate's own
//! ([`Track::validate`] and the CD profile's), read back as data in [`checks`].

pub mod checks;

use engine::ThreatZone;
use missions::track::{Event, EventKind, ThreatEvent, Track, TrackKind};

/// The longest blackout the editor offers (the CD's are 5-30 s).
pub const LONGEST_BLACKOUT: u32 = 60;

/// One change to the track (each is one step of undo; a run of changes to one field of one
/// announcement, as a drag of a number makes, is one step).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Change {
    /// A new announcement (selected once added).
    Add(Event),
    /// An announcement moved to a second (a drag, or its time typed).
    Move {
        /// Which one (index in the track's sorted events).
        index: usize,
        /// Its new time in seconds.
        to: u32,
    },
    /// An announcement moved by some seconds (the arrow keys: 1, with Shift 10).
    Nudge {
        /// Which one.
        index: usize,
        /// Seconds later (negative: earlier).
        by: i64,
    },
    /// What an announcement says: its type and parameters (threat, incoming data...).
    Set {
        /// Which one.
        index: usize,
        /// What it says now.
        kind: EventKind,
    },
    /// An announcement deleted.
    Delete(usize),
    /// A phase's end moved (phase 0-based).
    PhaseEnd {
        /// The phase, 0-based.
        phase: usize,
        /// Its end, in seconds.
        end: u32,
    },
    /// The track's name.
    Name(String),
    /// The track's kind (a test run has two phases, the others three).
    Kind(TrackKind),
}

/// What makes two changes in a row one step of undo: the same field of the same announcement.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Field {
    Name,
    Phase(usize),
    Time(usize),
    Numbers(usize),
}

/// A track being written, with its history.
#[derive(Debug, Clone)]
pub struct MissionDraft {
    /// The track as it is now.
    pub track: Track,
    /// The announcement selected (index in `track.events`).
    pub selected: Option<usize>,
    /// The file name it is saved under in the crew's folder (without `.yaml`).
    pub file_name: String,
    undo: Vec<(Track, Option<usize>)>,
    redo: Vec<(Track, Option<usize>)>,
    last_field: Option<Field>,
    /// The track as last saved (or opened): whether there is work to save.
    saved: Option<Track>,
}

impl MissionDraft {
    /// A new mission: three phases of the CD's lengths, no announcements yet.
    pub fn new(name: String, file_name: String) -> Self {
        let track = Track {
            name,
            kind: TrackKind::Mission,
            modules: engine::Modules::default(),
            phases: vec![225, 450, 600],
            soundtrack: None,
            events: Vec::new(),
        };
        Self::of(track, file_name)
    }

    /// A copy of `track` to edit (a shipped track, or one of the crew's), to be saved as
    /// `file_name`; nothing to save until it changes.
    pub fn of(track: Track, file_name: String) -> Self {
        Self {
            saved: Some(track.clone()),
            track,
            selected: None,
            file_name,
            undo: Vec::new(),
            redo: Vec::new(),
            last_field: None,
        }
    }

    /// Whether the track differs from what was last saved (or opened).
    pub fn is_dirty(&self) -> bool {
        self.saved.as_ref() != Some(&self.track)
    }

    /// The track is saved as it is now.
    pub fn mark_saved(&mut self) {
        self.saved = Some(self.track.clone());
    }

    /// Whether there is a change to undo / to redo.
    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    /// Whether there is an undone change to make again.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Selects an announcement (or none); not a change of the track.
    pub fn select(&mut self, index: Option<usize>) {
        self.selected = index.filter(|&i| i < self.track.events.len());
        self.last_field = None;
    }

    /// Takes back the last change.
    pub fn undo(&mut self) {
        if let Some((track, selected)) = self.undo.pop() {
            let now = std::mem::replace(&mut self.track, track);
            self.redo.push((now, self.selected));
            self.selected = selected;
        }
        self.last_field = None;
    }

    /// Makes the last change taken back again.
    pub fn redo(&mut self) {
        if let Some((track, selected)) = self.redo.pop() {
            let now = std::mem::replace(&mut self.track, track);
            self.undo.push((now, self.selected));
            self.selected = selected;
        }
        self.last_field = None;
    }

    /// Makes one change; a change that changes nothing leaves no step of undo.
    pub fn change(&mut self, change: Change) {
        let before = (self.track.clone(), self.selected);
        let field = self.make(change);
        if self.track == before.0 {
            // Nothing changed: no step of undo, and the selection as it was.
            self.selected = before.1;
            return;
        }
        // A run of changes to one field (a number dragged) is one step.
        if field.is_none() || field != self.last_field {
            self.undo.push(before);
        }
        self.redo.clear();
        self.last_field = field;
    }

    fn make(&mut self, change: Change) -> Option<Field> {
        let last = self.track.duration().saturating_sub(1);
        match change {
            Change::Add(event) => {
                let at = event.at.min(last);
                self.place(Event { at, ..event });
                None
            }
            Change::Move { index, to } => {
                self.move_to(index, to.min(last));
                self.selected.map(Field::Time)
            }
            Change::Nudge { index, by } => {
                let at = self.track.events.get(index)?.at;
                let to = i64::from(at).saturating_add(by).clamp(0, i64::from(last));
                self.move_to(index, u32::try_from(to).unwrap_or(0));
                None
            }
            Change::Set { index, kind } => {
                let event = self.track.events.get_mut(index)?;
                let numbers_only = same_type(&event.kind, &kind);
                event.kind = kind;
                numbers_only.then_some(Field::Numbers(index))
            }
            Change::Delete(index) => {
                if index < self.track.events.len() {
                    self.track.events.remove(index);
                    self.selected = None;
                }
                None
            }
            Change::PhaseEnd { phase, end } => {
                *self.track.phases.get_mut(phase)? = end;
                Some(Field::Phase(phase))
            }
            Change::Name(name) => {
                self.track.name = name;
                Some(Field::Name)
            }
            Change::Kind(kind) => {
                self.set_kind(kind);
                None
            }
        }
    }

    /// Puts `event` among the others in time order (after those at the same second) and
    /// selects it.
    fn place(&mut self, event: Event) {
        let at = self
            .track
            .events
            .iter()
            .position(|e| e.at > event.at)
            .unwrap_or(self.track.events.len());
        self.track.events.insert(at, event);
        self.selected = Some(at);
    }

    fn move_to(&mut self, index: usize, to: u32) {
        if index >= self.track.events.len() {
            return;
        }
        let mut event = self.track.events.remove(index);
        event.at = to;
        self.place(event);
    }

    /// A test run has two phases; the others three (the third ends at the old end).
    fn set_kind(&mut self, kind: TrackKind) {
        self.track.kind = kind;
        let phases = &mut self.track.phases;
        let end = phases.last().copied().unwrap_or(600);
        match (kind.phase_count(), phases.len()) {
            (2, 3) => {
                phases.remove(1);
            }
            (3, 2) => phases.insert(1, (phases[0] + end) / 2),
            _ => {}
        }
    }
}

/// Whether two announcements are of one type (only their numbers or flags differ).
fn same_type(a: &EventKind, b: &EventKind) -> bool {
    std::mem::discriminant(a) == std::mem::discriminant(b)
}

/// What the "add" buttons and keys add: a threat, data, a data transfer, a blackout.
#[derive(Debug, Clone, Copy, PartialEq, Eq, strum::VariantArray)]
pub enum NewKind {
    /// A normal threat in the red zone on the phase's first turn.
    Threat,
    /// "Incoming data".
    IncomingData,
    /// "Data transfer".
    DataTransfer,
    /// "Communications down" for 10 seconds.
    CommsDown,
}

impl NewKind {
    /// The announcement this adds at `at` seconds into `track`: a threat on the first turn
    /// its phase may name.
    pub fn event(self, track: &Track, at: u32) -> Event {
        let kind = match self {
            NewKind::Threat => {
                let phase = track.phase_at(at).unwrap_or(1);
                let turn =
                    missions::track::allowed_turns(track.kind, phase).map_or(1, |(first, _)| first);
                EventKind::Threat(ThreatEvent {
                    turn,
                    zone: ThreatZone::External(engine::Zone::Red),
                    serious: false,
                    unconfirmed: false,
                })
            }
            NewKind::IncomingData => EventKind::IncomingData,
            NewKind::DataTransfer => EventKind::DataTransfer,
            NewKind::CommsDown => EventKind::CommsDown { seconds: 10 },
        };
        Event { at, kind }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn draft() -> MissionDraft {
        MissionDraft::new("Mine".into(), "mine".into())
    }

    #[test]
    fn every_change_is_undone_and_redone_and_events_stay_sorted() {
        let mut d = draft();
        let threat = NewKind::Threat.event(&d.track, 20);
        d.change(Change::Add(threat));
        d.change(Change::Add(NewKind::IncomingData.event(&d.track, 60)));
        assert_eq!(d.selected, Some(1));
        d.change(Change::Move { index: 1, to: 10 });
        assert_eq!(
            d.selected,
            Some(0),
            "the selection follows the announcement"
        );
        assert_eq!(d.track.events[0].kind, EventKind::IncomingData);
        d.change(Change::Nudge { index: 0, by: 1 });
        assert_eq!(d.track.events[0].at, 11);
        let after = d.track.clone();
        d.undo();
        assert_eq!(d.track.events[0].at, 10);
        d.undo();
        assert_eq!(d.track.events[1].at, 60);
        d.redo();
        d.redo();
        assert_eq!(d.track, after);
        assert!(!d.can_redo());
        d.change(Change::Delete(0));
        assert_eq!(d.track.events.len(), 1);
        d.undo();
        assert_eq!(d.track, after);
    }

    #[test]
    fn a_run_of_changes_to_one_field_is_one_step() {
        let mut d = draft();
        d.change(Change::Name("M".into()));
        d.change(Change::Name("My".into()));
        d.change(Change::PhaseEnd { phase: 0, end: 230 });
        d.change(Change::PhaseEnd { phase: 0, end: 235 });
        d.undo();
        assert_eq!((d.track.name.as_str(), d.track.phases[0]), ("My", 225));
        d.undo();
        assert_eq!(d.track.name, "Mine");
        assert!(!d.can_undo());
    }

    #[test]
    fn a_test_run_has_two_phases_and_nothing_moves_past_the_end() {
        let mut d = draft();
        d.change(Change::Kind(TrackKind::TestRun));
        assert_eq!(d.track.phases, vec![225, 600]);
        d.change(Change::Add(NewKind::DataTransfer.event(&d.track, 900)));
        assert_eq!(d.track.events[0].at, 599);
        d.change(Change::Kind(TrackKind::Mission));
        assert_eq!(d.track.phases.len(), 3);
        assert!(d.is_dirty());
        d.mark_saved();
        assert!(!d.is_dirty());
    }
}
