//! What the server allows a connection, an address and a phone: every request is treated
//! as hostile, so each resource a stranger could hold has a bound (`docs/formats.md` §12.2).

use std::time::Duration;

/// The server's bounds. The defaults suit a crew on a Wi-Fi; tests shorten the timeouts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// A request's headers must arrive within this (also the longest a kept-alive connection
    /// may sit between requests): a slow or silent client is disconnected. Default 10 s.
    pub header_timeout: Duration,
    /// A phone's socket that has sent nothing (not even the answer to the server's ping,
    /// sent every third of this) for this long is closed; so is one that takes this long to
    /// take a message. Default 60 s.
    pub idle_timeout: Duration,
    /// Open connections at most, from everyone: well below the process's file descriptors
    /// (1,024 on a usual Linux desktop), so the app always has descriptors for its own
    /// files. A connection over the budget is closed at once; a quarter of it is kept for
    /// the addresses that hold a session. Default 128 (30 phones, a socket and a few
    /// kept-alive connections each).
    pub connections: usize,
    /// Open connections at most from one address (a phone's browser opens a few for the
    /// page and one socket). Default 12.
    pub connections_per_address: usize,
    /// Sessions (tokens) at most from one address: one phone, and a second browser on it.
    /// Default 2.
    pub sessions_per_address: usize,
    /// Crew members at most one address may be: one phone is one player, unless the host
    /// allows more (a phone passed round the table). Default 1.
    pub seats_per_address: usize,
    /// Open sockets at most with one token (a reloading page briefly has two). Default 2.
    pub sockets_per_token: u32,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            header_timeout: Duration::from_secs(10),
            idle_timeout: Duration::from_secs(60),
            connections: 128,
            connections_per_address: 12,
            sessions_per_address: 2,
            seats_per_address: 1,
            sockets_per_token: 2,
        }
    }
}
