//! The mission screen: one large clock, the words being spoken, and everything a crew member
//! who did not hear can catch up on with one look (`docs/ui.md`, screen 2).
//!
//! Everything scales with the window: at 1920x1080 the phase line, the
//! announcement history and the threat cards are at least 32 px high, readable from two
//! metres; at 960x640 they shrink, and the clock and the announcement are fitted to the room
//! they have so that the clock never wraps and the announcement is never cut.

use egui::{Color32, FontId, RichText, ScrollArea, TextWrapMode, Ui};
use i18n::tr;
use missions::diag::format_time;

use self::dialogs::abort_dialog;
use crate::gui::Intent;
use crate::gui::model::mission::{Banner, EndEarlyRefused, MissionRun};
use crate::gui::shortcuts::{self, Command};
use crate::gui::widgets::theme;
use crate::shell::sound::SoundStatus;

/// A threat announced, as a card in the threats column.
mod backs;
mod dialogs;
mod screen;
pub mod solo;
mod threat_card;
use crate::gui::MissionIntent;
pub use screen::{MissionScreen, mission_stage};
use threat_card::{ShownThreat, threats_column};

/// A control of the mission screen: a button ending with its shortcut, sized for the window
/// (one row of controls from 960 px wide up).
fn control(ui: &mut Ui, text: &str, shortcut: &str, enabled: bool, scale: Scale) -> egui::Response {
    let label = RichText::new(format!("{text}  [{shortcut}]")).size(scale.px(22.0));
    ui.add_enabled(
        enabled,
        egui::Button::new(label).min_size(egui::vec2(0.0, scale.px(48.0))),
    )
}

/// The mission screen's own state (around the [`MissionRun`] the app advances).
#[derive(Debug, Default)]
pub struct MissionView {
    /// The abort confirmation is open.
    pub confirm_abort: bool,
    /// The "end the Action Round now?" confirmation is open. A dialog of this screen only:
    /// confirming it sends [`MissionIntent::EndEarly`], which the app applies.
    pub confirm_end: bool,
    /// A refusal or hint shown under the controls (e.g. "too early to end").
    pub notice: Option<String>,
    /// What the audio side worked around (a missing voice clip, no sound device...).
    pub warnings: Vec<String>,
    /// The words being repeated ("repeat the last announcement"), while the mission holds.
    pub repeating: Option<String>,
    /// The banners of the last frame: when they change, the frame is laid out again before
    /// it is shown, so a new banner never shows for one frame over the clock.
    pub(in crate::gui) last_banners: Vec<std::mem::Discriminant<Banner>>,
    /// The catalog the drawn cards are read from (their rules in words).
    pub catalog: Option<std::sync::Arc<missions::Catalog>>,
    /// The threat shown whole in the threats column.
    pub shown: ShownThreat,
}

/// `m:ss` of a mission time in milliseconds (whole seconds, rounded down).
pub fn clock_text(ms: u64) -> String {
    format_time(u32::try_from(ms / 1000).unwrap_or(u32::MAX))
}

/// `m:ss` of a time left, rounded up, so "0:01" shows until the very end.
pub fn left_text(ms: u64) -> String {
    format_time(u32::try_from(ms.div_ceil(1000)).unwrap_or(u32::MAX))
}

/// One step down the volume, in tens of percent.
fn quieter(volume: u8) -> u8 {
    volume.saturating_sub(10)
}

/// One step up the volume, in tens of percent, at most 100.
fn louder(volume: u8) -> u8 {
    volume.saturating_add(10).min(100)
}

fn ordinal(phase: u8) -> String {
    match phase {
        1 => tr!("mission-first-phase"),
        2 => tr!("mission-second-phase"),
        _ => tr!("mission-third-phase"),
    }
}

/// Type and column sizes for the window: 1.0 at 1280x800, 1.35 at 1920x1080, 1.8 at
/// 2560x1440, 0.75 at 960x640.
#[derive(Debug, Clone, Copy)]
struct Scale(f32);

