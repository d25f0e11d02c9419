//! `sitting-duck log list|show|stats|export|explorers`: reading the ship's log from the command line.
//!
//! Reading never creates or changes a file: with no log at the path (no file, or an empty
//! one) each command says so and exits 1; a read-only log reads fine.

use std::{
    io::{self, Write},
    path::PathBuf,
    process::ExitCode,
};

use anyhow::Context;
use shiplog::{
    CrewStats, Failure, LoggedMission, MissionFilter, MissionId, MissionSummary, Outcome, ShipLog,
    export,
};

use super::{
    log_campaign,
    log_campaign::write_table,
    log_explorers,
    log_export::{self, ExportArgs, check_output},
};

/// Arguments of `log`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The ship's log database [default: sitting-duck/shiplog.sqlite3 in the platform data
    /// directory, e.g. ~/.local/share on Linux].
    #[arg(long, global = true, value_name = "PATH")]
    pub db: Option<PathBuf>,
    /// What to read.
    #[command(subcommand)]
    pub command: LogCommand,
}

/// The `log` subcommands.
#[derive(Debug, clap::Subcommand)]
pub enum LogCommand {
    /// The missions table, in the order played.
    List(ListArgs),
    /// Everything logged about one mission: crew, scores, game file and event log.
    Show(ShowArgs),
    /// Each crew's page: missions played and won, average and best score per track, failures.
    Stats(StatsArgs),
    /// Every mission as CSV (for a spreadsheet) or JSON (everything, replayable).
    Export(ExportArgs),
    /// The explorers (careers): level, XP, status; with an id, that explorer's page.
    Explorers(ExplorersArgs),
}

/// Arguments of `log explorers`.
#[derive(Debug, clap::Args)]
pub struct ExplorersArgs {
    /// One explorer's id (the first column of `log explorers`): their sheet, achievements
    /// and runs.
    pub id: Option<shiplog::ExplorerId>,
}

/// Arguments of `log list`.
#[derive(Debug, clap::Args)]
pub struct ListArgs {
    /// Only this crew's page.
    #[arg(long, value_name = "NAME")]
    pub crew: Option<String>,
    /// Only this mission track.
    #[arg(long, value_name = "NAME")]
    pub track: Option<String>,
    /// Only missions won.
    #[arg(long, conflicts_with = "lost")]
    pub won: bool,
    /// Only missions lost.
    #[arg(long)]
    pub lost: bool,
    /// The campaigns instead (one line each), or with an id that campaign's page: its
    /// missions, the ship between them, the running or final score.
    #[arg(long, value_name = "ID", num_args = 0..=1)]
    pub campaign: Option<Option<shiplog::CampaignId>>,
}

/// Arguments of `log show`.
#[derive(Debug, clap::Args)]
pub struct ShowArgs {
    /// The mission's id (the first column of `log list`).
    pub id: MissionId,
    /// Print the mission as one JSON object (the `log export --json` form).
    #[arg(long, conflicts_with = "game")]
    pub json: bool,
    /// Print only the game file, ready for `sitting-duck resolve` to replay.
    #[arg(long)]
    pub game: bool,
    /// Homebrew threat cards (YAML in the catalog's form) the logged game file names, so its
    /// debrief and event log can be made again in the current language.
    #[arg(long = "with", value_name = "CARDS.yaml")]
    pub with: Vec<PathBuf>,
}

/// Arguments of `log stats`.
#[derive(Debug, clap::Args)]
pub struct StatsArgs {
    /// Only this crew's page.
    #[arg(long, value_name = "NAME")]
    pub crew: Option<String>,
}

