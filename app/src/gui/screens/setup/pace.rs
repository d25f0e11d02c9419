//! Pacing at the table: the tempo chosen on the setup screen, and the transcript of every
//! announcement shown when the Action Round is over.
//!
//! The tempo stretches the whole timeline (`missions::timeline::Tempo`); "repeat the last
//! announcement" is an intent applied in `apply/pace.rs`; the flight school's guided missions
//! are in [`crate::gui::screens::flight_school`].

use egui::{RichText, Ui};
use i18n::tr;
use missions::timeline::Tempo;

use crate::gui::model::mission::MissionRun;
use crate::gui::screens::mission::clock_text;
use crate::gui::screens::setup::SetupScreen;
use crate::gui::widgets::named_chip;
use crate::gui::widgets::theme;

/// What a tempo's chip says, and its hover text.
fn tempo_words(tempo: Tempo) -> (String, String) {
    if tempo.is_normal() {
        return (tr!("pace-tempo-normal"), tr!("pace-tempo-normal-hint"));
    }
    let length = clock_text(tempo.stretch(600_000));
    let hint = tr!(
        "pace-tempo-slower-hint",
        tempo = tempo.to_string(),
        length = length
    );
    (tempo.to_string(), hint)
}

/// One line of the transcript: when it was said (mission time) and the words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Said {
    /// Mission time of the announcement, in milliseconds.
    pub at_ms: u64,
    /// The words, as the screen showed them.
    pub text: String,
}

/// Every announcement of the Action Round, in order: what the ship's computer said and when.
pub fn transcript(run: &MissionRun) -> Vec<Said> {
    run.announced()
        .iter()
        .map(|cue| Said {
            at_ms: cue.at_ms,
            text: crate::spoken::words(cue),
        })
        .collect()
}

/// The transcript, folded under its heading (the boards screen, once the round is over).
pub fn transcript_ui(ui: &mut Ui, run: &MissionRun) {
    let said = transcript(run);
    let tempo = run.plan().timeline.tempo();
    let count = i64::try_from(said.len()).unwrap_or(i64::MAX);
    let heading = if tempo.is_normal() {
        tr!("pace-transcript", count = count)
    } else {
        tr!(
            "pace-transcript-tempo",
            count = count,
            tempo = tempo.to_string()
        )
    };
    egui::CollapsingHeader::new(RichText::new(heading).size(20.0))
        .id_salt("round-transcript")
        .show(ui, |ui| {
            // At least a third of the window once opened: in the boards' top panel the box
            // shrank to egui's least (64 px, two lines).
            let window = ui.ctx().content_rect().height();
            egui::ScrollArea::vertical()
                .max_height(window * 0.4)
                .min_scrolled_height(window * 0.3)
                .show(ui, |ui| {
                    egui::Grid::new("transcript-lines")
                        .num_columns(2)
                        .spacing([16.0, 4.0])
                        .show(ui, |ui| {
                            for line in &said {
                                ui.label(
                                    RichText::new(clock_text(line.at_ms))
                                        .monospace()
                                        .size(18.0)
                                        .color(theme::MUTED),
                                );
                                ui.label(RichText::new(&line.text).size(18.0));
                                ui.end_row();
                            }
                        });
                });
        });
}

impl SetupScreen {
    /// The tempo of the Action Round as chips: the CD's, or slower.
    pub(in crate::gui) fn tempo_ui(&mut self, ui: &mut Ui) {
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(tr!("pace-tempo-label")).color(theme::MUTED));
            for tempo in Tempo::OFFERED {
                let (text, hint) = tempo_words(tempo);
                let name = tr!("pace-tempo-chip", tempo = tempo.to_string());
                let held = self.settings.tempo == tempo;
                if named_chip(ui, held, &text, theme::ACCENT, &name)
                    .on_hover_text(hint)
                    .clicked()
                {
                    self.settings.tempo = tempo;
                }
            }
        });
        ui.add_space(4.0);
    }
}
