//! Which addresses hold a session: the connection budget keeps a share of its places for
//! them, so strangers holding connections open never lock the crew out (`accept.rs`).

use std::net::IpAddr;

use super::Hub;
use crate::door::address_key;
use crate::lock;

impl Hub {
    /// Whether a phone at `ip` (its /64 for IPv6) holds a session.
    pub(crate) fn knows(&self, ip: IpAddr) -> bool {
        let key = address_key(ip);
        lock(&self.inner).sessions.values().any(|s| s.from == key)
    }
}

impl Hub {
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
    ) -> Result<(), crate::protocol::Refusal> {
        // The token first: only a holder of one learns anything of the code here.
        let holds = !token.is_empty() && lock(&self.inner).sessions.contains_key(token);
        if holds && self.door.code_ok(code) {
            return Ok(());
        }
        self.at_the_door(code, from)
    }
}
