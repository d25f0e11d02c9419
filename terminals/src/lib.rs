//! Crew terminals: every player's phone shows the mission and takes their own action board,
//! over the local network.
//!
//! [`Terminals::start`] serves a small self-contained page and one WebSocket per phone on
//! this machine's private addresses (further only as the host allows, [`Allow`]; over HTTPS
//! with a [`Tls`] certificate, [`Terminals::start_reaching`]), on its own small tokio runtime so
//! the app's window never waits for the network, within bounds for every connection,
//! address and phone ([`Limits`]). A phone joins with the join code (eight symbols, the same
//! all evening when the host keeps it), gets a session token, picks a crew member (one phone
//! each; the host can release),
//! and from then on every message carries the code and the token (`docs/formats.md`, the
//! terminal protocol).
//!
//! The host publishes what the phones show ([`Terminals::publish`], built from its one
//! timeline: the phones keep no clock) and drains what the phones did
//! ([`Terminals::events`]): crew members claimed and left, boards typed (already checked by
//! the boards' rules, [`board::check`]) and boards done.

// The crew terminals are a network server with sessions and timeouts: the clock, and hash maps
// of connections whose order nothing depends on, are its business, unlike the pure crates'
// (clippy.toml).
#![allow(clippy::disallowed_methods, clippy::disallowed_types)]

mod accept;
pub mod allow;
pub mod board;
mod clips;
mod door;
mod hub;
mod limits;
mod link;
pub mod net;
pub mod protocol;
pub mod rules_page;
pub mod secret;
mod secured;
mod server;
pub mod tls;
pub mod view;
mod voice;
pub mod words;

use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError, mpsc};

pub use allow::Allow;
pub use board::BoardRules;
pub use hub::{Joined, MAX_TERMINALS, TerminalEvent, Waker};
pub use limits::Limits;
pub use link::{Link, RECONNECT_GRACE};
pub use net::{Bind, StartError};
pub use server::PAGE;
pub use tls::{Tls, TlsError};
pub use view::{
    BannerKind, BannerView, BoardState, BoardsView, DebriefSection, MissionView, ScoreLineView,
    ScoreView, Seat, Stage, ThreatView,
};
pub use voice::PhoneVoice;

/// Locks the server's shared state. A panic while holding the lock cannot leave the plain
/// data half-written in a way that matters more than stopping the server would.
fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

/// The port the terminals are served on unless another is asked for.
pub const DEFAULT_PORT: u16 = 7878;

/// How to serve.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Config {
    /// Which addresses.
    pub bind: Bind,
    /// Which port (0: any free one).
    pub port: u16,
    /// A finished game shown read-only: no crew member's board can be changed.
    pub read_only: bool,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            bind: Bind::Private,
            port: DEFAULT_PORT,
            read_only: false,
        }
    }
}

/// How far the server reaches: who may join, and over HTTPS or not (the defaults: this
/// network only, plain HTTP).
#[derive(Debug, Clone, Default)]
pub struct Reach {
    /// Which addresses may join (and are listened on).
    pub allow: Allow,
    /// The certificate to serve HTTPS with (`None`: plain HTTP).
    pub tls: Option<Tls>,
}

/// The running server and the host's handle on it. Dropping it stops the server.
pub struct Terminals {
    hub: Arc<hub::Hub>,
    runtime: Option<tokio::runtime::Runtime>,
    addresses: Vec<SocketAddr>,
    events: mpsc::Receiver<TerminalEvent>,
    reach: Reach,
}

impl std::fmt::Debug for Terminals {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Terminals")
            .field("addresses", &self.addresses)
            .finish_non_exhaustive()
    }
}

impl Terminals {
    /// Starts serving on its own runtime thread, with the default [`Limits`] and a new join
    /// code.
    ///
    /// # Errors
    /// The port is in use (with a free one to offer), the address is not private, or the
    /// machine refused to listen.
    pub fn start(config: Config) -> Result<Terminals, StartError> {
        Terminals::start_with(config, Limits::default(), None)
    }

