//! `sitting-duck generate [--seed N] [--players 4|5] [--difficulty D] [--profile P]`: a random
//! mission track.

use std::io::Write;
use std::process::ExitCode;
use std::time::{SystemTime, UNIX_EPOCH};

use anyhow::Context;
use missions::generate::{DoubleActionLevel, GenerateOptions, generate, generate_double_action};

/// Which missions `generate` makes: the CD's, or The New Frontier's double-action missions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum Profile {
    /// The profile of the CD's eight missions.
    #[default]
    Cd,
    /// A double-action mission of The New Frontier (10 threat points for 4 players, 12 for 5).
    DoubleActions,
    /// An easier double-action mission (8 threat points for 4 players, 10 for 5).
    DoubleActionsEasier,
}

/// Arguments of `generate`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Seed of the mission: the same seed always gives the same track. Without it a seed is
    /// taken from the clock and printed in a comment, so the mission can be made again.
    #[arg(long)]
    pub seed: Option<u64>,
    /// Crew size. With 4 the unconfirmed report is announced to nobody (it stays in the track).
    #[arg(long, default_value_t = 5, value_parser = clap::value_parser!(u8).range(4..=5))]
    pub players: u8,
    /// Threat points the crew faces (normal threat 1, serious 2): 6-10 for 5 players, 5-9 for
    /// 4. Default: the CD's 8 for 5 players, 7 for 4.
    #[arg(long)]
    pub difficulty: Option<u8>,
    /// The kind of mission: the CD's (default), or a double-action mission of The New
    /// Frontier, standard or easier, whose threats are the same for 4 and 5 players.
    #[arg(long, value_enum, default_value_t = Profile::Cd)]
    pub profile: Profile,
}

/// Runs `generate`: prints the track's YAML to standard output.
pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let seed = match args.seed {
        Some(seed) => seed,
        None => SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .context(i18n::tr!("cli-generate-clock"))?
            .as_nanos() as u64,
    };
    let text = track_text(&args, seed)?;
    let mut out = std::io::stdout().lock();
    out.write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .context(i18n::tr!("cli-generate-cannot-write"))?;
    Ok(ExitCode::SUCCESS)
}

/// The YAML of the mission for `args` and `seed`, headed by a comment with the command that
/// makes it again.
fn track_text(args: &Args, seed: u64) -> anyhow::Result<String> {
    let level = match args.profile {
        Profile::Cd => None,
        Profile::DoubleActions => Some(DoubleActionLevel::Standard),
        Profile::DoubleActionsEasier => Some(DoubleActionLevel::Easier),
    };
    if let Some(level) = level {
        if args.difficulty.is_some() {
            return Err(super::BadArgument(i18n::tr!(
                "cli-generate-difficulty-profile",
                profile = level.name()
            ))
            .into());
        }
        let track = generate_double_action(level, seed);
        return Ok(format!(
            "# sitting-duck generate --seed {seed} --profile {}\n{}",
            level.name(),
            track.to_yaml()?
        ));
    }
    let mut options = GenerateOptions::new(args.players);
    if let Some(difficulty) = args.difficulty {
        let (lo, hi) = options.difficulty_range();
        if !(lo..=hi).contains(&difficulty) {
            // A bad argument: exit status 2, like clap's own errors.
            return Err(super::BadArgument(i18n::tr!(
                "cli-generate-difficulty-range",
                difficulty = difficulty,
                low = lo,
                high = hi,
                players = args.players
            ))
            .into());
        }
        options = options.with_difficulty(difficulty);
    }
    let track = generate(&options, seed);
    Ok(format!(
        "# sitting-duck generate --seed {seed} --players {} --difficulty {}\n{}",
        options.players,
        options.difficulty,
        track.to_yaml()?
    ))
}

#[cfg(test)]
mod tests {

    use clap::Parser;
    use missions::track::Track;

    use super::*;

    #[derive(Debug, Parser)]
    struct Cmd {
        #[command(flatten)]
        args: Args,
    }

    fn args(line: &[&str]) -> Result<Args, clap::Error> {
        Cmd::try_parse_from(std::iter::once("generate").chain(line.iter().copied())).map(|c| c.args)
    }

    #[test]
    fn the_printed_track_loads_and_names_its_seed() {
        let a = args(&["--seed", "42", "--players", "4"]).unwrap();
        let text = track_text(&a, 42).unwrap();
        assert!(text.starts_with("# sitting-duck generate --seed 42 --players 4 --difficulty 7\n"));
        let track = Track::parse(&text, "stdout").unwrap();
        assert_eq!(
            track
                .threat_slots(4)
                .iter()
                .map(|s| if s.serious { 2 } else { 1 })
                .sum::<u32>(),
            7
        );
        assert_eq!(
            track_text(&a, 42).unwrap(),
            text,
            "the same seed gives the same track"
        );
        assert_ne!(track_text(&a, 43).unwrap(), text);
    }

    #[test]
    fn difficulty_and_players_are_checked() {
        let hard = args(&["--difficulty", "10"]).unwrap();
        let track = Track::parse(&track_text(&hard, 1).unwrap(), "stdout").unwrap();
        assert_eq!(
            track
                .threat_slots(5)
                .iter()
                .map(|s| if s.serious { 2 } else { 1 })
                .sum::<u32>(),
            10
        );
        let too_hard = args(&["--players", "4", "--difficulty", "10"]).unwrap();
        let err = track_text(&too_hard, 1).unwrap_err().to_string();
        assert_eq!(
            err,
            "--difficulty 10 is out of range: 5-9 threat points for 4 players"
        );
        assert!(args(&["--players", "3"]).is_err());
        assert!(args(&["--players", "6"]).is_err());
    }

    #[test]
    fn the_profile_chooses_a_double_action_mission() {
        let heard = |track: &Track, players| -> u32 {
            track
                .threat_slots(players)
                .iter()
                .map(|s| if s.serious { 2 } else { 1 })
                .sum()
        };
        for (word, points) in [
            ("double-actions", [10, 12]),
            ("double-actions-easier", [8, 10]),
        ] {
            let a = args(&["--profile", word, "--players", "4"]).unwrap();
            let text = track_text(&a, 9).unwrap();
            assert!(
                text.starts_with(&format!(
                    "# sitting-duck generate --seed 9 --profile {word}\n"
                )),
                "{text}"
            );
            let track = Track::parse(&text, "stdout").unwrap();
            assert!(track.modules.double_actions, "{word}");
            assert!(text.contains("\nmodules: [double-actions]\n"));
            assert_eq!([heard(&track, 4), heard(&track, 5)], points, "{word}");
            assert!(!track.shared_turns().is_empty(), "{word}: a double threat");
            assert_eq!(
                track_text(&a, 9).unwrap(),
                text,
                "the same seed, the same track"
            );
        }
        let cd = args(&["--profile", "cd"]).unwrap();
        assert!(!track_text(&cd, 9).unwrap().contains("modules"));
        assert_eq!(args(&[]).unwrap().profile, Profile::Cd);
        let both = args(&["--profile", "double-actions", "--difficulty", "8"]).unwrap();
        assert_eq!(
            track_text(&both, 1).unwrap_err().to_string(),
            "--difficulty applies to the cd profile only: a double-actions mission has its own threat points"
        );
        assert!(args(&["--profile", "frontier"]).is_err());
    }
}
