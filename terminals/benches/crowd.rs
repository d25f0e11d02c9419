//! One host, 5 players and 20 who watch (25 WebSockets, each from its own loopback address),
//! through a round's worth of updates (the host publishes the mission clock 600 times, as 10
//! minutes of seconds, quicker): the server's CPU time (its own threads, `/proc`) and the
//! process's memory, and how long each update takes to reach all 25. Then the same with 500
//! strangers' connections held open (half silent, half garbage that never ends a request).
//! Figures in `docs/performance.md` ("A crowd on one host").
//!
//! `cargo bench -p terminals --bench crowd` (or run the built bench binary).
// A measuring program, not the server: it may stop at the first surprise, as a test does.
#![allow(
    missing_docs,
    clippy::disallowed_methods,
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic
)]

#[path = "../tests/common/mod.rs"]
mod common;

use std::net::{IpAddr, Ipv4Addr};
use std::time::{Duration, Instant};

use common::*;
use serde_json::json;
use terminals::{Seat, Terminals};
use tokio::io::AsyncWriteExt as _;

const PLAYERS: usize = 5;
const WATCHERS: usize = 20;
const UPDATES: usize = 600;

fn main() {
    if std::env::args().any(|a| a == "--list") {
        return;
    }
    let t = Terminals::start(config()).unwrap();
    t.set_crew(
        ["Anna", "Ben", "Chloe", "Dan", "Eve"]
            .map(|n| Seat {
                name: n.into(),
                color: "red".into(),
            })
            .to_vec(),
    );
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .enable_all()
        .build()
        .unwrap();
    let mut phones = rt.block_on(async {
        let mut phones = Vec::new();
        for n in 0..PLAYERS + WATCHERS {
            let from = lo(10 + n as u8);
            if n < PLAYERS {
                phones.push(phone_from(&t, from, n).await.1);
            } else {
                let token = join_from(&t, from).await;
                let mut ws = connect_from(&t, from, &token).await;
                next(&mut ws).await;
                phones.push(ws);
            }
        }
        phones
    });
    let (cpu0, rss0) = (server_cpu_ms(), rss_kib());
    let quiet = rt.block_on(round(&t, &mut phones, 0));
    let (cpu1, rss1) = (server_cpu_ms(), rss_kib());
    println!(
        "crowd: {} phones, {UPDATES} updates; load {}",
        PLAYERS + WATCHERS,
        loadavg()
    );
    println!(
        "  server CPU {} ms for the round ({:.2} ms an update), RSS {} -> {} KiB",
        cpu1 - cpu0,
        (cpu1 - cpu0) as f64 / UPDATES as f64,
        rss0,
        rss1
    );
    report("  an update reaches all 25", quiet);

    let held = rt.block_on(strangers(&t, 500));
    let (cpu2, rss2) = (server_cpu_ms(), rss_kib());
    let attacked = rt.block_on(round(&t, &mut phones, 1));
    let (cpu3, rss3) = (server_cpu_ms(), rss_kib());
    println!(
        "  with {} strangers' connections held: server CPU {} ms, RSS {} -> {} KiB",
        held.len(),
        cpu3 - cpu2,
        rss2,
        rss3
    );
    report("  an update reaches all 25", attacked);
    drop(held);
}

/// Publishes `UPDATES` clocks; for each, how long until every phone had it.
async fn round(t: &Terminals, phones: &mut [Socket], minute: usize) -> Vec<Duration> {
    let mut took = Vec::with_capacity(UPDATES);
    for n in 0..UPDATES {
        let clock = format!("{minute}:{n:03}");
        let sent = Instant::now();
        t.publish(mission(&clock, None, n as u32));
        for ws in phones.iter_mut() {
            until(ws, |v| v["stage"]["clock"] == json!(clock)).await;
        }
        took.push(sent.elapsed());
    }
    took
}

/// `count` connections from strangers (their own addresses), held: every other one sends
/// the start of a request and never its end.
async fn strangers(t: &Terminals, count: u32) -> Vec<tokio::net::TcpStream> {
    let mut held = Vec::new();
    for n in 0..count {
        let from = IpAddr::V4(Ipv4Addr::new(127, 1, (n / 200) as u8, (n % 200 + 1) as u8));
        let Ok(mut stream) = tcp_from(from, addr(t)).await else {
            continue;
        };
        if n % 2 == 1 {
            let _ = stream.write_all(b"GET /?code=x HTTP/1.1\r\nX-Junk: ").await;
        }
        held.push(stream);
    }
    held
}

fn report(what: &str, mut took: Vec<Duration>) {
    took.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!(
        "{what}: median {:.2} ms, 99th {:.2} ms, max {:.2} ms",
        ms(took[took.len() / 2]),
        ms(took[took.len() * 99 / 100]),
        ms(took[took.len() - 1])
    );
}

/// CPU time (user + system) of the server's own threads (named `terminals`), in ms.
fn server_cpu_ms() -> u64 {
    let mut ticks = 0;
    for task in std::fs::read_dir("/proc/self/task").unwrap().flatten() {
        let comm = std::fs::read_to_string(task.path().join("comm")).unwrap_or_default();
        if comm.trim() != "terminals" {
            continue;
        }
        let stat = std::fs::read_to_string(task.path().join("stat")).unwrap_or_default();
        // After the `(comm)` field: state is field 3; utime and stime are fields 14 and 15.
        let fields: Vec<&str> = stat
            .rsplit_once(')')
            .map_or("", |(_, r)| r)
            .split_whitespace()
            .collect();
        ticks += fields
            .get(11)
            .and_then(|f| f.parse::<u64>().ok())
            .unwrap_or(0);
        ticks += fields
            .get(12)
            .and_then(|f| f.parse::<u64>().ok())
            .unwrap_or(0);
    }
    // The kernel's clock ticks are 100 a second on Linux.
    ticks * 10
}

fn rss_kib() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.split_whitespace().next()?.parse().ok())
        .unwrap_or(0)
}

fn loadavg() -> String {
    let text = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    text.split_whitespace()
        .take(3)
        .collect::<Vec<_>>()
        .join(" ")
}
