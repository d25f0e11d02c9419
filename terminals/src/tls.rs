//! HTTPS for the crew terminals: a certificate and key the host gives (PEM files, e.g. from
//! the crew's own domain) or one the server makes for itself (rcgen), served with rustls in
//! front of the same hyper connections (`accept.rs`). A secure page is what lets a phone's
//! browser keep the screen awake (the Wake Lock API), and what a host serving beyond the
//! local network should offer.

use std::fmt::Write as _;
use std::net::IpAddr;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use rustls::pki_types::pem::PemObject as _;
use rustls::pki_types::{CertificateDer, PrivateKeyDer};
use tokio_rustls::TlsAcceptor;

/// Which of the two files a [`TlsError`] is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PemFile {
    /// The certificate (`--tls-cert`).
    Certificate,
    /// The private key (`--tls-key`).
    Key,
}

/// Why HTTPS cannot be served with what the host gave.
#[derive(Debug, thiserror::Error)]
pub enum TlsError {
    /// A file cannot be read.
    #[error("cannot read the {which:?} file {path}: {source}")]
    Unreadable {
        /// Which file.
        which: PemFile,
        /// Its path.
        path: PathBuf,
        /// The operating system's reason.
        source: std::io::Error,
    },
    /// A file holds no PEM block of its kind.
    #[error("the {which:?} file {path} holds no PEM {which:?}")]
    NotPem {
        /// Which file.
        which: PemFile,
        /// Its path.
        path: PathBuf,
    },
    /// rustls refused the pair (the key does not go with the certificate, say).
    #[error("the certificate {cert} and the key {key} cannot be used together: {reason}")]
    Refused {
        /// The certificate's path.
        cert: PathBuf,
        /// The key's path.
        key: PathBuf,
        /// rustls's reason.
        reason: String,
    },
    /// No certificate could be made.
    #[error("cannot make a certificate: {0}")]
    Make(String),
}

impl TlsError {
    /// The error in the crew's words (the host's language).
    pub fn words(&self) -> String {
        let which = |w: &PemFile| match w {
            PemFile::Certificate => i18n::tr!("remote-tls-certificate"),
            PemFile::Key => i18n::tr!("remote-tls-key"),
        };
        match self {
            TlsError::Unreadable {
                which: w,
                path,
                source,
            } => i18n::tr!(
                "remote-tls-unreadable",
                which = which(w),
                path = path.display().to_string(),
                reason = source.to_string()
            ),
            TlsError::NotPem { which: w, path } => i18n::tr!(
                "remote-tls-not-pem",
                which = which(w),
                path = path.display().to_string()
            ),
            TlsError::Refused { cert, key, reason } => i18n::tr!(
                "remote-tls-refused",
                cert = cert.display().to_string(),
                key = key.display().to_string(),
                reason = reason.clone()
            ),
            TlsError::Make(reason) => i18n::tr!("remote-tls-make", reason = reason.clone()),
        }
    }
}

/// A certificate ready to serve: the acceptor and what a person checks it by.
#[derive(Clone)]
pub struct Tls {
    acceptor: TlsAcceptor,
    fingerprint: String,
    spki: String,
    names: Vec<String>,
}

impl std::fmt::Debug for Tls {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Tls")
            .field("fingerprint", &self.fingerprint)
            .field("names", &self.names)
            .finish_non_exhaustive()
    }
}

impl Tls {
    /// The certificate chain in `cert` and the private key in `key` (PEM files).
    ///
    /// # Errors
    /// Which file cannot be read or holds no PEM block of its kind, or the two do not go
    /// together.
    pub fn from_files(cert: &Path, key: &Path) -> Result<Tls, TlsError> {
        let read = |which, path: &Path| {
            std::fs::read(path).map_err(|source| TlsError::Unreadable {
                which,
                path: path.to_owned(),
                source,
            })
        };
        let not_pem = |which, path: &Path| TlsError::NotPem {
            which,
            path: path.to_owned(),
        };
        let cert_pem = read(PemFile::Certificate, cert)?;
        let key_pem = read(PemFile::Key, key)?;
        let chain: Vec<CertificateDer<'static>> = CertificateDer::pem_slice_iter(&cert_pem)
            .filter_map(Result::ok)
            .collect();
        if chain.is_empty() {
            return Err(not_pem(PemFile::Certificate, cert));
        }
        let private =
            PrivateKeyDer::from_pem_slice(&key_pem).map_err(|_| not_pem(PemFile::Key, key))?;
        Tls::new(chain, private).map_err(|reason| TlsError::Refused {
            cert: cert.to_owned(),
            key: key.to_owned(),
            reason,
        })
    }

    /// A certificate made now for `localhost` and the addresses `ips`, with a new key: no
    /// authority vouches for it, so a phone's browser asks its player to accept it once; the
    /// [`Tls::fingerprint`] shown by the host is how they know it is this one.
    ///
    /// # Errors
    /// When the key or the certificate cannot be made.
    pub fn self_signed(ips: &[IpAddr]) -> Result<Tls, TlsError> {
        let mut names = vec!["localhost".to_owned()];
        names.extend(ips.iter().map(IpAddr::to_string));
        let made =
            rcgen::generate_simple_self_signed(names).map_err(|e| TlsError::Make(e.to_string()))?;
        let key = PrivateKeyDer::try_from(made.signing_key.serialize_der())
            .map_err(|e| TlsError::Make(e.to_owned()))?;
        Tls::new(vec![made.cert.der().clone()], key).map_err(TlsError::Make)
    }

