//! Who may join: the host's choice of which addresses the server listens on and takes
//! connections from. `lan` (the default) is this network only, `vpn` adds the overlay
//! networks a crew in several rooms shares (Tailscale and its kin), `any` is every address
//! (a public host, said with a warning wherever it is chosen).

use std::net::{IpAddr, Ipv6Addr};

/// Which addresses may join.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Hash)]
pub enum Allow {
    /// This network only: the private addresses (10/8, 172.16/12, 192.168/16, IPv6
    /// unique-local fc00::/7) and the loopback.
    #[default]
    Lan,
    /// Also the overlay VPNs: the shared address space 100.64.0.0/10 (RFC 6598, where
    /// Tailscale and Headscale give their addresses) and Tailscale's IPv6 range
    /// fd7a:115c:a1e0::/48 (inside fc00::/7, already private).
    Vpn,
    /// Any address, public ones too.
    Any,
}

/// Whether `ip` is a private, unique-local or loopback address: what `lan` admits.
pub fn is_private(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => v4.is_private() || v4.is_loopback(),
        IpAddr::V6(v6) => v6.is_loopback() || v6.is_unique_local(),
    }
}

/// The 100.64.0.0/10 shared address space: the IPv4 addresses of Tailscale-like overlays.
fn is_shared_space(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => {
            let [a, b, _, _] = v4.octets();
            a == 100 && (b & 0xc0) == 64
        }
        IpAddr::V6(v6) => v6
            .to_ipv4_mapped()
            .is_some_and(|v4| is_shared_space(v4.into())),
    }
}

/// Tailscale's IPv6 range, fd7a:115c:a1e0::/48.
const TAILSCALE_V6: Ipv6Addr = Ipv6Addr::new(0xfd7a, 0x115c, 0xa1e0, 0, 0, 0, 0, 0);

/// Whether `ip` is on an overlay VPN of the kind `vpn` admits.
pub fn is_vpn(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V6(v6) if v6.to_ipv4_mapped().is_none() => {
            u128::from(v6) >> 80 == u128::from(TAILSCALE_V6) >> 80
        }
        _ => is_shared_space(ip),
    }
}

impl Allow {
    /// Every choice, in the order offered.
    pub const ALL: [Allow; 3] = [Allow::Lan, Allow::Vpn, Allow::Any];

    /// The word on the command line and in the settings: `lan`, `vpn` or `any`.
    pub fn word(self) -> &'static str {
        match self {
            Allow::Lan => "lan",
            Allow::Vpn => "vpn",
            Allow::Any => "any",
        }
    }

    /// The choice a word names (any case), if any.
    pub fn from_word(word: &str) -> Option<Allow> {
        Allow::ALL
            .into_iter()
            .find(|a| a.word().eq_ignore_ascii_case(word.trim()))
    }

    /// Whether a phone at `ip` may connect, and whether the server may listen on `ip`. An
    /// IPv4 address mapped into IPv6 (`::ffff:10.0.0.2`, a dual-stack socket's view) is
    /// judged as the IPv4 address it is.
    pub fn admits(self, ip: IpAddr) -> bool {
        let ip = match ip {
            IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(ip, IpAddr::V4),
            IpAddr::V4(_) => ip,
        };
        match self {
            Allow::Lan => is_private(ip),
            Allow::Vpn => is_private(ip) || is_vpn(ip),
            Allow::Any => !ip.is_unspecified() && !ip.is_multicast(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each address with whether `lan`, `vpn` and `any` admit it.
    const TABLE: &[(&str, [bool; 3])] = &[
        ("127.0.0.1", [true, true, true]),
        ("::1", [true, true, true]),
        ("10.1.2.3", [true, true, true]),
        ("172.16.0.9", [true, true, true]),
        ("192.168.1.20", [true, true, true]),
        ("fd12:3456::20", [true, true, true]),
        ("::ffff:192.168.1.20", [true, true, true]),
        // Tailscale's addresses: CGNAT space and its own IPv6 /48.
        ("100.64.0.1", [false, true, true]),
        ("100.101.102.103", [false, true, true]),
        ("100.127.255.254", [false, true, true]),
        ("::ffff:100.100.1.1", [false, true, true]),
        ("fd7a:115c:a1e0::1", [true, true, true]),
        (
            "fd7a:115c:a1e0:ab12:4843:cd96:626b:430b",
            [true, true, true],
        ),
        // Next to them, outside.
        ("100.63.255.255", [false, false, true]),
        ("100.128.0.1", [false, false, true]),
        ("172.32.0.1", [false, false, true]),
        ("8.8.8.8", [false, false, true]),
        ("2001:db8::1", [false, false, true]),
        ("2a00:1450:4001::200e", [false, false, true]),
        // Never anyone's address.
        ("0.0.0.0", [false, false, false]),
        ("::", [false, false, false]),
        ("224.0.0.1", [false, false, false]),
    ];

    #[test]
    fn each_choice_admits_its_addresses() {
        for (text, wanted) in TABLE {
            let ip: IpAddr = text.parse().unwrap();
            let got = Allow::ALL.map(|a| a.admits(ip));
            assert_eq!(&got, wanted, "{text}");
        }
        assert!(is_vpn("fd7a:115c:a1e0:1::2".parse().unwrap()));
        assert!(!is_vpn("fd7a:115c:a1e1::2".parse().unwrap()));
        assert!(!is_vpn("192.168.1.2".parse().unwrap()));
    }

    #[test]
    fn the_words_name_the_choices() {
        for allow in Allow::ALL {
            assert_eq!(Allow::from_word(allow.word()), Some(allow));
        }
        assert_eq!(Allow::from_word("VPN"), Some(Allow::Vpn));
        assert_eq!(Allow::from_word("internet"), None);
        assert_eq!(Allow::default(), Allow::Lan);
    }
}
