//! Everything that touches the world: the settings file, the ship's log (its records, its
//! reading and writing), the boards' autosave and game files, the track files, the crew terminals' server, the sound device, the log output, and the
//! background tasks that keep the window from waiting on any of them.

pub mod draft;
pub mod files;
pub mod logger;
pub mod machine;
pub mod read_back;
pub mod record;
pub mod settings;
pub mod ship_log;
pub mod sound;
pub mod sound_words;
pub mod tasks;
pub mod terminals;
pub mod tracks;

/// An I/O error in words, without the operating system's error number: `No such file or
/// directory`, not `No such file or directory (os error 2)`.
pub fn io_words(error: &std::io::Error) -> String {
    let text = error.to_string();
    match text.find(" (os error") {
        Some(cut) => text[..cut].to_owned(),
        None => text,
    }
}
