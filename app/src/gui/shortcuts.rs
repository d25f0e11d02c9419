//! The keyboard shortcuts of the boards, resolution and ship's-log screens (and the mission
//! screen's "repeat"), declared once.
//!
//! [`SHORTCUTS`] is the one table: the keys are read from it ([`pressed`]), the buttons
//! print their key from it ([`button_text`]) and the help window (F1) lists it, so the three
//! never disagree. A key without a modifier is ignored while a text field has the keyboard
//! (the crew is typing a board, not stepping the resolution).

use egui::{Key, Modifiers, RichText, Ui};
use i18n::tr;

use crate::gui::ScreenName;

/// What a shortcut asks for; the app turns it into an intent for the screen showing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Command {
    /// Opens or closes the list of shortcuts.
    Help,
    /// Boards: resolve the boards entered.
    Resolve,
    /// Boards: back to setup (asks first when something was typed).
    LeaveBoards,
    /// Resolution: the rest of this step, or the next step.
    Step,
    /// Resolution: back to the end of the previous step.
    StepBack,
    /// Resolution: to the end of this turn, or of the next.
    NextTurn,
    /// Resolution: to the end of the previous turn.
    TurnBack,
    /// Resolution: before the first event.
    Start,
    /// Resolution: after the last event.
    End,
    /// Resolution: play the steps by themselves, or pause.
    Play,
    /// Resolution: the score card.
    ScoreCard,
    /// Resolution: back where it came from (the boards, or the ship's log for a replay).
    Back,
    /// Ship's log: back to setup.
    LeaveShipLog,
    /// Ship's log: the campaign page.
    Campaigns,
    /// Repairs: on to the next mission of the campaign.
    NextCampaignMission,
    /// Repairs: end the campaign after the mission flown.
    EndCampaign,
    /// Campaign page: back to the ship's log.
    LeaveCampaigns,
    /// Mission: say the last announcement again (the mission clock waits for it).
    RepeatAnnouncement,
}

/// One shortcut: the screen it works on, its keys, how the buttons print it, what it does.
#[derive(Debug, Clone, Copy)]
pub struct Shortcut {
    /// What it asks for.
    pub command: Command,
    /// Where it works (`None`: on every screen of this table).
    pub screen: Option<ScreenName>,
    /// The keys (any of them), each with its modifiers.
    pub keys: &'static [(Modifiers, Key)],
    /// The keys as printed on buttons and in the help: `Ctrl+Enter`.
    pub shown: &'static str,
    /// What it does, in the help (in the current language).
    pub what: fn() -> String,
}

const NONE: Modifiers = Modifiers::NONE;
const BOARDS: Option<ScreenName> = Some(ScreenName::Boards);
const RESOLUTION: Option<ScreenName> = Some(ScreenName::Resolution);

