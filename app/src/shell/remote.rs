//! Remote play's choices, the same for `sitting-duck serve` and the setup screen: who may
//! join ([`terminals::Allow`]) and HTTPS ([`Https`]), made into the server's
//! [`terminals::Reach`], with the words a host checks (the warning for any address, the
//! certificate's fingerprint).

use std::path::PathBuf;

use terminals::{Allow, Bind, Reach, Tls};

/// Whether and how the page is served over HTTPS.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum Https {
    /// Plain HTTP (the default on a LAN).
    #[default]
    Off,
    /// A certificate made by the server when it starts (`--tls-self-signed`).
    SelfSigned,
    /// The host's certificate and key, PEM files (`--tls-cert`, `--tls-key`).
    Files {
        /// The certificate (chain).
        cert: PathBuf,
        /// Its private key.
        key: PathBuf,
    },
}

impl Https {
    /// The word in the settings: `off`, `self-signed` or `files`.
    pub fn word(&self) -> &'static str {
        match self {
            Https::Off => "off",
            Https::SelfSigned => "self-signed",
            Https::Files { .. } => "files",
        }
    }

    /// The choice the settings' words name (an unknown word: off).
    pub fn from_settings(word: &str, cert: &str, key: &str) -> Https {
        match word {
            "self-signed" => Https::SelfSigned,
            "files" => Https::Files {
                cert: PathBuf::from(cert),
                key: PathBuf::from(key),
            },
            _ => Https::Off,
        }
    }
}

/// The server's reach for `allow` and `https` when it binds as `bind`: the certificate
/// loaded or made (for the addresses served).
///
/// # Errors
/// The certificate's error in the crew's words: which file, and what is wrong.
pub fn reach(allow: Allow, https: &Https, bind: Bind) -> Result<Reach, String> {
    let tls = match https {
        Https::Off => None,
        Https::SelfSigned => {
            let ips = terminals::net::addresses(bind, allow).unwrap_or_default();
            Some(Tls::self_signed(&ips).map_err(|e| e.words())?)
        }
        Https::Files { cert, key } => Some(Tls::from_files(cert, key).map_err(|e| e.words())?),
    };
    Ok(Reach { allow, tls })
}

/// What the host reads below the join URL about the reach: the warning for any address or
/// the note for the VPN ([`allow_note`]), and the certificate's fingerprint
/// ([`fingerprint_line`]); one line each.
pub fn notes(allow: Allow, tls: Option<&Tls>) -> Vec<String> {
    allow_note(allow)
        .into_iter()
        .chain(fingerprint_line(tls))
        .collect()
}

/// The warning for any address, or the note for the VPN; nothing for this network only.
pub fn allow_note(allow: Allow) -> Option<String> {
    match allow {
        Allow::Lan => None,
        Allow::Vpn => Some(i18n::tr!("remote-allow-vpn-note")),
        Allow::Any => Some(i18n::tr!("remote-allow-any-warning")),
    }
}

/// The certificate's fingerprint, to compare with what a phone's browser shows.
pub fn fingerprint_line(tls: Option<&Tls>) -> Option<String> {
    tls.map(|tls| {
        i18n::tr!(
            "remote-fingerprint",
            fingerprint = tls.fingerprint().to_owned()
        )
    })
}

/// The certificate's fingerprint for the setup screen: its label, and the 32 bytes in two
/// lines of 16 (as browsers show it, and narrow enough for a small window).
pub fn fingerprint_lines(tls: Option<&Tls>) -> Option<[String; 3]> {
    let print = tls?.fingerprint();
    // 16 bytes are 16 pairs of digits and 15 colons: 47 characters, then the colon between.
    let (first, second) = (print.get(..47)?, print.get(48..)?);
    Some([
        i18n::tr!("remote-fingerprint-label"),
        first.to_owned(),
        second.to_owned(),
    ])
}

/// The words for who-may-join, on the setup screen.
pub fn allow_label(allow: Allow) -> String {
    match allow {
        Allow::Lan => i18n::tr!("remote-allow-lan"),
        Allow::Vpn => i18n::tr!("remote-allow-vpn"),
        Allow::Any => i18n::tr!("remote-allow-any"),
    }
}
