//! `sitting-duck render TRACK.yaml -o OUT.wav [--voice-only] [--cues CUES.json] [--players N]
//! [--voice DIR]`: the Action Round soundtrack rendered offline through the same mixer the
//! live mission plays (formats.md 4).

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::Context;
use audio::{Layers, MissionOptions, Rendered};
use missions::Track;

/// Arguments of `render`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The mission track (YAML) to render.
    pub track: PathBuf,
    /// The WAV file to write (16-bit PCM, mono).
    #[arg(short, long)]
    pub output: PathBuf,
    /// Only the announcer: no ambience, static, beeps or soundtrack file.
    #[arg(long)]
    pub voice_only: bool,
    /// Also write every scheduled clip as JSON: `[{ "clip", "text", "start_sample",
    /// "sample_rate" }]`.
    #[arg(long, value_name = "CUES.json")]
    pub cues: Option<PathBuf>,
    /// Crew size: unconfirmed reports are announced only with 5.
    #[arg(long, default_value_t = 5, value_parser = clap::value_parser!(u8).range(1..=5))]
    pub players: u8,
    /// A voice-pack folder of clips named like `zone_red.ogg`; missing clips use the default
    /// voice.
    #[arg(long, value_name = "DIR")]
    pub voice: Option<PathBuf>,
}

/// Runs `render`: exit 0 when the WAV is written (warnings go to standard error), 2 when the
/// track cannot be loaded.
pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let file = args.track.display().to_string();
    let src = match std::fs::read_to_string(&args.track) {
        Ok(src) => src,
        Err(e) => {
            eprintln!("{file}: cannot read the track: {e}");
            return Ok(ExitCode::from(2));
        }
    };
    let track = match Track::parse(&src, &file) {
        Ok(track) => track,
        Err(diagnostics) => {
            eprintln!("{diagnostics}");
            return Ok(ExitCode::from(2));
        }
    };
    let cues = missions::timeline::cues(&track, args.players);
    let options = MissionOptions {
        voice_pack: args.voice.clone(),
        soundtrack: soundtrack_path(&track, &args),
        phase_ends_ms: track.phases.iter().map(|&s| u64::from(s) * 1000).collect(),
        layers: Some(if args.voice_only {
            Layers::VOICE
        } else {
            Layers::ALL
        }),
        ..MissionOptions::default()
    };
    let rendered = audio::render(&cues, &options);
    for warning in &rendered.warnings {
        eprintln!("warning: {warning}");
    }
    audio::write_wav_file(&args.output, &rendered)
        .with_context(|| format!("writing {}", args.output.display()))?;
    if let Some(path) = &args.cues {
        write_cues(path, &rendered)?;
    }
    let seconds = rendered.samples.len() as u64 / u64::from(rendered.sample_rate);
    println!(
        "{}: {} clips, {}:{:02} at {} Hz -> {}",
        track.name,
        rendered.scheduled.len(),
        seconds / 60,
        seconds % 60,
        rendered.sample_rate,
        args.output.display()
    );
    Ok(ExitCode::SUCCESS)
}

/// The track's `soundtrack:` file, relative to the track's folder; none for `--voice-only`.
fn soundtrack_path(track: &Track, args: &Args) -> Option<PathBuf> {
    if args.voice_only {
        return None;
    }
    let named = Path::new(track.soundtrack.as_deref()?);
    let base = args.track.parent().unwrap_or(Path::new(""));
    Some(base.join(named))
}

fn write_cues(path: &Path, rendered: &Rendered) -> anyhow::Result<()> {
    let list: Vec<serde_json::Value> = rendered
        .scheduled
        .iter()
        .map(|s| {
            serde_json::json!({
                "clip": s.clip,
                "text": s.text,
                "start_sample": s.start_sample,
                "sample_rate": rendered.sample_rate,
            })
        })
        .collect();
    let json = serde_json::to_string_pretty(&list).context("encoding the cue list")?;
    std::fs::write(path, json + "\n").with_context(|| format!("writing {}", path.display()))
}