/// Every shortcut of the boards, resolution and ship's-log screens.
pub const SHORTCUTS: &[Shortcut] = &[
    Shortcut {
        command: Command::Help,
        screen: None,
        keys: &[(NONE, Key::F1)],
        shown: "F1",
        what: || tr!("shortcut-help"),
    },
    Shortcut {
        command: Command::Resolve,
        screen: BOARDS,
        keys: &[(Modifiers::COMMAND, Key::Enter)],
        shown: "Ctrl+Enter",
        what: || tr!("shortcut-resolve"),
    },
    Shortcut {
        command: Command::LeaveBoards,
        screen: BOARDS,
        keys: &[(NONE, Key::Escape)],
        shown: "Esc",
        what: || tr!("shortcut-leave-boards"),
    },
    Shortcut {
        command: Command::Step,
        screen: RESOLUTION,
        keys: &[(NONE, Key::ArrowRight), (NONE, Key::Enter)],
        shown: "Right",
        what: || tr!("shortcut-step"),
    },
    Shortcut {
        command: Command::StepBack,
        screen: RESOLUTION,
        keys: &[(NONE, Key::ArrowLeft)],
        shown: "Left",
        what: || tr!("shortcut-step-back"),
    },
    Shortcut {
        command: Command::NextTurn,
        screen: RESOLUTION,
        keys: &[(NONE, Key::ArrowDown)],
        shown: "Down",
        what: || tr!("shortcut-next-turn"),
    },
    Shortcut {
        command: Command::TurnBack,
        screen: RESOLUTION,
        keys: &[(NONE, Key::ArrowUp)],
        shown: "Up",
        what: || tr!("shortcut-turn-back"),
    },
    Shortcut {
        command: Command::Start,
        screen: RESOLUTION,
        keys: &[(NONE, Key::Home)],
        shown: "Home",
        what: || tr!("shortcut-start"),
    },
    Shortcut {
        command: Command::End,
        screen: RESOLUTION,
        keys: &[(NONE, Key::End)],
        shown: "End",
        what: || tr!("shortcut-end"),
    },
    Shortcut {
        command: Command::Play,
        screen: RESOLUTION,
        keys: &[(NONE, Key::Space)],
        shown: "Space",
        what: || tr!("shortcut-play"),
    },
    Shortcut {
        command: Command::ScoreCard,
        screen: RESOLUTION,
        keys: &[(NONE, Key::S)],
        shown: "S",
        what: || tr!("shortcut-score-card"),
    },
    Shortcut {
        command: Command::Back,
        screen: RESOLUTION,
        keys: &[(NONE, Key::Escape)],
        shown: "Esc",
        what: || tr!("shortcut-back"),
    },
    Shortcut {
        command: Command::LeaveShipLog,
        screen: Some(ScreenName::ShipLog),
        keys: &[(NONE, Key::Escape)],
        shown: "Esc",
        what: || tr!("shortcut-leave-ship-log"),
    },
    Shortcut {
        command: Command::Campaigns,
        screen: Some(ScreenName::ShipLog),
        keys: &[(NONE, Key::K)],
        shown: "K",
        what: || tr!("shortcut-campaigns"),
    },
    Shortcut {
        command: Command::NextCampaignMission,
        screen: Some(ScreenName::Repairs),
        keys: &[(NONE, Key::Enter)],
        shown: "Enter",
        what: || tr!("shortcut-next-campaign-mission"),
    },
    Shortcut {
        command: Command::EndCampaign,
        screen: Some(ScreenName::Repairs),
        keys: &[(NONE, Key::E)],
        shown: "E",
        what: || tr!("shortcut-end-campaign"),
    },
    Shortcut {
        command: Command::LeaveCampaigns,
        screen: Some(ScreenName::Campaign),
        keys: &[(NONE, Key::Escape)],
        shown: "Esc",
        what: || tr!("shortcut-leave-campaigns"),
    },
    Shortcut {
        command: Command::RepeatAnnouncement,
        screen: Some(ScreenName::Mission),
        keys: &[(NONE, Key::R)],
        shown: "R",
        what: || tr!("pace-shortcut-repeat"),
    },
];

/// The screens whose keys this table handles.
pub fn handles(screen: ScreenName) -> bool {
    matches!(
        screen,
        ScreenName::Boards
            | ScreenName::Resolution
            | ScreenName::ShipLog
            | ScreenName::Repairs
            | ScreenName::Campaign
            | ScreenName::Mission
    )
}

fn applies(shortcut: &Shortcut, screen: ScreenName) -> bool {
    handles(screen) && shortcut.screen.is_none_or(|s| s == screen)
}

/// The shortcut of `command` (every command has one row).
fn row(command: Command) -> Option<&'static Shortcut> {
    SHORTCUTS.iter().find(|s| s.command == command)
}

/// How the key of `command` is printed (`R`); empty for a command without a row.
pub fn shown(command: Command) -> &'static str {
    row(command).map_or("", |s| s.shown)
}

