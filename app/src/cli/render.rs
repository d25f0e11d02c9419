//! `sitting-duck render TRACK.yaml -o OUT.wav [--voice-only] [--cues CUES.json] [--players N]
//! [--voice DIR] [--tempo 1.5]`: the Action Round soundtrack rendered offline through the same
//! mixer the live mission plays (docs/formats.md §4).

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::Context;
use audio::{BuiltinVoice, Layers, Mission, ScheduledClip, Voice};
use missions::Track;
use missions::timeline::Tempo;

use crate::shell::sound::{load_soundtrack, load_voice_pack, refuse_soundtrack};
use crate::shell::tracks::read_track_text as read_track;

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
    /// Crew size: unconfirmed reports are threats only with 5.
    #[arg(long, default_value_t = 5, value_parser = clap::value_parser!(u8).range(1..=5))]
    pub players: u8,
    /// Sirens over the last twenty seconds of each phase (the generated soundtrack's alarms
    /// always sound).
    #[arg(long)]
    pub sirens: bool,
    /// A voice-pack folder of clips named like `zone_red.ogg`; missing clips use the default
    /// voice. Without it the built-in voice of the language speaks (`--lang`).
    #[arg(long, value_name = "DIR")]
    pub voice: Option<PathBuf>,
    /// How much slower than the CD, from 1 to 2 (`1.5`: a 10-minute mission lasts 15): every
    /// time of the track stretched, the voice at its own speed.
    #[arg(long, default_value = "1", value_parser = Tempo::parse)]
    pub tempo: Tempo,
}

/// Runs `render`: exit 0 when the WAV is written (warnings go to standard error), 2 when the
/// track or the soundtrack is refused. The WAV is streamed a block at a time: memory does
/// not grow with the mission's length (`docs/performance.md`).
/// `language` chooses the built-in voice when no `--voice` folder is given.
pub fn run(args: Args, language: i18n::Language) -> anyhow::Result<ExitCode> {
    let file = args.track.display().to_string();
    let src = match read_track(&args.track) {
        Ok(src) => src,
        Err(message) => {
            crate::to_stderr!("{message}");
            return Ok(ExitCode::from(2));
        }
    };
    let track = match Track::parse(&src, &file) {
        Ok(track) => track,
        Err(diagnostics) => {
            crate::to_stderr!("{}", words::diagnostic::all(&diagnostics));
            return Ok(ExitCode::from(2));
        }
    };
    let soundtrack = soundtrack_path(&track, &args);
    refuse_writing_over_inputs(&args, soundtrack.as_deref())?;
    if let Some(reason) = soundtrack.as_deref().and_then(refuse_soundtrack) {
        crate::to_stderr!("{reason}");
        return Ok(ExitCode::from(2));
    }
    let cues = missions::timeline::cues_at(&track, args.players, args.tempo);
    let rate = audio::DEFAULT_SAMPLE_RATE;
    let (voice, mut warnings) = match &args.voice {
        Some(dir) => load_voice_pack(dir, rate),
        None => Voice::builtin(
            BuiltinVoice::for_language(language.tag()).unwrap_or_default(),
            rate,
        ),
    };
    let bed = soundtrack
        .as_deref()
        .and_then(|path| match load_soundtrack(path) {
            Ok(bed) => Some(bed),
            Err(warning) => {
                warnings.push(warning);
                None
            }
        });
    let (mission, more) = Mission::new(&cues, &voice, bed);
    warnings.extend(more);
    let layers = if args.voice_only {
        Layers::VOICE
    } else {
        Layers::ALL
    };
    let mission = mission
        .with_atmosphere(audio::Atmosphere {
            alarms: true,
            sirens: args.sirens,
        })
        .with_layers(layers);
    for warning in warnings.iter().map(crate::shell::sound_words::warning) {
        crate::to_stderr!("{}", i18n::tr!("cli-warning", warning = warning));
    }
    let writing = || writing(&args.output);
    let out = std::fs::File::create(&args.output).with_context(writing)?;
    let samples =
        audio::render_wav(&mission, std::io::BufWriter::new(out)).with_context(writing)?;
    if let Some(path) = &args.cues {
        write_cues(path, mission.scheduled(), mission.sample_rate())?;
    }
    let seconds = samples / u64::from(mission.sample_rate());
    let done = i18n::tr!(
        "cli-render-done",
        track = track.name.as_str(),
        clips = mission.scheduled().len(),
        length = format!("{}:{:02}", seconds / 60, seconds % 60),
        rate = mission.sample_rate(),
        file = args.output.display().to_string()
    );
    super::out(&format!("{done}\n"))?;
    Ok(ExitCode::SUCCESS)
}

