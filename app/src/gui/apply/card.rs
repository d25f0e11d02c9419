//! Applying "Mission card" on the setup screen (part of `apply.rs`, the one place that writes
//! files): the chosen track's printable card (`crate::card`), written to `cards/` beside the
//! ship's log in the data directory (the system's temporary folder when the app keeps no
//! files), then opened from the link the setup screen shows.

use std::path::PathBuf;

use i18n::tr;
use missions::Track;
use missions::card::MissionCard;

use crate::card::{Paper, page};
use crate::gui::app::App;
use crate::shell::settings::MissionSource;
use crate::shell::tracks;
use crate::shell::{files, opener};

impl App {
    /// The track the setup screen has chosen, for a crew of `players` (a generated one from
    /// the seed typed).
    pub(super) fn chosen_track(&self, players: u8) -> Result<Track, Vec<String>> {
        let settings = &self.setup.settings;
        match &settings.mission {
            MissionSource::Shipped { stem } => self.library.track(stem),
            MissionSource::File { path } => tracks::track_file(path),
            MissionSource::Generated => match self.setup.seed_text.trim().parse::<u64>() {
                Ok(seed) => Ok(tracks::generated_track(
                    seed,
                    players,
                    settings.threat_points,
                )),
                Err(_) => Err(vec![tr!("notice-seed-whole")]),
            },
        }
    }

    /// Writes the chosen track's card for the crew as it is and says where (or why not).
    pub(super) fn write_mission_card(&mut self) {
        let players = u8::try_from(self.setup.settings.crew.len()).unwrap_or(5);
        let folder = self
            .ship_log_path
            .as_deref()
            .and_then(std::path::Path::parent)
            .map_or_else(|| files::temp_folder().join("sitting-duck"), PathBuf::from)
            .join("cards");
        let answer = self
            .chosen_track(players)
            .map_err(|problems| tr!("card-refused", why = problems.join("; ")))
            .and_then(|track| {
                let card = MissionCard::new(&track, players);
                let path = folder.join(file_name(&track.name, players));
                let refused = |e: std::io::Error, at: &std::path::Path| {
                    tr!(
                        "card-refused",
                        why = format!("{}: {}", at.display(), crate::shell::io_words(&e))
                    )
                };
                files::make_folder(&folder).map_err(|e| refused(e, &folder))?;
                files::write_file(&path, &page(&card, Paper::A4)).map_err(|e| refused(e, &path))?;
                Ok(path)
            });
        self.setup.card.answer = Some(answer);
        self.setup.card.opened = None;
    }

    /// "Open it": the desktop's opener started on the card written; its end is told by
    /// [`App::card_opened`].
    pub(super) fn open_mission_card(&mut self) {
        let card = &mut self.setup.card;
        let Some(Ok(path)) = &card.answer else {
            return;
        };
        let program = self.opener.display().to_string();
        match opener::open(&self.opener, path) {
            Ok((_, told)) => {
                card.opened = None;
                card.opening = Some((program, told));
            }
            Err(e) => {
                card.opened = Some(Err(tr!(
                    "card-not-opened",
                    program = program,
                    why = crate::shell::io_words(&e),
                    path = path.display().to_string()
                )));
            }
        }
    }

    /// Takes the opener's end when it came; whether it is still running (the window then
    /// looks again soon).
    pub(in crate::gui) fn card_opened(&mut self) -> bool {
        let card = &mut self.setup.card;
        let Some((program, told)) = &card.opening else {
            return false;
        };
        let ended = match told.try_recv() {
            Ok(ended) => ended,
            Err(std::sync::mpsc::TryRecvError::Empty) => return true,
            Err(std::sync::mpsc::TryRecvError::Disconnected) => Err(String::new()),
        };
        let path = match &card.answer {
            Some(Ok(path)) => path.display().to_string(),
            _ => String::new(),
        };
        card.opened = Some(match ended {
            Ok(()) => Ok(tr!("card-opened", program = program.as_str())),
            Err(why) => Err(tr!(
                "card-not-opened",
                program = program.as_str(),
                why = why,
                path = path
            )),
        });
        card.opening = None;
        false
    }
}

/// `mission-1-5-crew-card.html`: the track's name in lower case, letters and digits only.
fn file_name(name: &str, players: u8) -> String {
    let mut stem = String::new();
    for c in name.chars() {
        if c.is_ascii_alphanumeric() {
            stem.push(c.to_ascii_lowercase());
        } else if !stem.ends_with('-') && !stem.is_empty() {
            stem.push('-');
        }
    }
    let stem = stem.trim_end_matches('-');
    let stem = if stem.is_empty() { "track" } else { stem };
    format!("{stem}-{players}-crew-card.html")
}
