//! Mission dates: RFC 3339 date-times as the caller passes them, and the instant they name.
//!
//! The library never reads the clock. The app reads it and formats it with
//! [`rfc3339_from_unix`]; the log keeps the caller's text as written and, beside it, the
//! instant in Unix seconds, so missions logged with different UTC offsets still sort in the
//! order they were played. The calendar (leap years, month lengths, offsets) is the `time`
//! crate's; time zones are jiff's ([`parts_in_zone`], [`rfc3339_in_zone`]): the log stores
//! UTC and the reader shows the table's local date and time, in a zone the caller passes
//! (the app asks the system for it; the library never does).

use time::format_description::well_known::Rfc3339;
use time::{Duration, OffsetDateTime};

/// The first instant RFC 3339 can write, `0000-01-01T00:00:00Z`, in Unix seconds.
const FIRST: i64 = -62_167_219_200;

/// The last instant RFC 3339 can write, `9999-12-31T23:59:59Z`, in Unix seconds.
const LAST: i64 = 253_402_300_799;

/// Seconds since 1970-01-01T00:00:00Z named by an RFC 3339 date-time such as
/// `2026-11-30T20:15:00+01:00`, or `None` when the text is not one.
///
/// Accepts `T`, `t` or a space between date and time, an optional fraction of a second
/// (dropped), and `Z`, `z` or `±HH:MM` as the offset. A leap second (`:60`) is accepted
/// where one can fall, in the last second of a month in UTC, and counts as the second
/// before it.
pub fn parse_rfc3339(text: &str) -> Option<i64> {
    // RFC 3339 lets a reader take another separator than `T`; `time` takes any byte there,
    // the log only the two the RFC names (and `t`, since it reads letters in either case).
    if !matches!(text.as_bytes().get(10), Some(b'T' | b't' | b' ')) {
        return None;
    }
    OffsetDateTime::parse(text, &Rfc3339)
        .ok()
        .map(OffsetDateTime::unix_timestamp)
}

/// The RFC 3339 text of an instant given in Unix seconds, in UTC: `2026-11-30T19:15:00Z`.
/// An instant before year 0 or after year 9999, which RFC 3339 cannot write (its year has
/// four digits), is written as the first or the last second it can.
///
/// The app passes `SystemTime::now()` through this to fill `MissionRecord::played_at`.
pub fn rfc3339_from_unix(seconds: i64) -> String {
    // The date is `time`'s; written field by field, since within the clamp the text cannot
    // fail to be written (`format(&Rfc3339)` would return a `Result` for nothing).
    let at =
        OffsetDateTime::UNIX_EPOCH.saturating_add(Duration::seconds(seconds.clamp(FIRST, LAST)));
    format!(
        "{:04}-{:02}-{:02}T{:02}:{:02}:{:02}Z",
        at.year(),
        u8::from(at.month()),
        at.day(),
        at.hour(),
        at.minute(),
        at.second()
    )
}

/// The calendar date and the time of day of a date-time, as a reader shows them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DateParts {
    /// The year, 0-9999.
    pub year: i32,
    /// The month, 1-12.
    pub month: u8,
    /// The day of the month, 1-31.
    pub day: u8,
    /// The hour, 0-23.
    pub hour: u8,
    /// The minute, 0-59.
    pub minute: u8,
}

impl DateParts {
    fn of(at: OffsetDateTime) -> DateParts {
        DateParts {
            year: at.year(),
            month: u8::from(at.month()),
            day: at.day(),
            hour: at.hour(),
            minute: at.minute(),
        }
    }
}

/// The date and time an RFC 3339 date-time names in its own offset (the local time of the
/// table that wrote it: `2026-11-30T20:15:00+01:00` is 20:15 on 30 November), or `None` when
/// the text is not one (read as [`parse_rfc3339`] reads it).
pub fn local_parts(text: &str) -> Option<DateParts> {
    if !matches!(text.as_bytes().get(10), Some(b'T' | b't' | b' ')) {
        return None;
    }
    OffsetDateTime::parse(text, &Rfc3339)
        .ok()
        .map(DateParts::of)
}

/// The date and time in UTC of an instant given in Unix seconds (clamped as
/// [`rfc3339_from_unix`] clamps it).
pub fn utc_parts(seconds: i64) -> DateParts {
    DateParts::of(
        OffsetDateTime::UNIX_EPOCH.saturating_add(Duration::seconds(seconds.clamp(FIRST, LAST))),
    )
}

/// The local date and time in `zone` of the instant an RFC 3339 date-time names (whatever
/// offset it was written with), or `None` when the text is not one.
pub fn parts_in_zone(text: &str, zone: &jiff::tz::TimeZone) -> Option<DateParts> {
    let at = zone.to_datetime(jiff::Timestamp::from_second(parse_rfc3339(text)?).ok()?);
    Some(DateParts {
        year: i32::from(at.year()),
        month: u8::try_from(at.month()).ok()?,
        day: u8::try_from(at.day()).ok()?,
        hour: u8::try_from(at.hour()).ok()?,
        minute: u8::try_from(at.minute()).ok()?,
    })
}

