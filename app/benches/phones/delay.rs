//! A TCP proxy on the loopback that delays every chunk of both directions, as a far network
//! would. The phone benchmarks run it, and so does the dropped-phone browser test
//! (`app/tests/it/phone_drop_browser.rs` includes this file), so both see the same network.

use std::net::SocketAddr;
use std::time::Duration;

use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};
use tokio::net::TcpStream;
use tokio::sync::mpsc;

/// A proxy on `listen` to `server`: every chunk read in either direction is delivered
/// `delay` ± `jitter` later (uniformly, in order, as TCP keeps it).
pub async fn delaying_proxy(
    listen: SocketAddr,
    server: SocketAddr,
    delay: Duration,
    jitter: Duration,
) {
    let listener = tokio::net::TcpListener::bind(listen).await.unwrap();
    let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
    loop {
        let Ok((phone, _)) = listener.accept().await else {
            continue;
        };
        let Ok(host) = TcpStream::connect(server).await else {
            continue;
        };
        let _ = phone.set_nodelay(true);
        let _ = host.set_nodelay(true);
        let (pr, pw) = phone.into_split();
        let (hr, hw) = host.into_split();
        for (r, w) in [(pr, hw), (hr, pw)] {
            seed = seed.wrapping_add(0x2545_f491_4f6c_dd1d);
            tokio::spawn(delayed(r, w, delay, jitter, seed));
        }
    }
}

async fn delayed(
    mut from: tokio::net::tcp::OwnedReadHalf,
    mut to: tokio::net::tcp::OwnedWriteHalf,
    delay: Duration,
    jitter: Duration,
    mut seed: u64,
) {
    let (tx, mut rx) = mpsc::unbounded_channel::<(tokio::time::Instant, Vec<u8>)>();
    tokio::spawn(async move {
        while let Some((at, chunk)) = rx.recv().await {
            tokio::time::sleep_until(at).await;
            if to.write_all(&chunk).await.is_err() {
                return;
            }
        }
        let _ = to.shutdown().await;
    });
    let mut last = tokio::time::Instant::now();
    let mut buf = vec![0; 64 * 1024];
    while let Ok(n) = from.read(&mut buf).await {
        if n == 0 {
            break;
        }
        // xorshift: uniform in -1..1, enough for a jitter.
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let unit = (seed % 2001) as f64 / 1000.0 - 1.0;
        let wait = delay.as_secs_f64() + jitter.as_secs_f64() * unit;
        let at = (tokio::time::Instant::now() + Duration::from_secs_f64(wait)).max(last);
        last = at;
        if tx.send((at, buf[..n].to_vec())).is_err() {
            break;
        }
    }
}
