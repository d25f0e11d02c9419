//! The Action Round as a screen of the stack: the round being played (the model), its view,
//! the sound, the digital deck and, for a lesson, the flight school; the mission's clock is
//! the audio's.

use std::time::Duration;

use terminals::{BannerKind, BannerView, Stage, ThreatView};

use super::MissionView;
use super::{banner_text, clock_text, left_text};
use crate::gui::model::deck::CardFace;
use crate::gui::model::deck::ThreatDeck;
use crate::gui::model::hands::DealtRound;
use crate::gui::model::mission::Banner;
use crate::gui::model::mission::MissionRun;
use crate::gui::screens::flight_school::{self, FlightSchool};
use crate::gui::screens::threat_cards::CardWords;
use crate::gui::stack::{Screen, Shared};
use crate::gui::{Intent, MissionIntent, ScreenName};
use crate::shell::sound::MissionAudio;
use missions::Catalog;

/// How often the screen looks whether a repeat has been said (the clock holds meanwhile).
const REPEAT_POLL: Duration = Duration::from_millis(100);

/// A running Action Round.
pub struct MissionScreen {
    /// The round: the track's cues, the threats announced, the cards drawn.
    pub run: MissionRun,
    /// The screen's own state (dialogs, notices, the repeat being said).
    pub view: MissionView,
    /// The sound, whose position is the mission's time.
    pub audio: MissionAudio,
    /// The digital threat deck (or the crew's own cards).
    pub deck: Box<dyn ThreatDeck>,
    /// A flight-school lesson: the clock waits for the crew after each announcement.
    pub school: Option<FlightSchool>,
    /// The action cards dealt on the phones, if they are.
    pub dealt: Option<DealtRound>,
    /// The dealt table as the server last had it: the backs of the cards the host shows (in
    /// the solo game on this screen, the table itself).
    pub table: Option<hands::Table>,
    /// What the solo player has chosen on the screen (a card, its half, a space).
    pub solo: super::solo::SoloView,
}

impl Screen for MissionScreen {
    fn name(&self) -> ScreenName {
        ScreenName::Mission
    }

    fn ui(&mut self, ui: &mut egui::Ui, shared: &Shared) -> Vec<Intent> {
        let paused = self.audio.is_paused();
        // Who is connected, along the bottom: a remote player whose phone dropped is seen at
        // once.
        if let Some(line) = crate::gui::screens::crew_terminals::links_line(shared.phones) {
            egui::Panel::bottom("mission-phones").show(ui, |ui| {
                ui.label(egui::RichText::new(line).color(crate::gui::widgets::theme::MUTED));
            });
        }
        let mut intents = self.cards_ui(ui);
        intents.extend(
            self.view
                .ui(ui, &self.run, paused, self.audio.status(), shared.volume),
        );
        if let Some(school) = &self.school {
            intents.extend(flight_school::ui(ui, school, &self.run));
        }
        intents
    }

    /// Tells the round the time (the audio clock), and ends it when it is over.
    fn tick(&mut self) -> Vec<Intent> {
        self.hold_for_question();
        let now = self.audio.position_ms();
        if self.view.repeating.is_some() && !self.audio.is_replaying() {
            self.view.repeating = None;
        }
        self.run.advance_to(now, self.deck.as_mut());
        if let Some(school) = &mut self.school {
            // The audio paused itself where the words ended; this also stops a clock that
            // did not (after a lost device).
            school.after_advance(&self.run);
            if school.waits() && !self.audio.is_paused() {
                self.audio.pause();
            }
        }
        let mut intents = Vec::new();
        if let Some(dealt) = &mut self.dealt {
            let signals = dealt.due(&self.run);
            if !signals.is_empty() {
                intents.push(Intent::Mission(MissionIntent::Clock(signals)));
            }
        }
        if self.run.is_over() || self.audio.is_finished() {
            intents.push(Intent::Mission(MissionIntent::RoundOver));
        }
        intents
    }

    /// Exactly when something visible will change, so an idle mission costs almost nothing.
    fn repaint_after(&mut self) -> Option<Duration> {
        if (self.view.confirm_abort || self.view.confirm_end) && !self.audio.is_paused() {
            // A question just opened: hold the clock at once (the next tick).
            Some(Duration::ZERO)
        } else if self.view.repeating.is_some() {
            // The mission clock holds during a repeat: look again soon for its end.
            Some(REPEAT_POLL)
        } else if self.audio.is_paused() {
            None
        } else {
            let now = self.audio.position_ms();
            let wait = self.run.next_change_ms().saturating_sub(now).max(1);
            Some(Duration::from_millis(wait))
        }
    }

    fn phones(&self) -> Option<Stage> {
        Some(mission_stage_with(
            &self.run,
            self.audio.is_paused(),
            self.view.catalog.as_deref(),
        ))
    }
}

