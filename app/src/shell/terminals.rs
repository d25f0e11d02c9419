//! The crew terminals' server on the local network: started and stopped as the settings
//! say, with its status (serving, off, or why not). The window asks for it by intent
//! (`gui::screens::crew_terminals::TerminalIntent`) and its one `apply` calls these.

use std::net::IpAddr;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use terminals::{Allow, Bind, Config, Limits, StartError, Terminals, Tls, Waker};

use super::remote::{self, Https};
use super::settings::Settings;

/// Who may join, as the settings say (an unknown word: this network only).
pub fn allow_of(settings: &Settings) -> Allow {
    Allow::from_word(&settings.serve_allow).unwrap_or_default()
}

/// HTTPS, as the settings say.
pub fn https_of(settings: &Settings) -> Https {
    Https::from_settings(
        &settings.serve_https,
        &settings.serve_tls_cert,
        &settings.serve_tls_key,
    )
}

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
    /// The certificate made here for HTTPS, kept while the app runs: a phone that accepted
    /// it once is not asked again when the server restarts.
    made: Option<Tls>,
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
            made: None,
        }
    }

    /// The running server.
    pub fn server(&self) -> Option<&Terminals> {
        self.server.as_ref()
    }

    /// Starts serving as `settings` say (stopping first if it served); a failure is kept in
    /// [`CrewTerminals::status`] and the app goes on without phones. The join code is the
    /// evening's ([`evening_code`]): a new one is written into `settings`, for the caller to
    /// save.
    pub fn start(&mut self, settings: &mut Settings) {
        self.server = None;
        let bind = match settings.serve_address.trim() {
            "" => Ok(Bind::Private),
            text => text
                .parse::<IpAddr>()
                .map(Bind::Address)
                .map_err(|_| format!("`{text}` is not an IP address")),
        };
        let started = bind.and_then(|bind| {
            let reach = self.reach(settings, bind)?;
            Terminals::start_reaching(
                Config {
                    bind,
                    port: settings.serve_port,
                    read_only: false,
                },
                limits(settings),
                evening_code(settings, now()),
                reach,
            )
            .map_err(|e| match e {
                StartError::Tls(e) => e.words(),
                e => e.to_string(),
            })
        });
        match started {
            Ok(server) => {
                if server.code() != settings.serve_code {
                    server.code().clone_into(&mut settings.serve_code);
                    settings.serve_code_drawn = now().as_secs();
                }
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

    /// Who may join and HTTPS as `settings` say; the certificate made here is made once.
    fn reach(&mut self, settings: &Settings, bind: Bind) -> Result<terminals::Reach, String> {
        let allow = allow_of(settings);
        let https = https_of(settings);
        if https == Https::SelfSigned
            && let Some(made) = &self.made
        {
            return Ok(terminals::Reach {
                allow,
                tls: Some(made.clone()),
            });
        }
        let reach = remote::reach(allow, &https, bind)?;
        if https == Https::SelfSigned {
            self.made.clone_from(&reach.tls);
        }
        Ok(reach)
    }

    /// Stops serving.
    pub fn stop(&mut self) {
        self.server = None;
        self.status = ServeStatus::Off;
    }
}

/// How long a join code stays the same: an evening's game night, restarts of the app
/// included, so the phones that joined keep their page.
const EVENING: Duration = Duration::from_secs(12 * 60 * 60);

/// The time now, since the Unix epoch (zero on a clock set before 1970: a new code then).
fn now() -> Duration {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap_or_default()
}

/// The join code remembered in `settings` when it was drawn less than 12 hours (`EVENING`)
/// before `now` (and not in the future of a clock set back); `None`: the server draws a new
/// one.
pub fn evening_code(settings: &Settings, now: Duration) -> Option<String> {
    let drawn = Duration::from_secs(settings.serve_code_drawn);
    let fresh = drawn <= now && now - drawn < EVENING;
    (fresh && terminals::secret::is_join_code(&settings.serve_code))
        .then(|| settings.serve_code.clone())
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
    let ips = terminals::net::addresses(bind, allow_of(settings)).ok()?;
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

/// The server's limits: the defaults, with every crew member's seat on one phone when the
/// host allows phones to be shared.
pub fn limits(settings: &Settings) -> Limits {
    let mut limits = Limits::default();
    if settings.serve_shared_phones {
        // Five players at most: one phone may then hold the whole crew, each seat in a
        // session (a tab) of its own.
        limits.seats_per_address = 5;
        limits.sessions_per_address = limits.sessions_per_address.max(5);
    }
    limits
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_phone_holds_one_seat_unless_the_host_shares_phones() {
        let mut settings = Settings::default();
        assert_eq!(limits(&settings).seats_per_address, 1);
        settings.serve_shared_phones = true;
        assert_eq!(limits(&settings).seats_per_address, 5);
        assert_eq!(limits(&settings).sessions_per_address, 5);
    }

    #[test]
    fn the_join_code_is_kept_for_the_evening() {
        let hour = |h: u64| Duration::from_secs(h * 3600);
        let mut settings = Settings {
            serve_code: "K7QM-3XPA".into(),
            serve_code_drawn: hour(1000).as_secs(),
            ..Settings::default()
        };
        assert_eq!(
            evening_code(&settings, hour(1011)).as_deref(),
            Some("K7QM-3XPA")
        );
        assert_eq!(evening_code(&settings, hour(1012)), None);
        assert_eq!(evening_code(&settings, hour(999)), None);
        settings.serve_code = "1234".into();
        assert_eq!(evening_code(&settings, hour(1001)), None);
    }

    #[test]
    fn a_restarted_server_shows_the_same_code() {
        let mut settings = Settings {
            serve_address: "127.0.0.1".into(),
            serve_port: 0,
            ..Settings::default()
        };
        let mut phones = CrewTerminals::new(None);
        phones.start(&mut settings);
        let code = phones.server().map(|s| s.code().to_owned()).unwrap();
        assert_eq!(settings.serve_code, code);
        assert!(settings.serve_code_drawn > 0);
        phones.stop();
        // As after a restart of the app: a new server, the settings read back.
        let mut again = CrewTerminals::new(None);
        again.start(&mut settings);
        assert_eq!(again.server().map(Terminals::code), Some(code.as_str()));
    }
}
