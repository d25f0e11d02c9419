//! `log list --campaign [ID]` and `log export --json --campaigns`: the campaigns of the ship's
//! log (RULINGS.md C1-C9), each with its missions, the ship between them and the score.

use std::io::{self, Write};

use engine::StartingDamage;
use serde::Serialize;
use shiplog::{Campaign, CampaignId, MissionId, campaign::starting_damage_json};
use words::report::json::StartingDamageJson;

/// The ship a mission started from, in words: `red: structural, reactor; 1 battlebot squad
/// left behind (the other starts in UB)`, or `a new ship` (in the current language).
pub fn ship_words(d: &StartingDamage) -> String {
    let mut parts: Vec<String> = d
        .tiles
        .iter()
        .filter(|(_, t)| !t.is_empty())
        .map(|(z, t)| {
            let names: Vec<String> = t.iter().map(|t| words::nouns::tile(*t)).collect();
            i18n::tr!(
                "cli-campaign-zone-tiles",
                zone = words::nouns::zone(*z),
                tiles = names.join(", ")
            )
        })
        .collect();
    match d.disabled_squads {
        0 => {}
        1 => parts.push(i18n::tr!(
            "cli-campaign-squad-left",
            station = d.squad_at.map_or("LR", |s| s.code())
        )),
        n => parts.push(i18n::tr!("cli-campaign-squads-left", count = n)),
    }
    if parts.is_empty() {
        i18n::tr!("cli-campaign-new-ship")
    } else {
        joined(parts.into_iter())
    }
}

/// Clauses joined as the log joins them: `a; b; c` (`a ; b` in French).
fn joined(parts: impl Iterator<Item = String>) -> String {
    parts
        .reduce(|first, then| i18n::tr!("log-then", first = first, then = then))
        .unwrap_or_default()
}

/// The campaign score in words: `total 20 (threats 25, visual 4, ...)`, or why there is none.
pub fn score_words(c: &Campaign) -> String {
    match c.score() {
        Some(s) => i18n::tr!(
            "cli-campaign-score",
            total = s.total.to_string(),
            threats = s.threats.to_string(),
            visual = s.visual_confirmation.to_string(),
            damage = s.damage_penalty.to_string(),
            knocked = s.knock_out_penalty.to_string(),
            squads = s.battlebot_penalty.to_string()
        ),
        None if c.status == shiplog::CampaignStatus::Lost => {
            i18n::tr!("cli-campaign-no-score-lost")
        }
        None => i18n::tr!("cli-campaign-no-mission-yet"),
    }
}

/// A campaign's status as a word: `flying`, `stopped`, `lost`, `complete`.
pub fn status_word(status: shiplog::CampaignStatus) -> String {
    match status {
        shiplog::CampaignStatus::Flying => i18n::tr!("cli-campaign-status-flying"),
        shiplog::CampaignStatus::Stopped => i18n::tr!("cli-campaign-status-stopped"),
        shiplog::CampaignStatus::Lost => i18n::tr!("cli-campaign-status-lost"),
        shiplog::CampaignStatus::Complete => i18n::tr!("cli-campaign-status-complete"),
    }
}

/// `log list --campaign [ID]`: the campaigns, or one campaign's page.
///
/// # Errors
/// The log cannot be read, or there is no campaign `id` (the outer error); the inner one is
/// a failed write to `out`.
pub fn print(
    log: &shiplog::ShipLog,
    id: Option<shiplog::CampaignId>,
    crew: Option<&str>,
    path: &std::path::Path,
    out: &mut dyn Write,
) -> anyhow::Result<io::Result<()>> {
    let Some(id) = id else {
        return Ok(print_campaigns(&log.campaigns(crew)?, out));
    };
    let Some(campaign) = log.campaign(id)? else {
        anyhow::bail!(i18n::tr!(
            "cli-log-no-campaign",
            db = path.display().to_string(),
            id = id.to_string()
        ));
    };
    Ok(print_campaign(&campaign, out))
}

/// One line per campaign: id, crew, started, missions flown of planned, status, score.
pub fn print_campaigns(campaigns: &[Campaign], out: &mut dyn Write) -> io::Result<()> {
    if campaigns.is_empty() {
        return writeln!(out, "{}", i18n::tr!("cli-log-no-campaigns"));
    }
    let mut rows = vec![[
        i18n::tr!("cli-log-column-id"),
        i18n::tr!("cli-log-column-crew"),
        i18n::tr!("cli-campaign-column-started"),
        i18n::tr!("cli-campaign-column-missions"),
        i18n::tr!("cli-campaign-column-status"),
        i18n::tr!("cli-log-column-score"),
    ]];
    for c in campaigns {
        let total = c
            .score()
            .map_or_else(|| "-".to_owned(), |s| s.total.to_string());
        rows.push([
            c.id.to_string(),
            c.crew.clone(),
            crate::shell::machine::local_date(&c.started_at),
            format!("{}/{}", c.missions.len(), c.planned),
            status_word(c.status),
            total,
        ]);
    }
    write_table(&rows, out)
}