/// Runs `log`.
pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let path = match args.db {
        Some(path) => path,
        None => ShipLog::default_path()?,
    };
    if let LogCommand::Export(ExportArgs {
        output: Some(file), ..
    }) = &args.command
    {
        check_output(file, &path)?;
    }
    let log = ShipLog::open_read_only(&path)?;
    let mut out = io::stdout().lock();
    let written = match args.command {
        LogCommand::List(ListArgs {
            campaign: Some(id),
            crew,
            ..
        }) => log_campaign::print(&log, id, crew.as_deref(), &path, &mut out)?,
        LogCommand::List(list) => print_list(log.list(&list.filter())?, &mut out),
        LogCommand::Explorers(ExplorersArgs { id }) => {
            log_explorers::print(&log, id, &path, &mut out)?
        }
        LogCommand::Show(show) => {
            let Some(mission) = log.get(show.id)? else {
                anyhow::bail!(i18n::tr!(
                    "cli-report-no-mission",
                    db = path.display().to_string(),
                    id = show.id.to_string()
                ));
            };
            let catalog = match super::cards::catalog_with(&show.with)? {
                Ok(catalog) => catalog,
                Err(code) => return Ok(code),
            };
            print_mission(&mission, &show, &catalog, &mut out)
        }
        LogCommand::Stats(stats) => {
            let pages = match &stats.crew {
                Some(name) => {
                    let Some(page) = log.crew_stats(name)? else {
                        anyhow::bail!(i18n::tr!(
                            "cli-log-no-page",
                            db = path.display().to_string(),
                            name = format!("{name:?}"),
                            pages = page_names(&log)?
                        ));
                    };
                    vec![page]
                }
                None => log.stats()?,
            };
            let mut with_failures = Vec::new();
            for page in pages {
                let failures = log.failures(Some(&page.crew))?;
                with_failures.push((page, failures));
            }
            if with_failures.is_empty() {
                writeln!(
                    out,
                    "{}",
                    i18n::tr!("cli-log-empty", db = path.display().to_string())
                )
            } else {
                print_stats(&with_failures, &mut out)
            }
        }
        LogCommand::Export(export) => log_export::write(&log, &export, &mut out)?,
    };
    match written {
        Ok(()) => Ok(ExitCode::SUCCESS),
        // `sitting-duck log list | head` closes the pipe early: that is not an error.
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => Ok(ExitCode::SUCCESS),
        Err(e) => Err(e).context(i18n::tr!("cli-cannot-write-stdout")),
    }
}

/// The log's pages, for a message: `"Day Crew", "Night Shift"`, or `none yet`.
fn page_names(log: &ShipLog) -> anyhow::Result<String> {
    let crews = log.crews()?;
    if crews.is_empty() {
        return Ok(i18n::tr!("cli-log-none-yet"));
    }
    Ok(crews
        .iter()
        .map(|c| format!("{c:?}"))
        .collect::<Vec<_>>()
        .join(", "))
}

impl ListArgs {
    fn filter(&self) -> MissionFilter {
        MissionFilter {
            crew: self.crew.clone(),
            track: self.track.clone(),
            outcome: match (self.won, self.lost) {
                (true, _) => Some(Outcome::Won),
                (_, true) => Some(Outcome::Lost),
                _ => None,
            },
        }
    }
}

fn print_list(missions: Vec<MissionSummary>, out: &mut dyn Write) -> io::Result<()> {
    let mut rows = vec![[
        i18n::tr!("cli-log-column-id"),
        i18n::tr!("cli-log-column-played"),
        i18n::tr!("cli-log-column-crew"),
        i18n::tr!("cli-log-column-track"),
        i18n::tr!("cli-log-column-threats"),
        i18n::tr!("cli-log-column-modules"),
        i18n::tr!("cli-log-column-outcome"),
        i18n::tr!("cli-log-column-score"),
    ]];
    for m in missions {
        let score = match (m.total, &m.destroyed_by) {
            (Some(total), _) => total.to_string(),
            (None, Some(threat)) => i18n::tr!("cli-log-destroyed-by", threat = threat),
            (None, None) => "-".to_owned(),
        };
        rows.push([
            m.id.to_string(),
            crate::shell::machine::local_date(&m.played_at),
            m.crew,
            m.track.unwrap_or_else(|| "-".to_owned()),
            format!("{}/{}", m.common_difficulty, m.serious_difficulty),
            shiplog::modules::mark(m.modules),
            outcome_word(m.outcome),
            score,
        ]);
    }
    write_table(&rows, out)
}