/// The RFC 3339 text, with `zone`'s offset at that instant, of the instant an RFC 3339
/// date-time names: `2026-11-30T19:15:00Z` in Europe/Berlin is `2026-11-30T20:15:00+01:00`.
/// `None` when the text is not one.
pub fn rfc3339_in_zone(text: &str, zone: &jiff::tz::TimeZone) -> Option<String> {
    let at = jiff::Timestamp::from_second(parse_rfc3339(text)?)
        .ok()?
        .to_zoned(zone.clone());
    Some(at.strftime("%Y-%m-%dT%H:%M:%S%:z").to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_utc_date_is_read_in_the_zone_asked_for() {
        let berlin = jiff::tz::TimeZone::fixed(jiff::tz::offset(1));
        let winter = "2026-11-30T19:15:00Z";
        assert_eq!(
            rfc3339_in_zone(winter, &berlin).as_deref(),
            Some("2026-11-30T20:15:00+01:00")
        );
        let late = parts_in_zone("2026-12-31T23:30:00Z", &berlin);
        assert_eq!(
            late,
            Some(DateParts {
                year: 2027,
                month: 1,
                day: 1,
                hour: 0,
                minute: 30
            })
        );
        assert_eq!(
            rfc3339_in_zone("2026-11-30T20:15:00+01:00", &jiff::tz::TimeZone::UTC).as_deref(),
            Some("2026-11-30T19:15:00+00:00")
        );
        assert_eq!(parts_in_zone("last tuesday", &berlin), None);
    }

    #[test]
    fn parses_the_forms_rfc3339_allows() {
        let cases: &[(&str, Option<i64>)] = &[
            ("1970-01-01T00:00:00Z", Some(0)),
            ("2026-11-30T19:15:00Z", Some(1_796_066_100)),
            ("2026-11-30T20:15:00+01:00", Some(1_796_066_100)),
            ("2026-11-30t14:15:00.125-05:00", Some(1_796_066_100)),
            ("2026-11-30 19:15:00z", Some(1_796_066_100)),
            ("2024-02-29T00:00:00Z", Some(1_709_164_800)),
            ("1969-12-31T23:59:59Z", Some(-1)),
            ("2016-12-31T23:59:60Z", Some(1_483_228_799)),
            ("2023-02-29T00:00:00Z", None),
            ("2026-13-01T00:00:00Z", None),
            ("2026-11-30T24:00:00Z", None),
            ("2026-11-30T19:15:60Z", None),
            ("2026-11-30T19:15:00", None),
            ("2026-11-30T19:15:00+0100", None),
            ("2026-11-30T19:15:00+24:00", None),
            ("2026-11-30T19:15:00.Z", None),
            ("2026-11-30x19:15:00Z", None),
            ("2026-11-30T19:15:00Z ", None),
            ("2026-11-30", None),
            ("yesterday evening, late", None),
        ];
        for (text, expected) in cases {
            assert_eq!(parse_rfc3339(text), *expected, "{text}");
        }
    }

    #[test]
    fn formatting_and_parsing_agree() {
        for seconds in [
            FIRST,
            -86_400 * 365 * 400,
            -1,
            0,
            951_782_400,
            1_796_066_100,
            4_102_444_799,
            LAST,
        ] {
            let text = rfc3339_from_unix(seconds);
            assert_eq!(parse_rfc3339(&text), Some(seconds), "{text}");
        }
        assert_eq!(rfc3339_from_unix(1_796_066_100), "2026-11-30T19:15:00Z");
        assert_eq!(rfc3339_from_unix(FIRST), "0000-01-01T00:00:00Z");
        assert_eq!(rfc3339_from_unix(LAST), "9999-12-31T23:59:59Z");
    }

    #[test]
    fn an_instant_rfc3339_cannot_write_is_written_as_the_nearest_it_can() {
        assert_eq!(rfc3339_from_unix(i64::MIN), "0000-01-01T00:00:00Z");
        assert_eq!(rfc3339_from_unix(LAST + 1), "9999-12-31T23:59:59Z");
    }

    #[test]
    fn parts_are_the_writers_local_time_or_utc() {
        let parts = |year, month, day, hour, minute| DateParts {
            year,
            month,
            day,
            hour,
            minute,
        };
        assert_eq!(
            local_parts("2026-11-30T20:15:00+01:00"),
            Some(parts(2026, 11, 30, 20, 15))
        );
        assert_eq!(local_parts("2026-11-30 20:15"), None);
        assert_eq!(local_parts("last tuesday"), None);
        assert_eq!(utc_parts(1_796_066_100), parts(2026, 11, 30, 19, 15));
        assert_eq!(utc_parts(i64::MIN), parts(0, 1, 1, 0, 0));
    }
}
