//! Mission dates: RFC 3339 date-times as the caller passes them, and the instant they name.
//!
//! The library never reads the clock. The app reads it and formats it with
//! [`rfc3339_from_unix`]; the log keeps the caller's text as written and, beside it, the
//! instant in Unix seconds, so missions logged with different UTC offsets still sort in the
//! order they were played.

/// Seconds since 1970-01-01T00:00:00Z named by an RFC 3339 date-time such as
/// `2026-11-30T20:15:00+01:00`, or `None` when the text is not one.
///
/// Accepts `T`, `t` or a space between date and time, an optional fraction of a second
/// (dropped), and `Z`, `z` or `±HH:MM` as the offset. A leap second (`:60`) counts as the
/// next second.
pub fn parse_rfc3339(text: &str) -> Option<i64> {
    let b = text.as_bytes();
    if b.len() < 20 {
        return None;
    }
    let year = digits(b, 0, 4)?;
    let month = digits(b, 5, 2)?;
    let day = digits(b, 8, 2)?;
    let hour = digits(b, 11, 2)?;
    let minute = digits(b, 14, 2)?;
    let second = digits(b, 17, 2)?;
    if b[4] != b'-' || b[7] != b'-' || !matches!(b[10], b'T' | b't' | b' ') {
        return None;
    }
    if b[13] != b':' || b[16] != b':' {
        return None;
    }
    if !(1..=12).contains(&month) || day < 1 || day > days_in_month(year, month) {
        return None;
    }
    if hour > 23 || minute > 59 || second > 60 {
        return None;
    }
    let mut rest = &b[19..];
    if let Some((b'.', fraction)) = rest.split_first() {
        let count = fraction.iter().take_while(|c| c.is_ascii_digit()).count();
        if count == 0 {
            return None;
        }
        rest = &fraction[count..];
    }
    let offset = match rest {
        [b'Z' | b'z'] => 0,
        [sign @ (b'+' | b'-'), ..] if rest.len() == 6 && rest[3] == b':' => {
            let hours = digits(rest, 1, 2)?;
            let minutes = digits(rest, 4, 2)?;
            if hours > 23 || minutes > 59 {
                return None;
            }
            let seconds = hours * 3600 + minutes * 60;
            if *sign == b'-' { -seconds } else { seconds }
        }
        _ => return None,
    };
    let days = days_from_civil(year, month, day);
    Some(days * 86_400 + hour * 3600 + minute * 60 + second - offset)
}

/// The RFC 3339 text of an instant given in Unix seconds, in UTC: `2026-11-30T19:15:00Z`.
///
/// The app passes `SystemTime::now()` through this to fill `MissionRecord::played_at`.
pub fn rfc3339_from_unix(seconds: i64) -> String {
    let days = seconds.div_euclid(86_400);
    let of_day = seconds.rem_euclid(86_400);
    let (year, month, day) = civil_from_days(days);
    format!(
        "{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}Z",
        of_day / 3600,
        of_day % 3600 / 60,
        of_day % 60
    )
}

/// The decimal number in `b[at..at + len]`, all ASCII digits.
fn digits(b: &[u8], at: usize, len: usize) -> Option<i64> {
    let field = b.get(at..at + len)?;
    field.iter().try_fold(0_i64, |acc, c| {
        c.is_ascii_digit().then(|| acc * 10 + i64::from(c - b'0'))
    })
}

fn is_leap(year: i64) -> bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
}

fn days_in_month(year: i64, month: i64) -> i64 {
    match month {
        2 if is_leap(year) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's `days_from_civil`).
fn days_from_civil(year: i64, month: i64, day: i64) -> i64 {
    let y = if month <= 2 { year - 1 } else { year };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (month + 9) % 12;
    let doy = (153 * mp + 2) / 5 + day - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// The date of a day count since 1970-01-01 (the inverse of [`days_from_civil`]).
fn civil_from_days(days: i64) -> (i64, i64, i64) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
mod tests {
    use super::*;

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
            ("2023-02-29T00:00:00Z", None),
            ("2026-13-01T00:00:00Z", None),
            ("2026-11-30T24:00:00Z", None),
            ("2026-11-30T19:15:00", None),
            ("2026-11-30T19:15:00+0100", None),
            ("2026-11-30T19:15:00.Z", None),
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
            -86_400 * 365 * 400,
            -1,
            0,
            951_782_400,
            1_796_066_100,
            4_102_444_799,
        ] {
            let text = rfc3339_from_unix(seconds);
            assert_eq!(parse_rfc3339(&text), Some(seconds), "{text}");
        }
        assert_eq!(rfc3339_from_unix(1_796_066_100), "2026-11-30T19:15:00Z");
    }
}