fn print_mission(
    mission: &LoggedMission,
    args: &ShowArgs,
    catalog: &missions::Catalog,
    out: &mut dyn Write,
) -> io::Result<()> {
    let r = &mission.record;
    if args.json {
        serde_json::to_writer_pretty(&mut *out, mission)?;
        return writeln!(out);
    }
    if args.game {
        return out.write_all(r.game_yaml.as_bytes());
    }
    let none = || "-".to_owned();
    writeln!(
        out,
        "{}",
        i18n::tr!("cli-log-show-mission", id = mission.id.to_string())
    )?;
    let labels = show_labels();
    // The values start in one column: the longest label's, two spaces after it.
    let width = labels.iter().map(|l| l.chars().count()).max().unwrap_or(0) + 2;
    let line = |out: &mut dyn Write, label: &str, value: &str| {
        writeln!(out, "{:<width$}{value}", format!("{label}:"))
    };
    line(out, &labels[0], &r.crew_name.clone().unwrap_or_else(none))?;
    for entry in &r.crew {
        writeln!(out, "  {}", export::member(entry))?;
    }
    // The machine's local time, then the instant as stored (UTC when the app logged it).
    let played = format!(
        "{} ({})",
        crate::shell::machine::local_date(&r.played_at),
        r.played_at
    );
    line(out, &labels[1], &played)?;
    line(out, &labels[2], &r.track.clone().unwrap_or_else(none))?;
    line(out, &labels[3], &r.soundtrack.clone().unwrap_or_else(none))?;
    let threats = i18n::tr!(
        "cli-log-show-threats-value",
        common = r.common_difficulty.to_string(),
        serious = r.serious_difficulty.to_string()
    );
    line(out, &labels[4], &threats)?;
    line(out, &labels[5], &r.modules.to_string())?;
    line(out, &labels[6], &r.seed.to_string())?;
    let outcome = match r.destroyed_by() {
        None => outcome_word(r.outcome()),
        Some(t) => i18n::tr!("cli-log-show-lost-to", threat = t),
    };
    line(out, &labels[7], &outcome)?;
    writeln!(out, "{}", i18n::tr!("cli-log-show-score-card"))?;
    out.write_all(words::report::card_text(&r.score).as_bytes())?;
    writeln!(out)?;
    // The debrief and the event log in the current language when they can be made again.
    let catalog = crate::shell::homebrew::with_logged(catalog, r.cards.as_deref());
    let words = crate::shell::read_back::read_back(r, &catalog);
    writeln!(out, "{}", i18n::tr!("cli-log-show-debrief"))?;
    out.write_all(words.debrief.as_bytes())?;
    writeln!(out)?;
    writeln!(out, "{}", i18n::tr!("cli-log-show-game"))?;
    out.write_all(r.game_yaml.as_bytes())?;
    if !r.game_yaml.ends_with('\n') {
        writeln!(out)?;
    }
    writeln!(out)?;
    writeln!(out, "{}", i18n::tr!("cli-log-show-events"))?;
    out.write_all(words.event_log.as_bytes())?;
    if !words.event_log.ends_with('\n') && !words.event_log.is_empty() {
        writeln!(out)?;
    }
    Ok(())
}

/// The labels of `log show`'s lines, in their order.
fn show_labels() -> [String; 8] {
    [
        i18n::tr!("cli-log-show-crew"),
        i18n::tr!("cli-log-show-played"),
        i18n::tr!("cli-log-show-track"),
        i18n::tr!("cli-log-show-soundtrack"),
        i18n::tr!("cli-log-show-threats"),
        i18n::tr!("cli-log-show-modules"),
        i18n::tr!("cli-log-show-seed"),
        i18n::tr!("cli-log-show-outcome"),
    ]
}

