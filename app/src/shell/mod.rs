//! Everything that touches the world: the settings file, the ship's log (its records, its
//! reading and writing), the boards' autosave and game files, the track files (the crew's own missions among them), the crew terminals' server, the sound device, the log output, and the
//! background tasks that keep the window from waiting on any of them.

pub mod crew_folder;
pub mod draft;
pub mod files;
pub mod homebrew;
pub mod logger;
pub mod machine;
pub mod opener;
pub mod own_missions;
pub mod phone_voice;
pub mod read_back;
pub mod record;
pub mod remote;
pub mod settings;
pub mod ship_log;
pub mod sound;
pub mod sound_files;
pub mod sound_words;
pub mod tasks;
pub mod terminals;
pub mod tracks;

/// Writes `args` to standard error. Unlike `eprint!`, a stream that is full
/// (`2>/dev/full`) or closed (a pipe nobody reads) is no panic: a message that cannot be
/// shown has nowhere else to go, and the exit status still tells what happened.
pub fn stderr_text(args: std::fmt::Arguments<'_>) {
    use std::io::Write as _;
    let mut stderr = std::io::stderr().lock();
    let _ = stderr.write_fmt(args).and_then(|()| stderr.flush());
}

/// `eprintln!` that never panics: one line to standard error through
/// [`shell::stderr_text`](crate::shell::stderr_text).
#[macro_export]
macro_rules! to_stderr {
    ($($arg:tt)*) => {
        $crate::shell::stderr_text(::std::format_args!("{}\n", ::std::format_args!($($arg)*)))
    };
}

/// An I/O error in words, in the reader's language for the errors a person meets reading
/// and writing files (no such file, no permission, a folder where a file is meant); any other
/// in the operating system's words without its error number: `Disk quota exceeded`, not
/// `Disk quota exceeded (os error 122)`.
pub fn io_words(error: &std::io::Error) -> String {
    use std::io::ErrorKind;
    match error.kind() {
        ErrorKind::NotFound => return i18n::tr!("io-not-found"),
        ErrorKind::PermissionDenied => return i18n::tr!("io-permission-denied"),
        ErrorKind::IsADirectory => return i18n::tr!("io-is-a-directory"),
        ErrorKind::NotADirectory => return i18n::tr!("io-not-a-directory"),
        _ => {}
    }
    let text = error.to_string();
    match text.find(" (os error") {
        Some(cut) => text[..cut].to_owned(),
        None => text,
    }
}
