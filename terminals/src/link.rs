//! How a crew member's phone is connected, as the host shows it: connected, reconnecting (its
//! socket dropped a moment ago; the page comes back by itself, the seat waits), or gone.

use std::time::{Duration, Instant};

/// A phone whose socket closed this long ago without coming back is shown as gone (its seat
/// still waits for it until the host releases it).
pub const RECONNECT_GRACE: Duration = Duration::from_secs(20);

/// A crew member's phone's connection.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Link {
    /// Its socket is open.
    Connected,
    /// Its socket closed less than [`RECONNECT_GRACE`] ago: the page is trying again.
    Reconnecting,
    /// No socket for longer.
    Gone,
}

impl Link {
    /// A phone with `sockets` open, last heard of at `last_seen`.
    pub(crate) fn of(sockets: u32, last_seen: Instant) -> Link {
        if sockets > 0 {
            Link::Connected
        } else if last_seen.elapsed() < RECONNECT_GRACE {
            Link::Reconnecting
        } else {
            Link::Gone
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_phone_without_a_socket_is_reconnecting_for_a_while_then_gone() {
        let now = Instant::now();
        assert_eq!(Link::of(1, now), Link::Connected);
        assert_eq!(Link::of(0, now), Link::Reconnecting);
        let long_ago = now.checked_sub(RECONNECT_GRACE + Duration::from_secs(1));
        if let Some(long_ago) = long_ago {
            assert_eq!(Link::of(0, long_ago), Link::Gone);
        }
    }
}
