//! The mission report a crew shares: one self-contained HTML page ([`html::page`]) or a
//! forum post: Markdown that reads well as plain text ([`markdown::post`]) or BoardGameGeek's
//! own bracket markup ([`bbcode::post`]), made from a resolved game.
//!
//! Both read one [`Report`]: the game resolved again from its file and seed (the engine is a
//! pure function of them, so the report shows exactly what the crew saw), its score card,
//! its debrief and the facts the table knows beyond the file ([`Meta`]). In the spoiler-free
//! form the threat cards are renamed before resolving ([`spoiler_free_name`]): every line
//! that names a threat (the log, the score card, the debrief) then says only its severity,
//! zone and turn, and no card id is printed anywhere.

use engine::event::TurnEvent;
use std::fs;
use std::io::Read as _;
use std::path::Path;
use std::sync::Arc;
use strum::VariantArray;

use anyhow::Context;
use engine::{Resolution, ScoreCard, Setup, Severity, ThreatPlacement, ThreatStatus, ThreatZone};
use i18n::tr;
use words::debrief::{self, Debrief};
use words::nouns;

pub mod bbcode;
pub mod html;
pub mod markdown;
pub mod svg;

/// `s` safe inside HTML text and inside a double-quoted attribute: the escaping the page's
/// template applies to every string (for tests that look for a name in the page).
pub fn escape(s: &str) -> String {
    maud::html! { (s) }.into_string()
}

/// A threat's zone: `red`, `white`, `blue` or `internal`.
pub fn zone_words(zone: engine::ThreatZone) -> String {
    match zone {
        engine::ThreatZone::External(z) => nouns::zone(z),
        engine::ThreatZone::Internal => tr!("report-internal"),
    }
}

/// A crew figure's colour in words (`none` without one).
pub fn color_words(color: Option<engine::CrewColor>) -> String {
    use engine::CrewColor as C;
    match color {
        Some(C::Red) => tr!("report-color-red"),
        Some(C::Yellow) => tr!("report-color-yellow"),
        Some(C::Green) => tr!("report-color-green"),
        Some(C::Blue) => tr!("report-color-blue"),
        Some(C::Purple) => tr!("report-color-purple"),
        None => tr!("report-color-none"),
    }
}

/// The hex color of a crew figure (the app's crew colors).
pub fn crew_hex(color: Option<engine::CrewColor>) -> &'static str {
    use engine::CrewColor as C;
    match color {
        Some(C::Red) => "#d63e3e",
        Some(C::Yellow) => "#ecc83c",
        Some(C::Green) => "#46b45a",
        Some(C::Blue) => "#3c78e6",
        Some(C::Purple) => "#965ad2",
        None => "#9aa0ad",
    }
}

/// What the table knows about a mission beyond its game file.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Meta {
    /// Where the mission comes from, for the page's footer: `game file x.yaml` or
    /// `ship's log mission 3`.
    pub source: String,
    /// When it was played, as the crew reads it (`2026-11-30 20:15`, local time), when known.
    pub played_at: Option<String>,
    /// The crew's page in the ship's log, when the mission is logged.
    pub crew_page: Option<String>,
    /// Crew members by name with (communications officer, chief of security).
    pub roles: Vec<(String, bool, bool)>,
    /// What the ship's computer said during the Action Round played at the table: each
    /// announcement's mission time (milliseconds) and words. Empty when no round was played
    /// here (a game file resolved on its own).
    pub transcript: Vec<(u64, String)>,
}

/// A resolved mission ready to be written as a report.
#[derive(Debug, Clone)]
pub struct Report {
    /// The facts beyond the game file.
    pub meta: Meta,
    /// The game as resolved (threat cards renamed in the spoiler-free form).
    pub setup: Setup,
    /// The seed of the damage-tile draws.
    pub seed: u64,
    /// The resolution of the game.
    pub resolution: Resolution,
    /// The engine's score card (the lines every front end shows).
    pub card: ScoreCard,
    /// Why the mission went as it did.
    pub debrief: Debrief,
    /// Whether the threat cards are hidden.
    pub spoiler_free: bool,
}

