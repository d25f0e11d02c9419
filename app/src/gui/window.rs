//! Opening the window: the real world's dependencies, then eframe.

use std::process::ExitCode;

use std::sync::Arc;

use crate::gui::App;
use crate::gui::Deps;
use crate::gui::library::Library;
use crate::shell::machine;
use crate::shell::sound::Output;

/// What the command line asks of the window.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Options {
    /// `--serve [--port N]`: the crew terminals on (on that port, or the remembered one).
    pub serve: Option<Option<u16>>,
    /// `--lang`: the language of what is said on standard error before the window opens (the
    /// window itself speaks the settings' language).
    pub lang: Option<i18n::Language>,
}

/// Opens the app. Without a display it says so, explains the headless commands and returns a
/// non-zero exit code; the same when eframe cannot open a window.
///
/// # Errors
/// Never: every failure is reported on standard error and becomes the exit code.
pub fn run(asked: Options) -> anyhow::Result<ExitCode> {
    // Worker threads speak the machine's language; the window's thread follows the settings,
    // and so does what is said here before the window opens (`--lang` first, as the commands).
    i18n::set_language(i18n::system_language());
    i18n::set_thread_language(Some(message_language(asked.lang)));
    if !machine::display_available() {
        crate::to_stderr!("{}", i18n::tr!("window-no-display"));
        crate::to_stderr!("{}", i18n::tr!("window-headless-help"));
        return Ok(ExitCode::from(1));
    }
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("Sitting Duck")
            // The Wayland app id and X11 class the desktop entry names (StartupWMClass), so
            // a desktop shows the window under the menu entry's icon.
            .with_app_id("sitting-duck")
            .with_inner_size([1280.0, 800.0])
            .with_min_inner_size([960.0, 640.0]),
        renderer: renderer(),
        ..Default::default()
    };
    let result = eframe::run_native(
        "Sitting Duck",
        options,
        Box::new(|cc| {
            // The shipped catalog and tracks, parsed once and shared by every screen.
            let library = Library::load();
            let deps = real_deps(&library);
            let mut app = App::with_library(&cc.egui_ctx, deps, library);
            if let Some(port) = asked.serve {
                app.serve_now(port);
            }
            Ok(Box::new(app))
        }),
    );
    match result {
        Ok(()) => Ok(ExitCode::SUCCESS),
        Err(err) => {
            crate::to_stderr!(
                "{}",
                i18n::tr!("window-cannot-open", error = err.to_string())
            );
            crate::to_stderr!("{}", i18n::tr!("window-headless-help"));
            Ok(ExitCode::from(1))
        }
    }
}

/// The language of the messages on standard error: `--lang`, else the settings' language,
/// else the machine's (a settings file that does not read counts as none).
fn message_language(asked: Option<i18n::Language>) -> i18n::Language {
    asked
        .or_else(|| {
            let path = crate::shell::settings::Settings::default_path()?;
            crate::shell::settings::Settings::load(&path).ok()?.language
        })
        .unwrap_or_else(i18n::system_language)
}

/// The renderer: `SITTING_DUCK_RENDERER=wgpu|glow` picks one; glow is the default.
fn renderer() -> eframe::Renderer {
    if machine::wants_wgpu() {
        eframe::Renderer::Wgpu
    } else {
        eframe::Renderer::Glow
    }
}

/// The dependencies of the real app: the machine's clock, the sound device (or the silent
/// backend), the settings file in the config directory, the digital deck's cards from the
/// library's catalog, and a seed from the wall clock.
fn real_deps(library: &Library) -> Deps {
    // Without the catalog the digital deck is empty and the screen asks for physical cards
    // (the setup screen names the problem).
    let card_faces = library.card_faces();
    let seed = machine::clock_seed();
    Deps {
        clock: Arc::new(audio::SystemClock::new()),
        output: Output::Device,
        settings_path: crate::shell::settings::Settings::default_path(),
        card_faces,
        seed,
        system_language: i18n::system_language(),
    }
}
