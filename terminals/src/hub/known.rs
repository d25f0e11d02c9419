//! Which addresses hold a session: the connection budget keeps a share of its places for
//! them, so strangers holding connections open never lock the crew out (`accept.rs`); and
//! the door itself, where a crew phone's token lets it pass whatever strangers guess.

use std::net::IpAddr;

use super::Hub;
use crate::door::address_key;
use crate::lock;
use crate::protocol::Refusal;

impl Hub {
    /// Whether a phone at `ip` (its /64 for IPv6) holds a session.
    pub(crate) fn knows(&self, ip: IpAddr) -> bool {
        let key = address_key(ip);
        lock(&self.inner).sessions.values().any(|s| s.from == key)
    }
}

impl Hub {
    /// The code at the door (the page, joining, a socket opening) from `from`: right, wrong,
    /// or too many wrong codes lately from there or from everyone (then even the right one
    /// waits a moment).
    ///
    /// # Errors
    /// [`Refusal::WrongCode`] or [`Refusal::TooManyTries`].
    pub fn at_the_door(&self, code: &str, from: IpAddr) -> Result<(), Refusal> {
        self.door.admit(code, from)
    }

    /// A socket opening from `from` with `code` and `token`: a known session with the right
    /// code comes in whatever strangers guess (its address is the crew's from then on);
    /// anything else is counted at the door like a guess.
    ///
    /// # Errors
    /// As [`Hub::at_the_door`] and [`Hub::check`].
    pub fn socket_door(&self, code: &str, token: &str, from: IpAddr) -> Result<(), Refusal> {
        if self.check(code, token).is_ok() {
            self.door.knows(from);
            return Ok(());
        }
        self.at_the_door(code, from)
            .and_then(|()| self.check(code, token))
    }

    /// The door for a phone that may hold a session: a token this server gave out (a secret
    /// no stranger can guess) with the right code passes at once, whatever strangers'
    /// wrong codes have done to the door's limits, so a crew phone reconnects during a flood;
    /// anything else goes through the door, counted ([`Hub::at_the_door`]).
    ///
    /// # Errors
    /// As [`Hub::at_the_door`].
    pub(crate) fn at_the_door_with(
        &self,
        code: &str,
        token: &str,
        from: IpAddr,
    ) -> Result<(), Refusal> {
        // The token first: only a holder of one learns anything of the code here.
        let holds = !token.is_empty() && lock(&self.inner).sessions.contains_key(token);
        if holds && self.door.code_ok(code) {
            return Ok(());
        }
        self.at_the_door(code, from)
    }
}