/// Refuses an `-o` or `--cues` file that is one this command reads: the track, its
/// soundtrack, and (for the cues) the WAV.
fn refuse_writing_over_inputs(args: &Args, soundtrack: Option<&Path>) -> anyhow::Result<()> {
    let mut read = vec![args.track.clone()];
    read.extend(soundtrack.map(Path::to_path_buf));
    super::refuse_writing_over("-o", &args.output, &read)?;
    if let Some(cues) = &args.cues {
        read.push(args.output.clone());
        super::refuse_writing_over("--cues", cues, &read)?;
    }
    Ok(())
}

/// The context of an error writing `path`.
fn writing(path: &Path) -> String {
    i18n::tr!("cli-cannot-write-file", file = path.display().to_string())
}

/// The track's `soundtrack:` file, beside the track as the app finds it; none for
/// `--voice-only`.
fn soundtrack_path(track: &Track, args: &Args) -> Option<PathBuf> {
    if args.voice_only {
        return None;
    }
    crate::shell::tracks::soundtrack_path(&args.track, track)
}

/// One scheduled clip of `--cues` (docs/formats.md §4.2), field by field.
#[derive(serde::Serialize)]
struct CueJson<'a> {
    clip: &'static str,
    text: &'a str,
    start_sample: u64,
    sample_rate: u32,
}

fn write_cues(path: &Path, scheduled: &[ScheduledClip], sample_rate: u32) -> anyhow::Result<()> {
    let list: Vec<CueJson<'_>> = scheduled
        .iter()
        .map(|s| CueJson {
            clip: s.clip,
            text: &s.text,
            start_sample: s.start_sample,
            sample_rate,
        })
        .collect();
    let json = serde_json::to_string_pretty(&list)
        .with_context(|| i18n::tr!("cli-render-encoding-cues"))?;
    std::fs::write(path, json + "\n")
        .with_context(|| i18n::tr!("cli-cannot-write-file", file = path.display().to_string()))
}

#[cfg(test)]
mod tests {

    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("sitting-duck-render-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    fn args(track: PathBuf, dir: &Path) -> Args {
        Args {
            track,
            output: dir.join("out.wav"),
            voice_only: true,
            cues: Some(dir.join("cues.json")),
            players: 4,
            voice: None,
            tempo: Tempo::NORMAL,
            sirens: false,
        }
    }

