//! Replaying a logged mission: its game file resolved again with the stored seed, shown in
//! the resolution view, and checked against the result the log kept.

use std::sync::Arc;

use egui::{Color32, RichText, Ui};
use i18n::tr;
use missions::{Catalog, game::parse_game};
use serde_json::Value;
use words::report;

use ::shiplog::LoggedMission;

use super::pages::{played_on, result_text};
use crate::gui::Intent;
use crate::gui::ResolutionIntent;
use crate::gui::ScreenName;
use crate::gui::ShipLogIntent;
use crate::gui::screens::resolution::ResolutionScreen;
use crate::gui::screens::score::card_grid;
use crate::gui::stack::{Screen, Shared, waiting};
use crate::gui::widgets::theme;

/// Whether resolving the logged game again gives the result the log kept.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReplayCheck {
    /// The same result, field for field.
    Matches,
    /// The fields of the result that differ (`score`, `damage`, ...): the rules changed
    /// since the mission was logged.
    Differs(Vec<String>),
    /// The stored result is not a JSON object this build can read.
    Unreadable(String),
}

impl ReplayCheck {
    /// Compares a fresh `resolve --json` object with the one stored in the log.
    pub fn compare(replayed: &impl serde::Serialize, stored_json: &str) -> ReplayCheck {
        let replayed = match serde_json::to_value(replayed) {
            Ok(replayed) => replayed,
            Err(err) => return ReplayCheck::Unreadable(err.to_string()),
        };
        let stored: Value = match serde_json::from_str(stored_json) {
            Ok(stored) => stored,
            Err(err) => return ReplayCheck::Unreadable(err.to_string()),
        };
        let (Some(now), Some(then)) = (replayed.as_object(), stored.as_object()) else {
            return ReplayCheck::Unreadable(tr!("replay-not-an-object"));
        };
        let mut fields: Vec<String> = now
            .keys()
            .chain(then.keys())
            .filter(|key| now.get(*key) != then.get(*key))
            .cloned()
            .collect();
        fields.sort();
        fields.dedup();
        if fields.is_empty() {
            ReplayCheck::Matches
        } else {
            ReplayCheck::Differs(fields)
        }
    }

    /// What the banner says about it.
    pub fn text(&self) -> String {
        match self {
            ReplayCheck::Matches => tr!("replay-matches"),
            ReplayCheck::Differs(fields) => tr!("replay-differs", fields = fields.join(", ")),
            ReplayCheck::Unreadable(why) => tr!("replay-unreadable", why = why),
        }
    }
}

/// A logged mission open in the resolution view.
#[derive(Debug, Clone)]
pub struct LogReplay {
    /// The mission as logged.
    pub mission: LoggedMission,
    /// The resolution view (the one the crew's own missions use), on the replayed game.
    pub resolution: ResolutionScreen,
    /// Whether the replay gave the logged result.
    pub check: ReplayCheck,
    /// The replayed score card is open.
    pub card_open: bool,
}

impl LogReplay {
    /// Parses the mission's game file with the app's catalog and the homebrew cards the log
    /// kept with it, and resolves it with the stored seed. Fails (with the reason) when the
    /// game file no longer reads, e.g. it names a homebrew card logged before the log kept
    /// them.
    pub fn new(
        mission: &LoggedMission,
        catalog: Result<Arc<Catalog>, String>,
    ) -> Result<LogReplay, String> {
        let record = &mission.record;
        let catalog = catalog?;
        let name = tr!("replay-source", id = mission.id);
        let catalog = crate::shell::homebrew::with_logged(&catalog, record.cards.as_deref());
        let mut game = parse_game(&record.game_yaml, &name, &catalog).map_err(|err| {
            i18n::tr!(
                "shiplog-cannot-replay",
                id = mission.id,
                error = words::diagnostic::all(&err)
            )
        })?;
        // The game file carries the seed too; the log's column is the one the mission was
        // resolved with when it was logged.
        game.seed = record.seed;
        let resolution = ResolutionScreen::new(game, record.game_yaml.clone())
            .with_back(crate::gui::screens::resolution::BackTo::ShipLog);
        let replayed = report::result_json(&resolution.replay.resolution);
        let check = ReplayCheck::compare(&replayed, &record.result_json);
        Ok(LogReplay {
            mission: mission.clone(),
            resolution,
            check,
            card_open: false,
        })
    }

