//! What one keystroke on the boards screen costs the window's thread: the edit applied to
//! the boards being entered and the autosave started (written on a worker since the app's
//! house was reshaped; before, the two files were written on the window's thread; since the
//! boards are one game file the worker also checks the entry, once); and what it costs
//! until the autosave is on disk. Figures in `docs/performance.md` ("A keystroke on the
//! boards").
// A benchmark times with the machine's clock and writes the autosave to a real folder.
#![allow(
    missing_docs,
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::disallowed_methods
)]

use std::sync::Arc;
use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group, criterion_main};
use sitting_duck::gui::model::boards::Edit;
use sitting_duck::gui::{App, BoardsIntent, Deps, Intent, SetupIntent, library::Library};
use sitting_duck::shell::sound::Output;

/// The app on the boards screen of a game file entered by hand, autosaving into `dir`.
fn boards_app(dir: &std::path::Path) -> App {
    let deps = Deps {
        clock: Arc::new(audio::ManualClock::default()),
        output: Output::Silent,
        settings_path: None,
        card_faces: Vec::new(),
        seed: 42,
        system_language: i18n::Language::En,
    };
    let mut app = App::with_library(&egui::Context::default(), deps, Library::load());
    app.set_autosave_path(Some(dir.join("boards.yaml")));
    app.apply(Intent::Setup(SetupIntent::EnterGameFile));
    app
}

fn keystroke(c: &mut Criterion) {
    let dir = tempfile::tempdir().unwrap();
    let mut app = boards_app(dir.path());
    // A whole board typed one card at a time, again and again.
    let board = "A B C . R > < ^ A* B C A ";
    let texts: Vec<String> = (1..=board.len()).map(|n| board[..n].to_owned()).collect();
    c.bench_function(
        "boards: one keystroke (edit, check, autosave started)",
        |b| {
            b.iter_custom(|iters| {
                let mut spent = Duration::ZERO;
                for i in 0..iters {
                    let text = texts[usize::try_from(i).unwrap() % texts.len()].clone();
                    let edit = Intent::Boards(BoardsIntent::Edit(Edit::SetText(0, text)));
                    let start = Instant::now();
                    app.apply(edit);
                    spent += start.elapsed();
                    // The crew types slower than a file is written: each keystroke finds the
                    // last write done, as at the table.
                    while app.poll_background() {
                        std::thread::sleep(Duration::from_micros(50));
                    }
                }
                spent
            });
        },
    );
}

/// The keystroke until its autosave is written (the worker's check and write included).
fn keystroke_written(c: &mut Criterion) {
    let dir = tempfile::tempdir().unwrap();
    let mut app = boards_app(dir.path());
    let board = "A B C . R > < ^ A* B C A ";
    let texts: Vec<String> = (1..=board.len()).map(|n| board[..n].to_owned()).collect();
    c.bench_function("boards: one keystroke until the autosave is written", |b| {
        b.iter_custom(|iters| {
            let start = Instant::now();
            for i in 0..iters {
                let text = texts[usize::try_from(i).unwrap() % texts.len()].clone();
                app.apply(Intent::Boards(BoardsIntent::Edit(Edit::SetText(0, text))));
                while app.poll_background() {
                    std::thread::yield_now();
                }
            }
            start.elapsed()
        });
    });
}

criterion_group!(benches, keystroke, keystroke_written);
criterion_main!(benches);
