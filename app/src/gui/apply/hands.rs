//! Part of the one `apply`: the action cards dealt on the phones. At the start of the Action
//! Round the crew's cards are dealt by the game's seed and the server holds the table; the
//! host's clock tells it each announcement the cards obey; at the end the boards are read
//! off the table into the boards screen, where the host may still correct any of them.

use engine::Draw;

use crate::gui::app::App;
use crate::gui::model::boards::{BoardsEntry, crew_rows};
use crate::gui::model::hands::{DealtRound, rules_for};
use crate::gui::screens::mission::MissionScreen;

impl App {
    /// Deals the cards on the phones when the crew chose it and the phones are served: every
    /// player's phone becomes their hand and board.
    pub(super) fn deal_if_chosen(&mut self, mission: &mut MissionScreen) {
        let settings = &self.setup.settings;
        if settings.solo_hand && settings.crew.len() == 1 {
            self.deal_on_host(mission);
            return;
        }
        let Some(server) = self.work.phones.server() else {
            return;
        };
        if !settings.deal_on_phones || settings.crew.is_empty() {
            return;
        }
        let rules = rules_for(
            settings,
            mission.run.phase_count(),
            mission.run.plan().modules,
        );
        let seed = self.rng.bits() % 1_000_000;
        let deal = match hands::deal(&rules, seed) {
            Ok(deal) => deal,
            Err(_) => return,
        };
        let names = crew_rows(settings).into_iter().map(|r| r.name).collect();
        let table = hands::Table::new(deal);
        server.deal(Some(table.clone()));
        mission.table = Some(table);
        mission.dealt = Some(DealtRound::new(rules, seed, names));
    }

    /// The solo game on the host's screen: the one player's cards dealt here, the table
    /// held by the mission screen (RULINGS.md D7).
    fn deal_on_host(&mut self, mission: &mut MissionScreen) {
        let settings = &self.setup.settings;
        let rules = rules_for(
            settings,
            mission.run.phase_count(),
            mission.run.plan().modules,
        );
        let seed = self.rng.bits() % 1_000_000;
        let Ok(deal) = hands::deal(&rules, seed) else {
            return;
        };
        let names = crew_rows(settings).into_iter().map(|r| r.name).collect();
        mission.table = Some(hands::Table::new(deal));
        let mut dealt = DealtRound::new(rules, seed, names);
        dealt.on_host = true;
        mission.dealt = Some(dealt);
    }

    /// The solo player's move on the host's screen; a refusal is said on the screen.
    pub(super) fn play_on_host(&mut self, command: &hands::Command) {
        if let Some(mission) = self.stack.top_as_mut::<MissionScreen>()
            && let Some(table) = &mut mission.table
        {
            mission.view.notice = table
                .play(0, command)
                .err()
                .map(|r| terminals::words::hand_words(i18n::language(), &r));
        }
    }

    /// The host's clock reached announcements the dealt cards obey.
    pub(super) fn clock_the_table(&mut self, signals: &[hands::Signal]) {
        if let Some(mission) = self.stack.top_as_mut::<MissionScreen>()
            && mission.dealt.as_ref().is_some_and(|d| d.on_host)
        {
            if let Some(table) = &mut mission.table {
                for signal in signals {
                    table.clock(*signal);
                }
            }
            return;
        }
        if let Some(server) = self.work.phones.server() {
            for signal in signals {
                server.clock(*signal);
            }
        }
        self.refresh_dealt_table();
    }

    /// The mission screen shows the table as the server has it now.
    pub(super) fn refresh_dealt_table(&mut self) {
        if self
            .stack
            .top_as::<MissionScreen>()
            .is_some_and(|m| m.dealt.as_ref().is_some_and(|d| d.on_host))
        {
            return;
        }
        let table = self
            .work
            .phones
            .server()
            .and_then(terminals::Terminals::table);
        if let Some(mission) = self.stack.top_as_mut::<MissionScreen>()
            && mission.dealt.is_some()
        {
            mission.table = table;
        }
    }

    /// The round is over: every phase ends on the table (the crew may have ended the round
    /// early), and each figure's board is read off it into the boards being entered. What
    /// the ship's log keeps of the deal comes back.
    pub(super) fn boards_from_phones(
        &mut self,
        mission: &mut MissionScreen,
        entry: &mut BoardsEntry,
    ) -> Option<serde_json::Value> {
        let track = mission.run.plan().name.clone();
        let dealt = mission.dealt.as_mut()?;
        let ending = dealt.end();
        if dealt.on_host {
            let table = mission.table.as_mut()?;
            for signal in ending {
                table.clock(signal);
            }
            for (figure, row) in (0u8..).zip(entry.rows.iter_mut()) {
                row.text = table.tokens(figure);
            }
            return Some(log_entry(table, &track, dealt.seed, "host", Vec::new()));
        }
        let server = self.work.phones.server()?;
        for signal in ending {
            server.clock(signal);
        }
        let table = server.table()?;
        for (figure, row) in (0u8..).zip(entry.rows.iter_mut()) {
            row.text = table.tokens(figure);
        }
        let on_phones = server.joined().into_iter().map(|j| j.name).collect();
        server.deal(None);
        let entry = log_entry(&table, &track, dealt.seed, "phones", on_phones);
        mission.table = Some(table);
        Some(entry)
    }
}

/// What the ship's log keeps of a dealt round: where it was played, who played on a phone,
/// and every packet as `sitting-duck deal --json` prints it.
fn log_entry(
    table: &hands::Table,
    track: &str,
    seed: u64,
    on: &str,
    on_phones: Vec<String>,
) -> serde_json::Value {
    serde_json::json!({
        "on": on,
        "players_on_phones": on_phones,
        "deal": crate::cli::deal::deal_json(table.deal(), track, seed),
    })
}