/// One threat of the report: where and when it came, and its fate.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ThreatRow {
    /// Turn it appeared.
    pub turn: u8,
    /// Its trajectory's zone.
    pub zone: ThreatZone,
    /// Common or serious.
    pub severity: Severity,
    /// An unconfirmed report.
    pub unconfirmed: bool,
    /// The card's name (its spoiler-free name in that form).
    pub name: String,
    /// The card's id; `None` in the spoiler-free form.
    pub id: Option<String>,
    /// `destroyed`, `survived`, `ignored` or `in flight`, in the current language.
    pub fate: String,
    /// Damage taken and hit points ("3 of 5"); `None` in the spoiler-free form.
    pub damage: Option<String>,
}

/// A transcript line's time: `m:ss` of mission time, whole seconds.
pub fn transcript_time(at_ms: u64) -> String {
    missions::diag::format_time(u32::try_from(at_ms / 1000).unwrap_or(u32::MAX))
}

/// The name a threat gets in the spoiler-free report: what the crew heard announced
/// (`Serious red threat of turn 3`, `Internal threat of turn 5`), nothing of the card drawn.
pub fn spoiler_free_name(placement: &ThreatPlacement) -> String {
    let turn = placement.turn;
    let name = match (placement.zone, placement.card.severity) {
        (ThreatZone::External(z), Severity::Common) => {
            tr!("report-spoiler-threat", zone = nouns::zone(z), turn = turn)
        }
        (ThreatZone::External(z), Severity::Serious) => {
            tr!(
                "report-spoiler-serious-threat",
                zone = nouns::zone(z),
                turn = turn
            )
        }
        (ThreatZone::Internal, Severity::Common) => tr!("report-spoiler-internal", turn = turn),
        (ThreatZone::Internal, Severity::Serious) => {
            tr!("report-spoiler-serious-internal", turn = turn)
        }
    };
    let mut chars = name.chars();
    chars
        .next()
        .map(char::to_uppercase)
        .into_iter()
        .flatten()
        .chain(chars)
        .collect()
}

/// A threat's fate at the end, in words.
fn fate_words(status: ThreatStatus) -> String {
    match status {
        ThreatStatus::Destroyed => tr!("report-fate-destroyed"),
        ThreatStatus::Survived => tr!("report-fate-survived"),
        ThreatStatus::Ignored => tr!("report-fate-ignored"),
        ThreatStatus::Pending | ThreatStatus::Active => tr!("report-fate-in-flight"),
    }
}

impl Report {
    /// What the ship carried into this mission from the missions before it in a campaign
    /// (damage tiles not repaired, squads still disabled), in words; `None` for a ship that
    /// started whole.
    pub fn carried(&self) -> Option<String> {
        let carried = &self.setup.starting_damage;
        if carried.is_empty() {
            return None;
        }
        let mut parts: Vec<String> = engine::Zone::VARIANTS
            .iter()
            .copied()
            .filter(|z| !carried.tiles_of(*z).is_empty())
            .map(|z| {
                let tiles: Vec<String> = carried
                    .tiles_of(z)
                    .iter()
                    .map(|t| nouns::tile(*t))
                    .collect();
                format!("{}: {}", nouns::zone(z), tiles.join(", "))
            })
            .collect();
        if carried.disabled_squads > 0 {
            parts.push(tr!(
                "report-carried-squads",
                squads = carried.disabled_squads
            ));
        }
        Some(tr!("report-carried", damage = parts.join("; ")))
    }