/// A mission's outcome as a word.
fn outcome_word(outcome: Outcome) -> String {
    match outcome {
        Outcome::Won => i18n::tr!("cli-log-won"),
        Outcome::Lost => i18n::tr!("cli-log-lost"),
    }
}

/// A mission without a track, in the stats.
fn no_track() -> String {
    i18n::tr!("cli-log-no-track")
}

fn print_stats(pages: &[(CrewStats, Vec<Failure>)], out: &mut dyn Write) -> io::Result<()> {
    for (i, (page, failures)) in pages.iter().enumerate() {
        if i > 0 {
            writeln!(out)?;
        }
        writeln!(out, "{}", page.crew)?;
        let average = page
            .average_score
            .map(|a| format!("{a:.1}"))
            .unwrap_or_else(|| "-".to_owned());
        let counts = i18n::tr!(
            "cli-log-stats-counts",
            played = page.missions_played.to_string(),
            won = page.missions_won.to_string(),
            average = average
        );
        writeln!(out, "  {counts}")?;
        for best in &page.best_by_track {
            let track = best.track.clone().unwrap_or_else(no_track);
            let text = i18n::tr!(
                "cli-log-stats-best",
                track = track,
                best = best.best.to_string(),
                mission = best.mission.to_string()
            );
            writeln!(out, "  {text}")?;
        }
        for failure in failures {
            let reason = match &failure.destroyed_by {
                Some(t) => i18n::tr!("cli-log-destroyed-by", threat = t),
                None => i18n::tr!("cli-log-ship-lost"),
            };
            let text = i18n::tr!(
                "cli-log-stats-lost",
                id = failure.id.to_string(),
                played = crate::shell::machine::local_date(&failure.played_at),
                track = failure.track.clone().unwrap_or_else(no_track),
                reason = reason
            );
            writeln!(out, "  {text}")?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use std::fs;

    use clap::Parser;
    use shiplog::{
        CardResult, CrewEntry, Difficulty, LineKind, MissionRecord, ScoreCard, ScoreLine,
    };

    use super::*;
    use crate::cli::Cli;

    /// Runs a parsed `log` command line as `main` does.
    fn run_cli(cli: Cli) -> anyhow::Result<ExitCode> {
        crate::cli::run(cli.command.expect("a command"), cli.lang)
    }

    fn mission(n: i32, crew: &str, total: Option<i32>) -> MissionRecord {
        MissionRecord {
            crew: vec![CrewEntry {
                name: "Anna".into(),
                color: Some("red".into()),
                captain: true,
                communications_officer: true,
                security_chief: false,
                android: false,
                specialization: None,
            }],
            crew_name: Some(crew.into()),
            played_at: format!("2026-11-{:02}T20:00:00+01:00", n + 1),
            track: Some("Mission 1".into()),
            soundtrack: None,
            common_difficulty: Difficulty::White,
            serious_difficulty: Difficulty::Mixed,
            modules: engine::Modules::BASE,
            score: ScoreCard {
                lines: vec![ScoreLine {
                    kind: LineKind::Destroyed,
                    subject: engine::Subject::Written(format!("Destroyed: T1 Fighter {n} (red)")),
                    points: total.unwrap_or(n),
                    counted: total.is_some(),
                }],
                result: match total {
                    Some(total) => CardResult::Total(total),
                    None => CardResult::NoScore {
                        destroyed_by: Some("Nemesis".into()),
                    },
                },
            },
            seed: 7,
            game_yaml: format!("mission: Mission 1\nplayers: 1\nseed: {n}\n"),
            event_log: "turn 1: nothing happens\n".into(),
            result_json: "{}".into(),
            debrief: Vec::new(),
            transcript: Vec::new(),
            dealt: None,
            cards: None,
        }
    }

    /// A scratch directory of this test's own (the app has no tempfile dependency).
    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("sd-log-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn export_writes_every_mission_of_the_chosen_crew_to_the_file() {
        let dir = scratch("export");
        let db = dir.join("log.sqlite3");
        let mut log = ShipLog::open(&db).unwrap();
        let ids = [
            log.append(&mission(1, "Night Shift", Some(5))).unwrap(),
            log.append(&mission(2, "Day Crew", None)).unwrap(),
            log.append(&mission(3, "Night Shift", None)).unwrap(),
        ];
        drop(log);
        let out = dir.join("night.json");
        let argv = [
            "sitting-duck",
            "log",
            "export",
            "--json",
            "--crew",
            "Night Shift",
        ];
        let cli = Cli::try_parse_from(
            argv.iter()
                .map(|a| a.to_string())
                .chain(["--db".into(), db.display().to_string()])
                .chain(["-o".into(), out.display().to_string()]),
        )
        .unwrap();
        assert_eq!(run_cli(cli).unwrap(), ExitCode::SUCCESS);
        let exported: Vec<LoggedMission> =
            serde_json::from_slice(&fs::read(&out).unwrap()).unwrap();
        let got: Vec<MissionId> = exported.iter().map(|m| m.id).collect();
        assert_eq!(got, [ids[0], ids[2]]);
        assert_eq!(exported[1].record, mission(3, "Night Shift", None));
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn reading_a_missing_log_says_so_creates_nothing_and_a_missing_mission_fails() {
        let dir = scratch("missing");
        let db = dir.join("sub").join("log.sqlite3");
        let parse = |args: &[&str]| {
            Cli::try_parse_from(
                ["sitting-duck", "log"]
                    .iter()
                    .chain(args)
                    .map(|a| a.to_string())
                    .chain(["--db".into(), db.display().to_string()]),
            )
            .unwrap()
        };
        for args in [
            &["list"][..],
            &["show", "4"],
            &["stats"],
            &["export", "--csv"],
        ] {
            let err = run_cli(parse(args)).unwrap_err();
            assert_eq!(
                err.to_string(),
                format!(
                    "no ship's log at {} (the file is missing or empty: nothing has been \
                     logged there yet); nothing was created",
                    db.display()
                ),
                "{args:?}"
            );
        }
        assert!(!dir.join("sub").exists());
        drop(ShipLog::open(&db).unwrap());
        let err = run_cli(parse(&["show", "4"])).unwrap_err();
        assert!(err.to_string().contains("no mission 4"), "{err}");
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn the_table_lines_up_and_a_lost_mission_shows_its_destroyer() {
        let missions = vec![
            MissionSummary {
                id: 1,
                crew: "Night Shift".into(),
                played_at: "2026-11-02T20:00:00+01:00".into(),
                track: Some("Mission 1".into()),
                common_difficulty: Difficulty::White,
                serious_difficulty: Difficulty::Mixed,
                modules: engine::Modules::BASE,
                outcome: Outcome::Won,
                destroyed_by: None,
                total: Some(12),
            },
            MissionSummary {
                id: 10,
                crew: "Day".into(),
                played_at: "2026-11-03T20:00:00Z".into(),
                track: None,
                common_difficulty: Difficulty::Yellow,
                serious_difficulty: Difficulty::Yellow,
                modules: engine::Modules {
                    new_threats: true,
                    double_actions: true,
                    specializations: false,
                },
                outcome: Outcome::Lost,
                destroyed_by: Some("Behemoth".into()),
                total: None,
            },
        ];
        let mut out = Vec::new();
        print_list(missions, &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 3, "{text}");
        for line in &lines {
            assert_eq!(
                line.find("crew")
                    .or(line.find("Night").or(line.find("Day"))),
                // The id, then the local date and time (`2026-11-02 20:00`, in any zone).
                Some(22),
                "{text}"
            );
        }
        assert!(
            lines[2].ends_with("lost     destroyed by Behemoth"),
            "{text}"
        );
        assert!(lines[1].contains("1/1+2"), "{text}");
        assert!(
            lines[2].contains("double-actions+new-threats  lost"),
            "{text}"
        );
    }
}
