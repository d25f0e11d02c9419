//! Part of the one `apply`: the crew terminals switched on and off, phones released, and
//! what the phones did (a board typed, a board done), applied to the boards being entered
//! like the host's own typing.

use i18n::tr;
use terminals::{Stage, TerminalEvent, Terminals};

use crate::gui::BoardsIntent;
use crate::gui::Intent;
use crate::gui::app::App;
use crate::gui::model::boards::Edit;
use crate::gui::screens::boards::BoardsScreen;
use crate::gui::screens::crew_terminals::{Panel, TerminalIntent, seats};
use crate::gui::screens::mission::MissionScreen;
use crate::shell::terminals::{ServeStatus, lan_addresses};

impl App {
    pub(super) fn apply_terminals(&mut self, intent: TerminalIntent) {
        match intent {
            TerminalIntent::Serve(on) => {
                self.setup.settings.serve = on;
                self.restart_terminals();
            }
            TerminalIntent::UsePort(port) => {
                self.setup.settings.serve = true;
                self.setup.settings.serve_port = port;
                self.restart_terminals();
            }
            TerminalIntent::SetAddress(address) => {
                self.setup.settings.serve_address = address;
                self.restart_terminals();
            }
            TerminalIntent::SharePhones(shared) => {
                self.setup.settings.serve_shared_phones = shared;
                self.restart_terminals();
            }
            TerminalIntent::DealOnPhones(deal) => {
                self.setup.settings.deal_on_phones = deal;
                if let Some(path) = &self.settings_path
                    && let Err(err) = self.setup.settings.save(path)
                {
                    self.setup.notice = Some(format!("{err:#}"));
                }
            }
            TerminalIntent::Release(seat) => {
                if let Some(server) = self.work.phones.server() {
                    server.release(seat);
                }
            }
            TerminalIntent::Phone(event) => self.apply_phone(event),
            TerminalIntent::Remote(remote) => self.apply_remote(remote),
        }
    }

    /// Serves as the settings now say (or stops), and remembers them.
    pub(super) fn restart_terminals(&mut self) {
        if self.setup.settings.serve {
            self.work.phones.start(&mut self.setup.settings);
        } else {
            self.work.phones.stop();
        }
        if let Some(path) = &self.settings_path
            && let Err(err) = self.setup.settings.save(path)
        {
            self.setup.notice = Some(format!("{err:#}"));
        }
    }

    fn apply_phone(&mut self, event: TerminalEvent) {
        match event {
            // Who holds which phone is read from the server when drawn.
            TerminalEvent::Claimed { .. } | TerminalEvent::Left { .. } => {}
            TerminalEvent::Board { seat, text } => {
                // The phone is a crew member of setup; a game file loaded over the boards may
                // have other people in its rows: only the same name's board is typed into.
                let boards = self.stack.top_as::<BoardsScreen>();
                let same_person = match (boards, self.setup.settings.crew.get(seat)) {
                    (Some(boards), Some(member)) => boards
                        .entry
                        .rows
                        .get(seat)
                        .is_some_and(|r| r.name == member.name),
                    _ => false,
                };
                if same_person {
                    self.apply(Intent::Boards(BoardsIntent::Edit(Edit::FromPhone(
                        seat, text,
                    ))));
                }
            }
            TerminalEvent::Done { done: true, .. } => {
                // Every player at the table done on a phone: resolve (refused, with the
                // reasons, while a card or a board is still missing).
                let all_done = self.work.phones.server().is_some_and(|server| {
                    let joined = server.joined();
                    let crew = self.setup.settings.crew.len();
                    (0..crew).all(|seat| joined.iter().any(|j| j.seat == seat && j.done))
                });
                if all_done && self.stack.shows::<BoardsScreen>() {
                    self.apply(Intent::Boards(BoardsIntent::Resolve));
                }
            }
            TerminalEvent::Done { done: false, .. } => {}
            TerminalEvent::Played { .. } => self.refresh_dealt_table(),
        }
    }

    /// The boards screen opened: each phone gets its player's board as it stands.
    pub(super) fn phones_get_boards(&self) {
        if let (Some(server), Some(boards)) = (
            self.work.phones.server(),
            self.stack.top_as::<BoardsScreen>(),
        ) {
            server.reset_boards(boards.entry.rows.iter().map(|r| r.text.clone()).collect());
        }
    }

    /// The host typed on a board: that player's phone shows it.
    pub(super) fn phone_sees_board(&self, row: usize) {
        if let (Some(server), Some(boards)) = (
            self.work.phones.server(),
            self.stack.top_as::<BoardsScreen>(),
        ) && let Some(r) = boards.entry.rows.get(row)
        {
            server.set_board(row, &r.text);
        }
    }

    /// The crew members with a phone joined, for the screens to show.
    pub(in super::super) fn phones_joined(&self) -> Vec<terminals::Joined> {
        self.work
            .phones
            .server()
            .map(Terminals::joined)
            .unwrap_or_default()
    }

    /// The crew terminals' server, if it runs.
    pub fn terminals(&self) -> Option<&Terminals> {
        self.work.phones.server()
    }

    /// Whether the crew terminals serve, or why not.
    pub fn terminals_status(&self) -> &ServeStatus {
        &self.work.phones.status
    }

    /// What the phones show for the screen showing: sent only when it changed (the server
    /// compares), so calling it every frame costs a comparison.
    pub(in super::super) fn publish_terminals(&mut self) {
        let Some(server) = self.work.phones.server() else {
            return;
        };
        // Where the mission clock stands, for the phones' voice (standing off the mission).
        let running =
            (self.stack.top_as_mut::<MissionScreen>()).and_then(MissionScreen::running_ms);
        server.voice_clock(running);
        server.set_crew(seats(&self.setup.settings));
        server.set_language(i18n::language());
        // The screen on top says what the phones show (or the one under it); setup's
        // floor has them wait for the mission.
        let stage = self
            .stack
            .phones()
            .unwrap_or_else(|| waiting(&tr!("phones-waiting-mission")));
        server.publish(stage);
    }

    /// The phones' events since the last frame, as intents.
    pub(in super::super) fn phone_intents(&self) -> Vec<Intent> {
        self.work
            .phones
            .server()
            .map(|s| {
                s.events()
                    .into_iter()
                    .map(|e| Intent::Terminal(TerminalIntent::Phone(e)))
                    .collect()
            })
            .unwrap_or_default()
    }

    /// What the setup screen's terminals panel shows this frame.
    pub(in super::super) fn terminals_panel(&self) -> Panel {
        Panel {
            status: self.work.phones.status.clone(),
            url: self.work.phones.server().map(Terminals::join_url),
            code: self.work.phones.server().map(|s| s.code().to_owned()),
            joined: self
                .work
                .phones
                .server()
                .map(Terminals::joined)
                .unwrap_or_default(),
            lan: lan_addresses(),
            port: self.work.phones.server().map(Terminals::port),
            fingerprint: self
                .work
                .phones
                .server()
                .and_then(|s| crate::shell::remote::fingerprint_lines(s.tls())),
        }
    }

    /// `--serve [--port N]`: switches the crew terminals on now (on port `port`, or the
    /// remembered one).
    pub fn serve_now(&mut self, port: Option<u16>) {
        self.apply(Intent::Terminal(match port {
            Some(port) => TerminalIntent::UsePort(port),
            None => TerminalIntent::Serve(true),
        }));
    }
}

fn waiting(note: &str) -> Stage {
    Stage::Waiting {
        note: note.to_owned(),
    }
}