    /// Resolves `game` with `seed` and gathers what the report shows. `spoiler_free` renames
    /// the threat cards first (the rules never read a card's name, so the resolution is the
    /// same event for event).
    pub fn new(
        game: &engine::Game,
        seed: u64,
        meta: Meta,
        spoiler_free: bool,
    ) -> anyhow::Result<Report> {
        let mut setup = game.setup().clone();
        if spoiler_free {
            let names: Vec<String> = setup.threats.iter().map(spoiler_free_name).collect();
            for (i, (placement, name)) in setup.threats.iter_mut().zip(&names).enumerate() {
                let mut card = (*placement.card).clone();
                // Two threats of one severity, zone and turn (a homemade game) stay apart.
                let clash = names.iter().filter(|n| *n == name).count() > 1;
                card.name = if clash {
                    format!("{name} ({})", i + 1)
                } else {
                    name.clone()
                };
                placement.card = Arc::new(card);
            }
        }
        let renamed = engine::Game::from_setup(setup.clone())
            .map_err(|e| {
                let said: Vec<String> = e.0.iter().map(words::diagnostic::setup::text).collect();
                anyhow::anyhow!("{}", said.join("; "))
            })
            .context("the game does not load with its threats renamed")?;
        let resolution = engine::resolve(&renamed, seed);
        Ok(Report {
            meta,
            card: resolution.score_card(),
            debrief: debrief::debrief(&resolution),
            setup,
            seed,
            resolution,
            spoiler_free,
        })
    }

    /// The report's title: the mission track's name, or `A mission`.
    pub fn title(&self) -> String {
        match &self.setup.mission {
            Some(name) => name.clone(),
            None => tr!("report-a-mission"),
        }
    }

    /// `Mission complete: 33 points` or `Ship lost to Fighter`.
    pub fn headline(&self) -> String {
        match (self.card.total(), self.card.destroyed_by()) {
            (Some(total), _) => tr!("report-headline-won", total = total),
            (None, Some(by)) => tr!("report-headline-lost-to", threat = by),
            (None, None) => tr!("report-headline-lost"),
        }
    }

    /// The roles of a crew member beyond captain: `communications officer`, `chief of
    /// security`.
    pub fn roles_of(&self, name: &str) -> Vec<String> {
        let mut out = Vec::new();
        if let Some((_, comms, security)) = self.meta.roles.iter().find(|(n, ..)| n == name) {
            if *comms {
                out.push(tr!("report-role-communications"));
            }
            if *security {
                out.push(tr!("report-role-security"));
            }
        }
        out
    }

    /// Every role of a crew member of the setup, captain and android included.
    pub fn crew_roles(&self, member: &engine::CrewMember) -> Vec<String> {
        let mut roles = Vec::new();
        if member.captain {
            roles.push(tr!("report-role-captain"));
        }
        if member.android {
            roles.push(tr!("report-role-android"));
        }
        roles.extend(self.roles_of(&member.name));
        roles
    }

    /// The threats in order of appearance, with their fate at the end.
    pub fn threats(&self) -> Vec<ThreatRow> {
        self.resolution
            .state
            .threats()
            .iter()
            .map(|t| ThreatRow {
                turn: t.turn,
                zone: t.zone,
                severity: t.card.severity,
                unconfirmed: t.unconfirmed,
                name: t.name().to_string(),
                id: (!self.spoiler_free).then(|| t.card.id.clone()),
                fate: fate_words(t.status),
                damage: (!self.spoiler_free && t.status != ThreatStatus::Ignored).then(|| {
                    tr!(
                        "report-damage-of",
                        damage = t.damage.min(t.hit_points),
                        hit_points = t.hit_points
                    )
                }),
            })
            .collect()
    }

    /// The log in words, grouped by turn: (turn, lines of `step: text`).
    pub fn log_by_turn(&self) -> Vec<(u8, Vec<String>)> {
        let mut turns: Vec<(u8, Vec<String>)> = Vec::new();
        for entry in &self.resolution.log {
            if matches!(entry.event, engine::Event::Turn(TurnEvent::Started { .. })) {
                continue;
            }
            let text = format!(
                "{}: {}",
                nouns::step(entry.step),
                words::log_text::Text::new(&entry.event, &self.resolution.initial)
            );
            match turns.last_mut() {
                Some((turn, lines)) if *turn == entry.turn => lines.push(text),
                _ => turns.push((entry.turn, vec![text])),
            }
        }
        turns
    }