impl Scale {
    fn of(ui: &Ui) -> Scale {
        let screen = ui.ctx().content_rect();
        let k = (screen.width() / 1280.0).min(screen.height() / 800.0);
        Scale(k.clamp(0.7, 2.0))
    }

    /// A size given at 1280x800.
    fn px(self, at_1280: f32) -> f32 {
        (at_1280 * self.0).round()
    }
}

/// The largest size up to `size` at which `text` fits in `width` on one line.
fn fit_one_line(ui: &Ui, text: &str, font: FontId, width: f32) -> f32 {
    let galley = ui
        .painter()
        .layout_no_wrap(text.to_owned(), font.clone(), Color32::WHITE);
    let needed = galley.size().x;
    if needed <= width || needed <= 0.0 {
        font.size
    } else {
        (font.size * width / needed).floor().max(12.0)
    }
}

/// The largest size up to `size` at which `text`, wrapped at `width`, is at most `height` high.
fn fit_wrapped(ui: &Ui, text: &str, mut size: f32, width: f32, height: f32) -> f32 {
    while size > 14.0 {
        let galley = ui.painter().layout(
            text.to_owned(),
            FontId::proportional(size),
            Color32::WHITE,
            width,
        );
        if galley.size().y <= height {
            break;
        }
        size = (size * 0.9).floor();
    }
    size
}

/// The announcement in large type, as large as fits; `named` is what a screen reader says.
fn caption_ui(ui: &mut Ui, caption: &str, width: f32, scale: Scale, named: String) {
    let room = ui.available_height() - 8.0;
    let size = fit_wrapped(
        ui,
        caption,
        scale.px(theme::ANNOUNCEMENT_SIZE),
        width - 8.0,
        room,
    );
    let response = ui.label(RichText::new(caption).size(size).strong());
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, named.clone()));
}

