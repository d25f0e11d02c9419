//! What the app remembers between evenings: the last crew and the last mission settings.
//!
//! One small JSON file in the platform's config directory (`~/.config/sitting-duck/settings.json`
//! on Linux). Only this explicit struct is persisted, never the whole app state, so a new field
//! or a removed screen never breaks an old file: every field has a default, and a file that
//! cannot be read is reported and replaced by the defaults rather than stopping the app.

use std::path::{Path, PathBuf};
use strum::VariantArray;

use anyhow::Context as _;
use serde::{Deserialize, Serialize};

/// One of the five crew colors: the engine's one enum, stored by its lower-case name.
pub use engine::CrewColor;

/// Serde for [`CrewColor`] by its game-file name (`"red"` ...): the engine has no serde.
mod color_name {
    use engine::CrewColor;
    use serde::{Deserialize, Deserializer, Serializer, de::Error as _};

    pub fn serialize<S: Serializer>(color: &CrewColor, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(color.name())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<CrewColor, D::Error> {
        let name = String::deserialize(d)?;
        CrewColor::parse(&name).ok_or_else(|| {
            D::Error::custom(format!(
                "unknown color `{name}`: expected red, yellow, green, blue or purple"
            ))
        })
    }
}

/// One person at the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct CrewMember {
    /// The name shown on the boards and written to the ship's log.
    pub name: String,
    /// The color of their figure.
    #[serde(with = "color_name")]
    pub color: CrewColor,
    /// Acts first, keeps destroyed threats.
    pub captain: bool,
    /// Draws external threat cards, keeps survived threats.
    pub communications_officer: bool,
    /// Draws internal threat cards.
    pub chief_of_security: bool,
    /// The explorer (careers) this person plays, by their id in the ship's log; `None`: no
    /// career.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub explorer: Option<i64>,
}

impl Default for CrewMember {
    fn default() -> Self {
        Self {
            name: String::new(),
            color: CrewColor::Red,
            captain: false,
            communications_officer: false,
            chief_of_security: false,
            explorer: None,
        }
    }
}

/// Which threat cards go into a deck: white (level 1), yellow (level 2) or both shuffled.
/// One enum for the whole program: the ship's log's (which stores it as `1`, `2`, `1+2`).
pub use ::shiplog::Difficulty;

/// The settings file writes a difficulty as a word (`white`, `yellow`, `mixed`, and with the
/// New Frontier's red `red`, `white and red`, `orange`, `all three`); the ship's log keeps its
/// own marks.
mod difficulty_word {
    use serde::{Deserialize, Deserializer, Serializer};

    use super::Difficulty;
    use strum::VariantArray;

    pub fn serialize<S: Serializer>(value: &Difficulty, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&value.label().to_lowercase())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Difficulty, D::Error> {
        let word = String::deserialize(d)?;
        Difficulty::VARIANTS
            .iter()
            .copied()
            .find(|v| v.label().eq_ignore_ascii_case(&word))
            .ok_or_else(|| {
                serde::de::Error::custom(format!(
                    "unknown difficulty `{word}` (white, yellow, mixed, red, white and red, \
                     orange or all three)"
                ))
            })
    }
}