    /// The debrief's sections as (heading, lines of `T4: text (points)`), the empty ones
    /// left out.
    pub fn debrief_sections(&self) -> Vec<(String, Vec<String>)> {
        use words::debrief::Section;
        let sections = [
            (Section::Loss, tr!("report-how-it-ended")),
            (Section::Chain, Section::Chain.heading()),
            (Section::Points, Section::Points.heading()),
            (Section::NoEffect, Section::NoEffect.heading()),
        ];
        sections
            .into_iter()
            .filter_map(|(section, heading)| {
                let lines: Vec<String> = self
                    .debrief
                    .lines
                    .iter()
                    .filter(|l| l.section == section)
                    .map(|l| match l.points {
                        Some(p) => format!("T{}: {} ({p})", l.turn, l.text),
                        None => format!("T{}: {}", l.turn, l.text),
                    })
                    .collect();
                (!lines.is_empty()).then_some((heading, lines))
            })
            .collect()
    }

    /// Where a crew member (by name) ended the mission: `lower white`, `in the
    /// interceptors`, with `knocked out` when so.
    pub fn final_station(&self, name: &str) -> String {
        let Some(c) = self
            .resolution
            .state
            .crew()
            .iter()
            .find(|c| c.name.get() == name)
        else {
            return String::new();
        };
        let place = match c.station {
            Some(s) => nouns::station(s),
            None => tr!("report-in-the-interceptors"),
        };
        if c.knocked_out {
            tr!("report-knocked-out-at", place = place)
        } else {
            place
        }
    }
}

/// Why a report must not be written to `file`, if it must not: it is the ship's log at `db`
/// (or its `-wal`, `-shm`, `-journal` file), any SQLite database, or the game file `input`
/// the report is made from. The message starts with the file's name and ends with `the
/// report was not written (choose another file)`.
pub fn refuse_to_write(file: &Path, db: Option<&Path>, input: Option<&Path>) -> Result<(), String> {
    let same = crate::shell::files::writes_over;
    let refuse = |what: &str| {
        format!(
            "{}: that is {what}; the report was not written (choose another file)",
            file.display()
        )
    };
    if let Some(db) = db {
        for suffix in ["", "-wal", "-shm", "-journal"] {
            let mut name = db.as_os_str().to_owned();
            name.push(suffix);
            if same(file, Path::new(&name)) {
                return Err(refuse(&if suffix.is_empty() {
                    "the ship's log itself".to_owned()
                } else {
                    format!("the ship's log's {suffix} file")
                }));
            }
        }
    }
    if input.is_some_and(|input| same(file, input)) {
        return Err(refuse("the game file the report is made from"));
    }
    let mut start = [0_u8; 16];
    let is_sqlite = fs::File::open(file)
        .and_then(|mut f| f.read_exact(&mut start))
        .is_ok()
        && &start == b"SQLite format 3\0";
    if is_sqlite {
        return Err(refuse("a SQLite database (a ship's log?)"));
    }
    Ok(())
}

/// A moment as the crew reads it: `2026-12-01 21:30` (the day and the time where it was
/// played), not the log's RFC 3339 (`2026-12-01T21:30:05+01:00`). Text that is no such
/// moment is given back as it is.
pub fn human_date(played_at: &str) -> String {
    match ::shiplog::local_parts(played_at) {
        Some(p) => format!(
            "{:04}-{:02}-{:02} {:02}:{:02}",
            p.year, p.month, p.day, p.hour, p.minute
        ),
        None => played_at.to_owned(),
    }
}

