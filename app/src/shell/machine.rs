//! What the window asks of the machine before it opens: is there a display, which renderer
//! was asked for, and a seed from the wall clock.

/// Whether a window can be opened at all: on Linux and the BSDs an X11 or Wayland display
/// must be named; Windows and macOS always have their desktop.
pub fn display_available() -> bool {
    display_on(std::env::consts::OS, |name| {
        std::env::var_os(name).is_some_and(|v| !v.is_empty())
    })
}

/// [`display_available`] for the operating system `os` (`std::env::consts::OS`), with `set`
/// telling whether an environment variable is set.
pub fn display_on(os: &str, set: impl Fn(&str) -> bool) -> bool {
    match os {
        "windows" | "macos" => true,
        _ => set("DISPLAY") || set("WAYLAND_DISPLAY") || set("WAYLAND_SOCKET"),
    }
}

/// Whether `SITTING_DUCK_RENDERER=wgpu` asks for the wgpu renderer (glow otherwise).
pub fn wants_wgpu() -> bool {
    std::env::var("SITTING_DUCK_RENDERER").as_deref() == Ok("wgpu")
}

/// A zone fixed for the whole process by [`fix_time_zone`], in place of the system's.
static FIXED_ZONE: std::sync::OnceLock<jiff::tz::TimeZone> = std::sync::OnceLock::new();

/// The machine's time zone, for the ship's log's local dates and times: `TZ` when set, else
/// the system's (on Linux /etc/localtime and the zoneinfo database; macOS and Windows
/// their own), UTC when none can be read. jiff caches it, so asking often costs nothing.
pub fn time_zone() -> jiff::tz::TimeZone {
    FIXED_ZONE
        .get()
        .cloned()
        .unwrap_or_else(jiff::tz::TimeZone::system)
}

/// Shows every local date of this process in `zone`, whatever the machine's (the UI tests'
/// harness: the same dates on every machine, where `TZ` cannot be set in-process). The
/// first call wins.
pub fn fix_time_zone(zone: jiff::tz::TimeZone) {
    let _ = FIXED_ZONE.set(zone);
}

/// A mission's date and time as the crew reads it: `2026-11-30 20:15`, local to the machine
/// (the log stores UTC); the text as stored when it is not a date.
pub fn local_date(played_at: &str) -> String {
    date_in(played_at, &time_zone())
}

/// [`local_date`] in `zone`.
pub fn date_in(played_at: &str, zone: &jiff::tz::TimeZone) -> String {
    match shiplog::parts_in_zone(played_at, zone) {
        Some(p) => format!(
            "{:04}-{:02}-{:02} {:02}:{:02}",
            p.year, p.month, p.day, p.hour, p.minute
        ),
        None => played_at.to_owned(),
    }
}

/// A seed for the random mission, the trajectories and the deck: the wall clock's
/// nanoseconds (0 on a clock before 1970).
pub fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| {
            u64::try_from(d.as_nanos() & u128::from(u64::MAX)).unwrap_or(0)
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_x11_and_wayland_systems_need_a_display_named() {
        let none = |_: &str| false;
        assert!(display_on("windows", none));
        assert!(display_on("macos", none));
        assert!(!display_on("linux", none));
        assert!(!display_on("freebsd", none));
        assert!(display_on("linux", |name| name == "WAYLAND_DISPLAY"));
        assert!(display_on("linux", |name| name == "DISPLAY"));
    }
}