    /// Starts serving within `limits`, with join `code` when it is one this server could have
    /// drawn ([`secret::is_join_code`]: the host keeps the evening's code across restarts),
    /// else a new one.
    ///
    /// # Errors
    /// As [`Terminals::start`].
    pub fn start_with(
        config: Config,
        limits: Limits,
        code: Option<String>,
    ) -> Result<Terminals, StartError> {
        Terminals::start_reaching(config, limits, code, Reach::default())
    }

    /// As [`Terminals::start_with`], as far as `reach` says: the addresses who-may-join
    /// admits (listened on, and the only ones whose connections are taken), over HTTPS with
    /// its certificate.
    ///
    /// # Errors
    /// As [`Terminals::start`].
    pub fn start_reaching(
        config: Config,
        limits: Limits,
        code: Option<String>,
        reach: Reach,
    ) -> Result<Terminals, StartError> {
        let ips = net::addresses(config.bind, reach.allow)?;
        let code = match code.filter(|c| secret::is_join_code(c)) {
            Some(code) => code,
            None => secret::join_code().map_err(|e| StartError::Other(e.to_string()))?,
        };
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            .thread_name("terminals")
            .enable_all()
            .build()
            .map_err(|e| StartError::Other(format!("cannot start the server's runtime: {e}")))?;
        let listeners = net::listen(&ips, config.port)?;
        let addresses: Vec<SocketAddr> = listeners
            .iter()
            .filter_map(|l| l.local_addr().ok())
            .collect();
        // Plain sockets made here, so `start` may be called from any thread, async or not.
        let entered = runtime.enter();
        let (tx, events) = mpsc::channel();
        let hub = Arc::new(hub::Hub::new(code, config.read_only, limits, tx));
        let knows = hub.clone();
        let names = reach
            .tls
            .as_ref()
            .map(|t| t.names().to_vec())
            .unwrap_or_default();
        let serving = accept::Serving {
            budget: accept::Budget::new(&limits, Box::new(move |ip| knows.knows(ip))),
            hosts: accept::Hosts::new(&addresses, &names, reach.tls.is_some()),
            limits,
            allow: reach.allow,
            tls: reach.tls.clone(),
        };
        for listener in listeners {
            let addr = listener.local_addr().ok();
            let listener = tokio::net::TcpListener::from_std(listener).map_err(|source| {
                StartError::Listen {
                    addr: addr.unwrap_or_else(|| SocketAddr::from(([0, 0, 0, 0], config.port))),
                    source,
                }
            })?;
            let app = server::router(hub.clone());
            runtime.spawn(accept::serve(listener, app, serving.clone()));
        }
        drop(entered);
        log::info!(
            "terminals: serving on {addresses:?} with join code {}",
            hub.code()
        );
        Ok(Terminals {
            hub,
            runtime: Some(runtime),
            addresses,
            events,
            reach,
        })
    }

    /// The join code.
    pub fn code(&self) -> &str {
        self.hub.code()
    }

    /// The addresses listened on (loopback last).
    pub fn addresses(&self) -> &[SocketAddr] {
        &self.addresses
    }

    /// The port.
    pub fn port(&self) -> u16 {
        self.addresses.first().map_or(0, SocketAddr::port)
    }

    /// Who may join.
    pub fn allow(&self) -> Allow {
        self.reach.allow
    }

    /// The certificate served, when the page is HTTPS.
    pub fn tls(&self) -> Option<&Tls> {
        self.reach.tls.as_ref()
    }

    /// The URL a phone opens, with the code: under the certificate's name when it has one (a
    /// browser trusts it there only), else on the first LAN address (the loopback only when
    /// there is no other).
    pub fn join_url(&self) -> String {
        self.urls().into_iter().next().unwrap_or_default()
    }

    /// The join URL on every address listened on.
    pub fn urls(&self) -> Vec<String> {
        let mut addrs = self.addresses.clone();
        shown_first(&mut addrs);
        let scheme = if self.reach.tls.is_some() {
            "https"
        } else {
            "http"
        };
        let names = self.reach.tls.iter().flat_map(|t| t.names());
        let hosts = names.cloned().chain(addrs.iter().map(|a| match a.ip() {
            IpAddr::V4(ip) => ip.to_string(),
            IpAddr::V6(ip) => format!("[{ip}]"),
        }));
        hosts
            .map(|host| format!("{scheme}://{host}:{}/?code={}", self.port(), self.code()))
            .collect()
    }