impl MissionScreen {
    /// A round about to start: no lesson, no cards dealt (yet).
    pub fn new(
        run: MissionRun,
        view: MissionView,
        audio: MissionAudio,
        deck: Box<dyn ThreatDeck>,
    ) -> Self {
        Self {
            run,
            view,
            audio,
            deck,
            school: None,
            dealt: None,
            table: None,
            solo: super::solo::SoloView::default(),
        }
    }

    /// The mission clock while it runs (`None` while it stands or a cue is repeated): the
    /// phones speak each clip at the same moment as the host.
    pub fn running_ms(&mut self) -> Option<u64> {
        let stands = self.audio.is_paused() || self.view.repeating.is_some();
        (!stands).then(|| self.audio.position_ms())
    }

    /// Behind the Abort and End questions the clock holds, so the crew loses no time
    /// answering; when they stay, it runs on (unless it was paused before).
    fn hold_for_question(&mut self) {
        let asking = self.view.confirm_abort || self.view.confirm_end;
        if asking && !self.audio.is_paused() {
            self.audio.pause();
            self.view.held_for_question = true;
        } else if !asking && self.view.held_for_question {
            self.view.held_for_question = false;
            self.audio.play();
        }
    }

    /// The dealt cards along the bottom of the window, below the controls: the solo player's
    /// hand and boards, or the backs of the boards played on the phones. Shown first, so the
    /// mission's own panels take the space above.
    fn cards_ui(&mut self, ui: &mut egui::Ui) -> Vec<Intent> {
        let (Some(table), Some(dealt)) = (&self.table, &self.dealt) else {
            return Vec::new();
        };
        let mut intents = Vec::new();
        // The solo player's hand needs room; the backs one row per figure.
        let window = ui.ctx().content_rect().height();
        let size = if dealt.on_host {
            window * 0.42
        } else {
            (90.0 + 44.0 * dealt.names.len() as f32).min(window * 0.35)
        };
        egui::Panel::bottom("mission-cards")
            .exact_size(size)
            .show(ui, |ui| {
                egui::ScrollArea::vertical()
                    .auto_shrink(false)
                    .show(ui, |ui| {
                        if dealt.on_host {
                            intents = self.solo.ui(ui, table, &dealt.names);
                        } else {
                            super::backs::ui(ui, table, &dealt.names);
                        }
                    });
            });
        intents
    }
}

/// The Action Round at this frame, as the mission screen shows it (the cards drawn by name).
pub fn mission_stage(run: &MissionRun, paused: bool) -> Stage {
    mission_stage_with(run, paused, None)
}

/// The Action Round at this frame, with each drawn card's words from `catalog`.
pub fn mission_stage_with(run: &MissionRun, paused: bool, catalog: Option<&Catalog>) -> Stage {
    let phase = run.phase();
    Stage::Mission(terminals::MissionView {
        mission: crate::card::words::track_name(&run.plan().name),
        clock: clock_text(run.clock_ms()),
        phase: phase.map(|(p, _)| p),
        phases: u8::try_from(run.phase_count()).unwrap_or(u8::MAX),
        left: phase.map(|(_, left)| left_text(left)),
        paused,
        announcement: run.caption(),
        announced: u32::try_from(run.announced().len()).unwrap_or(u32::MAX),
        banners: run
            .banners()
            .iter()
            .map(|b| BannerView {
                kind: match b {
                    Banner::Blackout { .. } => BannerKind::Blackout,
                    Banner::DataTransfer { .. } | Banner::IncomingData(_) => BannerKind::Data,
                },
                text: banner_text(b),
            })
            .collect(),
        threats: run
            .threats()
            .iter()
            .map(|t| ThreatView {
                turn: t.turn,
                zone: t.zone_label(),
                zone_key: t
                    .external_zone()
                    .map_or_else(|| "internal".to_owned(), |z| z.name().to_owned()),
                serious: t.serious,
                unconfirmed: t.unconfirmed,
                card: t.card.as_ref().map(|c| format!("{} {}", c.id, c.name)),
                rules: card_lines(t.card.as_ref(), catalog),
            })
            .collect(),
    })
}

/// A drawn card's words for the phones, a line each (none without a card or its catalog).
fn card_lines(card: Option<&CardFace>, catalog: Option<&Catalog>) -> Vec<String> {
    let Some(words) = card
        .zip(catalog)
        .and_then(|(c, cat)| CardWords::find(cat, &c.id))
    else {
        return Vec::new();
    };
    let mut lines = vec![words.kind, words.stats];
    lines.extend((!words.description.is_empty()).then_some(words.description));
    lines.extend(words.actions);
    lines
}
