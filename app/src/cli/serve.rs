//! `sitting-duck serve GAME.yaml [--port N] [--address IP]` (`docs/formats.md`, the terminal
//! protocol): a finished game's resolution (its score card and debrief) shown read-only on
//! the phones of anyone on the local network who has the join code, until Ctrl-C.

use std::net::IpAddr;
use std::{path::PathBuf, process::ExitCode};

use terminals::{Bind, Config, ScoreView, Seat, Stage, Terminals};

use super::BadArgument;

/// Arguments of `serve`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The game file (YAML) whose resolution is shown.
    pub game: PathBuf,
    /// The port (0: any free one).
    #[arg(long, default_value_t = terminals::DEFAULT_PORT)]
    pub port: u16,
    /// Serve on this LAN address only (default: every private address of this machine).
    #[arg(long)]
    pub address: Option<IpAddr>,
    /// Homebrew threat cards (YAML in the catalog's form) the game file may name.
    #[arg(long = "with", value_name = "CARDS.yaml")]
    pub with: Vec<PathBuf>,
}

/// Runs `serve`: prints the join URL (and its QR code) and serves until interrupted; exit 2
/// for a file that cannot be loaded or a server that cannot start.
pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let name = args.game.display().to_string();
    let loaded = match super::game_file::load(&args.game, &args.with)? {
        Ok(l) => l,
        Err(code) => return Ok(code),
    };
    let game = &loaded.game;
    let resolution = engine::resolve(&game.game, game.seed);
    let setup = game.game.setup();
    let mission = setup.mission.clone().unwrap_or_else(|| name.clone());
    let server = Terminals::start(Config {
        bind: args.address.map_or(Bind::Private, Bind::Address),
        port: args.port,
        read_only: true,
    })
    .map_err(|e| BadArgument(i18n::tr!("cli-serve-cannot", reason = e.to_string())))?;
    server.set_crew(
        setup
            .crew
            .iter()
            .filter(|c| !c.android)
            .map(|c| Seat {
                name: c.name.to_string(),
                color: c.color.map_or("white", engine::CrewColor::name).to_owned(),
            })
            .collect(),
    );
    server.publish(Stage::Score(ScoreView::of(&mission, &resolution)));
    let mut text = format!(
        "{}\n{}\n",
        i18n::tr!("cli-serve-serving", mission = mission.as_str()),
        i18n::tr!("cli-serve-code", code = server.code().to_string())
    );
    for url in server.urls() {
        text += &format!("  {url}\n");
    }
    if let Ok(qr) = qrcode::QrCode::new(server.join_url().as_bytes()) {
        let qr = qr
            .render::<qrcode::render::unicode::Dense1x2>()
            .quiet_zone(true)
            .build();
        text += &format!("{qr}\n");
    }
    text += &format!("{}\n", i18n::tr!("cli-serve-stop"));
    // Tests and scripts read these lines through a pipe: `out` flushes them.
    super::out(&text)?;
    loop {
        std::thread::park();
    }
}
