//! The door every phone comes through (the page, joining, a socket opening): the join code,
//! and how many wrong codes it lets through. Wrong codes are counted per address, so one
//! address guessing (or an old page retrying last evening's code) slows down only itself,
//! and in total, so guessing from many addresses at once is bounded too
//! (`docs/formats.md` §12.2 gives the expected guessing time). The total bound does not hold
//! back an address that has come through with the right code already (a crew phone
//! reloading, or opening its socket again): guessers from many addresses can make a new phone
//! wait while they guess, never keep the crew that joined out.

use std::collections::{HashMap, HashSet};
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::Instant;

use crate::lock;
use crate::protocol::Refusal;
use crate::secret;

/// Wrong join codes one address may send in a burst...
const ADDRESS_BURST: f64 = 10.0;
/// ... and again one a second.
const ADDRESS_REFILL_PER_S: f64 = 1.0;
/// Wrong codes from every address together, in a burst (more than one address can spend)...
const TOTAL_BURST: f64 = 100.0;
/// ... and again this many a second: the ceiling of guessing from any number of addresses.
pub(crate) const TOTAL_REFILL_PER_S: f64 = 20.0;
/// Addresses remembered at once; beyond, addresses that have not guessed lately are forgotten
/// (their allowance is full again anyway), so a crowd of addresses cannot grow the table.
const ADDRESSES: usize = 1024;

/// An allowance of wrong codes that refills with time (a token bucket).
#[derive(Debug, Clone, Copy)]
struct Allowance {
    left: f64,
    since: Instant,
}

impl Allowance {
    fn full(burst: f64, now: Instant) -> Allowance {
        Allowance {
            left: burst,
            since: now,
        }
    }

    /// Refilled up to `now`.
    fn at(self, now: Instant, burst: f64, per_s: f64) -> Allowance {
        let left = (self.left + (now - self.since).as_secs_f64() * per_s).min(burst);
        Allowance { left, since: now }
    }
}

#[derive(Debug)]
struct Counts {
    total: Allowance,
    by_address: HashMap<IpAddr, Allowance>,
    /// Addresses that came through with the right code: the crew's, exempt from the total
    /// bound (never from their own). At most [`CREW_ADDRESSES`].
    crew: HashSet<IpAddr>,
}

/// Crew addresses remembered: a crew's phones, with room for phones changing networks.
const CREW_ADDRESSES: usize = 64;

/// The join code and the wrong codes still allowed.
#[derive(Debug)]
pub(crate) struct Door {
    /// The code as shown (`K7QM-3XPA`).
    code: String,
    /// Its symbols only, what a typed code is compared with.
    symbols: String,
    counts: Mutex<Counts>,
}

/// Whom wrong codes are counted against: an IPv4 address, or an IPv6 address's /64 (one
/// machine may pick any address in its network's /64).
pub(crate) fn address_key(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V4(_) => ip,
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => IpAddr::V6((u128::from(v6) & !u128::from(u64::MAX)).into()),
        },
    }
}

impl Counts {
    fn remember_crew(&mut self, key: IpAddr) {
        if self.crew.len() < CREW_ADDRESSES {
            self.crew.insert(key);
        }
    }
}

impl Door {
    /// A door that opens to `code`.
    pub(crate) fn new(code: String) -> Door {
        let now = Instant::now();
        Door {
            symbols: secret::normalized_code(&code),
            code,
            counts: Mutex::new(Counts {
                total: Allowance::full(TOTAL_BURST, now),
                by_address: HashMap::new(),
                crew: HashSet::new(),
            }),
        }
    }

    /// The join code.
    pub(crate) fn code(&self) -> &str {
        &self.code
    }

    /// Whether `code` is the join code, in any case and grouping (compared in constant time).
    pub(crate) fn code_ok(&self, code: &str) -> bool {
        secret::same(&secret::normalized_code(code), &self.symbols)
    }

    /// A phone at `from` proved it is the crew's another way (a socket with its session's
    /// token and the right code): the total bound no longer holds it back.
    pub(crate) fn knows(&self, from: IpAddr) {
        lock(&self.counts).remember_crew(address_key(from));
    }

