//! The door every phone comes through (the page, joining, a socket opening): the join code,
//! and how many wrong codes it lets through, so guessing the code takes hours, not seconds.

use std::sync::Mutex;
use std::time::Instant;

use crate::lock;
use crate::protocol::Refusal;
use crate::secret;

/// Wrong join codes allowed in a burst at the door...
const DOOR_BURST: f64 = 10.0;
/// ... and again one per second: guessing one of 10,000 codes takes hours, not seconds.
const DOOR_REFILL_PER_S: f64 = 1.0;

/// The join code and the wrong codes still allowed.
#[derive(Debug)]
pub(crate) struct Door {
    code: String,
    /// Wrong codes still allowed at the door, and when that was last counted.
    allowed: Mutex<(f64, Instant)>,
}

impl Door {
    /// A door that opens to `code`.
    pub(crate) fn new(code: String) -> Door {
        Door {
            code,
            allowed: Mutex::new((DOOR_BURST, Instant::now())),
        }
    }

    /// The join code.
    pub(crate) fn code(&self) -> &str {
        &self.code
    }

    /// Whether `code` is the join code (compared in constant time).
    pub(crate) fn code_ok(&self, code: &str) -> bool {
        secret::same(code, &self.code)
    }

    /// The code at the door: right, wrong, or too many wrong codes lately (then even the
    /// right one waits a moment).
    ///
    /// # Errors
    /// [`Refusal::WrongCode`] or [`Refusal::TooManyTries`].
    pub(crate) fn admit(&self, code: &str) -> Result<(), Refusal> {
        let mut door = lock(&self.allowed);
        let now = Instant::now();
        let (allowed, since) = *door;
        let allowed = (allowed + (now - since).as_secs_f64() * DOOR_REFILL_PER_S).min(DOOR_BURST);
        *door = (allowed, now);
        if allowed < 1.0 {
            return Err(Refusal::TooManyTries);
        }
        if self.code_ok(code) {
            Ok(())
        } else {
            door.0 = allowed - 1.0;
            Err(Refusal::WrongCode)
        }
    }
}
