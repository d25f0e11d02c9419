//! Exporting the log: JSON with everything (enough to replay every mission), or CSV with the
//! paper log's columns for a spreadsheet.

use std::io::{self, Write};

use crate::{CrewEntry, LoggedMission};

/// The CSV header: one column per field of the paper log, plus id, track and seed, the New
/// Frontier modules played (their words separated by spaces; empty: the base game), and last
/// `played_at_local`: when the mission was played as RFC 3339 in the reader's time zone
/// (`played_at` is the instant as stored, in UTC since the app logs UTC).
pub const CSV_COLUMNS: [&str; 21] = [
    "id",
    "crew",
    "members",
    "played_at",
    "track",
    "soundtrack",
    "common_difficulty",
    "serious_difficulty",
    "outcome",
    "destroyed_by",
    "survived_points",
    "destroyed_points",
    "visual_confirmation",
    "damage_penalty",
    "knock_out_penalty",
    "battlebot_penalty",
    "total",
    "seed",
    "players",
    "modules",
    "played_at_local",
];

/// Writes the missions as CSV (RFC 4180: comma-separated, CRLF line ends, fields with a
/// comma, quote or line break quoted). Empty fields stand for "none" (a lost mission's
/// total, say). The game file, event log and result JSON are left out; `--json` has them.
/// `zone` is the time zone of `played_at_local`.
pub fn write_csv(
    missions: &[LoggedMission],
    zone: &jiff::tz::TimeZone,
    out: &mut dyn Write,
) -> io::Result<()> {
    write_row(out, CSV_COLUMNS.iter().map(|c| (*c).to_owned()))?;
    for mission in missions {
        let r = &mission.record;
        let opt = |v: &Option<String>| v.clone().unwrap_or_default();
        let players = r.crew.iter().filter(|entry| !entry.android).count();
        let points = crate::record::card_columns(&r.score).map(|p| p.to_string());
        write_row(
            out,
            [
                mission.id.to_string(),
                r.crew_name.clone().unwrap_or_default(),
                r.crew.iter().map(member).collect::<Vec<_>>().join("; "),
                r.played_at.clone(),
                opt(&r.track),
                opt(&r.soundtrack),
                r.common_difficulty.to_string(),
                r.serious_difficulty.to_string(),
                r.outcome().to_string(),
                r.destroyed_by().unwrap_or_default().to_owned(),
                points[0].clone(),
                points[1].clone(),
                points[2].clone(),
                points[3].clone(),
                points[4].clone(),
                points[5].clone(),
                r.total().map(|t| t.to_string()).unwrap_or_default(),
                r.seed.to_string(),
                players.to_string(),
                crate::modules::words(r.modules),
                crate::date::rfc3339_in_zone(&r.played_at, zone).unwrap_or_default(),
            ]
            .into_iter(),
        )?;
    }
    Ok(())
}

/// A mission as the JSON export writes it: every field, and last its local date and time.
#[derive(serde::Serialize)]
struct Exported<'a> {
    #[serde(flatten)]
    mission: &'a LoggedMission,
    /// `played_at` as RFC 3339 in the reader's time zone.
    played_at_local: Option<String>,
}

/// Writes the missions as one pretty-printed JSON array of [`LoggedMission`] objects, each
/// with `played_at_local` (its date and time in `zone`) after its fields, followed by a
/// newline. The array reads back as [`LoggedMission`]s (the extra field is ignored).
pub fn write_json(
    missions: &[LoggedMission],
    zone: &jiff::tz::TimeZone,
    out: &mut dyn Write,
) -> io::Result<()> {
    let exported: Vec<Exported<'_>> = missions
        .iter()
        .map(|mission| Exported {
            mission,
            played_at_local: crate::date::rfc3339_in_zone(&mission.record.played_at, zone),
        })
        .collect();
    serde_json::to_writer_pretty(&mut *out, &exported)?;
    out.write_all(b"\n")
}

/// A crew member with the paper log's role marks spelled out: `Anna (captain, red)`.
pub fn member(entry: &CrewEntry) -> String {
    let mut marks = Vec::new();
    if entry.captain {
        marks.push("captain");
    }
    if entry.communications_officer {
        marks.push("communications officer");
    }
    if entry.security_chief {
        marks.push("security chief");
    }
    if entry.android {
        marks.push("android");
    }
    if let Some(color) = &entry.color {
        marks.push(color);
    }
    if let Some(specialization) = &entry.specialization {
        marks.push(specialization);
    }
    if marks.is_empty() {
        entry.name.clone()
    } else {
        format!("{} ({})", entry.name, marks.join(", "))
    }
}

/// Writes one RFC 4180 row (the explorers' export shares it).
pub fn write_csv_row(out: &mut dyn Write, fields: impl Iterator<Item = String>) -> io::Result<()> {
    write_row(out, fields)
}

fn write_row(out: &mut dyn Write, fields: impl Iterator<Item = String>) -> io::Result<()> {
    for (index, field) in fields.enumerate() {
        if index > 0 {
            out.write_all(b",")?;
        }
        if field.contains([',', '"', '\n', '\r']) {
            write!(out, "\"{}\"", field.replace('"', "\"\""))?;
        } else {
            out.write_all(field.as_bytes())?;
        }
    }
    out.write_all(b"\r\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_that_need_it_are_quoted() {
        let mut out = Vec::new();
        let fields = ["plain", "a,b", "say \"hi\"", "two\nlines", ""];
        write_row(&mut out, fields.iter().map(|f| (*f).to_owned())).unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "plain,\"a,b\",\"say \"\"hi\"\"\",\"two\nlines\",\r\n"
        );
    }

    #[test]
    fn members_show_their_marks() {
        let mut entry = CrewEntry {
            name: "Anna".into(),
            color: Some("red".into()),
            captain: true,
            communications_officer: false,
            security_chief: true,
            android: false,
            specialization: None,
        };
        assert_eq!(member(&entry), "Anna (captain, security chief, red)");
        entry.specialization = Some("medic 2".into());
        assert_eq!(
            member(&entry),
            "Anna (captain, security chief, red, medic 2)"
        );
        entry.specialization = None;
        entry.captain = false;
        entry.security_chief = false;
        entry.color = None;
        assert_eq!(member(&entry), "Anna");
    }
}