/// The settings file writes a tempo as its factor (`"1.25"`); a wrong one is an error naming
/// the tempos allowed.
mod tempo_word {
    use missions::timeline::Tempo;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(tempo: &Tempo, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(tempo.to_string().trim_end_matches('x'))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Tempo, D::Error> {
        let word = String::deserialize(d)?;
        Tempo::parse(&word).map_err(serde::de::Error::custom)
    }
}

/// The settings file writes the language as its tag (`de`), or `system` for the machine's.
mod language_tag {
    use i18n::Language;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(value: &Option<Language>, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(value.map_or("system", Language::tag))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Language>, D::Error> {
        let tag = String::deserialize(d)?;
        if tag == "system" {
            return Ok(None);
        }
        Language::parse(&tag).map(Some).ok_or_else(|| {
            serde::de::Error::custom(format!(
                "unknown language `{tag}` (system, en, de, fr, cs or es)"
            ))
        })
    }
}

/// The settings file writes the announcer's voice as a language's tag (`de`), or `language`
/// for the voice of the app's language.
mod voice_tag {
    use i18n::Language;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(value: &Option<Language>, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(value.map_or("language", Language::tag))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Language>, D::Error> {
        let tag = String::deserialize(d)?;
        if tag == "language" {
            return Ok(None);
        }
        Language::parse(&tag).map(Some).ok_or_else(|| {
            serde::de::Error::custom(format!(
                "unknown voice `{tag}` (language, en, de, fr, cs or es)"
            ))
        })
    }
}

/// Who draws the threat cards when a threat is announced.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ThreatDrawing {
    /// The app draws from a shuffled digital deck and shows each card.
    #[default]
    Digital,
    /// The crew draws physical cards and enters them after the Action Round.
    Physical,
}

/// How the four trajectory boards are chosen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TrajectoryChoice {
    /// The app draws four different boards at random.
    #[default]
    Random,
    /// The crew lays out boards and enters their numbers.
    Entered,
}

/// Which kind of mission was last chosen.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "kind")]
pub enum MissionSource {
    /// One of the shipped tracks, by file stem (`mission-1`).
    Shipped {
        /// The file stem of the shipped track.
        stem: String,
    },
    /// A freshly generated mission.
    #[default]
    Generated,
    /// A track file on disk.
    File {
        /// The path as the user typed it.
        path: String,
    },
}

/// Everything the setup screen remembers.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// The crew, in seating order (the captain acts first whatever the order).
    pub crew: Vec<CrewMember>,
    /// Whether 2-3 players fill the crew up to four with androids.
    pub androids: bool,
    /// Difficulty of the common threat decks.
    #[serde(with = "difficulty_word")]
    pub common: Difficulty,
    /// Difficulty of the serious threat decks.
    #[serde(with = "difficulty_word")]
    pub serious: Difficulty,
    /// The New Frontier modules switched on (their game-file words; none: the base game).
    #[serde(with = "::shiplog::modules::list")]
    pub modules: engine::Modules,
    /// Who draws the threat cards.
    pub drawing: ThreatDrawing,
    /// How the trajectory boards are chosen.
    pub trajectories: TrajectoryChoice,
    /// The boards last entered (red, white, blue, internal), 1-7.
    pub entered_trajectories: [u8; 4],
    /// The last mission chosen.
    pub mission: MissionSource,
    /// Threat points of a generated mission; 0 means the CD's (7 for 4 players, 8 for 5).
    pub threat_points: u8,
    /// Volume of the ship's computer and soundtrack, in percent (0-100).
    pub volume: u8,
    /// How much slower than the CD the Action Round runs (`"1.5"`: a 10-minute mission takes
    /// 15); the voice keeps its speed.
    #[serde(with = "tempo_word")]
    pub tempo: missions::timeline::Tempo,
    /// Serve the crew terminals (players' phones on the local network); off by default.
    pub serve: bool,
    /// The port the crew terminals are served on.
    pub serve_port: u16,
    /// The one LAN address to serve on; empty: every private address of this machine.
    pub serve_address: String,
    /// The evening's join code for the phones (`K7QM-3XPA`), kept across restarts of the app
    /// for 12 hours after it was drawn; empty: none yet.
    pub serve_code: String,
    /// When the join code was drawn, in seconds since the Unix epoch.
    pub serve_code_drawn: u64,
    /// The host lets one phone hold several crew members' seats (players sharing a phone);
    /// off: one seat per phone, so a phone with the code cannot type every board.
    pub serve_shared_phones: bool,
    /// Who may join: `lan` (this network only), `vpn` (also overlay VPNs) or `any`.
    pub serve_allow: String,
    /// HTTPS for the phones' page: `off`, `self-signed` (a certificate made here) or `files`
    /// (the host's, [`Settings::serve_tls_cert`] and [`Settings::serve_tls_key`]).
    pub serve_https: String,
    /// The host's certificate file (PEM), with `serve_https` = `files`.
    pub serve_tls_cert: String,
    /// Its private key file (PEM).
    pub serve_tls_key: String,
    /// Deal the action cards on the phones: each player's phone is their hand and board in
    /// the Action Round, and the boards arrive by themselves (docs/action-round.md).
    pub deal_on_phones: bool,
    /// A solo player plays the dealt cards on this screen (RULINGS.md D7).
    pub solo_hand: bool,
    /// The language of the app and the phones; `None`: the machine's (its locale).
    #[serde(with = "language_tag")]
    pub language: Option<i18n::Language>,
    /// The announcer: the built-in voice of this language; `None`: of the app's language.
    #[serde(with = "voice_tag")]
    pub voice: Option<i18n::Language>,
    /// Sirens over the last twenty seconds of each phase (the alarms always sound).
    pub sirens: bool,
    /// Homebrew threat card files whose cards join the decks (`shell::homebrew`).
    pub card_files: Vec<PathBuf>,
}