    /// The code at the door from `from`: right, wrong, or too many wrong codes lately from
    /// that address or from everyone (then even the right one waits a moment).
    ///
    /// # Errors
    /// [`Refusal::WrongCode`] or [`Refusal::TooManyTries`].
    pub(crate) fn admit(&self, code: &str, from: IpAddr) -> Result<(), Refusal> {
        let mut counts = lock(&self.counts);
        let now = Instant::now();
        let key = address_key(from);
        if counts.by_address.len() >= ADDRESSES && !counts.by_address.contains_key(&key) {
            counts
                .by_address
                .retain(|_, a| a.at(now, ADDRESS_BURST, ADDRESS_REFILL_PER_S).left < ADDRESS_BURST);
        }
        let total = counts.total.at(now, TOTAL_BURST, TOTAL_REFILL_PER_S);
        counts.total = total;
        if counts.by_address.len() >= ADDRESSES && !counts.by_address.contains_key(&key) {
            return Err(Refusal::TooManyTries);
        }
        let mine = counts
            .by_address
            .get(&key)
            .map_or(Allowance::full(ADDRESS_BURST, now), |a| {
                a.at(now, ADDRESS_BURST, ADDRESS_REFILL_PER_S)
            });
        let crew = counts.crew.contains(&key);
        if mine.left < 1.0 || (total.left < 1.0 && !crew) {
            counts.by_address.insert(key, mine);
            return Err(Refusal::TooManyTries);
        }
        if self.code_ok(code) {
            counts.by_address.insert(key, mine);
            counts.remember_crew(key);
            return Ok(());
        }
        counts.by_address.insert(
            key,
            Allowance {
                left: mine.left - 1.0,
                since: now,
            },
        );
        counts.total.left -= 1.0;
        Err(Refusal::WrongCode)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_address_guessing_does_not_close_the_door_to_another() {
        let door = Door::new("K7QM-3XPA".into());
        let (guesser, crew) = ("10.0.0.9".parse().unwrap(), "10.0.0.7".parse().unwrap());
        for _ in 0..10 {
            assert_eq!(door.admit("AAAA-AAAA", guesser), Err(Refusal::WrongCode));
        }
        assert_eq!(door.admit("K7QM-3XPA", guesser), Err(Refusal::TooManyTries));
        assert_eq!(door.admit("k7qm 3xpa", crew), Ok(()));
        // An IPv6 network's /64 is one guesser, whichever address it picks.
        let v6 = |s: &str| address_key(s.parse().unwrap());
        assert_eq!(v6("fd00::1"), v6("fd00::ffff:1234"));
        assert_ne!(v6("fd00::1"), v6("fd00:0:0:1::1"));
    }

    #[test]
    fn many_addresses_together_meet_the_total_limit() {
        let door = Door::new("K7QM-3XPA".into());
        let mut refused = 0;
        for n in 0..40u8 {
            let ip = IpAddr::from([10, 0, 1, n]);
            for _ in 0..5 {
                if door.admit("AAAA-AAAA", ip) == Err(Refusal::TooManyTries) {
                    refused += 1;
                }
            }
        }
        // 200 guesses, 100 allowed at once (and 20 more a second as the allowance refills).
        assert!(refused >= 50, "{refused}");
    }

    #[test]
    fn guessers_from_many_addresses_delay_a_new_phone_but_never_the_crew() {
        let door = Door::new("K7QM-3XPA".into());
        let (crew, newcomer) = ("10.0.0.7".parse().unwrap(), "10.0.0.8".parse().unwrap());
        assert_eq!(door.admit("K7QM-3XPA", crew), Ok(()));
        // 60 addresses guess 10 codes each as fast as they can: past the total's burst,
        // every guess is refused without being checked.
        let mut checked = 0;
        for n in 0..60u8 {
            for _ in 0..10 {
                match door.admit("AAAA-AAAA", IpAddr::from([10, 9, 0, n])) {
                    Err(Refusal::WrongCode) => checked += 1,
                    refusal => assert_eq!(refusal, Err(Refusal::TooManyTries)),
                }
            }
        }
        assert!((100..110).contains(&checked), "{checked}");
        // The crew's phone comes back in; a new phone with the right code is told to retry...
        assert_eq!(door.admit("K7QM-3XPA", crew), Ok(()));
        assert_eq!(
            door.admit("K7QM-3XPA", newcomer),
            Err(Refusal::TooManyTries)
        );
        // ... and gets in as soon as the total allowance refills (20 a second).
        std::thread::sleep(std::time::Duration::from_millis(120));
        assert_eq!(door.admit("K7QM-3XPA", newcomer), Ok(()));
    }
}