    fn new(
        chain: Vec<CertificateDer<'static>>,
        key: PrivateKeyDer<'static>,
    ) -> Result<Tls, String> {
        let first = chain.first().ok_or("no certificate")?.clone();
        let parsed = webpki::EndEntityCert::try_from(&first).map_err(|e| e.to_string())?;
        // `localhost` is always one of the server's names; the others are where it is found.
        let names = parsed
            .valid_dns_names()
            .filter(|n| !n.eq_ignore_ascii_case("localhost"))
            .map(str::to_owned)
            .collect();
        let spki = base64(sha256(parsed.subject_public_key_info().as_ref()).as_slice());
        // ring's provider has no post-quantum key exchange (hence rustls's deprecation note):
        // a game's phone page does not need it, and aws-lc-rs, which has it, needs cmake and
        // minutes of build on every machine that builds the app.
        #[allow(deprecated)]
        let provider = Arc::new(rustls::crypto::ring::default_provider());
        let mut config = rustls::ServerConfig::builder_with_provider(provider)
            .with_safe_default_protocol_versions()
            .map_err(|e| e.to_string())?
            .with_no_client_auth()
            .with_single_cert(chain, key)
            .map_err(|e| e.to_string())?;
        // HTTP/1.1 only, as the server speaks (the WebSocket upgrade is an HTTP/1.1 one).
        config.alpn_protocols = vec![b"http/1.1".to_vec()];
        Ok(Tls {
            acceptor: TlsAcceptor::from(Arc::new(config)),
            fingerprint: colon_hex(&sha256(first.as_ref())),
            spki,
            names,
        })
    }

    /// The certificate's SHA-256 fingerprint, as browsers show it (`AB:CD:…`, 32 bytes).
    pub fn fingerprint(&self) -> &str {
        &self.fingerprint
    }

    /// The base64 SHA-256 of the certificate's public key (what chromium's
    /// `--ignore-certificate-errors-spki-list` takes, to trust exactly this certificate).
    pub fn spki_sha256(&self) -> &str {
        &self.spki
    }

    /// The DNS names the certificate is for: the server answers to them too (its `Host`
    /// check), and the join URL names the first.
    pub fn names(&self) -> &[String] {
        &self.names
    }

    pub(crate) fn acceptor(&self) -> &TlsAcceptor {
        &self.acceptor
    }
}

fn sha256(bytes: &[u8]) -> Vec<u8> {
    ring::digest::digest(&ring::digest::SHA256, bytes)
        .as_ref()
        .to_vec()
}

fn colon_hex(bytes: &[u8]) -> String {
    let mut text = String::with_capacity(bytes.len() * 3);
    for (i, b) in bytes.iter().enumerate() {
        let _ = write!(text, "{}{b:02X}", if i == 0 { "" } else { ":" });
    }
    text
}

/// Standard base64 with padding (the one place it is needed does not warrant a crate).
fn base64(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut text = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, b)| n | u32::from(*b) << (16 - 8 * i));
        for i in 0..4 {
            if i <= chunk.len() {
                text.push(char::from(ALPHABET[(n >> (18 - 6 * i) & 63) as usize]));
            } else {
                text.push('=');
            }
        }
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64_and_fingerprints_are_the_usual_forms() {
        assert_eq!(base64(b""), "");
        assert_eq!(base64(b"f"), "Zg==");
        assert_eq!(base64(b"fo"), "Zm8=");
        assert_eq!(base64(b"foo"), "Zm9v");
        assert_eq!(base64(b"foobar"), "Zm9vYmFy");
        assert_eq!(colon_hex(&[0xab, 0x01]), "AB:01");
        let made = Tls::self_signed(&["127.0.0.1".parse().unwrap()]).unwrap();
        assert_eq!(made.fingerprint().len(), 32 * 3 - 1);
        assert_eq!(made.spki_sha256().len(), 44);
        assert!(made.names().is_empty());
    }

    #[test]
    fn bad_files_say_which_file_and_what_is_wrong() {
        let dir = std::env::temp_dir().join(format!("sd-tls-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let (cert, key, junk) = (dir.join("c.pem"), dir.join("k.pem"), dir.join("j.pem"));
        let made = rcgen::generate_simple_self_signed(vec!["crew.example".to_owned()]).unwrap();
        let other = rcgen::KeyPair::generate().unwrap();
        std::fs::write(&cert, made.cert.pem()).unwrap();
        std::fs::write(&key, made.signing_key.serialize_pem()).unwrap();
        std::fs::write(&junk, "not a certificate").unwrap();
        let good = Tls::from_files(&cert, &key).unwrap();
        assert_eq!(good.names(), ["crew.example"]);
        let missing = dir.join("missing.pem");
        assert!(matches!(
            Tls::from_files(&missing, &key),
            Err(TlsError::Unreadable {
                which: PemFile::Certificate,
                ..
            })
        ));
        assert!(matches!(
            Tls::from_files(&junk, &key),
            Err(TlsError::NotPem {
                which: PemFile::Certificate,
                ..
            })
        ));
        assert!(matches!(
            Tls::from_files(&cert, &junk),
            Err(TlsError::NotPem {
                which: PemFile::Key,
                ..
            })
        ));
        std::fs::write(&junk, other.serialize_pem()).unwrap();
        let refused = Tls::from_files(&cert, &junk).unwrap_err();
        assert!(matches!(refused, TlsError::Refused { .. }), "{refused}");
        assert!(refused.words().contains("j.pem"), "{}", refused.words());
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
