//! Where the server listens: by default the private (LAN) addresses of this machine, never a
//! public one. A crew's phones are on the same Wi-Fi as the laptop; nothing is served to the
//! internet even when the laptop has a public address, unless the host allows it
//! ([`Allow`]: overlay VPNs, or any address).

use std::net::{IpAddr, Ipv4Addr, SocketAddr};

use std::net::TcpListener;

use crate::allow::Allow;

/// Which addresses to listen on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Bind {
    /// Every address of this machine that who-may-join ([`Allow`]) admits: the private ones
    /// (10/8, 172.16/12, 192.168/16, IPv6 unique local fc00::/7) and the loopback, with the
    /// overlay VPNs' or every address as the host allows.
    #[default]
    Private,
    /// One address the host chose (it must be one who-may-join admits).
    Address(IpAddr),
}

/// Why the server did not start.
#[derive(Debug, thiserror::Error)]
pub enum StartError {
    /// Something else listens on the port.
    #[error("port {port} is in use{}", .free.map(|p| format!(" (port {p} is free)")).unwrap_or_default())]
    PortInUse {
        /// The port asked for.
        port: u16,
        /// A free port nearby, to offer instead.
        free: Option<u16>,
    },
    /// The address chosen is not a private one.
    #[error("{0} is not a private (LAN) address: the terminals are never served to the internet")]
    NotPrivate(IpAddr),
    /// The certificate or key for HTTPS cannot be used.
    #[error(transparent)]
    Tls(#[from] crate::tls::TlsError),
    /// Another failure to listen (an address this machine does not have, say).
    #[error("cannot listen on {addr}: {source}")]
    Listen {
        /// The address.
        addr: SocketAddr,
        /// The operating system's reason.
        source: std::io::Error,
    },
    /// The runtime or the random generator failed.
    #[error("{0}")]
    Other(String),
}

pub use crate::allow::is_private;

/// The addresses [`Bind`] stands for when `allow` may join, loopback last (the first is the
/// one to show).
///
/// # Errors
/// [`StartError::NotPrivate`] for an address chosen that `allow` does not admit.
pub fn addresses(bind: Bind, allow: Allow) -> Result<Vec<IpAddr>, StartError> {
    match bind {
        Bind::Address(ip) if allow.admits(ip) => Ok(vec![ip]),
        Bind::Address(ip) => Err(StartError::NotPrivate(ip)),
        Bind::Private => {
            let mut ips: Vec<IpAddr> = machine_addresses(allow);
            ips.push(IpAddr::V4(Ipv4Addr::LOCALHOST));
            ips.dedup();
            Ok(ips)
        }
    }
}

/// This machine's private addresses, loopback excluded, IPv4 first (what a phone types).
pub fn lan_addresses() -> Vec<IpAddr> {
    machine_addresses(Allow::Lan)
}

/// This machine's addresses that `allow` admits, loopback and link-local excluded (a phone
/// elsewhere cannot reach those), IPv4 first.
pub fn machine_addresses(allow: Allow) -> Vec<IpAddr> {
    let mut ips: Vec<IpAddr> = if_addrs::get_if_addrs()
        .map(|list| list.into_iter().map(|i| i.ip()).collect())
        .unwrap_or_default();
    ips.retain(|ip| allow.admits(*ip) && !ip.is_loopback() && !is_link_local(*ip));
    ips.sort_by_key(|ip| (ip.is_ipv6(), *ip));
    ips.dedup();
    ips
}

fn is_link_local(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => v4.is_link_local(),
        IpAddr::V6(v6) => v6.is_unicast_link_local(),
    }
}

/// Listens on `port` of every address (port 0: one free port, the same on all), the sockets
/// non-blocking, ready for the server's runtime.
///
/// # Errors
/// [`StartError::PortInUse`] (with a free port nearby), or [`StartError::Listen`].
pub fn listen(ips: &[IpAddr], port: u16) -> Result<Vec<TcpListener>, StartError> {
    match listen_all(ips, port) {
        Err(StartError::PortInUse { .. }) => {
            let mut free = None;
            for candidate in (1..=20).filter_map(|k| port.checked_add(k)) {
                if listen_all(ips, candidate).is_ok() {
                    free = Some(candidate);
                    break;
                }
            }
            Err(StartError::PortInUse { port, free })
        }
        other => other,
    }
}

fn listen_all(ips: &[IpAddr], mut port: u16) -> Result<Vec<TcpListener>, StartError> {
    let mut listeners = Vec::new();
    for ip in ips {
        let addr = SocketAddr::new(*ip, port);
        match TcpListener::bind(addr).and_then(|l| l.set_nonblocking(true).map(|()| l)) {
            Ok(listener) => {
                if port == 0 {
                    port = listener.local_addr().map(|a| a.port()).unwrap_or(0);
                }
                listeners.push(listener);
            }
            Err(e) if e.kind() == std::io::ErrorKind::AddrInUse => {
                return Err(StartError::PortInUse { port, free: None });
            }
            Err(source) => return Err(StartError::Listen { addr, source }),
        }
    }
    Ok(listeners)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_private_addresses_are_served() {
        for ip in [
            "10.0.0.2",
            "172.16.5.4",
            "192.168.1.20",
            "127.0.0.1",
            "::1",
            "fd12::1",
        ] {
            assert!(
                is_private(ip.parse().unwrap_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED))),
                "{ip}"
            );
        }
        for ip in ["8.8.8.8", "0.0.0.0", "172.32.0.1", "2001:db8::1", "::"] {
            let ip: IpAddr = ip.parse().unwrap_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED));
            assert!(!is_private(ip), "{ip}");
            assert!(matches!(
                addresses(Bind::Address(ip), Allow::Lan),
                Err(StartError::NotPrivate(_))
            ));
        }
        assert!(
            addresses(Bind::Private, Allow::Lan)
                .unwrap_or_default()
                .iter()
                .all(|ip| is_private(*ip))
        );
    }
}
