//! The crew terminals' server on the local network: started and stopped as the settings
//! say, with its status (serving, off, or why not). The window asks for it by intent
//! (`gui::screens::crew_terminals::TerminalIntent`) and its one `apply` calls these.

use std::net::IpAddr;

use terminals::{Bind, Config, StartError, Terminals, Waker};

use super::settings::Settings;

/// Whether the terminals are served.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ServeStatus {
    /// Switched off.
    Off,
    /// Serving.
    Serving,
    /// The server could not start: why, and a free port to offer when the port was in use.
    Failed {
        /// The reason, in words.
        message: String,
        /// A free port nearby.
        offered: Option<u16>,
    },
}

/// The server and its status, kept by the app.
pub struct CrewTerminals {
    server: Option<Terminals>,
    /// Whether it serves, or why not.
    pub status: ServeStatus,
    /// Wakes the window when a phone does something.
    waker: Option<Waker>,
}

impl std::fmt::Debug for CrewTerminals {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CrewTerminals")
            .field("server", &self.server)
            .field("status", &self.status)
            .finish_non_exhaustive()
    }
}

impl CrewTerminals {
    /// Switched off; `waker` is called by the phones once it serves.
    pub fn new(waker: Option<Waker>) -> Self {
        Self {
            server: None,
            status: ServeStatus::Off,
            waker,
        }
    }

    /// The running server.
    pub fn server(&self) -> Option<&Terminals> {
        self.server.as_ref()
    }

    /// Starts serving as `settings` say (stopping first if it served); a failure is kept in
    /// [`CrewTerminals::status`] and the app goes on without phones.
    pub fn start(&mut self, settings: &Settings) {
        self.server = None;
        let bind = match settings.serve_address.trim() {
            "" => Ok(Bind::Private),
            text => text
                .parse::<IpAddr>()
                .map(Bind::Address)
                .map_err(|_| format!("`{text}` is not an IP address")),
        };
        let started = bind.and_then(|bind| {
            Terminals::start(Config {
                bind,
                port: settings.serve_port,
                read_only: false,
            })
            .map_err(|e| e.to_string())
        });
        match started {
            Ok(server) => {
                server.set_waker(self.waker.clone());
                self.server = Some(server);
                self.status = ServeStatus::Serving;
            }
            Err(message) => {
                let offered = offered_port(&message, settings);
                self.status = ServeStatus::Failed { message, offered };
            }
        }
    }

    /// Stops serving.
    pub fn stop(&mut self) {
        self.server = None;
        self.status = ServeStatus::Off;
    }
}

/// The free port [`StartError::PortInUse`] found, tried again on its own so the offer is
/// one that works now.
fn offered_port(message: &str, settings: &Settings) -> Option<u16> {
    if !message.contains("in use") {
        return None;
    }
    let bind = settings
        .serve_address
        .trim()
        .parse::<IpAddr>()
        .map_or(Bind::Private, Bind::Address);
    let ips = terminals::net::addresses(bind).ok()?;
    match terminals::net::listen(&ips, settings.serve_port) {
        Err(StartError::PortInUse { free, .. }) => free,
        _ => None,
    }
}

/// This machine's LAN addresses, to serve on one only.
pub fn lan_addresses() -> Vec<String> {
    terminals::net::lan_addresses()
        .iter()
        .map(ToString::to_string)
        .collect()
}
