//! Where the crew terminals' `log` records go: standard error, one line each (warnings,
//! errors and where it serves), so a refused phone message is on record without a logging
//! framework. Other crates' records (the window, the audio decoders) are left out: they are
//! not the crew's business.

use log::{Level, LevelFilter, Log, Metadata, Record};

struct Stderr;

impl Log for Stderr {
    fn enabled(&self, metadata: &Metadata<'_>) -> bool {
        metadata.level() <= Level::Info && metadata.target().starts_with("terminals")
    }

    fn log(&self, record: &Record<'_>) {
        if self.enabled(record.metadata()) {
            crate::to_stderr!(
                "sitting-duck: {}: {}",
                record.level().as_str().to_lowercase(),
                record.args()
            );
        }
    }

    fn flush(&self) {}
}

static LOGGER: Stderr = Stderr;

/// Sends the `log` records to standard error (once; a second call changes nothing).
pub fn install() {
    if log::set_logger(&LOGGER).is_ok() {
        log::set_max_level(LevelFilter::Info);
    }
}