    #[test]
    fn at_tempo_one_and_a_half_every_cue_starts_at_one_and_a_half_times_its_time() {
        let dir = scratch("tempo");
        let track_path =
            PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../missions/tracks/test-run-1.yaml");
        let mut a = args(track_path.clone(), &dir);
        a.tempo = Tempo::parse("1.5").unwrap();
        assert_eq!(run(a, i18n::Language::En).unwrap(), ExitCode::SUCCESS);
        let track = Track::parse(&std::fs::read_to_string(&track_path).unwrap(), "t").unwrap();
        let listed: Vec<serde_json::Value> =
            serde_json::from_str(&std::fs::read_to_string(dir.join("cues.json")).unwrap()).unwrap();
        let starts: Vec<u64> = listed
            .iter()
            .map(|e| e["start_sample"].as_u64().unwrap())
            .collect();
        for cue in missions::timeline::cues(&track, 4) {
            let at_ms = match cue.kind {
                // The countdown's clip keeps its speed and ends on the stretched phase end.
                missions::CueKind::PhaseEnd { .. } => (cue.at_ms + 7_000) * 3 / 2 - 7_000,
                _ => cue.at_ms * 3 / 2,
            };
            let sample = (at_ms * 44_100 + 500) / 1000;
            assert!(starts.contains(&sample), "{} not at {sample}", cue.text);
        }
        // Test run 1 lasts 7:00 at the CD's tempo: 10:30 now, plus the sound's tail.
        let wav = hound::WavReader::open(dir.join("out.wav")).unwrap();
        assert!(wav.duration() > 630 * 44_100, "{}", wav.duration());
    }

    #[test]
    fn with_a_language_the_wav_speaks_its_built_in_voice() {
        let dir = scratch("german");
        let track_path =
            PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../missions/tracks/test-run-1.yaml");
        assert_eq!(
            run(args(track_path, &dir), i18n::Language::De).unwrap(),
            ExitCode::SUCCESS
        );
        let listed: Vec<serde_json::Value> =
            serde_json::from_str(&std::fs::read_to_string(dir.join("cues.json")).unwrap()).unwrap();
        let (german, _) = audio::Voice::builtin(audio::BuiltinVoice::German, 44_100);
        let (english, _) = audio::Voice::default_voice(44_100);
        let mut wav = hound::WavReader::open(dir.join("out.wav")).unwrap();
        let samples: Vec<i16> = wav.samples::<i16>().map(Result::unwrap).collect();
        let mut german_clips = 0;
        for entry in &listed {
            let name = entry["clip"].as_str().unwrap();
            let start = entry["start_sample"].as_u64().unwrap() as usize;
            let clip = german.clip(name).unwrap();
            let expected: Vec<i16> = clip.iter().map(|s| audio::quantize(*s)).collect();
            assert_eq!(
                &samples[start..start + clip.len()],
                &expected[..],
                "{entry}"
            );
            if german.clip(name) != english.clip(name) {
                german_clips += 1;
            }
        }
        assert!(german_clips > 0, "every clip was the English one");
    }

    #[test]
    fn the_wav_and_cue_list_put_every_clip_on_round_t_times_rate() {
        let dir = scratch("voice-only");
        let track_path =
            PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../missions/tracks/test-run-1.yaml");
        let code = run(args(track_path.clone(), &dir), i18n::Language::En).unwrap();
        assert_eq!(code, ExitCode::SUCCESS);

        let track = Track::parse(
            &std::fs::read_to_string(&track_path).unwrap(),
            "test-run-1.yaml",
        )
        .unwrap();
        let cues = missions::timeline::cues(&track, 4);
        let listed: Vec<serde_json::Value> =
            serde_json::from_str(&std::fs::read_to_string(dir.join("cues.json")).unwrap()).unwrap();
        let clips: usize = cues.iter().map(|c| c.clips.len()).sum();
        assert_eq!(listed.len(), clips);
        let (voice, _) = audio::Voice::default_voice(44_100);
        let mut wav = hound::WavReader::open(dir.join("out.wav")).unwrap();
        assert_eq!(wav.spec().sample_rate, 44_100);
        let samples: Vec<i16> = wav.samples::<i16>().map(Result::unwrap).collect();
        for cue in &cues {
            let start = (cue.at_ms * 44_100 + 500) / 1000;
            let entry = listed
                .iter()
                .find(|e| e["start_sample"] == start && e["clip"] == cue.clips[0])
                .unwrap_or_else(|| panic!("no {} at {start}", cue.clips[0]));
            assert_eq!(entry["text"], cue.text.as_str());
            assert_eq!(entry["sample_rate"], 44_100);
        }
        // --voice-only: the WAV holds exactly the clips (quantised), where they do not overlap.
        for entry in &listed {
            let clip = voice.clip(entry["clip"].as_str().unwrap()).unwrap();
            let start = entry["start_sample"].as_u64().unwrap() as usize;
            let heard = &samples[start..start + clip.len()];
            let expected: Vec<i16> = clip.iter().map(|s| audio::quantize(*s)).collect();
            assert_eq!(heard, &expected[..], "{entry}");
        }
    }