impl MissionView {
    /// Draws the running mission; returns what the crew asked for.
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        run: &MissionRun,
        paused: bool,
        sound: &SoundStatus,
        volume: u8,
    ) -> Vec<Intent> {
        let mut intents = Vec::new();
        let scale = Scale::of(ui);
        // A dialog opened during this frame shows from the next one: the click that opened it
        // would otherwise count as a click outside it and close it at once.
        let show_end_dialog = self.confirm_end;
        self.keys(ui, run, volume, &mut intents);

        let banners = run.banners();
        let kinds: Vec<_> = banners.iter().map(std::mem::discriminant).collect();
        if kinds != self.last_banners {
            // The top panel changes height: lay the frame out again before showing it.
            ui.ctx()
                .request_discard("a mission banner appeared or went");
            self.last_banners = kinds;
        }

        egui::Panel::top("mission-top").show(ui, |ui| top(ui, run, paused, sound, &banners, scale));

        egui::Panel::bottom("mission-controls").show(ui, |ui| {
            ui.add_space(8.0);
            self.controls(ui, run, paused, volume, scale, &mut intents);
            ui.add_space(8.0);
        });

        egui::Panel::left("mission-feed")
            .exact_size(scale.px(360.0))
            .resizable(false)
            .show(ui, |ui| feed(ui, run, scale));

        egui::Panel::right("mission-threats")
            .exact_size(scale.px(380.0))
            .resizable(false)
            .show(ui, |ui| {
                threats(ui, run, scale);
                threats_column(ui, run, &mut self.shown, self.catalog.as_deref(), scale);
            });

        egui::CentralPanel::default().show(ui, |ui| self.centre(ui, run, paused, scale));

        if self.confirm_abort {
            abort_dialog(ui, &mut intents);
        }
        if show_end_dialog && self.confirm_end {
            self.end_dialog(ui, &mut intents);
        } else if self.confirm_end {
            ui.ctx().request_repaint();
        }
        intents
    }

    /// The clock, large, and what the ship's computer is saying.
    fn centre(&self, ui: &mut Ui, run: &MissionRun, paused: bool, scale: Scale) {
        let width = ui.available_width();
        ui.vertical_centered(|ui| {
            ui.add_space(scale.px(16.0));
            let color = if paused { theme::MUTED } else { theme::TEXT };
            let clock = clock_text(run.now_ms());
            let font = FontId::monospace(scale.px(theme::CLOCK_SIZE));
            let size = fit_one_line(ui, "00:00", font, width - 8.0);
            let response = ui.add(
                egui::Label::new(
                    RichText::new(&clock)
                        .font(FontId::monospace(size))
                        .color(color),
                )
                .wrap_mode(TextWrapMode::Extend),
            );
            response.widget_info(|| {
                egui::WidgetInfo::labeled(
                    egui::Role::Label,
                    true,
                    tr!("mission-clock", clock = &clock),
                )
            });
            if paused {
                ui.label(
                    RichText::new(tr!("mission-paused"))
                        .size(scale.px(theme::BANNER_SIZE))
                        .strong()
                        .color(theme::WARNING),
                );
            }
            ui.add_space(scale.px(12.0));
            let repeating =
                (self.repeating.as_ref()).map(|words| tr!("pace-repeating", words = words));
            if let Some(caption) = repeating.or_else(|| run.caption()) {
                // A threat's zone by its letter and shape too, not by the words alone.
                if let Some(missions::CueKind::Threat { zone, .. }) =
                    run.speaking().map(|cue| &cue.kind)
                {
                    crate::gui::widgets::zone_mark::mark(ui, *zone, scale.px(56.0));
                }
                let named = tr!("mission-speaking", caption = caption.as_str());
                caption_ui(ui, &caption, width, scale, named);
            } else if let Some(cue) = run.announced().last() {
                // Said and over: the words stay, large, until the next announcement, with
                // their age, for whoever did not hear them (and a table without sound).
                let age = run.now_ms().saturating_sub(cue.at_ms) / 1000;
                ui.label(
                    RichText::new(tr!("mission-said-ago", seconds = age))
                        .size(scale.px(26.0))
                        .color(theme::MUTED),
                );
                let words = crate::spoken::words(cue);
                let named = tr!("mission-said", caption = words.as_str());
                caption_ui(ui, &words, width, scale, named);
            }
        });
    }

    fn keys(&mut self, ui: &Ui, run: &MissionRun, volume: u8, intents: &mut Vec<Intent>) {
        let (escape, enter, space, e, minus, plus) = ui.input(|i| {
            (
                i.key_pressed(egui::Key::Escape),
                i.key_pressed(egui::Key::Enter),
                i.key_pressed(egui::Key::Space),
                i.key_pressed(egui::Key::E),
                i.key_pressed(egui::Key::Minus),
                i.key_pressed(egui::Key::Plus) || i.key_pressed(egui::Key::Equals),
            )
        });
        if self.confirm_abort {
            if escape {
                intents.push(Intent::Mission(MissionIntent::CancelAbort));
            }
            if enter {
                intents.push(Intent::Mission(MissionIntent::ConfirmAbort));
            }
            return;
        }
        if self.confirm_end {
            if escape {
                self.confirm_end = false;
            }
            if enter {
                self.confirm_end = false;
                intents.push(Intent::Mission(MissionIntent::EndEarly));
            }
            return;
        }
        if space {
            intents.push(Intent::Mission(MissionIntent::TogglePause));
        }
        if e {
            self.ask_end(run, intents);
        }
        if escape {
            intents.push(Intent::Mission(MissionIntent::AskAbort));
        }
        if minus {
            intents.push(Intent::Mission(MissionIntent::SetVolume(quieter(volume))));
        }
        if plus {
            intents.push(Intent::Mission(MissionIntent::SetVolume(louder(volume))));
        }
    }

    /// "End Action Round": asks to confirm when allowed; otherwise the app says why not.
    fn ask_end(&mut self, run: &MissionRun, intents: &mut Vec<Intent>) {
        if run.check_end_early().is_ok() {
            self.confirm_end = true;
        } else {
            intents.push(Intent::Mission(MissionIntent::EndEarly));
        }
    }

    fn controls(
        &mut self,
        ui: &mut Ui,
        run: &MissionRun,
        paused: bool,
        volume: u8,
        scale: Scale,
        intents: &mut Vec<Intent>,
    ) {
        let allowed = run.check_end_early();
        // Why "End Action Round" is disabled, in visible text above the buttons (a tooltip is
        // not seen across a table).
        let why = match allowed {
            Ok(()) => None,
            Err(EndEarlyRefused::TooEarly { allowed_from_ms }) => Some(tr!(
                "mission-end-allowed-from",
                time = clock_text(allowed_from_ms)
            )),
            Err(EndEarlyRefused::TestRun) => Some(tr!("mission-test-run-to-end")),
        };
        if let Some(why) = why {
            ui.label(RichText::new(why).size(scale.px(19.0)).color(theme::MUTED));
        }
        ui.horizontal_wrapped(|ui| {
            let pause = if paused {
                tr!("mission-resume")
            } else {
                tr!("mission-pause")
            };
            if control(ui, &pause, &tr!("key-space"), true, scale).clicked() {
                intents.push(Intent::Mission(MissionIntent::TogglePause));
            }
            let key = shortcuts::shown(Command::RepeatAnnouncement);
            let can_repeat = run.announced().last().is_some() && self.repeating.is_none();
            if control(ui, &tr!("pace-repeat"), key, can_repeat, scale).clicked() {
                intents.push(Intent::Mission(MissionIntent::RepeatAnnouncement));
            }
            let end = control(ui, &tr!("mission-end-round"), "E", allowed.is_ok(), scale);
            if end.clicked() {
                self.ask_end(run, intents);
            }
            if control(ui, &tr!("mission-abort"), "Esc", true, scale).clicked() {
                intents.push(Intent::Mission(MissionIntent::AskAbort));
            }
            ui.separator();
            if control(ui, &tr!("mission-quieter"), "-", volume > 0, scale).clicked() {
                intents.push(Intent::Mission(MissionIntent::SetVolume(quieter(volume))));
            }
            ui.add(
                egui::Label::new(
                    RichText::new(tr!("mission-volume", percent = volume)).size(scale.px(20.0)),
                )
                .wrap_mode(TextWrapMode::Extend),
            );
            if control(ui, &tr!("mission-louder"), "+", volume < 100, scale).clicked() {
                intents.push(Intent::Mission(MissionIntent::SetVolume(louder(volume))));
            }
            if let Some(notice) = &self.notice {
                ui.label(
                    RichText::new(notice)
                        .color(theme::ALARM)
                        .size(scale.px(20.0)),
                );
            }
        });
    }
}