/// A button's text with its key, as `docs/ui.md` asks: `Resolve  [Ctrl+Enter]`.
pub fn button_text(text: &str, command: Command) -> String {
    match row(command) {
        Some(shortcut) => format!("{text}  [{}]", key_text(shortcut.shown)),
        None => text.to_owned(),
    }
}

/// Keys as printed in the current language (`Space` is `Leertaste` on a German keyboard);
/// letters, `F1`, `Esc` and the arrows' English names where a language keeps them.
pub fn key_text(shown: &str) -> String {
    match shown {
        "Space" => tr!("key-space"),
        "Enter" => tr!("key-enter"),
        "Ctrl+Enter" => tr!("key-ctrl-enter"),
        "Right" => tr!("key-right"),
        "Left" => tr!("key-left"),
        "Down" => tr!("key-down"),
        "Up" => tr!("key-up"),
        "Home" => tr!("key-home"),
        "End" => tr!("key-end"),
        other => other.to_owned(),
    }
}

/// The commands whose keys were pressed this frame on `screen`. `typing`: a text field has
/// (or just had) the keyboard, so keys without a modifier are the text field's.
pub fn pressed(ui: &Ui, screen: ScreenName, typing: bool) -> Vec<Command> {
    let typing = typing || ui.ctx().text_edit_focused();
    let mut commands = Vec::new();
    for shortcut in SHORTCUTS.iter().filter(|s| applies(s, screen)) {
        let hit = shortcut.keys.iter().any(|&(modifiers, key)| {
            let needs_free_keyboard = modifiers.is_none() && key != Key::F1;
            !(typing && needs_free_keyboard)
                && ui.input(|i| i.key_pressed(key) && i.modifiers.matches_logically(modifiers))
        });
        if hit {
            commands.push(shortcut.command);
        }
    }
    commands
}

/// The help window: the keys of `screen`, from the table.
pub fn help(ui: &Ui, screen: ScreenName, open: &mut bool) {
    egui::Window::new(tr!("shortcuts-title"))
        .open(open)
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::RIGHT_TOP, egui::vec2(-16.0, 16.0))
        .show(ui.ctx(), |ui| {
            egui::Grid::new("shortcuts-help")
                .num_columns(2)
                .spacing([16.0, 6.0])
                .show(ui, |ui| {
                    for shortcut in SHORTCUTS.iter().filter(|s| applies(s, screen)) {
                        ui.label(
                            RichText::new(key_text(shortcut.shown))
                                .monospace()
                                .size(18.0)
                                .strong(),
                        );
                        ui.label(RichText::new((shortcut.what)()).size(18.0));
                        ui.end_row();
                    }
                });
        });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_command_has_one_row_and_no_key_does_two_things_on_one_screen() {
        let commands = [
            Command::Help,
            Command::Resolve,
            Command::LeaveBoards,
            Command::Step,
            Command::StepBack,
            Command::NextTurn,
            Command::TurnBack,
            Command::Start,
            Command::End,
            Command::Play,
            Command::ScoreCard,
            Command::Back,
            Command::LeaveShipLog,
            Command::Campaigns,
            Command::NextCampaignMission,
            Command::EndCampaign,
            Command::LeaveCampaigns,
            Command::RepeatAnnouncement,
        ];
        for command in commands {
            let rows = SHORTCUTS.iter().filter(|s| s.command == command).count();
            assert_eq!(rows, 1, "{command:?}");
        }
        for screen in [
            ScreenName::Boards,
            ScreenName::Resolution,
            ScreenName::ShipLog,
            ScreenName::Repairs,
            ScreenName::Campaign,
            ScreenName::Mission,
        ] {
            let mut keys: Vec<String> = SHORTCUTS
                .iter()
                .filter(|s| applies(s, screen))
                .flat_map(|s| s.keys.iter().map(|k| format!("{k:?}")))
                .collect();
            let all = keys.len();
            keys.sort();
            keys.dedup();
            assert_eq!(keys.len(), all, "{screen:?}: a key used twice");
        }
    }
}