    #[test]
    fn a_bad_track_exits_2_and_writes_nothing() {
        let dir = scratch("bad-track");
        let track_path = dir.join("bad.yaml");
        std::fs::write(&track_path, "name: Broken\nkind: mission\nphases: [\"3:45\"]\nevents:\n  - { at: \"0:10\", type: threat, turn: 9, zone: green }\n").unwrap();
        assert_eq!(
            run(args(track_path, &dir), i18n::Language::En).unwrap(),
            ExitCode::from(2)
        );
        assert!(!dir.join("out.wav").exists());
        assert_eq!(
            run(args(dir.join("missing.yaml"), &dir), i18n::Language::En).unwrap(),
            ExitCode::from(2)
        );
    }

    #[test]
    fn a_device_or_a_pipe_is_refused_as_a_track_or_a_soundtrack() {
        let dir = scratch("devices");
        // A track that is a device: refused before anything is read.
        assert_eq!(
            run(args(PathBuf::from("/dev/zero"), &dir), i18n::Language::En).unwrap(),
            ExitCode::from(2)
        );
        assert_eq!(
            read_track(Path::new("/dev/zero")).unwrap_err(),
            "/dev/zero: not a regular file (a device, a pipe or a folder); give a track file"
        );
        // A soundtrack that is a device, or a FIFO, likewise.
        let src = std::fs::read_to_string(
            PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../missions/tracks/test-run-1.yaml"),
        )
        .unwrap();
        for soundtrack in ["/dev/zero", "fifo"] {
            let src = src.replace("phases:", &format!("soundtrack: {soundtrack}\nphases:"));
            let track_path = dir.join("endless.yaml");
            std::fs::write(&track_path, src).unwrap();
            if soundtrack == "fifo" {
                let made = std::process::Command::new("mkfifo")
                    .arg(dir.join("fifo"))
                    .status();
                if !made.is_ok_and(|s| s.success()) {
                    continue;
                }
            }
            let mut a = args(track_path, &dir);
            a.voice_only = false;
            a.output = dir.join(format!("{}.wav", soundtrack.replace('/', "-")));
            let output = a.output.clone();
            assert_eq!(
                run(a, i18n::Language::En).unwrap(),
                ExitCode::from(2),
                "{soundtrack}"
            );
            assert!(!output.exists(), "{soundtrack}");
            let path = if soundtrack == "fifo" {
                dir.join("fifo")
            } else {
                PathBuf::from(soundtrack)
            };
            let reason = refuse_soundtrack(&path).unwrap();
            assert!(reason.contains("not a regular file"), "{reason}");
        }
    }

    #[test]
    fn a_missing_soundtrack_warns_and_still_renders() {
        let dir = scratch("soundtrack");
        let src = std::fs::read_to_string(
            PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../missions/tracks/test-run-1.yaml"),
        )
        .unwrap();
        let src = src.replace("phases:", "soundtrack: not-here.ogg\nphases:");
        let track_path = dir.join("with-soundtrack.yaml");
        std::fs::write(&track_path, src).unwrap();
        let track = Track::parse(&std::fs::read_to_string(&track_path).unwrap(), "t.yaml").unwrap();
        let mut a = args(track_path, &dir);
        a.voice_only = false;
        assert_eq!(soundtrack_path(&track, &a), Some(dir.join("not-here.ogg")));
        assert_eq!(run(a, i18n::Language::En).unwrap(), ExitCode::SUCCESS);
        assert!(dir.join("out.wav").exists());
    }
}