fn top_bar(ui: &mut Ui, run: &MissionRun, paused: bool, scale: Scale) {
    let size = scale.px(theme::BANNER_SIZE);
    // Wrapped, not right-aligned: on a narrow window the phase line moves under the name
    // instead of running over it.
    ui.horizontal_wrapped(|ui| {
        ui.label(
            RichText::new(crate::card::words::track_name(&run.plan().name))
                .size(size)
                .strong(),
        );
        ui.add_space(scale.px(24.0));
        match run.phase() {
            Some((phase, left_ms)) => {
                let color = if left_ms <= 20_000 {
                    theme::ALARM
                } else if left_ms <= 60_000 {
                    theme::WARNING
                } else {
                    theme::TEXT
                };
                let text = if paused {
                    tr!(
                        "mission-phase-paused",
                        phase = phase,
                        phases = run.phase_count(),
                        left = left_text(left_ms)
                    )
                } else {
                    tr!(
                        "mission-phase",
                        phase = phase,
                        phases = run.phase_count(),
                        left = left_text(left_ms)
                    )
                };
                ui.label(RichText::new(text).size(size).strong().color(color));
                if left_ms <= 60_000 {
                    let warning = if usize::from(phase) == run.phase_count() {
                        tr!("mission-operation-ends-soon")
                    } else {
                        tr!("mission-ends-soon", phase = ordinal(phase))
                    };
                    ui.label(RichText::new(warning).size(scale.px(22.0)).color(color));
                }
            }
            None => {
                ui.label(RichText::new(tr!("mission-complete")).size(size).strong());
            }
        }
    });
}

