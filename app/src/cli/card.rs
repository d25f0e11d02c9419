//! `sitting-duck card TRACK.yaml|NAME [-o CARD.html] [--pdf CARD.pdf [--chromium]]
//! [--players N] [--paper a4|letter]`: the printable mission card of a track, for crews who
//! play by a watch (`docs/formats.md`, "card").

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::Context;
use missions::Track;
use missions::card::MissionCard;

use super::BadArgument;
use crate::card::{Paper, page, pdf};
use crate::shell::tracks::{read_track_text, shipped_track};

/// Arguments of `card`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// A track file, or a shipped track by file stem or name (`mission-1`, "Mission 1").
    #[arg(value_name = "TRACK.yaml|NAME")]
    pub track: String,
    /// Write the HTML card to this file instead of standard output.
    #[arg(short, long, value_name = "CARD.html")]
    pub output: Option<PathBuf>,
    /// Also write the card to this PDF: one page, its fonts embedded, no browser needed.
    #[arg(long, value_name = "CARD.pdf")]
    pub pdf: Option<PathBuf>,
    /// Print the PDF from the HTML card with headless chromium instead (which must be
    /// installed), as a browser's print dialog lays it out.
    #[arg(long, requires = "pdf")]
    pub chromium: bool,
    /// Crew size: unconfirmed reports are threats only with 5.
    #[arg(long, default_value_t = 5, value_parser = clap::value_parser!(u8).range(1..=5))]
    pub players: u8,
    /// The paper the card is laid out for.
    #[arg(long, value_enum, default_value_t = Paper::A4)]
    pub paper: Paper,
}

/// The track named on the command line: a file when one exists at that path, else a shipped
/// track by stem or by name (any case).
///
/// # Errors
/// What is wrong with the file, or that no shipped track has that name.
pub fn find_track(named: &str) -> Result<Track, String> {
    let path = Path::new(named);
    if path.exists() {
        let src = read_track_text(path)?;
        return Track::parse(&src, named).map_err(|d| words::diagnostic::all(&d));
    }
    let stem = missions::track::shipped()
        .into_iter()
        .map(|(stem, _)| stem)
        .find(|stem| {
            stem.eq_ignore_ascii_case(named)
                || shipped_track(stem).is_ok_and(|t| t.name.eq_ignore_ascii_case(named))
        });
    match stem {
        Some(stem) => shipped_track(stem).map_err(|e| e.join("\n")),
        None => Err(i18n::tr!("cli-card-no-track", named = named)),
    }
}

/// Runs `card`: exit 0 when the card is written, 2 when the track is refused.
pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let track = match find_track(&args.track) {
        Ok(track) => track,
        Err(message) => {
            crate::to_stderr!("{message}");
            return Ok(ExitCode::from(2));
        }
    };
    if args.pdf.is_some() && args.pdf == args.output {
        return Err(BadArgument("-o and --pdf name the same file".to_owned()).into());
    }
    for out in args.output.iter().chain(&args.pdf) {
        if crate::shell::files::writes_over(out, Path::new(&args.track)) {
            return Err(BadArgument(format!(
                "{}: that is the track the card is made from; nothing was written (choose \
                 another file)",
                out.display()
            ))
            .into());
        }
    }
    let card = MissionCard::new(&track, args.players);
    let html = page(&card, args.paper);
    match (&args.output, &args.pdf) {
        (Some(path), _) => {
            std::fs::write(path, &html).with_context(|| {
                i18n::tr!("cli-cannot-write-file", file = path.display().to_string())
            })?;
            crate::to_stderr!(
                "{}",
                i18n::tr!(
                    "cli-card-written",
                    track = track.name.as_str(),
                    file = path.display().to_string()
                )
            );
        }
        (None, None) => super::out(&html)?,
        (None, Some(_)) => {}
    }
    if let Some(pdf_path) = &args.pdf {
        if args.chromium {
            print_pdf(&html, args.output.as_deref(), pdf_path)?;
        } else {
            let bytes = crate::card::pdf_doc::card_pdf(&card, args.paper)?;
            std::fs::write(pdf_path, bytes).with_context(|| {
                i18n::tr!(
                    "cli-cannot-write-file",
                    file = pdf_path.display().to_string()
                )
            })?;
        }
        crate::to_stderr!(
            "{}",
            i18n::tr!(
                "cli-card-printed",
                track = track.name.as_str(),
                file = pdf_path.display().to_string()
            )
        );
    }
    Ok(ExitCode::SUCCESS)
}

/// Prints the card to `pdf_path`, from the `-o` file or from a private copy of the page.
fn print_pdf(html: &str, written: Option<&Path>, pdf_path: &Path) -> anyhow::Result<()> {
    if let Some(path) = written {
        return pdf::print_to_pdf(path, pdf_path);
    }
    let temp = std::env::temp_dir().join(format!("sitting-duck-card-{}.html", std::process::id()));
    std::fs::write(&temp, html)
        .with_context(|| i18n::tr!("cli-cannot-write-file", file = temp.display().to_string()))?;
    let printed = pdf::print_to_pdf(&temp, pdf_path);
    let _ = std::fs::remove_file(&temp);
    printed
}
