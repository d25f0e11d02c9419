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
