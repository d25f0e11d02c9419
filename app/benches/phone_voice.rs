//! The voice on every phone, measured: the real terminals server, three headless chromium
//! phones behind a proxy that adds 200 ms ± 50 ms to every chunk each way, the English
//! voice's clips spoken every 2.5 s; each phone says (from its audio clock's output
//! timestamps) the wall-clock moment each clip started, compared with the host's scheduled
//! moment. Prints the error per phone. Figures in `docs/performance.md` ("The voice on every
//! phone"). Needs chromium and chromium-driver; no sound card.
//!
//! `cargo bench -p sitting-duck --bench phone_voice`
#![allow(
    missing_docs,
    clippy::disallowed_methods,
    clippy::unwrap_used,
    clippy::panic
)]

mod phones;

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use audio::{ScheduledClip, Voice};
use terminals::{Bind, Config, Limits, Terminals};

const PHONES: usize = 3;
const CLIPS: [&str; 6] = [
    "alert",
    "time_t_plus_3",
    "threat",
    "zone_red",
    "repeat",
    "data_transfer",
];
/// The first clip this long after the mission clock starts, then one every 2.5 s.
const FIRST_MS: u64 = 4_000;
const EVERY_MS: u64 = 2_500;
const SPOKEN: u64 = 16;

fn main() {
    if std::env::args().any(|a| a == "--list") {
        return;
    }
    let Some((chromium, driver_path)) = phones::browser() else {
        eprintln!("phone_voice: skipped: chromium and chromium-driver are not installed");
        return;
    };
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    let limits = Limits {
        // Every phone comes through the proxy, from one address.
        connections_per_address: 64,
        sessions_per_address: 10,
        seats_per_address: 10,
        ..Limits::default()
    };
    let config = Config {
        bind: Bind::Address(IpAddr::V4(Ipv4Addr::LOCALHOST)),
        port: 0,
        read_only: false,
    };
    let server = Terminals::start_with(config, limits, None).unwrap();
    let port = server.port();
    let proxy = SocketAddr::from(([127, 0, 0, 2], port));
    rt.spawn(phones::delaying_proxy(
        proxy,
        SocketAddr::from(([127, 0, 0, 1], port)),
        Duration::from_millis(200),
        Duration::from_millis(50),
    ));

    // The host's clips, as the app makes them for the phones.
    let (voice, _) = Voice::default_voice(audio::DEFAULT_SAMPLE_RATE);
    let rate = u64::from(voice.sample_rate());
    let spoken: Vec<ScheduledClip> = (0..SPOKEN)
        .map(|i| ScheduledClip {
            clip: CLIPS[i as usize % CLIPS.len()],
            text: String::new(),
            start_sample: (FIRST_MS + i * EVERY_MS) * rate / 1000,
            len_samples: 0,
        })
        .collect();
    let phone_voice = sitting_duck::shell::phone_voice::of(&spoken, &voice);
    let cues = phone_voice.cues.clone();
    server.set_voice(Some(phone_voice));

    let driver = phones::start_driver(&driver_path);
    let profiles: Vec<_> = (0..PHONES).map(|_| tempfile::tempdir().unwrap()).collect();
    let url = format!("http://localhost:{port}/?code={}", server.code());
    let clients: Vec<_> = rt.block_on(async {
        let mut clients = Vec::new();
        for p in &profiles {
            let c = phones::phone(&chromium, &driver, p.path(), proxy).await;
            c.goto(&url).await.unwrap();
            clients.push(c);
        }
        // Each phone has every clip and its first measure of the clock.
        for c in &clients {
            wait_for(
                c,
                &format!(
                    "return voice.offset !== null && voice.buffers.size === {};",
                    CLIPS.len()
                ),
            )
            .await;
        }
        clients
    });

    // The mission clock starts now: the host time of 0:00, and the wall clock's reading of it.
    let before = server.host_ms();
    server.voice_clock(Some(0));
    let after = server.host_ms();
    let origin = (before + after) / 2.0;
    let wall_now = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap()
        .as_secs_f64()
        * 1000.0;
    let wall_of_host = wall_now - server.host_ms();
    let last = FIRST_MS + (SPOKEN - 1) * EVERY_MS;
    std::thread::sleep(Duration::from_millis(last + 2_000));

    let (load, _) = uptime();
    println!("phone_voice: {PHONES} phones, 200 ms ± 50 ms each way, {SPOKEN} clips; load {load}");
    let mut worst = 0.0_f64;
    rt.block_on(async {
        for (n, c) in clients.iter().enumerate() {
            let log = c.execute("return voice.log;", vec![]).await.unwrap();
            let mut errors: Vec<f64> = log
                .as_array()
                .unwrap()
                .iter()
                .map(|e| {
                    let at = e["at"].as_f64().unwrap();
                    let wall = e["wall"].as_f64().unwrap();
                    (wall - (wall_of_host + origin + at)).abs()
                })
                .collect();
            let heard = errors.len();
            let (median, max) = phones::median_max(&mut errors);
            worst = worst.max(max);
            println!(
                "  phone {n}: {heard}/{} clips started, error median {median:.1} ms, max {max:.1} ms",
                cues.len()
            );
        }
        for c in clients {
            let _ = c.close().await;
        }
    });
    println!("phone_voice: worst {worst:.1} ms (target: within 50 ms)");
}

/// Waits (at most 60 s) until `script` returns true on the phone.
async fn wait_for(client: &fantoccini::Client, script: &str) {
    let deadline = std::time::Instant::now() + Duration::from_secs(60);
    loop {
        if client
            .execute(script, vec![])
            .await
            .ok()
            .and_then(|v| v.as_bool())
            == Some(true)
        {
            return;
        }
        if std::time::Instant::now() > deadline {
            let seen = client
                .execute(
                    "return JSON.stringify([voice.offset, voice.buffers.size, voice.plan, voice.samples.length, location.href, document.body.innerText]);",
                    vec![],
                )
                .await;
            panic!("never true: {script}; the phone: {seen:?}");
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// The machine's load (`/proc/loadavg`'s first three figures).
fn uptime() -> (String, ()) {
    let text = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    (
        text.split_whitespace()
            .take(3)
            .collect::<Vec<_>>()
            .join(" "),
        (),
    )
}
