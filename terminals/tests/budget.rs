//! The connection budget: connections beyond it are closed at once, so a stranger opening
//! socket after socket never takes the file descriptors the app needs for its own files.
//! Its own test binary: it counts this process's open descriptors (`/proc/self/fd`), which
//! no other test may change meanwhile.
// Only ever built as a test: clippy then allows unwrap, expect and panic (clippy.toml).
#![cfg(test)]
// An integration test opens files and drives the world it tests (clippy.toml).
#![allow(clippy::disallowed_methods)]

mod common;

use common::*;
use terminals::{Limits, Terminals};

fn open_descriptors() -> usize {
    std::fs::read_dir("/proc/self/fd").map_or(0, Iterator::count)
}

#[cfg(target_os = "linux")]
#[test]
fn connections_beyond_the_budget_are_closed_at_once() {
    let t = Terminals::start_with(
        config(),
        Limits {
            connections: 8,
            connections_per_address: 4,
            // The held connections say nothing: they must outlast the test, however slow
            // the machine.
            header_timeout: std::time::Duration::from_secs(600),
            ..Limits::default()
        },
        None,
    )
    .unwrap();
    crew(&t);
    let page = format!("/?code={}", t.code());
    run(async {
        // Four connections from one address, held open: that address's share.
        let mut held = Vec::new();
        for _ in 0..4 {
            held.push(tcp_from(lo(2), addr(&t)).await.unwrap());
        }
        assert_eq!(http_from(lo(2), addr(&t), "GET", &page).await.0, 0);
        // Another address is still served, up to the total.
        assert_eq!(http_from(lo(3), addr(&t), "GET", &page).await.0, 200);
        for n in [3, 4, 4, 4] {
            held.push(tcp_from(lo(n), addr(&t)).await.unwrap());
        }
        assert_eq!(http_from(lo(5), addr(&t), "GET", &page).await.0, 0);
        // A flood of 200 more: each closed by the server at once (the client's ends stay
        // open here), so the server holds no more descriptors than its budget.
        let before = open_descriptors();
        for _ in 0..200 {
            held.push(tcp_from(lo(6), addr(&t)).await.unwrap());
        }
        // The server takes connections in order: once this one is refused, so were all.
        assert_eq!(http_from(lo(7), addr(&t), "GET", &page).await.0, 0);
        let grew = open_descriptors() - before;
        assert!(
            grew <= 200 + 4,
            "{grew} more descriptors for 200 client sockets"
        );
        // And the app's own files still open.
        assert!(std::fs::File::open("/proc/self/status").is_ok());
        drop(held);
    });
}