impl Default for Settings {
    fn default() -> Self {
        let crew = ["Anna", "Ben", "Chloe", "Dan"]
            .iter()
            .zip(CrewColor::VARIANTS.iter().copied())
            .enumerate()
            .map(|(i, (name, color))| CrewMember {
                name: (*name).to_owned(),
                color,
                captain: i == 0,
                communications_officer: i == 1,
                chief_of_security: i == 2,
                explorer: None,
            })
            .collect();
        Self {
            crew,
            androids: true,
            common: Difficulty::White,
            serious: Difficulty::White,
            modules: engine::Modules::BASE,
            drawing: ThreatDrawing::Digital,
            trajectories: TrajectoryChoice::Random,
            entered_trajectories: [1, 2, 3, 4],
            mission: MissionSource::Shipped {
                stem: "mission-1".to_owned(),
            },
            threat_points: 0,
            volume: 100,
            tempo: missions::timeline::Tempo::NORMAL,
            serve: false,
            serve_port: terminals::DEFAULT_PORT,
            serve_address: String::new(),
            serve_code: String::new(),
            serve_code_drawn: 0,
            serve_shared_phones: false,
            serve_allow: "lan".to_owned(),
            serve_https: "off".to_owned(),
            serve_tls_cert: String::new(),
            serve_tls_key: String::new(),
            deal_on_phones: false,
            solo_hand: false,
            language: None,
            voice: None,
            sirens: false,
            card_files: Vec::new(),
        }
    }
}

impl Settings {
    /// Switches a New Frontier module on or off. Without the new threats there are no red
    /// cards, so both decks lose their red level (red alone becomes white).
    pub fn set_module(&mut self, module: engine::Module, on: bool) {
        self.modules.set(module, on);
        if !self.modules.new_threats {
            self.common = self.common.without_red();
            self.serious = self.serious.without_red();
        }
    }

    /// Adds a level to the common (or serious) deck, or takes it out; refused (false) when
    /// it would leave the deck empty, or for red without the new threats.
    pub fn toggle_level(&mut self, serious: bool, level: engine::Color) -> bool {
        if level == engine::Color::Red && !self.modules.new_threats {
            return false;
        }
        let deck = if serious {
            &mut self.serious
        } else {
            &mut self.common
        };
        match deck.toggled(level) {
            Some(next) => {
                *deck = next;
                true
            }
            None => false,
        }
    }

    /// The settings file in the platform's config directory, if the platform has one.
    pub fn default_path() -> Option<PathBuf> {
        directories::ProjectDirs::from("", "", "sitting-duck")
            .map(|dirs| dirs.config_dir().join("settings.json"))
    }

    /// Reads the settings at `path`. A missing file gives the defaults.
    ///
    /// # Errors
    /// When the file exists but cannot be read or is not valid settings JSON.
    pub fn load(path: &Path) -> anyhow::Result<Settings> {
        let Some(text) = read_settings_text(path)? else {
            return Ok(Settings::default());
        };
        serde_json::from_str(&text)
            .with_context(|| i18n::tr!("settings-bad-file", path = path.display().to_string()))
    }