/// The file name a report gets by default: `mission-1-2026-12-01-2130.html` from the track
/// name and the day and time played (characters a file system could refuse become `-`).
pub fn default_file_name(title: &str, played_at: &str) -> String {
    let clean = |s: &str| -> String {
        let mut out = String::new();
        for c in s.chars() {
            let c = if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '-'
            };
            if !(c == '-' && out.ends_with('-')) {
                out.push(c);
            }
        }
        out.trim_matches('-').to_owned()
    };
    // The date to the minute: 2026-12-01T21:30:00Z -> 2026-12-01-2130.
    let date = match ::shiplog::local_parts(played_at) {
        Some(p) => format!(
            "{:04}-{:02}-{:02}-{:02}{:02}",
            p.year, p.month, p.day, p.hour, p.minute
        ),
        None => played_at.chars().take(16).collect(),
    };
    let name = [clean(title), clean(&date)]
        .into_iter()
        .filter(|p| !p.is_empty())
        .collect::<Vec<_>>()
        .join("-");
    if name.is_empty() {
        "mission-report.html".to_owned()
    } else {
        format!("{name}.html")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_file_names_are_safe() {
        assert_eq!(
            default_file_name("Mission 1", "2026-12-01T21:30:05Z"),
            "mission-1-2026-12-01-2130.html"
        );
        assert_eq!(
            default_file_name("Mission 1", "2026-12-01T21:30:05+01:00"),
            "mission-1-2026-12-01-2130.html",
            "the time where it was played"
        );
        assert_eq!(human_date("2026-12-01T21:30:05+01:00"), "2026-12-01 21:30");
        assert_eq!(
            default_file_name("../<x>", ""),
            "x.html",
            "no path or markup survives"
        );
        assert_eq!(default_file_name("", ""), "mission-report.html");
    }

    #[test]
    fn the_transcript_of_a_played_round_is_in_the_page_and_the_post() {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../tests/scenarios/mechanics/full-mission-five-crew.yaml"
        );
        let catalog = missions::Catalog::base().unwrap();
        let text = std::fs::read_to_string(path).unwrap();
        let game = missions::game::parse_game(&text, "x", &catalog).unwrap();
        let said = [
            (
                0,
                "Alert. Enemy activity detected. Please begin first phase.",
            ),
            (75_500, "Time T plus 3. Threat. Zone <red>."),
        ];
        let meta = Meta {
            transcript: said.iter().map(|(t, s)| (*t, (*s).to_owned())).collect(),
            ..Meta::default()
        };
        let report = Report::new(&game.game, game.seed, meta, false).unwrap();
        let page = html::page(&report);
        let heading = maud::html! { h2 { (tr!("report-transcript-heading")) } }.into_string();
        assert!(page.contains(&heading), "{heading}");
        let columns = maud::html! {
            th { (tr!("report-transcript-time")) }
            th { (tr!("report-transcript-announcement")) }
        };
        assert!(page.contains(&columns.into_string()));
        assert!(page.contains("<tr><td>0:00</td><td>Alert. Enemy activity detected."));
        assert!(page.contains("<tr><td>1:15</td><td>Time T plus 3. Threat. Zone &lt;red&gt;."));
        let post = markdown::post(&report);
        assert!(
            post.contains("**What the ship's computer said**\n\n- 0:00 Alert."),
            "{post}"
        );
        assert!(
            post.contains("- 1:15 Time T plus 3. Threat. Zone \\<red>."),
            "{post}"
        );
        // A report from a file alone has no such section.
        let alone = Report::new(&game.game, game.seed, Meta::default(), false).unwrap();
        assert!(!html::page(&alone).contains("ship's computer said"));
        assert!(!markdown::post(&alone).contains("ship's computer said"));

        // In German the page's section, its heading and its columns are German.
        i18n::set_thread_language(Some(i18n::Language::De));
        let page = html::page(&report);
        i18n::set_thread_language(None);
        assert!(
            page.contains("<h2>Was der Bordcomputer sagte</h2>"),
            "{page}"
        );
        assert!(page.contains("<th>Zeit</th><th>Ansage</th>"), "{page}");
        for english in ["computer said", "<th>Time</th>", "Announcement"] {
            assert!(!page.contains(english), "{english}");
        }
    }
}
