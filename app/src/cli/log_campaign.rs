//! `log list --campaign [ID]` and `log export --json --campaigns`: the campaigns of the ship's
//! log (RULINGS.md C1-C9), each with its missions, the ship between them and the score.

use std::io::{self, Write};

use engine::StartingDamage;
use serde::Serialize;
use shiplog::{Campaign, CampaignId, MissionId, campaign::starting_damage_json};
use words::report::json::StartingDamageJson;

/// The ship a mission started from, in words: `red: structural, reactor; 1 squad left behind
/// (the other starts in UB)`, or `a new ship`.
pub fn ship_words(d: &StartingDamage) -> String {
    let mut parts: Vec<String> = d
        .tiles
        .iter()
        .filter(|(_, t)| !t.is_empty())
        .map(|(z, t)| {
            let names: Vec<&str> = t.iter().map(|t| t.name()).collect();
            format!("{z}: {}", names.join(", "))
        })
        .collect();
    match d.disabled_squads {
        0 => {}
        1 => parts.push(format!(
            "1 battlebot squad left behind (the other starts in {})",
            d.squad_at.map_or("LR", |s| s.code())
        )),
        n => parts.push(format!("{n} battlebot squads left behind")),
    }
    if parts.is_empty() {
        "a new ship".to_owned()
    } else {
        parts.join("; ")
    }
}

/// The campaign score in words: `total 20 (threats 25, visual 4, ...)`, or why there is none.
pub fn score_words(c: &Campaign) -> String {
    match c.score() {
        Some(s) => format!(
            "{} (threats {}, visual confirmation {}, final ship: damage {}, knocked out {}, squads {})",
            s.total,
            s.threats,
            s.visual_confirmation,
            s.damage_penalty,
            s.knock_out_penalty,
            s.battlebot_penalty
        ),
        None if c.status == shiplog::CampaignStatus::Lost => {
            "no score: a mission was lost".to_owned()
        }
        None => "no mission flown yet".to_owned(),
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
    let mut rows =
        vec![["id", "crew", "started", "missions", "status", "score"].map(str::to_owned)];
    for c in campaigns {
        let total = c
            .score()
            .map_or_else(|| "-".to_owned(), |s| s.total.to_string());
        rows.push([
            c.id.to_string(),
            c.crew.clone(),
            c.started_at.clone(),
            format!("{}/{}", c.missions.len(), c.planned),
            c.status.word().to_owned(),
            total,
        ]);
    }
    write_table(&rows, out)
}

/// One campaign's page: each mission with the ship it started from and the repairs after it,
/// then the running (or final) score.
pub fn print_campaign(c: &Campaign, out: &mut dyn Write) -> io::Result<()> {
    writeln!(
        out,
        "Campaign {} of {}, started {}: {} of {} mission(s), {}",
        c.id,
        c.crew,
        c.started_at,
        c.missions.len(),
        c.planned,
        c.status.word()
    )?;
    for m in &c.missions {
        let result = m
            .score
            .map_or_else(|| "lost".to_owned(), |s| format!("won, {} points", s.total));
        writeln!(
            out,
            "  mission {} (log id {}, {}): {}",
            m.position,
            m.id,
            m.track.as_deref().unwrap_or("no track"),
            result
        )?;
        writeln!(out, "    started from: {}", ship_words(&m.starting_damage))?;
        if !m.repairs.is_empty() {
            writeln!(out, "    repairs after: {}", m.repairs.join("; "))?;
        }
    }
    let label = if c.is_open() {
        "running score"
    } else {
        "campaign score"
    };
    writeln!(out, "  {label}: {}", score_words(c))
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