/// One campaign's page: each mission with the ship it started from and the repairs after it,
/// then the running (or final) score.
pub fn print_campaign(c: &Campaign, out: &mut dyn Write) -> io::Result<()> {
    let heading = i18n::tr!(
        "cli-campaign-heading",
        id = c.id.to_string(),
        crew = c.crew.as_str(),
        started = crate::shell::machine::local_date(&c.started_at),
        flown = c.missions.len(),
        planned = c.planned,
        status = status_word(c.status)
    );
    writeln!(out, "{heading}")?;
    for m in &c.missions {
        let result = m.score.map_or_else(
            || i18n::tr!("cli-campaign-mission-lost"),
            |s| i18n::tr!("cli-campaign-mission-won", points = s.total),
        );
        let line = i18n::tr!(
            "cli-campaign-mission",
            position = m.position.to_string(),
            id = m.id.to_string(),
            track = m
                .track
                .clone()
                .unwrap_or_else(|| i18n::tr!("cli-log-no-track")),
            result = result
        );
        writeln!(out, "  {line}")?;
        let ship = ship_words(&m.starting_damage);
        writeln!(
            out,
            "    {}",
            i18n::tr!("cli-campaign-started-from", ship = ship)
        )?;
        if !m.repairs.is_empty() {
            let repairs = joined(m.repairs.iter().cloned());
            let line = i18n::tr!("cli-campaign-repairs-after", repairs = repairs);
            writeln!(out, "    {line}")?;
        }
    }
    let score = score_words(c);
    let line = if c.is_open() {
        i18n::tr!("cli-campaign-running-score", score = score)
    } else {
        i18n::tr!("cli-campaign-final-score", score = score)
    };
    writeln!(out, "  {line}")
}

/// The campaigns as one pretty-printed JSON array (`docs/ship-log.md`).
pub fn write_json(campaigns: &[Campaign], out: &mut dyn Write) -> io::Result<()> {
    let all: Vec<CampaignJson<'_>> = campaigns.iter().map(CampaignJson::new).collect();
    serde_json::to_writer_pretty(&mut *out, &all)?;
    out.write_all(b"\n")
}

/// One campaign of `log export --json --campaigns`.
#[derive(Debug, Serialize)]
struct CampaignJson<'a> {
    id: CampaignId,
    crew: &'a str,
    started_at: &'a str,
    planned: u8,
    status: &'static str,
    missions: Vec<CampaignMissionJson<'a>>,
    /// `null` for a lost campaign.
    score: Option<CampaignScoreJson>,
}

/// One mission of a campaign, with the ship it started from and the repairs after it.
#[derive(Debug, Serialize)]
struct CampaignMissionJson<'a> {
    id: MissionId,
    position: u8,
    played_at: &'a str,
    /// `played_at` in the machine's time zone (RFC 3339 with that day's offset).
    played_at_local: Option<String>,
    track: Option<&'a str>,
    outcome: &'static str,
    total: Option<i32>,
    starting_damage: StartingDamageJson,
    repairs: &'a [String],
}

/// A campaign's score: the missions' figures summed (C1).
#[derive(Debug, Serialize)]
struct CampaignScoreJson {
    threats: i32,
    visual_confirmation: i32,
    damage_penalty: i32,
    knock_out_penalty: i32,
    battlebot_penalty: i32,
    total: i32,
}

impl<'a> CampaignJson<'a> {
    fn new(c: &'a Campaign) -> Self {
        CampaignJson {
            id: c.id,
            crew: &c.crew,
            started_at: &c.started_at,
            planned: c.planned,
            status: c.status.word(),
            missions: c
                .missions
                .iter()
                .map(|m| CampaignMissionJson {
                    id: m.id,
                    position: m.position,
                    played_at: &m.played_at,
                    played_at_local: shiplog::rfc3339_in_zone(
                        &m.played_at,
                        &crate::shell::machine::time_zone(),
                    ),
                    track: m.track.as_deref(),
                    outcome: m.outcome.word(),
                    total: m.score.map(|s| s.total),
                    starting_damage: starting_damage_json(&m.starting_damage),
                    repairs: &m.repairs,
                })
                .collect(),
            score: c.score().map(|s| CampaignScoreJson {
                threats: s.threats,
                visual_confirmation: s.visual_confirmation,
                damage_penalty: s.damage_penalty,
                knock_out_penalty: s.knock_out_penalty,
                battlebot_penalty: s.battlebot_penalty,
                total: s.total,
            }),
        }
    }
}

/// Writes rows as left-aligned columns two spaces apart (the header first).
pub fn write_table<const N: usize>(rows: &[[String; N]], out: &mut dyn Write) -> io::Result<()> {
    let mut widths = [0_usize; N];
    for row in rows {
        for (width, cell) in widths.iter_mut().zip(row) {
            *width = (*width).max(cell.chars().count());
        }
    }
    for row in rows {
        let mut line = String::new();
        for (i, (cell, width)) in row.iter().zip(widths).enumerate() {
            if i + 1 == N {
                line.push_str(cell);
            } else {
                line.push_str(&format!("{cell:<width$}  "));
            }
        }
        writeln!(out, "{}", line.trim_end())?;
    }
    Ok(())
}
