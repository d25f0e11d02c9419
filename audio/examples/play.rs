//! Plays a mission track on the default sound device (or the silent backend), printing the
//! audio clock: `cargo run -p audio --example play -- TRACK.yaml [SECONDS] [START_SECONDS]`.
// An example plays a track file in real time (clippy.toml's rules are the pure crates').
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    missing_docs,
    clippy::disallowed_methods
)]

use std::time::Duration;

use audio::{Mission, Player, Voice};
use missions::Track;

fn main() {
    let mut args = std::env::args().skip(1);
    let path = args
        .next()
        .expect("usage: play TRACK.yaml [SECONDS] [START_SECONDS]");
    let seconds: u64 = args.next().map_or(15, |s| s.parse().expect("SECONDS"));
    let start: u64 = args.next().map_or(0, |s| s.parse().expect("START_SECONDS"));
    let src = std::fs::read_to_string(&path).expect("read the track");
    let track = Track::parse(&src, &path).unwrap_or_else(|d| {
        eprintln!("{d}");
        std::process::exit(2)
    });
    let cues = missions::timeline::cues(&track, 5);
    let (voice, mut warnings) = Voice::default_voice(audio::DEFAULT_SAMPLE_RATE);
    let (mission, more) = Mission::new(&cues, &voice, None);
    warnings.extend(more);
    let (player, more) = Player::open(mission);
    warnings.extend(more);
    for w in &warnings {
        eprintln!("warning: {w}");
    }
    println!(
        "{}: {}",
        track.name,
        if player.is_silent() {
            "silent backend"
        } else {
            "sound device"
        }
    );
    player.seek_ms(start * 1000);
    player.play();
    for _ in 0..seconds {
        std::thread::sleep(Duration::from_secs(1));
        println!("mission time {:>7} ms", player.position_ms());
    }
}