    /// The crew from setup (name and color of each member, in seating order).
    pub fn set_crew(&self, seats: Vec<Seat>) {
        self.hub.set_crew(seats);
    }

    /// What the phones show now (unchanged: nothing is sent).
    pub fn publish(&self, stage: Stage) {
        self.hub.publish(stage);
    }

    /// The language the phones speak: the host's (unchanged: nothing is sent).
    pub fn set_language(&self, language: i18n::Language) {
        self.hub.set_language(language);
    }

    /// The boards as the host holds them when the boards screen opens (by seat).
    pub fn reset_boards(&self, texts: Vec<String>) {
        self.hub.reset_boards(texts);
    }

    /// The host typed a board: that player's phone shows it.
    pub fn set_board(&self, seat: usize, text: &str) {
        self.hub.set_board(seat, text);
    }

    /// Deals the cards on the phones at the start of the Action Round (`None`: takes them
    /// away). Each phone then holds its player's hand and programs its board and the androids'.
    pub fn deal(&self, table: Option<hands::Table>) {
        self.hub.deal(table);
    }

    /// An announcement of the host's clock for the dealt cards (a phase end, incoming data, a
    /// data transfer's window, the blackout); the events it caused.
    pub fn clock(&self, signal: hands::Signal) -> Vec<hands::Event> {
        self.hub.clock(signal)
    }

    /// The phones' voice for the mission about to start (`None`: none): the clips the host
    /// plays and when, fetched by each phone once (`docs/formats.md` §12).
    pub fn set_voice(&self, voice: Option<PhoneVoice>) {
        self.hub.voice.set(voice);
    }

    /// Where the host's mission clock stands now (`Some(ms)` while it runs, `None` while it
    /// stands): the phones start each clip at the same moment. Call it every frame; the
    /// phones are told only when the clock starts, stops or jumps.
    pub fn voice_clock(&self, running: Option<u64>) {
        self.hub.voice.at(running);
    }

    /// The server's clock, the one the phones measure their offset against (milliseconds,
    /// monotonic, since the server started).
    pub fn host_ms(&self) -> f64 {
        self.hub.voice.now_ms()
    }

    /// The dealt table as it is now (the backs the host shows, the boards at the end).
    pub fn table(&self) -> Option<hands::Table> {
        self.hub.table()
    }

    /// Lets a crew member's phone go (another phone may then be them).
    pub fn release(&self, seat: usize) {
        self.hub.release(seat);
    }

    /// The crew members that have a phone.
    pub fn joined(&self) -> Vec<Joined> {
        self.hub.joined()
    }

    /// How many phones hold a session.
    pub fn terminals(&self) -> usize {
        self.hub.terminals()
    }

    /// What the phones did since the last call, oldest first.
    pub fn events(&self) -> Vec<TerminalEvent> {
        self.events.try_iter().collect()
    }

    /// Called (from the server's thread) whenever a phone's event is queued: the app asks
    /// for a frame so it applies the event at once.
    pub fn set_waker(&self, waker: Option<Waker>) {
        self.hub.set_waker(waker);
    }
}

impl Drop for Terminals {
    fn drop(&mut self) {
        // Without waiting: the window (or a test's own runtime) may be what drops it.
        if let Some(runtime) = self.runtime.take() {
            runtime.shutdown_background();
        }
    }
}

/// The order the join URLs are offered in: a LAN address before the loopback, and IPv4
/// before IPv6 (what a phone's browser takes and a person can type: `192.168.1.20`, not
/// `[fd12:3456::20]`).
fn shown_first(addrs: &mut [SocketAddr]) {
    addrs.sort_by_key(|a| (a.ip().is_loopback(), a.is_ipv6()));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_join_url_is_an_ipv4_lan_address_when_there_is_one() {
        let mut addrs: Vec<SocketAddr> = [
            "[fd12:3456::20]:7878",
            "127.0.0.1:7878",
            "192.168.1.20:7878",
        ]
        .iter()
        .map(|a| a.parse().unwrap())
        .collect();
        shown_first(&mut addrs);
        assert_eq!(addrs[0].to_string(), "192.168.1.20:7878");
        assert_eq!(addrs[2].to_string(), "127.0.0.1:7878");
    }
}