    /// Writes the settings to `path`, creating its directory. Writes a temporary file first
    /// and renames it, so a crash never leaves half a file.
    ///
    /// # Errors
    /// When the directory or file cannot be written.
    pub fn save(&self, path: &Path) -> anyhow::Result<()> {
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).with_context(|| {
                i18n::tr!(
                    "settings-cannot-create-folder",
                    path = dir.display().to_string()
                )
            })?;
        }
        let text = serde_json::to_string_pretty(self)
            .with_context(|| i18n::tr!("settings-cannot-encode"))?;
        let tmp = path.with_extension("json.tmp");
        std::fs::write(&tmp, text).with_context(|| {
            i18n::tr!("settings-cannot-write", path = tmp.display().to_string())
        })?;
        std::fs::rename(&tmp, path).with_context(|| {
            i18n::tr!("settings-cannot-write", path = path.display().to_string())
        })?;
        Ok(())
    }
}

/// The largest settings file read: the app writes a few kilobytes.
const LARGEST_SETTINGS: u64 = 1024 * 1024;

/// The text of the settings file at `path`, or `None` when there is none. Only a regular
/// file of at most [`LARGEST_SETTINGS`] is read: opening a FIFO would wait for a writer
/// forever (the app would never open), and `/dev/zero` would be read until memory ran out.
///
/// # Errors
/// When the file is not a regular file, is too large, or cannot be read.
fn read_settings_text(path: &Path) -> anyhow::Result<Option<String>> {
    use std::io::Read as _;
    let file = path.display().to_string();
    let cannot = || i18n::tr!("settings-cannot-read", path = file.clone());
    // `metadata` follows links: a link to a device is judged by the device.
    let meta = match std::fs::metadata(path) {
        Ok(meta) => meta,
        Err(err) if err.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(err) => return Err(err).with_context(cannot),
    };
    if !meta.is_file() {
        anyhow::bail!(i18n::tr!("settings-not-regular", path = file.clone()));
    }
    let mut bytes = Vec::new();
    std::fs::File::open(path)
        .and_then(|f| f.take(LARGEST_SETTINGS + 1).read_to_end(&mut bytes))
        .with_context(cannot)?;
    if bytes.len() as u64 > LARGEST_SETTINGS {
        anyhow::bail!(i18n::tr!("settings-too-large", path = file.clone()));
    }
    String::from_utf8(bytes).map(Some).with_context(cannot)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fifo_a_device_or_a_huge_file_is_refused_without_reading_it() {
        let dir = tempfile::tempdir().unwrap();
        let fifo = dir.path().join("fifo.json");
        let made = std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap();
        assert!(made.success());
        // Opened, the FIFO would block this test for ever; it must be refused unopened.
        let err = format!("{:#}", Settings::load(&fifo).unwrap_err());
        assert!(
            err.contains("not a regular file") && err.contains("fifo.json"),
            "{err}"
        );
        let zero = dir.path().join("zero.json");
        std::os::unix::fs::symlink("/dev/zero", &zero).unwrap();
        let err = format!("{:#}", Settings::load(&zero).unwrap_err());
        assert!(
            err.contains("not a regular file") && err.contains("zero.json"),
            "{err}"
        );
        let huge = dir.path().join("huge.json");
        let f = std::fs::File::create(&huge).unwrap();
        f.set_len(LARGEST_SETTINGS + 1).unwrap();
        let err = format!("{:#}", Settings::load(&huge).unwrap_err());
        assert!(
            err.contains("too large") && err.contains("huge.json"),
            "{err}"
        );
    }

    #[test]
    fn settings_survive_a_round_trip_through_the_file() {
        let dir = std::env::temp_dir().join(format!("sd-settings-{}", std::process::id()));
        let path = dir.join("nested").join("settings.json");
        let mut settings = Settings::default();
        settings.crew.truncate(2);
        settings.crew[1].name = "Zoë".to_owned();
        settings.serious = Difficulty::Mixed;
        settings.modules.double_actions = true;
        settings.modules.new_threats = true;
        settings.common = Difficulty::Orange;
        settings.mission = MissionSource::File {
            path: "/tmp/x.yaml".to_owned(),
        };
        settings.tempo = missions::timeline::Tempo::SLOWER;
        settings.language = Some(i18n::Language::Cs);
        settings.save(&path).unwrap();
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(text.contains(r#""tempo": "1.25""#), "{text}");
        assert!(text.contains(r#""language": "cs""#), "{text}");
        assert_eq!(Settings::load(&path).unwrap(), settings);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn the_voice_follows_the_language_unless_one_is_chosen() {
        assert_eq!(Settings::default().voice, None);
        let old: Settings = serde_json::from_str(r#"{"language": "de"}"#).unwrap();
        assert_eq!(
            old.voice, None,
            "an old file speaks with the language's voice"
        );
        let chosen: Settings = serde_json::from_str(r#"{"voice": "fr"}"#).unwrap();
        assert_eq!(chosen.voice, Some(i18n::Language::Fr));
        let text = serde_json::to_string(&chosen).unwrap();
        assert!(text.contains(r#""voice":"fr""#), "{text}");
        let follows = serde_json::to_string(&Settings::default()).unwrap();
        assert!(follows.contains(r#""voice":"language""#), "{follows}");
        let bad = serde_json::from_str::<Settings>(r#"{"voice": "vulcan"}"#).unwrap_err();
        assert!(bad.to_string().contains("unknown voice `vulcan`"), "{bad}");
    }

    #[test]
    fn a_missing_file_gives_the_defaults_and_missing_fields_default() {
        let missing = std::env::temp_dir().join("sd-settings-does-not-exist.json");
        assert_eq!(Settings::load(&missing).unwrap(), Settings::default());
        let partial: Settings =
            serde_json::from_str(r#"{"androids": false, "serious": "yellow"}"#).unwrap();
        assert!(!partial.androids);
        assert_eq!(partial.serious, Difficulty::Yellow);
        assert_eq!(partial.crew, Settings::default().crew);
        assert_eq!(
            partial.language, None,
            "an old file follows the machine's language"
        );
        let system: Settings = serde_json::from_str(r#"{"language": "system"}"#).unwrap();
        assert_eq!(system.language, None);
        let bad = serde_json::from_str::<Settings>(r#"{"language": "klingon"}"#).unwrap_err();
        assert!(
            bad.to_string().contains("unknown language `klingon`"),
            "{bad}"
        );
    }

    #[test]
    fn red_needs_the_new_threats_and_a_deck_is_never_empty() {
        let mut s = Settings::default();
        assert!(
            !s.toggle_level(true, engine::Color::Red),
            "no red in the base game"
        );
        s.set_module(engine::Module::NewThreats, true);
        assert!(s.toggle_level(true, engine::Color::Red));
        assert!(s.toggle_level(true, engine::Color::White));
        assert_eq!(s.serious, Difficulty::Red);
        assert!(
            !s.toggle_level(true, engine::Color::Red),
            "the last level stays"
        );
        assert!(s.toggle_level(false, engine::Color::Red));
        assert_eq!(s.common, Difficulty::WhiteRed);
        s.set_module(engine::Module::NewThreats, false);
        assert_eq!(
            (s.common, s.serious),
            (Difficulty::White, Difficulty::White)
        );
        let json = serde_json::to_value(&s).unwrap();
        assert_eq!(json["modules"], serde_json::json!([]));
        let old: Settings = serde_json::from_str(r#"{"common": "mixed"}"#).unwrap();
        assert!(old.modules.is_base());
        let red: Settings =
            serde_json::from_str(r#"{"common": "orange", "modules": ["new-threats"]}"#).unwrap();
        assert_eq!(red.common, Difficulty::Orange);
        assert!(red.modules.new_threats);
    }

    #[test]
    fn a_tempo_out_of_range_is_refused_by_name() {
        let err = serde_json::from_str::<Settings>(r#"{"tempo": "3"}"#).unwrap_err();
        assert!(err.to_string().contains("tempo `3`"), "{err}");
        let old: Settings = serde_json::from_str(r#"{"volume": 50}"#).unwrap();
        assert_eq!(old.tempo, missions::timeline::Tempo::NORMAL);
    }

    #[test]
    fn a_broken_file_is_an_error_naming_the_file() {
        let path =
            std::env::temp_dir().join(format!("sd-settings-bad-{}.json", std::process::id()));
        std::fs::write(&path, "{ not json").unwrap();
        let err = Settings::load(&path).unwrap_err();
        assert!(format!("{err:#}").contains("sd-settings-bad"), "{err:#}");
        std::fs::remove_file(&path).unwrap();
    }
}
