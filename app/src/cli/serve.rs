//! `sitting-duck serve GAME.yaml [--port N] [--address IP] [--allow lan|vpn|any]
//! [--tls-cert FILE --tls-key FILE | --tls-self-signed]` (`docs/formats.md`, the terminal
//! protocol): a finished game's resolution (its score card and debrief) shown read-only on
//! the phones of anyone who may join (the local network by default) and has the join code,
//! until Ctrl-C.

use std::net::IpAddr;
use std::{path::PathBuf, process::ExitCode};

use terminals::{Allow, Bind, Config, Limits, ScoreView, Seat, Stage, Terminals};

use super::BadArgument;
use crate::shell::remote::{self, Https};

/// Arguments of `serve`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The game file (YAML) whose resolution is shown.
    pub game: PathBuf,
    /// The port (0: any free one).
    #[arg(long, default_value_t = terminals::DEFAULT_PORT)]
    pub port: u16,
    /// Serve on this address only (default: every address of this machine that --allow admits: the private ones with lan)
    #[arg(long)]
    pub address: Option<IpAddr>,
    /// Homebrew threat cards (YAML in the catalog's form) the game file may name.
    #[arg(long = "with", value_name = "CARDS.yaml")]
    pub with: Vec<PathBuf>,
    /// Who may join: lan (this network only), vpn (also overlay VPNs such as Tailscale) or any (any address)
    #[arg(long, default_value = "lan", value_parser = ["lan", "vpn", "any"])]
    pub allow: String,
    /// Serve the page over HTTPS with this certificate (a PEM file; with --tls-key)
    #[arg(
        long,
        value_name = "FILE",
        requires = "tls_key",
        conflicts_with = "tls_self_signed"
    )]
    pub tls_cert: Option<PathBuf>,
    /// The private key of --tls-cert (a PEM file)
    #[arg(long, value_name = "FILE", requires = "tls_cert")]
    pub tls_key: Option<PathBuf>,
    /// Serve the page over HTTPS with a certificate made now (its fingerprint is printed for checking)
    #[arg(long)]
    pub tls_self_signed: bool,
}

impl Args {
    /// The HTTPS choice the flags make.
    fn https(&self) -> Https {
        match (&self.tls_cert, &self.tls_key) {
            (Some(cert), Some(key)) => Https::Files {
                cert: cert.clone(),
                key: key.clone(),
            },
            _ if self.tls_self_signed => Https::SelfSigned,
            _ => Https::Off,
        }
    }
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
    let bind = args.address.map_or(Bind::Private, Bind::Address);
    let allow = Allow::from_word(&args.allow).unwrap_or_default();
    let cannot = |reason: String| BadArgument(i18n::tr!("cli-serve-cannot", reason = reason));
    let reach = remote::reach(allow, &args.https(), bind).map_err(cannot)?;
    let config = Config {
        bind,
        port: args.port,
        read_only: true,
    };
    let server = Terminals::start_reaching(config, Limits::default(), None, reach)
        .map_err(|e| cannot(e.to_string()))?;
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
    for note in remote::notes(server.allow(), server.tls()) {
        text += &format!("{note}\n");
    }
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