fn full_banner(ui: &mut Ui, fill: Color32, text: &str, size: f32) {
    egui::Frame::new()
        .fill(fill)
        .inner_margin(10)
        .corner_radius(6)
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.vertical_centered(|ui| {
                ui.label(
                    RichText::new(text)
                        .size(size)
                        .strong()
                        .color(Color32::WHITE),
                );
            });
        });
}

/// The banner's words: the data transfer counts as the voice counts, second by second.
pub fn banner_text(banner: &Banner) -> String {
    match banner {
        Banner::Blackout { left_ms } => {
            tr!("mission-blackout", left = left_text(*left_ms))
        }
        Banner::DataTransfer { complete: true, .. } => tr!("mission-data-transfer-complete"),
        Banner::DataTransfer { count, .. } => tr!(
            "mission-data-transfer",
            count = count.map_or_else(|| tr!("mission-get-ready"), |n| n.to_string())
        ),
        Banner::IncomingData(draws) => draws.banner_text(),
    }
}

fn banner_ui(ui: &mut Ui, banner: &Banner, scale: Scale) {
    let (fill, size) = match banner {
        Banner::Blackout { .. } => (theme::BLACKOUT_FILL, theme::BANNER_SIZE + 6.0),
        Banner::DataTransfer { .. } | Banner::IncomingData(_) => {
            (theme::DATA_FILL, theme::BANNER_SIZE)
        }
    };
    full_banner(ui, fill, &banner_text(banner), scale.px(size));
}

/// The top of the mission screen: phase and time, the banners, the sound's state.
fn top(
    ui: &mut Ui,
    run: &MissionRun,
    paused: bool,
    sound: &SoundStatus,
    banners: &[Banner],
    scale: Scale,
) {
    ui.add_space(6.0);
    top_bar(ui, run, paused, scale);
    ui.add_space(4.0);
    for banner in banners {
        banner_ui(ui, banner, scale);
    }
    match sound {
        SoundStatus::Lost(reason) => full_banner(
            ui,
            theme::BLACKOUT_FILL,
            &tr!("mission-audio-lost", reason = reason.to_string()),
            scale.px(22.0),
        ),
        SoundStatus::Silent(sentence) => {
            ui.label(
                RichText::new(sentence)
                    .size(scale.px(19.0))
                    .color(theme::WARNING),
            );
        }
        SoundStatus::Live => {}
    }
    ui.add_space(4.0);
}

/// The announcements made so far, the newest first.
fn feed(ui: &mut Ui, run: &MissionRun, scale: Scale) {
    let text_size = scale.px(28.0);
    ui.label(
        RichText::new(tr!("mission-announcements"))
            .size(scale.px(30.0))
            .strong(),
    );
    ScrollArea::vertical().show(ui, |ui| {
        for cue in run.announced().iter().rev() {
            ui.horizontal_wrapped(|ui| {
                ui.label(
                    RichText::new(clock_text(cue.at_ms))
                        .monospace()
                        .size(text_size)
                        .color(theme::MUTED),
                );
                ui.label(RichText::new(crate::spoken::words(cue)).size(text_size));
            });
        }
    });
}

/// The threats column's heading and the trajectories (the threats themselves:
/// [`threats_column`]).
fn threats(ui: &mut Ui, run: &MissionRun, scale: Scale) {
    ui.label(
        RichText::new(tr!("mission-threats"))
            .size(scale.px(30.0))
            .strong(),
    );
    let [red, white, blue, internal] = run.table().trajectories;
    ui.label(
        RichText::new(tr!(
            "mission-trajectories",
            red = red,
            white = white,
            blue = blue,
            internal = internal
        ))
        .size(scale.px(22.0))
        .color(theme::MUTED),
    );
}