    /// Draws the banner and the resolution view. The view's "back" returns to the ship's
    /// log, and its score card opens the replayed card beside the logged total.
    #[deny(clippy::wildcard_enum_match_arm)]
    pub fn draw(&mut self, ui: &mut Ui) -> Vec<Intent> {
        let mut intents = Vec::new();
        egui::Panel::top("log-replay-banner").show(ui, |ui| self.banner(ui));
        for intent in self.resolution.draw(ui) {
            intents.push(match intent {
                Intent::Resolution(ResolutionIntent::BackToBoards) => {
                    Intent::ShipLog(ShipLogIntent::BackToShipLog)
                }
                Intent::Resolution(ResolutionIntent::ShowScore) => {
                    Intent::ShipLog(ShipLogIntent::ToggleReplayCard)
                }
                other @ (Intent::Resolution(ResolutionIntent::Replay(_))
                | Intent::BackToSetup
                | Intent::Open(_)
                | Intent::Back
                | Intent::ToggleHelp
                | Intent::Setup(_)
                | Intent::Mission(_)
                | Intent::Boards(_)
                | Intent::Score(_)
                | Intent::ShipLog(_)
                | Intent::Campaign(_)
                | Intent::Terminal(_)
                | Intent::Career(_)
                | Intent::Homebrew(_)
                | Intent::Editor(_)) => other,
            });
        }
        if self.card_open && !self.card_window(ui) {
            intents.push(Intent::ShipLog(ShipLogIntent::ToggleReplayCard));
        }
        intents
    }

    fn banner(&self, ui: &mut Ui) {
        let record = &self.mission.record;
        ui.add_space(4.0);
        // One way back: the resolution view's own "Ship's log [Esc]" (a second Esc button
        // here said the same); the line wraps rather than run off a narrow window.
        ui.horizontal_wrapped(|ui| {
            let track = record
                .track
                .clone()
                .unwrap_or_else(|| tr!("shiplog-no-track"));
            ui.label(
                RichText::new(tr!(
                    "replay-banner",
                    id = self.mission.id.to_string(),
                    page = record.page_name(),
                    date = played_on(&record.played_at),
                    track = track,
                    result = result_text(&self.mission)
                ))
                .size(22.0)
                .strong(),
            );
        });
        let color = match self.check {
            ReplayCheck::Matches => Color32::from_rgb(110, 200, 120),
            _ => theme::ALARM,
        };
        ui.label(RichText::new(self.check.text()).size(20.0).color(color));
        ui.add_space(4.0);
    }

    /// The replayed score card, with the total the log kept beside it. Returns whether the
    /// window stays open.
    fn card_window(&self, ui: &Ui) -> bool {
        let card = self.resolution.replay.resolution.score_card();
        let total = card.total();
        let mut open = self.card_open;
        egui::Window::new(tr!("replay-card-title"))
            .open(&mut open)
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
            .show(ui.ctx(), |ui| {
                card_grid(ui, &card, "log-replay-card", 20.0);
                let replayed = total.map_or_else(|| tr!("replay-lost"), |t| t.to_string());
                ui.label(
                    RichText::new(tr!("replay-total", total = replayed))
                        .size(32.0)
                        .strong(),
                );
                ui.label(
                    RichText::new(tr!("replay-logged", result = result_text(&self.mission)))
                        .size(22.0)
                        .color(theme::MUTED),
                );
            });
        open
    }
}

impl Screen for LogReplay {
    fn name(&self) -> ScreenName {
        ScreenName::Resolution
    }

    fn ui(&mut self, ui: &mut egui::Ui, _shared: &Shared) -> Vec<Intent> {
        self.draw(ui)
    }

    fn phones(&self) -> Option<terminals::Stage> {
        waiting(tr!("phones-waiting-mission"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn the_check_names_the_fields_that_differ() {
        let now = json!({"outcome": "won", "score": {"total": 5}, "damage": {"red": 1}});
        let cases = [
            (
                r#"{"outcome": "won", "score": {"total": 5}, "damage": {"red": 1}}"#,
                ReplayCheck::Matches,
            ),
            (
                r#"{"damage": {"red": 1}, "score": {"total": 5}, "outcome": "won"}"#,
                ReplayCheck::Matches,
            ),
            (
                r#"{"outcome": "won", "score": {"total": 7}, "damage": {"red": 2}}"#,
                ReplayCheck::Differs(vec!["damage".into(), "score".into()]),
            ),
            (
                r#"{"outcome": "won", "score": {"total": 5}}"#,
                ReplayCheck::Differs(vec!["damage".into()]),
            ),
            (
                r#"{"outcome": "won", "score": {"total": 5}, "damage": {"red": 1}, "x": 1}"#,
                ReplayCheck::Differs(vec!["x".into()]),
            ),
        ];
        for (stored, expected) in cases {
            assert_eq!(ReplayCheck::compare(&now, stored), expected, "{stored}");
        }
        assert!(matches!(
            ReplayCheck::compare(&now, "not json"),
            ReplayCheck::Unreadable(_)
        ));
        assert!(matches!(
            ReplayCheck::compare(&now, "[1, 2]"),
            ReplayCheck::Unreadable(_)
        ));
    }
}
